/**
 * Small French words the calculator's sentences share (its refusals, lines and verdicts):
 * numbers, plurals and lists through Intl (Intl.NumberFormat, Intl.PluralRules, Intl.ListFormat),
 * never joined or pluralised by hand. Loaded only by French pages.
 */
const number = new Intl.NumberFormat('fr-FR');
const plural = new Intl.PluralRules('fr-FR');
const and = new Intl.ListFormat('fr', { type: 'conjunction' });
const or = new Intl.ListFormat('fr', { type: 'disjunction' });

/** « 12 », « 1 200 ». */
export const numFr = (n: number): string => number.format(n);
/** « 1 marqueur », « 0 marqueur », « 3 marqueurs » (French counts 0 and 1 as one). */
export const countFr = (n: number, one: string, many: string): string =>
  `${numFr(n)} ${plural.select(Math.abs(n)) === 'one' ? one : many}`;
/** « Rouge », « Rouge et Bleu », « Rouge, Bleu et Vert ». */
export const andFr = (words: readonly string[]): string => and.format(words);
/** « a, b ou c ». */
export const orFr = (words: readonly string[]): string => or.format(words);
/** A value to type as it is, in guillemets: « race-tally ». */
export const literalFr = (s: string): string => `« ${s} »`;
