/**
 * The words of a search (search-query.ts): players' words and the rulebook's, numbers in words,
 * words that carry no meaning, and a question's plan. English here; each language's rules are a
 * `QueryRules` (French: search-words-fr.ts; which one a search uses: search-lang.ts).
 */
import type { Lang } from '@lib/i18n/lang';
import type { GameName } from './page-kind';
import { GAME_NAMES, type GameNameEntry } from './search-games';
import type { Folding } from './search-typos';

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
  dude: 'settler',
  dudes: 'settler',
  peep: 'settler',
  peeps: 'settler',
  token: 'settler',
  tokens: 'settler',
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
  // Who wins (the site says "wins"), shopkeepers and robbers by other names, a tile that fits "anywhere".
  ...Object.fromEntries(['win', 'won', 'winning', 'victory', 'victor'].map((w) => [w, 'wins'])),
  ...Object.fromEntries(['merchant', 'merchants', 'storekeeper', 'shopkeep'].map((w) => [w, 'shopkeeper'])),
  ...{ bandit: 'robber', bandits: 'robber', anywhere: 'nowhere', everybody: 'everyone' },
};

/**
 * Game-scoped words: the games other than New World whose own term a word is ("thief", "explorer"
 * are The Discovery's, "figure" The Discovery's and Race's, "pawn" Conquest's; "city", which every
 * player says for New World's town, is left out).
 * A players' word for one of New World's terms among them ("thief" → robber) is never rewritten
 * away from its game (search-query.ts `plan`): the question that names that game searches it as
 * typed, one that names New World searches New World's term, and one that names no game searches
 * both. A word of one game alone leans a question that names no game toward that game's pages
 * (search-rank.ts `rankKey`).
 */
export const GAME_WORDS: Record<string, readonly GameName[]> = {
  ...Object.fromEntries(
    'thief thieves explorer explorers sailor sailors mountain mountains region regions'
      .split(' ')
      .map((w): [string, readonly GameName[]] => [w, ['The Discovery']]),
  ),
  figure: ['The Discovery', 'Race to the New Found Land'],
  figures: ['The Discovery', 'Race to the New Found Land'],
  pawn: ['New World Conquest'],
  pawns: ['New World Conquest'],
};

/**
 * Numbers in words that players use for points and tiles (the site writes them in digits, sometimes in
 * words): both are searched.
 */
export const NUMBERS: Record<string, string> = {
  four: '4',
  eight: '8',
  nine: '9',
  fifty: '50',
  hundred: '100',
};

/** Words that carry no meaning in a rules question. */
export const STOPWORDS = new Set(
  `a an the and or but if then so of to in on at by for from with into onto about as is are was were be been being
  do does did doing done can could may might must shall should will would i me my mine we us our you your
  he she it its they them their
  this that these those there here what which who whom whose when where why how happens happen happened
  someone somebody anyone anybody something anything already just still also too very really only
  get gets got put puts go goes going allowed allow let lets okay ok question please wondering
  have has had having not no yes than more most much many any each every one
  now plus off out up down there's what's isn't doesn't don't can't game games need needs want wants know tell
  explain exactly actually
  went gone come comes came make makes made say says said think guess`
    .split(/\s+/)
    .filter(Boolean),
);

/** The rulebook's word for a player's word, if there is one. */
export const synonym = (w: string): string | undefined =>
  Object.hasOwn(SYNONYMS, w) ? SYNONYMS[w] : undefined;

/** One idea of a question: a word in the rulebook's terms, and every form of it that is searched. */
export interface Idea {
  /** The rulebook's word (or the word as typed when it has none). */
  word: string;
  /**
   * What is searched for it: the rulebook's word, and the player's word too when another game is asked about
   * (its rules say city, figure…).
   */
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
  /**
   * Game-scoped words searched as typed and as New World's term too, the question naming no game: [typed, New
   * World's].
   */
  also: [string, string][];
  /**
   * The game each idea typed in one game's own words leans toward ("thief": The Discovery), when the question
   * names no game.
   */
  leans: GameName[];
  /** Words that were corrected: [typed, corrected]. */
  corrected: [string, string][];
  /** Words left out as carrying no meaning. */
  dropped: string[];
  /** Words left out because no page holds them, nor anything close (search-typos.ts `held`). */
  unheld: string[];
  /** The game the question names, if exactly one. */
  game: GameName | null;
  /** The words of the game names it uses ("new found land"): a page titled with the name is what it asks for. */
  gameWords: string[];
  /** How much a word weighs on the site (its inverse document frequency in the vocabulary; 1 without one). */
  rarity: (word: string) => number;
  /** The language of the page the question was asked on (its rules: search-lang.ts). */
  lang: Lang;
}

/** How a language's questions are read: its words, the words that carry no meaning, its players' words. */
export interface QueryRules {
  lang: Lang;
  /** Split a query (or a page's text) into words, lower-case. */
  tokens: (q: string) => string[];
  /** The form a word is looked up in by the tables (French: without its accents). */
  key: (w: string) => string;
  /**
   * The games other than New World whose own term a word is (`GAME_WORDS`; French: « voleur », « pion », «
   * région » are The Discovery's).
   */
  gameWord: (w: string) => readonly GameName[] | undefined;
  /** Players' words → the rulebook's (keys as written, with their accents). */
  synonyms: Record<string, string>;
  /** The rulebook's word for a player's word, if there is one. */
  synonym: (w: string) => string | undefined;
  /** Numbers in words → digits (both are searched). */
  number: (w: string) => string | undefined;
  /** Whether a word carries no meaning in a rules question. */
  isStop: (w: string) => boolean;
  /** A word a phrase became → what is searched for it (`howmany` → "how many"). */
  joined: (w: string) => string | undefined;
  /** Whether a word makes a question about points (with "the end": the final scoring). */
  aboutPoints: (w: string) => boolean;
  /** Whether a word says a feature is unfinished (with "the end": the final scoring, like a word about points). */
  incomplete?: (w: string) => boolean;
  /** Whether `toks[i]` is the end of the game ("at the end"), not a trail's end. */
  theEnd: (toks: string[], i: number) => boolean;
  /** The rulebook's words for the final scoring. */
  finalScoring: string;
  /** The games' names players use. */
  games: GameNameEntry[];
  /** Words of a page title that say nothing about its subject. */
  titleStop: (w: string) => boolean;
  /** A word's stem, for telling whether a title or summary holds a word of the question. */
  stem: (w: string) => string;
  /** How the site's vocabulary compares words for typo correction (as they are when not given). */
  folding?: Folding;
  /** Other forms of a word that are searched with it (French: « marquent » with « marque »). */
  variants?: (w: string) => string[];
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
  [
    new RegExp(
      String.raw`\bhow\s+many\s+(settlers|meeples|pieces|figures|followers|workers|men|guys)\s+` +
        String.raw`(?:(?:does|do)\s+)?(?:each|every|a)\s+player\s+(?:gets?|has|have|starts?)\b`,
      'g',
    ),
    'setup $1',
  ],
  // Little words that mean something together: a question about a count ("how many" tiles, settlers
  // a turn), about having none left ("run out" of settlers). Each is searched as the two words.
  [/\bhow\s+many\b/g, 'howmany'],
  [/\b(?:run|runs|ran|running)\s+out\b/g, 'runout'],
  // What a player "starts with" is handed out at setup.
  [/\b(?:start|starts|begin|begins)\s+(?:the\s+game\s+)?with\b/g, 'setup'],
  // "how many meeples do I get at the start", "to begin with": what is handed out at setup.
  [
    /\b(?:at|for)\s+the\s+(?:start|beginning)(?:\s+of\s+the\s+game)?\b|\bto\s+(?:start|begin)\s+with\b/g,
    'setup',
  ],
  // "when the game is over", "game's over": the end of the game (with points, its final scoring).
  [/\b(?:the\s+)?game\s+(?:is\s+|'s\s+)?over\b|\b(?:the\s+)?game\s+ends\b/g, 'the end'],
  // "how many tiles in total": a count, not Conquest's total conquest.
  [/\b(?:in\s+total|in\s+all|altogether|all\s+together)\b/g, ' '],
  // The start board by the sea: "coast board", "sea board", "ocean board".
  [/\b(?:coast|coastal|sea|ocean)\s+board\b/g, 'start board'],
  // "came back", "comes back", "gets back": a settler returned to its owner.
  [/\b(?:come|comes|came|coming|goes|went|get|gets|got)\s+back\b/g, 'returned'],
];

/** The words of a text: letters, digits and apostrophes (`50/100` is one word). */
export const WORDS = /\p{N}+(?:\/\p{N}+)+|[\p{L}\p{N}+]+(?:'[\p{L}]+)?/gu;

/** Split a query into words: letters, digits and apostrophes; lower-case. */
export function tokens(q: string): string[] {
  return (
    PHRASES.reduce((s, [re, to]) => s.replace(re, to), q.toLowerCase())
      .normalize('NFKC')
      .replace(/[’‘]/g, "'")
      .match(WORDS) ?? []
  ).map((w) => w.replace(/'s$/, ''));
}

/** Words that make a question about points: with "the end", it asks about the final scoring. */
const SCORING_WORDS = new Set([
  'score',
  'scores',
  'scored',
  'scoring',
  'worth',
  'point',
  'points',
  'pts',
  'count',
  'counts',
  'counted',
]);
/** Words of a title that say nothing about its subject (a title's "game" does: "Game end"). */
const TITLE_STOPWORDS = new Set(
  'a an the and or of to in on at by for from with is are do does can what which who when how if my i it its own'.split(
    ' ',
  ),
);
const JOINED: Record<string, string> = { howmany: 'how many', runout: 'running out' };
const own = <T>(table: Record<string, T>, w: string): T | undefined =>
  Object.hasOwn(table, w) ? table[w] : undefined;

/** English questions (and every page without a language of its own). */
export const ENGLISH: QueryRules = {
  lang: 'en',
  tokens,
  key: (w) => w,
  synonyms: SYNONYMS,
  synonym,
  gameWord: (w) => own(GAME_WORDS, w),
  number: (w) => own(NUMBERS, w),
  isStop: (w) => STOPWORDS.has(w),
  joined: (w) => own(JOINED, w),
  aboutPoints: (w) => SCORING_WORDS.has(w),
  // "at the end", "by the end", "game end": the noun, not a road that "ends" somewhere.
  incomplete: (w) => w === 'incomplete' || w === 'unfinished' || w === 'partial',
  theEnd: (toks, i) => toks[i] === 'end' && ['the', 'game', 'very'].includes(toks[i - 1] ?? ''),
  finalScoring: 'final scoring',
  games: GAME_NAMES,
  titleStop: (w) => TITLE_STOPWORDS.has(w),
  stem: (w) =>
    w
      .replace(/(ment|ing|ers|er|ed|es|s)$/, '')
      .replace(/e$/, '')
      .replace(/([b-df-hj-np-tv-z])\1$/, '$1'),
};
