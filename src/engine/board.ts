/**
 * The table: placed tiles, edge matching, and the features (trails, towns, plains, farms)
 * they form. Segments that meet across an edge are merged with a union-find, so a feature is
 * a root segment with its members; towns and trails also keep a count of open edges (an
 * edge of the feature with no tile beyond it), which is zero exactly when they are complete.
 * Mutable for speed; the game facade rebuilds it by replay for undo.
 */
import { DCOL, DROW, EDGES, facingHalf, key, opposite } from './geometry';
import { EDGE_KIND_NAMES, PLAINS, TOWN, TRAIL, type CompiledTile } from './tiles/tile-type';
import type { FeatureType } from './types';

export interface PlacedTile {
  index: number;
  tile: CompiledTile;
  col: number;
  row: number;
  /** Quarter turns clockwise. */
  q: number;
  /** Id of this tile's first segment; segment i of the tile type is segBase + i. */
  segBase: number;
}

/** A feature as read off the board. */
export interface FeatureInfo {
  root: number;
  type: FeatureType;
  /** Distinct placed tiles, by index. */
  tiles: number[];
  segments: number;
  /** How many of those tiles and segments are start spaces. */
  startTiles: number;
  startSegments: number;
  flags: number;
  tradingPosts: number;
  animals: number;
  /** Towns and trails: edges with no neighbour yet. */
  open: number;
}

export interface FrontierSpot {
  col: number;
  row: number;
  need: number;
  mask: number;
}

export class Board {
  readonly tiles: PlacedTile[] = [];
  /** Position key → tile index. */
  readonly grid = new Map<number, number>();
  /** Column → number of land tiles in it. */
  readonly columns = new Map<number, number>();
  /**
   * Empty positions (col ≥ 1) that touch a placed tile on an edge, with what their
   * neighbours require: 3 bits per edge (edge d at bits 3d), `mask` marks the edges that touch.
   */
  readonly frontier = new Map<number, FrontierSpot>();
  /** Per segment: tile index, union-find parent, size; per root: open edges, members. */
  readonly segTile: number[] = [];
  readonly segType: FeatureType[] = [];
  private readonly parent: number[] = [];
  private readonly open: number[] = [];
  private readonly members: number[][] = [];
  /** Per root: settlers on the feature (kept by the game through `occupy`). */
  private readonly occupants: number[] = [];

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
    if (this.members[ra].length < this.members[rb].length) [ra, rb] = [rb, ra];
    this.parent[rb] = ra;
    const into = this.members[ra];
    for (const m of this.members[rb]) into.push(m);
    this.members[rb] = [];
    this.open[ra] += this.open[rb];
    this.occupants[ra] += this.occupants[rb];
  }

  /** Count a settler arriving on (+1) or leaving (-1) the feature of segment `seg`. */
  occupy(seg: number, delta: number): void {
    this.occupants[this.find(seg)] += delta;
  }

  /** Settlers on the feature of segment `seg`. */
  occupantsOf(seg: number): number {
    return this.occupants[this.find(seg)];
  }

  tileAt(col: number, row: number): PlacedTile | undefined {
    const i = this.grid.get(key(col, row));
    return i === undefined ? undefined : this.tiles[i];
  }

  /** Whether any land tile stands in column `col`. */
  hasColumn(col: number): boolean {
    return (this.columns.get(col) ?? 0) > 0;
  }

  /**
   * Why the tile can't go there, or null when it can. `touch`: require an edge neighbour;
   * `land`: a land tile (column 1 or beyond) rather than a start space.
   */
  whyNot(tile: CompiledTile, col: number, row: number, q: number, touch = true, land = true): string | null {
    if (land && col < 1) return `land tiles go west of the start board, in column 1 or beyond (col ${col})`;
    const here = this.tileAt(col, row);
    if (here) return `(${col}, ${row}) is already taken by tile ${here.tile.type.id}`;
    const kinds = tile.edgeKind[q];
    let touching = 0;
    for (let d = 0; d < 4; d++) {
      const n = this.tileAt(col + DCOL[d], row + DROW[d]);
      if (!n) continue;
      touching++;
      const theirs = n.tile.edgeKind[n.q][opposite(d)];
      if (theirs !== kinds[d])
        return `its ${EDGES[d]} edge (${EDGE_KIND_NAMES[kinds[d]]}) meets the ${EDGES[opposite(d)]} edge of tile ${n.tile.type.id} at (${n.col}, ${n.row}), which is ${EDGE_KIND_NAMES[theirs]}`;
    }
    if (touch && touching === 0) return `(${col}, ${row}) touches no placed tile or start space on an edge`;
    return null;
  }

  /** Fast legality test for a frontier spot (no message). */
  static fits(tile: CompiledTile, spot: FrontierSpot, q: number): boolean {
    return ((tile.edgeBits[q] ^ spot.need) & spot.mask) === 0;
  }

  /** Put a tile down (legality already checked) and merge its segments with the neighbours'. */
  put(tile: CompiledTile, col: number, row: number, q: number): PlacedTile {
    const index = this.tiles.length;
    const segBase = this.segTile.length;
    const placed: PlacedTile = { index, tile, col, row, q, segBase };
    this.tiles.push(placed);
    const k = key(col, row);
    this.grid.set(k, index);
    this.frontier.delete(k);
    if (!tile.isStart) this.columns.set(col, (this.columns.get(col) ?? 0) + 1);
    for (const s of tile.segments) {
      const id = this.segTile.length;
      this.segTile.push(index);
      this.segType.push(s.type);
      this.parent.push(id);
      this.members.push([id]);
      this.open.push(s.edges.length);
      this.occupants.push(0);
    }
    const edgeSeg = tile.edgeSeg[q];
    const halfSeg = tile.halfSeg[q];
    const kinds = tile.edgeKind[q];
    for (let d = 0; d < 4; d++) {
      const nc = col + DCOL[d];
      const nr = row + DROW[d];
      const ni = this.grid.get(key(nc, nr));
      if (ni === undefined) {
        if (nc >= 1) {
          const nk = key(nc, nr);
          let spot = this.frontier.get(nk);
          if (!spot) this.frontier.set(nk, (spot = { col: nc, row: nr, need: 0, mask: 0 }));
          const od = 3 * opposite(d);
          spot.need |= kinds[d] << od;
          spot.mask |= 7 << od;
        }
        continue;
      }
      const n = this.tiles[ni];
      const od = opposite(d);
      const theirSeg = n.tile.edgeSeg[n.q][od];
      if ((kinds[d] === TOWN || kinds[d] === TRAIL) && edgeSeg[d] >= 0 && theirSeg >= 0) {
        const mine = segBase + edgeSeg[d];
        const theirs = n.segBase + theirSeg;
        this.open[this.find(mine)]--;
        this.open[this.find(theirs)]--;
        this.union(mine, theirs);
      }
      // Plains continue across plains edges and on both sides of a trail.
      if (kinds[d] === PLAINS || kinds[d] === TRAIL) {
        const theirHalves = n.tile.halfSeg[n.q];
        for (let h = 2 * d; h <= 2 * d + 1; h++) {
          const nh = theirHalves[facingHalf(h)];
          if (halfSeg[h] >= 0 && nh >= 0) this.union(segBase + halfSeg[h], n.segBase + nh);
        }
      }
    }
    return placed;
  }

  /** The feature containing segment `seg`. */
  feature(seg: number): FeatureInfo {
    const root = this.find(seg);
    const members = this.members[root];
    const tiles: number[] = [];
    const seen = new Set<number>();
    let flags = 0;
    let tradingPosts = 0;
    let animals = 0;
    let startTiles = 0;
    let startSegments = 0;
    for (const m of members) {
      const t = this.segTile[m];
      const placed = this.tiles[t];
      if (!seen.has(t)) {
        seen.add(t);
        tiles.push(t);
        if (placed.tile.isStart) startTiles++;
      }
      if (placed.tile.isStart) startSegments++;
      const s = placed.tile.segments[m - placed.segBase];
      flags += s.flags;
      tradingPosts += s.tradingPosts;
      animals += s.animals;
    }
    return { root, type: this.segType[root], tiles, segments: members.length, startTiles, startSegments, flags, tradingPosts, animals, open: this.open[root] };
  }

  /** Whether a feature is complete: towns and trails with no open edge, farms surrounded; plains never. */
  isComplete(seg: number): boolean {
    const type = this.segType[seg];
    if (type === 'farm') return this.farmNeighbours(this.segTile[seg]).filled === 8;
    if (type === 'plains') return false;
    return this.open[this.find(seg)] === 0;
  }

  /** The eight spaces around a farm tile: how many are filled, and how many by land tiles. */
  farmNeighbours(tileIndex: number): { filled: number; land: number } {
    const t = this.tiles[tileIndex];
    let filled = 0;
    let land = 0;
    for (let c = t.col - 1; c <= t.col + 1; c++)
      for (let r = t.row - 1; r <= t.row + 1; r++) {
        if (c === t.col && r === t.row) continue;
        const n = this.grid.get(key(c, r));
        if (n === undefined) continue;
        filled++;
        if (!this.tiles[n].tile.isStart) land++;
      }
    return { filled, land };
  }

  /** Segment ids of the feature of `seg`. */
  membersOf(seg: number): readonly number[] {
    return this.members[this.find(seg)];
  }

  /** Every root segment, once. */
  roots(): number[] {
    const out: number[] = [];
    for (let s = 0; s < this.parent.length; s++) if (this.parent[s] === s) out.push(s);
    return out;
  }
}
