/**
 * The rule options in players' words, in either language, for the static pages (build time).
 * Islands use option-words.ts (English) or receive the words from their page, so that a page's
 * script carries only its own language's words.
 */
import { own } from '@lib/io/names';
import type { Lang } from '@lib/i18n/lang';
import { optionReading, optionTitle } from './option-words';
import { OPTION_WORDS_FR } from './option-words-fr';

export { OPTION_WORDS_FR };
export { OPTION_DOCS_FR, optionDocsIn, type OptionDocs } from './option-docs-fr';

/** An option's name in words in `lang`. */
export function optionTitleIn(lang: Lang, name: string): string {
  return (lang === 'fr' ? own(OPTION_WORDS_FR, name)?.title : undefined) ?? optionTitle(name);
}

/** A reading of an option in words in `lang`. */
export function optionReadingIn(lang: Lang, name: string, v: unknown): string {
  return (
    (lang === 'fr' ? own(own(OPTION_WORDS_FR, name)?.readings, String(v)) : undefined) ??
    optionReading(name, v)
  );
}
