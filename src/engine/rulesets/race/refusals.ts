/**
 * Race to the New Found Land's refusals as data (core/said.ts): its tally (formats §7).
 * `raceEnglish` says each as the command line prints it; the site's catalogs say them to players.
 */
import { refuser, type Refuse } from '../../core/errors';
import { shownEn, type Shown } from '../../core/said';

export type RaceRefusal = { readonly area: 'race' } & (
  | { readonly code: 'lap'; readonly got: Shown }
  // The tally's (race/parse.ts).
  | { readonly code: 'tally-neutral-in-city' }
  | { readonly code: 'tally-marker-colour'; readonly players: readonly string[]; readonly neutral: string | null }
  | { readonly code: 'tally-region-name'; readonly got: Shown }
  | { readonly code: 'tally-scored-not-full' }
  | { readonly code: 'tally-bonus-missing'; readonly kind: 'island' | 'city'; readonly bonus: 'primary' | 'secondary' }
  | { readonly code: 'tally-players-count'; readonly count: number }
  | { readonly code: 'tally-neutral-name'; readonly got: Shown }
  | { readonly code: 'tally-neutral-players'; readonly count: number }
  | { readonly code: 'tally-neutral-is-player'; readonly name: string }
);

/** A Race refusal as the command line says it (for tool builders). */
export function raceEnglish(r: RaceRefusal): string {
  switch (r.code) {
    case 'lap':
      return `must be 0, 50 or 100 (the side of the 50/100 card face up, or 0 without a card), not ${shownEn(r.got)}`;
    case 'tally-neutral-in-city':
      return `the neutral colour's markers stand only on islands (2-player rules), not in a city`;
    case 'tally-marker-colour':
      return `is not one of the players (${r.players.join(', ')})${r.neutral !== null ? ` nor the neutral colour (${r.neutral})` : ''}`;
    case 'tally-region-name':
      return `must be the region's name (1–60 characters), not ${shownEn(r.got)}`;
    case 'tally-scored-not-full':
      return `a region is scored only once it is full, and this one has "full": false`;
    case 'tally-bonus-missing':
      return `a full ${r.kind} that is not yet scored needs its ${r.bonus} bonus points`;
    case 'tally-players-count':
      return `Race to the New Found Land is played by 2 to 4 players, not ${r.count}`;
    case 'tally-neutral-name':
      return `must be the neutral colour's name (1–40 characters) or null, not ${shownEn(r.got)}`;
    case 'tally-neutral-players':
      return `only a two-player game has a neutral colour; this one has ${r.count} players`;
    case 'tally-neutral-is-player':
      return `${JSON.stringify(r.name)} is a player; the neutral colour is the unused one`;
  }
}

/** Refuse `path` with a Race reason. */
export const refuseRace: Refuse<RaceRefusal> = refuser('race', raceEnglish);
