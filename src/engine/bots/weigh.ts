/**
 * How the strong computer player (`greedy`) weighs a move, the same in both games: its lead over
 * the best other player once the turn is over, counting fully; the lead the end of the game
 * would bring if it came now (the pieces on the table scored where they stand) for 0.6 of the
 * difference; each piece still in supply for 0.5. The move's reason (`greedyWhy`) says which of these decided.
 */
import { ownOr } from '../core/names';

/** A game as the weighing needs it: copied, finished, its scores. */
export interface Weighable {
  readonly players: string[];
  readonly scores: Record<string, number>;
  fork(): Weighable;
  finish(): void;
}

const LATER = 0.6;
const KEPT = 0.5;

/** `who`'s lead over the best other player in `points`. */
function lead(points: readonly number[], who: number): number {
  let best = -Infinity;
  for (let i = 0; i < points.length; i++) if (i !== who && points[i] > best) best = points[i];
  return points[who] - (best === -Infinity ? 0 : best);
}

export const pointsOf = (g: Weighable): number[] => g.players.map((p) => ownOr(g.scores, p, 0));

export interface Weight {
  value: number;
  /** Points `me` scored this turn. */
  now: number;
  /** Points `me` would still score if the game ended after this turn. */
  later: number;
}

/**
 * The weight of the position `after` a move of player `me`, who had `before` points per player and
 * keeps `kept` pieces. `spent`: `after` is a copy made for this weighing alone, finished in place
 * (copying a game is the dearest step of a playout; the figures are the same).
 */
export function weigh(
  after: Weighable,
  me: number,
  before: readonly number[],
  kept: number,
  spent = false,
): Weight {
  const now = pointsOf(after);
  const end = spent ? after : after.fork();
  end.finish();
  const atEnd = pointsOf(end);
  return {
    value: lead(now, me) + LATER * (lead(atEnd, me) - lead(now, me)) + KEPT * kept,
    now: now[me] - before[me],
    later: atEnd[me] - now[me],
  };
}

/**
 * Why the strong player chose its move: what it scores now, else what its pieces would bring, else the place
 * that helps the others least.
 */
export type GreedyWhy =
  { code: 'scores-now'; points: number } | { code: 'pieces-later'; points: number } | { code: 'least-help' };

/** The strong player's reason for the move weighed `w`, as data (`acted`: it put a piece down or took one back). */
export function greedyWhy(w: Weight, acted: boolean): GreedyWhy {
  if (w.now > 0) return { code: 'scores-now', points: w.now };
  if (acted) return { code: 'pieces-later', points: w.later };
  return { code: 'least-help' };
}
