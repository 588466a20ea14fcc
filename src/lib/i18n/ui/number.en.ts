/**
 * What a number field says of itself (src/components/calculator/Stepper.svelte: the calculators'
 * and the set-up editor's numbers), in English; number.fr.ts has the French.
 */
import type { NumberWords } from '@lib/io/whole-number';

const words: NumberWords = {
  whole: 'a whole number',
  atMost: (n: number) => `at most ${n}`,
  atLeast: (n: number) => `at least ${n}`,
  oneLess: (label: string) => `${label}: one less`,
  oneMore: (label: string) => `${label}: one more`,
  problem: (label: string, problem: string) => `${label}: ${problem}`,
};
export default words;
