/**
 * The Discovery's table: the core board (x east, y south) and what a region holds. A region
 * is complete when none of its edges is open. Cities count for a mountain when they stand in
 * it or in a plains region bordering it, and for a sea when they stand on its shore.
 */
import { Board, type PlacedTile } from '../../core/board';
import { EAST_POSITIVE } from '../../core/geometry';
import { KIND_NAMES, type DiscoveryTile } from './tiles';
import type { DiscoveryOptions, RegionKind, RegionView } from './types';

export type DiscoveryBoard = Board<DiscoveryTile>;

export function createBoard(): DiscoveryBoard {
  return new Board<DiscoveryTile>({ offsets: EAST_POSITIVE, kindNames: KIND_NAMES });
}

/** Corners of a tile at (x, y) as grid points: NW, NE, SE, SW. */
const CORNER_DX = [0, 1, 1, 0];
const CORNER_DY = [0, 0, 1, 1];
/** The two corners (NW=0, NE=1, SE=2, SW=3) of board edge d (N, E, S, W). */
const EDGE_CORNERS = [
  [0, 1],
  [1, 2],
  [2, 3],
  [3, 0],
];
/** The two board edges meeting at corner c. */
const CORNER_EDGES = [
  [0, 3],
  [0, 1],
  [1, 2],
  [2, 3],
];

/** The board edges a segment claims, for a placed tile. */
function boardEdges(p: PlacedTile<DiscoveryTile>, local: number): number[] {
  return p.tile.segEdgeList[local].map((e) => (e + p.q) & 3);
}

/** Roots of the regions of kind `kind` that border the region of `root`. */
export function borderingRegions(
  board: DiscoveryBoard,
  root: number,
  kind: RegionKind,
  o: Pick<DiscoveryOptions, 'cornerBorder'>,
): Set<number> {
  const n = bordering(board, root, kind, o);
  const out = new Set<number>();
  for (let i = 0; i < n; i++) out.add(found[i]);
  return out;
}

/** The roots `bordering` found (its first entries; the list is reused). */
const found: number[] = [];

/**
 * `found` with root `r` added after its first `n` entries unless it is `own` or there already; the
 * new count. (A function of the module, not a closure made at each call: the bench and the command
 * line run under tsx, whose named closures cost a property definition each time they are made,
 * 9% of a Discovery game.)
 */
function addRoot(r: number, own: number, n: number): number {
  if (r === own) return n;
  for (let i = 0; i < n; i++) if (found[i] === r) return n;
  found[n] = r;
  return n + 1;
}

/**
 * Put the roots of the regions of kind `kind` bordering the region of `root` at the start of `found`, each
 * once, in the order met; how many.
 */
function bordering(
  board: DiscoveryBoard,
  root: number,
  kind: RegionKind,
  o: Pick<DiscoveryOptions, 'cornerBorder'>,
): number {
  const own = board.find(root);
  let n = 0;
  for (let seg = own; seg >= 0; seg = board.nextMember(seg)) {
    const placed = board.tiles[board.segTile[seg]];
    const local = seg - placed.segBase;
    for (const b of placed.tile.borders[local])
      if (placed.tile.segTypes[b] === kind) n = addRoot(board.find(placed.segBase + b), own, n);
    if (!o.cornerBorder) continue;
    // Grid corners this segment reaches: every region with an edge at the same point borders it.
    for (const d of boardEdges(placed, local))
      for (const c of EDGE_CORNERS[d]) {
        const vx = placed.x + CORNER_DX[c];
        const vy = placed.y + CORNER_DY[c];
        for (let tc = 0; tc < 4; tc++) {
          const t = board.tileAt(vx - CORNER_DX[tc], vy - CORNER_DY[tc]);
          if (!t) continue;
          for (const e of CORNER_EDGES[tc]) {
            const s = t.tile.edgeSeg[t.q][e];
            if (s >= 0 && t.tile.segTypes[s] === kind) n = addRoot(board.find(t.segBase + s), own, n);
          }
        }
      }
  }
  return n;
}

/**
 * Cities on the shores of the sea whose root is `sea` when a city also faces every sea its land
 * region touches on its tile (option cityShores "every-sea").
 */
function citiesOnEveryShore(board: DiscoveryBoard, sea: number): number {
  let n = 0;
  for (const t of board.tilesOf(sea)) {
    const p = board.tiles[t];
    for (const c of p.tile.cities) {
      if (board.find(p.segBase + c.sea) === sea) n++;
      // Every sea of the city's tile that its land region touches on that tile.
      else if (
        p.tile.borders[c.land].some((b) => p.tile.segTypes[b] === 'seas' && board.find(p.segBase + b) === sea)
      )
        n++;
    }
  }
  return n;
}

/**
 * How many cities count for the region of `root`, each city once. The board sums each region's
 * cities as tiles join (a land region: the cities standing in it; a sea: the cities facing it).
 */
export function citiesFor(board: DiscoveryBoard, root: number, o: DiscoveryOptions): number {
  const r = board.find(root);
  const kind = board.segType[r];
  if (kind === 'seas') return o.cityShores === 'every-sea' ? citiesOnEveryShore(board, r) : board.weightOf(r);
  let n = board.weightOf(r);
  if (kind === 'mountains')
    for (let i = 0, k = bordering(board, r, 'plains', o); i < k; i++) n += board.weightOf(found[i]);
  return n;
}

/** What the region of segment `seg` holds. */
export function regionView(board: DiscoveryBoard, seg: number, o: DiscoveryOptions): RegionView {
  const r = board.find(seg);
  const tiles = board.tilesOf(r);
  return {
    kind: board.segType[r],
    tiles: tiles.length,
    cities: citiesFor(board, r, o),
    complete: board.openOf(r) === 0,
    at: tiles.map((t) => ({ x: board.tiles[t].x, y: board.tiles[t].y })),
  };
}
