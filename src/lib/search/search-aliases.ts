/**
 * Players' words for the rulebook's terms, as search aliases for a page: for each rulebook term
 * in the page's title and description, the words players use for it (from the search's own
 * synonym table), plus any the page lists in its frontmatter (`aliases`).
 */
import { SYNONYMS, tokens } from './search-query';

/** Rulebook term → players' words. */
const PLAYERS_WORDS = new Map<string, string[]>();
for (const [said, term] of Object.entries(SYNONYMS)) {
  for (const t of term.split(' ')) PLAYERS_WORDS.set(t, [...(PLAYERS_WORDS.get(t) ?? []), said]);
}
const STEM = (w: string) => w.replace(/(ies|es|s)$/, (m) => (m === 'ies' ? 'y' : ''));

export function aliasesFor(text: string, extra: string[] = []): string[] {
  const out = new Set<string>();
  for (const w of tokens(text)) for (const a of PLAYERS_WORDS.get(w) ?? PLAYERS_WORDS.get(STEM(w)) ?? []) out.add(a);
  for (const a of extra) out.add(a.toLowerCase());
  return [...out];
}
