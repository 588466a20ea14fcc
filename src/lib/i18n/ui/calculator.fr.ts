/**
 * Les mots du calculateur de score, en français (voir calculator.en.ts). Un relevé (tally) est
 * le mot de la page du calculateur ; les noms de joueurs restent des données, et les couleurs par
 * défaut (Red, Blue…) s'affichent en français (Rouge, Bleu…). Chargé seulement par les pages
 * françaises.
 */
import type { Lang } from '../lang';
import type { TallyFormat } from '@lib/rulesets/tallies';
import type { CalculatorWords } from './calculator.en';
import { playerFr } from '../narration-fr';
import { VERDICT_FR } from '@lib/calculator/verdict-fr';
import { itemFr, lineReasonFr, titleFr } from '@lib/calculator/lines-fr';
import { reasonFr } from '@lib/keep/reasons-fr';
import { refusedIn } from '@lib/calculator/refused';
import { refusalFr } from './refusals/index.fr';
import editors from './tally-editors.fr';
import keep from './keep.fr';
import { lazyNumber } from '../intl';

const lang: Lang = 'fr';
const num = lazyNumber('fr-FR');

/** Where a total stands on the score track, as players read it on the board. */
const TRACK: Partial<Record<TallyFormat, (n: number) => string>> = {
  'new-world-tally': (n) =>
    `case ${n % 50}${n >= 50 ? `, ${Math.floor(n / 50)} tour${n >= 100 ? 's' : ''}` : ''}`,
  'race-tally': (n) =>
    `case ${n % 50}${n >= 100 ? ', carte 50/100 sur 100' : n >= 50 ? ', carte 50/100 sur 50' : ''}`,
};
const GAMES: Record<TallyFormat, string> = {
  'new-world-tally': 'Carcassonne: New World',
  'discovery-tally': 'Nouveau monde (The Discovery)',
  'race-tally': 'Race to the New Found Land',
  'conquest-tally': 'New World Conquest',
};
const QUICK: Partial<Record<TallyFormat, string>> = {
  'new-world-tally': 'Compter un élément maintenant (un litige en cours de partie)',
};
const START: Record<TallyFormat, ((p: string) => string) | null> = {
  'new-world-tally': (p) => `Points de ${p} déjà sur la piste de score`,
  'discovery-tally': (p) => `Points de ${p} déjà sur le tableau d’évaluation`,
  'race-tally': (p) => `Navire de ${p} : case sur la piste avant ces lignes`,
  'conquest-tally': null,
};
const START_SHOWN: Record<TallyFormat, string> = {
  'new-world-tally': 'Points déjà sur la piste de score',
  'discovery-tally': 'Points déjà sur le tableau d’évaluation',
  'race-tally': 'Navire : case sur la piste avant ces lignes',
  'conquest-tally': '',
};

const words: CalculatorWords = {
  lang,
  editors,
  keep,
  verdict: VERDICT_FR,
  totals: { none: 'aucun total ne change', change: (p, a, b) => `${p} ${a} → ${b}` },
  game: (f) => GAMES[f],
  startLabel: (f, player) => START[f]?.(player) ?? '',
  track: (f) => TRACK[f],
  quick: (f) => QUICK[f] ?? '',
  player: playerFr,
  colour: playerFr,
  colon: ' : ',
  sep: ' ; ',
  opening: 'Ouverture du calculateur…',
  openingLines: 'Ouverture des lignes…',
  autosaveFailed: (why) =>
    `L’enregistrement automatique a échoué : ${reasonFr(why)}. Exportez le relevé dans un fichier pour le garder.`,
  gameLegend: 'Jeu',
  playersLegend: (n) => `Joueurs (${n}), dans l’ordre du tour`,
  nameOf: (i) => `Nom du joueur ${i}`,
  colourOf: (player) => `Couleur de ${player}`,
  colourShown: 'Couleur',
  startShown: (f) => START_SHOWN[f],
  removePlayer: (player) => `Retirer ${player}`,
  playerRemoved: (player) => `${player} a été retiré, avec tout ce qui était compté pour lui.`,
  addPlayer: 'Ajouter un joueur',
  playerN: (n) => `Joueur ${n}`,
  joins: (player, all) => `${player} rejoint la partie : ${all} jouent.`,
  alreadyPlayer: (name) => `${name} est déjà un joueur.`,
  badName: (name, why) => `${name} ne peut pas être un nom de joueur : ${reasonFr(why)}.`,
  whenLegend: 'Quand',
  duringPlay: 'En cours de partie',
  gameEnd: 'Fin de partie (décompte final)',
  saidEnd:
    'Fin de partie : ajoutez ce qui reste sur le plateau, puis cochez « Le décompte final est entièrement ' +
    'saisi » : le résultat désigne alors le vainqueur.',
  saidPlay: 'En cours de partie : ajoutez chaque décompte au moment où il a lieu.',
  undo: 'Annuler',
  undone: 'Annulé : la ligne est revenue.',
  addedAsLine: (n) => `Ajouté à la feuille comme ligne ${n}.`,
  tooLarge: 'Ce relevé est trop grand pour un lien : exportez-le dans un fichier pour le partager.',
  newTally: (game, players) => `${game} : un nouveau relevé pour ${players}.`,
  print: 'Imprimer la feuille de score',
  exportFile: 'Exporter un fichier',
  importFile: 'Importer un fichier',
  opened: (file) => `${file} est ouvert.`,
  fileRefused: (file, why) => `${file} n’a pas pu être ouvert : ${reasonFr(why)}. Votre relevé est inchangé.`,
  clear: 'Effacer ce relevé',
  cleared: 'Le relevé a été effacé.',
  recentTitle: 'Relevés récents',
  coloursSwapped: (player, colour, other, now) =>
    `${player} passe en ${colour.toLowerCase()} ; ${other}, qui l’avait, passe en ${now.toLowerCase()}.`,
  endEntered: 'Le décompte final est entièrement saisi',
  saidEnded: 'Décompte final saisi : le résultat désigne le vainqueur.',
  saidNotEnded: 'Décompte final en cours de saisie : le résultat dit qui mène.',
  resultHeading: (game) => `Résultat : ${game}`,
  cannotScore: (why) => `Ce relevé ne peut pas encore être compté : ${reasonFr(why)}`,
  totalsLine: (list) => `Totaux : ${list}.`,
  before: 'Avant',
  scoresHeads: { caption: 'Scores', player: 'Joueur', colour: 'Couleur', total: 'Total' },
  nothingInTally: 'Rien dans ce relevé.',
  totalsRegion: 'Totaux',
  sheetError: (what, more) =>
    `La feuille a une erreur, non comptée tant qu’elle n’est pas corrigée ` +
    `: ${what}${more ? ` (et ${more} autre${more > 1 ? 's' : ''})` : ''}.`,
  goToError: 'Y aller',
  scratch: {
    title: 'Compter un élément maintenant',
    intro:
      'Une question en cours de partie : une piste, une ville ou une ferme achevée. Votre feuille ne change ' +
      'pas, sauf si vous l’y ajoutez.',
    nobody: 'Personne ne le marque encore : ajoutez les colons qui s’y trouvent.',
    add: 'L’ajouter à la feuille',
    again: 'Recommencer',
    close: 'Fermer',
  },
  share: {
    locale: 'fr-FR',
    heading: 'Partager ce relevé',
    copy: 'Copier le lien',
    showQr: 'Afficher le code QR',
    noLink:
      'Pas encore de lien à partager : il apparaît un instant après l’ouverture ou la modification du relevé. ' +
      'Un relevé trop grand pour un lien n’en a pas : exportez-le plutôt dans un ' +
      'fichier.',
    copied: 'Lien copié.',
    copyByHand: 'Copiez-le depuis la case ci-dessous.',
    box: 'Lien vers ce relevé',
    qrLabel: 'Code QR du lien vers ce relevé',
    scan: 'Scannez-le avec l’appareil photo d’un téléphone pour y ouvrir ce relevé.',
    drawing: 'Dessin du code QR…',
    tooLong: (_message, bytes, max) =>
      `Ce lien est trop long pour un code QR (${num(bytes)} octets ; un code QR en contient au ` +
      `plus ${num(max)}) : copiez plutôt le lien, ou exportez le relevé dans un ` +
      `fichier.`,
    notDrawn: (why) => `Le code QR n’a pas pu être dessiné : ${reasonFr(why)}.`,
    notLoaded: (why) => `Le code QR n’a pas pu être chargé : ${reasonFr(why)}.`,
    printHeading: (game, date) => `${game}, ${date}`,
    printLink: 'Pour ouvrir ce relevé sur un téléphone ou un ordinateur, scannez le code ou tapez le lien :',
    printTooLong: (n) =>
      `Le lien vers ce relevé est trop long pour être imprimé (${num(n)} caractères) : exportez le relevé ` +
      `dans un fichier pour le partager.`,
  },
  lineTitle: titleFr,
  item: itemFr,
  lineReason: lineReasonFr,
  reason: reasonFr,
  refused: (e) => refusedIn(e, refusalFr),
  refusedTools: 'Pour les développeurs',
};

export default words;
