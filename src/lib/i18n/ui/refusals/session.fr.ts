/** The session's refusals (src/engine/session/refusals.ts) in French. */
import type { SessionRefusal } from '@engine/refusals';
import type { Context } from './context';

export function sessionFr(r: SessionRefusal, _c: Context): string {
  switch (r.code) {
    case 'unknown-ruleset':
      return `« ${r.ruleset} » n’est pas un jeu que la partie connaît`;
  }
}
