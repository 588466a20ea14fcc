/**
 * The table, whatever the game: placed tiles on a square grid, edge matching, the placement
 * frontier (kept in frontier.ts), and regions (features) merged with a union-find. A region is
 * a root segment with its members; every region keeps a count of open edges (an edge it claims
 * with no tile beyond it), which is zero exactly when a region made of whole edges is complete,
 * and a count of the figures on it (kept by the ruleset through `occupy`). Mutable for speed;
 * games rebuild it by replay for undo, and copy it (`fork`) to look ahead. No game rules here: which
 * positions may hold a tile,
 * which way the axes grow and what the edge kinds are called come from the ruleset.
 */
import { boardWhyEnglish, type BoardWhy } from './board-why';
import { Frontier, type FrontierSpot } from './frontier';
import { EDGES, facingHalf, opposite, type Offsets } from './geometry';
import { Grid, type Area } from './grid';
import type { Shape } from './shape';

export interface PlacedTile<T extends Shape = Shape> {
  index: number;
  tile: T;
  /** Board position in the ruleset's own axes (New World: col, row; The Discovery: x, y). */
  x: number;
  y: number;
  /** Quarter turns clockwise. */
  q: number;
  /** Id of this tile's first segment; segment i of the tile type is segBase + i. */
  segBase: number;
}

export type { FrontierSpot } from './frontier';

export interface BoardRules {
  /** Neighbour offsets across N, E, S, W. */
  offsets: Offsets;
  /** Names of the edge kinds, for messages (`['plains', 'trail', 'town', 'sea']`). */
  kindNames: readonly string[];
  /** Whether a tile may ever stand at this position (New World: land columns only). */
  canHold?: (x: number, y: number) => boolean;
  /**
   * Where the tiles and the frontier usually lie, so that the board's grids are sized once (they grow beyond
   * it if need be).
   */
  area?: Area;
}

export class Board<T extends Shape = Shape> {
  readonly tiles: PlacedTile<T>[] = [];
  /** Position → placed tile. */
  readonly grid: Grid<PlacedTile<T>>;
  /** The empty positions next to the table, in the order they opened. */
  private readonly spots: Frontier;
  /** Per segment: the tile index and the segment's kind. */
  readonly segTile: number[] = [];
  readonly segType: T['segTypes'][number][] = [];
  private readonly parent: number[] = [];
  private readonly open: number[] = [];
  /**
   * A region's members as a list threaded through the segments: a root's list starts at the
   * root, `next` leads on (-1 at the end), `last` is the root's last member and `size` its
   * length. Merging appends one list to the other without copying.
   */
  private readonly next: number[] = [];
  private readonly last: number[] = [];
  private readonly size: number[] = [];
  private readonly occupants: number[] = [];
  /** Per root: the sum of its members' `segWeights`. */
  private readonly weights: number[] = [];
  /** Per tile: the last `tilesOf` call that counted it (a mark instead of a Set per call). */
  private readonly tileMark: number[] = [];
  private lastMark = 0;
  private readonly dx: readonly number[];
  private readonly dy: readonly number[];

  constructor(readonly rules: BoardRules) {
    this.grid = new Grid<PlacedTile<T>>(rules.area);
    this.spots = new Frontier(rules.area);
    this.dx = rules.offsets.dx;
    this.dy = rules.offsets.dy;
  }

  find(s: number): number {
    const parent = this.parent;
    while (parent[s] !== s) {
      parent[s] = parent[parent[s]];
      s = parent[s];
    }
    return s;
  }

  private union(a: number, b: number): void {
    let ra = this.find(a);
    let rb = this.find(b);
    if (ra === rb) return;
    if (this.size[ra] < this.size[rb]) [ra, rb] = [rb, ra];
    this.parent[rb] = ra;
    this.next[this.last[ra]] = rb;
    this.last[ra] = this.last[rb];
    this.size[ra] += this.size[rb];
    this.open[ra] += this.open[rb];
    this.occupants[ra] += this.occupants[rb];
    this.weights[ra] += this.weights[rb];
  }

  /** Count a figure arriving on (+1) or leaving (-1) the region of segment `seg`. */
  occupy(seg: number, delta: number): void {
    this.occupants[this.find(seg)] += delta;
  }

  /** Figures on the region of segment `seg`. */
  occupantsOf(seg: number): number {
    return this.occupants[this.find(seg)];
  }

  /** The sum of the `segWeights` of the segments of the region of `seg`. */
  weightOf(seg: number): number {
    return this.weights[this.find(seg)];
  }

  /** Open edges of the region of segment `seg`. */
  openOf(seg: number): number {
    return this.open[this.find(seg)];
  }

  tileAt(x: number, y: number): PlacedTile<T> | undefined {
    return this.grid.get(x, y);
  }

  /** Position key → frontier spot, in the order the spots opened (a new map on each call). */
  get frontier(): Map<number, FrontierSpot> {
    return this.spots.map();
  }

  /** The neighbour across board edge `d` of position (x, y). */
  neighbour(x: number, y: number, d: number): PlacedTile<T> | undefined {
    return this.tileAt(x + this.dx[d], y + this.dy[d]);
  }

  /** Why the tile can't go there (taken, an edge that does not match, touching nothing), in English, or null. */
  whyNot(tile: T, x: number, y: number, q: number, touch = true): string | null {
    const why = this.placementWhy(tile, x, y, q, touch);
    return why && boardWhyEnglish(why);
  }

  /** Why the tile can't go there, as data (board-why.ts), or null. */
  placementWhy(tile: T, x: number, y: number, q: number, touch = true): BoardWhy | null {
    // A frontier spot is empty and touches a tile: if the edges match, nothing more to check.
    const spot = this.spots.at(x, y);
    if (spot && Frontier.fits(tile, spot, q)) return null;
    const here = this.tileAt(x, y);
    if (here) return { code: 'taken', x, y, tile: here.tile.id };
    const kinds = tile.edgeKind[q];
    const names = this.rules.kindNames;
    let touching = 0;
    for (let d = 0; d < 4; d++) {
      const n = this.neighbour(x, y, d);
      if (!n) continue;
      touching++;
      const theirs = n.tile.edgeKind[n.q][opposite(d)];
      if (theirs !== kinds[d])
        return {
          code: 'edges-differ',
          edge: EDGES[d],
          kind: names[kinds[d]],
          tile: n.tile.id,
          x: n.x,
          y: n.y,
          theirs: names[theirs],
        };
    }
    if (touch && touching === 0) return { code: 'touches-nothing', x, y };
    return null;
  }

  /**
   * Whether a tile turned `q` quarters fits the frontier spot at (x, y): an empty square touching the table
   * whose neighbours all match.
   */
  fitsSpot(tile: T, x: number, y: number, q: number): boolean {
    const spot = this.spots.at(x, y);
    return spot !== undefined && Frontier.fits(tile, spot, q);
  }

  /** Fast legality test for a frontier spot (no message). */
  static fits(tile: Shape, spot: FrontierSpot, q: number): boolean {
    return Frontier.fits(tile, spot, q);
  }

  /** Every legal position and quarter turn for a tile, in frontier order, each as `make` writes it. */
  placementList<P>(tile: T, make: (spot: FrontierSpot, q: number) => P): P[] {
    return this.spots.placementList(tile, make);
  }

  /** Whether a tile fits anywhere (stops at the first fit). */
  fitsAnywhere(tile: T): boolean {
    return this.spots.fitsAnywhere(tile);
  }

  /**
   * An independent copy of the table, for looking ahead (a computer player trying its moves):
   * every array, the grid and the frontier are copied; placed tiles and tile types, which never
   * change once made, are shared. A ruleset's own board keeps its extra fields in plain arrays,
   * which are copied the same way.
   */
  fork(): this {
    const b = Object.create(Object.getPrototypeOf(this) as object | null) as this;
    const fields: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(this))
      fields[k] = Array.isArray(v) ? v.slice() : v instanceof Grid || v instanceof Frontier ? v.copy() : v;
    return Object.assign(b, fields);
  }

  /** Put a tile down (legality already checked) and merge its segments with the neighbours'. */
  put(tile: T, x: number, y: number, q: number): PlacedTile<T> {
    const index = this.tiles.length;
    const segBase = this.segTile.length;
    const placed: PlacedTile<T> = { index, tile, x, y, q, segBase };
    this.tiles.push(placed);
    this.tileMark.push(0);
    this.grid.set(x, y, placed);
    this.spots.fill(x, y);
    const types = tile.segTypes;
    const weights = tile.segWeights;
    for (let i = 0; i < types.length; i++) {
      const id = segBase + i;
      this.segTile.push(index);
      this.segType.push(types[i]);
      this.parent.push(id);
      this.next.push(-1);
      this.last.push(id);
      this.size.push(1);
      this.open.push(tile.segEdges[i]);
      this.occupants.push(0);
      this.weights.push(weights ? weights[i] : 0);
    }
    const edgeSeg = tile.edgeSeg[q];
    const halfSeg = tile.halfSeg[q];
    const kinds = tile.edgeKind[q];
    const canHold = this.rules.canHold;
    for (let d = 0; d < 4; d++) {
      const nx = x + this.dx[d];
      const ny = y + this.dy[d];
      const n = this.grid.get(nx, ny);
      const od = opposite(d);
      if (!n) {
        if (!canHold || canHold(nx, ny)) this.spots.touch(nx, ny, od, kinds[d]);
        continue;
      }
      const theirSeg = n.tile.edgeSeg[n.q][od];
      if (edgeSeg[d] >= 0 && theirSeg >= 0) {
        const mine = segBase + edgeSeg[d];
        const theirs = n.segBase + theirSeg;
        this.open[this.find(mine)]--;
        this.open[this.find(theirs)]--;
        this.union(mine, theirs);
      }
      // Half-edge segments (New World's plains) continue across the edge half by half.
      const theirHalves = n.tile.halfSeg[n.q];
      for (let h = 2 * d; h <= 2 * d + 1; h++) {
        const nh = theirHalves[facingHalf(h)];
        if (halfSeg[h] >= 0 && nh >= 0) this.union(segBase + halfSeg[h], n.segBase + nh);
      }
    }
    return placed;
  }

  /** Segment ids of the region of `seg`. */
  membersOf(seg: number): number[] {
    const out: number[] = [];
    for (let m = this.find(seg); m >= 0; m = this.next[m]) out.push(m);
    return out;
  }

  /** The member after segment `m` in its region's list (which starts at `find(seg)`), or -1 at its end. */
  nextMember(m: number): number {
    return this.next[m];
  }

  /** Distinct tiles (by index) of the region of `seg`, in the order they join. */
  tilesOf(seg: number): number[] {
    const out: number[] = [];
    const mark = ++this.lastMark;
    const tileMark = this.tileMark;
    const segTile = this.segTile;
    const next = this.next;
    for (let m = this.find(seg); m >= 0; m = next[m]) {
      const t = segTile[m];
      if (tileMark[t] !== mark) {
        tileMark[t] = mark;
        out.push(t);
      }
    }
    return out;
  }

  /** The placed tile holding segment `seg`, and the segment's index in its tile type. */
  segment(seg: number): { placed: PlacedTile<T>; local: number } {
    const placed = this.tiles[this.segTile[seg]];
    return { placed, local: seg - placed.segBase };
  }

  /** Every root segment, once. */
  roots(): number[] {
    const out: number[] = [];
    for (let s = 0; s < this.parent.length; s++) if (this.parent[s] === s) out.push(s);
    return out;
  }
}
