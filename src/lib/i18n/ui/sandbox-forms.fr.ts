/** The sandbox's two forms in French (see sandbox-forms.en.ts). */
import type { PieceKind, SandboxFormsWords } from './sandbox-forms.en';
import { playerFr, roleFr, spotWordsFr } from '../narration-fr';
import NUMBER from './number.fr';

const piece: Record<PieceKind, string> = { settler: 'colon', figure: 'pion' };
const Piece: Record<PieceKind, string> = { settler: 'Colon', figure: 'Pion' };

const words: SandboxFormsWords = {
  newGame: {
    title: 'Nouvelle partie',
    game: 'Jeu',
    newWorld: 'Carcassonne: New World',
    discovery: 'Nouveau monde (The Discovery)',
    expert: 'Variante pour experts : chaque joueur garde deux tuiles face visible et choisit laquelle jouer',
    players: 'Joueurs (2 à 5), dans l’ordre du tour',
    name: (i) => `Nom du joueur ${i}`,
    colour: 'Couleur',
    colourName: playerFr,
    shownName: playerFr,
    playedBy: 'Joué par',
    person: 'Une personne',
    beginner: 'L’ordinateur, débutant',
    strong: 'L’ordinateur, joueur fort',
    expertBot: 'L’ordinateur, expert (voit plus loin)',
    removeLabel: (i) => `Retirer le joueur ${i}`,
    remove: 'Retirer',
    add: 'Ajouter un joueur',
    seed: 'Numéro de tirage de la boîte (le même numéro distribue les mêmes tuiles)',
    start: 'Commencer',
    cancel: 'Annuler',
    noName: 'Chaque joueur a besoin d’un nom.',
    sameName: 'Deux joueurs ont le même nom.',
    badSeed: 'Le numéro de tirage doit être un nombre entier, 0 ou plus.',
  },
  setup: {
    /** The scores' and surveyors' number fields. */
    number: NUMBER,
    title: 'Mettre en place une position',
    intro: (startBoard) =>
      'Posez des tuiles là où elles s’accordent à leurs voisines (elles n’ont pas besoin de toucher ' +
      `${startBoard ? 'le plateau de départ' : 'la tuile de départ'}), ` +
      `puis les ${startBoard ? 'colons, les arpenteurs' : 'pions'} et les scores. ` +
      'Reprenez ensuite la partie à partir de là, ou demandez ce qui rapporte.',
    tile: 'Tuile',
    turned: 'Tournée de',
    board: 'Position en cours de mise en place',
    fits: ' : la tuile va ici',
    cannotGo: (tile, where, why) => `La tuile ${tile} ne peut pas aller en ${where} : ${why}`,
    put: (tile, where, kind) =>
      `Tuile ${tile} posée en ${where}. Choisissez plus bas un ${piece[kind]} pour elle s’il y en a un.`,
    cannotStand: (kind, why) => `Ce ${piece[kind]} ne peut pas se tenir là : ${why}`,
    set: (kind) => `${Piece[kind]} placé.`,
    none: (kind) => `Aucun ${piece[kind]} sur cette tuile.`,
    removeRefused: (why) => `La retirer laisse une position que les règles refusent : ${why}`,
    removed: 'Tuile retirée.',
    notYet: (why) => `Pas encore une position valable : ${why}`,
    cannotPlay: (why) => `Cette position ne peut pas être jouée : ${why}`,
    fixNumber: (what) => `Corrigez d’abord ce nombre : ${what}.`,
    pieceOn: (kind, tile, where) => `${Piece[kind]} sur la tuile ${tile} en ${where}`,
    noPiece: 'aucun',
    option: (player, role, at) => `${playerFr(player)} : ${roleFr(role)} sur ${spotWordsFr(at)}`,
    removeTile: 'Retirer cette tuile',
    surveyor: (i) => `Arpenteur ${i} en colonne`,
    score: (player) => `Score de ${playerFr(player)}`,
    play: 'Jouer à partir de cette position',
    cancel: 'Annuler',
  },
};

export default words;
