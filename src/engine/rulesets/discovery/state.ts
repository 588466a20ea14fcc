/**
 * The state of a game of The Discovery as plain fields, and the setup that builds it from a
 * record's players, options, tiles and `setup` position. DiscoveryGame owns one; figures.ts
 * changes it.
 */
import { ownOr } from '../../core/names';
import { EDGES, quarter, type Edge } from '../../core/geometry';
import type { PlacedTile } from '../../core/board';
import { FIGURES_PER_PLAYER } from './constants';
import { tilesRemoved } from './options';
import { refuseDiscovery } from './refusals';
import { createBoard, type DiscoveryBoard } from './regions';
import type { DiscoverySpec } from './record';
import { compileTile, STANDARD_TILES, START_TILE, type DiscoveryTile } from './tiles';
import type {
  DiscoveryEvent,
  DiscoveryOptions,
  DiscoveryPlacedTurn,
  DiscoveryRole,
  DiscoveryTurn,
} from './types';
import { ROLE_OF_KIND } from './types';

export { FIGURES_PER_PLAYER };

/** A figure on the table. */
export interface TableFigure {
  /** Index in `players`. */
  player: number;
  /** Segment id on the board. */
  seg: number;
  role: DiscoveryRole;
  x: number;
  y: number;
  at: Edge;
}

export interface DiscoveryPending {
  placed: PlacedTile<DiscoveryTile>;
  turn: DiscoveryPlacedTurn;
  /** What the player did after placing: nothing yet, put a figure down, or withdrew one. */
  acted: 'figure' | 'withdraw' | null;
  /** This tile was the last one to play (the box is known and now holds only tiles set aside). */
  last: boolean;
}

export interface DiscoveryState {
  readonly spec: DiscoverySpec;
  readonly players: string[];
  readonly options: DiscoveryOptions;
  readonly board: DiscoveryBoard;
  readonly catalog: Map<string, DiscoveryTile>;
  /**
   * Tiles left in the box (the start tile is never in it), or null when the record brings its own tiles (not
   * checked).
   */
  supply: Map<string, number> | null;
  /** How many tiles the box holds (the sum of `supply`; 0 without one). */
  inBox: number;
  figures: TableFigure[];
  reserve: number[];
  points: number[];
  log: DiscoveryEvent[];
  current: number;
  played: DiscoveryTurn[];
  pending: DiscoveryPending | null;
  finished: boolean;
}

const STANDARD_CATALOG = new Map(STANDARD_TILES.map((t) => [t.id, compileTile(t)]));
/** The standard box (the start tile is on the table): tile id and count, and how many in all. */
const STANDARD_BOX: readonly (readonly [string, number])[] = STANDARD_TILES.filter((t) => !t.start).map(
  (t) => [t.id, t.count ?? 0],
);
const STANDARD_BOX_COUNT = STANDARD_BOX.reduce((n, [, c]) => n + c, 0);

export function tileType(s: DiscoveryState, id: string, path: string): DiscoveryTile {
  const t = s.catalog.get(id);
  if (!t) refuseDiscovery(path, { code: 'unknown-tile', id });
  return t;
}

/**
 * Tiles still to be played: those in the box less the ones the expert variant sets aside unseen
 * (they are never drawn). Infinity when the record brings its own tiles (no box is kept).
 */
export function tilesToPlay(s: DiscoveryState): number {
  if (!s.supply) return Infinity;
  return Math.max(0, s.inBox - tilesRemoved(s.players.length, s.options));
}

export function take(s: DiscoveryState, id: string, path: string): void {
  if (!s.supply) return;
  const n = s.supply.get(id) ?? 0;
  if (n <= 0) refuseDiscovery(path, { code: 'none-left', tile: id });
  s.supply.set(id, n - 1);
  s.inBox--;
}

/** Where a figure standing on edge `at` of a placed tile is: its segment and role. */
export function segmentAt(placed: PlacedTile<DiscoveryTile>, at: Edge): { seg: number; role: DiscoveryRole } {
  const local = placed.tile.edgeSeg[placed.q][EDGES.indexOf(at)];
  return { seg: placed.segBase + local, role: ROLE_OF_KIND[placed.tile.segTypes[local]] };
}

/** Build the starting position: the start tile at (0, 0), or the record's setup. */
export function createState(spec: DiscoverySpec): DiscoveryState {
  const catalog = spec.tiles ? new Map(STANDARD_CATALOG) : STANDARD_CATALOG;
  if (spec.tiles) for (const t of spec.tiles) catalog.set(t.id, compileTile(t));
  const supply = spec.tiles ? null : new Map(STANDARD_BOX);
  const s: DiscoveryState = {
    spec,
    players: spec.players,
    options: spec.options,
    board: createBoard(),
    catalog,
    supply,
    inBox: supply ? STANDARD_BOX_COUNT : 0,
    figures: [],
    reserve: spec.players.map(() => FIGURES_PER_PLAYER),
    points: spec.players.map((p) => ownOr(spec.setup?.scores, p, 0)),
    log: [],
    current: 0,
    played: [],
    pending: null,
    finished: false,
  };
  const placed = spec.setup?.placed ?? [{ tile: START_TILE, x: 0, y: 0, rotation: 0 as const }];
  placed.forEach((p, i) => {
    const path = spec.setup ? `setup.placed[${i}]` : 'start tile';
    const t = tileType(s, p.tile, `${path}.tile`);
    const q = quarter(p.rotation ?? 0);
    const why = s.board.placementWhy(t, p.x, p.y, q, false);
    if (why)
      refuseDiscovery(path, {
        code: 'setup-misplaced',
        tile: p.tile,
        x: p.x,
        y: p.y,
        rotation: p.rotation ?? 0,
        why,
      });
    if (!t.isStart) take(s, p.tile, `${path}.tile`);
    const put = s.board.put(t, p.x, p.y, q);
    if ('figure' in p && p.figure) {
      const who = spec.players.indexOf(p.figure.player);
      if (s.reserve[who] === 0)
        refuseDiscovery(`${path}.figure`, { code: 'setup-no-figure-left', player: p.figure.player });
      const { seg, role } = segmentAt(put, p.figure.at);
      if (p.figure.role && p.figure.role !== role)
        refuseDiscovery(`${path}.figure.role`, {
          code: 'setup-wrong-role',
          at: p.figure.at,
          kind: put.tile.segTypes[seg - put.segBase],
          role,
          given: p.figure.role,
        });
      s.reserve[who]--;
      s.board.occupy(seg, 1);
      s.figures.push({ player: who, seg, role, x: p.x, y: p.y, at: p.figure.at });
    }
  });
  return s;
}
