/** Les mots du lecteur de leçons, en français (voir learn.en.ts). */
import { FRENCH, playerFr, roleFr } from '../narration-fr';
import type { LearnWords } from './learn.en';

/** Où se trouve un colon sur sa tuile : « son côté nord », « la moitié ouest de son côté nord ». */
const SIDE: Record<string, string> = {
  N: 'son côté nord',
  E: 'son côté est',
  S: 'son côté sud',
  W: 'son côté ouest',
  C: 'son centre',
  Nw: 'la moitié ouest de son côté nord',
  Ne: 'la moitié est de son côté nord',
  En: 'la moitié nord de son côté est',
  Es: 'la moitié sud de son côté est',
  Se: 'la moitié est de son côté sud',
  Sw: 'la moitié ouest de son côté sud',
  Ws: 'la moitié sud de son côté ouest',
  Wn: 'la moitié nord de son côté ouest',
};
const INITIAL: Record<string, string> = { shopkeeper: 'm', robber: 'b', trapper: 't', farmer: 'f' };
const points = (n: number) => `${n} point${n > 1 ? 's' : ''}`;

const words: LearnWords = {
  narrator: FRENCH,
  player: playerFr,
  /** Les refus des règles en français (src/lib/sandbox/refusal-french.ts), chargés au premier refus. */
  refusals: () => import('@lib/sandbox/refusal-french').then((m) => m.FRENCH_REFUSALS),
  colon: ' : ',
  loading: 'Mise en place du plateau…',
  boardLabel: (ruleset) => `${ruleset} : plateau de la leçon`,
  pointHint: 'Survolez ou touchez une tuile du plateau pour voir qui tient quoi.',
  thisStep: 'Cette étape',
  steps: 'Étapes',
  stepDone: (n, byLesson, done) =>
    `Étape ${n}${byLesson ? ' (jouée pour vous)' : ''}${done ? ', faite' : ''}`,
  rule: 'règle',
  stepOf: (n, of) => `Étape ${n} sur ${of}`,
  yourTile: (rotation) =>
    `Votre tuile${rotation ? `, tournée de ${rotation}°` : ''}. Posez-la sur une case marquée +.`,
  rotate: 'Tourner (R)',
  chooseCircle: 'Choisissez un cercle sur la nouvelle tuile, ou un bouton ici.',
  noFigure: 'Rien à placer cette fois : finissez le tour.',
  endWithout: (piece) => `Finir le tour sans ${piece}`,
  readRule: 'Lire la règle',
  continue: 'Continuer',
  questions: 'Combien cela rapportera-t-il ?',
  pointsFor: (player) => `Points de ${playerFr(player)}`,
  check: 'Vérifier',
  showSquare: 'Montrer la case',
  showAnswer: 'Montrer la réponse',
  graded: (right, player, n) =>
    `${right ? 'Exact' : 'La réponse'} : ${playerFr(player)} marque ${points(n)}.`,
  notQuite: 'Pas tout à fait. Réessayez, ou affichez la réponse.',
  complete: 'Leçon terminée',
  nextLesson: (title) => `Leçon suivante : ${title}`,
  playSandbox: 'Jouer une partie entière dans le bac à sable',
  playExpert: 'Jouer une partie entière contre l’ordinateur, expert (il voit plus loin)',
  saveProblem: (why) => `Votre progression n’a pas pu être enregistrée : ${why}.`,
  restart: 'Recommencer la leçon',
  earlierProgress: 'Progression antérieure dans cette leçon, sur cet appareil',
  nowQuestions: 'Les coups sont joués : place aux questions.',
  stepStatus: (n, of) => `Étape ${n} sur ${of}.`,
  notThisMove: (why) => `Pas ce coup : ${why}`,
  laidFigure: 'Tuile posée. Choisissez maintenant un cercle sur la nouvelle tuile.',
  laidWithdraw: 'Tuile posée. Choisissez maintenant le pion à reprendre.',
  laidEnd: 'Tuile posée. Finissez le tour quand vous le souhaitez.',
  done: 'C’est fait.',
  continueWhenReady: (then) => `${then} Continuez quand vous le souhaitez.`,
  right: (player, n) => `Exact : ${playerFr(player)} marque ${points(n)}.`,
  scores: (player, n) => `${playerFr(player)} marque ${points(n)}.`,
  lessonComplete: 'Leçon terminée.',
  startedAgain: 'Reprise depuis la première étape.',
  notThisSquare: (hint) => `Cette case est permise, mais ce n’est pas celle de cette étape. ${hint}`.trim(),
  turnFirst: (hint) => `C’est la bonne case, mais tournez d’abord la tuile. ${hint}`.trim(),
  wantsNone: 'Cette étape finit le tour sans rien poser : choisissez le bouton « Finir le tour… ».',
  wantsWithdraw: (x, y) =>
    `Cette étape reprend le pion de la tuile en x ${x}, y ${y} (le cercle marqué ↑ à cet endroit).`,
  wantsSettler: (role, at) =>
    `Cette étape pose un ${roleFr(role)} sur la nouvelle tuile : le cercle ` +
    `marqué ${INITIAL[role] ?? roleFr(role)[0]} sur ${SIDE[at] ?? at}.`,
  wantsFigure: (at) => `Cette étape pose un pion sur la nouvelle tuile, sur ${SIDE[at] ?? at}.`,
  storageFull: 'l’espace de stockage du navigateur pour ce site est plein',
  storageRefused: 'le navigateur a refusé de sauvegarder',
  storageOff: 'ce navigateur ne permet pas à la page d’enregistrer (le stockage est désactivé)',
};

export default words;
