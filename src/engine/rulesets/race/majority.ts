/** Who takes a region's bonuses in Race to the New Found Land (End phase; 2-player rules). */
import { raceReasonEnglish, type RaceClause, type RaceColour, type RaceReason } from './said';
import type { RaceMajority, RaceRegion } from './types';
import type { RaceNeutralLead } from './options';

const own = (o: Record<string, number>, k: string): number => (Object.hasOwn(o, k) ? o[k] : 0);

/**
 * Decide a region's bonuses. `markers` are counted for every colour on the region, the neutral
 * colour included (it counts when deciding who has the most, and never takes a bonus); `order`
 * lists the colours in turn order, the neutral colour last. `neutralSecond` (default true, OUR
 * READING, not the rulebook's) lets the neutral colour hold second place too, so a player behind
 * it or tied with it for second takes no secondary; false is the other reading, where second
 * place is decided among the players alone. `neutralLead` (default 'next', OUR READING) is what
 * follows when the neutral colour alone has the most: the player behind it takes the secondary
 * ('next'), or nobody takes either bonus ('none', the other reading).
 */
export function raceMajority(
  r: Pick<RaceRegion, 'primary' | 'secondary' | 'markers'>,
  order: readonly string[],
  neutral: string | null,
  neutralSecond = true,
  neutralLead: RaceNeutralLead = 'next',
): RaceMajority {
  const held = order
    .filter((c) => own(r.markers, c) > 0)
    .sort((a, b) => own(r.markers, b) - own(r.markers, a));
  const colour = (c: string): RaceColour => ({ name: c, neutral: c === neutral });
  const decided = (m: Omit<RaceMajority, 'reason' | 'said'>, said: RaceReason): RaceMajority => ({
    ...m,
    reason: raceReasonEnglish(said),
    said,
  });
  if (held.length === 0)
    return decided({ primary: [], secondary: [], tiedForMost: false, reading: null }, { code: 'no-markers' });
  const counts = held.map((c) => ({ ...colour(c), n: own(r.markers, c) }));
  const most = own(r.markers, held[0]);
  const top = held.filter((c) => own(r.markers, c) === most);
  const rest = held.filter((c) => own(r.markers, c) < most);
  const scoring = (cs: string[]) => cs.filter((c) => c !== neutral);
  let primary: string[] = [];
  let secondary: string[] = [];
  let reading: RaceMajority['reading'] = null;
  const outcome: RaceClause[] = [];
  if (top.length > 1) {
    secondary = scoring(top);
    outcome.push(
      {
        code: 'tie-most',
        top: top.map(colour),
        takers: secondary,
        bonus: r.secondary,
        neutralLeft: secondary.length < top.length,
      },
      { code: 'nobody-primary' },
    );
  } else {
    const first = top[0];
    outcome.push(
      first === neutral
        ? { code: 'neutral-most', colour: first }
        : { code: 'most', player: first, bonus: r.primary },
    );
    if (first !== neutral) primary = [first];
    else if (rest.length > 0) {
      // The neutral colour leads alone with players behind it: our reading or the other decides.
      outcome.push({ code: 'behind-neutral', colour: first, lead: neutralLead });
      if (neutralLead === 'none')
        return decided(
          { primary, secondary, tiedForMost: false, reading: 'neutralLeadNone' },
          { code: 'majority', counts, outcome },
        );
      reading = 'neutralLeadNext';
    }
    // Who competes for second place: in our reading the neutral colour too; in the other, the players alone.
    const ranked = neutralSecond || neutral === null ? rest : rest.filter((c) => c !== neutral);
    const passedOver =
      neutral !== null &&
      ranked.length < rest.length &&
      (ranked.length === 0 || own(r.markers, neutral) >= own(r.markers, ranked[0]));
    const skip = (then: RaceClause): RaceClause =>
      passedOver && neutral !== null ? { code: 'passed-over', colour: neutral, then } : then;
    if (passedOver) reading = 'neutralMostOnly';
    if (ranked.length === 0) {
      outcome.push(passedOver ? skip({ code: 'nobody-secondary' }) : { code: 'nobody-else' });
    } else {
      const second = ranked.filter((c) => own(r.markers, c) === own(r.markers, ranked[0]));
      if (second.length > 1) {
        const ours = neutral !== null && second.includes(neutral);
        if (ours) reading = 'neutralSecond';
        outcome.push(skip({ code: 'tie-second', colours: second.map(colour), ours }));
      } else if (second[0] === neutral) {
        reading = 'neutralSecond';
        outcome.push({ code: 'neutral-second', colour: second[0] });
      } else {
        secondary = [second[0]];
        outcome.push(
          passedOver
            ? skip({ code: 'takes-secondary', player: second[0], bonus: r.secondary })
            : { code: 'second', player: second[0], bonus: r.secondary },
        );
      }
    }
  }
  return decided(
    { primary, secondary, tiedForMost: top.length > 1, reading },
    { code: 'majority', counts, outcome },
  );
}
