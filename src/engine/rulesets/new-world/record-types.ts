/**
 * The types of a New World game record (formats §1–3): tile types, placements, turns, the setup
 * position, the rule options and the record itself. Plain data, JSON-safe. types.ts gathers
 * these with the events and views.
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

/** One turn of a record: a tile placed (with a settler and a scoring order), or discarded. Narrows on `discard`. */
export type Turn = PlacedTurn | DiscardedTurn;

export interface PlacedTurn {
  tile: string;
  col: number;
  row: number;
  rotation?: Rotation;
  settler?: SettlerSpec;
  order?: OrderEntry[];
  discard?: false;
}

/** A drawn tile that fitted nowhere and went back in the box. */
export interface DiscardedTurn {
  tile: string;
  discard: true;
  col?: undefined;
  row?: undefined;
  rotation?: undefined;
  settler?: undefined;
  order?: undefined;
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
  /**
   * When fallen-behind settlers go home: after every surveyor move (wiki), only when the eastern-most
   * surveyor leaves a column where standing settlers stand (the rulebook's trigger), or after every
   * scoring, even one that moves no surveyor (the rulebook's warning, "the next scoring").
   */
  eviction: 'every-move' | 'vacated-column' | 'every-scoring';
  /** Incomplete trails and towns at game end: count tiles (summary) or segments (RGG text). */
  incompleteCount: 'tile' | 'segment';
  /** Points per trading post on an incomplete trail at game end. */
  finalTradingPost: 1 | 2;
  /** Start spaces count as tiles when features are counted. */
  startSpacesCount: boolean;
  /**
   * Start spaces fill a farm's surroundings (and count for it): our reading, which the rulebook's page-B2
   * example needs.
   */
  farmStartSpaces: boolean;
  /** How the +4 bonus counts for a player with several scoring settlers. */
  surveyorBonus: 'per-surveyor' | 'per-settler';
  /** House rule: one surveyor waits on the score track until five features have scored. */
  trackSurveyor: boolean;
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
