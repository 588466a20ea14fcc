/**
 * Small French words the calculator's sentences share (its refusals, lines and verdicts):
 * numbers, plurals and lists through Intl (Intl.NumberFormat, Intl.PluralRules, Intl.ListFormat),
 * never joined or pluralised by hand. Loaded only by French pages.
 */
import { lazyList, lazyNumber, lazyPlural } from './intl';

const number = lazyNumber('fr-FR');
const plural = lazyPlural('fr-FR');
const and = lazyList('fr', { type: 'conjunction' });
const or = lazyList('fr', { type: 'disjunction' });

/** « 12 », « 1 200 ». */
export const numFr = (n: number): string => number(n);
/** « 1 marqueur », « 0 marqueur », « 3 marqueurs » (French counts 0 and 1 as one). */
export const countFr = (n: number, one: string, many: string): string =>
  `${numFr(n)} ${plural(Math.abs(n)) === 'one' ? one : many}`;
/** « Rouge », « Rouge et Bleu », « Rouge, Bleu et Vert ». */
export const andFr = (words: readonly string[]): string => and(words);
/** « a, b ou c ». */
export const orFr = (words: readonly string[]): string => or(words);
/** A value to type as it is, in guillemets: « race-tally ». */
export const literalFr = (s: string): string => `« ${s} »`;
