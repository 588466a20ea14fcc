/**
 * The placement frontier: the empty positions that touch a placed tile on an edge, each with
 * what its neighbours require, in the order they opened (which is the order of the placement
 * list). The board opens and closes spots as tiles go down; the legality tests read them.
 * The spots form a doubly linked list in that order, so that a tile going down takes its spot
 * out in one step (an array kept in order shifted half the frontier on every turn).
 */
import { key } from './geometry';
import { Grid, type Area } from './grid';
import type { Shape } from './shape';

/**
 * An empty position that touches a placed tile on an edge, with what its neighbours require:
 * 3 bits per edge (edge d at bits 3d); `mask` marks the edges that touch.
 */
export interface FrontierSpot {
  x: number;
  y: number;
  need: number;
  mask: number;
  /**
   * The four placements (one per quarter turn) that `maker` wrote for this spot, or null: made
   * the first time the spot is listed and reused after, since a placement names only a position
   * and a rotation (a third fewer objects made per game).
   */
  made: unknown[] | null;
  maker: unknown;
  /** The spots opened before and after this one, still open (null at the ends). */
  prev: FrontierSpot | null;
  next: FrontierSpot | null;
}

export class Frontier {
  /** Position → frontier spot. */
  private readonly grid: Grid<FrontierSpot>;
  /** The first and last spots still open, in the order they opened. */
  private first: FrontierSpot | null = null;
  private last: FrontierSpot | null = null;

  /** `area`: where the spots usually lie (see Grid). */
  constructor(private readonly area?: Area) {
    this.grid = new Grid<FrontierSpot>(area);
  }

  /** The spot at (x, y), if that position is on the frontier. */
  at(x: number, y: number): FrontierSpot | undefined {
    return this.grid.get(x, y);
  }

  /** An independent copy: the spots are copied, since `touch` changes them. */
  copy(): Frontier {
    const f = new Frontier(this.area);
    for (let spot = this.first; spot; spot = spot.next) f.append({ ...spot });
    return f;
  }

  /** Position key → spot, in the order the spots opened (a new map on each call). */
  map(): Map<number, FrontierSpot> {
    const out = new Map<number, FrontierSpot>();
    for (let spot = this.first; spot; spot = spot.next) out.set(key(spot.x, spot.y), spot);
    return out;
  }

  /** Open `spot` after the others. */
  private append(spot: FrontierSpot): void {
    spot.prev = this.last;
    spot.next = null;
    if (this.last) this.last.next = spot;
    else this.first = spot;
    this.last = spot;
    this.grid.set(spot.x, spot.y, spot);
  }

  /** Edge `d` of the empty position (x, y) now meets a tile edge of kind `kind`: open the spot if need be. */
  touch(x: number, y: number, d: number, kind: number): void {
    let spot = this.grid.get(x, y);
    if (!spot) {
      spot = { x, y, need: 0, mask: 0, made: null, maker: null, prev: null, next: null };
      this.append(spot);
    }
    spot.need |= kind << (3 * d);
    spot.mask |= 7 << (3 * d);
  }

  /** A tile went down at (x, y): its spot, if any, leaves the frontier (the others keep their order). */
  fill(x: number, y: number): void {
    const spot = this.grid.get(x, y);
    if (!spot) return;
    this.grid.set(x, y, undefined);
    if (spot.prev) spot.prev.next = spot.next;
    else this.first = spot.next;
    if (spot.next) spot.next.prev = spot.prev;
    else this.last = spot.prev;
  }

  /** Fast legality test for a spot (no message). */
  static fits(tile: Shape, spot: FrontierSpot, q: number): boolean {
    return ((tile.edgeBits[q] ^ spot.need) & spot.mask) === 0;
  }

  /** Every spot and quarter turn where the tile fits, in frontier order, each as `make` writes it. */
  placementList<P>(tile: Shape, make: (spot: FrontierSpot, q: number) => P): P[] {
    const out: P[] = [];
    const bits = tile.edgeBits;
    // The four quarter turns written out: about a quarter faster than two loops.
    const b0 = bits[0],
      b1 = bits[1],
      b2 = bits[2],
      b3 = bits[3];
    for (let spot = this.first; spot !== null; spot = spot.next) {
      const need = spot.need;
      const mask = spot.mask;
      const f0 = ((b0 ^ need) & mask) === 0;
      const f1 = ((b1 ^ need) & mask) === 0;
      const f2 = ((b2 ^ need) & mask) === 0;
      const f3 = ((b3 ^ need) & mask) === 0;
      if (!(f0 || f1 || f2 || f3)) continue;
      let made = spot.made as P[] | null;
      if (made === null || spot.maker !== make) {
        made = spot.made = [make(spot, 0), make(spot, 1), make(spot, 2), make(spot, 3)];
        spot.maker = make;
      }
      if (f0) out.push(made[0]);
      if (f1) out.push(made[1]);
      if (f2) out.push(made[2]);
      if (f3) out.push(made[3]);
    }
    return out;
  }

  /** Whether the tile fits anywhere (stops at the first fit). */
  fitsAnywhere(tile: Shape): boolean {
    const bits = tile.edgeBits;
    const b0 = bits[0],
      b1 = bits[1],
      b2 = bits[2],
      b3 = bits[3];
    for (let spot = this.first; spot !== null; spot = spot.next) {
      const need = spot.need;
      const mask = spot.mask;
      if (
        ((b0 ^ need) & mask) === 0 ||
        ((b1 ^ need) & mask) === 0 ||
        ((b2 ^ need) & mask) === 0 ||
        ((b3 ^ need) & mask) === 0
      )
        return true;
    }
    return false;
  }
}
