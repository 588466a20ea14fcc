/** The Discovery's refusals (src/engine/rulesets/discovery/refusals.ts) in a player's English; null: the tool builders' sentence says it. */
import type { DiscoveryRefusal } from '@engine/refusals';
import type { Context } from './context';

export function discoveryEn(r: DiscoveryRefusal, _c: Context): string | null {
  switch (r.code) {
    case 'no-figure-left':
      return `${r.player} has no figure left to put down (each player has four; the fifth marks the score).`;
    // The table tally's.
    case 'tally-region':
    case 'tally-cities-missing':
    case 'tally-when':
      return null;
  }
}
