/**
 * The calculator's verdict in a few words, in English (src/lib/calculator/tally-score.ts,
 * `verdictWords`): what the result bar shows, and what the recent list keeps of a tally (in
 * English whatever the page's language, with its data beside it). The French words are in
 * calculator.fr.ts. Names come in as shown; `why` says the engine's verdict (data) as the command
 * line does.
 */
import {
  conquestVerdictEnglish,
  listNames,
  raceVerdictEnglish,
  standingEnglish,
  type TallyVerdict,
} from '@engine/tallies';

/** The engine's verdict in English, as the command line prints it (`why`). */
export function verdictEn(v: TallyVerdict): string {
  switch (v.code) {
    case 'standing':
      return standingEnglish(v);
    case 'conquest-conqueror':
    case 'conquest-most':
      return conquestVerdictEnglish(v);
    default:
      return raceVerdictEnglish(v);
  }
}

const words = {
  nothing: 'Nothing scored yet.',
  sharedWin: (names: readonly string[]) => `Shared win: ${listNames(names)}`,
  winner: (name: string) => `Winner: ${name}`,
  tieBreak: (name: string, why: string) => `Winner: ${name} (tie-break: ${why.replace(/\.$/, '')})`,
  levelLead: (names: readonly string[]) => `Level in the lead: ${listNames(names)}`,
  leading: (name: string) => `Leading: ${name}`,
  why: (v: TallyVerdict, _show: (name: string) => string) => verdictEn(v),
};

export type VerdictWords = typeof words;
export default words;
