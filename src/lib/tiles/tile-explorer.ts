/**
 * The tile explorer (tiles/distribution page): what each standard New World tile type holds,
 * read from the engine's tile data; its features named in words, in board orientation; a
 * filter by those facts; and a small fixed position to try a tile against, with the squares
 * where it fits as the engine says. Plain data, no DOM: the island and the tests both use it.
 * The layouts are the engine's schematic ones (our design, not the printed tiles).
 */
// Narrow imports: New World's rules and the session, not The Discovery's.
import { Game, STANDARD_TILES, Session } from '@engine/play';
import type { Edge, GameRecord, Half, Rotation, TileType } from '@engine/index';
import type { NewWorldPlacementWhy } from '@engine/refusals';

/** The edge each half-edge lies on. */
const EDGE_OF_HALF: Record<Half, Edge> = {
  Nw: 'N',
  Ne: 'N',
  En: 'E',
  Es: 'E',
  Se: 'S',
  Sw: 'S',
  Ws: 'W',
  Wn: 'W',
};
import { hasCrossing } from './tile-drawing';
import EN, { type TileWords, type TrailEnd } from '@lib/i18n/ui/tile-words.en';

/** What a filter can ask of a tile. */
export type Fact = 'flag' | 'twoTowns' | 'tradingPost' | 'animals' | 'farm' | 'crossing';

/** The six filters, in the order the explorer shows them. */
export const FACTS: readonly { id: Fact; label: string }[] = [
  { id: 'flag', label: 'Town with a flag' },
  { id: 'twoTowns', label: 'Two town segments' },
  { id: 'tradingPost', label: 'Trading post' },
  { id: 'animals', label: 'Animals' },
  { id: 'farm', label: 'Farm' },
  { id: 'crossing', label: 'Crossing' },
];

export type Facts = Record<Fact, boolean>;

export interface ExplorerTile {
  /** Rulebook letter, A … AX. */
  id: string;
  /** Wiki number, 1 … 50. */
  number: number;
  /** Copies in the box. */
  count: number;
  type: TileType;
  facts: Facts;
}

/** The facts of one tile type, read off its segments. */
export function tileFacts(t: TileType): Facts {
  const towns = t.towns ?? [];
  const trails = t.trails ?? [];
  return {
    flag: towns.some((s) => (s.flags ?? 0) > 0),
    twoTowns: towns.length >= 2,
    tradingPost: trails.some((s) => (s.tradingPosts ?? 0) > 0),
    animals: (t.plains ?? []).some((p) => (p.animals ?? 0) > 0),
    farm: !!t.farm,
    crossing: hasCrossing(t),
  };
}

/** Every standard land tile type, in letter order, with its facts. */
export const EXPLORER_TILES: readonly ExplorerTile[] = STANDARD_TILES.map((t) => ({
  id: t.id,
  number: t.number ?? 0,
  count: t.count ?? 0,
  type: t,
  facts: tileFacts(t),
}));

/** The tiles that have every fact asked for (none asked: all of them). */
export function filterTiles(
  wanted: Iterable<Fact>,
  tiles: readonly ExplorerTile[] = EXPLORER_TILES,
): ExplorerTile[] {
  const want = [...wanted];
  return tiles.filter((t) => want.every((f) => t.facts[f]));
}

/** How many types and how many tiles in the box a list holds. */
export function totals(tiles: readonly ExplorerTile[]): { types: number; tiles: number } {
  return { types: tiles.length, tiles: tiles.reduce((n, t) => n + t.count, 0) };
}

// ----- features named in words -----

const ORDER: Edge[] = ['N', 'E', 'S', 'W'];

/** The edge a tile edge faces after `rotation` degrees clockwise. */
export function turnEdge(e: Edge, rotation: number): Edge {
  return ORDER[(ORDER.indexOf(e) + Math.round(rotation / 90)) % 4];
}

/**
 * The tile's features, one phrase each, with edges named as the tile lies on the table after
 * `rotation`: "a town on the north edge with a flag", "a trail from east to west with a
 * trading post", "a crossing where 3 trails end", "2 animals on the plains by the south edge"
 * (the words of `w`, English by default).
 */
export function featureNames(t: TileType, rotation = 0, w: TileWords = EN): string[] {
  const turned = (edges: Edge[]) => ORDER.filter((e) => edges.some((x) => turnEdge(x, rotation) === e));
  const f = w.features;
  const out: string[] = [];
  for (const s of t.towns ?? []) out.push(f.town(turned(s.edges), s.flags ?? 0));
  const crossing = hasCrossing(t);
  const ends = (t.trails ?? []).filter((s) => s.edges.length === 1).length;
  if (crossing) out.push(f.crossing(ends));
  for (const s of t.trails ?? []) {
    if (s.edges.length === 2) {
      const [a, b] = turned(s.edges);
      out.push(f.trailThrough(a, b, s.tradingPosts ?? 0));
    } else {
      const end: TrailEnd = t.sea?.length
        ? 'sea'
        : crossing
          ? 'crossing'
          : t.farm
            ? 'farm'
            : t.towns?.length
              ? 'town'
              : 'middle';
      out.push(f.trailEnd(turned(s.edges), end, s.tradingPosts ?? 0));
    }
  }
  if (t.farm) out.push(f.farm);
  for (const p of t.plains ?? []) {
    if (!p.animals) continue;
    out.push(f.animals(p.animals, turned([...new Set(p.halves.map((h) => EDGE_OF_HALF[h]))])));
  }
  const trailEdges = new Set((t.trails ?? []).flatMap((s) => s.edges));
  const plainsEdges = ORDER.filter(
    (e) => !trailEdges.has(e) && (t.plains ?? []).some((p) => p.halves.some((h) => h[0] === e)),
  );
  if (plainsEdges.length) out.push(f.plains(turned(plainsEdges)));
  return out;
}

// ----- the small position to try a tile against -----

/**
 * A small fixed position (formats §3 record, `setup.placed`): the start board with four land
 * tiles by the trail of start space 2 and the town of New York. Every type used here has
 * copies left in the box, so each one can still be tried.
 */
export const SMALL_POSITION: GameRecord = {
  format: 'new-world-record',
  version: 1,
  ruleset: 'new-world',
  title: 'A small position to try tiles against',
  players: ['Red', 'Blue'],
  setup: {
    placed: [
      { tile: 'K', col: 1, row: 2, rotation: 0 },
      { tile: 'Q', col: 2, row: 2, rotation: 90 },
      { tile: 'U', col: 1, row: 4, rotation: 0 },
      { tile: 'B', col: 1, row: 6, rotation: 0 },
    ],
  },
  turns: [],
};

/** The stretch of the table the explorer shows: rows 2 to 7 (start spaces 2 to 7 and the land beside them). */
export const POSITION_ROWS: readonly [number, number] = [2, 7];

export const ROTATIONS: readonly Rotation[] = [0, 90, 180, 270];

export interface Square {
  col: number;
  row: number;
}

const inWindow = (row: number) => row >= POSITION_ROWS[0] && row <= POSITION_ROWS[1];

/**
 * A session on the small position with `tileId` in hand (picked, not drawn) at `rotation`:
 * what the board island draws. Without a tile, no tile in hand.
 */
export function positionSession(tileId?: string, rotation: Rotation = 0): Session {
  const s = Session.load(SMALL_POSITION);
  if (tileId) {
    s.draw(tileId);
    if (rotation) s.setRotation(rotation);
  }
  return s;
}

let game: Game | null = null;
function positionGame(): Game {
  if (!game) game = Game.fromRecord(SMALL_POSITION);
  return game;
}

/**
 * Why tile `tileId` turned `rotation` cannot stand at (col, row) of the small position, as the board says it
 * (data); null when it can.
 */
export function boardWhy(
  tileId: string,
  rotation: Rotation,
  col: number,
  row: number,
): NewWorldPlacementWhy | null {
  const g = positionGame();
  return g.board.whyNotAt(g.tileType(tileId), col, row, rotation / 90);
}

/** The squares of the small position (rows 2–7) where tile `tileId` fits at `rotation`, by the engine's rules. */
export function legalSquares(tileId: string, rotation: Rotation): Square[] {
  return positionGame()
    .legalPlacements(tileId)
    .filter((p) => p.rotation === rotation && inWindow(p.row))
    .map((p) => ({ col: p.col, row: p.row }));
}

/** The rotations at which `tileId` fits somewhere in the small position (none: it fits nowhere there). */
export function fittingRotations(tileId: string): Rotation[] {
  return ROTATIONS.filter((r) => legalSquares(tileId, r).length > 0);
}
