/**
 * Schematic drawing of a tile type: plain shapes in a 100 × 100 box, in the tile's own
 * orientation (the renderer rotates the whole group). Our drawings, not the printed tiles.
 * Also the text alternative that says what is on each edge.
 */
import type { Edge, Half, TileType } from '@engine/index';
import EN, { type TileWords, type TrailEnd } from '@lib/i18n/ui/tile-words.en';

export const SIZE = 100;
const EDGE_ORDER: Edge[] = ['N', 'E', 'S', 'W'];
/** Corners clockwise from north-west; edge i runs from corner i to corner i + 1. */
const CORNERS: [number, number][] = [
  [0, 0],
  [100, 0],
  [100, 100],
  [0, 100],
];
const MID: Record<Edge, [number, number]> = { N: [50, 0], E: [100, 50], S: [50, 100], W: [0, 50] };
/** A point `depth` inside the tile from the middle of an edge. */
function inward(e: Edge, depth: number): [number, number] {
  const [x, y] = MID[e];
  return [x + (50 - x) * (depth / 50), y + (50 - y) * (depth / 50)];
}
const pt = ([x, y]: [number, number]) => `${Math.round(x * 10) / 10},${Math.round(y * 10) / 10}`;

export interface TownShape {
  path: string;
  /** Where to draw its flags. */
  anchor: [number, number];
  flags: number;
}
export interface TrailShape {
  path: string;
  /** Where to draw its trading posts. */
  anchor: [number, number];
  tradingPosts: number;
}
export interface AnimalMark {
  at: [number, number];
  count: number;
}
export interface TileDrawing {
  towns: TownShape[];
  trails: TrailShape[];
  /** A crossing in the middle (three or more trails end there). */
  crossing: boolean;
  farm: boolean;
  animals: AnimalMark[];
  sea: Edge[];
}

function townPath(edges: Edge[]): { path: string; anchor: [number, number] } {
  const idx = edges.map((e) => EDGE_ORDER.indexOf(e)).sort((x, y) => x - y);
  if (idx.length === 1) {
    // A cap: the edge, bulging inwards.
    const e = edges[0];
    const a = CORNERS[idx[0]];
    const b = CORNERS[(idx[0] + 1) % 4];
    const c = inward(e, 34);
    const ctrl: [number, number] = [c[0] * 2 - (a[0] + b[0]) / 2, c[1] * 2 - (a[1] + b[1]) / 2];
    return { path: `M${pt(a)} L${pt(b)} Q${pt(ctrl)} ${pt(a)} Z`, anchor: inward(e, 14) };
  }
  if (idx.length === 2 && (idx[1] - idx[0] === 1 || idx[1] - idx[0] === 3)) {
    // Two neighbouring edges: the triangle cut off by the diagonal.
    const first = idx[1] - idx[0] === 1 ? idx[0] : idx[1];
    const a = CORNERS[first];
    const shared = CORNERS[(first + 1) % 4];
    const b = CORNERS[(first + 2) % 4];
    return {
      path: `M${pt(a)} L${pt(shared)} L${pt(b)} Z`,
      anchor: [(shared[0] * 2 + 50) / 3, (shared[1] * 2 + 50) / 3],
    };
  }
  // Opposite edges, three or four: follow the border, with a bay at each edge that is not town.
  const parts: string[] = [];
  for (let i = 0; i < 4; i++) {
    parts.push(`${i === 0 ? 'M' : 'L'}${pt(CORNERS[i])}`);
    if (!idx.includes(i)) parts.push(`L${pt(inward(EDGE_ORDER[i], 30))}`);
  }
  return { path: parts.join(' ') + ' Z', anchor: [50, 50] };
}

/** How far in from edge `e` a trail runs before it meets the town wall of `towns`. */
function depthToTown(e: Edge, towns: Edge[][]): number {
  const opposite = EDGE_ORDER[(EDGE_ORDER.indexOf(e) + 2) % 4];
  if (towns.some((t) => t.length >= 3)) return 32; // the bay of a large town
  if (towns.some((t) => t.length === 2 && !t.includes(opposite))) return 50; // a corner town's diagonal
  return 64; // a cap on the far edge
}

function trailPath(
  edges: Edge[],
  towns: Edge[][] | null,
  sea: Edge | undefined,
): { path: string; anchor: [number, number] } {
  const a = MID[edges[0]];
  if (edges.length === 1) {
    // A trail ends at the sea (start spaces), at a town's wall, or at a crossing or farm in the middle.
    const end: [number, number] = sea
      ? inward(sea, 10)
      : towns
        ? inward(edges[0], depthToTown(edges[0], towns))
        : [50, 50];
    return { path: `M${pt(a)} L${pt(end)}`, anchor: inward(edges[0], 22) };
  }
  const b = MID[edges[1]];
  return { path: `M${pt(a)} Q50,50 ${pt(b)}`, anchor: inward(edges[0], 24) };
}

/** Where a plains segment lies: the average of its half-edge points, pulled inwards. */
function plainsPoint(halves: Half[]): [number, number] {
  const HP: Record<Half, [number, number]> = {
    Nw: [25, 12],
    Ne: [75, 12],
    En: [88, 25],
    Es: [88, 75],
    Se: [75, 88],
    Sw: [25, 88],
    Ws: [12, 75],
    Wn: [12, 25],
  };
  const x = halves.reduce((s, h) => s + HP[h][0], 0) / halves.length;
  const y = halves.reduce((s, h) => s + HP[h][1], 0) / halves.length;
  // Keep marks off the exact middle, where trails and farms are drawn.
  if (Math.abs(x - 50) < 12 && Math.abs(y - 50) < 12) return [HP[halves[0]][0], HP[halves[0]][1]];
  return [x, y];
}

/** Three or four trails end in the middle of the tile: a crossing. */
export function hasCrossing(t: TileType): boolean {
  return (t.trails ?? []).filter((s) => s.edges.length === 1).length >= 3;
}

export function drawTile(t: TileType): TileDrawing {
  const towns = (t.towns ?? []).map((s) => ({ ...townPath(s.edges), flags: s.flags ?? 0 }));
  const oneEdge = (t.trails ?? []).filter((s) => s.edges.length === 1).length;
  const hasTown = (t.towns ?? []).length > 0;
  const crossing = hasCrossing(t);
  const trails = (t.trails ?? []).map((s) => ({
    ...trailPath(
      s.edges,
      hasTown && !t.farm && !crossing && oneEdge === 1 ? (t.towns ?? []).map((w) => w.edges) : null,
      t.sea?.[0],
    ),
    tradingPosts: s.tradingPosts ?? 0,
  }));
  const animals = (t.plains ?? [])
    .filter((p) => (p.animals ?? 0) > 0)
    .map((p) => ({ at: plainsPoint(p.halves), count: p.animals ?? 0 }));
  return { towns, trails, crossing, farm: !!t.farm, animals, sea: t.sea ?? [] };
}

const ROT: Edge[] = ['N', 'E', 'S', 'W'];
function turn(e: Edge, rotation: number): Edge {
  return ROT[(ROT.indexOf(e) + rotation / 90) % 4];
}

/**
 * What the tile holds, edge by edge, in board orientation: "a town on the north edge and plains
 * on the east, south and west edges" (the words of `w`, English by default).
 */
export function tileContents(t: TileType, rotation = 0, w: TileWords = EN): string {
  const parts: string[] = [];
  const turned = (edges: Edge[]) => edges.map((e) => turn(e, rotation));
  for (const s of t.towns ?? []) parts.push(w.tile.town(turned(s.edges), s.flags ?? 0));
  const crossing = hasCrossing(t);
  for (const s of t.trails ?? []) {
    if (s.edges.length === 2)
      parts.push(
        w.tile.trailThrough(turn(s.edges[0], rotation), turn(s.edges[1], rotation), s.tradingPosts ?? 0),
      );
    else {
      const end: TrailEnd = t.sea?.length
        ? 'sea'
        : crossing
          ? 'crossing'
          : t.farm
            ? 'farm'
            : t.towns?.length
              ? 'town'
              : 'middle';
      parts.push(w.tile.trailEnd(turned(s.edges), end, s.tradingPosts ?? 0));
    }
  }
  if (t.farm) parts.push(w.tile.farm);
  const animals = (t.plains ?? []).reduce((n, p) => n + (p.animals ?? 0), 0);
  const plainsEdges = EDGE_ORDER.filter(
    (e) =>
      (t.plains ?? []).some((p) => p.halves.some((h) => h[0] === e)) &&
      !(t.trails ?? []).some((s) => s.edges.includes(e)),
  );
  if (plainsEdges.length) parts.push(w.tile.plains(turned(plainsEdges)));
  if (animals) parts.push(w.tile.animals(animals));
  if (t.sea?.length) parts.push(w.tile.sea(turned(t.sea)));
  return parts.length ? w.list(parts) : w.tile.plainsOnly;
}

/** A sentence or two saying what the tile shows, edge by edge, in board orientation. */
export function describeTile(t: TileType, rotation = 0, w: TileWords = EN): string {
  const name = t.id.startsWith('start-') ? w.tile.startName(t.id.slice(6), t.name) : w.tile.tileName(t.id);
  return w.tile.sentence(`${name}${w.tile.turned(rotation)}`, tileContents(t, rotation, w));
}
