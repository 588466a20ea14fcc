/**
 * What a region is worth, as labelled items: one function for the game (regions read off the
 * board when a figure is withdrawn or at game end) and for the table tally (regions counted by
 * players). French rules, 2.2 "Évaluation d'une région" and "Évaluation finale".
 */
import type { DiscoveryOptions, RegionCounts, ScoreItem } from './types';

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

function item(count: number, one: string, many: string, rate: number, rule: string, note = ''): ScoreItem {
  return { label: `${plural(count, one, many)} × ${rate}${note}`, count, points: count * rate, rule };
}

/** Whether a region scored as complete gets the reduced rate the rules give for 2 tiles. */
export function isSmall(r: RegionCounts, as: ScoredAs, o: Pick<DiscoveryOptions, 'smallRegion' | 'finalSmallRegion'>, reallyComplete: boolean): boolean {
  if (as === 'incomplete') return false;
  if (as === 'final' && !reallyComplete && !o.finalSmallRegion) return false;
  return o.smallRegion === 'two-or-fewer' ? r.tiles <= 2 : r.tiles === 2;
}

/**
 * Items for one figure's region. `as`: scored during play, incomplete or complete, or at game
 * end (counted as complete). `reallyComplete` matters only at game end, for finalSmallRegion.
 */
export function regionItems(r: RegionCounts, as: ScoredAs, o: Pick<DiscoveryOptions, 'smallRegion' | 'finalSmallRegion'>, reallyComplete = as === 'complete'): ScoreItem[] {
  const rule = as === 'final' ? `${DISCOVERY_RULES.final}; ${DISCOVERY_RULES[r.kind]}` : DISCOVERY_RULES[r.kind];
  const small = isSmall(r, as, o, reallyComplete);
  const full = as !== 'incomplete' && !small;
  const note = small ? ` (a complete ${r.kind === 'seas' ? 'sea' : r.kind === 'mountains' ? 'mountain' : 'plains'} of ${plural(r.tiles, 'tile')} scores as an incomplete one)` : '';
  switch (r.kind) {
    case 'plains':
      return [item(r.tiles, 'plains tile', 'plains tiles', full ? 2 : 1, rule, note)];
    case 'mountains':
      return [item(r.cities, 'city', 'cities', full ? 2 : 1, rule, note)];
    case 'seas': {
      const items = [item(r.cities, 'city on the shore', 'cities on the shores', 1, rule, note)];
      if (full) items.push(item(r.tiles, 'sea tile', 'sea tiles', 1, rule));
      return items;
    }
  }
}

/** The points of `regionItems` for the same arguments, without the labels (a figure's value, asked every turn). */
export function regionPoints(r: RegionCounts, as: ScoredAs, o: Pick<DiscoveryOptions, 'smallRegion' | 'finalSmallRegion'>, reallyComplete = as === 'complete'): number {
  const full = as !== 'incomplete' && !isSmall(r, as, o, reallyComplete);
  if (r.kind === 'seas') return r.cities + (full ? r.tiles : 0);
  return (r.kind === 'plains' ? r.tiles : r.cities) * (full ? 2 : 1);
}

export function total(items: readonly ScoreItem[]): number {
  return items.reduce((n, i) => n + i.points, 0);
}
