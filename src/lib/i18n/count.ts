/**
 * A count and its noun in agreement, as Intl.PluralRules says for the language: "1 tile", "2 tiles";
 * « 0 tuile », « 1 tuile », « 2 tuiles » (in French 0 and 1 take the singular). The number is written
 * in the language's way (« 1 234 »). The formatters are made on first use (intl.ts).
 */
import { lazyNumber, lazyPlural } from './intl';

const RULES = { en: lazyPlural('en-GB'), fr: lazyPlural('fr-FR') };
const NUMBERS = { en: lazyNumber('en-GB'), fr: lazyNumber('fr-FR') };

/** The noun alone, agreed with `n`: `nounFor('fr', 1, 'tuile', 'tuiles')` is « tuile ». */
export const nounFor = (lang: 'en' | 'fr', n: number, one: string, many: string): string =>
  RULES[lang](n) === 'one' ? one : many;

/** "3 tiles", « 1 tuile ». */
export const countEn = (n: number, one: string, many = `${one}s`): string =>
  `${NUMBERS.en(n)} ${nounFor('en', n, one, many)}`;
export const countFr = (n: number, one: string, many = `${one}s`): string =>
  `${NUMBERS.fr(n)} ${nounFor('fr', n, one, many)}`;

/** "Red, Blue and Green"; « Rouge, Bleu et Vert ». */
export const listEn = (xs: readonly string[]): string =>
  xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`;
export const listFr = (xs: readonly string[]): string =>
  xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')} et ${xs[xs.length - 1]}`;
