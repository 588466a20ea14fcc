/**
 * What a refused turn tried, in French (TriedWords, refusal-tried.ts): part of refusal-french.ts's
 * words, in a module of its own so that the French example pages and replays can say what was
 * tried without loading the reasons' patterns.
 */
import { playerFr, roleFr, spotWordsFr, tileWordsFr } from '@lib/i18n/narration-fr';
import RULESETS_FR from '@lib/i18n/ui/rulesets.fr';
import { recordWordsIn } from '@lib/rulesets/words';
import type { TriedWords } from './refusal-types';

export const TRIED_FR: TriedWords = {
  tile: tileWordsFr,
  square: (ruleset, x, y) => recordWordsIn(RULESETS_FR, ruleset.id).squareWords(x, y),
  player: playerFr,
  aTile: 'une tuile',
  somePlayer: 'Le joueur',
  notSetUp: 'Cette partie ne peut pas être mise en place telle qu’elle est écrite.',
  turn: (n, tried) => `Tour ${n} : ${tried}`,
  tried: {
    discard: (player, tile) =>
      `${player} tente de mettre ${tile} de côté, comme une tuile qui ne va nulle part.`,
    turned: (rotation) => `, tournée de ${rotation}° dans le sens horaire`,
    lay: (tile, square, turned) => `${tile} en ${square}${turned}`,
    put: (role, at, puts) =>
      `${puts ? 'met' : 'mettre'} un ${roleFr(role)}${at !== null ? ` sur ${spotWordsFr(at)}` : ''}`,
    back: (square) => `reprendre son pion de la tuile en ${square}`,
    triesToLay: (player, lay) => `${player} tente de poser ${lay}.`,
    laysPutsAndWithdraws: (player, lay, puts, back) =>
      `${player} pose ${lay}, ${puts} et tente aussi de ${back}.`,
    laysAndWithdraws: (player, lay, back) => `${player} pose ${lay} et tente de ${back}.`,
    laysAndPuts: (player, lay, put) => `${player} pose ${lay} et tente de ${put || 'poser un pion'}.`,
    laysAndOrders: (player, lay, puts) =>
      `${player} pose ${lay}${puts ? ` et ${puts}` : ''}, puis donne un ordre de décompte.`,
  },
};
