/**
 * Who scores a feature (rulebook, Scoring: majorities): the players with the most settlers on
 * it each score its full value; tied players all score; the others score nothing. For a
 * feature completed during play, each scoring player adds the surveyor bonus. The game (settlers
 * read off the board) and the table tally (settlers counted by players) both call `whoScores`.
 */
import { bonusItem, total } from './scoring';
import { bonusSurveyors } from './surveyors';
import type { RuleOptions, ScoreItem } from './types';

/** A settler that counts for the majority: its owner and the column it stands in. */
export interface Holder {
  player: string;
  col: number;
}

export interface Award {
  player: string;
  points: number;
  items: ScoreItem[];
}

export interface Decision {
  /** Settlers per player, in the order players first appear among the holders. */
  counts: Map<string, number>;
  winners: string[];
  /** Players who had settlers there but lost the majority. */
  losers: string[];
  awards: Award[];
}

/** Players with the most settlers (all of them on a tie); nobody when no one has any. */
export function majority(counts: Map<string, number>): string[] {
  let best = 0;
  for (const n of counts.values()) if (n > best) best = n;
  const out: string[] = [];
  if (best === 0) return out;
  for (const [p, n] of counts) if (n === best) out.push(p);
  return out;
}

/**
 * Decide a feature: `base` is what it is worth; `surveyors` (columns of the surveyors on the
 * board) is given only for a feature completed during play, which earns the bonus.
 */
export function whoScores(
  holders: readonly Holder[],
  base: readonly ScoreItem[],
  o: RuleOptions,
  surveyors?: readonly number[],
): Decision {
  const counts = new Map<string, number>();
  for (const h of holders) counts.set(h.player, (counts.get(h.player) ?? 0) + 1);
  const winners = majority(counts);
  // Plain loops rather than filter/map with closures: this runs for every feature scored.
  const losers: string[] = [];
  for (const p of counts.keys()) if (!winners.includes(p)) losers.push(p);
  const basePoints = total(base);
  const awards: Award[] = [];
  for (const player of winners) {
    const items = base.slice();
    let points = basePoints;
    if (surveyors) {
      const cols: number[] = [];
      for (const h of holders) if (h.player === player) cols.push(h.col);
      const n = bonusSurveyors(surveyors, cols, o);
      if (n) {
        const bonus = bonusItem(n, o.surveyorBonus === 'per-settler');
        items.push(bonus);
        points += bonus.points;
      }
    }
    awards.push({ player, points, items });
  }
  return { counts, winners, losers, awards };
}
