/**
 * Race to the New Found Land's refusals as data (core/said.ts): its tally (formats §7).
 * `raceEnglish` says each as the command line prints it; the site's catalogs say them to players.
 */
import { refuser, type Refuse } from '../../core/errors';
import { type Shown } from '../../core/said';

export type RaceRefusal = { readonly area: 'race' } & (
  | { readonly code: 'lap'; readonly got: Shown }
  // The tally's (race/parse.ts).
  | { readonly code: 'tally-neutral-in-city' }
  | {
      readonly code: 'tally-marker-colour';
      readonly players: readonly string[];
      readonly neutral: string | null;
    }
  | { readonly code: 'tally-region-name'; readonly got: Shown }
  | { readonly code: 'tally-scored-not-full' }
  | {
      readonly code: 'tally-bonus-missing';
      readonly kind: 'island' | 'city';
      readonly bonus: 'primary' | 'secondary';
    }
  | { readonly code: 'tally-players-count'; readonly count: number }
  | { readonly code: 'tally-neutral-name'; readonly got: Shown }
  | { readonly code: 'tally-neutral-players'; readonly count: number }
  | { readonly code: 'tally-neutral-is-player'; readonly name: string }
);

/** Refuse `path` with a Race reason. */
export const refuseRace: Refuse<RaceRefusal> = refuser('race');
