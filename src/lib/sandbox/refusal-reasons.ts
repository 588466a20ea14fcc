/**
 * Reasons the engine gives for refusing a move, each turned into a player's sentence (refusals.ts
 * reads them in this order; the first match wins).
 */
import { a, DIRECTIONS } from './refusal-words';
import type { Context, Reason } from './refusal-types';

export type { Context };

/** Where a settler stands on each kind of feature, as players say it. */
const FEATURE_PLACE: Record<string, string> = { town: 'in a town', trail: 'on a trail', plains: 'on plains', farm: 'on a farm' };

const sq = (ctx: Context, x: string, y: string) => ctx.ruleset.squareWords(x, y);
/** Reasons the engine gives, each turned into a player's sentence. `m` is the match; `ctx` the position words. */
export const REASONS: Reason[] = [
  // Settlers and figures on a feature that is already held.
  [
    /^this (town|trail|plains|farm) already holds a settler \((.+)'s (\w+) at \((-?\d+), (-?\d+)\)\)$/,
    (m, c) =>
      m[1] === 'plains'
        ? `The ${c.piece} cannot go there: these plains already hold a settler (${m[2]}'s ${m[3]} on the tile at ${sq(c, m[4], m[5])}), and a new settler may only join plains that nobody holds yet, however far they reach.`
        : `The ${c.piece} cannot go there: this ${m[1]} already holds a settler (${m[2]}'s ${m[3]} on the tile at ${sq(c, m[4], m[5])}), and a new settler may only join a ${m[1]} that nobody holds yet, however far it reaches.`,
  ],
  [
    /^the (sea|mountain|plains) this tile continues already holds a figure \((.+)'s (\w+) at \((-?\d+), (-?\d+)\)\), however far away$/,
    (m, c) =>
      `The ${c.piece} cannot go there: the ${m[1]} this tile continues already holds a figure (${m[2]}'s ${m[3]} on the tile at ${sq(c, m[4], m[5])}), and a figure may only go on a region that nobody holds yet, however far away the other figure stands.`,
  ],
  [/^(?:a figure was (?:withdrawn|put down) this turn: )?a turn either puts a figure down or withdraws one, never both$/, () => 'In one turn a player either puts a figure down or takes one back to score it, never both.'],
  [/^only one settler may be deployed per turn$/, () => 'Only one settler may be put down per turn.'],
  [/^only one figure may be put down per turn$/, () => 'Only one figure may be put down per turn.'],
  [/^only one figure may be withdrawn per turn$/, () => 'Only one figure may be taken back per turn.'],
  [/^(.+) has no settler left in supply$/, (m) => `${m[1]} has no settler left to put down.`],
  [/^(.+) has no figure left in supply.*$/, (m) => `${m[1]} has no figure left to put down (each player has four; the fifth marks the score).`],
  [/^a settler on a (\w+) is a (\w+), not a (\w+)$/, (m) => `A settler ${FEATURE_PLACE[m[1]] ?? `on a ${m[1]}`} is ${a(m[2])}, not ${a(m[3])}.`],
  [/^the ([NESW]) edge of (.+) faces the sea$/, (m) => `The ${DIRECTIONS['NESW'.indexOf(m[1])]} side of that tile faces the sea, where no settler can stand.`],
  [/^the ([NESW]) edge of .+ has two plains segments: name a half .*$/, (m) => `The ${DIRECTIONS['NESW'.indexOf(m[1])]} side of that tile has two separate plains, so the move does not say which one the settler joins.`],
  [/^the ([NESW]) edge of .+ is a town, which has no halves: .*$/, (m) => `The town takes the whole ${DIRECTIONS['NESW'.indexOf(m[1])]} side of that tile: a shopkeeper goes on the side, not on half of it.`],
  [/^tile .+ has no farm in its centre$/, () => 'That tile has no farm in its centre, so no farmer can stand there.'],
  [/^the (\w+) half of .+ has no segment \(its edge faces the sea\)$/, () => 'That half of the side faces the sea, where no settler can stand.'],
  [
    /^the ([NESW]) edge of the tile is (\w+), where a figure is an? (\w+), not an? (\w+) \(an? \w+ goes on (.+)\)$/,
    (m) => `The ${DIRECTIONS['NESW'.indexOf(m[1])]} side of the tile is ${m[2]}, where a figure is ${a(m[3])}; ${a(m[4])} goes on ${m[5]}.`,
  ],
  [/^the ([NESW]) edge is (\w+), so the figure there is an? (\w+), not an? (\w+)$/, (m) => `The ${DIRECTIONS['NESW'.indexOf(m[1])]} side is ${m[2]}, so a figure there is ${a(m[3])}, not ${a(m[4])}.`],
  [/^no figure stands on the tile at \((-?\d+), (-?\d+)\)$/, (m, c) => `No figure stands on the tile at ${sq(c, m[1], m[2])}.`],
  [/^the figure at \((-?\d+), (-?\d+)\) is (.+)'s, not (.+)'s$/, (m, c) => `The figure on the tile at ${sq(c, m[1], m[2])} is ${m[3]}'s, not ${m[4]}'s: a player takes back only their own figures.`],
  [/^it is (.+)'s turn, not (.+)'s$/, (m) => `It is ${m[1]}'s turn, not ${m[2]}'s.`],
  // Tiles.
  [/^"(.+)" is not a tile type.*$/, (m) => `There is no tile called ${m[1]} in this game.`],
  [/^tile (.+) has a legal place, so it cannot be (?:discarded|removed)$/, () => 'It fits somewhere on the table, and a tile that fits must be laid; only a tile that fits nowhere is put aside.'],
  // The order of play.
  [/^place a tile before .*$/, () => 'A tile must be laid first.'],
  [/^the (\w+) at \((-?\d+), (-?\d+)\) (\w+) was not completed this turn$/, (m, c) => `The scoring order names the ${m[1]} on the tile at ${sq(c, m[2], m[3])}, which this turn did not complete.`],
  [/^names a feature already listed$/, () => 'The scoring order names the same feature twice.'],
  [/^there is no tile at \((-?\d+), (-?\d+)\)$/, (m, c) => `The scoring order names the tile at ${sq(c, m[1], m[2])}, but no tile lies there.`],
];

