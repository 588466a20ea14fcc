/** Ce qu’un champ de nombre dit de lui-même, en français (voir number.en.ts). */
import type { NumberWords } from '@lib/io/whole-number';
import { lazyNumber } from '../intl';

const num = lazyNumber('fr-FR');
const words: NumberWords = {
  whole: 'un nombre entier',
  atMost: (n) => `au plus ${num(n)}`,
  atLeast: (n) => `au moins ${num(n)}`,
  oneLess: (label) => `${label} : un de moins`,
  oneMore: (label) => `${label} : un de plus`,
  problem: (label, problem) => `${label} : ${problem}`,
};
export default words;
