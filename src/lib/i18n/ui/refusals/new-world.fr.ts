/** New World's refusals (src/engine/rulesets/new-world/refusals.ts) in French, for players. */
import type { NewWorldRefusal } from '@engine/refusals';
import { featureFr, playerFr, roleFr, squareWordsFr, theFr } from '@lib/i18n/narration-fr';
import type { Context } from './context';

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
  }
}
