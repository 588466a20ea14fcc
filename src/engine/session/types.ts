/**
 * The session controller's data: a game is its starting record plus the steps a player takes,
 * one at a time, as at the table (draw, rotate, place, deploy or withdraw, order, confirm).
 * Steps are plain JSON so that a session saves mid-turn and restores to exactly that state.
 *
 * Each ruleset brings its own types in a `RulesetTypes` bundle (New World's `NewWorldRules`, The
 * Discovery's `DiscoveryRules`): `Session<R>` hands a screen that game's real types. `AnyRuleset`
 * is the loose bundle of a session whose game is not known yet (before narrowing on `ruleset`).
 */
import type { Rotation } from '../core/geometry';
import type { Said } from '../core/said';
import type { DiscoveryEvent } from '../rulesets/discovery/types';
import type { GameEvent } from '../rulesets/new-world/types';

export type RulesetId = 'new-world' | 'discovery';

/** A board position in a ruleset's own axes, loosely typed: New World `{ col, row }`, The Discovery `{ x, y }`. */
export type Spot = Record<string, number>;

/** A position on The Discovery's table (where a figure is withdrawn from). */
export type XY = { x: number; y: number };

/** New World: a completed feature named by a tile and a location on it (checked by the game). */
export type OrderRef = { col: number; row: number; at: string };

/** The verbs and readings every ruleset's game has (New World's Game, The Discovery's DiscoveryGame). */
export interface SessionGame {
  readonly ruleset: RulesetId;
  readonly players: string[];
  readonly options: object;
  readonly events: readonly object[];
  readonly scores: Record<string, number>;
  readonly currentPlayer: string;
  readonly turn: number;
  isOver(): boolean;
  isFinished(): boolean;
  tilesLeft(): number;
  supplyLeft(): Record<string, number>;
  tileIds(): string[];
  canPlace(tile: string): boolean;
  fitsAnywhere(tile: string): boolean;
  /**
   * What a tile shows on its N, E, S and W sides turned by `rotation` degrees (a tile that looks the same
   * turned two ways shows the same).
   */
  sidesOf(tile: string, rotation: number): number[];
  discard(tile: string, path?: string): void;
  finish(): void;
  toRecord(): object;
}

/** What a ruleset brings to the session: its game and the shapes of what a screen reads and passes. */
export interface RulesetTypes {
  id: RulesetId;
  game: SessionGame;
  /** The rule options a new game or a re-scoring takes (any left out take their defaults). */
  options: object;
  event: object;
  /** A board position: `{ col, row }` or `{ x, y }`. */
  spot: object;
  /** A settler or figure put down on the tile just placed. */
  figure: { at: string; role?: string };
  deployOption: { role: string; at: string };
  /** The Discovery: an own figure that may be withdrawn, with what it would score. */
  withdrawOption: { x: number; y: number; role: string; points: number };
  /** New World: a feature the tile completed. */
  completed: { type: string; ref: OrderRef; settlers: Record<string, number> };
  /** One turn of the ruleset's record. */
  turn: object;
}

/** The loose bundle: a session of either game, before narrowing on `session.ruleset`. */
export type AnyRuleset = {
  id: RulesetId;
  game: SessionGame;
  options: object;
  event: GameEvent | DiscoveryEvent;
  spot: Spot;
  figure: { at: string; role?: string };
  deployOption: { role: string; at: string };
  withdrawOption: { x: number; y: number; role: string; points: number };
  completed: { type: string; ref: OrderRef; settlers: Record<string, number> };
  turn: object;
};

export type Step<R extends RulesetTypes = AnyRuleset> =
  /** A tile drawn from the box (`chosen` false) or picked by type for teaching (`chosen` true). */
  | { step: 'draw'; tile: string; chosen?: boolean }
  | { step: 'rotate'; rotation: Rotation }
  /** The drawn tile put down at a spot, turned as the last rotate step says. */
  | { step: 'place'; at: R['spot'] }
  /** A settler (New World) or figure (The Discovery) onto the tile just placed: `{ at, role? }`. */
  | { step: 'deploy'; figure: R['figure'] }
  /** The Discovery: a figure taken back from the tile at this spot, scoring its region. */
  | { step: 'withdraw'; at: XY }
  /** New World: the order in which to score the features this tile completed. */
  | { step: 'order'; order: OrderRef[] }
  /** The turn ends: scoring happens, the next player is up. */
  | { step: 'confirm' }
  /** The drawn tile fits nowhere and leaves the game; the same player draws again. */
  | { step: 'discard' }
  /** End-game scoring. */
  | { step: 'finish' };

/** What a saved session adds to its record (formats §3/§8 extension, field `session`). */
export interface SavedSession<R extends RulesetTypes = AnyRuleset> {
  version: 1;
  /** Seed of the box: with the turns played, it decides every draw. */
  seed: number;
  /** Steps of the turn in progress (after the record's last turn). */
  pending: Step<R>[];
  /** Steps undone and not yet redone. */
  redo: Step<R>[];
}

/** A whole-turn difference between two rule readings (see Session.rescore). */
export interface Rescored<S> {
  session: S;
  /** Turns that still hold under the new options. */
  played: number;
  /** The first turn that no longer holds, with the engine's reason. */
  refused?: { index: number; path: string; reason: string; why: Said | null };
  /** Per player: new score minus old score. */
  diff: Record<string, number>;
  scores: Record<string, number>;
}
