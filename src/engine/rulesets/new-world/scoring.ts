/**
 * How many points a feature is worth, as labelled items. Shared by the game (features read
 * off the board) and the table tally (features counted by players); who gets them is in
 * majorities.ts.
 */
import type {
  FeatureType,
  NewWorldRuleRef,
  NewWorldTerm,
  RuleOptions,
  ScoreItem,
  UnscoredWhy,
} from './types';

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
} as const satisfies Record<NewWorldRuleRef, string>;

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

/** Each term's English, one and many, as the command line has always said it. */
const TERM_ENGLISH: Record<Exclude<NewWorldTerm, 'whole-farm'>, readonly [string, string]> = {
  tile: ['tile', 'tiles'],
  'trail-segment': ['trail segment', 'trail segments'],
  'town-segment': ['town segment', 'town segments'],
  'trading-post': ['trading post', 'trading posts'],
  flag: ['flag', 'flags'],
  'farm-tile': ['farm tile', 'farm tiles'],
  'surrounding-tile': ['surrounding tile', 'surrounding tiles'],
  animal: ['animal', 'animals'],
  surveyor: ['surveyor', 'surveyors'],
  'settler-with-surveyor': [
    'settler sharing a column with a surveyor',
    'settler-and-surveyor pairs in one column',
  ],
};

/** An item's label, as the command line prints it: "4 tiles × 1", "farm tile and its 8 surrounding tiles × 1". */
export function newWorldItemEnglish(term: NewWorldTerm, count: number, rate: number): string {
  if (term === 'whole-farm') return `farm tile and its ${count - 1} surrounding tiles × ${rate}`;
  return `${count} ${TERM_ENGLISH[term][count === 1 ? 0 : 1]} × ${rate}`;
}

function item(count: number, term: NewWorldTerm, rate: number, ref: NewWorldRuleRef): ScoreItem {
  return {
    label: newWorldItemEnglish(term, count, rate),
    count,
    points: count * rate,
    rule: RULES[ref],
    term,
    rate,
    ref,
  };
}

/** Items for a feature: `complete` uses the rates of scoring during play, otherwise game end. */
export function scoreItems(f: FeatureCounts, complete: boolean, o: RuleOptions): ScoreItem[] {
  const items: ScoreItem[] = [];
  switch (f.type) {
    case 'trail': {
      const ref = complete ? 'trailComplete' : 'trailFinal';
      if (!complete && o.incompleteCount === 'segment') items.push(item(f.segments, 'trail-segment', 1, ref));
      else items.push(item(f.tiles, 'tile', 1, ref));
      if (f.tradingPosts)
        items.push(item(f.tradingPosts, 'trading-post', complete ? 2 : o.finalTradingPost, ref));
      break;
    }
    case 'town': {
      const ref = complete ? 'townComplete' : 'townFinal';
      const rate = complete ? 2 : 1;
      if (!complete && o.incompleteCount === 'segment')
        items.push(item(f.segments, 'town-segment', rate, ref));
      else items.push(item(f.tiles, 'tile', rate, ref));
      if (f.flags) items.push(item(f.flags, 'flag', rate, ref));
      break;
    }
    case 'farm':
      // Complete: the farm tile and its 8 neighbours, 9 points (fewer only when start spaces don't count).
      if (complete) items.push(item(1 + f.surrounding, 'whole-farm', 1, 'farmComplete'));
      else {
        items.push(item(1, 'farm-tile', 1, 'farmFinal'));
        if (f.surrounding) items.push(item(f.surrounding, 'surrounding-tile', 1, 'farmFinal'));
      }
      break;
    case 'plains':
      items.push(item(f.animals, 'animal', 1, 'plainsFinal'));
      break;
  }
  return items;
}

/** The +4 per surveyor item; `perSettler`: the count is of settler-and-surveyor pairs. */
export function bonusItem(surveyors: number, perSettler = false): ScoreItem {
  return item(surveyors, perSettler ? 'settler-with-surveyor' : 'surveyor', 4, 'surveyorBonus');
}

export function total(items: readonly ScoreItem[]): number {
  return items.reduce((n, i) => n + i.points, 0);
}

/** Why a completed feature scored nothing, as the command line says it (an unscored event's `reason`). */
export function unscoredEnglish(why: UnscoredWhy, type: FeatureType): string {
  switch (why) {
    case 'no-settler':
      return `no settler stands on this ${type}, so it scores nothing and no surveyor moves`;
    case 'no-settler-track':
      return (
        `no settler stands on this ${type}, so it scores nothing and no board surveyor moves; the ` +
        `score-track surveyor still steps, as the house rule counts completed features`
      );
  }
}
