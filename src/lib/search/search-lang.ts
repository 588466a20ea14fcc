/**
 * Which rules read a question: the page's language picks them (English at the root, French under
 * /fr/). Each is a `QueryRules` (search-words.ts): its words, the words that carry no meaning,
 * its players' words and the site's, its game names and its stems.
 */
import type { Lang } from '@lib/i18n/lang';
import { ENGLISH, type QueryRules } from './search-words';
import { FRENCH } from './search-words-fr';

const RULES: Record<Lang, QueryRules> = { en: ENGLISH, fr: FRENCH };

/** The rules for questions asked in `lang` (English when none is given). */
export function rulesFor(lang: Lang = 'en'): QueryRules {
  return RULES[lang];
}
