/**
 * New World Conquest's refusals (src/engine/rulesets/conquest/refusals.ts) in a player's English; null: the
 * tool builders' sentence says it.
 */
import type { ConquestRefusal } from '@engine/refusals';
import type { Context } from './context';

export function conquestEn(r: ConquestRefusal, _c: Context): string | null {
  switch (r.code) {
    case 'conqueror-conceded':
      return null;
    // The table tally's.
    case 'tally-nation-missing':
    case 'tally-vp-missing':
    case 'tally-territories':
    case 'tally-all-conceded':
    case 'tally-conqueror-name':
    case 'tally-conqueror-unknown':
      return null;
  }
}
