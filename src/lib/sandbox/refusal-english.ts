/** A refusal's words in English (see RefusalWords): the sentences refusals.ts has always said. */
// The engine's English for tool builders (src/engine/refusals-english.ts): its refusals' `reason` and `message`.
import '@engine/refusals-english';
import { a, DIRECTIONS, edgeWords, sentence, spotWords, tileWords } from './refusal-words';
import type { RefusalWords } from './refusal-types';
import { refusalEn } from '@lib/i18n/ui/refusals/index.en';

/** The engine's compass letters spelled out: "the N edge" → "the north side". */
const sides = (reason: string) =>
  reason.replace(
    /\b(?:the|its) ([NESW]) edge\b/g,
    (_, e: string) => `the ${DIRECTIONS['NESW'.indexOf(e)]} side`,
  );
const TOUCH = 'a new tile must share at least one whole side with a tile already on the table';

export const ENGLISH_REFUSALS: RefusalWords = {
  refusal: refusalEn,
  direction: (d) => DIRECTIONS[d],
  tile: tileWords,
  spot: spotWords,
  square: (ruleset, x, y) => ruleset.squareWords(x, y),
  player: (name) => name,
  edge: edgeWords,
  aTile: 'a tile',
  somePlayer: 'The player',
  placed: (tile, square) => `${tile} at ${square}`,
  startNeighbour: (direction, row, name) =>
    `the start space to its ${direction} (row ${row}${name ? `, ${name}` : ''})`,
  tileNeighbour: (direction, placed) => `the tile to its ${direction} (${placed})`,
  taken: (tile) => `It cannot go there: that square already holds ${tile}.`,
  clash: (direction, mine, neighbour, theirs) =>
    `its ${direction} side shows ${mine}, but ${neighbour} shows ${theirs} on the side they would share`,
  clashes: (list, ruleset) =>
    `It cannot go there: ${list.join('; and ')}. Sides that touch must show the same thing (${ruleset.sidesMatch}).`,
  corner: (placed) =>
    `It cannot go there: it would meet ${placed.join(' and ')} only at a corner, and ${TOUCH}.`,
  alone: `It cannot go there: it would touch no tile at all, and ${TOUCH}.`,
  cannotGo: (reason) => `It cannot go there: ${reason}`,
  plain: (reason) => sentence(sides(reason)),
  placementRule: (ruleset, x, y) => ruleset.placementRule(x, y),
  unreadable: (field, reason) =>
    `This turn is not written in a way the rules can read (${field ? `its ${field} ` : ''}${sides(reason)}).`,
  notSetUp: 'This game cannot be set up as written.',
  turn: (n, tried) => `Turn ${n}: ${tried}`,
  tried: {
    discard: (player, tile) => `${player} tries to put ${tile} aside as a tile that fits nowhere.`,
    turned: (rotation) => `, turned ${rotation}° clockwise`,
    lay: (tile, square, turned) => `${tile} at ${square}${turned}`,
    put: (role, at, puts) =>
      `${puts ? 'puts' : 'put'} ${a(role)}${at !== null ? ` on ${spotWords(at)}` : ''}`,
    back: (square) => `take back their figure from the tile at ${square}`,
    triesToLay: (player, lay) => `${player} tries to lay ${lay}.`,
    laysPutsAndWithdraws: (player, lay, puts, back) =>
      `${player} lays ${lay}, ${puts} and also tries to ${back}.`,
    laysAndWithdraws: (player, lay, back) => `${player} lays ${lay} and tries to ${back}.`,
    laysAndPuts: (player, lay, put) => `${player} lays ${lay} and tries to ${put || 'put a figure down'}.`,
    laysAndOrders: (player, lay, puts) =>
      `${player} lays ${lay}${puts ? ` and ${puts}` : ''}, then names an order for scoring.`,
  },
};
