/**
 * What each number of a tally means, said under its totals (issue 31): the track as it stands now
 * (each player's points before these lines) and the entries made during play, either added to it
 * or already on it (shown, not added: the tally's `duringPlay`, engine core/tally-reading.ts).
 *
 * A figure that may count twice: a tally that has not said which reading it means (no
 * `duringPlay`) is read "add", as before; then an entry during play that scored for a player
 * whose track is not 0 may already be on that track. The page cannot tell, so it flags each such
 * line, naming it, until the sheet says which reading it means (either one: once said, the
 * reading is the players' and is only stated).
 */
import type { ScoredTally } from '@lib/rulesets/tallies';

/** A line that may be counted twice: the sheet's line, whose it is, and the points already on that player's track. */
export interface CountedTwice {
  line: number;
  player: string;
  start: number;
}

/** The entries during play that scored points (added or shown only). */
export function playEntries(s: ScoredTally): number {
  return s.players.reduce((n, p) => n + p.lines.filter((l) => l.play && l.points > 0).length, 0);
}

/** Each entry during play added, unsaid, to points already on its player's track. */
export function countedTwice(s: ScoredTally): CountedTwice[] {
  if (!s.reading || s.reading.given || s.reading.duringPlay !== 'add') return [];
  const out: CountedTwice[] = [];
  for (const p of s.players) {
    if (p.start <= 0) continue;
    for (const l of p.lines)
      if (l.play && !l.onTrack && l.points > 0 && l.line !== undefined)
        out.push({ line: l.line, player: p.name, start: p.start });
  }
  return out.sort((a, b) => a.line - b.line);
}
