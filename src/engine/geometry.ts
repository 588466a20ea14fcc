/**
 * Board geometry (formats §1). Columns count westward from the coast (col 0 is the start
 * board), rows grow southward. Edges and half-edges are numbered clockwise so that a
 * rotation is an addition: edge e turns into (e + r) mod 4, half h into (h + 2r) mod 8.
 */
import type { Edge, Half, Location, Rotation } from './types';

export const EDGES: readonly Edge[] = ['N', 'E', 'S', 'W'];
export const HALVES: readonly Half[] = ['Nw', 'Ne', 'En', 'Es', 'Se', 'Sw', 'Ws', 'Wn'];
export const ROTATIONS: readonly Rotation[] = [0, 90, 180, 270];

export const N = 0;
export const E = 1;
export const S = 2;
export const W = 3;

export function edgeIndex(e: string): number {
  return EDGES.indexOf(e as Edge);
}
export function halfIndex(h: string): number {
  return HALVES.indexOf(h as Half);
}
export function isEdge(x: unknown): x is Edge {
  return typeof x === 'string' && EDGES.includes(x as Edge);
}
export function isHalf(x: unknown): x is Half {
  return typeof x === 'string' && HALVES.includes(x as Half);
}
export function isLocation(x: unknown): x is Location {
  return x === 'C' || isEdge(x) || isHalf(x);
}
export function isRotation(x: unknown): x is Rotation {
  return x === 0 || x === 90 || x === 180 || x === 270;
}

/** Quarter turns of a rotation in degrees. */
export function quarter(r: Rotation): number {
  return r / 90;
}

/** The edge opposite `e` (index form). */
export function opposite(e: number): number {
  return (e + 2) & 3;
}

/** The half of the neighbour's edge that touches half `h` across the edge. */
export function facingHalf(h: number): number {
  return h & 1 ? (h + 3) & 7 : (h + 5) & 7;
}

/** Column and row offsets of the neighbour across each edge (west is col + 1). */
export const DCOL = [0, -1, 0, 1];
export const DROW = [-1, 0, 1, 0];

const OFFSET = 1 << 11;
const STRIDE = 1 << 12;
/** Largest |col| or |row| a record may use. */
export const MAX_COORD = 1000;

/** A number key for a board position. */
export function key(col: number, row: number): number {
  return (col + OFFSET) * STRIDE + (row + OFFSET);
}
