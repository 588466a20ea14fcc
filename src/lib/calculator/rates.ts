/**
 * The rates a New World line scores at, as the engine scores them (issue 31, point 4): one of each
 * thing the line counts, scored by the engine under the tally's rule options, so that the words
 * beside "Completed during play" (2 per tile during play, 1 at game end) never differ from the
 * scoring. Surveyors' bonus is left out: it has its own field, shown only during play.
 */
import { scoreTally } from '@engine/tallies';

export function ratesOf(
  type: 'trail' | 'town' | 'farm' | 'plains',
  complete: boolean,
  options?: Record<string, unknown>,
): { term: string; rate: number }[] {
  const one = {
    type,
    complete,
    tiles: 1,
    flags: 1,
    tradingPosts: 1,
    animals: 1,
    ...(complete ? {} : { surrounding: 1 }),
    settlers: { p: 1 },
  };
  try {
    const line = scoreTally({
      format: 'new-world-tally',
      version: 1,
      players: ['p'],
      features: [one],
      ...(options ? { options } : {}),
    }).players[0].lines[0];
    return (line?.items ?? []).map((it) => ({ term: it.term, rate: it.rate }));
  } catch {
    return [];
  }
}
