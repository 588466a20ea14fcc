/** Les mots de l’explorateur de tuiles, en français (voir tile-explorer.en.ts). */
import type { NewWorldPlacementWhy } from '@engine/refusals';
import { placementWhyFr } from './refusals/new-world.fr';
import type { TileExplorerWords } from './tile-explorer.en';
import tiles from './tile-words.fr';

const turned = (r: number) => (r ? `tournée de ${r}°` : 'sans rotation');
const squares = (n: number) => `${n} emplacement${n > 1 ? 's' : ''}`;
/**
 * The board's reason (src/engine/rulesets/new-world/board.ts, as data) in French; a reason that is not the
 * board's in general terms.
 */
const why = (_reason: string, board: NewWorldPlacementWhy | null) =>
  board ? placementWhyFr(board) : 'les règles de pose ne le permettent pas';

const words: TileExplorerWords = {
  tiles,
  region: 'Explorateur de tuiles',
  note:
    'Les dessins sont schématiques : nos propres formes, tirées des données de tuiles du moteur, et non ' +
    'les illustrations imprimées.',
  legend: 'Montrer les types de tuiles qui ont (toutes les cases cochées) :',
  count: (types, all, n) =>
    `${types} types de tuiles sur ${all} correspondent (${n} ${n > 1 ? 'tuiles' : 'tuile'} dans la boîte).`,
  listLabel: 'Types de tuiles correspondants',
  copies: (n) => `${n} ${n > 1 ? 'tuiles' : 'tuile'}`,
  none: 'Aucun type de tuile n’a tout cela. Décochez une case pour en voir davantage.',
  turned,
  squares,
  chosen: (id, r) => `Tuile ${id}, ${turned(r)}`,
  rotate: 'Tourner ↻',
  back: 'Retour à la liste',
  press: 'Appuyez sur',
  pressAfter: (number, count) =>
    `pour la tourner d’un quart de tour dans le sens horaire. Numéro ${number} du wiki ; ${count} dans la boîte.`,
  onTile: 'Sur cette tuile, telle que tournée :',
  tryIt: 'Essayez-la',
  position: (id) =>
    `Une petite position : le plateau de départ (cases 2 à 7) et quatre tuiles de terrain. Les emplacements ` +
    `au contour en pointillés, marqués d’un plus, sont ceux où la tuile ${id} se ` +
    `pose telle que tournée :`,
  fitsNowhere: 'Elle ne se pose nulle part ici, quelle que soit sa rotation.',
  fitsWhen: (rs) => `Elle se pose quelque part ici quand elle est ${rs.map(turned).join(' ou ')}.`,
  click: 'Cliquez sur un emplacement, ou placez le focus sur le plateau et utilisez les flèches et',
  enterKey: 'Entrée',
  clickAfter: ', pour le vérifier.',
  boardLabel: (id, r) => `Petite position : où se pose la tuile ${id}, ${turned(r)}`,
  empty:
    'Choisissez un type de tuile ci-dessus pour le tourner, lire ce qu’il porte et l’essayer sur une petite position.',
  chosenStatus: (id, r, n) =>
    `Tuile ${id} choisie, ${turned(r)} : elle se pose sur ${squares(n)} de la petite position.`,
  turnedStatus: (id, r, n) =>
    `Tuile ${id} ${turned(r)} : elle se pose sur ${squares(n)} de la petite position.`,
  fitsAt: (id, r, where) => `La tuile ${id}, ${turned(r)}, se pose en ${where}.`,
  notAt: (id, r, where, reason) =>
    `La tuile ${id}, ${turned(r)}, ne se pose pas en ${where}${reason ? ` : ${reason}` : ''}.`,
  where: (name) => name,
  why,
};

export default words;
