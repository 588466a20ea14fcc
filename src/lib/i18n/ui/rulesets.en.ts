/**
 * Each playable ruleset's words in the UI (src/lib/rulesets/new-world.ts, discovery.ts and their
 * record words): the game's name, the board's label, what a player puts down, the circles' key,
 * the squares as players name them, which sides may touch, and the tile that fits nowhere. (The
 * computer players' reasons are bot-reasons.en.ts, loaded with them.)
 * Keyed by ruleset, so no one branches on a ruleset's name to pick them.
 */
import type { RulesetId } from '@engine/session';

export interface RulesetText {
  /** The game's name: "Carcassonne: New World". */
  game: string;
  /** The interactive board's label. */
  boardLabel: string;
  /** What a player puts down, as a word: "settler" or "figure". */
  pieceWord: string;
  /** What the letters in the board's circles mean (the places a piece may go). */
  circleKey: string;
  /** The scores table's head for the pieces in supply. */
  piecesLeft: string;
  /** The button that ends the turn. */
  endTurnLabel(completed: number): string;
  /** The act phase's last words: ", then end the turn" or nothing. */
  actTail: string;
  /** A square of the table in the ruleset's own axes: "column 3, row 2" or "x 1, y 0". */
  square(x: unknown, y: unknown): string;
  /** Which sides may touch, in words. */
  sidesMatch: string;
  /** A drawn tile that fits nowhere (a record's turn): what happens to it. */
  discardWords(who: string, tile: string): string;
  /** The ruleset's own placement rule (New World's columns) for a square it refuses; null when it has none. */
  placementWhy: ((x: number, y: number) => string) | null;
}

/** The New World column rule in words, for a square east of the first land column. */
function columnWhy(col: number, row: number): string {
  const rule = 'land tiles go only to the west of the start board, in column 1 or further west';
  if (col === 0) {
    const end =
      row < 0 ? ' (here, beyond its northern end)' : row > 9 ? ' (here, beyond its southern end)' : '';
    return `It cannot go there: column 0 is the start board's own column${end}, and ${rule}.`;
  }
  return `It cannot go there: column ${col} lies east of the start board, out at sea, and ${rule}.`;
}

const words: Record<RulesetId, RulesetText> = {
  'new-world': {
    game: 'Carcassonne: New World',
    boardLabel: 'New World board',
    pieceWord: 'settler',
    circleKey:
      'A circle’s letter is the settler it makes there: s shopkeeper (town), r robber (trail), t trapper ' +
      '(plains), f farmer (farm).',
    piecesLeft: 'Settlers left',
    endTurnLabel: (completed) => (completed ? 'Score and end the turn' : 'End the turn'),
    actTail: ', then end the turn',
    square: (x, y) => `column ${String(x)}, row ${String(y)}`,
    sidesMatch: 'town against town, trail against trail, plains against plains',
    discardWords: (who, tile) =>
      `${who} draws ${tile}, which fits nowhere, puts it back in the box and draws again.`,
    placementWhy: columnWhy,
  },
  discovery: {
    game: 'The Discovery',
    boardLabel: 'The Discovery board',
    pieceWord: 'figure',
    circleKey:
      'A circle’s letter is the figure it makes there: e explorer (plains), t thief (mountains), s sailor ' +
      '(sea); ↑ takes one of your figures back to score it.',
    piecesLeft: 'Figures left',
    endTurnLabel: () => 'End the turn without a figure',
    actTail: '',
    square: (x, y) => `x ${String(x)}, y ${String(y)}`,
    sidesMatch: 'plains against plains, mountains against mountains, sea against sea',
    discardWords: (who, tile) => `${who} draws ${tile}, which fits nowhere, and puts it aside.`,
    placementWhy: null,
  },
};

export type RulesetsWords = typeof words;
export default words;
