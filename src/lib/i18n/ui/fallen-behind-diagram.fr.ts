/** Les mots du schéma des colons distancés, en français (build time only). */
import type { DrawnSettler, FallenBehindWords } from './fallen-behind-diagram.en';
import { playerFr, roleFr } from '../narration-fr';

const whose = (s: DrawnSettler) => `le ${roleFr(s.role)} de ${playerFr(s.player)}`;
const who = (s: DrawnSettler) => `${whose(s)}${s.lying ? ' (couché)' : ''} en colonne ${s.col}`;
const capital = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);
/** « Le fermier de Rouge et le trappeur de Bleu »: the settlers that go home, or those that stay. */
const named = (settlers: readonly DrawnSettler[], after: DrawnSettler['after']) =>
  capital(
    settlers
      .filter((s) => s.after === after)
      .map(whose)
      .join(' et '),
  );

const words: FallenBehindWords = {
  title: 'Schéma : les colons restés à l’est des arpenteurs rentrent',
  before: 'Avant : l’arpenteur le plus à l’est bouge',
  after: 'Après : les colons debout à son est rentrent',
  col: (c) => `col. ${c}`,
  coast: 'côte 0',
  startBoard: ['plateau', 'de départ'],
  behind: 'à l’est des arpenteurs',
  role: roleFr,
  home: 'rentre',
  stays: 'reste',
  west: '← ouest (l’intérieur)',
  east: 'est (la mer) →',
  describe: (settlers) =>
    'Une bande de colonnes du plateau : à droite, à l’est, le plateau de départ sur la côte (colonne 0) ; ' +
    'vers la gauche, les colonnes 1 à 4 s’étendent vers l’ouest. ' +
    (`Avant : un arpenteur se tient en colonne 3 et l’autre, le plus à l’est, en colonne ` +
      `2. ${capital(settlers.map(who).join(' ; '))}. `) +
    'Un élément vient d’être décompté : l’arpenteur de la colonne 2 avance vers l’ouest, en colonne 3. ' +
    'Après : les deux arpenteurs sont en colonne 3, et les colonnes 2 et 1 se trouvent à leur est. ' +
    `${named(settlers, 'home')} rentrent sans marquer. ` +
    `${named(settlers, 'stays')} restent : le trappeur parce que les trappeurs ne sont jamais retirés, ` +
    'le fermier parce qu’il se tient dans la colonne même des arpenteurs.',
};

export default words;
