/**
 * The session's refusals (src/engine/session/refusals.ts) in a player's English; null: the tool builders'
 * sentence says it.
 */
import type { SessionRefusal } from '@engine/refusals';
import type { Context } from './context';

export function sessionEn(r: SessionRefusal, _c: Context): string | null {
  switch (r.code) {
    case 'unknown-ruleset':
    case 'not-loaded':
    case 'what-if-not-loaded':
    case 'no-order':
    case 'no-withdraw':
    case 'not-text':
    case 'not-version':
    case 'box-empty':
    case 'already-placed':
    case 'no-hand':
    case 'place-first':
    case 'in-hand':
    case 'not-tile-type':
    case 'turn-in-progress':
      return null;
  }
}
