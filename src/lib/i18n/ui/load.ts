/**
 * An island's words, for the language of the page it runs on. Each island keeps its words in a
 * pair of modules, `<island>.en.ts` and `<island>.fr.ts` (the French one typed by the English
 * one's type), and loads the one its page needs on mount, so a page never ships the other
 * language's words:
 *
 *   import { wordsFor } from '@lib/i18n/ui/load';
 *   import type { CalculatorWords } from '@lib/i18n/ui/calculator.en';
 *   let w = $state.raw<CalculatorWords | null>(null);
 *  wordsFor({ en: () => import('@lib/i18n/ui/calculator.en'), fr: () => import('@lib/i18n/ui/calculator.fr')
 * }).then((x) => (w = x));
 *
 * The island draws once `w` is there; its parts get `w` as a prop. Islands rendered on the server
 * (client:visible) get their words as props from their page instead.
 */
import { documentLang, type Lang } from '../lang';
import { lazyNumber } from '../intl';

export function wordsFor<W>(
  loaders: Record<Lang, () => Promise<{ default: W }>>,
  lang: Lang = documentLang(),
): Promise<W> {
  // The engine's English for tool builders (its refusals' `message`, shown apart on French pages)
  // comes with the words, in its own chunk: no island's first load carries it.
  return Promise.all([loaders[lang](), import('@engine/refusals-english')]).then(([m]) => m.default);
}

/** Numbers in the page's language (`12 345` in French). */
export function formatNumber(n: number, lang: Lang = documentLang()): string {
  return NUMBERS[lang](n);
}
const NUMBERS: Record<Lang, (n: number) => string> = { en: lazyNumber('en-GB'), fr: lazyNumber('fr-FR') };

/** A date in the page's language (`26 novembre 2026`). */
export function formatDate(d: Date, lang: Lang = documentLang()): string {
  return new Intl.DateTimeFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', { dateStyle: 'long' }).format(d);
}
