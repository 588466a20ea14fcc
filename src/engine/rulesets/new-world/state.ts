/**
 * The state of a New World game, as plain fields that the rule modules read and change
 * (settlers.ts, turn-scoring.ts, surveyors.ts, final-scoring.ts); setup.ts builds it from a
 * record's players, options, tiles and `setup` position. The Game facade owns one.
 */
import type { FeatureInfo, NewWorldBoard, PlacedTile } from './board';
import { refuseNewWorld } from './refusals';
import type { FeatureCounts } from './scoring';
import type { CompiledTile } from './tiles';
import type {
  FeatureRef,
  GameEvent,
  Location,
  ParsedRecord,
  PlacedTurn,
  Role,
  RuleOptions,
  Turn,
} from './types';

export interface SurveyorState {
  /** Board columns of the surveyors on the board, e.g. [0, 1]. */
  surveyors: number[];
  /** House rule: the score-track surveyor's space, or null when it is on the board. */
  track: number | null;
}

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
  turn: PlacedTurn;
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
  if (!t) refuseNewWorld(path, { code: 'unknown-tile', tile: id });
  return t;
}

/** Take a tile from the box (standard set only). */
export function take(s: State, id: string, path: string): void {
  if (!s.supply) return;
  const left = s.supply.get(id) ?? 0;
  if (left <= 0) refuseNewWorld(path, { code: 'none-left', tile: id });
  s.supply.set(id, left - 1);
}

/** What a feature counts, after the start-space option. */
export function countsOf(s: State, info: FeatureInfo): FeatureCounts {
  const withStart = s.options.startSpacesCount;
  let surrounding = 0;
  if (info.type === 'farm') {
    // Farms follow their own option: start spaces around a farm fill it and count (our reading) or not.
    surrounding = s.board.spacesFilledAround(info.tiles[0], s.options.farmStartSpaces);
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

/** A feature as events name it (`counts`: what it counts, when already worked out). */
export function featureRef(
  s: State,
  info: FeatureInfo,
  complete: boolean,
  counts = countsOf(s, info),
): FeatureRef {
  const at: [number, number][] = [];
  for (const i of info.tiles) at.push([s.board.tiles[i].x, s.board.tiles[i].y]);
  return { type: info.type, tiles: counts.tiles, at, complete };
}
