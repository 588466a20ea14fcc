/**
 * The state of a New World game, as plain fields that the rule modules read and change
 * (settlers.ts, turn-scoring.ts, surveyors.ts, final-scoring.ts), and the setup that builds it
 * from a record's players, options, tiles and `setup` position. The Game facade owns one.
 */
import { fail } from '../../core/errors';
import { quarter } from '../../core/geometry';
import { NewWorldBoard, type FeatureInfo, type PlacedTile } from './board';
import type { ParsedRecord } from './record';
import type { FeatureCounts } from './scoring';
import { SETTLERS_PER_PLAYER, seat } from './settlers';
import type { SurveyorState } from './surveyors';
import { catalog, START_ROWS, STANDARD_TILES, type CompiledTile } from './tiles';
import type { FeatureRef, GameEvent, Location, Role, RuleOptions, Turn } from './types';

/** A record without its moves: what a game starts from. */
export type GameSpec = Omit<ParsedRecord, 'turns' | 'finish'>;

/** A settler on the table. */
export interface TableSettler {
  /** Index in `players`. */
  player: number;
  /** Segment id on the board. */
  seg: number;
  role: Role;
  lying: boolean;
  col: number;
  row: number;
  at: Location;
}

/** The turn in progress: the tile is down, a settler may follow, then the scoring. */
export interface Pending {
  placed: PlacedTile;
  /** The turn as it will go into the record. */
  turn: Turn;
  deployed: boolean;
}

export interface State {
  readonly spec: GameSpec;
  readonly players: string[];
  readonly options: RuleOptions;
  readonly board: NewWorldBoard;
  readonly catalog: Map<string, CompiledTile>;
  /** Tiles left in the box, or null when the record brings its own tiles (not checked). */
  supply: Map<string, number> | null;
  table: TableSettler[];
  /** Settlers in supply, per player index. */
  reserve: number[];
  points: number[];
  surv: SurveyorState;
  log: GameEvent[];
  /** Index of the player whose turn it is. */
  current: number;
  played: Turn[];
  pending: Pending | null;
  finished: boolean;
}

/** A tile type by id, or a refusal naming the place. */
export function tileType(s: State, id: string, path = 'tile'): CompiledTile {
  const t = s.catalog.get(id);
  if (!t) fail(path, `${JSON.stringify(id)} is not a tile type (standard tiles are A–AX)`);
  return t;
}

/** Take a tile from the box (standard set only). */
export function take(s: State, id: string, path: string): void {
  if (!s.supply) return;
  const left = s.supply.get(id) ?? 0;
  if (left <= 0) fail(path, `no tile ${id} is left in the supply`);
  s.supply.set(id, left - 1);
}

/** Whether the box still holds a tile of this type (always, when the record brings its own tiles). */
export function inSupply(s: State, id: string): boolean {
  return !s.supply || (s.supply.get(id) ?? 0) > 0;
}

/** Where a tile type comes from, for error messages: `tiles[3]` for a record's own. */
function tilePath(spec: GameSpec, id: string): string {
  const i = spec.tiles?.findIndex((t) => t.id === id) ?? -1;
  return i >= 0 ? `tiles[${i}]` : 'start board';
}

/** A fresh game: the start board, the setup position, the surveyors and the starting scores. */
export function createState(spec: GameSpec): State {
  const players = spec.players;
  const options = spec.options;
  const setup = spec.setup ?? {};
  if (setup.trackSurveyor !== undefined && !options.trackSurveyor)
    fail('setup.trackSurveyor', 'is only used with the trackSurveyor option (the house rule)');
  const track = options.trackSurveyor ? (setup.trackSurveyor ?? 0) : null;
  const defaultSurveyors = track === null ? [0, 0] : [0];
  const surveyors = setup.surveyors ?? defaultSurveyors;
  if (surveyors.length !== defaultSurveyors.length)
    fail('setup.surveyors', `needs ${defaultSurveyors.length} column${defaultSurveyors.length > 1 ? 's' : ''} (${track === null ? 'two surveyors on the board' : 'one on the board, one on the score track'})`);
  const s: State = {
    spec,
    players,
    options,
    board: new NewWorldBoard(),
    catalog: catalog(spec.tiles),
    supply: spec.tiles?.length ? null : new Map(STANDARD_TILES.map((t) => [t.id, t.count ?? 0])),
    table: [],
    reserve: players.map(() => SETTLERS_PER_PLAYER),
    points: players.map(() => 0),
    surv: { surveyors: [...surveyors], track },
    log: [],
    current: 0,
    played: [],
    pending: null,
    finished: false,
  };
  for (let row = 0; row < START_ROWS; row++) {
    const t = s.catalog.get(`start-${row}`);
    if (!t) continue;
    // A record may bring its own start spaces: they must match each other too.
    const why = s.board.whyNotAt(t, 0, row, 0, false, false);
    if (why) fail(tilePath(spec, t.type.id), `start space ${t.type.id} does not fit the start board: ${why}`);
    s.board.put(t, 0, row, 0);
  }
  (setup.placed ?? []).forEach((p, i) => {
    const path = `setup.placed[${i}]`;
    const tile = tileType(s, p.tile, `${path}.tile`);
    if (tile.isStart) fail(`${path}.tile`, 'start spaces are printed on the board and cannot be placed');
    const q = quarter(p.rotation ?? 0);
    const why = s.board.whyNotAt(tile, p.col, p.row, q, false);
    if (why) fail(path, `tile ${p.tile} cannot go at (${p.col}, ${p.row}): ${why}`);
    take(s, p.tile, `${path}.tile`);
    const placed = s.board.put(tile, p.col, p.row, q);
    if (p.settler) seat(s, placed, p.settler, players.indexOf(p.settler.player!), `${path}.settler`, false);
  });
  for (const [name, v] of Object.entries(setup.scores ?? {})) s.points[players.indexOf(name)] = v;
  return s;
}

/** What a feature counts, after the start-space option. */
export function countsOf(s: State, info: FeatureInfo): FeatureCounts {
  const withStart = s.options.startSpacesCount;
  let surrounding = 0;
  if (info.type === 'farm') {
    const n = s.board.farmNeighbours(info.tiles[0]);
    // Farms follow their own option: start spaces around a farm fill it and count (our reading) or not.
    surrounding = s.options.farmStartSpaces ? n.filled : n.land;
  }
  return {
    type: info.type,
    tiles: withStart ? info.tiles.length : info.tiles.length - info.startTiles,
    segments: withStart ? info.segments : info.segments - info.startSegments,
    flags: info.flags,
    tradingPosts: info.tradingPosts,
    animals: info.animals,
    surrounding,
  };
}

/** A feature as events name it. */
export function featureRef(s: State, info: FeatureInfo, complete: boolean): FeatureRef {
  return {
    type: info.type,
    tiles: countsOf(s, info).tiles,
    at: info.tiles.map((i) => [s.board.tiles[i].x, s.board.tiles[i].y] as [number, number]),
    complete,
  };
}
