/**
 * Les mots de la conservation d'une partie ou d'un relevé (keeper, barre de messages, liste des
 * récents), en français (voir keep.en.ts). Le nom anglais du keeper (« game », « tally ») choisit
 * le mot français et ses accords. Ce qui est conservé (jeu, vainqueur, raison d'une entrée
 * récente) reste en anglais comme donnée, et s'affiche en français avec `shown`.
 */
import type { KeepWords } from './keep.en';
import { playerFr } from '../narration-fr';
import { reasonFr, toolsOf } from '@lib/keep/reasons-fr';
import { damagedLink } from '@lib/io/reasons';
import { VERDICT_FR } from '@lib/calculator/verdict-fr';
import { headlineWords } from '@lib/calculator/headline';
import { namer } from '@lib/calculator/display';

interface Noun {
  /** « la partie », « le relevé ». */
  le: string;
  /** « au relevé », « à la partie ». */
  au: string;
  un: string;
  ce: string;
  /** Le nom seul. */
  mot: string;
  /** La marque du féminin : « e » ou rien. */
  e: string;
  /** « il », « elle ». */
  il: string;
  /** « le », « la » (pronom). */
  pron: string;
  recent: string;
}
const NOUNS: Record<string, Noun> = {
  game: {
    le: 'la partie',
    au: 'à la partie',
    un: 'une partie',
    ce: 'cette partie',
    mot: 'partie',
    e: 'e',
    il: 'elle',
    pron: 'la',
    recent: 'Parties récentes',
  },
  setup: {
    le: 'la position préparée',
    au: 'à la position préparée',
    un: 'une position préparée',
    ce: 'cette position préparée',
    mot: 'position préparée',
    e: 'e',
    il: 'elle',
    pron: 'la',
    recent: 'Positions préparées récentes',
  },
  lesson: {
    le: 'la leçon',
    au: 'à la leçon',
    un: 'une leçon',
    ce: 'cette leçon',
    mot: 'leçon',
    e: 'e',
    il: 'elle',
    pron: 'la',
    recent: '« Progression antérieure dans cette leçon »',
  },
  tally: {
    le: 'le relevé',
    au: 'au relevé',
    un: 'un relevé',
    ce: 'ce relevé',
    mot: 'relevé',
    e: '',
    il: 'il',
    pron: 'le',
    recent: 'Relevés récents',
  },
};
const n = (noun: string): Noun => (Object.hasOwn(NOUNS, noun) ? NOUNS[noun] : NOUNS.game);
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const FULL = 'le stockage du navigateur est plein ou refuse';

const GAMES: Record<string, string> = { 'The Discovery': 'Nouveau monde (The Discovery)', Tally: 'Relevé' };
const WHY: Record<string, string> = {
  'replaced by a link': 'remplacement par un lien',
  'replaced by a file': 'remplacement par un fichier',
  'replaced by another game': 'remplacement par un autre jeu',
  'replaced by a new game': 'remplacement par une nouvelle partie',
  'replaced by a recent one': 'remplacement par une sauvegarde récente',
  'replaced by a set-up position': 'remplacement par une position préparée',
  'replaced by other rule options': 'remplacement par d’autres options de règles',
  'changed in two tabs at once': 'modification dans deux onglets à la fois',
  cleared: 'effacement',
  'started again': 'nouveau départ',
  undone: 'annulation',
};

/** Un lien endommagé ou incomplet (damagedLink), en mots simples ; la raison technique va dans `tools`. */
const damaged = (noun: string) =>
  `Ce lien est endommagé ou incomplet : ${n(noun).le} qu’il contient n’a pas pu être ouvert${n(noun).e}. ` +
  `Copiez le lien en entier, jusqu’à son dernier caractère, et ouvrez-le de nouveau.`;

const words: KeepWords = {
  linkRefusedSaved: (noun, why) =>
    damagedLink(why)
      ? `${damaged(noun)} Votre ${n(noun).mot} enregistré${n(noun).e} est inchangé${n(noun).e}.`
      : `${cap(n(noun).le)} de ce lien n’a pas pu être ouvert${n(noun).e} : ${reasonFr(why)}. ` +
        `Votre ${n(noun).mot} enregistré${n(noun).e} est inchangé${n(noun).e}.`,
  undo: 'Annuler',
  backToPrevious: (noun) => `Retour ${n(noun).au} précédent${n(noun).e}.`,
  notDone: (say, noun, error) =>
    `${say.replace(/\.$/, '')} : rien n’a été fait, car votre ${n(noun).mot} actuel${n(noun).e ? 'le' : ''} ` +
    `n’a pas pu être conservé${n(noun).e} d’abord (${reasonFr(error)}). ` +
    `Exportez-${n(noun).pron} d’abord dans un fichier, ou continuez quand même.`,
  goAhead: 'Continuer quand même',
  keptInRecent: (noun) =>
    noun === 'lesson'
      ? ` Votre progression jusqu’ici est conservée dans ${n(noun).recent}.`
      : ` Votre ${n(noun).mot} précédent${n(noun).e} est conservé${n(noun).e} dans ${n(noun).recent}.`,
  reopened: (noun, when) => `${cap(n(noun).le)} du ${when} est rouvert${n(noun).e}.`,
  notReopened: (noun, why) => `${cap(n(noun).ce)} n’a pas pu être rouvert${n(noun).e} : ${reasonFr(why)}.`,
  downloadIt: 'Télécharger',
  discardIt: 'Supprimer',
  unreadableKept: (noun, why, keptAs) =>
    `${cap(n(noun).le)} enregistré${n(noun).e} dans ce navigateur n’a pas pu être restauré${n(noun).e} ` +
    `: ${reasonFr(why)}. Une copie est mise de côté (sous ${keptAs} dans le stockage ` +
    `de ce navigateur) ; téléchargez-la si vous voulez la réparer.`,
  unreadablePaused: (noun) =>
    `${n(noun).le} enregistré${n(noun).e} dans ce navigateur n’a pu être ni lu${n(noun).e} ni mis${n(noun).e} ` +
    `de côté (${FULL}), donc cette page ne l’écrasera pas`,
  unreadableLeft: (noun, why) =>
    `${cap(n(noun).le)} enregistré${n(noun).e} dans ce navigateur n’a pas pu être restauré${n(noun).e} ` +
    `: ${reasonFr(why)}. ${cap(n(noun).il)} n’a pas pu non plus être mis${n(noun).e} ` +
    `de côté (${FULL}) : ${n(noun).il} reste donc où ${n(noun).il} est, et cette ` +
    `page ne l’écrasera pas tant que vous ne l’aurez pas téléchargé${n(noun).e} ou ` +
    `supprimé${n(noun).e}.`,
  discarded: (noun) =>
    `${cap(n(noun).le)} illisible a été supprimé${n(noun).e} ; cette page enregistre de nouveau.`,
  linkNotOpened: (noun, error) =>
    `${cap(n(noun).le)} de ce lien n’a pas été ouvert${n(noun).e} : votre ${n(noun).mot} ` +
    `enregistré${n(noun).e} n’a pas pu être conservé${n(noun).e} d’abord ` +
    `(${reasonFr(error)}). Exportez-${n(noun).pron} d’abord dans un fichier, ou ` +
    `ouvrez le lien quand même.`,
  openLinkAnyway: 'Ouvrir le lien quand même',
  openedFromLink: (noun) => `${cap(n(noun).le)} du lien est ouvert${n(noun).e}.`,
  otherTabPaused: (noun) =>
    `${n(noun).le} enregistré${n(noun).e} dans ce navigateur n’a pu être ni lu${n(noun).e} ni mis${n(noun).e} ` +
    `de côté, donc cette page ne l’écrasera pas`,
  otherTabUnreadable: (noun, why) =>
    `Un autre onglet a enregistré ${n(noun).un} que cette page ne peut pas lire (${reasonFr(why)}), ` +
    `et ${n(noun).il} n’a pas pu être mis${n(noun).e} de côté (${FULL}) : cette page ` +
    `ne l’écrasera pas tant que vous ne l’aurez pas téléchargé${n(noun).e} ou ` +
    `supprimé${n(noun).e}.`,
  changedInTwoTabs: (noun, kept) =>
    `${cap(n(noun).ce)} a été modifié${n(noun).e} dans un autre onglet au même moment. Cet onglet affiche ` +
    `maintenant cette version${kept ? ` ; la vôtre est conservée dans ${n(noun).recent}` : ''}.`,
  updatedFromOtherTab: 'Mis à jour depuis un autre onglet.',
  linkRefused: (noun, why) =>
    damagedLink(why)
      ? `${damaged(noun)} Votre ${n(noun).mot} est inchangé${n(noun).e}.`
      : `${cap(n(noun).le)} de ce lien n’a pas pu être ouvert${n(noun).e} : ${reasonFr(why)}. ` +
        `Votre ${n(noun).mot} est inchangé${n(noun).e}.`,
  strayLink: (found, key, own) =>
    own
      ? `L’adresse contient « ${found}… », qui ressemble à un ` +
        `lien ${key === 'record' ? 'de partie' : 'de relevé'} mais n’est pas écrit comme ` +
        `tel (« #${key}=… ») : rien n’a été ouvert.`
      : `L’adresse contient « ${found}… » : c’est un ` +
        `lien ${key === 'record' ? 'de partie, que le bac à sable ouvre' : 'de relevé, que le calculateur ouvre'}, ` +
        `pas cette page. Rien n’a été ouvert ici.`,
  openStray: (key, own) =>
    own
      ? 'L’ouvrir comme lien'
      : key === 'record'
        ? 'L’ouvrir dans le bac à sable'
        : 'L’ouvrir dans le calculateur',
  dateTime: (d) => d.toLocaleString('fr-FR'),
  dismiss: 'Fermer',
  tools: (why) => (damagedLink(why) ? reasonFr(why) : toolsOf(why)),
  toolsLabel: 'Pour les développeurs d’outils',
  recent: {
    heading: (title) => `${title} sur cet appareil`,
    intro:
      'Tout ce qu’un lien, un fichier, une nouvelle partie ou un autre onglet a remplacé est conservé ici ' +
      '(les 20 plus récents de chaque sorte), dans ce navigateur uniquement.',
    nothing: 'Rien pour l’instant.',
    reopen: 'Rouvrir',
    download: 'Télécharger',
    forget: 'Oublier',
    reopenLabel: (noun, when) => `Rouvrir ${n(noun).le} du ${when}`,
    downloadLabel: (noun, when) => `Télécharger ${n(noun).le} du ${when}`,
    forgetLabel: (noun, when) => `Oublier ${n(noun).le} du ${when}`,
    setupMark: 'position préparée',
  },
  shown: {
    game: (game) => (Object.hasOwn(GAMES, game) ? GAMES[game] : game),
    player: playerFr,
    // An entry kept before its verdict was kept as data shows its English words.
    winner: (winner, players, headline) =>
      headline ? headlineWords(headline, VERDICT_FR, namer(players, playerFr)) : winner,
    why: (why) => {
      if (Object.hasOwn(WHY, why)) return WHY[why];
      const removed = /^(.+) removed$/s.exec(why);
      return removed ? `retrait de ${playerFr(removed[1])}` : why;
    },
  },
  reason: reasonFr,
};

export default words;
