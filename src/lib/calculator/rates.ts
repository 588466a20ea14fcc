/**
 * The rates a New World line scores at, as the engine scores them (issue 31, point 4): one of each
 * thing the line counts, scored by the engine under the tally's rule options, so that the words
 * beside "Completed during play" (2 per tile during play, 1 at game end) never differ from the
 * scoring. Surveyors' bonus is left out: it has its own field, shown only during play.
 *
 * The line scored is one the engine accepts for its kind (trading posts only on a trail, flags only
 * in a town, plains never completed): a town with a trading post is refused, and a refused line
 * would leave the rates empty ("End-of-game rates: ." on every line).
 */
import { scoreTally } from '@engine/tallies';

type Kind = 'trail' | 'town' | 'farm' | 'plains';

/** One of each thing a line of this kind counts, as the engine accepts it. */
function oneOf(type: Kind, complete: boolean): Record<string, unknown> {
  const settlers = { p: 1 };
  if (type === 'trail') return { type, complete, tiles: 1, segments: 1, tradingPosts: 1, settlers };
  if (type === 'town') return { type, complete, tiles: 1, segments: 1, flags: 1, settlers };
  if (type === 'farm') return { type, complete, ...(complete ? {} : { surrounding: 1 }), settlers };
  return { type, animals: 1, settlers };
}

export function ratesOf(
  type: Kind,
  complete: boolean,
  options?: Record<string, unknown>,
): { term: string; rate: number }[] {
  try {
    const line = scoreTally({
      format: 'new-world-tally',
      version: 1,
      players: ['p'],
      features: [oneOf(type, complete && type !== 'plains')],
      ...(options ? { options } : {}),
    }).players[0].lines[0];
    return (line?.items ?? []).map((it) => ({ term: it.term, rate: it.rate }));
  } catch {
    return [];
  }
}
