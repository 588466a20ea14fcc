/** The Discovery's table tally's refusals (tally.ts, formats §8) as data, and their English for tool builders. */
import { shownEn, type Shown } from '../../core/said';
import type { RegionKind } from './types';

export type DiscoveryTallyRefusal =
  | { readonly code: 'tally-region'; readonly regions: readonly RegionKind[]; readonly got: Shown }
  | { readonly code: 'tally-cities-missing'; readonly region: 'seas' | 'mountains' }
  | { readonly code: 'tally-when'; readonly got: Shown }
  | { readonly code: 'tally-region-tiles'; readonly n: number; readonly max: number };

/** A tally refusal as the command line says it. */
export function discoveryTallyEnglish(r: DiscoveryTallyRefusal): string {
  switch (r.code) {
    case 'tally-region':
      return `must be one of ${r.regions.join(', ')}, not ${shownEn(r.got)}`;
    case 'tally-cities-missing':
      return `a ${r.region === 'seas' ? 'sea' : 'mountain'} needs the number of cities that count for it`;
    case 'tally-when':
      return `must be "play" (taken back during play) or "end" (on the board at game end), not ${shownEn(r.got)}`;
    case 'tally-region-tiles':
      return `a region of ${r.n} tiles cannot be: The Discovery has ${r.max} tiles in all, the start tile included`;
  }
}
