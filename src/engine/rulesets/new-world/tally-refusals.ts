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
  | { readonly code: 'tally-bonus-settlers'; readonly player: string; readonly settlers: number }
  | TallyImpossible;

/**
 * What no game can hold (tally-limits.ts): what is wrong, on which kind of feature, the number entered and
 * the limit.
 */
export interface TallyImpossible {
  readonly code: 'tally-impossible';
  readonly what:
    | 'no-tiles'
    | 'no-segments'
    | 'too-many-tiles'
    | 'segments-below-tiles'
    | 'town-trading-posts'
    | 'trail-flags'
    | 'farm-not-surrounded'
    | 'settlers-over-supply'
    | 'settlers-on-board';
  readonly feature: FeatureType;
  readonly n: number;
  readonly max?: number;
  readonly player?: string;
}

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
    case 'tally-impossible':
      return impossibleEnglish(r);
  }
}

/** Why no game can hold the entry, in English. */
function impossibleEnglish(r: TallyImpossible): string {
  switch (r.what) {
    case 'no-tiles':
      return `a ${r.feature} covers at least 1 tile; no game holds a ${r.feature} of 0 tiles`;
    case 'no-segments':
      return `a ${r.feature} has at least 1 segment; no game holds a ${r.feature} of 0 segments`;
    case 'too-many-tiles':
      return `${r.n} is more than the game holds: it has ${r.max} tiles in all, start spaces included`;
    case 'segments-below-tiles':
      return `${r.n} segments on ${r.max} tiles: each tile of a ${r.feature} holds at least one of its segments`;
    case 'town-trading-posts':
      return 'trading posts lie on trails, never in a town';
    case 'trail-flags':
      return 'flags are in towns, never on a trail';
    case 'farm-not-surrounded':
      return (
        `a completed farm has all ${r.max} spaces around it filled, not ${r.n}; leave it incomplete to ` +
        `count ${r.n}`
      );
    case 'settlers-over-supply':
      return `${r.player} has only ${r.max} settlers to deploy (6, one of them the scoring marker), not ${r.n}`;
    case 'settlers-on-board':
      return (
        `${r.player} would have ${r.n} settlers on unfinished features at once; a player has ` +
        `only ${r.max} to deploy`
      );
  }
}
