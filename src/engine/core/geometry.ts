/**
 * Square-tile geometry shared by every ruleset (formats §1 and §8): edges and half-edges
 * numbered clockwise so that a rotation is an addition (edge e turns into (e + r) mod 4, half h
 * into (h + 2r) mod 8), position keys, and neighbour offsets. Which way a column or an x grows
 * is the ruleset's business: it hands the board its own offsets.
 */

/** A tile edge in board or tile orientation: north is up. */
export type Edge = 'N' | 'E' | 'S' | 'W';
/** Half of an edge: `Nw` is the west half of the north edge. */
export type Half = 'Nw' | 'Ne' | 'En' | 'Es' | 'Se' | 'Sw' | 'Ws' | 'Wn';
/** A place on a tile: an edge, a half-edge, or `C`, the centre. */
export type Location = Edge | Half | 'C';
/** Clockwise, in degrees. */
export type Rotation = 0 | 90 | 180 | 270;

export const EDGES: readonly Edge[] = ['N', 'E', 'S', 'W'];
export const HALVES: readonly Half[] = ['Nw', 'Ne', 'En', 'Es', 'Se', 'Sw', 'Ws', 'Wn'];
export const ROTATIONS: readonly Rotation[] = [0, 90, 180, 270];

export const N = 0;
export const E = 1;
export const S = 2;
export const W = 3;

export function edgeIndex(e: string): number {
  for (let i = 0; i < EDGES.length; i++) if (EDGES[i] === e) return i;
  return -1;
}
export function halfIndex(h: string): number {
  for (let i = 0; i < HALVES.length; i++) if (HALVES[i] === h) return i;
  return -1;
}
export function isEdge(x: unknown): x is Edge {
  return typeof x === 'string' && edgeIndex(x) >= 0;
}
export function isHalf(x: unknown): x is Half {
  return typeof x === 'string' && halfIndex(x) >= 0;
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

/** Offsets of the neighbour across edges N, E, S, W when x grows east and y grows south. */
export const EAST_POSITIVE: Offsets = { dx: [0, 1, 0, -1], dy: [-1, 0, 1, 0] };

/** Neighbour offsets per edge index (N, E, S, W). */
export interface Offsets {
  dx: readonly number[];
  dy: readonly number[];
}

const OFFSET = 1 << 11;
const STRIDE = 1 << 12;
/** Largest |col| or |row| a record may use. */
export const MAX_COORD = 1000;

/** A number key for a board position. */
export function key(x: number, y: number): number {
  return (x + OFFSET) * STRIDE + (y + OFFSET);
}

/** The edge a tile turned `q` quarter turns shows on board edge `d` comes from tile edge `d - q`. */
export function tileEdge(d: number, q: number): number {
  return (d - q + 4) & 3;
}
