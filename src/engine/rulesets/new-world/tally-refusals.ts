/** New World's table tally's refusals (tally.ts, formats §4) as data, and their English for tool builders. */
import { shownEn, type Shown } from '../../core/said';
import type { FeatureType } from './types';

export type NewWorldTallyRefusal =
  | { readonly code: 'tally-feature-type'; readonly types: readonly FeatureType[]; readonly got: Shown }
  | { readonly code: 'tally-tiles-missing'; readonly feature: 'trail' | 'town' }
  | { readonly code: 'tally-surrounding-missing'; readonly max: number }
  | { readonly code: 'tally-plains-complete' }
  | { readonly code: 'tally-surveyors-incomplete' }
  | { readonly code: 'tally-bonus-without-surveyors' }
  | { readonly code: 'tally-bonus-settlers'; readonly player: string; readonly settlers: number };

/** A tally refusal as the command line says it. */
export function newWorldTallyEnglish(r: NewWorldTallyRefusal): string {
  switch (r.code) {
    case 'tally-feature-type':
      return `must be one of ${r.types.join(', ')}, not ${shownEn(r.got)}`;
    case 'tally-tiles-missing':
      return `a ${r.feature} needs its number of tiles`;
    case 'tally-surrounding-missing':
      return `an incomplete farm needs the number of tiles around it (0–${r.max})`;
    case 'tally-plains-complete':
      return 'plains are never completed during play; they score at game end';
    case 'tally-surveyors-incomplete':
      return 'the surveyor bonus applies only to features completed during play';
    case 'tally-bonus-without-surveyors':
      return "goes with surveyors: how many of each player's settlers stand in a surveyor's column";
    case 'tally-bonus-settlers':
      return `${r.player} has only ${r.settlers} settler${r.settlers === 1 ? '' : 's'} on this feature`;
  }
}
