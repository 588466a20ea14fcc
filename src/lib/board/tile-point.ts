/**
 * Which part of a tile lies under a point the player tapped, from the shapes the tile drawings use
 * (src/lib/tiles/tile-drawing.ts, TileSvg.svelte): a town, a trail, plains, the farm, the sea or a
 * crossing, and the place a piece would stand there (a side or half-side in board orientation, as the
 * engine names them: `N`, `Ne`, `C`). Points are in tile units (0–100, board orientation). Pure.
 */
import type { DiscoveryTileDef, TileType } from '@engine/index';
import { hasCrossing } from '@lib/tiles/tile-drawing';

export type PointFeature = 'town' | 'trail' | 'plains' | 'farm' | 'sea' | 'crossing' | 'mountains' | 'seas';

export interface TilePoint {
  feature: PointFeature;
  /** Where a piece on this part would stand (board orientation); null: no piece stands there. */
  at: string | null;
}

const SIDES = ['N', 'E', 'S', 'W'];
/** Half-sides clockwise from the north side's west half: half 2i and 2i + 1 lie on side i. */
const HALVES = ['Nw', 'Ne', 'En', 'Es', 'Se', 'Sw', 'Ws', 'Wn'];
/** How near a trail's line a tap still counts as on the trail, in tile units. */
const TRAIL_REACH = 9;

/** The side whose triangle (cut by the diagonals) holds the point, how deep in and how far along. */
function sideOf(x: number, y: number): { side: number; depth: number; along: number } {
  const dx = x - 50;
  const dy = y - 50;
  if (Math.abs(dy) >= Math.abs(dx))
    return dy < 0 ? { side: 0, depth: y, along: dx } : { side: 2, depth: 100 - y, along: -dx };
  return dx > 0 ? { side: 1, depth: 100 - x, along: dy } : { side: 3, depth: x, along: -dy };
}

/** A point in board orientation turned back into the tile's own (the drawing turns clockwise). */
function unturn(px: number, py: number, rotation: number): [number, number] {
  let [x, y] = [px, py];
  for (let k = (((rotation / 90) % 4) + 4) % 4; k > 0; k--) [x, y] = [y, 100 - x];
  return [x, y];
}

const MID: [number, number][] = [
  [50, 0],
  [100, 50],
  [50, 100],
  [0, 50],
];

function segmentDistance(p: [number, number], a: [number, number], b: [number, number]): number {
  const [vx, vy] = [b[0] - a[0], b[1] - a[1]];
  const len = vx * vx + vy * vy;
  const t = len ? Math.max(0, Math.min(1, ((p[0] - a[0]) * vx + (p[1] - a[1]) * vy) / len)) : 0;
  return Math.hypot(p[0] - a[0] - t * vx, p[1] - a[1] - t * vy);
}

/** How far the point is from a trail through sides `edges` (a curve through the middle, or a line inwards). */
function trailDistance(p: [number, number], edges: number[]): number {
  const a = MID[edges[0]];
  if (edges.length === 1) return segmentDistance(p, a, [50 + (a[0] - 50) * 0.1, 50 + (a[1] - 50) * 0.1]);
  const b = MID[edges[1]];
  let best = Infinity;
  let prev = a;
  for (let i = 1; i <= 16; i++) {
    const t = i / 16;
    const q: [number, number] = [
      (1 - t) ** 2 * a[0] + 2 * t * (1 - t) * 50 + t * t * b[0],
      (1 - t) ** 2 * a[1] + 2 * t * (1 - t) * 50 + t * t * b[1],
    ];
    best = Math.min(best, segmentDistance(p, prev, q));
    prev = q;
  }
  return best;
}

/** Is the point (in side `side`'s triangle, `depth` in, `along` from its middle) inside the town through `edges`? */
function inTown(edges: number[], side: number, depth: number, along: number): boolean {
  const opposite = edges.length === 2 && Math.abs(edges[0] - edges[1]) === 2;
  if (edges.length === 1) return edges[0] === side && depth < 34 * (1 - (along / 50) ** 2);
  if (edges.length === 2 && !opposite) return edges.includes(side);
  // A large town fills the tile but for a bay at each side that is not town.
  return edges.includes(side) || depth >= 30 * (1 - Math.abs(along) / 50);
}

/** The half-side a plains point belongs to, from the side it is nearest (or the next one round). */
function halfOf(side: number, along: number, blocked: (s: number) => boolean): string {
  if (!blocked(side)) return HALVES[2 * side + (along < 0 ? 0 : 1)];
  return along < 0 ? HALVES[2 * ((side + 3) % 4) + 1] : HALVES[2 * ((side + 1) % 4)];
}

/** A side or half-side of the tile's own orientation, named in board orientation. */
function turnPlace(at: string, rotation: number): string {
  const q = (((rotation / 90) % 4) + 4) % 4;
  if (at === 'C') return at;
  if (at.length === 1) return SIDES[(SIDES.indexOf(at) + q) % 4];
  return HALVES[(HALVES.indexOf(at) + 2 * q) % 8];
}

/** What New World tile `t`, turned `rotation`, shows at point (px, py) of the board. */
export function newWorldPoint(t: TileType, rotation: number, px: number, py: number): TilePoint {
  const p = unturn(px, py, rotation);
  const { side, depth, along } = sideOf(p[0], p[1]);
  const idx = (edges: readonly string[]) => edges.map((e) => SIDES.indexOf(e));
  const sea = idx(t.sea ?? []);
  if (sea.includes(side) && depth < 12) return { feature: 'sea', at: null };
  const trails = (t.trails ?? []).map((s) => idx(s.edges));
  const near = trails.map((edges) => ({ edges, d: trailDistance(p, edges) })).sort((a, b) => a.d - b.d)[0];
  if (hasCrossing(t) && Math.hypot(p[0] - 50, p[1] - 50) < 8) return { feature: 'crossing', at: null };
  if (t.farm && p[0] >= 36 && p[0] <= 64 && p[1] >= 34 && p[1] <= 60) return { feature: 'farm', at: 'C' };
  if (near && near.d < TRAIL_REACH)
    return { feature: 'trail', at: turnPlace(SIDES[near.edges[0]], rotation) };
  const towns = (t.towns ?? []).map((s) => idx(s.edges));
  const town = towns.find((edges) => inTown(edges, side, depth, along));
  if (town) return { feature: 'town', at: turnPlace(SIDES[town.includes(side) ? side : town[0]], rotation) };
  const blocked = (s: number) => sea.includes(s) || towns.some((edges) => edges.includes(s));
  return { feature: 'plains', at: turnPlace(halfOf(side, along, blocked), rotation) };
}

/** What Discovery tile `t`, turned `rotation`, shows at point (px, py): the region of the side nearest it. */
export function discoveryPoint(t: DiscoveryTileDef, rotation: number, px: number, py: number): TilePoint {
  const p = unturn(px, py, rotation);
  const side = SIDES[sideOf(p[0], p[1]).side];
  const kinds: ('plains' | 'mountains' | 'seas')[] = ['plains', 'mountains', 'seas'];
  const feature = kinds.find((k) => (t[k] ?? []).some((r) => r.edges.some((e) => e === side))) ?? 'plains';
  return { feature, at: turnPlace(side, rotation) };
}
