/**
 * The session controller's data: a game is its starting record plus the steps a player takes,
 * one at a time, as at the table (draw, rotate, place, deploy or withdraw, order, confirm).
 * Steps are plain JSON so that a session saves mid-turn and restores to exactly that state.
 */
import type { Rotation } from '../core/geometry';

export type RulesetId = 'new-world' | 'discovery';

/** A board position in the ruleset's own axes: New World `{ col, row }`, The Discovery `{ x, y }`. */
export type Spot = Record<string, number>;

export type Step =
  /** A tile drawn from the box (`chosen` false) or picked by type for teaching (`chosen` true). */
  | { step: 'draw'; tile: string; chosen?: boolean }
  | { step: 'rotate'; rotation: Rotation }
  /** The drawn tile put down at a spot, turned as the last rotate step says. */
  | { step: 'place'; at: Spot }
  /** A settler (New World) or figure (The Discovery) onto the tile just placed: `{ at, role? }`. */
  | { step: 'deploy'; figure: { at: string; role?: string } }
  /** The Discovery: a figure taken back from the tile at this spot, scoring its region. */
  | { step: 'withdraw'; at: Spot }
  /** New World: the order in which to score the features this tile completed. */
  | { step: 'order'; order: { col: number; row: number; at: string }[] }
  /** The turn ends: scoring happens, the next player is up. */
  | { step: 'confirm' }
  /** The drawn tile fits nowhere and leaves the game; the same player draws again. */
  | { step: 'discard' }
  /** End-game scoring. */
  | { step: 'finish' };

/** What a saved session adds to its record (formats §3/§8 extension, field `session`). */
export interface SavedSession {
  version: 1;
  /** Seed of the box: with the turns played, it decides every draw. */
  seed: number;
  /** Steps of the turn in progress (after the record's last turn). */
  pending: Step[];
  /** Steps undone and not yet redone. */
  redo: Step[];
}

/** A whole-turn difference between two rule readings (see Session.rescore). */
export interface Rescored<S> {
  session: S;
  /** Turns that still hold under the new options. */
  played: number;
  /** The first turn that no longer holds, with the engine's reason. */
  refused?: { index: number; path: string; reason: string };
  /** Per player: new score minus old score. */
  diff: Record<string, number>;
  scores: Record<string, number>;
}
