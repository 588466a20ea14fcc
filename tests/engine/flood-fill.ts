/**
 * A brute-force reference for the engine's features, written from formats.md alone.
 *
 * It knows nothing of the engine's board (no union-find, no compiled tiles, no open-edge
 * counters): from the tiles on the table (id, col, row, rotation) and the tile type data it
 * lists every segment, links segments that meet across an edge, and flood-fills the links
 * into features. It is slow and simple on purpose; the tests compare it with `Game.features()`.
 *
 * Geometry (formats §1): the west neighbour of (col, row) is (col + 1, row), east (col - 1, row),
 * north (col, row - 1), south (col, row + 1). Edge e at rotation r shows on board edge
 * (e + r/90) mod 4 in the order N, E, S, W; half h at (h + 2·r/90) mod 8 in the order
 * Nw, Ne, En, Es, Se, Sw, Ws, Wn.
 */
import { START_SPACES, STANDARD_TILES } from '@engine/index';
import type { Edge, FeatureType, Half, Location, Rotation, TileType } from '@engine/index';

const EDGE_ORDER: Edge[] = ['N', 'E', 'S', 'W'];
const HALF_ORDER: Half[] = ['Nw', 'Ne', 'En', 'Es', 'Se', 'Sw', 'Ws', 'Wn'];

/** Where the neighbour across each board edge is. */
const STEP: Record<Edge, [number, number]> = { N: [0, -1], E: [-1, 0], S: [0, 1], W: [1, 0] };
const OPPOSITE: Record<Edge, Edge> = { N: 'S', S: 'N', E: 'W', W: 'E' };
/** The neighbour's half that touches each half across the edge. */
const FACING: Record<Half, Half> = {
  Nw: 'Sw',
  Ne: 'Se',
  En: 'Wn',
  Es: 'Ws',
  Sw: 'Nw',
  Se: 'Ne',
  Wn: 'En',
  Ws: 'Es',
};
/** The board edge a half lies on. */
const EDGE_OF: Record<Half, Edge> = {
  Nw: 'N',
  Ne: 'N',
  En: 'E',
  Es: 'E',
  Se: 'S',
  Sw: 'S',
  Ws: 'W',
  Wn: 'W',
};

export interface TableTile {
  tile: string;
  col: number;
  row: number;
  rotation: Rotation;
}

/** One segment of one tile on the table, in board orientation. */
export interface RefSegment {
  col: number;
  row: number;
  /** Index in the tile type's list: towns, then trails, then plains, then the farm. */
  index: number;
  type: FeatureType;
  edges: Edge[];
  halves: Half[];
  flags: number;
  tradingPosts: number;
  animals: number;
  start: boolean;
}

export interface RefFeature {
  type: FeatureType;
  /** `col,row,index` keys, sorted. */
  segments: string[];
  /** `col,row` keys, sorted. */
  tiles: string[];
  startTiles: number;
  flags: number;
  tradingPosts: number;
  animals: number;
  /** Towns and trails: edges of the feature that face an empty position. */
  open: number;
  complete: boolean;
}

export type EdgeKind = 'town' | 'trail' | 'plains' | 'sea';

/** Tile types by id: the standard set and the start spaces, then a record's own tiles on top. */
export function tileTypes(own: readonly TileType[] = []): Map<string, TileType> {
  const out = new Map<string, TileType>();
  for (const t of [...STANDARD_TILES, ...START_SPACES, ...own]) out.set(t.id, t);
  return out;
}

export function turnEdge(e: Edge, rotation: Rotation): Edge {
  return EDGE_ORDER[(EDGE_ORDER.indexOf(e) + rotation / 90) % 4];
}
export function turnHalf(h: Half, rotation: Rotation): Half {
  return HALF_ORDER[(HALF_ORDER.indexOf(h) + (2 * rotation) / 90) % 8];
}

const posKey = (col: number, row: number) => `${col},${row}`;
const segKey = (col: number, row: number, index: number) => `${col},${row},${index}`;

/** The segments of a tile type turned `rotation`, placed at (col, row). */
export function segmentsOf(t: TileType, col: number, row: number, rotation: Rotation): RefSegment[] {
  const out: RefSegment[] = [];
  const start = t.id.startsWith('start-');
  const base = {
    col,
    row,
    start,
    edges: [] as Edge[],
    halves: [] as Half[],
    flags: 0,
    tradingPosts: 0,
    animals: 0,
  };
  for (const s of t.towns ?? [])
    out.push({
      ...base,
      index: out.length,
      type: 'town',
      edges: s.edges.map((e) => turnEdge(e, rotation)),
      flags: s.flags ?? 0,
    });
  for (const s of t.trails ?? [])
    out.push({
      ...base,
      index: out.length,
      type: 'trail',
      edges: s.edges.map((e) => turnEdge(e, rotation)),
      tradingPosts: s.tradingPosts ?? 0,
    });
  for (const s of t.plains ?? [])
    out.push({
      ...base,
      index: out.length,
      type: 'plains',
      halves: s.halves.map((h) => turnHalf(h, rotation)),
      animals: s.animals ?? 0,
    });
  if (t.farm) out.push({ ...base, index: out.length, type: 'farm' });
  return out;
}

/** What each board edge of a tile shows (N, E, S, W), for edge matching. */
export function edgeKinds(t: TileType, rotation: Rotation): Record<Edge, EdgeKind> {
  const out: Record<Edge, EdgeKind> = { N: 'plains', E: 'plains', S: 'plains', W: 'plains' };
  for (const s of t.towns ?? []) for (const e of s.edges) out[turnEdge(e, rotation)] = 'town';
  for (const s of t.trails ?? []) for (const e of s.edges) out[turnEdge(e, rotation)] = 'trail';
  for (const e of t.sea ?? []) out[turnEdge(e, rotation)] = 'sea';
  return out;
}

/**
 * Whether a land tile may go at (col, row) turned `rotation`, by the rules alone: column 1 or
 * beyond, an empty spot, at least one edge neighbour, and every touching edge showing the same
 * kind. Returns a checker for one table (built once, asked many times).
 */
export function legalityByRules(table: readonly TableTile[], types: Map<string, TileType>) {
  const at = new Map(table.map((x) => [posKey(x.col, x.row), x]));
  const kinds = new Map<string, Record<Edge, EdgeKind>>();
  const kindsOf = (id: string, rotation: Rotation) => {
    const k = `${id}@${rotation}`;
    let v = kinds.get(k);
    if (!v) kinds.set(k, (v = edgeKinds(types.get(id)!, rotation)));
    return v;
  };
  return (tileId: string, col: number, row: number, rotation: Rotation): boolean => {
    if (!types.has(tileId) || tileId.startsWith('start-')) return false;
    if (col < 1 || at.has(posKey(col, row))) return false;
    const mine = kindsOf(tileId, rotation);
    let touching = 0;
    for (const e of EDGE_ORDER) {
      const n = at.get(posKey(col + STEP[e][0], row + STEP[e][1]));
      if (!n) continue;
      touching++;
      if (kindsOf(n.tile, n.rotation)[OPPOSITE[e]] !== mine[e]) return false;
    }
    return touching > 0;
  };
}

/** Every pair of touching edges that do not match (a check on the table itself). */
export function mismatches(table: readonly TableTile[], types: Map<string, TileType>): string[] {
  const at = new Map(table.map((x) => [posKey(x.col, x.row), x]));
  const out: string[] = [];
  for (const x of table) {
    const mine = edgeKinds(types.get(x.tile)!, x.rotation);
    for (const e of EDGE_ORDER) {
      const n = at.get(posKey(x.col + STEP[e][0], x.row + STEP[e][1]));
      if (!n) continue;
      const theirs = edgeKinds(types.get(n.tile)!, n.rotation)[OPPOSITE[e]];
      if (theirs !== mine[e])
        out.push(`${x.tile}@${x.col},${x.row} ${e} is ${mine[e]}, ${n.tile}@${n.col},${n.row} is ${theirs}`);
    }
  }
  return out;
}

/** Every segment on the table. */
export function allSegments(table: readonly TableTile[], types: Map<string, TileType>): RefSegment[] {
  return table.flatMap((x) => {
    const t = types.get(x.tile);
    if (!t) throw new Error(`reference: unknown tile ${x.tile}`);
    return segmentsOf(t, x.col, x.row, x.rotation);
  });
}

/**
 * Flood-fill the table's segments into features. `farmStartFills` (option farmStartSpaces): whether
 * a start space fills a space around a farm.
 */
export function floodFill(
  table: readonly TableTile[],
  types: Map<string, TileType>,
  farmStartFills = true,
): RefFeature[] {
  const segs = allSegments(table, types);
  const num = (col: number, row: number) => col * 100003 + row;
  const byPos = new Map<number, RefSegment[]>();
  for (const s of segs) {
    const list = byPos.get(num(s.col, s.row));
    if (list) list.push(s);
    else byPos.set(num(s.col, s.row), [s]);
  }
  const filled = new Set(table.map((x) => num(x.col, x.row)));
  const occupied = (col: number, row: number) => filled.has(num(col, row));
  // The start spaces are column 0 (the board); land tiles go west of it.
  const starts = new Set(table.filter((x) => x.col === 0).map((x) => num(x.col, x.row)));
  const startAt = (col: number, row: number) => starts.has(num(col, row));

  /** The segments a segment touches across its edges. */
  const links = (s: RefSegment): RefSegment[] => {
    const out: RefSegment[] = [];
    if (s.type === 'town' || s.type === 'trail') {
      for (const e of s.edges) {
        const [dc, dr] = STEP[e];
        for (const n of byPos.get(num(s.col + dc, s.row + dr)) ?? [])
          if (n.type === s.type && n.edges.includes(OPPOSITE[e])) out.push(n);
      }
    } else if (s.type === 'plains') {
      for (const h of s.halves) {
        const [dc, dr] = STEP[EDGE_OF[h]];
        for (const n of byPos.get(num(s.col + dc, s.row + dr)) ?? [])
          if (n.type === 'plains' && n.halves.includes(FACING[h])) out.push(n);
      }
    }
    return out;
  };

  const seen = new Set<RefSegment>();
  const features: RefFeature[] = [];
  for (const s of segs) {
    if (seen.has(s)) continue;
    const members: RefSegment[] = [];
    const stack = [s];
    seen.add(s);
    while (stack.length) {
      const cur = stack.pop()!;
      members.push(cur);
      for (const n of links(cur)) {
        if (!seen.has(n)) {
          seen.add(n);
          stack.push(n);
        }
      }
    }
    const tiles = [...new Set(members.map((m) => posKey(m.col, m.row)))].sort();
    let open = 0;
    for (const m of members)
      for (const e of m.edges) if (!occupied(m.col + STEP[e][0], m.row + STEP[e][1])) open++;
    let complete = false;
    if (s.type === 'town' || s.type === 'trail') complete = open === 0;
    else if (s.type === 'farm') {
      let filled = 0;
      for (let dc = -1; dc <= 1; dc++)
        for (let dr = -1; dr <= 1; dr++)
          if (
            (dc || dr) &&
            occupied(s.col + dc, s.row + dr) &&
            (farmStartFills || !startAt(s.col + dc, s.row + dr))
          )
            filled++;
      complete = filled === 8;
    }
    features.push({
      type: s.type,
      segments: members.map((m) => segKey(m.col, m.row, m.index)).sort(),
      tiles,
      startTiles: new Set(members.filter((m) => m.start).map((m) => posKey(m.col, m.row))).size,
      flags: members.reduce((n, m) => n + m.flags, 0),
      tradingPosts: members.reduce((n, m) => n + m.tradingPosts, 0),
      animals: members.reduce((n, m) => n + m.animals, 0),
      open,
      complete,
    });
  }
  return features.sort((a, b) => (a.segments[0] < b.segments[0] ? -1 : 1));
}

/**
 * The segment a location names on a tile (board orientation), by formats §3: `C` the farm; an
 * edge its town or trail, or its plains when both halves are one segment; a half its plains,
 * or the town on that edge. Null when it names none.
 */
export function segmentAtLocation(
  t: TileType,
  col: number,
  row: number,
  rotation: Rotation,
  at: Location,
): RefSegment | null {
  const segs = segmentsOf(t, col, row, rotation);
  if (at === 'C') return segs.find((s) => s.type === 'farm') ?? null;
  if ((EDGE_ORDER as string[]).includes(at)) {
    const e = at as Edge;
    const onEdge = segs.find((s) => s.edges.includes(e));
    if (onEdge) return onEdge;
    const halves = HALF_ORDER.filter((h) => EDGE_OF[h] === e);
    const a = segs.find((s) => s.halves.includes(halves[0]));
    const b = segs.find((s) => s.halves.includes(halves[1]));
    return a && a === b ? a : null;
  }
  const h = at as Half;
  return (
    segs.find((s) => s.halves.includes(h)) ??
    segs.find((s) => s.type === 'town' && s.edges.includes(EDGE_OF[h])) ??
    null
  );
}

/** A location that names a segment (for writing settlers and order entries). */
export function locationOfSegment(s: RefSegment): Location {
  if (s.type === 'farm') return 'C';
  if (s.edges.length) return s.edges[0];
  return s.halves[0];
}

export { posKey, segKey };
