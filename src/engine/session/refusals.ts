/**
 * The session's refusals as data (core/said.ts): a session's steps, its saved form and the
 * physical table (session.ts, table.ts, saved.ts, adapters.ts, what-if). `sessionEnglish` says each
 * as the command line prints it; the site's catalogs say them to players.
 */
import { refuser, type Refuse } from '../core/errors';

export type SessionRefusal = { readonly area: 'session' } & { readonly code: 'unknown-ruleset'; readonly ruleset: string };

/** A session refusal as the command line says it (for tool builders). */
export function sessionEnglish(r: SessionRefusal): string {
  switch (r.code) {
    case 'unknown-ruleset':
      return `${JSON.stringify(r.ruleset)} is not a ruleset the session knows`;
  }
}

/** Refuse `path` with a session reason. */
export const refuseSession: Refuse<SessionRefusal> = refuser('session', sessionEnglish);
