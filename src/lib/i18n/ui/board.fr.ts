/** Les mots du plateau, en français (voir board.en.ts). */
import type { Edge } from '@engine/index';
import { describeTile } from '@lib/tiles/tile-drawing';
import { playerFr, roleFr, theFr } from '../narration-fr';
import type { BoardWords, DiscoveryTileParts } from './board.en';
import rulesets from './rulesets.fr';
import TILE_WORDS from './tile-words.fr';

const INITIAL: Record<string, string> = {
  shopkeeper: 'm',
  robber: 'b',
  trapper: 't',
  farmer: 'f',
  explorer: 'e',
  thief: 'v',
  sailor: 'm',
};
/** Où se trouve un pion sur sa tuile, sans article : « côté nord », « côté est, moitié nord ». */
const WHERE: Record<string, string> = {
  N: 'côté nord',
  E: 'côté est',
  S: 'côté sud',
  W: 'côté ouest',
  C: 'centre',
  Nw: 'côté nord, moitié ouest',
  Ne: 'côté nord, moitié est',
  En: 'côté est, moitié nord',
  Es: 'côté est, moitié sud',
  Se: 'côté sud, moitié est',
  Sw: 'côté sud, moitié ouest',
  Ws: 'côté ouest, moitié sud',
  Wn: 'côté ouest, moitié nord',
};
/** Où le poser : « sur le côté nord », « au centre », « sur la moitié ouest du côté nord ». */
const ONTO: Record<string, string> = {
  N: 'sur le côté nord',
  E: 'sur le côté est',
  S: 'sur le côté sud',
  W: 'sur le côté ouest',
  C: 'au centre',
  Nw: 'sur la moitié ouest du côté nord',
  Ne: 'sur la moitié est du côté nord',
  En: 'sur la moitié nord du côté est',
  Es: 'sur la moitié sud du côté est',
  Se: 'sur la moitié est du côté sud',
  Sw: 'sur la moitié ouest du côté sud',
  Ws: 'sur la moitié sud du côté ouest',
  Wn: 'sur la moitié nord du côté ouest',
};
const EDGE_NAMES: Record<Edge, string> = { N: 'nord', E: 'est', S: 'sud', W: 'ouest' };
const KIND: Record<DiscoveryTileParts['regions'][number]['kind'], string> = {
  plains: 'plaines',
  mountains: 'montagne',
  seas: 'mer',
};

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** « de Rouge », « d’Alice ». */
const of = (name: string) => (/^[aeiouyéèêh]/i.test(name) ? `d’${name}` : `de ${name}`);
/** « Marchand de Rouge », « Trappeur de Bleu (couché) ». */
export const piece = (player: string, role: string, lying: boolean) =>
  `${capital(roleFr(role))} ${of(playerFr(player))}${lying ? ' (couché)' : ''}`;

function discoveryTile(p: DiscoveryTileParts): string {
  const parts = p.regions.map((r) => {
    const on = r.edges.map((e) => EDGE_NAMES[e]);
    return `${KIND[r.kind]} sur ${on.length > 1 ? 'les bords' : 'le bord'} ${on.join(' et ')}`;
  });
  const where = (edges: Edge[] | null) => (edges ? edges.map((e) => EDGE_NAMES[e]).join('–') : '?');
  const cities = p.cities.map(
    (c) =>
      `une ville dans ${c.inPlains ? 'les plaines' : 'la montagne'} (${where(c.land)}) au bord de la mer ` +
      `(${where(c.sea)})`,
  );
  const name = p.start ? 'Tuile de départ' : /^[A-Z]?\d{1,2}$/.test(p.id) ? `Tuile ${p.id}` : 'Tuile';
  return (
    `${name}${p.rotation ? `, tournée de ${p.rotation}°` : ''} ` +
    `: ${parts.join(' ; ')}${cities.length ? ` ; ${cities.join(' ; ')}` : ''}.`
  );
}

const words: BoardWords = {
  rulesets,
  zoomIn: 'Zoomer',
  zoomOut: 'Dézoomer',
  fit: 'Ajuster',
  help:
    'Les flèches parcourent les cases où la tuile va, ou les places où un pion peut aller ; R tourne la ' +
    'tuile ; Entrée la pose ou fait le choix ; N passe à la suivante, Maj+N à la ' +
    'précédente. Plus et moins zooment, 0 montre toute la table, Maj avec une flèche ' +
    'déplace la vue.',
  nothingFurther: (said) => `${said} (plus rien dans cette direction)`,
  surveyorMark: 'A',
  startMark: 'départ',
  coast: 'côte',
  player: playerFr,
  role: roleFr,
  roleInitial: (role) => (Object.hasOwn(INITIAL, role) ? INITIAL[role] : ''),
  fitsHere: (square) => `${square} : la tuile va ici`,
  figureLabel: (player, role, lying, square, at) =>
    `${piece(player, role, lying)} en ${square}, ${WHERE[at] ?? at}`,
  deployLabel: (role, at) => `Mettre un ${roleFr(role)} ${ONTO[at] ?? at} de la nouvelle tuile`,
  withdrawLabel: (role, square, points) =>
    `Reprendre ${theFr(roleFr(role))} en ${square} et marquer ${points} point${points > 1 ? 's' : ''}`,
  surveyorLabel: (n, col) => `Arpenteur ${n} en colonne ${col}`,
  tileLabel: (t, rotation) => describeTile(t, rotation, TILE_WORDS),
  discoveryTile,
};

export default words;
