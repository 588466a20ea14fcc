/**
 * Typos forgiven: a word of a question that is not in the site's own vocabulary (built at build
 * time from every page, `src/pages/search-words.json.ts`) is replaced by the nearest word that
 * is, when one is close enough: one edit for a word of up to 7 letters, two for a longer one
 * ("surveyer" → surveyor, "trapers" → trappers, "shopkeper" → shopkeeper). An edit is a letter
 * added, dropped or changed, or two neighbours swapped (optimal string alignment, the restricted
 * Damerau-Levenshtein distance). Pure functions, no DOM.
 */

/** The site's words: each word (lower case) and the number of pages that hold it. */
export interface Vocabulary {
  /** Pages the vocabulary was built from. */
  pages: number;
  /** Word → number of pages that hold it. */
  df: Map<string, number>;
  /** Words by length, for the search of near words. */
  byLength: Map<number, string[]>;
  /**
   * How words are compared, when not as they are (French: without accents, so `decompte` is
   * known and `arpanteur` becomes `arpenteur`): `df` and `byLength` then hold the compared forms,
   * `shown` the form the site writes for each.
   */
  fold?: (w: string) => string;
  shown?: Map<string, string>;
  /** Endings a known word may carry (English ones when not given). */
  suffixes?: string[];
}

/** How a language's vocabulary compares words (see `Vocabulary`). */
export interface Folding {
  fold: (w: string) => string;
  suffixes: string[];
}

/** The vocabulary file as built: `{ pages, words: "word:df word:df …" }` (one string, smaller than an object). */
export interface VocabularyFile {
  pages: number;
  words: string;
}

export function vocabulary(file: VocabularyFile, folding?: Folding): Vocabulary {
  const df = new Map<string, number>();
  const byLength = new Map<number, string[]>();
  const shown = new Map<string, string>();
  for (const entry of file.words.split(' ')) {
    const at = entry.lastIndexOf(':');
    const written = at > 0 ? entry.slice(0, at) : entry;
    if (!written) continue;
    const n = at > 0 ? Number(entry.slice(at + 1)) || 1 : 1;
    const word = folding ? folding.fold(written) : written;
    const had = df.get(word);
    if (had === undefined) {
      const list = byLength.get(word.length) ?? [];
      list.push(word);
      byLength.set(word.length, list);
    }
    // Two words the same but for their accents (ferme, fermé): the one more pages hold is shown.
    if (had === undefined || n > had) {
      df.set(word, n);
      shown.set(word, written);
    }
  }
  return folding
    ? { pages: file.pages, df, byLength, fold: folding.fold, shown, suffixes: folding.suffixes }
    : { pages: file.pages, df, byLength };
}

/**
 * The optimal-string-alignment distance between two words, or `limit + 1` as soon as it is
 * known to be over `limit` (the rows are cut short: most words of the vocabulary are far).
 */
export function editDistance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  if (a === b) return 0;
  const n = b.length;
  let prev2: number[] = [];
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2] + 1);
      row.push(d);
      if (d < best) best = d;
    }
    if (best > limit) return limit + 1;
    prev2 = prev;
    prev = row;
  }
  return prev[n];
}

/**
 * How many edits a word of this length may carry: one up to 7 letters, two from 8. Words under 4 letters are
 * never corrected.
 */
export function allowedEdits(word: string): number {
  return word.length < 4 ? 0 : word.length <= 7 ? 1 : 2;
}

const SUFFIXES = ['s', 'es', 'ed', 'd', 'ing', 'er', 'ers', 'ly', "'s"];

/**
 * Whether the site knows the word: as it is, without a common ending, or as the start of a longer word
 * (Pagefind finds those).
 */
export function known(typed: string, v: Vocabulary): boolean {
  const word = v.fold ? v.fold(typed) : typed;
  if (v.df.has(word)) return true;
  for (const s of v.suffixes ?? SUFFIXES)
    if (word.length > s.length + 2 && word.endsWith(s) && v.df.has(word.slice(0, -s.length))) return true;
  for (const s of ['s', 'es', 'e']) if (v.df.has(word + s)) return true;
  if (word.length >= 4)
    for (let len = word.length + 1; len <= word.length + 6; len++)
      for (const w of v.byLength.get(len) ?? []) if (w.startsWith(word)) return true;
  return false;
}

/**
 * The word the player meant, or null when the word is known or nothing is close enough. Among
 * equally near words, the one more pages hold wins, then one with the same first letter.
 */
export function correct(typed: string, v: Vocabulary): string | null {
  const limit = allowedEdits(typed);
  if (!limit || !/^\p{L}+$/u.test(typed) || known(typed, v)) return null;
  const word = v.fold ? v.fold(typed) : typed;
  let best: { w: string; d: number; df: number; first: number } | null = null;
  for (let len = word.length - limit; len <= word.length + limit; len++) {
    for (const w of v.byLength.get(len) ?? []) {
      const d = editDistance(word, w, limit);
      if (d > limit) continue;
      const df = v.df.get(w) ?? 0;
      const first = w[0] === word[0] ? 1 : 0;
      if (
        !best ||
        d < best.d ||
        (d === best.d && (first > best.first || (first === best.first && df > best.df)))
      )
        best = { w, d, df, first };
    }
  }
  return best ? (v.shown?.get(best.w) ?? best.w) : null;
}

/**
 * How many letters of a word's start the site holds: the longest start that begins a word of the
 * vocabulary (`xqzvy` → 0, `hasownproperty` → 3, for "has").
 */
export function heldStart(typed: string, v: Vocabulary): number {
  const word = v.fold ? v.fold(typed) : typed;
  let best = 0;
  for (const w of v.df.keys()) {
    let n = 0;
    while (n < word.length && n < w.length && w[n] === word[n]) n++;
    if (n > best) best = n;
  }
  return best;
}

/**
 * Whether searching a word can find a page that holds it. Pagefind searches a word it does not
 * hold by the longest start it does ("xqzvy" by "x", "hasownproperty" by "has"), which finds pages
 * about something else. A word of letters is held when the site knows it (`known`), or when the
 * start the site holds is at least three letters and two thirds of the word ("surveyorship" by
 * "surveyors", not "arrow" by "arr" on the French pages, which hold arrive and arrête);
 * a word of one or two letters, when a word of the site starts with it. Words with digits are
 * not judged (held).
 */
export function held(typed: string, v: Vocabulary): boolean {
  if (!/^\p{L}+$/u.test(typed) || known(typed, v)) return true;
  const need = typed.length <= 2 ? typed.length : Math.max(3, Math.ceil((typed.length * 2) / 3));
  return heldStart(typed, v) >= need;
}
