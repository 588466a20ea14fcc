/**
 * Players' words for the rulebook's terms, as search aliases for a page: for each rulebook term
 * in the page's title and description, the words players use for it (from the search's own
 * synonym table of the page's language), plus any the page lists in its frontmatter (`aliases`).
 */
import type { Lang } from '@lib/i18n/lang';
import { rulesFor } from './search-lang';
import { SYNONYMS, tokens } from './search-words';
import { fold, stemFr, SYNONYMS_FR } from './search-words-fr';

/** Rulebook term → players' words. */
const PLAYERS_WORDS = new Map<string, string[]>();
for (const [said, term] of Object.entries(SYNONYMS)) {
  for (const t of term.split(' ')) PLAYERS_WORDS.set(t, [...(PLAYERS_WORDS.get(t) ?? []), said]);
}
const STEM = (w: string) => w.replace(/(ies|es|s)$/, (m) => (m === 'ies' ? 'y' : ''));

/**
 * The site's French term (by its stem: `pistes` → `pist`) → French players' words. A term of
 * several words (« mise en place ») is looked for whole in the text.
 */
const PLAYERS_WORDS_FR = new Map<string, string[]>();
const PHRASES_FR = new Map<string, string[]>();
for (const [said, term] of Object.entries(SYNONYMS_FR)) {
  const table = term.includes(' ') ? PHRASES_FR : PLAYERS_WORDS_FR;
  const key = term.includes(' ') ? fold(term) : stemFr(term);
  table.set(key, [...(table.get(key) ?? []), said]);
}

function frenchAliases(text: string): string[] {
  const out = new Set<string>();
  for (const w of rulesFor('fr').tokens(text))
    for (const a of PLAYERS_WORDS_FR.get(stemFr(w)) ?? []) out.add(a);
  const plain = fold(text.toLowerCase());
  for (const [term, said] of PHRASES_FR) if (plain.includes(term)) for (const a of said) out.add(a);
  return [...out];
}

function englishAliases(text: string): string[] {
  return tokens(text).flatMap((w) => PLAYERS_WORDS.get(w) ?? PLAYERS_WORDS.get(STEM(w)) ?? []);
}

const ALIASES: Record<Lang, (text: string) => string[]> = { en: englishAliases, fr: frenchAliases };

/** The players' words for the terms of `text`, and `extra`, for a page in language `lang`. */
export function aliasesFor(text: string, extra: string[] = [], lang: Lang = 'en'): string[] {
  const out = new Set<string>(ALIASES[lang](text));
  for (const a of extra) out.add(a.toLowerCase());
  return [...out];
}
