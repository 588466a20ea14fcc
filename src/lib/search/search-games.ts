/**
 * A game named in a question is a filter-strength signal: "what scores at the end of Conquest"
 * asks about New World Conquest, so its pages come first. Pure functions, no DOM.
 */
import type { GameName } from './page-kind';

/**
 * The names players give each game, as word sequences (lower case), longest first so "new world
 * conquest" is never read as "new world". `word` is what is searched for the name (the one word
 * its pages hold); New World's names search for nothing, since every page is about it.
 * "Nouveau monde" is the heading of The Discovery's French rules (a different game from New
 * World, whatever the French words say: /variants/names-and-editions/).
 */
export interface GameNameEntry {
  game: GameName;
  words: string[];
  word?: string;
}
const NAMES: GameNameEntry[] = [
  { game: 'Race to the New Found Land', words: ['race', 'to', 'the', 'new', 'found', 'land'], word: 'race' },
  { game: 'Race to the New Found Land', words: ['race', 'to', 'new', 'found', 'land'], word: 'race' },
  { game: 'Race to the New Found Land', words: ['new', 'found', 'land'], word: 'race' },
  { game: 'Race to the New Found Land', words: ['newfoundland'], word: 'race' },
  { game: 'Race to the New Found Land', words: ['race'], word: 'race' },
  { game: 'New World Conquest', words: ['new', 'world', 'conquest'], word: 'conquest' },
  { game: 'New World Conquest', words: ['conquest'], word: 'conquest' },
  { game: 'New World Conquest', words: ['warpspawn'], word: 'conquest' },
  { game: 'The Discovery', words: ['carcassonne', 'the', 'discovery'], word: 'discovery' },
  { game: 'The Discovery', words: ['carcassonne', 'discovery'], word: 'discovery' },
  { game: 'The Discovery', words: ['the', 'discovery'], word: 'discovery' },
  { game: 'The Discovery', words: ['discovery'], word: 'discovery' },
  { game: 'The Discovery', words: ['nouveau', 'monde'], word: 'discovery' },
  { game: 'New World', words: ['carcassonne', 'new', 'world'] },
  { game: 'New World', words: ['new', 'world'] },
];
export const GAME_NAMES = [...NAMES].sort((a, b) => b.words.length - a.words.length);

/**
 * The names French players give the games, as they are looked up (without accents): the English
 * names too, and « la découverte », « Terre-Neuve », « la conquête ». Their pages hold the
 * English names ("Conquest", "The Discovery", "Race"), which is what is searched.
 */
const NAMES_FR: GameNameEntry[] = [
  { game: 'The Discovery', words: ['decouverte'], word: 'discovery' },
  { game: 'Race to the New Found Land', words: ['terre', 'neuve'], word: 'race' },
  { game: 'Race to the New Found Land', words: ['course'], word: 'race' },
  { game: 'New World Conquest', words: ['conquete'], word: 'conquest' },
];
export const GAME_NAMES_FR = [...NAMES, ...NAMES_FR].sort((a, b) => b.words.length - a.words.length);

export interface GameMention {
  game: GameName;
  /** Index of the first word of the name in the token list, and how many words it takes. */
  at: number;
  length: number;
  /** The word searched in its place (none for "new world"). */
  word?: string;
}

/** The games a question names, in order, each name matched once (longest name first), among `names` (a language's). */
export function findGames(tokens: string[], names: GameNameEntry[] = GAME_NAMES): GameMention[] {
  const out: GameMention[] = [];
  for (let i = 0; i < tokens.length;) {
    const hit = names.find((g) => g.words.every((w, k) => tokens[i + k] === w));
    if (hit) {
      out.push({ game: hit.game, at: i, length: hit.words.length, word: hit.word });
      i += hit.words.length;
    } else i++;
  }
  return out;
}

/** The one game a question is about: the game it names, when it names exactly one. */
export function askedGame(tokens: string[]): GameName | null {
  const games = [...new Set(findGames(tokens).map((m) => m.game))];
  return games.length === 1 ? games[0] : null;
}

/**
 * Which game a result is about: its `game` filter, except for a page whose address names
 * another game (a ruling about Race filed at /rulings/race-…/ is still a Race page).
 */
export function resultGame(url: string, filterGame: string | undefined): string {
  const slug =
    url
      .replace(/[?#].*$/, '')
      .replace(/\/$/, '')
      .split('/')
      .pop() ?? '';
  if (/^race-/.test(slug)) return 'Race to the New Found Land';
  if (/^(options-)?discovery-/.test(slug)) return 'The Discovery';
  if (/^conquest-/.test(slug)) return 'New World Conquest';
  return filterGame ?? 'New World';
}
