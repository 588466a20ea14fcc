/**
 * Race to the New Found Land's refusals as data (core/said.ts): its tally (formats §7).
 * `raceEnglish` says each as the command line prints it; the site's catalogs say them to players.
 */
import { refuser, type Refuse } from '../../core/errors';
import { shownEn, type Shown } from '../../core/said';

export type RaceRefusal = { readonly area: 'race' } & { readonly code: 'lap'; readonly got: Shown };

/** A Race refusal as the command line says it (for tool builders). */
export function raceEnglish(r: RaceRefusal): string {
  switch (r.code) {
    case 'lap':
      return `must be 0, 50 or 100 (the side of the 50/100 card face up, or 0 without a card), not ${shownEn(r.got)}`;
  }
}

/** Refuse `path` with a Race reason. */
export const refuseRace: Refuse<RaceRefusal> = refuser('race', raceEnglish);
