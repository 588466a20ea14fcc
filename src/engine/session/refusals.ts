/**
 * The session's refusals as data (core/said.ts): a session's steps, its saved form and the
 * physical table (session.ts, table.ts, saved.ts, adapters.ts, what-if). `sessionEnglish` says each
 * as the command line prints it; the site's catalogs say them to players. The checks a session
 * shares with the games (a value not one of a list, the game over, no tile left) are the core's.
 */
import { refuser, type Refuse } from '../core/errors';
import type { PlaceRefusal } from '../core/refusals';
import { englishOfSaid, type Shown } from '../core/said';

export type { PlaceRefusal };

export type SessionRefusal = { readonly area: 'session' } & (
  | { readonly code: 'unknown-ruleset'; readonly ruleset: string }
  | { readonly code: 'not-loaded'; readonly ruleset: string }
  | { readonly code: 'what-if-not-loaded' }
  | { readonly code: 'no-order' }
  | { readonly code: 'no-withdraw' }
  | { readonly code: 'not-text'; readonly max: number; readonly got: Shown }
  | { readonly code: 'not-version'; readonly got: Shown }
  | { readonly code: 'box-empty' }
  | { readonly code: 'already-placed' }
  | { readonly code: 'no-hand' }
  | { readonly code: 'place-first' }
  | { readonly code: 'in-hand'; readonly tile: string }
  | { readonly code: 'not-tile-type'; readonly tile: string }
  | { readonly code: 'turn-in-progress' }
);

/** Why no tile can be placed when none is in hand, as `Session.placeRefusal` says it. */
export function noHand(): PlaceRefusal {
  const why: SessionRefusal = { area: 'session', code: 'no-hand' };
  return {
    why,
    get text() {
      return englishOfSaid(why);
    },
  };
}

/** Refuse `path` with a session reason. */
export const refuseSession: Refuse<SessionRefusal> = refuser('session');
