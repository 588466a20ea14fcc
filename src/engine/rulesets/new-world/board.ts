/**
 * The New World table on the core board: columns count westward from the coast (col 0 is the
 * start board, land tiles only in column 1 or beyond: the column rule), rows grow southward.
 * Adds what the rules read off the table: land tiles per column (for the surveyors), the eight
 * spaces around a farm, and a feature's contents (tiles, flags, trading posts, animals).
 */
import { Board, type PlacedTile as CorePlacedTile } from '../../core/board';
import { EDGES, opposite, type Offsets } from '../../core/geometry';
import type { NewWorldPlacementWhy } from './refusals';
import { EDGE_KIND_NAMES, type CompiledTile } from './tiles/tile-type';
import type { FeatureType } from './types';

export type PlacedTile = CorePlacedTile<CompiledTile>;

/** Across N, E, S, W: the coast is east, so east is col - 1 and west is col + 1. */
export const NEW_WORLD_OFFSETS: Offsets = { dx: [0, -1, 0, 1], dy: [-1, 0, 1, 0] };

/** The column rule: land tiles go west of the start board, in column 1 or beyond. */
export function isLandColumn(col: number): boolean {
  return col >= 1;
}

/**
 * Where a game's tiles and open squares lie in 99 random games out of 100: columns 0 (the start
 * board) to 15, rows -12 to 21 (the start spaces are rows 0–9). The board's grids start this size.
 */
const USUAL_AREA = { x0: 0, y0: -12, x1: 16, y1: 22 };

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

export class NewWorldBoard extends Board<CompiledTile> {
  /** Land tiles per column (index: the column, 1 or beyond; a hole where none stands). */
  private readonly landInColumn: number[] = [];
  /** Placed tiles that hold a farm, by index. */
  private readonly farmTiles: number[] = [];

  constructor() {
    super({
      offsets: NEW_WORLD_OFFSETS,
      kindNames: EDGE_KIND_NAMES,
      canHold: isLandColumn,
      area: USUAL_AREA,
    });
  }

  /**
   * Why the tile can't go there, as data (refusals.ts says it in words), or null: a land tile east
   * of column 1 (the column rule), a square already taken, an edge that meets a different kind of
   * edge, or no neighbour on an edge. `touch`: require an edge neighbour; `land`: a land tile (the
   * column rule applies) rather than a start space. On the placement checks' path: a few lookups,
   * no words.
   */
  whyNotAt(
    tile: CompiledTile,
    col: number,
    row: number,
    q: number,
    touch = true,
    land = true,
  ): NewWorldPlacementWhy | null {
    if (land && !isLandColumn(col)) return { area: 'new-world', code: 'west-of-start-board', col, row };
    // A listed placement: one lookup instead of four (the spot holds what every neighbour needs).
    if (this.fitsSpot(tile, col, row, q)) return null;
    const here = this.tileAt(col, row);
    if (here) return { area: 'new-world', code: 'square-taken', col, row, tile: here.tile.id };
    const kinds = tile.edgeKind[q];
    let touching = 0;
    for (let d = 0; d < 4; d++) {
      const n = this.neighbour(col, row, d);
      if (!n) continue;
      touching++;
      const theirs = n.tile.edgeKind[n.q][opposite(d)];
      if (theirs !== kinds[d])
        return {
          area: 'new-world',
          code: 'edge-clash',
          edge: EDGES[d],
          kind: EDGE_KIND_NAMES[kinds[d]],
          neighbour: n.tile.id,
          col: n.x,
          row: n.y,
          theirs: EDGE_KIND_NAMES[theirs],
        };
    }
    if (touch && touching === 0) return { area: 'new-world', code: 'touches-nothing', col, row };
    return null;
  }

  override put(tile: CompiledTile, col: number, row: number, q: number): PlacedTile {
    // Land tiles stand in column 1 or beyond (whyNotAt): their columns index an array.
    if (!tile.isStart) this.landInColumn[col] = (this.landInColumn[col] ?? 0) + 1;
    if (tile.farmSeg >= 0) this.farmTiles.push(this.tiles.length);
    return super.put(tile, col, row, q);
  }

  /** Whether a farm tile stands at (col, row) or on one of the eight spaces around it. */
  farmNear(col: number, row: number): boolean {
    for (const i of this.farmTiles) {
      const t = this.tiles[i];
      if (Math.abs(t.x - col) <= 1 && Math.abs(t.y - row) <= 1) return true;
    }
    return false;
  }

  /** Whether any land tile stands in column `col`. */
  hasColumn(col: number): boolean {
    return col >= 1 && (this.landInColumn[col] ?? 0) > 0;
  }

  /**
   * Whether all eight spaces around a tile are filled (as `spacesFilledAround` counts them), stopping at the
   * first empty one.
   */
  surrounded(tileIndex: number, startFills: boolean): boolean {
    const t = this.tiles[tileIndex];
    for (let c = t.x - 1; c <= t.x + 1; c++)
      for (let r = t.y - 1; r <= t.y + 1; r++) {
        const other = this.grid.get(c, r);
        if (other !== t && (!other || (!startFills && other.tile.isStart))) return false;
      }
    return true;
  }

  /** Filled spaces around a tile; `startFills`: whether start spaces count (else land tiles only). */
  spacesFilledAround(tileIndex: number, startFills: boolean): number {
    const t = this.tiles[tileIndex];
    let n = 0;
    for (let c = t.x - 1; c <= t.x + 1; c++)
      for (let r = t.y - 1; r <= t.y + 1; r++) {
        const other = this.grid.get(c, r);
        if (other && other !== t && (startFills || !other.tile.isStart)) n++;
      }
    return n;
  }

  /** The feature containing segment `seg`. */
  feature(seg: number): FeatureInfo {
    const root = this.find(seg);
    const tiles = this.tilesOf(root);
    let flags = 0;
    let tradingPosts = 0;
    let animals = 0;
    let startSegments = 0;
    let segments = 0;
    for (let m = root; m >= 0; m = this.nextMember(m)) {
      const placed = this.tiles[this.segTile[m]];
      if (placed.tile.isStart) startSegments++;
      const s = placed.tile.segments[m - placed.segBase];
      flags += s.flags;
      tradingPosts += s.tradingPosts;
      animals += s.animals;
      segments++;
    }
    let startTiles = 0;
    for (const i of tiles) if (this.tiles[i].tile.isStart) startTiles++;
    return {
      root,
      type: this.segType[root],
      tiles,
      segments,
      startTiles,
      startSegments,
      flags,
      tradingPosts,
      animals,
      open: this.openOf(root),
    };
  }
}
