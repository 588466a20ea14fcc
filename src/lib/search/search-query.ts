/**
 * Search that forgives: how a question typed the way players talk becomes searches of the
 * Pagefind index, and how the pages found are ordered. Pure functions (no DOM, no Pagefind),
 * shared by the search worker and its main-thread fallback, and tested on their own.
 *
 * 1. Typos are corrected against the site's own vocabulary (src/lib/search-typos.ts); a game
 *    named in the question ("… in Conquest") is noted (src/lib/search-games.ts).
 * 2. Words that carry no meaning are dropped ("can I", "what happens", articles) and players'
 *    words become the rulebook's (road → trail, meeple → settler): each remaining word is an idea.
 * 3. The full query (Pagefind wants every word on one page), the query in the rulebook's words,
 *    and every idea on its own are searched.
 * 4. Pages are ordered by the game asked about, then by how much of the question they answer,
 *    each idea weighed by how rare it is on the site (BM25's inverse document frequency: a page
 *    holding "withdraw" answers more than one holding "player").
 */
import type { GameName } from './page-kind';
import { findGames } from './search-games';
import { correct, type Vocabulary } from './search-typos';

/** Players' words → the rulebook's. Keys are lower-case single words. */
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
  piece: 'settler',
  pieces: 'settler',
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
  deer: 'animals',
  ocean: 'sea',
  oceans: 'sea',
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
  closes: 'completed',
  closing: 'completed',
  own: 'occupied',
  owns: 'occupied',
  owned: 'occupied',
  taken: 'occupied',
  westmost: 'west',
  westernmost: 'west',
  eastmost: 'east',
  easternmost: 'east',
  top: 'north',
  bottom: 'south',
  four: '4',
  nine: '9',
  fifty: '50',
  point: 'points',
  pts: 'points',
};

/** Numbers in words that players use for points and tiles (the site writes them in digits, sometimes in words): both are searched. */
export const NUMBERS: Record<string, string> = {
  four: '4', eight: '8', nine: '9', fifty: '50', hundred: '100',
};

/** Words that carry no meaning in a rules question. */
export const STOPWORDS = new Set(
  `a an the and or but if then so of to in on at by for from with into onto about as is are was were be been being
  do does did doing done can could may might must shall should will would i me my mine we us our you your he she it its they them their
  this that these those there here what which who whom whose when where why how happens happen happened
  someone somebody anyone anybody something anything already just still also too very really only
  get gets got put puts go goes going allowed allow let lets okay ok question please wondering
  have has had having not no yes than more most much many any each every one
  now plus off out up there's what's isn't doesn't don't can't game games need needs want wants know tell explain exactly actually`
    .split(/\s+/)
    .filter(Boolean),
);

/** The rulebook's word for a player's word, if there is one. */
export const synonym = (w: string): string | undefined => (Object.hasOwn(SYNONYMS, w) ? SYNONYMS[w] : undefined);

/** One idea of a question: a word in the rulebook's terms, and every form of it that is searched. */
export interface Idea {
  /** The rulebook's word (or the word as typed when it has none). */
  word: string;
  /** What is searched for it: the rulebook's word, and the player's word too when another game is asked about (its rules say city, figure…). */
  forms: string[];
  /** A game's name ("conquest" for "New World Conquest"). */
  game?: boolean;
}

export interface QueryPlan {
  /** The query as typed, trimmed. */
  typed: string;
  /** The query with its typos corrected (what the exact search looks for). */
  text: string;
  /** The meaningful words, players' words mapped to the rulebook's (in order, no repeats). */
  words: string[];
  /** Each word with what is searched for it. */
  ideas: Idea[];
  /** Words that were mapped: [typed, rulebook's]. */
  mapped: [string, string][];
  /** Words that were corrected: [typed, corrected]. */
  corrected: [string, string][];
  /** Words left out as carrying no meaning. */
  dropped: string[];
  /** The game the question names, if exactly one. */
  game: GameName | null;
  /** The words of the game names it uses ("new found land"): a page titled with the name is what it asks for. */
  gameWords: string[];
  /** How much a word weighs on the site (its inverse document frequency in the vocabulary; 1 without one). */
  rarity: (word: string) => number;
}

/** Phrases players type as two words for one rulebook word. */
const PHRASES: [RegExp, string][] = [
  [/\bset(?:ting)?\s+up\b/g, 'setup'],
  [/\bscore\s*board\b/g, 'score track'],
  // The spaces printed on the board are its start spaces.
  [/\b(?:board|coast|coastal)\s+spaces?\b/g, 'start spaces'],
  [/\bkicked\s+(?:off|out)\b/g, 'kicked'],
  // "a town that already has one", "a road someone already holds": the rulebook's "occupied".
  [/\balready\s+(?:has|have|holds|hold|got)\b/g, 'occupied'],
  // How many pieces each player gets (or has) is a question about what is handed out at setup.
  [/\bhow\s+many\s+(settlers|meeples|pieces|figures|followers|workers|men|guys)\s+(?:(?:does|do)\s+)?(?:each|every|a)\s+player\s+(?:gets?|has|have|starts?)\b/g, 'setup $1'],
  // Little words that mean something together: a question about a count ("how many" tiles, settlers
  // a turn), about having none left ("run out" of settlers). Each is searched as the two words.
  [/\bhow\s+many\b/g, 'howmany'],
  [/\b(?:run|runs|ran|running)\s+out\b/g, 'runout'],
  // What a player "starts with" is handed out at setup.
  [/\b(?:start|starts|begin|begins)\s+(?:the\s+game\s+)?with\b/g, 'setup'],
];

/** Words that make a question about points: with "the end", it asks about the final scoring. */
const SCORING_WORDS = new Set(['score', 'scores', 'scored', 'scoring', 'worth', 'point', 'points', 'pts', 'count', 'counts', 'counted']);

/** Split a query into words: letters, digits and apostrophes; lower-case. */
export function tokens(q: string): string[] {
  return (PHRASES.reduce((s, [re, to]) => s.replace(re, to), q.toLowerCase()).normalize('NFKC').replace(/[’‘]/g, "'").match(/\p{N}+(?:\/\p{N}+)+|[\p{L}\p{N}+]+(?:'[\p{L}]+)?/gu) ?? []).map((w) => w.replace(/'s$/, ''));
}

const meaningless = (t: string) => STOPWORDS.has(t) || (t.length < 2 && !/\d/.test(t));

/**
 * What a question asks: its typos corrected against `vocab` (the site's words; none, no
 * correction), the game it names, its meaningful words in the rulebook's terms.
 */
export function plan(query: string, vocab?: Vocabulary | null): QueryPlan {
  const typed = query.trim().replace(/\s+/g, ' ');
  const corrected: [string, string][] = [];
  const toks = tokens(typed).map((t) => {
    if (!vocab || meaningless(t) || synonym(t)) return t;
    const fix = correct(t, vocab);
    if (fix && fix !== t) {
      if (!corrected.some(([a]) => a === t)) corrected.push([t, fix]);
      return fix;
    }
    return t;
  });
  const mentions = findGames(toks);
  const games = [...new Set(mentions.map((m) => m.game))];
  const game = games.length === 1 ? games[0] : null;
  const otherGame = game !== null && game !== 'New World';
  // "What does X score at the end?" asks about what the rulebook calls the final scoring.
  const aboutPoints = toks.some((t) => SCORING_WORDS.has(t));
  const ideas: Idea[] = [];
  const mapped: [string, string][] = [];
  const dropped: string[] = [];
  const add = (idea: Idea) => {
    const had = ideas.find((i) => i.word === idea.word);
    if (!had) ideas.push(idea);
    else for (const f of idea.forms) if (!had.forms.includes(f)) had.forms.push(f);
  };
  for (let i = 0; i < toks.length; i++) {
    const m = mentions.find((x) => x.at === i);
    if (m) {
      if (m.word) add({ word: m.word, forms: [m.word], game: true });
      i += m.length - 1;
      continue;
    }
    const t = toks[i];
    if (meaningless(t)) {
      if (!dropped.includes(t)) dropped.push(t);
      continue;
    }
    const phrase = t === 'howmany' ? 'how many' : t === 'runout' ? 'running out' : null;
    if (phrase) {
      add({ word: phrase, forms: [phrase] });
      continue;
    }
    const number = Object.hasOwn(NUMBERS, t) ? NUMBERS[t] : undefined;
    if (number) {
      if (!mapped.some(([a]) => a === t)) mapped.push([t, number]);
      add({ word: number, forms: [number, t] });
      continue;
    }
    // "at the end", "by the end", "game end": the noun, not a road that "ends" somewhere.
    const theEnd = t === 'end' && ['the', 'game', 'very'].includes(toks[i - 1] ?? '');
    const to = theEnd && aboutPoints ? 'final scoring' : synonym(t);
    if (to && to !== t) {
      if (!mapped.some(([a]) => a === t)) mapped.push([t, to]);
      add({ word: to, forms: otherGame ? [to, t] : [to] });
    } else add({ word: t, forms: [t] });
  }
  let text = typed;
  for (const [from, to] of corrected) text = text.replace(new RegExp(`(?<![\\p{L}\\p{N}])${from}(?![\\p{L}\\p{N}])`, 'giu'), to);
  const gameWords = [...new Set([...mentions.flatMap((m) => toks.slice(m.at, m.at + m.length)), ...(game ? tokens(game) : [])].filter((w) => !STOPWORDS.has(w)))];
  const rarity = (w: string) => {
    if (!vocab) return 1;
    const df = vocab.df.get(w) ?? vocab.df.get(w.replace(/s$/, '')) ?? vocab.df.get(`${w}s`);
    return idf(df ?? 1, vocab.pages);
  };
  return { typed, text, words: ideas.map((i) => i.word), ideas, mapped, corrected, dropped, game, gameWords, rarity };
}

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
    out.push({ id, tier, matched: c?.holds.length ?? 0, held: tier === 'some words' ? (c?.weight ?? 0) / total : 1, holds: c?.holds ?? [] });
  };
  for (const h of exact) push(h.id, 'exact');
  for (const h of rewritten) push(h.id, 'all words');
  [...count.entries()].sort((a, b) => b[1].weight - a[1].weight || b[1].score - a[1].score).forEach(([id]) => push(id, 'some words'));
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
}

/**
 * How a page's answer is measured (see `rankKey`): what holding the ideas, holding them in the
 * title, the summary or a heading, and being what the title names are worth; how much a kind
 * of page is preferred (a ruling answers a question, a rules page explains it, an example shows it).
 */
/** How much a page of each kind weighs in the ranking. */
const KIND_WEIGHTS: Record<string, number> = { Ruling: 1.2, Rule: 1.3, 'Related game': 1.3, Tile: 1.3, Variant: 1.3, Guide: 0.9, Example: 0.6 };

export const RANKING = {
  /** Each idea weighs its inverse document frequency to this power (0: all ideas alike, 1: BM25's weight). */
  idfPower: 1,
  held: 4,
  title: 3,
  summary: 1,
  cover: 3,
  /** The page of the game a question names (its rules digest): answers about that game start there. */
  hub: 10,
  kinds: KIND_WEIGHTS,
};

const kindBoost = (kind: string) => (Object.hasOwn(RANKING.kinds, kind) ? RANKING.kinds[kind] : 1);
const stem = (w: string) => w.replace(/(ment|ing|ers|er|ed|es|s)$/, '').replace(/e$/, '').replace(/([b-df-hj-np-tv-z])\1$/, '$1');

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
  const have = new Set(tokens(text).map(stem));
  const w = scaled(p, weights);
  return p.ideas.reduce((sum, idea, i) => {
    const forms = [idea.word, ...idea.forms, ...p.mapped.filter(([, to]) => to === idea.word).map(([from]) => from)];
    return forms.some((f) => f.split(' ').every((x) => have.has(stem(x)))) ? sum + w[i] : sum;
  }, 0);
}

/** Words of a title that say nothing about its subject (a title's "game" does: "Game end"). */
const TITLE_STOPWORDS = new Set('a an the and or of to in on at by for from with is are do does can what which who when how if my i it its own'.split(' '));

/**
 * How much of a title the question holds (0–1), each title word weighed by how rare it is on the
 * site: a page titled just "Final scoring" is what "final scoring" asks for, but "what does a
 * farmer score" asks little of it ("scoring" is on every page).
 */
export function cover(title: string, p: QueryPlan): number {
  const words = tokens(title).filter((t) => !TITLE_STOPWORDS.has(t));
  if (!words.length) return 0;
  const asked = new Set([...p.ideas.flatMap((i) => [i.word, ...i.forms]), ...p.mapped.map(([from]) => from), ...p.gameWords].flatMap((w) => w.split(' ')).map(stem));
  const weight = (w: string) => (p.rarity ? p.rarity(w) : 1);
  const total = words.reduce((sum, w) => sum + weight(w), 0) || 1;
  return words.filter((w) => asked.has(stem(synonym(w) ?? w)) || asked.has(stem(w))).reduce((sum, w) => sum + weight(w), 0) / total;
}

/**
 * A candidate's rank: first whether it is about the game the question names; then whether it
 * holds a query of meaningful words exactly as typed; then how much of the question it answers
 * (the weighted share of the ideas it holds, what its title and summary hold, how much
 * of its title the question is), weighted by kind; then the weighted share it holds; then
 * Pagefind's score.
 */
export function rankKey(c: Candidate, p: QueryPlan, idfs?: number[]): { g: number; t: number; m: number; n: number; s: number } {
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
  const m = (r.held * held + r.title * hits(c.title, p, weights) + r.summary * hits(c.summary, p, weights) + r.cover * cover(c.title, p) + r.hub * hub) * boost;
  // Half-point steps: pages that answer about as well are then told apart by Pagefind's own score.
  // Pages that hold the query exactly as typed come first when every typed word carries meaning
  // ("trading post game end"); in a sentence ("can I put a tile against…") matching the little
  // words too is chance, so there the meaning decides.
  return {
    g: p.game && c.game === p.game ? 1 : 0,
    t: c.tier === 'exact' && p.dropped.length === 0 && p.corrected.length === 0 ? 1 : 0,
    m: Math.floor(m * 2) / 2,
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
  const keys = new Map(cands.map((c) => [c, rankKey(c, p, weights)]));
  return [...cands].sort((a, b) => {
    const [x, y] = [keys.get(a)!, keys.get(b)!];
    return y.g - x.g || y.t - x.t || y.m - x.m || y.n - x.n || y.s - x.s;
  });
}

/** "Searched for: surveyor (you typed surveyer), trail; in the rulebook's words (road → trail); about The Discovery; leaving out can, i." */
export function describePlan(p: QueryPlan): string {
  if (!p.words.length) return p.typed ? `No word of “${p.typed}” can be searched: try a rules word such as trail, town, settler or surveyor.` : '';
  const attached = new Set<string>();
  const typo = (idea: Idea) => {
    const from = p.corrected.filter(([, b]) => b === idea.word || idea.forms.includes(b) || synonym(b) === idea.word).map(([a]) => a);
    from.forEach((a) => attached.add(a));
    return from.length ? `${idea.word} (you typed ${from.join(', ')})` : idea.word;
  };
  const parts = [`Searched for: ${p.ideas.map(typo).join(', ')}`];
  // Corrections to little words ("wich" → which) are made silently: they are not searched.
  const rest = p.corrected.filter(([a, b]) => !attached.has(a) && !meaningless(b));
  if (rest.length) parts.push(rest.map(([a, b]) => `${b} (you typed ${a})`).join(', '));
  if (p.mapped.length) parts.push(`in the rulebook's words (${p.mapped.map(([a, b]) => `${a} → ${b}`).join(', ')})`);
  if (p.game) parts.push(`${p.game} first`);
  if (p.dropped.length) parts.push(`leaving out ${p.dropped.join(', ')}`);
  return `${parts.join('; ')}.`;
}
