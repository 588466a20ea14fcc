/**
 * The Discovery's refusals as data (core/said.ts): a record's turns, tiles, figures and tally
 * (French rules, sections named at each throw). `discoveryEnglish` says each as the command line
 * prints it (formats §5, §8); the site's catalogs say them to players.
 */
import { refuser, type Refuse } from '../../core/errors';
import { shownEn, type Shown } from '../../core/said';
import type { RegionKind } from './types';

export type DiscoveryRefusal = { readonly area: 'discovery' } & ({ readonly code: 'no-figure-left'; readonly player: string } | DiscoveryTallyRefusal);

/** The table tally's refusals (discovery/tally.ts). */
type DiscoveryTallyRefusal =
  | { readonly code: 'tally-region'; readonly regions: readonly RegionKind[]; readonly got: Shown }
  | { readonly code: 'tally-cities-missing'; readonly region: 'seas' | 'mountains' }
  | { readonly code: 'tally-when'; readonly got: Shown };

/** A tally refusal as the command line says it. */
function tallyEnglish(r: DiscoveryTallyRefusal): string {
  switch (r.code) {
    case 'tally-region':
      return `must be one of ${r.regions.join(', ')}, not ${shownEn(r.got)}`;
    case 'tally-cities-missing':
      return `a ${r.region === 'seas' ? 'sea' : 'mountain'} needs the number of cities that count for it`;
    case 'tally-when':
      return `must be "play" (taken back during play) or "end" (on the board at game end), not ${shownEn(r.got)}`;
  }
}

/** A Discovery refusal as the command line says it (for tool builders). */
export function discoveryEnglish(r: DiscoveryRefusal): string {
  switch (r.code) {
    case 'no-figure-left':
      return `${r.player} has no figure left in supply (4 each; the fifth marks the score)`;
    case 'tally-region':
    case 'tally-cities-missing':
    case 'tally-when':
      return tallyEnglish(r);
  }
}

/** Refuse `path` with a Discovery reason. */
export const refuseDiscovery: Refuse<DiscoveryRefusal> = refuser('discovery', discoveryEnglish);
