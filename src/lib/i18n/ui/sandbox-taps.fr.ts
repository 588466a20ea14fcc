/**
 * Pourquoi une touche sur le plateau ne pose ni colon ni pion (src/lib/sandbox/sandbox-taps.ts), en
 * français : dit sur la ligne d’état du bac à sable, avec la règle qui le dit. Ni nom de tuile, ni côté,
 * ni case entre parenthèses.
 */
import type { TapWhy } from '@lib/sandbox/sandbox-taps';
import { featureFr, playerFr, roleFr, theFr } from '../narration-fr';
import type { TapWords } from './sandbox-taps.en';

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const GAME: Record<string, { piece: string; text: string; href: string; anchored: boolean }> = {
  'new-world': {
    piece: 'colon',
    text: 'Poser un colon',
    href: '/fr/rules/deploying-settlers/',
    anchored: true,
  },
  discovery: {
    piece: 'pion',
    text: 'Poser un pion',
    href: '/fr/related/the-discovery/#placing-a-figure',
    anchored: false,
  },
};
const gameOf = (ruleset: string) => GAME[ruleset] ?? GAME['new-world'];
const pieceOf = (ruleset: string) => gameOf(ruleset).piece;
const ANCHOR: Partial<Record<TapWhy['code'], string>> = {
  held: '#r-deploy-3',
  'older-tile': '#r-deploy-2',
  'one-per-turn': '#r-deploy-2',
  'none-left': '#r-deploy-2',
  'no-place': '#r-deploy-1',
  offered: '#r-deploy-1',
};

const TAPS_FR: TapWords = {
  say(why, ruleset, where) {
    const piece = pieceOf(ruleset);
    switch (why.code) {
      case 'held': {
        const f = featureFr(why.feature);
        return (
          `${capital(theFr(roleFr(why.role)))} de ${playerFr(why.owner)} occupe déjà cette ${f} : un ` +
          `nouveau ${piece} ne peut rejoindre qu’une ${f} que personne n’occupe encore, aussi loin ` +
          `qu’elle s’étende.`
        );
      }
      case 'no-place':
        return why.feature === 'crossing'
          ? `C’est le carrefour où les pistes se rejoignent : aucun ${piece} ne s’y tient. Choisissez ` +
              `l’un des cercles de la tuile.`
          : `C’est la mer : aucun ${piece} ne s’y tient. Choisissez l’un des cercles de la tuile.`;
      case 'none-left':
        return `${playerFr(why.player)} n’a plus de ${piece} à poser.`;
      case 'one-per-turn':
        return `Un seul ${piece} par tour, et celui de ce tour est déjà joué.`;
      case 'offered':
        return (
          `Cette ${featureFr(why.feature)} est libre : touchez son cercle pour y poser un ${piece}, ` +
          `ou passez.`
        );
      case 'older-tile':
        return `Un ${piece} ne se pose que sur la tuile que vous venez de poser, en ${where}.`;
      default:
        return null;
    }
  },
  rule(why, ruleset) {
    const r = gameOf(ruleset);
    const anchor = r.anchored ? (ANCHOR[why.code] ?? '') : '';
    return { text: r.text, href: r.href + anchor };
  },
};
export { TAPS_FR };
export default TAPS_FR;
