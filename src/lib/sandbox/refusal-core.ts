/**
 * The core of a refusal in words (refusals.ts, and the sandbox's refusals of a game under way):
 * reading the table to say which side meets what on which neighbour, and the engine's reasons as
 * sentences, in the words given (refusal-english.ts, refusal-french.ts). No engine code: it reads
 * the game it is given.
 */
import { refusalIn, refusalOf, type PlaceRefusal, type Refusal } from '@engine/refusals';
import type { Session } from '@engine/session/session';
import { wordsOf, type RecordWords } from '@lib/rulesets/words';
import type { Context, RefusalWords } from './refusal-types';

/** What this module reads of a placed tile and a tile type (both rulesets' tiles have these). */
export interface TileShape {
  id: string;
  isStart?: boolean;
  edgeKind: number[][];
  type?: { name?: string };
}
export interface PlacedShape {
  tile: TileShape;
  x: number;
  y: number;
  q: number;
}
export interface BoardShape {
  tileAt(x: number, y: number): PlacedShape | undefined;
  /** The board's reason a tile cannot stand there, as data (New World's board), or null. */
  whyNotAt?(tile: TileShape, x: number, y: number, q: number): Refusal | null;
  neighbour(x: number, y: number, d: number): PlacedShape | undefined;
  rules: { kindNames: readonly string[] };
}
export interface GameShape {
  board: BoardShape;
  currentPlayer: string;
  tileType(id: string): TileShape;
}

/** What this module reads of a session's game (either ruleset's game has it). */
export const shapeOf = (s: Session): GameShape => s.current as unknown as GameShape;

export function tileTypeOf(game: GameShape | null, id: unknown): TileShape | null {
  if (!game || typeof id !== 'string') return null;
  try {
    return game.tileType(id);
  } catch {
    return null;
  }
}

/**
 * A placed tile, named with its square: "the town cap tile at column 3, row 1", "the start space in row 9
 * (Jamestown)".
 */
function placedWords(ruleset: RecordWords, p: PlacedShape, w: RefusalWords): string {
  const name = p.tile.type?.name;
  if (p.tile.isStart && ruleset.startSpaces) return w.tile(p.tile.id, name);
  return w.placed(w.tile(p.tile.id, name), w.square(ruleset, p.x, p.y));
}

/**
 * The neighbour across side `d`: "the tile to its north (the town cap tile at column 3, row 1)", "the start
 * space to its east (row 9, Jamestown)".
 */
function neighbourWords(ruleset: RecordWords, d: number, n: PlacedShape, w: RefusalWords): string {
  const name = n.tile.type?.name;
  if (n.tile.isStart && ruleset.startSpaces) return w.startNeighbour(w.direction(d), n.y, name);
  return w.tileNeighbour(w.direction(d), placedWords(ruleset, n, w));
}

/**
 * Why a tile cannot go on a square, read off the table: every side that would meet a different
 * kind of side on a neighbour, or nothing touched on a side, or the square already taken. Null when
 * the table shows nothing wrong (then the engine's own reason is used).
 */
function placementWhy(
  ruleset: RecordWords,
  game: GameShape,
  tile: TileShape,
  x: number,
  y: number,
  rotation: number,
  w: RefusalWords,
): string | null {
  const board = game.board;
  const here = board.tileAt(x, y);
  if (here) return w.taken(w.tile(here.tile.id, here.tile.type?.name));
  const q = (((rotation / 90) % 4) + 4) % 4;
  const names = board.rules.kindNames;
  const clashes: string[] = [];
  let touching = 0;
  for (let d = 0; d < 4; d++) {
    const n = board.neighbour(x, y, d);
    if (!n) continue;
    touching++;
    const mine = names[tile.edgeKind[q][d]];
    const theirs = names[n.tile.edgeKind[n.q][(d + 2) & 3]];
    if (mine !== theirs)
      clashes.push(w.clash(w.direction(d), w.edge(mine), neighbourWords(ruleset, d, n, w), w.edge(theirs)));
  }
  if (clashes.length) return w.clashes(clashes, ruleset);
  if (touching === 0) {
    const corners: PlacedShape[] = [];
    for (const [dx, dy] of [
      [-1, -1],
      [1, -1],
      [1, 1],
      [-1, 1],
    ]) {
      const c = board.tileAt(x + dx, y + dy);
      if (c) corners.push(c);
    }
    return corners.length ? w.corner(corners.map((c) => placedWords(ruleset, c, w))) : w.alone;
  }
  return null;
}

/**
 * The catalog's sentence (`w.refusal`) for a refusal the engine gives as data; null when it gives only
 * English, or the catalog has no sentence of its own.
 */
export function saidReason(error: unknown, ctx: Context, w: RefusalWords): string | null {
  const r = refusalOf(error);
  return r ? w.refusal(r, ctx) : null;
}

/** Why a tile cannot go on square (x, y) of `game`, turned `rotation`, in words (`detail`: the engine's reason). */
export function placementWords(
  ruleset: RecordWords,
  game: GameShape | null,
  id: string,
  x: number,
  y: number,
  rotation: number,
  detail: string,
  w: RefusalWords,
): string {
  const tile = tileTypeOf(game, id);
  if (!game || !tile) return w.cannotGo(w.plain(detail));
  // The board's own reason, as data, where the board gives it (New World's).
  const data = game.board.whyNotAt?.(tile, x, y, (((rotation / 90) % 4) + 4) % 4) ?? null;
  const rule = data?.code === 'west-of-start-board' ? w.placementRule(ruleset, x, y) : null;
  const said = data ? w.refusal(data, { ruleset, piece: ruleset.piece }) : null;
  return (
    rule ??
    placementWhy(ruleset, game, tile, x, y, rotation, w) ??
    w.cannotGo(said ? `${said.charAt(0).toUpperCase()}${said.slice(1)}.` : w.plain(detail))
  );
}

/**
 * Why the tile in hand cannot go on square `at` of a game under way (the sandbox), in words:
 * `refused` is the engine's reason (`Session.placeRefusal`: its English and its data).
 */
export function placementRefusal(
  s: Session,
  at: Record<string, number>,
  refused: PlaceRefusal,
  w: RefusalWords,
): string {
  const ruleset = wordsOf(s.ruleset);
  const ctx = { ruleset, piece: ruleset.piece };
  const detail = refused.text;
  const refusal = refusalIn(refused.why);
  // A refusal given as data (no tile in hand, the turn's order…) in the catalog's words; a tile that does not
  // fit, read off the table.
  const said = refusal && refusal.code !== 'cannot-go' ? w.refusal(refusal, ctx) : null;
  if (said) return said;
  const hand = s.hand;
  if (!hand) return w.plain(detail);
  const x = at[ruleset.fields.x];
  const y = at[ruleset.fields.y];
  return placementWords(ruleset, shapeOf(s), hand.tile, x, y, hand.rotation, detail, w);
}

/**
 * A step the rules refuse in a game under way (the sandbox), in words: the engine's refusal (its reason as
 * data, or in English) for `ruleset`'s game.
 */
export function stepRefusal(error: { reason: string }, rulesetId: string, w: RefusalWords): string {
  const ruleset = wordsOf(rulesetId);
  const ctx = { ruleset, piece: ruleset.piece };
  return saidReason(error, ctx, w) ?? w.plain(error.reason);
}
