/** The session's refusals (src/engine/session/refusals.ts) in French. */
import type { SessionRefusal } from '@engine/refusals';
import type { Context } from './context';
import { shownFr } from './shown.fr';
import { tileWordsFr } from '@lib/i18n/narration-fr';

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function sessionFr(r: SessionRefusal, _c: Context): string {
  switch (r.code) {
    case 'unknown-ruleset':
      return `« ${r.ruleset} » n’est pas un jeu que la partie connaît`;
    case 'not-loaded':
      return `les règles de « ${r.ruleset} » ne sont pas encore chargées`;
    case 'what-if-not-loaded':
      return 'les aperçus ne sont pas encore chargés';
    case 'no-order':
      return (
        'Nouveau monde n’a pas d’ordre de décompte à choisir : une région n’est décomptée que quand son ' +
        'pion est repris.'
      );
    case 'no-withdraw':
      return 'New World ne permet pas de reprendre un colon : les colons rentrent quand leur élément est décompté.';
    case 'not-text':
      return `doit être un texte de 1 à ${r.max} caractères, pas ${shownFr(r.got)}`;
    case 'not-version':
      return `doit valoir 1, pas ${shownFr(r.got)}`;
    case 'box-empty':
      return 'La pioche est vide : il n’y a plus de tuile à piocher.';
    case 'already-placed':
      return 'Une tuile a déjà été posée pendant ce tour.';
    case 'no-hand':
      return 'Aucune tuile en main : piochez-en une d’abord.';
    case 'place-first':
      return 'Il faut d’abord poser une tuile.';
    case 'in-hand':
      return `${capital(tileWordsFr(r.tile))} est déjà en main pendant ce tour.`;
    case 'not-tile-type':
      return `Il n’y a pas de tuile nommée ${r.tile} dans cette partie.`;
    case 'turn-in-progress':
      return 'Terminez d’abord le tour en cours.';
  }
}
