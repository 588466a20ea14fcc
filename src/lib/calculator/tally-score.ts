/**
 * Any table tally (formats §4 and §7) scored by the engine, in one shape for the calculator
 * page: per player the lines that scored (each with its labelled items and, for majorities, the
 * reason in words), the total, and who leads or wins. No rule here: each format's own scoring
 * function in the engine decides, winners and ties included.
 */
import { describe, fail, listNames, topObject } from '@engine/tallies';
import { TALLIES, TALLY_FORMATS, tallyUi, type ScoredTally, type TallyFormat } from '@lib/rulesets/tallies';

export { TALLY_FORMATS, type ScoredLine, type ScoredTally, type TallyFormat } from '@lib/rulesets/tallies';

export const GAME_OF = Object.fromEntries(TALLY_FORMATS.map((f) => [f, TALLIES[f].game])) as Record<TallyFormat, string>;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Score a tally of any format; throws the engine's error (naming the place) when it is invalid. */
export function scoreAnyTally(raw: unknown): ScoredTally {
  const format = topObject(raw, '(tally)').format;
  const ui = tallyUi(format);
  if (ui) return ui.score(raw);
  fail('format', `must be one of ${TALLY_FORMATS.map((f) => JSON.stringify(f)).join(', ')}, not ${describe(format)}`);
}

/**
 * The verdict in a few words, as the result bar and the recent list show it: "Winner: Red",
 * "Winner: Red (tie-break: …)", "Shared win: Red and Blue", during play "Leading: Red" or "Level
 * in the lead: …". Who wins and how a tie breaks are the engine's (`winners`, `why`).
 */
export function verdictWords(scored: ScoredTally): string {
  const w = scored.winners;
  if (!w.length) return scored.why;
  if (scored.players.every((p) => p.score === 0 && p.lines.every((l) => l.points === 0))) return 'Nothing scored yet.';
  const top = Math.max(...scored.players.map((p) => p.score));
  const level = scored.players.filter((p) => p.score === top).length;
  if (scored.final) {
    if (w.length > 1) return `Shared win: ${listNames(w)}`;
    return level > 1 ? `Winner: ${w[0]} (tie-break: ${scored.why.replace(/\.$/, '')})` : `Winner: ${w[0]}`;
  }
  return w.length > 1 ? `Level in the lead: ${listNames(w)}` : `Leading: ${w[0]}`;
}

/** A fresh tally of a format for these players. */
export function emptyTally(format: TallyFormat, players: string[]): Record<string, unknown> {
  return TALLIES[format].empty(players);
}

export { plural };
