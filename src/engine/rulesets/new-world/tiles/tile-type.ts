/**
 * Tile types: validation of the JSON form (formats §2) and compilation into the lookup
 * tables the board uses (which segment sits on each edge and half, for every rotation).
 */
import { shown } from '../../../core/said';
import { asArray, asInt, asObject } from '../../../core/json';
import { EDGES, edgeIndex, halfIndex, isEdge, isHalf } from '../../../core/geometry';
import { rotationTables, type Shape } from '../../../core/shape';
import { refuseNewWorld, type EdgeKindName, type NameList, type TilePart } from '../refusals';
import type { FeatureType, Location, TileType } from '../types';

/** What an edge shows, for edge matching. */
export const PLAINS = 0;
export const TRAIL = 1;
export const TOWN = 2;
export const SEA = 3;
export const EDGE_KIND_NAMES: readonly EdgeKindName[] = ['plains', 'trail', 'town', 'sea'];

export interface CompiledSegment {
  type: FeatureType;
  /** Index within its list in the tile type (towns[i], trails[i], plains[i]; 0 for the farm). */
  index: number;
  /** Edges (tile orientation) for towns and trails; halves for plains; none for a farm. */
  edges: number[];
  halves: number[];
  flags: number;
  tradingPosts: number;
  animals: number;
}

/**
 * A tile type ready for the board: the core's shape tables (edge kinds PLAINS, TRAIL, TOWN,
 * SEA; towns and trails claim edges, plains claim halves) plus the New World segments.
 */
export interface CompiledTile extends Shape<FeatureType> {
  type: TileType;
  isStart: boolean;
  segments: CompiledSegment[];
  farmSeg: number;
  /** locations[q][seg]: a location naming each segment at q quarter turns (filled by settlers.ts). */
  locations: Location[][];
  /**
   * closers[q]: the board edges (N, E, S, W as 0–3) whose town or trail a tile turned q quarter
   * turns may complete, towns first, then trails, each in edge order (completion.ts's order).
   */
  closers: number[][];
}

const MAX_SMALL = 99;

function count(raw: unknown, path: string): number {
  return raw === undefined ? 0 : asInt(raw, path, 0, MAX_SMALL);
}

function names<T extends string>(
  raw: unknown,
  path: string,
  ok: (x: unknown) => x is T,
  list: NameList,
): T[] {
  if (!Array.isArray(raw) || raw.length === 0) refuseNewWorld(path, { code: 'names-empty', list });
  const seen = new Set<string>();
  const out: T[] = [];
  raw.forEach((x: unknown, i) => {
    if (!ok(x)) refuseNewWorld(`${path}[${i}]`, { code: 'not-a-name', list, got: shown(x) });
    if (seen.has(x)) refuseNewWorld(`${path}[${i}]`, { code: 'name-twice', name: x });
    seen.add(x);
    out.push(x);
  });
  return out;
}

/** Check a tile type from JSON; returns a clean copy or throws an EngineError naming the place. */
export function validateTileType(raw: unknown, path: string): TileType {
  const o = asObject(raw, path);
  if (typeof o.id !== 'string' || o.id.length === 0 || o.id.length > 40)
    refuseNewWorld(`${path}.id`, { code: 'bad-type-id', got: shown(o.id) });
  const t: TileType = { id: o.id };
  if (o.number !== undefined) t.number = count(o.number, `${path}.number`);
  if (o.count !== undefined) t.count = count(o.count, `${path}.count`);
  if (o.name !== undefined) {
    if (typeof o.name !== 'string')
      refuseNewWorld(`${path}.name`, { code: 'name-not-text', got: shown(o.name) });
    t.name = o.name;
  }
  if (o.schematic !== undefined) t.schematic = o.schematic === true;
  t.towns = asArray(o.towns ?? [], `${path}.towns`, 4).map((s, i) => {
    const p = `${path}.towns[${i}]`;
    const so = asObject(s, p);
    return { edges: names(so.edges, `${p}.edges`, isEdge, 'edges'), flags: count(so.flags, `${p}.flags`) };
  });
  t.trails = asArray(o.trails ?? [], `${path}.trails`, 4).map((s, i) => {
    const p = `${path}.trails[${i}]`;
    const so = asObject(s, p);
    const edges = names(so.edges, `${p}.edges`, isEdge, 'edges');
    if (edges.length > 2) refuseNewWorld(`${p}.edges`, { code: 'trail-edges', count: edges.length });
    return { edges, tradingPosts: count(so.tradingPosts, `${p}.tradingPosts`) };
  });
  t.plains = asArray(o.plains ?? [], `${path}.plains`, 8).map((s, i) => {
    const p = `${path}.plains[${i}]`;
    const so = asObject(s, p);
    return {
      halves: names(so.halves, `${p}.halves`, isHalf, 'half-edges'),
      animals: count(so.animals, `${p}.animals`),
    };
  });
  if (o.farm !== undefined && typeof o.farm !== 'boolean')
    refuseNewWorld(`${path}.farm`, { code: 'farm-not-boolean', got: shown(o.farm) });
  t.farm = o.farm === true;
  if (o.sea !== undefined) t.sea = names(o.sea, `${path}.sea`, isEdge, 'edges');

  // Every edge is covered by exactly one of: town, trail, plains halves, sea.
  const edgeOwner: (TilePart | null)[] = [null, null, null, null];
  const claim = (e: number, by: TilePart, p: string) => {
    const owner = edgeOwner[e];
    if (owner) refuseNewWorld(p, { code: 'edge-covered-twice', edge: EDGES[e], by: owner });
    edgeOwner[e] = by;
  };
  t.towns.forEach((s, i) =>
    s.edges.forEach((e) => claim(edgeIndex(e), { list: 'towns', index: i }, `${path}.towns[${i}].edges`)),
  );
  t.trails.forEach((s, i) =>
    s.edges.forEach((e) => claim(edgeIndex(e), { list: 'trails', index: i }, `${path}.trails[${i}].edges`)),
  );
  (t.sea ?? []).forEach((e) => claim(edgeIndex(e), { list: 'sea' }, `${path}.sea`));
  const halfOwner: (TilePart | null)[] = new Array<TilePart | null>(8).fill(null);
  t.plains.forEach((s, i) =>
    s.halves.forEach((h) => {
      const hi = halfIndex(h);
      const p = `${path}.plains[${i}].halves`;
      const held = halfOwner[hi];
      if (held) refuseNewWorld(p, { code: 'half-covered-twice', half: h, by: held });
      halfOwner[hi] = { list: 'plains', index: i };
      const owner = edgeOwner[hi >> 1];
      if (owner && (owner.list === 'towns' || owner.list === 'sea'))
        refuseNewWorld(p, {
          code: 'half-on-closed-edge',
          half: h,
          edge: EDGES[hi >> 1],
          kind: owner.list === 'sea' ? 'sea' : 'town',
        });
    }),
  );
  for (let e = 0; e < 4; e++) {
    const owner = edgeOwner[e];
    const both = halfOwner[2 * e] && halfOwner[2 * e + 1];
    if (owner?.list === 'trails' && !both)
      refuseNewWorld(path, { code: 'trail-needs-plains', edge: EDGES[e] });
    if (!owner && !both) refuseNewWorld(path, { code: 'edge-uncovered', edge: EDGES[e] });
  }
  return t;
}

/** Build the lookup tables for a valid tile type. */
export function compileTile(t: TileType): CompiledTile {
  const segments: CompiledSegment[] = [];
  const none: number[] = [];
  const base = { edges: none, halves: none, flags: 0, tradingPosts: 0, animals: 0 };
  (t.towns ?? []).forEach((s, index) =>
    segments.push({ ...base, type: 'town', index, edges: s.edges.map(edgeIndex), flags: s.flags ?? 0 }),
  );
  (t.trails ?? []).forEach((s, index) =>
    segments.push({
      ...base,
      type: 'trail',
      index,
      edges: s.edges.map(edgeIndex),
      tradingPosts: s.tradingPosts ?? 0,
    }),
  );
  (t.plains ?? []).forEach((s, index) =>
    segments.push({
      ...base,
      type: 'plains',
      index,
      halves: s.halves.map(halfIndex),
      animals: s.animals ?? 0,
    }),
  );
  let farmSeg = -1;
  if (t.farm) {
    farmSeg = segments.length;
    segments.push({ ...base, type: 'farm', index: 0 });
  }
  const kind0 = [PLAINS, PLAINS, PLAINS, PLAINS];
  const seg0 = [-1, -1, -1, -1];
  const half0 = new Array(8).fill(-1);
  segments.forEach((s, i) => {
    for (const e of s.edges) {
      kind0[e] = s.type === 'town' ? TOWN : TRAIL;
      seg0[e] = i;
    }
    for (const h of s.halves) half0[h] = i;
  });
  for (const e of t.sea ?? []) kind0[edgeIndex(e)] = SEA;
  const tables = rotationTables(kind0, seg0, half0);
  const edgesOf = (q: number, kind: number) => [0, 1, 2, 3].filter((d) => tables.edgeKind[q][d] === kind);
  return {
    id: t.id,
    type: t,
    isStart: t.id.startsWith('start-'),
    segments,
    segTypes: segments.map((s) => s.type),
    segEdges: segments.map((s) => s.edges.length),
    ...tables,
    farmSeg,
    locations: [],
    closers: [0, 1, 2, 3].map((q) => [...edgesOf(q, TOWN), ...edgesOf(q, TRAIL)]),
  };
}
