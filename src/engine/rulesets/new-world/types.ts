/**
 * Every type of the New World ruleset, in one place (see ../shared/spec/formats.md §1–4).
 * Plain data only: records, tallies, tile types and events are JSON-safe.
 */
import type { Edge, Half, Location, Rotation } from '../../core/geometry';

export type { Edge, Half, Location, Rotation };

export type FeatureType = 'trail' | 'town' | 'plains' | 'farm';
export type Role = 'shopkeeper' | 'robber' | 'trapper' | 'farmer';

/** A town segment: the edges it covers, e.g. `{ edges: ['N', 'W'], flags: 1 }`. */
export interface TownSegment {
  edges: Edge[];
  flags?: number;
}
/** A trail segment: two edges run through the tile, one edge ends on it. */
export interface TrailSegment {
  edges: Edge[];
  tradingPosts?: number;
}
/** A plains segment: the half-edges it touches, e.g. `{ halves: ['Nw', 'Wn'], animals: 2 }`. */
export interface PlainsSegment {
  halves: Half[];
  animals?: number;
}

/** A tile type (formats §2), in its own orientation. */
export interface TileType {
  /** Rulebook letter `A` … `AX`, or `start-0` … `start-9`, or a record's own id. */
  id: string;
  /** Community wiki number 1–50 (same order as the letters). */
  number?: number;
  /** How many of this type the box holds. */
  count?: number;
  towns?: TownSegment[];
  trails?: TrailSegment[];
  plains?: PlainsSegment[];
  /** A farm in the centre of the tile. */
  farm?: boolean;
  /** Edges facing the sea (start spaces only). */
  sea?: Edge[];
  /** Our own schematic layout: the printed tile may differ. */
  schematic?: boolean;
  /** Optional display name (start spaces: Plymouth, New York, Jamestown). */
  name?: string;
}

export interface Placement {
  col: number;
  row: number;
  rotation: Rotation;
}

/** A settler in a record: `{ role: 'robber', at: 'E' }`; `player` only in `setup.placed`. */
export interface SettlerSpec {
  player?: string;
  role?: Role;
  at: Location;
}

export interface OrderEntry {
  col: number;
  row: number;
  at: Location;
}

/** An order entry as a player gives it: the game checks that `at` is a location. */
export interface OrderInput {
  col: number;
  row: number;
  at: string;
}

export interface Turn {
  tile: string;
  col?: number;
  row?: number;
  rotation?: Rotation;
  settler?: SettlerSpec;
  order?: OrderEntry[];
  discard?: boolean;
}

export interface PlacedSpec {
  tile: string;
  col: number;
  row: number;
  rotation?: Rotation;
  settler?: SettlerSpec & { player: string };
}

export interface Setup {
  /** Columns of the two surveyors, e.g. `[0, 1]`. */
  surveyors?: number[];
  placed?: PlacedSpec[];
  scores?: Record<string, number>;
  /** House rule only: the score-track surveyor's space (0–4); absent when both are on the board. */
  trackSurveyor?: number;
}

export type OptionValues = Partial<RuleOptions>;

/** A game record (formats §3). */
export interface GameRecord {
  format: 'new-world-record';
  version: 1;
  ruleset?: 'new-world';
  players: string[];
  options?: OptionValues;
  tiles?: TileType[];
  setup?: Setup;
  turns: Turn[];
  finish?: boolean;
  /** Free text for worked examples (ignored by the engine). */
  title?: string;
  description?: string;
  source?: string;
  expect?: unknown;
}

/** The rule options; defaults in options.ts. */
export interface RuleOptions {
  /** When fallen-behind settlers go home: after every surveyor move (wiki), or only when the eastern-most surveyor leaves a column where standing settlers stand (the rulebook's trigger). */
  eviction: 'every-move' | 'vacated-column';
  /** Incomplete trails and towns at game end: count tiles (summary) or segments (RGG text). */
  incompleteCount: 'tile' | 'segment';
  /** Points per trading post on an incomplete trail at game end. */
  finalTradingPost: 1 | 2;
  /** Start spaces count as tiles when features are counted. */
  startSpacesCount: boolean;
  /** Start spaces fill a farm's surroundings (and count for it): our reading, which the rulebook's page-B2 example needs. */
  farmStartSpaces: boolean;
  /** How the +4 bonus counts for a player with several scoring settlers. */
  surveyorBonus: 'per-surveyor' | 'per-settler';
  /** House rule: one surveyor waits on the score track until five features have scored. */
  trackSurveyor: boolean;
}

/** One labelled line of a score: `{ label: '4 tiles × 1', count: 4, points: 4, rule: '…' }`. */
export interface ScoreItem {
  label: string;
  count: number;
  points: number;
  rule: string;
}

export interface FeatureRef {
  type: FeatureType;
  /** Distinct tiles (start spaces included unless the option says otherwise). */
  tiles: number;
  /** Positions of the feature's tiles, `[col, row]`. */
  at: [number, number][];
  complete: boolean;
}

interface EventBase {
  /** 1-based turn number, or 'final' for the end-game scoring. */
  turn: number | 'final';
}

export interface ScoreEvent extends EventBase {
  kind: 'score';
  type: FeatureType;
  player: string;
  points: number;
  items: ScoreItem[];
  feature: FeatureRef;
  /** Players who had settlers there but lost the majority. */
  losers?: string[];
}
export interface SurveyorEvent extends EventBase {
  kind: 'surveyor';
  type: 'surveyor';
  player: string;
  from: number | 'track';
  to: number | 'track';
  /** The house rule's track space after the move. */
  track?: number;
}
export interface SettlerMoveEvent extends EventBase {
  kind: 'return' | 'evict';
  type: 'return' | 'evict';
  player: string;
  role: Role;
  col: number;
  row: number;
}
export interface UnscoredEvent extends EventBase {
  kind: 'unscored';
  type: 'unscored';
  feature: FeatureRef;
  reason: string;
}
export interface DiscardEvent extends EventBase {
  kind: 'discard';
  type: 'discard';
  player: string;
  tile: string;
}
export interface PlaceEvent extends EventBase {
  kind: 'place';
  type: 'place';
  player: string;
  tile: string;
  col: number;
  row: number;
  rotation: Rotation;
  settler?: { role: Role; at: Location };
}

export type GameEvent =
  | ScoreEvent
  | SurveyorEvent
  | SettlerMoveEvent
  | UnscoredEvent
  | DiscardEvent
  | PlaceEvent;

/** A settler on the table. */
export interface SettlerView {
  player: string;
  role: Role;
  col: number;
  row: number;
  /** Location on the tile in board orientation. */
  at: Location;
  /** Trappers lie down and stay until the end. */
  lying: boolean;
}

export interface TileView {
  tile: string;
  col: number;
  row: number;
  rotation: Rotation;
  start: boolean;
}

/** A read-only picture of a position, for boards and tests. */
export interface PositionView {
  players: string[];
  scores: Record<string, number>;
  supply: Record<string, number>;
  tiles: TileView[];
  settlers: SettlerView[];
  surveyors: number[];
  trackSurveyor: number | null;
  current: string;
  turn: number;
  over: boolean;
}

/** The result of a call that may be refused. */
export type Result<T = void> = { ok: true; value: T } | { ok: false; error: string };

/** A table tally (formats §4). */
export interface Tally {
  format: 'new-world-tally';
  version: 1;
  players: string[];
  scores?: Record<string, number>;
  options?: OptionValues;
  features: TallyFeature[];
}
export interface TallyFeature {
  type: FeatureType;
  complete?: boolean;
  tiles?: number;
  segments?: number;
  tradingPosts?: number;
  flags?: number;
  surrounding?: number;
  animals?: number;
  settlers: Record<string, number>;
  /** Completed features: surveyors in the column of each scoring player's settler(s). */
  surveyors?: Record<string, number>;
  /**
   * Extension, for the per-settler reading of the bonus: how many of each player's settlers
   * stand in that column (default 1).
   */
  bonusSettlers?: Record<string, number>;
}

/** A record whose shape has been checked, with options resolved. */
export interface ParsedRecord {
  players: string[];
  options: RuleOptions;
  /** The options exactly as the record gave them (for writing it back). */
  givenOptions: OptionValues;
  tiles?: TileType[];
  setup?: Setup;
  turns: Turn[];
  finish: boolean;
  extra: Record<string, unknown>;
}
