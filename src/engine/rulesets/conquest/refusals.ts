/**
 * New World Conquest's refusals as data (core/said.ts): its tally (formats §7).
 * `conquestEnglish` says each as the command line prints it; the site's catalogs say them to players.
 */
import { refuser, type Refuse } from '../../core/errors';
import { type Shown } from '../../core/said';

export type ConquestRefusal = { readonly area: 'conquest' } & (
  | { readonly code: 'conqueror-conceded'; readonly player: string }
  // The tally's (conquest/tally.ts).
  | { readonly code: 'tally-nation-missing' }
  | { readonly code: 'tally-vp-missing' }
  | {
      readonly code: 'tally-territories';
      readonly settlements: number;
      readonly cities: number;
      readonly max: number;
    }
  | { readonly code: 'tally-all-conceded' }
  | { readonly code: 'tally-conqueror-name'; readonly got: Shown }
  | { readonly code: 'tally-conqueror-unknown'; readonly name: string; readonly players: readonly string[] }
);

/** Refuse `path` with a Conquest reason. */
export const refuseConquest: Refuse<ConquestRefusal> = refuser('conquest');
