/**
 * Tile shapes, whatever the game: segments that claim whole edges (a town, a trail, a sea) or
 * half-edges (New World's plains), compiled into per-rotation lookup tables so that the board
 * can match edges and merge regions without knowing what the segments are.
 */
import { tileEdge } from './geometry';

/** The tables a board needs from a tile type; rulesets extend it with their own fields. */
export interface Shape<S extends string = string> {
  /** The tile type's id, for messages. */
  id: string;
  /** Per segment: its kind (`town`, `mountains`, …). */
  segTypes: readonly S[];
  /** Per segment: how many whole edges it claims (its open edges when the tile stands alone). */
  segEdges: readonly number[];
  /**
   * Per segment: a count the board sums over each region (The Discovery: cities in a land segment or on a
   * sea's shore); 0 when absent.
   */
  segWeights?: readonly number[];
  /** edgeKind[q][d]: what board edge d shows at q quarter turns (a small number, < 8). */
  edgeKind: number[][];
  /** edgeSeg[q][d]: the segment claiming board edge d, or -1. */
  edgeSeg: number[][];
  /** halfSeg[q][h]: the segment claiming board half-edge h, or -1. */
  halfSeg: number[][];
  /** edgeKind[q] packed, 3 bits per edge (edge d at bits 3d), for fast matching. */
  edgeBits: number[];
}

/**
 * Build the rotation tables from the tile's own orientation: `kinds[e]` what edge e shows,
 * `edgeSegs[e]` the segment claiming it (or -1), `halfSegs[h]` the segment claiming half h (or -1).
 */
export function rotationTables(
  kinds: readonly number[],
  edgeSegs: readonly number[],
  halfSegs: readonly number[] = [-1, -1, -1, -1, -1, -1, -1, -1],
) {
  const edgeKind: number[][] = [];
  const edgeSeg: number[][] = [];
  const halfSeg: number[][] = [];
  for (let q = 0; q < 4; q++) {
    edgeKind.push([0, 1, 2, 3].map((d) => kinds[tileEdge(d, q)]));
    edgeSeg.push([0, 1, 2, 3].map((d) => edgeSegs[tileEdge(d, q)]));
    halfSeg.push([0, 1, 2, 3, 4, 5, 6, 7].map((h) => halfSegs[(h - 2 * q + 8) & 7]));
  }
  const edgeBits = edgeKind.map((k) => k.reduce((bits, kind, d) => bits | (kind << (3 * d)), 0));
  return { edgeKind, edgeSeg, halfSeg, edgeBits };
}
