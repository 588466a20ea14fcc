/**
 * New World Conquest's refusals as data (core/said.ts): its tally (formats §7).
 * `conquestEnglish` says each as the command line prints it; the site's catalogs say them to players.
 */
import { refuser, type Refuse } from '../../core/errors';
import { shownEn, type Shown } from '../../core/said';

export type ConquestRefusal = { readonly area: 'conquest' } & (
  | { readonly code: 'conqueror-conceded'; readonly player: string }
  // The tally's (conquest/tally.ts).
  | { readonly code: 'tally-nation-missing' }
  | { readonly code: 'tally-vp-missing' }
  | { readonly code: 'tally-territories'; readonly settlements: number; readonly cities: number; readonly max: number }
  | { readonly code: 'tally-all-conceded' }
  | { readonly code: 'tally-conqueror-name'; readonly got: Shown }
  | { readonly code: 'tally-conqueror-unknown'; readonly name: string; readonly players: readonly string[] }
);

/** A Conquest refusal as the command line says it (for tool builders). */
export function conquestEnglish(r: ConquestRefusal): string {
  switch (r.code) {
    case 'conqueror-conceded':
      return `${r.player} conceded, so cannot have conquered all the others`;
    case 'tally-nation-missing':
      return `is missing: every player's nation needs its vp (and its settlements and cities)`;
    case 'tally-vp-missing':
      return 'is missing: the victory points on the tokens (negative for oppression points)';
    case 'tally-territories':
      return `${r.settlements} settlements and ${r.cities} cities: the board has only ${r.max} territories`;
    case 'tally-all-conceded':
      return `every player has conceded: at least one must still be in the game to win it`;
    case 'tally-conqueror-name':
      return `must be the name of the player who conquered all the others, not ${shownEn(r.got)}`;
    case 'tally-conqueror-unknown':
      return `"${r.name}" is not one of the players (${r.players.join(', ')})`;
  }
}

/** Refuse `path` with a Conquest reason. */
export const refuseConquest: Refuse<ConquestRefusal> = refuser('conquest', conquestEnglish);
