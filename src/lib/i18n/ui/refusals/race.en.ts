/**
 * Race to the New Found Land's refusals (src/engine/rulesets/race/refusals.ts) in a player's English; null:
 * the tool builders' sentence says it.
 */
import type { RaceRefusal } from '@engine/refusals';
import type { Context } from './context';

export function raceEn(r: RaceRefusal, _c: Context): string | null {
  switch (r.code) {
    case 'lap':
      return null;
    // The table tally's.
    case 'tally-neutral-in-city':
    case 'tally-marker-colour':
    case 'tally-region-name':
    case 'tally-scored-not-full':
    case 'tally-bonus-missing':
    case 'tally-players-count':
    case 'tally-neutral-name':
    case 'tally-neutral-players':
    case 'tally-neutral-is-player':
      return null;
  }
}
