/**
 * The five players' colours and their names in each language: a new game or tally on a French
 * page names its players Rouge, Bleu… (on an English page Red, Blue…), and a player named after
 * a colour in either language gets that colour (a player called "Rouge" is red). Names in links,
 * files and saved games stay as given (formats §6): only new games take the page's names.
 */
import type { Lang } from './lang';

/** The colours, in the order a new player takes the first one free (the engine's PLAYER_COLOURS). */
export const COLOURS = ['Red', 'Yellow', 'Green', 'Blue', 'Black'] as const;
export type Colour = (typeof COLOURS)[number];

const NAMES: Record<Lang, Record<Colour, string>> = {
  en: { Red: 'Red', Yellow: 'Yellow', Green: 'Green', Blue: 'Blue', Black: 'Black' },
  fr: { Red: 'Rouge', Yellow: 'Jaune', Green: 'Vert', Blue: 'Bleu', Black: 'Noir' },
};

/** A colour's name in `lang` ("Rouge" for Red in French). */
export function colourName(lang: Lang, colour: Colour): string {
  return NAMES[lang][colour];
}

/** Who plays first in a new game or tally: Red and Blue, named in `lang`. */
export function firstPlayers(lang: Lang): string[] {
  return [colourName(lang, 'Red'), colourName(lang, 'Blue')];
}

/** The colour a player's name says, in any language ("Red", "Rouge": Red), as written; undefined for any other name. */
export function colourNamed(name: string): Colour | undefined {
  const byName = (l: Lang) => COLOURS.find((c) => NAMES[l][c] === name);
  return byName('en') ?? byName('fr');
}

/** The first colour no player has yet, by name in either language or (`taken`) as chosen; undefined when all five are. */
export function freeColour(players: readonly string[], taken: readonly string[] = []): Colour | undefined {
  const had = new Set([...players.map(colourNamed), ...taken]);
  return COLOURS.find((c) => !had.has(c));
}

/** The look of a colour named in any language, lower case ("rouge" → "red"), for the board's colour table. */
export function colourKey(name: string): string | undefined {
  const lower = name.toLowerCase();
  const byName = (l: Lang) => COLOURS.find((c) => NAMES[l][c].toLowerCase() === lower);
  return (byName('en') ?? byName('fr'))?.toLowerCase();
}
