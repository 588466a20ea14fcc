/**
 * The core of a refusal in words (refusals.ts, and the sandbox's refusals of a game under way):
 * reading the table to say which side meets what on which neighbour, and the engine's reasons as
 * sentences, in the words given (refusal-english.ts, refusal-french.ts). No engine code: it reads
 * the game it is given.
 */
import { refusalIn, type PlaceRefusal, type Refusal, type Said } from '@engine/refusals';
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

/** A placed tile, named with its square: "the town cap tile at column 3, row 1", "the start space in row 9 (Jamestown)". */
function placedWords(ruleset: RecordWords, p: PlacedShape, w: RefusalWords): string {
  const name = p.tile.type?.name;
  if (p.tile.isStart && ruleset.startSpaces) return w.tile(p.tile.id, name);
  return w.placed(w.tile(p.tile.id, name), w.square(ruleset, p.x, p.y));
}

/** The neighbour across side `d`: "the tile to its north (the town cap tile at column 3, row 1)", "the start space to its east (row 9, Jamestown)". */
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
function placementWhy(ruleset: RecordWords, game: GameShape, tile: TileShape, x: number, y: number, rotation: number, w: RefusalWords): string | null {
  const board = game.board;
  const here = board.tileAt(x, y);
  if (here) return w.taken(w.tile(here.tile.id, here.tile.type?.name));
  const q = ((rotation / 90) % 4 + 4) % 4;
  const names = board.rules.kindNames;
  const clashes: string[] = [];
  let touching = 0;
  for (let d = 0; d < 4; d++) {
    const n = board.neighbour(x, y, d);
    if (!n) continue;
    touching++;
    const mine = names[tile.edgeKind[q][d]];
    const theirs = names[n.tile.edgeKind[n.q][(d + 2) & 3]];
    if (mine !== theirs) clashes.push(w.clash(w.direction(d), w.edge(mine), neighbourWords(ruleset, d, n, w), w.edge(theirs)));
  }
  if (clashes.length) return w.clashes(clashes, ruleset);
  if (touching === 0) {
    const corners: PlacedShape[] = [];
    for (const [dx, dy] of [[-1, -1], [1, -1], [1, 1], [-1, 1]]) {
      const c = board.tileAt(x + dx, y + dy);
      if (c) corners.push(c);
    }
    return corners.length ? w.corner(corners.map((c) => placedWords(ruleset, c, w))) : w.alone;
  }
  return null;
}

/**
 * The engine's reason as a sentence: its data through the catalog first (`refusal`), else the
 * first pattern of `w` that knows its English `reason` (the codes not yet given as data); null when
 * neither does.
 */
export function knownReason(reason: string, ctx: Context, w: RefusalWords, refusal: Refusal | null = null): string | null {
  const said = refusal && w.said(refusal, ctx);
  if (said) return said;
  for (const [re, say] of w.reasons) {
    const m = re.exec(reason);
    if (m) return say(m, ctx);
  }
  return null;
}

/**
 * Why a tile cannot go on square (x, y) of `game`, turned `rotation`, in words (`detail`: the
 * board's reason in English; `nested`: the same as data, said by the catalog when it can).
 */
export function placementWords(ruleset: RecordWords, game: GameShape | null, id: string, x: number, y: number, rotation: number, detail: string, w: RefusalWords, nested: Refusal | null = null): string {
  const said = nested && nested.area !== 'core' ? w.said(nested, { ruleset, piece: ruleset.piece }) : null;
  if (said) return w.cannotGo(said);
  let why = w.placementRule(ruleset, detail, x, y);
  if (!why) {
    const tile = tileTypeOf(game, id);
    if (game && tile) why = placementWhy(ruleset, game, tile, x, y, rotation, w);
  }
  return why ?? w.cannotGo(w.plain(detail));
}

/**
 * Why the tile in hand cannot go on square `at` of a game under way (the sandbox), in words:
 * `refused` is the engine's reason (`Session.placeRefusal`: its English and its data).
 */
export function placementRefusal(s: Session, at: Record<string, number>, refused: PlaceRefusal, w: RefusalWords): string {
  const ruleset = wordsOf(s.ruleset);
  const ctx = { ruleset, piece: ruleset.piece };
  const detail = refused.text;
  const refusal = refusalIn(refused.why);
  const hand = s.hand;
  if (refusal?.code === 'cannot-go') {
    const nested = refusalIn(refusal.why);
    return knownReason(detail, ctx, w, nested) ?? placementWords(ruleset, shapeOf(s), refusal.tile, refusal.x, refusal.y, refusal.rotation, detail, w, nested);
  }
  if (!hand) return knownReason(detail, ctx, w, refusal) ?? w.plain(detail);
  const x = at[ruleset.fields.x];
  const y = at[ruleset.fields.y];
  return knownReason(detail, ctx, w, refusal) ?? placementWords(ruleset, shapeOf(s), hand.tile, x, y, hand.rotation, detail, w);
}

/**
 * A step the rules refuse in a game under way (the sandbox), in words: the engine's reason for
 * `ruleset`'s game (`why`: the same as data, an EngineError's `why`).
 */
export function stepRefusal(reason: string, rulesetId: string, w: RefusalWords, why: Said | null = null): string {
  const ruleset = wordsOf(rulesetId);
  return knownReason(reason, { ruleset, piece: ruleset.piece }, w, refusalIn(why)) ?? w.plain(reason);
}

