/**
 * The calculator's verdict in a few words, in English (src/lib/calculator/tally-score.ts,
 * `verdictWords`): what the result bar shows, and what the recent list keeps of a tally (as data,
 * in English whatever the page's language). The French words are in calculator.fr.ts. Names come
 * in as shown; `why` is the engine's sentence (`ScoredTally.why`) as the page says it.
 */
import { listNames } from '@engine/tallies';

const words = {
  nothing: 'Nothing scored yet.',
  sharedWin: (names: string[]) => `Shared win: ${listNames(names)}`,
  winner: (name: string) => `Winner: ${name}`,
  tieBreak: (name: string, why: string) => `Winner: ${name} (tie-break: ${why.replace(/\.$/, '')})`,
  levelLead: (names: string[]) => `Level in the lead: ${listNames(names)}`,
  leading: (name: string) => `Leading: ${name}`,
  why: (why: string, _names: readonly string[], _show: (name: string) => string) => why,
};

export type VerdictWords = typeof words;
export default words;
