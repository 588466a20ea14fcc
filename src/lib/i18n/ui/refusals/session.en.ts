/** The session's refusals (src/engine/session/refusals.ts) in a player's English; null: the tool builders' sentence says it. */
import type { SessionRefusal } from '@engine/refusals';
import type { Context } from './context';

export function sessionEn(r: SessionRefusal, _c: Context): string | null {
  switch (r.code) {
    case 'unknown-ruleset':
      return null;
  }
}
