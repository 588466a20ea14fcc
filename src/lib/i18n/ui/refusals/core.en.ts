/** The core's refusals (src/engine/core/refusals.ts) in a player's English; null: the tool builders' sentence says it well enough. */
import type { CoreRefusal } from '@engine/refusals';
import type { Context } from './context';

export function coreEn(r: CoreRefusal, _c: Context): string | null {
  switch (r.code) {
    case 'not-object':
    case 'not-whole-number':
      return null;
    // The table tallies'.
    case 'tally-format':
    case 'tally-version':
    case 'tally-format-unknown':
      return null;
  }
}
