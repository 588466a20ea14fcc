/**
 * The site's vocabulary for the search's typo correction, built at build time
 * (`src/pages/search-words.json.ts` → /search-words.json, fetched by the search worker on first
 * use; the French pages' own, `/fr/search-words.json`): every word of every indexed page of one
 * language with the number of pages that hold it, plus the players' words the search understands
 * in that language and the games' names. Pure function, no Astro.
 */
import type { Lang } from '@lib/i18n/lang';
import { rulesFor } from './search-lang';
import type { VocabularyFile } from './search-typos';

/** A page's text with Markdown and MDX markup left out: imports, tags, expressions, link targets. */
export function plainText(source: string): string {
  return source
    .replace(/^(import|export)\s.*$/gm, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\{[^{}]*\}/g, ' ')
    .replace(/\]\([^)]*\)/g, '] ')
    .replace(/`[^`]*`/g, ' ');
}

/** Words worth correcting towards: letters only, three or more. */
const WORD = /^\p{L}{3,}$/u;

export function buildVocabulary(pages: string[], lang: Lang = 'en'): VocabularyFile {
  const { tokens, synonyms, games } = rulesFor(lang);
  const df = new Map<string, number>();
  for (const text of pages)
    for (const w of new Set(tokens(plainText(text)))) if (WORD.test(w)) df.set(w, (df.get(w) ?? 0) + 1);
  for (const w of [...Object.keys(synonyms), ...games.flatMap((g) => g.words)])
    if (WORD.test(w) && !df.has(w)) df.set(w, 1);
  const words = [...df].sort((a, b) => (a[0] < b[0] ? -1 : 1)).map(([w, n]) => `${w}:${n}`);
  return { pages: pages.length, words: words.join(' ') };
}
