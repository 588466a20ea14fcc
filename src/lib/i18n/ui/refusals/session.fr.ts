/** The session's refusals (src/engine/session/refusals.ts) in French. */
import type { SessionRefusal } from '@engine/refusals';
import type { Context } from './context';
import { shownFr } from './shown.fr';

export function sessionFr(r: SessionRefusal, _c: Context): string {
  switch (r.code) {
    case 'unknown-ruleset':
      return `« ${r.ruleset} » n’est pas un jeu que la partie connaît`;
    case 'not-loaded':
      return `les règles de « ${r.ruleset} » ne sont pas encore chargées`;
    case 'what-if-not-loaded':
      return 'les aperçus ne sont pas encore chargés';
    case 'no-order':
      return 'Nouveau monde n’a pas d’ordre de décompte à choisir : une région n’est décomptée que lorsque son pion est repris';
    case 'no-withdraw':
      return 'New World ne permet pas de reprendre un pion : les colons rentrent quand leur élément est décompté';
    case 'not-text':
      return `doit être un texte de 1 à ${r.max} caractères, pas ${shownFr(r.got)}`;
    case 'not-version':
      return `doit valoir 1, pas ${shownFr(r.got)}`;
    case 'box-empty':
      return 'la boîte est vide';
    case 'already-placed':
      return 'la tuile est déjà posée à ce tour';
    case 'no-hand':
      return 'aucune tuile en main : piochez-en une d’abord';
    case 'place-first':
      return 'posez d’abord la tuile';
    case 'in-hand':
      return `une tuile (${r.tile}) est déjà en main à ce tour`;
    case 'not-tile-type':
      return `« ${r.tile} » n’est pas une tuile de ce jeu`;
    case 'turn-in-progress':
      return 'finissez d’abord le tour en cours';
  }
}
