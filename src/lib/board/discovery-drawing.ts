/**
 * Schematic drawing of a tile of The Discovery (formats §8): each edge's region as a triangle
 * from the tile's centre, coloured and patterned by kind (plains, mountains, sea), a line where
 * two different regions meet, a band through the centre for a region that joins opposite
 * edges, and a small house for each city on the corner between its land and its sea. In the
 * tile's own orientation (the renderer turns the group). Our drawings: no source shows the tiles.
 */
import type { DiscoveryTileDef, Edge } from '@engine/index';
import EN, { type BoardWords } from '@lib/i18n/ui/board.en';

export type DiscoveryKind = 'plains' | 'mountains' | 'seas';

/** A tile type as formats §8 writes it (the engine's type). */
export type { DiscoveryTileDef };

/** Plain data for drawing a position of The Discovery. */
export interface DiscoveryBoardData {
  tiles: { type: DiscoveryTileDef; x: number; y: number; rotation: number }[];
  figures: { player: string; role: string; x: number; y: number; at: Edge }[];
  players: string[];
  /** The tile placed last (outlined with a red dashed border). */
  highlight?: { x: number; y: number };
}

const EDGES: Edge[] = ['N', 'E', 'S', 'W'];
const KIND_WORD: Record<DiscoveryKind, [string, string]> = {
  plains: ['plains', 'plains'],
  mountains: ['a mountain', 'mountains'],
  seas: ['a sea', 'sea'],
};
/** Corner i sits clockwise after edge i: N→NE, E→SE, S→SW, W→NW. */
const CORNER: [number, number][] = [
  [100, 0],
  [100, 100],
  [0, 100],
  [0, 0],
];
const TRIANGLE: Record<Edge, string> = {
  N: '0,0 100,0 50,50',
  E: '100,0 100,100 50,50',
  S: '100,100 0,100 50,50',
  W: '0,100 0,0 50,50',
};

export interface RegionOnTile {
  kind: DiscoveryKind;
  index: number;
  edges: Edge[];
}

export interface DiscoveryTileShape {
  triangles: { edge: Edge; kind: DiscoveryKind; points: string }[];
  /** A band through the centre joining two opposite edges of one region. */
  band?: { kind: DiscoveryKind; vertical: boolean };
  /** Lines from the centre to a corner where two different regions meet. */
  borders: [number, number][];
  cities: { at: [number, number] }[];
}

/** The regions of a tile, each with its edges. */
export function regionsOf(t: DiscoveryTileDef): RegionOnTile[] {
  const out: RegionOnTile[] = [];
  for (const kind of ['plains', 'mountains', 'seas'] as const)
    (t[kind] ?? []).forEach((r, index) => out.push({ kind, index, edges: [...r.edges] }));
  return out;
}

function regionOfEdge(regions: RegionOnTile[], e: Edge): RegionOnTile | undefined {
  return regions.find((r) => r.edges.includes(e));
}

export function drawDiscoveryTile(t: DiscoveryTileDef): DiscoveryTileShape {
  const regions = regionsOf(t);
  const triangles = EDGES.flatMap((edge) => {
    const r = regionOfEdge(regions, edge);
    return r ? [{ edge, kind: r.kind, points: TRIANGLE[edge] }] : [];
  });
  const borders: [number, number][] = [];
  EDGES.forEach((e, i) => {
    const next = EDGES[(i + 1) % 4];
    if (regionOfEdge(regions, e) !== regionOfEdge(regions, next)) borders.push(CORNER[i]);
  });
  let band: DiscoveryTileShape['band'];
  for (const r of regions) {
    const ns = r.edges.includes('N') && r.edges.includes('S');
    const ew = r.edges.includes('E') && r.edges.includes('W');
    // A region on all four edges, or on three with the fourth elsewhere, needs no band.
    if (ns && !ew && r.edges.length === 2) band = { kind: r.kind, vertical: true };
    if (ew && !ns && r.edges.length === 2) band = { kind: r.kind, vertical: false };
  }
  const cities = (t.cities ?? []).map((c) => {
    const land = (t[c.in] ?? [])[c.index]?.edges ?? [];
    const sea = (t.seas ?? [])[c.sea]?.edges ?? [];
    // The corner where an edge of the land meets an edge of the sea; the house stands on the land side.
    for (let i = 0; i < 4; i++) {
      const a = EDGES[i];
      const b = EDGES[(i + 1) % 4];
      const [cx, cy] = CORNER[i];
      const landEdge =
        land.includes(a) && sea.includes(b) ? a : land.includes(b) && sea.includes(a) ? b : null;
      if (!landEdge) continue;
      const towardLand = { N: [0, -1], E: [1, 0], S: [0, 1], W: [-1, 0] }[landEdge];
      const x = 50 + (cx - 50) * 0.45 + towardLand[0] * 16;
      const y = 50 + (cy - 50) * 0.45 + towardLand[1] * 16;
      const at: [number, number] = [x, y];
      return { at };
    }
    const centre: [number, number] = [50, 50];
    return { at: centre };
  });
  return { triangles, band, borders, cities };
}

/** Board edge shown by tile edge `e` once the tile is turned `rotation` degrees clockwise. */
export function turned(e: Edge, rotation: number): Edge {
  return EDGES[(EDGES.indexOf(e) + rotation / 90) % 4];
}

/** The text alternative: what each board edge shows, and the cities (in words `w`: English by default). */
export function describeDiscoveryTile(
  t: DiscoveryTileDef,
  rotation = 0,
  w: Pick<BoardWords, 'discoveryTile'> = EN,
): string {
  const regions = regionsOf(t);
  const board = (edges: Edge[]) => edges.map((e) => turned(e, rotation));
  const cities = (t.cities ?? []).map((c) => {
    const land = regions.find((r) => r.kind === c.in && r.index === c.index);
    const sea = regions.find((r) => r.kind === 'seas' && r.index === c.sea);
    return {
      inPlains: c.in === 'plains',
      land: land ? board(land.edges) : null,
      sea: sea ? board(sea.edges) : null,
    };
  });
  return w.discoveryTile({
    id: t.id,
    start: !!t.start,
    rotation,
    regions: regions.map((r) => ({ kind: r.kind, edges: board(r.edges) })),
    cities,
  });
}

export { figureSpot } from './figure-spots';

export { KIND_WORD };
