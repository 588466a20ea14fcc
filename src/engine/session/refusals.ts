/**
 * The session's refusals as data (core/said.ts): a session's steps, its saved form and the
 * physical table (session.ts, table.ts, saved.ts, adapters.ts, what-if). `sessionEnglish` says each
 * as the command line prints it; the site's catalogs say them to players. The checks a session
 * shares with the games (a value not one of a list, the game over, no tile left) are the core's.
 */
import { refuser, type Refuse } from '../core/errors';
import type { PlaceRefusal } from '../core/refusals';
import { shownEn, type Shown } from '../core/said';

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

/** A session refusal as the command line says it (for tool builders). */
export function sessionEnglish(r: SessionRefusal): string {
  switch (r.code) {
    case 'unknown-ruleset':
      return `${JSON.stringify(r.ruleset)} is not a ruleset the session knows`;
    case 'not-loaded':
      return `${JSON.stringify(r.ruleset)} is not loaded yet (call loadRuleset first)`;
    case 'what-if-not-loaded':
      return 'the previews are not loaded yet (call loadWhatIf first)';
    case 'no-order':
      return 'The Discovery has no scoring order to choose: a region scores only when its figure is withdrawn';
    case 'no-withdraw':
      return 'New World has no withdrawing: settlers go home when their feature scores';
    case 'not-text':
      return `must be a string of 1–${r.max} characters, not ${shownEn(r.got)}`;
    case 'not-version':
      return `must be 1, not ${shownEn(r.got)}`;
    case 'box-empty':
      return 'the box is empty';
    case 'already-placed':
      return 'the tile is already placed this turn';
    case 'no-hand':
      return 'no tile in hand: draw one first';
    case 'place-first':
      return 'place the tile first';
    case 'in-hand':
      return `a tile (${r.tile}) is already in hand this turn`;
    case 'not-tile-type':
      return `${JSON.stringify(r.tile)} is not a tile type of this game`;
    case 'turn-in-progress':
      return 'finish the turn in progress first';
  }
}

/** Why no tile can be placed when none is in hand, as `Session.placeRefusal` says it. */
export function noHand(): PlaceRefusal {
  const why: SessionRefusal = { area: 'session', code: 'no-hand' };
  return { text: sessionEnglish(why), why };
}

/** Refuse `path` with a session reason. */
export const refuseSession: Refuse<SessionRefusal> = refuser('session', sessionEnglish);
