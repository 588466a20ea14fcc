/**
 * A result's excerpt without the page's hidden list of players' words. Every page indexes the
 * players' words for its terms in a hidden span under its title (PageTitle.astro, `aliases`), so a
 * question worded as players talk finds it; Pagefind cuts its excerpt where the matches are
 * densest, which is often that list, and the reader would see "… même tour. point pts pt Après…".
 * The excerpt is cut again the way Pagefind cuts it (the densest run of matches, their words
 * marked), from the page's words without that list. Pure functions, no DOM.
 */

/** What a Pagefind result's data holds for its excerpt. */
export interface ExcerptData {
  excerpt: string;
  /** The page's text as indexed, `<` and `>` escaped (Pagefind's `raw_content`). */
  raw_content?: string;
  /** The matches, as word positions in that text, and their weights. */
  locations?: number[];
  weighted_locations?: { location: number; balanced_score: number }[];
}

/** How Pagefind splits a page's text into words (pagefind.js `word_separators`). */
const SEPARATORS = /[^\S\uFEFF]+/g;

/** Where the run of `list` stands in `words` (its first word's position), or -1. */
function find(words: string[], list: string[]): number {
  if (!list.length) return -1;
  for (let i = 0; i + list.length <= words.length; i++)
    if (list.every((w, k) => words[i + k] === w)) return i;
  return -1;
}

/** The start of the run of `length` words where the matches weigh most (pagefind.js `calculate_excerpt_region`). */
function densest(weights: number[], count: number, length: number): number {
  if (count <= length) return 0;
  const at = (i: number) => weights[i] ?? 0;
  let sum = 0;
  for (let i = 0; i < length; i++) sum += at(i);
  let best = sum;
  let starts = [0];
  for (let i = 0; i < count; i++) {
    sum += at(i + length) - at(i);
    if (sum > best) [best, starts] = [sum, [i + 1]];
    else if (sum === best && starts[starts.length - 1] === i) starts.push(i + 1);
  }
  return starts[Math.floor(starts.length / 2)];
}

/**
 * The excerpt of `data` cut from the page's words without the run `hidden` (the page's players'
 * words, as its `aliases` metadata gives them), `length` words long, its matches in <mark>.
 * Pagefind's own excerpt when the page's text is not given or does not hold the run.
 */
export function excerptWithout(data: ExcerptData, hidden: string | undefined, length = 24): string {
  const list = (hidden ?? '').split(/\s+/).filter(Boolean);
  if (!data.raw_content || !list.length) return data.excerpt;
  const all = data.raw_content.split(SEPARATORS);
  const from = find(all, list);
  if (from < 0) return data.excerpt;
  const to = from + list.length;
  // A position in the page's words → its position once the list is taken out (none inside it).
  const moved = (i: number) => (i < from ? i : i >= to ? i - list.length : -1);
  const words = [...all.slice(0, from), ...all.slice(to)];
  const weights: number[] = [];
  for (const l of data.weighted_locations ?? []) {
    const i = moved(l.location);
    if (i >= 0) weights[i] = (weights[i] ?? 0) + l.balanced_score;
  }
  const start = Math.min(densest(weights, weights.length, length), Math.max(words.length - length, 0));
  const marked = new Set((data.locations ?? []).map(moved).filter((i) => i >= 0));
  return words
    .slice(start, start + length)
    .map((w, k) => (marked.has(start + k) ? `<mark>${w}</mark>` : w))
    .join(' ')
    .trim();
}
