/** New World Conquest's refusals (src/engine/rulesets/conquest/refusals.ts) in French. */
import type { ConquestRefusal } from '@engine/refusals';
import { playerFr } from '@lib/i18n/narration-fr';
import type { Context } from './context';
import { shownFr } from './shown.fr';
import { andFr, countFr, literalFr } from '@lib/i18n/tally-words-fr';

export function conquestFr(r: ConquestRefusal, _c: Context): string {
  switch (r.code) {
    case 'conqueror-conceded':
      return `${playerFr(r.player)} a abandonné et ne peut donc pas avoir conquis tous les autres`;
    // The table tally's.
    case 'tally-nation-missing':
      return (
        'manque : la nation de chaque joueur doit indiquer ses points de victoire (et ses établissements ' +
        'et villes)'
      );
    case 'tally-vp-missing':
      return 'manque : les points de victoire sur les jetons (négatifs pour les points d’oppression)';
    case 'tally-territories':
      return (
        `${countFr(r.settlements, 'établissement', 'établissements')} ` +
        `et ${countFr(r.cities, 'ville', 'villes')} : le plateau n’a que ${r.max} ` +
        `territoires`
      );
    case 'tally-all-conceded':
      return 'tous les joueurs ont abandonné : au moins l’un d’eux doit rester en lice pour gagner';
    case 'tally-conqueror-name':
      return `doit être le nom du joueur qui a conquis tous les autres, pas ${shownFr(r.got)}`;
    case 'tally-conqueror-unknown':
      return `${literalFr(playerFr(r.name))} n’est pas l’un des joueurs (${andFr(r.players.map(playerFr))})`;
  }
}
