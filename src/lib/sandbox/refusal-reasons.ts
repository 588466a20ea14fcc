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

