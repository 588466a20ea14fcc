/**
 * When a feature is complete, and in which order the features a tile completes are scored
 * (rulebook, Scoring: the active player chooses the order). Towns and trails are complete with
 * no open edge; a farm when the eight spaces around its tile are filled; plains never.
 */
import { shown } from '../../core/said';
import { EDGES, isLocation } from '../../core/geometry';
import type { NewWorldBoard, PlacedTile } from './board';
import { refuseNewWorld } from './refusals';
import { segmentAt } from './settlers';
import type { OrderEntry, OrderInput } from './types';

export { FARM_NEIGHBOURS } from './scoring';

/**
 * Whether the farm on tile `tileIndex` is surrounded. `startFills` (option farmStartSpaces):
 * whether a start space fills a space around a farm (our reading, the default) or only land tiles do.
 */
export function farmComplete(board: NewWorldBoard, tileIndex: number, startFills = true): boolean {
  return board.surrounded(tileIndex, startFills);
}

/** Whether the feature of segment `seg` is complete. */
export function isComplete(board: NewWorldBoard, seg: number, farmStartFills = true): boolean {
  const type = board.segType[seg];
  if (type === 'farm') return farmComplete(board, board.segTile[seg], farmStartFills);
  if (type === 'plains') return false;
  return board.openOf(seg) === 0;
}

export interface Completed {
  /** Root segment of the feature (stable during the turn). */
  seg: number;
  /** A location naming it, for `order`. */
  ref: OrderEntry;
}

/**
 * Features completed by the tile just placed, in the default order: farms first (north to
 * south, then east to west), then towns, then trails, each by the placed tile's edges N, E, S, W.
 */
export function completedBy(board: NewWorldBoard, placed: PlacedTile, farmStartFills = true): Completed[] {
  const out: Completed[] = [];
  if (board.farmNear(placed.x, placed.y))
    for (let r = placed.y - 1; r <= placed.y + 1; r++)
      for (let c = placed.x - 1; c <= placed.x + 1; c++) {
        const t = board.tileAt(c, r);
        if (t && t.tile.farmSeg >= 0 && farmComplete(board, t.index, farmStartFills))
          addOnce(out, board.find(t.segBase + t.tile.farmSeg), { col: c, row: r, at: 'C' });
      }
  // Towns, then trails, by the placed tile's edges (the tile type lists those edges per rotation).
  const edgeSeg = placed.tile.edgeSeg[placed.q];
  for (const d of placed.tile.closers[placed.q]) {
    const seg = placed.segBase + edgeSeg[d];
    if (board.openOf(seg) === 0)
      addOnce(out, board.find(seg), { col: placed.x, row: placed.y, at: EDGES[d] });
  }
  return out;
}

function addOnce(out: Completed[], root: number, ref: OrderEntry): void {
  for (const c of out) if (c.seg === root) return;
  out.push({ seg: root, ref });
}

/**
 * The scoring sequence: the features named in `order` (each must be one completed this turn,
 * named once), then the rest in the default order. Refusals name the entry.
 */
export function scoringSequence(
  board: NewWorldBoard,
  completed: Completed[],
  order: readonly OrderInput[],
  path: string,
): { sequence: number[]; named: OrderEntry[] } {
  const sequence: number[] = [];
  const named: OrderEntry[] = [];
  order.forEach((o, j) => {
    const p = `${path}[${j}]`;
    const t = board.tileAt(o.col, o.row);
    if (!t) refuseNewWorld(p, { code: 'no-tile-there', col: o.col, row: o.row });
    if (!isLocation(o.at)) refuseNewWorld(`${p}.at`, { code: 'order-not-location', got: shown(o.at) });
    const local = segmentAt(t.tile, t.q, o.at);
    if (typeof local !== 'number') refuseNewWorld(`${p}.at`, local);
    const root = board.find(t.segBase + local);
    if (!completed.some((c) => c.seg === root))
      refuseNewWorld(p, {
        code: 'not-completed',
        feature: t.tile.segments[local].type,
        col: o.col,
        row: o.row,
        at: o.at,
      });
    if (sequence.includes(root)) refuseNewWorld(p, { code: 'listed-twice' });
    sequence.push(root);
    named.push({ ...o, at: o.at });
  });
  for (const c of completed) if (!sequence.includes(c.seg)) sequence.push(c.seg);
  return { sequence, named };
}
