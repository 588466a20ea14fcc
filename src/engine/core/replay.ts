/**
 * The log is the truth: a game is its starting position plus the turns played, and every
 * position (after undo, under other rule options, from a saved file) is rebuilt by replaying
 * them. Shared by every ruleset.
 */
import { EngineError } from './errors';

export interface Replayed<G> {
  game: G;
  /** How many turns were applied. */
  played: number;
  /** The first turn that was refused, with the engine's reason; absent when every turn held. */
  refused?: { index: number; path: string; reason: string };
}

/**
 * Apply `turns` to `game` one by one. A refused turn (an EngineError) stops the replay: the
 * game keeps every turn before it, and the refusal says which turn and why. Other errors are bugs
 * and propagate.
 */
export function replayUntilRefused<G, T>(game: G, turns: readonly T[], apply: (g: G, turn: T, path: string) => void): Replayed<G> {
  for (let i = 0; i < turns.length; i++) {
    const path = `turns[${i}]`;
    try {
      apply(game, turns[i], path);
    } catch (e) {
      if (!(e instanceof EngineError)) throw e;
      return { game, played: i, refused: { index: i, path, reason: e.message } };
    }
  }
  return { game, played: turns.length };
}

/** Apply every turn; the first refusal throws (records read from files must hold throughout). */
export function replay<G, T>(game: G, turns: readonly T[], apply: (g: G, turn: T, path: string) => void): G {
  turns.forEach((t, i) => apply(game, t, `turns[${i}]`));
  return game;
}
