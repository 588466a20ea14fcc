/**
 * The five players' colours and their names in each language: a player named after a colour in
 * either language gets that colour (a player called "Rouge" is red). A new game or tally on a
 * French page names its players Rouge, Bleu… (src/lib/calculator/calculator-store.ts, the
 * sandbox's new-game form); names in links, files and saved games stay as given (formats §6).
 */
import type { Lang } from './lang';

/** The colours, in the order a new player takes the first one free (the engine's PLAYER_COLOURS). */
export const COLOURS = ['Red', 'Yellow', 'Green', 'Blue', 'Black'] as const;
export type Colour = (typeof COLOURS)[number];

/** Each colour's name in each language, in the order of COLOURS. */
export const COLOUR_NAMES: Record<Lang, readonly string[]> = {
  en: COLOURS,
  fr: ['Rouge', 'Jaune', 'Vert', 'Bleu', 'Noir'],
};

/**
 * The colour a player's name says in any language ("Red", "Rouge": Red), as written (or in any case with
 * `anyCase`); undefined for any other name.
 */
export function colourNamed(name: string, anyCase = false): Colour | undefined {
  const key = anyCase ? name.toLowerCase() : name;
  for (const names of Object.values(COLOUR_NAMES)) {
    const i = names.findIndex((n) => (anyCase ? n.toLowerCase() : n) === key);
    if (i >= 0) return COLOURS[i];
  }
  return undefined;
}

/**
 * The colours `players`' names say, in any language and case (`{ Rouge: 'Red' }`): what a game's board shows
 * where no colour was chosen.
 */
export function coloursNamed(players: readonly string[]): Record<string, Colour> {
  return Object.fromEntries(
    players.flatMap((p) => {
      const c = colourNamed(p, true);
      return c ? [[p, c]] : [];
    }),
  );
}
