/**
 * A tally's lines in English, said from their data (src/lib/rulesets/tallies/said.ts): each
 * line's title, its items and its reason, as the command line says them (the engine's English
 * functions) where the engine gives them, and the calculator's own titles of New World's and The
 * Discovery's lines. Names as the engine has them (an English page shows them as typed). Race's
 * reasons are the command line's but for the clauses that name a rule option by its id
 * ("option neutralLead", "neutralSecond: false"): a player reads the reading in words.
 */
import {
  raceClauseEnglish,
  conquestItemEnglish,
  conquestTitleEnglish,
  outnumberedEnglish,
  raceItemEnglish,
  raceReasonEnglish,
  raceTitleEnglish,
} from '@engine/tallies';
import type { RaceClause, RaceColour, RaceReason } from '@engine/tallies';
import type { ItemSaid, LineReason, LineTitle } from '@lib/rulesets/tallies';

const REGION = { seas: 'sea', mountains: 'mountain', plains: 'plains' } as const;

/** "Completed trail (line 2)", "Incomplete sea (line 1)", "Baffin (island)", "settlements". */
export function titleEn(t: LineTitle): string {
  switch (t.code) {
    case 'feature':
      return t.type === 'plains'
        ? `Plains (line ${t.line})`
        : `${t.complete ? 'Completed' : 'Incomplete'} ${t.type} (line ${t.line})`;
    case 'figure':
      return `${t.complete ? 'Complete' : 'Incomplete'} ${REGION[t.region]} (line ${t.line})`;
    case 'nation':
      return conquestTitleEnglish(t.type);
    default:
      return raceTitleEnglish(t);
  }
}

/** "4 tiles × 1", "3 markers × 1", "2 settlements × 1". */
export function itemEn(i: ItemSaid): string {
  switch (i.code) {
    case 'score':
      return i.item.label;
    case 'nation':
      return conquestItemEnglish(i.type, i.n);
    default:
      return raceItemEnglish(i);
  }
}

/** A Race clause, the readings of the rule options in words instead of the options' ids. */
function clauseEn(c: RaceClause): string {
  switch (c.code) {
    case 'behind-neutral':
      return c.lead === 'next'
        ? "in our reading (not the rulebook's), the player with the most markers behind the neutral colour " +
            'holds second place'
        : 'in the other reading, nobody takes either bonus while the neutral colour alone has the most, so ' +
            'nobody takes the secondary';
    case 'passed-over':
      return (
        `${c.colour} (neutral) is passed over for second place (the other reading: the neutral colour counts ` +
        `only for the most), so ${clauseEn(c.then)}`
      );
    default:
      return raceClauseEnglish(c);
  }
}

const who = (c: RaceColour) => (c.neutral ? `${c.name} (neutral)` : c.name);

function raceReasonEn(r: RaceReason): string {
  if (r.code !== 'majority') return raceReasonEnglish(r);
  const counts = r.counts
    .map((c, i) => (i === 0 ? `${who(c)} has ${c.n} marker${c.n === 1 ? '' : 's'}` : `${who(c)} ${c.n}`))
    .join(', ');
  return `${counts}: ${r.outcome.map(clauseEn).join('; ')}`;
}

/** "Red (2) has more settlers here than Blue (1)", "Red has 3 markers, Blue 1: …". */
export function reasonEn(r: LineReason, _show: (name: string) => string): string {
  return r.code === 'outnumbered' ? outnumberedEnglish(r) : raceReasonEn(r);
}
