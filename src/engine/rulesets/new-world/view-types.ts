/**
 * Read-only pictures of a New World table: a position for boards and tests, and a table tally
 * (formats §4) as players count it.
 */
import type { FeatureType, Location, OptionValues, Role, Rotation } from './record-types';

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
