/**
 * What a New World game reports (formats §3, events): labelled score items, the features they
 * score, and the events of a game (placements, discards, scores, surveyor and settler moves).
 */
import type { FeatureType, Location, Role, Rotation } from './record-types';

/**
 * What a score item counts: tiles, segments, trading posts, flags, a farm's tile and the tiles
 * around it (`whole-farm`: the farm tile and its `count - 1` surrounding tiles, one item), animals,
 * surveyors, or settlers sharing a column with a surveyor (the per-settler bonus).
 */
export type NewWorldTerm =
  | 'tile'
  | 'trail-segment'
  | 'town-segment'
  | 'trading-post'
  | 'flag'
  | 'farm-tile'
  | 'surrounding-tile'
  | 'whole-farm'
  | 'animal'
  | 'surveyor'
  | 'settler-with-surveyor';

/** Which rule of the rulebook an item comes from (scoring.ts's RULES says each in English). */
export type NewWorldRuleRef =
  | 'trailComplete'
  | 'townComplete'
  | 'farmComplete'
  | 'surveyorBonus'
  | 'trailFinal'
  | 'townFinal'
  | 'farmFinal'
  | 'plainsFinal';

/**
 * One labelled line of a score: `{ label: '4 tiles × 1', count: 4, points: 4, rule: '…', term: 'tile', rate:
 * 1, ref: 'trailFinal' }`.
 * `label` and `rule` are the command line's English (formats §5); `term`, `rate` and `ref` say the
 * same as data, for the site to word in each language.
 */
export interface ScoreItem {
  label: string;
  count: number;
  points: number;
  rule: string;
  term: NewWorldTerm;
  /** Points per counted thing: `points` is `count × rate`. */
  rate: number;
  ref: NewWorldRuleRef;
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
/**
 * Why a completed feature scores nothing: no settler stands on it, so no surveyor moves
 * (`no-settler`), or only the score-track surveyor steps, as the house rule counts completed
 * features (`no-settler-track`).
 */
export type UnscoredWhy = 'no-settler' | 'no-settler-track';
export interface UnscoredEvent extends EventBase {
  kind: 'unscored';
  type: 'unscored';
  feature: FeatureRef;
  /** The command line's English for `why`. */
  reason: string;
  why: UnscoredWhy;
}
/**
 * Why a scored feature moved no surveyor (rulebook, Surveyors: "If the surveyors are both in the
 * western-most column of tiles (no tiles to their west) neither moves"): `no-tile-west`, no land
 * tile stands in the column west of the eastern-most surveyor, which stands in `column`.
 */
export type StayWhy = 'no-tile-west';
export interface SurveyorsStayEvent extends EventBase {
  kind: 'surveyors-stay';
  type: 'surveyors-stay';
  /** Whose scoring it was. */
  player: string;
  why: StayWhy;
  /** The eastern-most surveyor's column (the one that would have moved). */
  column: number;
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
  | SurveyorsStayEvent
  | DiscardEvent
  | PlaceEvent;
