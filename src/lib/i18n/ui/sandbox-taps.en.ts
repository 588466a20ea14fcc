/**
 * Why a tap on the board puts no settler or figure down (src/lib/sandbox/sandbox-taps.ts), in English:
 * said on the sandbox's status line, with the rule that says so. No tile names, sides or squares in
 * brackets: the board is in front of the player.
 */
import type { TapWhy } from '@lib/sandbox/sandbox-taps';

const FEATURE: Record<string, string> = {
  town: 'town',
  trail: 'trail',
  plains: 'plains',
  farm: 'farm',
  mountains: 'mountain',
  seas: 'sea',
  sea: 'sea',
  crossing: 'crossing',
};
const feature = (f: string) => FEATURE[f] ?? f;
/** Each game's piece, and the rules page on putting it down (`anchored`: its rules have anchors of their own). */
const GAME: Record<string, { piece: string; text: string; href: string; anchored: boolean }> = {
  'new-world': {
    piece: 'settler',
    text: 'Deploying settlers',
    href: '/rules/deploying-settlers/',
    anchored: true,
  },
  discovery: {
    piece: 'figure',
    text: 'Placing a figure',
    href: '/related/the-discovery/#placing-a-figure',
    anchored: false,
  },
};
const gameOf = (ruleset: string) => GAME[ruleset] ?? GAME['new-world'];
const pieceOf = (ruleset: string) => gameOf(ruleset).piece;
/** Which rule of the settlers' page says it (New World's rule anchors). */
const ANCHOR: Partial<Record<TapWhy['code'], string>> = {
  held: '#r-deploy-3',
  'older-tile': '#r-deploy-2',
  'one-per-turn': '#r-deploy-2',
  'none-left': '#r-deploy-2',
  'no-place': '#r-deploy-1',
  offered: '#r-deploy-1',
};

export const TAPS_EN = {
  /** The sentence for `why` (`ruleset`: the game's; `where`: the square of the tile just laid, in words). */
  say(why: TapWhy, ruleset: string, where: string): string | null {
    const piece = pieceOf(ruleset);
    switch (why.code) {
      case 'held': {
        const f = feature(why.feature);
        const holder = `${why.owner}'s ${why.role}`;
        return why.feature === 'plains'
          ? `${holder} already holds these plains: a new ${piece} may only join plains that nobody holds ` +
              `yet, however far they reach.`
          : `${holder} already holds this ${f}: a new ${piece} may only join a ${f} that nobody holds ` +
              `yet, however far it reaches.`;
      }
      case 'no-place':
        return why.feature === 'crossing'
          ? `That is the crossing where the trails meet: no ${piece} stands there. Choose one of the ` +
              `circles on the tile.`
          : `That is the sea: no ${piece} stands there. Choose one of the circles on the tile.`;
      case 'none-left':
        return `${why.player} has no ${piece} left to put down.`;
      case 'one-per-turn':
        return `Only one ${piece} per turn, and this turn's has been played already.`;
      case 'offered': {
        const f = feature(why.feature);
        return why.feature === 'plains'
          ? `These plains are free: tap their circle to put a ${piece} there, or skip.`
          : `This ${f} is free: tap its circle to put a ${piece} there, or skip.`;
      }
      case 'older-tile':
        return `A ${piece} goes only on the tile you just laid, at ${where}.`;
      default:
        return null;
    }
  },
  /** The rules page that says why, and its name. */
  rule(why: TapWhy, ruleset: string): { text: string; href: string } {
    const r = gameOf(ruleset);
    const anchor = r.anchored ? (ANCHOR[why.code] ?? '') : '';
    return { text: r.text, href: r.href + anchor };
  },
};
export type TapWords = typeof TAPS_EN;
export default TAPS_EN;
