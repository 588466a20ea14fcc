/**
 * Any table tally (formats §4 and §7) scored by the engine, in one shape for the calculator
 * page: per player the lines that scored (each with its labelled items and, for majorities, the
 * reason in words), the total, and who leads or wins. No rule here: each format's own scoring
 * function in the engine decides, winners and ties included.
 */
import { refuseTallyFormat, topObject } from '@engine/tallies';
import ENGLISH, { type VerdictWords } from '@lib/i18n/ui/verdict.en';
import { headlineWords } from './headline';
import {
  TALLIES,
  TALLY_FORMATS,
  tallyUi,
  type Headline,
  type ScoredTally,
  type TallyFormat,
} from '@lib/rulesets/tallies';

export { TALLY_FORMATS, type ScoredLine, type ScoredTally, type TallyFormat } from '@lib/rulesets/tallies';

export const GAME_OF = Object.fromEntries(TALLY_FORMATS.map((f) => [f, TALLIES[f].game])) as Record<
  TallyFormat,
  string
>;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Score a tally of any format; throws the engine's error (naming the place) when it is invalid. */
export function scoreAnyTally(raw: unknown): ScoredTally {
  const format = topObject(raw, '(tally)').format;
  const ui = tallyUi(format);
  if (ui) return ui.score(raw);
  return refuseTallyFormat(TALLY_FORMATS, format);
}

/**
 * The verdict in a few words, as data: nothing scored, the winner (with the tie-break that made
 * them win), a shared win, during play who leads, or with no winner yet the engine's verdict.
 * Who wins and how a tie breaks are the engine's (`winners`, `verdict`).
 */
export function headline(scored: ScoredTally): Headline {
  const win = scored.winners;
  if (!win.length) return { code: 'verdict', verdict: scored.verdict };
  if (scored.players.every((p) => p.score === 0 && p.lines.every((l) => l.points === 0)))
    return { code: 'nothing' };
  const top = Math.max(...scored.players.map((p) => p.score));
  const level = scored.players.filter((p) => p.score === top).length;
  if (scored.final) {
    if (win.length > 1) return { code: 'shared-win', names: win };
    return level > 1
      ? { code: 'tie-break', name: win[0], verdict: scored.verdict }
      : { code: 'winner', name: win[0] };
  }
  return win.length > 1 ? { code: 'level-lead', names: win } : { code: 'leading', name: win[0] };
}

/**
 * The verdict in a few words, as the result bar and the recent list show it: "Winner: Red",
 * "Winner: Red (tie-break: …)", "Shared win: Red and Blue", during play "Leading: Red" or "Level
 * in the lead: …". In English unless a page's words (`w`) and its way of showing names (`show`)
 * are given: the recent list keeps the English beside the data.
 */
export function verdictWords(
  scored: ScoredTally,
  w: VerdictWords = ENGLISH,
  show: (name: string) => string = (n) => n,
): string {
  return headlineWords(headline(scored), w, show);
}

/** A fresh tally of a format for these players. */
export function emptyTally(format: TallyFormat, players: string[]): Record<string, unknown> {
  return TALLIES[format].empty(players);
}

export { plural };
export { headlineWords } from './headline';
