/**
 * How the pages a search found are ordered (search-query.ts, step 4): by the game asked about,
 * then by how much of the question they answer, each idea weighed by how rare it is on the site.
 */
import { rulesFor } from './search-lang';
import type { QueryPlan } from './search-words';

/**
 * How much an idea weighs: BM25's inverse document frequency, from the number of pages that hold
 * it (`df`) among `pages`. A word on nearly every page ("player", "end") weighs close to nothing;
 * one on a few pages ("withdraw", "conquest") weighs several times more.
 */
export function idf(df: number, pages: number): number {
  const n = Math.max(pages, df, 1);
  return Math.log(1 + (n - df + 0.5) / (df + 0.5));
}

/** One hit of a Pagefind search: the page id and its score. */
export interface Hit {
  id: string;
  score: number;
}

export type Tier = 'exact' | 'all words' | 'some words';

/**
 * Merge the searches' hits into one list: the typed query's hits first (in their order), then
 * the rulebook-words query's, then every other page by the weight of the ideas it holds (and
 * the sum of its scores). `perIdea[i]` are the hits for idea i on its own (any of its forms),
 * `weights[i]` its weight (equal when not given). Each page comes with the ideas it holds
 * (`holds`, indices into `perIdea`) and their weighted share (`held`, 1 for the first two tiers).
 */
export function rank(exact: Hit[], rewritten: Hit[], perIdea: Hit[][], weights: number[] = []): Ranked[] {
  const out: Ranked[] = [];
  const seen = new Set<string>();
  const w = perIdea.map((_, i) => weights[i] ?? 1);
  const total = w.reduce((a, b) => a + b, 0) || 1;
  const count = new Map<string, { holds: number[]; weight: number; score: number }>();
  perIdea.forEach((hits, i) => {
    for (const h of hits) {
      const c = count.get(h.id) ?? { holds: [], weight: 0, score: 0 };
      if (c.holds.includes(i)) continue;
      c.holds.push(i);
      c.weight += w[i];
      c.score += h.score;
      count.set(h.id, c);
    }
  });
  const push = (id: string, tier: Tier) => {
    if (seen.has(id)) return;
    seen.add(id);
    const c = count.get(id);
    out.push({
      id,
      tier,
      matched: c?.holds.length ?? 0,
      held: tier === 'some words' ? (c?.weight ?? 0) / total : 1,
      holds: c?.holds ?? [],
    });
  };
  for (const h of exact) push(h.id, 'exact');
  for (const h of rewritten) push(h.id, 'all words');
  [...count.entries()]
    .sort((a, b) => b[1].weight - a[1].weight || b[1].score - a[1].score)
    .forEach(([id]) => push(id, 'some words'));
  return out;
}

/** A page as `rank` finds it. */
export interface Ranked {
  id: string;
  tier: Tier;
  matched: number;
  held: number;
  holds: number[];
}

/** A candidate page for re-ranking: its tier from `rank`, and what its result data says. */
export interface Candidate {
  tier: Tier;
  /** How many of the ideas it holds (per-idea searches; 0 when those did not run). */
  matched: number;
  /** The ideas it holds (indices), when the ideas were searched one by one. */
  holds?: number[];
  /** The weighted share of the ideas it holds (1 for a page holding all, or when only one word was searched). */
  held?: number;
  /** Pagefind's score in the search that found it. */
  score: number;
  title: string;
  /** The page's description and players' words for it (result metadata). */
  summary: string;
  kind: string;
  /** The game the page is about (its filter, or its address: search-games.ts `resultGame`). */
  game?: string;
  /** Players' questions the page answers, as phrases (its frontmatter `aliases`, and its title). */
  asks?: string[];
}

/**
 * How a page's answer is measured (see `rankKey`): what holding the ideas, holding them in the
 * title, the summary or a heading, and being what the title names are worth; how much a kind
 * of page is preferred (a ruling answers a question, a rules page explains it, an example shows it).
 */
/** How much a page of each kind weighs in the ranking. */
const KIND_WEIGHTS: Record<string, number> = {
  Ruling: 1.2,
  Rule: 1.3,
  'Related game': 1.3,
  Tile: 1.3,
  Variant: 1.3,
  Guide: 0.9,
  Example: 0.6,
};

export const RANKING = {
  /** Each idea weighs its inverse document frequency to this power (0: all ideas alike, 1: BM25's weight). */
  idfPower: 1,
  held: 4,
  title: 3,
  summary: 1,
  cover: 3,
  /** The page of the game a question names (its rules digest): answers about that game start there. */
  hub: 10,
  /**
   * A page of the game a question leans toward, for each of its words typed in that game's own terms (up to
   * two): « voleur », "thief".
   */
  lean: 2,
  /**
   * Pagefind's own score (term frequency and page length), as a share of the best candidate's (tried at 1–6:
   * no better, so off).
   */
  pagefind: 0,
  /**
   * A phrase players ask the page with, found word for word in the question ("who wins", « qui commence »),
   * per word past the first (up to three words). Tried at 1–5 over the six question sets: 4 answers most.
   */
  asks: 4,
  /**
   * A page of a related game, for a question that names no game and uses none of its words: its answer counts
   * this share (0.7–0.9 alike; 1 let Conquest's "who wins" take New World's).
   */
  elsewhere: 0.8,
  kinds: KIND_WEIGHTS,
};

const kindBoost = (kind: string) => (Object.hasOwn(RANKING.kinds, kind) ? RANKING.kinds[kind] : 1);

/** Each idea's weight (`weights`), scaled so that their mean is 1: equal weights count ideas. */
function scaled(p: QueryPlan, weights?: number[]): number[] {
  const w = p.ideas.map((_, i) => weights?.[i] ?? 1);
  const mean = w.reduce((a, b) => a + b, 0) / (w.length || 1) || 1;
  return w.map((x) => x / mean);
}

/**
 * How many of the question's ideas (each word as typed or in the rulebook's words) a text holds,
 * each counted by its weight (`weights`, scaled to a mean of 1; equal weights count the ideas).
 */
export function hits(text: string, p: QueryPlan, weights?: number[]): number {
  const { tokens, stem } = rulesFor(p.lang);
  const have = new Set(tokens(text).map(stem));
  const w = scaled(p, weights);
  return p.ideas.reduce((sum, idea, i) => {
    const forms = [
      idea.word,
      ...idea.forms,
      ...p.mapped.filter(([, to]) => to === idea.word).map(([from]) => from),
    ];
    return forms.some((f) => f.split(' ').every((x) => have.has(stem(x)))) ? sum + w[i] : sum;
  }, 0);
}

/**
 * How much of a title the question holds (0–1), each title word weighed by how rare it is on the
 * site: a page titled just "Final scoring" is what "final scoring" asks for, but "what does a
 * farmer score" asks little of it ("scoring" is on every page).
 */
export function cover(title: string, p: QueryPlan): number {
  const { tokens, stem, synonym, titleStop } = rulesFor(p.lang);
  const words = tokens(title).filter((t) => !titleStop(t));
  if (!words.length) return 0;
  const asked = new Set(
    [...p.ideas.flatMap((i) => [i.word, ...i.forms]), ...p.mapped.map(([from]) => from), ...p.gameWords]
      .flatMap((w) => w.split(' '))
      .map(stem),
  );
  const weight = (w: string) => (p.rarity ? p.rarity(w) : 1);
  const total = words.reduce((sum, w) => sum + weight(w), 0) || 1;
  return (
    words
      .filter((w) => asked.has(stem(synonym(w) ?? w)) || asked.has(stem(w)))
      .reduce((sum, w) => sum + weight(w), 0) / total
  );
}

/** A text's words as a phrase is compared: players' words read as the rulebook's, then stemmed. */
function phraseWords(text: string, lang: QueryPlan['lang']): string[] {
  const { tokens, stem, synonym } = rulesFor(lang);
  return tokens(text)
    .flatMap((t) => (synonym(t) ?? t).split(' '))
    .map(stem);
}

/**
 * How much of a page's phrases (`asks`) the question holds word for word, little words included
 * ("who wins", « qui commence », "tied at the end"): the longest one's words past the first, or,
 * matched without the little words ("the last tile is drawn" holds "last tile drawn"), its words
 * of meaning past the first; 0 when none of two words or more, one with meaning, is there. The little words a
 * question's
 * plan leaves out ("who", « qui », "when") are what tell these questions apart.
 */
export function asked(asks: string[] | undefined, p: QueryPlan): number {
  if (!asks?.length) return 0;
  const { isStop, tokens } = rulesFor(p.lang);
  const typed = tokens(p.text || p.typed);
  const q = ` ${phraseWords(p.text || p.typed, p.lang).join(' ')} `;
  // The same without the little words, so that "the last tile is drawn" holds "last tile drawn".
  const bare = (words: string[]) =>
    ` ${phraseWords(words.filter((w) => !isStop(w)).join(' '), p.lang).join(' ')} `;
  const qBare = bare(typed);
  let best = 0;
  for (const a of asks) {
    const raw = tokens(a);
    const meant = raw.filter((w) => !isStop(w));
    if (raw.length < 2 || !meant.length) continue;
    // Word for word, each word past the first counts; without the little words, each word of meaning past the first.
    if (q.includes(` ${phraseWords(a, p.lang).join(' ')} `)) best = Math.max(best, raw.length - 1);
    else if (meant.length >= 2 && qBare.includes(bare(raw))) best = Math.max(best, meant.length - 1);
  }
  return best;
}

/**
 * A candidate's rank: first whether it is about the game the question names; then whether it
 * holds a query of meaningful words exactly as typed; then how much of the question it answers
 * (the weighted share of the ideas it holds, what its title and summary hold, how much
 * of its title the question is), weighted by kind; then the weighted share it holds; then
 * Pagefind's score.
 */
export function rankKey(
  c: Candidate,
  p: QueryPlan,
  idfs?: number[],
  top = 0,
): { g: number; t: number; m: number; n: number; s: number } {
  const r = RANKING;
  const weights = withinGame(p, idfs);
  const boost = kindBoost(c.kind);
  // Holding every word counts, but a page holding most of them whose title is the question can pass it.
  let held = 1;
  if (c.tier === 'some words') {
    const w = p.ideas.map((_, i) => weights?.[i] ?? 1);
    const total = w.reduce((a, b) => a + b, 0) || 1;
    held = c.holds ? c.holds.reduce((sum, i) => sum + (w[i] ?? 0), 0) / total : (c.held ?? 0);
  }
  const hub = p.game && p.game !== 'New World' && c.game === p.game && c.kind === 'Related game' ? 1 : 0;
  const lean = Math.min(p.leans.filter((g) => g === c.game).length, 2);
  const elsewhere = !p.game && !p.leans.length && c.game && c.game !== 'New World' ? r.elsewhere : 1;
  const m =
    (r.held * held +
      r.title * hits(c.title, p, weights) +
      r.summary * hits(c.summary, p, weights) +
      r.cover * cover(c.title, p) +
      r.hub * hub) *
      boost +
    r.lean * lean +
    r.asks * Math.min(asked(c.asks, p), 3) +
    (top > 0 ? (r.pagefind * c.score * boost) / top : 0);
  const mm = m * elsewhere;
  // Half-point steps: pages that answer about as well are then told apart by Pagefind's own score.
  // Pages that hold the query exactly as typed come first when every typed word carries meaning
  // ("trading post game end"); in a sentence ("can I put a tile against…") matching the little
  // words too is chance, so there the meaning decides.
  return {
    g: p.game && c.game === p.game ? 1 : 0,
    t: c.tier === 'exact' && p.dropped.length === 0 && p.corrected.length === 0 ? 1 : 0,
    m: Math.floor(mm * 2) / 2,
    n: held,
    s: c.score * boost,
  };
}

/**
 * The ideas' weights among the pages of the game the question names: its name tells those pages
 * apart no more ("withdraw" does), so it weighs nothing there (unless it is all the question says).
 */
export function withinGame(p: QueryPlan, weights?: number[]): number[] | undefined {
  if (!p.game || !p.ideas.some((i) => !i.game)) return weights;
  return p.ideas.map((idea, i) => (idea.game ? 0 : (weights?.[i] ?? 1)));
}

/** Order the candidates by `rankKey`. */
export function rerank<C extends Candidate>(cands: C[], p: QueryPlan, weights?: number[]): C[] {
  const top = Math.max(0, ...cands.map((c) => c.score * kindBoost(c.kind)));
  const keys = new Map(cands.map((c) => [c, rankKey(c, p, weights, top)]));
  return [...cands].sort((a, b) => {
    const [x, y] = [keys.get(a)!, keys.get(b)!];
    return y.g - x.g || y.t - x.t || y.m - x.m || y.n - x.n || y.s - x.s;
  });
}
