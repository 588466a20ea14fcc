/**
 * New World Conquest's refusals in the English of tool builders (what the command line prints, formats §5),
 * apart from the refusals themselves: only src/engine/refusals-english.ts loads them (the command line, the
 * tests, a page with its words).
 */
import { shownEn } from '../../core/said';
import type { ConquestRefusal } from './refusals';

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
