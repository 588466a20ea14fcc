/**
 * Settlers (rulebook, Deploying a settler): naming a segment by a location in board
 * orientation, the role a segment calls for (shopkeeper in a town, robber on a trail, trapper
 * on plains, farmer in a farm), the rule that a feature may hold only one settler when a new
 * one arrives, and settlers going home.
 */
import { refuseNewWorld, type NewWorldLocationWhy } from './refusals';
import { EDGES, HALVES, edgeIndex, halfIndex } from '../../core/geometry';
import type { PlacedTile } from './board';
import type { State, TableSettler } from './state';
import { PLAINS, SEA, TOWN, TRAIL, type CompiledTile } from './tiles/tile-type';
import type { FeatureType, Location, Role } from './types';

export const ROLES: readonly Role[] = ['shopkeeper', 'robber', 'trapper', 'farmer'];

/** Settlers each player has to deploy (the sixth piece is the score marker). */
export const SETTLERS_PER_PLAYER = 5;

/** The role a settler takes on each kind of feature. */
export const ROLE_OF: Record<FeatureType, Role> = {
  town: 'shopkeeper',
  trail: 'robber',
  plains: 'trapper',
  farm: 'farmer',
};

/**
 * The segment (index in the tile type) that a location names on a tile turned `q` quarter
 * turns, or why it names none (as data: refusals.ts says it in words).
 */
export function segmentAt(tile: CompiledTile, q: number, at: Location): number | NewWorldLocationWhy {
  const id = tile.type.id;
  if (at === 'C') return tile.farmSeg >= 0 ? tile.farmSeg : { area: 'new-world', code: 'no-farm', tile: id };
  const e = edgeIndex(at);
  if (e >= 0) {
    const kind = tile.edgeKind[q][e];
    if (kind === TOWN || kind === TRAIL) return tile.edgeSeg[q][e];
    if (kind === SEA) return { area: 'new-world', code: 'edge-faces-sea', edge: EDGES[e], tile: id };
    const a = tile.halfSeg[q][2 * e];
    const b = tile.halfSeg[q][2 * e + 1];
    if (a === b) return a;
    return { area: 'new-world', code: 'edge-two-plains', edge: EDGES[e], tile: id };
  }
  const h = halfIndex(at);
  const seg = tile.halfSeg[q][h];
  if (seg >= 0) return seg;
  if (tile.edgeKind[q][h >> 1] === TOWN)
    return { area: 'new-world', code: 'town-no-halves', edge: EDGES[h >> 1], tile: id };
  return { area: 'new-world', code: 'half-faces-sea', half: HALVES[h], tile: id };
}

export function roleOf(tile: CompiledTile, seg: number): Role {
  return ROLE_OF[tile.segments[seg].type];
}

/** A location that names segment `seg` of a tile turned `q` quarter turns (board orientation). */
export function locationOf(tile: CompiledTile, q: number, seg: number): Location {
  let row = tile.locations[q];
  if (!row) row = tile.locations[q] = tile.segments.map((_, i) => findLocation(tile, q, i));
  return row[seg];
}

function findLocation(tile: CompiledTile, q: number, seg: number): Location {
  const s = tile.segments[seg];
  if (s.type === 'farm') return 'C';
  if (s.edges.length) return EDGES[(s.edges[0] + q) & 3];
  // A plains segment: prefer a whole edge when both its halves belong to it.
  const halves = s.halves.map((h) => (h + 2 * q) & 7).sort((a, b) => a - b);
  for (const h of halves)
    if (!(h & 1) && halves.includes(h + 1) && tile.edgeKind[q][h >> 1] === PLAINS) return EDGES[h >> 1];
  return HALVES[halves[0]];
}

/**
 * Put a settler of `player` on a placed tile; `checkFree`: the feature must hold no settler yet
 * (a settler deployed in play; setup positions may hold several).
 */
export function seat(
  s: State,
  placed: PlacedTile,
  spec: { at: Location; role?: Role },
  player: number,
  path: string,
  checkFree: boolean,
): TableSettler {
  if (s.reserve[player] === 0) refuseNewWorld(path, { code: 'no-settler-left', player: s.players[player] });
  const local = segmentAt(placed.tile, placed.q, spec.at);
  if (typeof local !== 'number') refuseNewWorld(`${path}.at`, local);
  const role = roleOf(placed.tile, local);
  const type = placed.tile.segments[local].type;
  if (spec.role && spec.role !== role)
    refuseNewWorld(`${path}.role`, { code: 'wrong-role', feature: type, role, asked: spec.role });
  const seg = placed.segBase + local;
  const other = checkFree ? occupant(s, seg) : undefined;
  if (other)
    refuseNewWorld(`${path}.at`, {
      code: 'feature-held',
      feature: type,
      owner: s.players[other.player],
      role: other.role,
      col: other.col,
      row: other.row,
    });
  s.reserve[player]--;
  s.board.occupy(seg, 1);
  const settler: TableSettler = {
    player,
    seg,
    role,
    lying: role === 'trapper',
    col: placed.x,
    row: placed.y,
    at: spec.at,
  };
  s.table.push(settler);
  return settler;
}

/** Roles and locations free for a new settler on a placed tile (its feature holds nobody). */
export function freeSpots(s: State, placed: PlacedTile): { role: Role; at: Location }[] {
  const out: { role: Role; at: Location }[] = [];
  const n = placed.tile.segments.length;
  for (let i = 0; i < n; i++)
    if (s.board.occupantsOf(placed.segBase + i) === 0)
      out.push({ role: roleOf(placed.tile, i), at: locationOf(placed.tile, placed.q, i) });
  return out;
}

/** A settler on the feature of `seg`, if any. */
export function occupant(s: State, seg: number): TableSettler | undefined {
  if (s.board.occupantsOf(seg) === 0) return undefined;
  const root = s.board.find(seg);
  return s.table.find((t) => s.board.find(t.seg) === root);
}

/** Standing settlers (not lying trappers) on the feature whose root is `root`. */
export function standingOn(s: State, root: number): TableSettler[] {
  const out: TableSettler[] = [];
  for (const t of s.table) if (!t.lying && s.board.find(t.seg) === root) out.push(t);
  return out;
}

/** Settlers on the table grouped by the root of their feature. */
export function settlersByFeature(s: State): Map<number, TableSettler[]> {
  const out = new Map<number, TableSettler[]>();
  for (const t of s.table) {
    const root = s.board.find(t.seg);
    const list = out.get(root);
    if (list) list.push(t);
    else out.set(root, [t]);
  }
  return out;
}

/** A settler goes back to its owner's supply: after scoring (`return`) or fallen behind (`evict`). */
export function sendHome(s: State, t: TableSettler, kind: 'return' | 'evict', turn: number): void {
  // In place (the table is never handed out: views copy it, forks slice it).
  const i = s.table.indexOf(t);
  if (i >= 0) s.table.splice(i, 1);
  s.board.occupy(t.seg, -1);
  s.reserve[t.player]++;
  s.log.push({ kind, type: kind, turn, player: s.players[t.player], role: t.role, col: t.col, row: t.row });
}
