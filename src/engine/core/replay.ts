/**
 * The log is the truth: a game is its starting position plus the turns played, and every
 * position (after undo, under other rule options, from a saved file) is rebuilt by replaying
 * them. Shared by every ruleset.
 */

/** Apply every turn; the first refusal throws (records read from files must hold throughout). */
export function replay<G, T>(game: G, turns: readonly T[], apply: (g: G, turn: T, path: string) => void): G {
  turns.forEach((t, i) => apply(game, t, `turns[${i}]`));
  return game;
}
