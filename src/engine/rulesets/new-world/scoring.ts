/**
 * How many points a feature is worth, as labelled items. Shared by the game (features read
 * off the board) and the table tally (features counted by players); who gets them is in
 * majorities.ts.
 */
import type { FeatureType, RuleOptions, ScoreItem } from './types';

/** Spaces around a farm tile: a farm is complete when all of them are filled. */
export const FARM_NEIGHBOURS = 8;

/** Where each scoring rule is written down. */
export const RULES = {
  trailComplete: 'Rulebook, Scoring: a completed trail',
  townComplete: 'Rulebook, Scoring: a completed town',
  farmComplete: 'Rulebook, Scoring: a completed farm',
  surveyorBonus: 'Rulebook, Surveyors: bonus',
  trailFinal: 'Rulebook, Final scoring: incomplete trails; scoring summary (trading posts)',
  townFinal: 'Rulebook, Final scoring: incomplete towns',
  farmFinal: 'Rulebook, Final scoring: incomplete farms',
  plainsFinal: 'Rulebook, Final scoring: trappers',
} as const;

/** What a feature holds, as counted on the board or by players at the table. */
export interface FeatureCounts {
  type: FeatureType;
  tiles: number;
  segments: number;
  flags: number;
  tradingPosts: number;
  animals: number;
  /** Farms: filled spaces around the farm tile that count (0–8). */
  surrounding: number;
}

function plural(n: number, one: string, many = one + 's'): string {
  return `${n} ${n === 1 ? one : many}`;
}

function item(count: number, what: string, whats: string, rate: number, rule: string): ScoreItem {
  return { label: `${plural(count, what, whats)} × ${rate}`, count, points: count * rate, rule };
}

/** Items for a feature: `complete` uses the rates of scoring during play, otherwise game end. */
export function scoreItems(f: FeatureCounts, complete: boolean, o: RuleOptions): ScoreItem[] {
  const items: ScoreItem[] = [];
  switch (f.type) {
    case 'trail': {
      const rule = complete ? RULES.trailComplete : RULES.trailFinal;
      if (!complete && o.incompleteCount === 'segment') items.push(item(f.segments, 'trail segment', 'trail segments', 1, rule));
      else items.push(item(f.tiles, 'tile', 'tiles', 1, rule));
      if (f.tradingPosts) items.push(item(f.tradingPosts, 'trading post', 'trading posts', complete ? 2 : o.finalTradingPost, rule));
      break;
    }
    case 'town': {
      const rule = complete ? RULES.townComplete : RULES.townFinal;
      const rate = complete ? 2 : 1;
      if (!complete && o.incompleteCount === 'segment') items.push(item(f.segments, 'town segment', 'town segments', rate, rule));
      else items.push(item(f.tiles, 'tile', 'tiles', rate, rule));
      if (f.flags) items.push(item(f.flags, 'flag', 'flags', rate, rule));
      break;
    }
    case 'farm':
      // Complete: the farm tile and its 8 neighbours, 9 points (fewer only when start spaces don't count).
      if (complete) items.push({ label: `farm tile and its ${f.surrounding} surrounding tiles × 1`, count: 1 + f.surrounding, points: 1 + f.surrounding, rule: RULES.farmComplete });
      else {
        items.push(item(1, 'farm tile', 'farm tiles', 1, RULES.farmFinal));
        if (f.surrounding) items.push(item(f.surrounding, 'surrounding tile', 'surrounding tiles', 1, RULES.farmFinal));
      }
      break;
    case 'plains':
      items.push(item(f.animals, 'animal', 'animals', 1, RULES.plainsFinal));
      break;
  }
  return items;
}

/** The +4 per surveyor item; `perSettler`: the count is of settler-and-surveyor pairs. */
export function bonusItem(surveyors: number, perSettler = false): ScoreItem {
  if (perSettler) return item(surveyors, 'settler sharing a column with a surveyor', 'settler-and-surveyor pairs in one column', 4, RULES.surveyorBonus);
  return item(surveyors, 'surveyor', 'surveyors', 4, RULES.surveyorBonus);
}

export function total(items: ScoreItem[]): number {
  return items.reduce((n, i) => n + i.points, 0);
}
