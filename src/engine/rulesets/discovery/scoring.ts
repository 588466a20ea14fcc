/**
 * What a region is worth, as labelled items: one function for the game (regions read off the
 * board when a figure is withdrawn or at game end) and for the table tally (regions counted by
 * players). French rules, 2.2 "Évaluation d'une région" and "Évaluation finale".
 */
import type { DiscoveryOptions, DiscoveryTerm, RegionCounts, RegionKind, ScoreItem } from './types';

/** Where each scoring rule is written down. */
export const DISCOVERY_RULES = {
  plains: 'The Discovery rules, 2.2 Scoring a region: plains',
  mountains: 'The Discovery rules, 2.2 Scoring a region: mountains',
  seas: 'The Discovery rules, 2.2 Scoring a region: seas',
  final: 'The Discovery rules, Final scoring',
} as const;

export type ScoredAs = 'incomplete' | 'complete' | 'final';

function plural(n: number, one: string, many = one + 's'): string {
  return `${n} ${n === 1 ? one : many}`;
}

const TERM_ENGLISH: Record<DiscoveryTerm, readonly [string, string]> = {
  'plains-tile': ['plains tile', 'plains tiles'],
  city: ['city', 'cities'],
  'shore-city': ['city on the shore', 'cities on the shores'],
  'sea-tile': ['sea tile', 'sea tiles'],
};
const REGION_ENGLISH: Record<RegionKind, string> = { seas: 'sea', mountains: 'mountain', plains: 'plains' };

/**
 * An item's label, as the command line prints it: "3 plains tiles × 2", "1 city × 1 (a complete sea of 2
 * tiles scores as an incomplete one)".
 */
export function discoveryItemEnglish(
  i: Pick<ScoreItem, 'term' | 'count' | 'rate' | 'region' | 'small'>,
): string {
  const note =
    i.small === undefined
      ? ''
      : ` (a complete ${REGION_ENGLISH[i.region]} of ${plural(i.small, 'tile')} scores as an incomplete one)`;
  return `${i.count} ${TERM_ENGLISH[i.term][i.count === 1 ? 0 : 1]} × ${i.rate}${note}`;
}

/** The rule an item comes from, as the command line prints it. */
export function discoveryRuleEnglish(region: RegionKind, final: boolean): string {
  return final ? `${DISCOVERY_RULES.final}; ${DISCOVERY_RULES[region]}` : DISCOVERY_RULES[region];
}

function item(
  count: number,
  term: DiscoveryTerm,
  rate: number,
  region: RegionKind,
  final: boolean,
  rule: string,
  small?: number,
): ScoreItem {
  const i: ScoreItem = { label: '', count, points: count * rate, rule, term, rate, region, final };
  if (small !== undefined) i.small = small;
  i.label = discoveryItemEnglish(i);
  return i;
}

/** Whether a region scored as complete gets the reduced rate the rules give for 2 tiles. */
export function isSmall(
  r: RegionCounts,
  as: ScoredAs,
  o: Pick<DiscoveryOptions, 'smallRegion' | 'finalSmallRegion'>,
  reallyComplete: boolean,
): boolean {
  if (as === 'incomplete') return false;
  if (as === 'final' && !reallyComplete && !o.finalSmallRegion) return false;
  return o.smallRegion === 'two-or-fewer' ? r.tiles <= 2 : r.tiles === 2;
}

/**
 * Items for one figure's region. `as`: scored during play, incomplete or complete, or at game
 * end (counted as complete). `reallyComplete` matters only at game end, for finalSmallRegion.
 */
export function regionItems(
  r: RegionCounts,
  as: ScoredAs,
  o: Pick<DiscoveryOptions, 'smallRegion' | 'finalSmallRegion'>,
  reallyComplete = as === 'complete',
): ScoreItem[] {
  const final = as === 'final';
  const rule = discoveryRuleEnglish(r.kind, final);
  const small = isSmall(r, as, o, reallyComplete);
  const full = as !== 'incomplete' && !small;
  const note = small ? r.tiles : undefined;
  switch (r.kind) {
    case 'plains':
      return [item(r.tiles, 'plains-tile', full ? 2 : 1, r.kind, final, rule, note)];
    case 'mountains':
      return [item(r.cities, 'city', full ? 2 : 1, r.kind, final, rule, note)];
    case 'seas': {
      const items = [item(r.cities, 'shore-city', 1, r.kind, final, rule, note)];
      if (full) items.push(item(r.tiles, 'sea-tile', 1, r.kind, final, rule));
      return items;
    }
  }
}

/** The points of `regionItems` for the same arguments, without the labels (a figure's value, asked every turn). */
export function regionPoints(
  r: RegionCounts,
  as: ScoredAs,
  o: Pick<DiscoveryOptions, 'smallRegion' | 'finalSmallRegion'>,
  reallyComplete = as === 'complete',
): number {
  const full = as !== 'incomplete' && !isSmall(r, as, o, reallyComplete);
  if (r.kind === 'seas') return r.cities + (full ? r.tiles : 0);
  return (r.kind === 'plains' ? r.tiles : r.cities) * (full ? 2 : 1);
}

export function total(items: readonly ScoreItem[]): number {
  return items.reduce((n, i) => n + i.points, 0);
}
