/**
 * Search that forgives: how a question typed the way players talk becomes searches of the
 * Pagefind index. Pure functions (no DOM, no Pagefind), shared by the search page and the
 * header's search dialog, and tested on their own.
 *
 * 1. The full query as typed (Pagefind wants every word on one page): its results come first.
 * 2. The query in the rulebook's words: words that carry no meaning dropped ("can I", "what
 *    happens", articles), players' words mapped to the rulebook's (road → trail, meeple → settler).
 * 3. When that still finds little, every remaining word on its own: pages ranked by how many of
 *    the words they hold.
 * Pages are then ordered by how much of the question they answer: the share of its words they
 * hold, what their title and summary hold, and a ruling (which answers) before an example.
 */

/** Players' words → the rulebook's. Keys are lower-case single words. */
import { own } from './names';

export const SYNONYMS: Record<string, string> = {
  road: 'trail',
  roads: 'trail',
  path: 'trail',
  paths: 'trail',
  meeple: 'settler',
  meeples: 'settler',
  guy: 'settler',
  guys: 'settler',
  man: 'settler',
  men: 'settler',
  follower: 'settler',
  followers: 'settler',
  worker: 'settler',
  workers: 'settler',
  figure: 'settler',
  figures: 'settler',
  pawn: 'settler',
  pawns: 'settler',
  city: 'town',
  cities: 'town',
  field: 'plains',
  fields: 'plains',
  meadow: 'plains',
  meadows: 'plains',
  grass: 'plains',
  cloister: 'farm',
  cloisters: 'farm',
  monastery: 'farm',
  monasteries: 'farm',
  abbey: 'farm',
  sheriff: 'shopkeeper',
  sheriffs: 'shopkeeper',
  knight: 'shopkeeper',
  knights: 'shopkeeper',
  highwayman: 'robber',
  thief: 'robber',
  hunter: 'trapper',
  hunters: 'trapper',
  monk: 'farmer',
  monks: 'farmer',
  pennant: 'flag',
  pennants: 'flag',
  shield: 'flag',
  shields: 'flag',
  inn: 'trading post',
  inns: 'trading post',
  tradingpost: 'trading post',
  surveyer: 'surveyor',
  surveyers: 'surveyor',
  deer: 'animals',
  tied: 'tie',
  ties: 'tie',
  track: 'score track',
  lap: 'score track',
  laps: 'score track',
  kicked: 'home',
  unfinished: 'incomplete',
  finished: 'completed',
  finish: 'completed',
  finishes: 'completed',
  finishing: 'completed',
  complete: 'completed',
  closed: 'completed',
  close: 'completed',
  own: 'occupied',
  owns: 'occupied',
  owned: 'occupied',
  taken: 'occupied',
  top: 'north',
  bottom: 'south',
  four: '4',
  nine: '9',
  fifty: '50',
  point: 'points',
  pts: 'points',
};

/** Words that carry no meaning in a rules question. */
export const STOPWORDS = new Set(
  `a an the and or but if then so of to in on at by for from with into onto about as is are was were be been being
  do does did doing done can could may might must shall should will would i me my mine we us our you your he she it its they them their
  this that these those there here what which who whom whose when where why how happens happen happened
  someone somebody anyone anybody something anything already just still also too very really only
  get gets got put puts go goes going allowed allow let lets okay ok rule rules question please wondering
  have has had having not no yes than more most much many any each every one
  now plus off out up there's what's isn't doesn't don't can't game games`
    .split(/\s+/)
    .filter(Boolean),
);

export interface QueryPlan {
  /** The query as typed, trimmed. */
  typed: string;
  /** The meaningful words, players' words mapped to the rulebook's (in order, no repeats). */
  words: string[];
  /** Words that were mapped: [typed, rulebook's]. */
  mapped: [string, string][];
  /** Words left out as carrying no meaning. */
  dropped: string[];
}

/** Phrases players type as two words for one rulebook word. */
const PHRASES: [RegExp, string][] = [
  [/\bset(?:ting)?\s+up\b/g, 'setup'],
  [/\bscore\s*board\b/g, 'score track'],
  [/\bkicked\s+(?:off|out)\b/g, 'kicked'],
];

/** Split a query into words: letters, digits and apostrophes; lower-case. */
export function tokens(q: string): string[] {
  return (PHRASES.reduce((s, [re, to]) => s.replace(re, to), q.toLowerCase()).normalize('NFKC').replace(/[’‘]/g, "'").match(/[\p{L}\p{N}+]+(?:'[\p{L}]+)?/gu) ?? []).map((w) => w.replace(/'s$/, ''));
}

export function plan(query: string): QueryPlan {
  const typed = query.trim().replace(/\s+/g, ' ');
  const words: string[] = [];
  const mapped: [string, string][] = [];
  const dropped: string[] = [];
  for (const t of tokens(typed)) {
    const meaningless = STOPWORDS.has(t) || (t.length < 2 && !/\d/.test(t));
    if (meaningless) {
      if (!dropped.includes(t)) dropped.push(t);
      continue;
    }
    const to = own(SYNONYMS, t);
    if (to && to !== t) mapped.push([t, to]);
    const w = to ?? t;
    if (!words.includes(w)) words.push(w);
  }
  return { typed, words, mapped, dropped };
}

/** One hit of a Pagefind search: the page id and its score. */
export interface Hit {
  id: string;
  score: number;
}

export type Tier = 'exact' | 'all words' | 'some words';

/**
 * Merge the searches' hits into one list: the typed query's hits first (in their order), then
 * the rulebook-words query's, then every other page by how many of the words it holds (and the
 * sum of its scores). `perWord[i]` are the hits for `words[i]` on its own.
 */
export function rank(exact: Hit[], rewritten: Hit[], perWord: Hit[][]): { id: string; tier: Tier; matched: number }[] {
  const out: { id: string; tier: Tier; matched: number }[] = [];
  const seen = new Set<string>();
  const count = new Map<string, { n: number; score: number }>();
  for (const hits of perWord) {
    const once = new Set<string>();
    for (const h of hits) {
      if (once.has(h.id)) continue;
      once.add(h.id);
      const c = count.get(h.id) ?? { n: 0, score: 0 };
      c.n += 1;
      c.score += h.score;
      count.set(h.id, c);
    }
  }
  const push = (id: string, tier: Tier) => {
    if (seen.has(id)) return;
    seen.add(id);
    out.push({ id, tier, matched: count.get(id)?.n ?? 0 });
  };
  for (const h of exact) push(h.id, 'exact');
  for (const h of rewritten) push(h.id, 'all words');
  [...count.entries()].sort((a, b) => b[1].n - a[1].n || b[1].score - a[1].score).forEach(([id]) => push(id, 'some words'));
  return out;
}

/** A candidate page for re-ranking: its tier from `rank`, and what its result data says. */
export interface Candidate {
  tier: Tier;
  /** How many of the words it holds (per-word searches; 0 when those did not run). */
  matched: number;
  /** The share of the words it holds (1 for a page holding all, or when only one word was searched). */
  held?: number;
  /** Pagefind's score in the search that found it. */
  score: number;
  title: string;
  /** The page's description and players' words for it (result metadata). */
  summary: string;
  kind: string;
}

/** A ruling answers a question; a rules page explains it; an example shows it. */
const KIND_BOOST: Record<string, number> = { Ruling: 1.3, Rule: 1.3, 'Related game': 1.1, Tile: 1.1, Variant: 1, Guide: 0.9, Example: 0.6 };
const stem = (w: string) => w.replace(/(ment|ing|ed|es|s)$/, '').replace(/e$/, '');

/** How many of the question's ideas (each word as typed or in the rulebook's words) a text holds. */
export function hits(text: string, p: QueryPlan): number {
  const have = new Set(tokens(text).map(stem));
  const ideas = p.words.map((w) => [w, ...p.mapped.filter(([, to]) => to === w).map(([from]) => from)]);
  return ideas.filter((forms) => forms.some((f) => f.split(' ').every((x) => have.has(stem(x))))).length;
}

/** How much of a title the question holds (0–1): a page titled just "Final scoring" is what "final scoring" asks for. */
export function cover(title: string, p: QueryPlan): number {
  const words = tokens(title).filter((t) => !STOPWORDS.has(t));
  if (!words.length) return 0;
  const asked = new Set([...p.words, ...p.mapped.map(([from]) => from)].flatMap((w) => w.split(' ')).map(stem));
  return words.filter((w) => asked.has(stem(own(SYNONYMS, w) ?? w)) || asked.has(stem(w))).length / words.length;
}

/** Order the candidates by `rankKey` (a ruling that answers before a page that mentions, an example last). */
/**
 * A candidate's rank: first whether it holds a query of meaningful words exactly as typed; then how much of the question it answers (the share of the words it holds, what
 * its title and summary hold, how much of its title the question is), weighted by kind; then how
 * many words it holds; then Pagefind's score.
 */
export function rankKey(c: Candidate, p: QueryPlan): { t: number; m: number; n: number; s: number } {
  const boost = own(KIND_BOOST, c.kind) ?? 1;
  // Holding every word counts, but a page holding most of them whose title is the question can pass it.
  const held = c.tier === 'some words' ? (c.held ?? 0) : 1;
  const m = (4 * held + 2 * hits(c.title, p) + hits(c.summary, p) + 3 * cover(c.title, p)) * boost;
  // Half-point steps: pages that answer about as well are then told apart by Pagefind's own score.
  // Pages that hold the query exactly as typed come first when every typed word carries meaning
  // ("trading post game end"); in a sentence ("can I put a tile against…") matching the little
  // words too is chance, so there the meaning decides.
  return { t: c.tier === 'exact' && p.dropped.length === 0 ? 1 : 0, m: Math.floor(m * 2) / 2, n: c.matched, s: c.score * boost };
}

export function rerank<C extends Candidate>(cands: C[], p: QueryPlan): C[] {
  const keys = new Map(cands.map((c) => [c, rankKey(c, p)]));
  return [...cands].sort((a, b) => {
    const [x, y] = [keys.get(a)!, keys.get(b)!];
    return y.t - x.t || y.m - x.m || y.n - x.n || y.s - x.s;
  });
}

/** "Searched for: trail, settler; in the rulebook's words (road → trail); leaving out can, i." */
export function describePlan(p: QueryPlan): string {
  if (!p.words.length) return p.typed ? `No word of “${p.typed}” can be searched: try a rules word such as trail, town, settler or surveyor.` : '';
  const parts = [`Searched for: ${p.words.join(', ')}`];
  if (p.mapped.length) parts.push(`in the rulebook's words (${p.mapped.map(([a, b]) => `${a} → ${b}`).join(', ')})`);
  if (p.dropped.length) parts.push(`leaving out ${p.dropped.join(', ')}`);
  return `${parts.join('; ')}.`;
}
