/**
 * The verdict's few words (src/lib/rulesets/tallies/said.ts, `Headline`) in a page's words; light enough for
 * the recent list to load.
 */
import type { Headline } from '@lib/rulesets/tallies/said';
import type { VerdictWords } from '@lib/i18n/ui/verdict.en';

/** A headline in a page's words (`w`), names shown with `show`. */
export function headlineWords(h: Headline, w: VerdictWords, show: (name: string) => string): string {
  switch (h.code) {
    case 'nothing':
      return w.nothing;
    case 'winner':
      return w.winner(show(h.name));
    case 'tie-break':
      return w.tieBreak(show(h.name), w.why(h.verdict, show));
    case 'shared-win':
      return w.sharedWin(h.names.map(show));
    case 'leading':
      return w.leading(show(h.name));
    case 'level-lead':
      return w.levelLead(h.names.map(show));
    case 'verdict':
      return w.why(h.verdict, show);
  }
}

/**
 * The headline as it may be said now: until the end of the game is marked entered, a winner is
 * only the leader ("Leading: Red", "Level in the lead: …"), however final the sheet looks.
 */
export function headlineAt(h: Headline, ended: boolean): Headline {
  if (ended) return h;
  switch (h.code) {
    case 'winner':
    case 'tie-break':
      return { code: 'leading', name: h.name };
    case 'shared-win':
      return { code: 'level-lead', names: h.names };
    default:
      return h;
  }
}
