/** New World's refusals (src/engine/rulesets/new-world/refusals.ts) in French, for players. */
import type { NewWorldRefusal } from '@engine/refusals';
import { featureFr, playerFr, roleFr, squareWordsFr, theFr } from '@lib/i18n/narration-fr';
import type { Context } from './context';
import { shownFr } from './shown.fr';
import { countFr, orFr } from '@lib/i18n/tally-words-fr';

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** « Le marchand », « L’explorateur ». */
const The = (role: string) => capital(theFr(roleFr(role)));
/** « le marchand de Rouge ». */
const whose = (player: string, role: string) => `${theFr(roleFr(role))} de ${playerFr(player)}`;

export function newWorldFr(r: NewWorldRefusal, c: Context): string {
  switch (r.code) {
    case 'feature-held': {
      const at = squareWordsFr(c.ruleset.id, String(r.col), String(r.row));
      return `${The(c.piece)} ne peut pas aller là : cette ${featureFr(r.feature)} a déjà un colon (${whose(r.owner, r.role)} sur la tuile en ${at}), et un nouveau colon ne peut rejoindre qu’une ${featureFr(r.feature)} que personne n’occupe encore, aussi loin qu’elle s’étende.`;
    }
    // The table tally's.
    case 'tally-feature-type':
      return `doit valoir ${orFr(r.types.map((t) => `${t} (${featureFr(t)})`))}, pas ${shownFr(r.got)}`;
    case 'tally-tiles-missing':
      return `une ${featureFr(r.feature)} doit indiquer son nombre de tuiles`;
    case 'tally-surrounding-missing':
      return `une ferme inachevée doit indiquer le nombre de tuiles qui l’entourent (de 0 à ${r.max})`;
    case 'tally-plains-complete':
      return 'une plaine n’est jamais achevée en cours de partie ; elle se décompte en fin de partie';
    case 'tally-surveyors-incomplete':
      return 'le bonus d’arpenteur ne vaut que pour les éléments achevés en cours de partie';
    case 'tally-bonus-without-surveyors':
      return 'va avec les arpenteurs (surveyors) : combien des colons de chaque joueur se trouvent dans la colonne d’un arpenteur';
    case 'tally-bonus-settlers':
      return `${playerFr(r.player)} ${r.settlers === 0 ? 'n’a aucun colon' : r.settlers === 1 ? 'n’a qu’un colon' : `n’a que ${countFr(r.settlers, 'colon', 'colons')}`} sur cet élément`;
  }
}
