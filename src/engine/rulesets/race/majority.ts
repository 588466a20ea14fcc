/** Who takes a region's bonuses in Race to the New Found Land (End phase; 2-player rules). */
import { plural, listNames } from '../../core/words';
import type { RaceMajority, RaceRegion } from './types';

const own = (o: Record<string, number>, k: string): number => (Object.hasOwn(o, k) ? o[k] : 0);

/**
 * Decide a region's bonuses. `markers` are counted for every colour on the region, the neutral
 * colour included (it counts when deciding who has the most, and never takes a bonus); `order`
 * lists the colours in turn order, the neutral colour last. `neutralSecond` (default true, OUR
 * READING, not the rulebook's) lets the neutral colour hold second place too, so a player behind
 * it or tied with it for second takes no secondary; false is the other reading, where second
 * place is decided among the players alone.
 */
export function raceMajority(r: Pick<RaceRegion, 'primary' | 'secondary' | 'markers'>, order: readonly string[], neutral: string | null, neutralSecond = true): RaceMajority {
  const held = order.filter((c) => own(r.markers, c) > 0).sort((a, b) => own(r.markers, b) - own(r.markers, a));
  const who = (c: string) => (c === neutral ? `${c} (neutral)` : c);
  if (held.length === 0) return { primary: [], secondary: [], tiedForMost: false, reading: null, reason: 'nobody has markers here, so no bonus is taken' };
  const counts = held.map((c, i) => (i === 0 ? `${who(c)} has ${plural(own(r.markers, c), 'marker')}` : `${who(c)} ${own(r.markers, c)}`)).join(', ');
  const most = own(r.markers, held[0]);
  const top = held.filter((c) => own(r.markers, c) === most);
  const rest = held.filter((c) => own(r.markers, c) < most);
  const scoring = (cs: string[]) => cs.filter((c) => c !== neutral);
  let primary: string[] = [];
  let secondary: string[] = [];
  let reading: RaceMajority['reading'] = null;
  let outcome: string;
  if (top.length > 1) {
    secondary = scoring(top);
    const takers = secondary.length === 1 ? `${secondary[0]} takes` : `${secondary.length === 2 ? 'both' : 'all'} take`;
    const neutralNote = secondary.length < top.length ? ' (the neutral colour takes nothing)' : '';
    outcome = `${listNames(top.map(who))} tie for most, so ${takers} the secondary bonus of ${r.secondary}${neutralNote}; nobody takes the primary`;
  } else {
    const first = top[0];
    outcome =
      first === neutral
        ? `${who(first)} has the most, but the neutral colour scores nothing: nobody takes the primary bonus`
        : `${first} has the most and takes the primary bonus of ${r.primary}`;
    if (first !== neutral) primary = [first];
    // Who competes for second place: in our reading the neutral colour too; in the other, the players alone.
    const ranked = neutralSecond || neutral === null ? rest : rest.filter((c) => c !== neutral);
    const passedOver = neutral !== null && ranked.length < rest.length && (ranked.length === 0 || own(r.markers, neutral) >= own(r.markers, ranked[0]));
    const skip = passedOver ? `${who(neutral!)} is passed over for second place (the other reading, neutralSecond: false: the neutral colour counts only for the most), so ` : '';
    if (passedOver) reading = 'neutralMostOnly';
    if (ranked.length === 0) {
      outcome += passedOver ? `; ${skip}nobody takes the secondary` : '; nobody else has markers here, so nobody takes the secondary';
    } else {
      const second = ranked.filter((c) => own(r.markers, c) === own(r.markers, ranked[0]));
      if (second.length > 1) {
        const ours = neutral !== null && second.includes(neutral);
        if (ours) reading = 'neutralSecond';
        outcome += `; ${skip}${listNames(second.map(who))} tie for second-most, so nobody takes the secondary${ours ? ' (our reading, not the rulebook\'s: the neutral colour holds second place like a player)' : ''}`;
      } else if (second[0] === neutral) {
        reading = 'neutralSecond';
        outcome += `; ${who(second[0])} has the second-most and, in our reading (not the rulebook's), holds second place though it scores nothing: nobody takes the secondary`;
      } else {
        secondary = [second[0]];
        outcome += passedOver ? `; ${skip}${second[0]} takes the secondary bonus of ${r.secondary}` : `; ${second[0]} has the second-most and takes the secondary bonus of ${r.secondary}`;
      }
    }
  }
  return { primary, secondary, tiedForMost: top.length > 1, reading, reason: `${counts}: ${outcome}` };
}

