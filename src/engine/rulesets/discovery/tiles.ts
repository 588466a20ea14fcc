/**
 * The Discovery's tiles (formats §8): every edge belongs to one region (plains, mountains or
 * sea) named by whole edges; cities stand in a land region on the shore of a sea of the same
 * tile. The French rules give 84 tiles, the start tile among them, but no source gives their
 * layouts: the set below is SCHEMATIC, drawn by us so that every case of the rules occurs
 * (two seas on a tile, cities in mountains, regions across opposite edges, regions of 1 to 4
 * edges). Counts add up to the rulebook's 84; the layouts are not the printed ones.
 */
import { shown } from '../../core/said';
import { EDGES, edgeIndex, isEdge, type Edge } from '../../core/geometry';
import { asArray, asBool, asInt, asObject } from '../../core/json';
import { rotationTables, type Shape } from '../../core/shape';
import type { DiscoveryTileDef, RegionKind } from './types';
import { REGION_KINDS } from './types';
import { refuseDiscovery } from './refusals';

/** Edge kinds as the board matches them. */
export const KIND_INDEX: Record<RegionKind, number> = { plains: 0, mountains: 1, seas: 2 };
export const KIND_NAMES = ['plains', 'mountains', 'sea'] as const;

export interface DiscoveryTile extends Shape<RegionKind> {
  def: DiscoveryTileDef;
  isStart: boolean;
  /** Per segment: the tile edges (indices) it claims, in the tile's own orientation. */
  segEdgeList: number[][];
  /** Per segment: the segments of this tile it borders (sharing a corner of the tile). */
  borders: number[][];
  /** Cities: the land segment they stand in and the sea segment they face. */
  cities: { land: number; sea: number }[];
}

/** Check a tile type (a JSON value) and name the place when it is wrong. */
export function validateTileType(raw: unknown, path: string): DiscoveryTileDef {
  const o = asObject(raw, path);
  if (typeof o.id !== 'string' || !/^[A-Za-z0-9_-]{1,20}$/.test(o.id))
    refuseDiscovery(`${path}.id`, { code: 'bad-tile-id', got: shown(o.id) });
  const def: DiscoveryTileDef = { id: o.id };
  if (o.count !== undefined) def.count = asInt(o.count, `${path}.count`, 0, 100);
  if (o.start !== undefined) def.start = asBool(o.start, `${path}.start`);
  /** Per edge, the region that claims it. */
  const owner: ({ kind: RegionKind; index: number } | null)[] = [null, null, null, null];
  for (const kind of REGION_KINDS) {
    if (o[kind] === undefined) continue;
    def[kind] = asArray(o[kind], `${path}.${kind}`, 4).map((r, i) => {
      const rp = `${path}.${kind}[${i}]`;
      const edges = asArray(asObject(r, rp).edges, `${rp}.edges`, 4);
      if (edges.length === 0) refuseDiscovery(`${rp}.edges`, { code: 'no-edges' });
      return {
        edges: edges.map((e, j) => {
          if (!isEdge(e)) refuseDiscovery(`${rp}.edges[${j}]`, { code: 'not-an-edge-letter', got: shown(e) });
          const d = edgeIndex(e);
          const held = owner[d];
          if (held)
            refuseDiscovery(`${rp}.edges[${j}]`, {
              code: 'edge-taken',
              edge: e,
              kind: held.kind,
              index: held.index,
            });
          owner[d] = { kind, index: i };
          return e;
        }),
      };
    });
  }
  const missing = EDGES.filter((_, d) => !owner[d]);
  if (missing.length) refuseDiscovery(path, { code: 'edges-unclaimed', edges: missing });
  if (o.cities !== undefined) {
    def.cities = asArray(o.cities, `${path}.cities`, 8).map((c, i) => {
      const cp = `${path}.cities[${i}]`;
      const co = asObject(c, cp);
      if (co.in !== 'plains' && co.in !== 'mountains')
        refuseDiscovery(`${cp}.in`, { code: 'city-not-on-land', got: shown(co.in) });
      const land = def[co.in] ?? [];
      const index = asInt(co.index ?? 0, `${cp}.index`, 0, 3);
      if (index >= land.length)
        refuseDiscovery(`${cp}.index`, { code: 'no-such-region', kind: co.in, count: land.length, index });
      const seas = def.seas ?? [];
      const sea = asInt(co.sea ?? 0, `${cp}.sea`, 0, 3);
      if (sea >= seas.length) refuseDiscovery(`${cp}.sea`, { code: 'no-such-sea', count: seas.length, sea });
      if (!touches(land[index].edges, seas[sea].edges))
        refuseDiscovery(`${cp}.sea`, { code: 'city-off-shore', kind: co.in, index, sea });
      return { in: co.in, index, sea };
    });
  }
  return def;
}

/** Whether two edge lists share a corner of the tile (an edge of one next to an edge of the other). */
function touches(a: readonly Edge[], b: readonly Edge[]): boolean {
  return a.some((x) => b.some((y) => (edgeIndex(x) - edgeIndex(y) + 4) % 2 === 1));
}

/** Build the board's tables for a tile type. */
export function compileTile(def: DiscoveryTileDef): DiscoveryTile {
  const segTypes: RegionKind[] = [];
  const segEdgeList: number[][] = [];
  const kinds = [0, 0, 0, 0];
  const edgeSegs = [-1, -1, -1, -1];
  const firstOf: Record<RegionKind, number> = { plains: 0, mountains: 0, seas: 0 };
  for (const kind of REGION_KINDS) {
    firstOf[kind] = segTypes.length;
    for (const r of def[kind] ?? []) {
      const s = segTypes.length;
      segTypes.push(kind);
      segEdgeList.push(r.edges.map(edgeIndex));
      for (const e of r.edges) {
        kinds[edgeIndex(e)] = KIND_INDEX[kind];
        edgeSegs[edgeIndex(e)] = s;
      }
    }
  }
  const borders = segEdgeList.map((mine, a) =>
    segEdgeList.flatMap((theirs, b) =>
      a !== b && mine.some((x) => theirs.some((y) => (x - y + 4) % 2 === 1)) ? [b] : [],
    ),
  );
  const cities = (def.cities ?? []).map((c) => ({
    land: firstOf[c.in] + c.index,
    sea: firstOf.seas + c.sea,
  }));
  // The board sums these over each region: cities standing in a land segment, cities facing a sea segment.
  const segWeights = segTypes.map((_, i) => cities.filter((c) => c.land === i || c.sea === i).length);
  return {
    id: def.id,
    def,
    isStart: def.start === true,
    segTypes,
    segEdges: segEdgeList.map((e) => e.length),
    segEdgeList,
    segWeights,
    borders,
    cities,
    ...rotationTables(kinds, edgeSegs),
  };
}

type Spec = [id: string, count: number, regions: string, cities?: string];

/**
 * The schematic set, written compactly: regions as `kind:edges` separated by spaces (P plains,
 * M mountains, S sea), cities as `kind index>sea` (e.g. `P0>0`: in plains 0, facing sea 0).
 */
const SET: Spec[] = [
  ['start', 1, 'P:WN S:E M:S', 'P0>0'],
  ['D1', 4, 'P:NESW'],
  ['D2', 4, 'P:NES S:W', 'P0>0'],
  ['D3', 3, 'P:NES M:W'],
  ['D4', 2, 'M:NESW'],
  ['D5', 3, 'M:NES S:W', 'M0>0'],
  ['D6', 4, 'P:WS M:N S:E', 'P0>0'],
  ['D7', 2, 'S:NESW'],
  ['D8', 4, 'S:NES P:W', 'P0>0'],
  ['D9', 3, 'S:NES M:W', 'M0>0'],
  ['D10', 3, 'P:NS S:E S:W', 'P0>0'],
  ['D11', 2, 'M:EW P:N P:S'],
  ['D12', 3, 'S:NS P:E M:W', 'P0>0 M0>0'],
  ['D13', 3, 'P:NE S:SW', 'P0>0 P0>0'],
  ['D14', 3, 'M:NE S:SW', 'M0>0'],
  ['D15', 3, 'P:NE M:SW'],
  ['D16', 3, 'P:N M:E P:S S:W', 'P0>0 P1>0'],
  ['D17', 3, 'P:N S:E M:S S:W', 'P0>0 M0>1'],
  ['D18', 3, 'M:NES P:W'],
  ['D19', 3, 'P:NE S:S M:W', 'P0>0'],
  ['D20', 3, 'S:NE M:S P:W', 'P0>0 M0>0'],
  ['D21', 2, 'M:NS S:E S:W', 'M0>0'],
  ['D22', 2, 'S:N P:E S:S M:W', 'P0>1'],
  ['D23', 2, 'P:NS M:E M:W'],
  ['D24', 4, 'S:NE P:SW', 'P0>0'],
  ['D25', 3, 'P:NES S:W', 'P0>0 P0>0'],
  ['D26', 3, 'M:NE P:S S:W', 'P0>0'],
  ['D27', 3, 'S:N M:E P:S M:W', 'M0>0'],
  ['D28', 3, 'S:NS P:E P:W', 'P0>0 P1>0'],
];

const LETTER: Record<string, RegionKind> = { P: 'plains', M: 'mountains', S: 'seas' };
const CITY_IN: Record<string, 'plains' | 'mountains'> = { P: 'plains', M: 'mountains' };

function expand([id, count, regions, cities]: Spec): DiscoveryTileDef {
  const def: DiscoveryTileDef = { id, count };
  if (id === 'start') def.start = true;
  for (const r of regions.split(' ')) {
    const [k, edges] = r.split(':');
    (def[LETTER[k]] ??= []).push({ edges: edges.split('').filter(isEdge) });
  }
  if (cities)
    def.cities = cities
      .split(' ')
      .map((c) => ({ in: CITY_IN[c[0]], index: Number(c[1]), sea: Number(c[3]) }));
  return validateTileType(def, `tiles.${id}`);
}

/** The 84 tiles of the schematic set (the start tile included), as tile types. */
export const STANDARD_TILES: readonly DiscoveryTileDef[] = SET.map(expand);
export const STANDARD_TILE_COUNT = STANDARD_TILES.reduce((n, t) => n + (t.count ?? 0), 0);
export { START_TILE } from './constants';
