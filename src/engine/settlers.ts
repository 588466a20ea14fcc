/**
 * Settlers on tiles: naming a segment by a location in board orientation, and the role a
 * segment calls for (shopkeeper in a town, robber on a trail, trapper on plains, farmer in a farm).
 */
import { EDGES, HALVES, edgeIndex, halfIndex } from './geometry';
import { PLAINS, SEA, TOWN, TRAIL, type CompiledTile } from './tiles/tile-type';
import type { Location, Role } from './types';
import { ROLE_OF } from './scoring';

export const ROLES: readonly Role[] = ['shopkeeper', 'robber', 'trapper', 'farmer'];

/**
 * The segment (index in the tile type) that a location names on a tile turned `q` quarter
 * turns, or a reason why it names none.
 */
export function segmentAt(tile: CompiledTile, q: number, at: Location): number | string {
  const id = tile.type.id;
  if (at === 'C') return tile.farmSeg >= 0 ? tile.farmSeg : `tile ${id} has no farm in its centre`;
  const e = edgeIndex(at);
  if (e >= 0) {
    const kind = tile.edgeKind[q][e];
    if (kind === TOWN || kind === TRAIL) return tile.edgeSeg[q][e];
    if (kind === SEA) return `the ${at} edge of ${id} faces the sea`;
    const a = tile.halfSeg[q][2 * e];
    const b = tile.halfSeg[q][2 * e + 1];
    if (a === b) return a;
    return `the ${at} edge of ${id} has two plains segments: name a half (${HALVES[2 * e]} or ${HALVES[2 * e + 1]})`;
  }
  const h = halfIndex(at);
  const seg = tile.halfSeg[q][h];
  if (seg >= 0) return seg;
  const edge = EDGES[h >> 1];
  if (tile.edgeKind[q][h >> 1] === TOWN) return `the ${edge} edge of ${id} is a town, which has no halves: name the edge ${edge}`;
  return `the ${at} half of ${id} has no segment (its edge faces the sea)`;
}

export function roleOf(tile: CompiledTile, seg: number): Role {
  return ROLE_OF[tile.segments[seg].type];
}

/** A location that names segment `seg` of a tile turned `q` quarter turns (board orientation). */
export function locationOf(tile: CompiledTile, q: number, seg: number): Location {
  let row = tile.locations[q];
  if (!row) row = tile.locations[q] = tile.segments.map((_, i) => findLocation(tile, q, i));
  return row[seg] as Location;
}

function findLocation(tile: CompiledTile, q: number, seg: number): Location {
  const s = tile.segments[seg];
  if (s.type === 'farm') return 'C';
  if (s.edges.length) return EDGES[(s.edges[0] + q) & 3];
  // A plains segment: prefer a whole edge when both its halves belong to it.
  const halves = s.halves.map((h) => (h + 2 * q) & 7).sort((a, b) => a - b);
  for (const h of halves) if (!(h & 1) && halves.includes(h + 1) && tile.edgeKind[q][h >> 1] === PLAINS) return EDGES[h >> 1];
  return HALVES[halves[0]];
}
