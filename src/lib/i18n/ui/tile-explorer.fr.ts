/** Les mots de l’explorateur de tuiles, en français (voir tile-explorer.en.ts). */
import type { TileExplorerWords } from './tile-explorer.en';
import tiles from './tile-words.fr';

const turned = (r: number) => (r ? `tournée de ${r}°` : 'sans rotation');
const squares = (n: number) => `${n} emplacement${n > 1 ? 's' : ''}`;
const EDGE: Record<string, string> = { N: 'nord', E: 'est', S: 'sud', W: 'ouest' };
const KIND: Record<string, string> = { plains: 'de la plaine', trail: 'une piste', town: 'une ville', sea: 'la mer' };

/** The engine's reasons (src/engine/core/board.ts, rulesets/new-world/board.ts) in French; any other in general terms. */
function why(reason: string): string {
  let m = /^its ([NESW]) edge \((\w+)\) meets the ([NESW]) edge of tile (\w+) at \((-?\d+), (-?\d+)\), which is (\w+)$/.exec(reason);
  if (m) return `son bord ${EDGE[m[1]]} montre ${KIND[m[2]] ?? m[2]}, mais le bord ${EDGE[m[3]]} de la tuile ${m[4]}, en (${m[5]}, ${m[6]}), montre ${KIND[m[7]] ?? m[7]}`;
  m = /^\((-?\d+), (-?\d+)\) is already taken by tile (\w+)$/.exec(reason);
  if (m) return `l’emplacement (${m[1]}, ${m[2]}) est déjà occupé par la tuile ${m[3]}`;
  m = /^\((-?\d+), (-?\d+)\) touches no placed tile on an edge$/.exec(reason);
  if (m) return `l’emplacement (${m[1]}, ${m[2]}) ne touche aucune tuile posée par un côté`;
  m = /^land tiles go west of the start board, in column 1 or beyond \(col (-?\d+)\)$/.exec(reason);
  if (m) return `les tuiles de terrain se posent à l’ouest du plateau de départ, en colonne 1 ou au-delà (ici colonne ${m[1]})`;
  return 'les règles de pose ne le permettent pas';
}

const words: TileExplorerWords = {
  tiles,
  region: 'Explorateur de tuiles',
  note: 'Les dessins sont schématiques : nos propres formes, tirées des données de tuiles du moteur, et non les illustrations imprimées.',
  legend: 'Montrer les types de tuiles qui ont (toutes les cases cochées) :',
  count: (types, all, n) => `${types} types de tuiles sur ${all} correspondent (${n} ${n > 1 ? 'tuiles' : 'tuile'} dans la boîte).`,
  listLabel: 'Types de tuiles correspondants',
  copies: (n) => `${n} ${n > 1 ? 'tuiles' : 'tuile'}`,
  none: 'Aucun type de tuile n’a tout cela. Décochez une case pour en voir davantage.',
  turned,
  squares,
  chosen: (id, r) => `Tuile ${id}, ${turned(r)}`,
  rotate: 'Tourner ↻',
  back: 'Retour à la liste',
  press: 'Appuyez sur',
  pressAfter: (number, count) => `pour la tourner d’un quart de tour dans le sens horaire. Numéro ${number} du wiki ; ${count} dans la boîte.`,
  onTile: 'Sur cette tuile, telle que tournée :',
  tryIt: 'Essayez-la',
  position: (id) =>
    `Une petite position : le plateau de départ (cases 2 à 7) et quatre tuiles de terrain. Les emplacements au contour en pointillés, marqués d’un plus, sont ceux où la tuile ${id} se pose telle que tournée :`,
  fitsNowhere: 'Elle ne se pose nulle part ici, quelle que soit sa rotation.',
  fitsWhen: (rs) => `Elle se pose quelque part ici quand elle est ${rs.map(turned).join(' ou ')}.`,
  click: 'Cliquez sur un emplacement, ou placez le focus sur le plateau et utilisez les flèches et',
  enterKey: 'Entrée',
  clickAfter: ', pour le vérifier.',
  boardLabel: (id, r) => `Petite position : où se pose la tuile ${id}, ${turned(r)}`,
  empty: 'Choisissez un type de tuile ci-dessus pour le tourner, lire ce qu’il porte et l’essayer sur une petite position.',
  chosenStatus: (id, r, n) => `Tuile ${id} choisie, ${turned(r)} : elle se pose sur ${squares(n)} de la petite position.`,
  turnedStatus: (id, r, n) => `Tuile ${id} ${turned(r)} : elle se pose sur ${squares(n)} de la petite position.`,
  fitsAt: (id, r, where) => `La tuile ${id}, ${turned(r)}, se pose en ${where}.`,
  notAt: (id, r, where, reason) => `La tuile ${id}, ${turned(r)}, ne se pose pas en ${where}${reason ? ` : ${reason}` : ''}.`,
  where: (name) => name,
  why,
};

export default words;
