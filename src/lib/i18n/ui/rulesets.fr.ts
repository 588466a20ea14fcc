/** Les mots de chaque jeu dans l’interface, en français (voir rulesets.en.ts). */
import type { RulesetsWords } from './rulesets.en';

/** La règle des colonnes de New World, pour une case à l’est de la première colonne de terrain. */
function columnWhy(col: number, row: number): string {
  const rule =
    'les tuiles de terrain ne vont qu’à l’ouest du plateau de départ, en colonne 1 ou plus à l’ouest';
  if (col === 0) {
    const end =
      row < 0
        ? ' (ici, au-delà de son extrémité nord)'
        : row > 9
          ? ' (ici, au-delà de son extrémité sud)'
          : '';
    return `Elle ne peut pas aller là : la colonne 0 est celle du plateau de départ${end}, et ${rule}.`;
  }
  return `Elle ne peut pas aller là : la colonne ${col} est à l’est du plateau de départ, en mer, et ${rule}.`;
}

const words: RulesetsWords = {
  'new-world': {
    game: 'Carcassonne: New World',
    boardLabel: 'Plateau de New World',
    pieceWord: 'colon',
    circleKey:
      'La lettre d’un cercle dit quel colon vous y posez : m marchand (ville), b brigand (piste), t trappeur ' +
      '(plaines), f fermier (ferme).',
    piecesLeft: 'Colons restants',
    endTurnLabel: (completed) => (completed ? 'Décompter et finir le tour' : 'Finir le tour'),
    actTail: ', puis finissez le tour',
    square: (x, y) => `colonne ${String(x)}, rangée ${String(y)}`,
    sidesMatch: 'ville contre ville, piste contre piste, plaine contre plaine',
    discardWords: (who, tile) =>
      `${who} pioche ${tile}, qui ne va nulle part, la remet dans la boîte et en pioche une autre.`,
    placementWhy: columnWhy,
  },
  discovery: {
    game: 'Nouveau monde',
    boardLabel: 'Plateau de Nouveau monde',
    pieceWord: 'pion',
    circleKey:
      'La lettre d’un cercle dit ce que devient votre pion à cet endroit : e explorateur (plaines), v voleur ' +
      '(montagne), m marin (mer) ; ↑ reprend l’un de vos pions pour décompter sa ' +
      'région.',
    piecesLeft: 'Pions restants',
    endTurnLabel: () => 'Finir le tour sans pion',
    actTail: '',
    square: (x, y) => `x ${String(x)}, y ${String(y)}`,
    sidesMatch: 'plaine contre plaine, montagne contre montagne, mer contre mer',
    discardWords: (who, tile) => `${who} pioche ${tile}, qui ne va nulle part, et la met de côté.`,
    placementWhy: null,
  },
};

export default words;
