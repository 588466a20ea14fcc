/**
 * What a New World game reports (formats §3, events): labelled score items, the features they
 * score, and the events of a game (placements, discards, scores, surveyor and settler moves).
 */
import type { FeatureType, Location, Role, Rotation } from './record-types';

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
