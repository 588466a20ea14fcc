/**
 * Reasons the engine gives for refusing a move, each turned into a player's sentence (refusals.ts
 * reads them in this order; the first match wins). Only the reasons still given in English alone:
 * New World's come as data, worded by src/lib/i18n/ui/refusals/new-world.en.ts.
 */
import { a, DIRECTIONS, tileWords } from './refusal-words';
import type { Context, Reason } from './refusal-types';

export type { Context };

const sq = (ctx: Context, x: string, y: string) => ctx.ruleset.squareWords(x, y);
/** Reasons the engine gives, each turned into a player's sentence. `m` is the match; `ctx` the position words. */
export const REASONS: Reason[] = [
  // Settlers and figures on a feature that is already held.
  [
    /^the (sea|mountain|plains) this tile continues already holds a figure \((.+)'s (\w+) at \((-?\d+), (-?\d+)\)\), however far away$/,
    (m, c) =>
      `The ${c.piece} cannot go there: the ${m[1]} this tile continues already holds a figure (${m[2]}'s ${m[3]} on the tile at ${sq(c, m[4], m[5])}), and a figure may only go on a region that nobody holds yet, however far away the other figure stands.`,
  ],
  [/^(?:a figure was (?:withdrawn|put down) this turn: )?a turn either puts a figure down or withdraws one, never both$/, () => 'In one turn a player either puts a figure down or takes one back to score it, never both.'],
  [/^only one figure may be put down per turn$/, () => 'Only one figure may be put down per turn.'],
  [/^only one figure may be withdrawn per turn$/, () => 'Only one figure may be taken back per turn.'],
  [/^(.+) has no figure left in supply.*$/, (m) => `${m[1]} has no figure left to put down (each player has four; the fifth marks the score).`],
  [
    /^the ([NESW]) edge of the tile is (\w+), where a figure is an? (\w+), not an? (\w+) \(an? \w+ goes on (.+)\)$/,
    (m) => `The ${DIRECTIONS['NESW'.indexOf(m[1])]} side of the tile is ${m[2]}, where a figure is ${a(m[3])}; ${a(m[4])} goes on ${m[5]}.`,
  ],
  [/^the ([NESW]) edge is (\w+), so the figure there is an? (\w+), not an? (\w+)$/, (m) => `The ${DIRECTIONS['NESW'.indexOf(m[1])]} side is ${m[2]}, so a figure there is ${a(m[3])}, not ${a(m[4])}.`],
  [/^no figure stands on the tile at \((-?\d+), (-?\d+)\)$/, (m, c) => `No figure stands on the tile at ${sq(c, m[1], m[2])}.`],
  [/^the figure at \((-?\d+), (-?\d+)\) is (.+)'s, not (.+)'s$/, (m, c) => `The figure on the tile at ${sq(c, m[1], m[2])} is ${m[3]}'s, not ${m[4]}'s: a player takes back only their own figures.`],
  [/^it is (.+)'s turn, not (.+)'s$/, (m) => `It is ${m[1]}'s turn, not ${m[2]}'s.`],
  // Tiles.
  [/^no tile (.+) is left in the (supply|box)$/, (m) => `No copy of ${tileWords(m[1])} is left to draw: every one is already on the table.`],
  [/^start spaces are printed on the board.*$/, () => 'Start spaces are printed on the board: they are never drawn or laid.'],
  [/^the start tile (?:lies on the table from the beginning and )?is not drawn$/, () => 'The start tile lies on the table from the beginning: it is never drawn.'],
  [/^"(.+)" is not a tile type.*$/, (m) => `There is no tile called ${m[1]} in this game.`],
  [/^tile (.+) has a legal place, so it cannot be (?:discarded|removed)$/, () => 'It fits somewhere on the table, and a tile that fits must be laid; only a tile that fits nowhere is put aside.'],
  // The order of play.
  [/^the game is over: the final scoring has been done$/, () => 'The game is already over: the final scoring has been done.'],
  [/^a tile was already placed this turn: .*$/, () => 'A tile was already laid this turn.'],
  [/^place a tile before .*$/, () => 'A tile must be laid first.'],
];

