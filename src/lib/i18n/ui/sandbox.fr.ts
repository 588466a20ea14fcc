/**
 * The sandbox's words in French (see sandbox.en.ts), for /fr/sandbox/. The events are told by
 * narration-fr.ts's narrator and the refusals by refusal-french.ts, both loaded only here.
 */
import { own } from '@lib/io/names';
import type { SandboxWords } from './sandbox.en';
import { FRENCH, featureFr, playerFr, roleFr, spotWordsFr } from '../narration-fr';
import { formatNumber } from './load';
import forms from './sandbox-forms.fr';
import board from './board.fr';
import { reasonFr } from '@lib/keep/reasons-fr';
import { countFr, listFr } from '../count';

const n = (x: number) => formatNumber(x, 'fr');
const s = (x: number) => (x === 1 || x === 0 ? '' : 's');
/** A score change: « +3 », « −2 ». */
const signed = (d: number) => `${d > 0 ? '+' : d < 0 ? '−' : ''}${n(Math.abs(d))}`;

const points = (x: number) => countFr(x, 'point');
/** « que Bleu », « qu’Orange ». */
const que = (who: string) => (/^[aeiouyéèêh]/i.test(who) ? `qu’${who}` : `que ${who}`);
const players = (names: readonly string[]) => listFr(names.map(playerFr));
/** Une égalité pour le plus de points, comme la règle de chaque jeu la tranche. */
const TIES: Record<string, (who: string, x: number) => string> = {
  'new-world': (who, x) =>
    `${who} sont à égalité avec ${points(x)} et se partagent la victoire, comme le veut la règle.`,
  discovery: (who, x) =>
    `${who} sont à égalité avec ${points(x)} : la règle donne la victoire au joueur qui a le plus de ` +
    `points et ne dit rien d’une égalité, ils se partagent donc la victoire.`,
};
const end: SandboxWords['end'] = {
  title: 'Décompte final',
  standing: (e, ruleset) => {
    switch (e.kind) {
      case 'alone':
        return `${playerFr(e.player)} termine la partie avec ${points(e.points)}.`;
      case 'wins':
        return (
          `${playerFr(e.player)} gagne avec ${points(e.points)}, ${n(e.ahead)} de plus ` +
          `${que(players(e.next))}.`
        );
      case 'tie':
        return (own(TIES, ruleset) ?? TIES['new-world'])(players(e.players), e.points);
    }
  },
};

const words: SandboxWords = {
  narrator: () => Promise.resolve(FRENCH),
  refusals: () => import('@lib/sandbox/refusal-sandbox-fr').then((m) => m.SANDBOX_FRENCH),
  taps: () => import('./sandbox-taps.fr').then((m) => m.TAPS_FR),
  botReasons: () => import('./bot-reasons.fr').then((m) => m.default),
  keepWords: () => import('./keep.fr').then((m) => m.default),
  dismiss: 'Fermer',
  toolsLabel: 'Pour les développeurs d’outils',
  optionWords: () =>
    import('@lib/content/option-words-fr').then(({ OPTION_WORDS_FR: t }) => ({
      title: (name: string) => own(t, name)?.title ?? name,
      reading: (name: string, v: unknown) => own(own(t, name)?.readings, String(v)) ?? String(v),
    })),
  player: playerFr,
  colon: ' : ',
  told: (text, sum) => `${text}${sum ? ` : ${sum}` : ''}`,
  scored: (player, lines) => `Le tour de ${playerFr(player)} a rapporté : ${lines.join(' ; ')}.`,

  autosaveFailed: (problem) =>
    `L’enregistrement automatique a échoué : ${reasonFr(problem)}. Exportez la partie dans un fichier pour la garder.`,
  openingSandbox: 'Ouverture du bac à sable…',
  openingNewGame: 'Ouverture du formulaire de nouvelle partie…',
  openingSetup: 'Ouverture de la mise en place…',
  openingOptions: 'Ouverture des options…',
  openingList: 'Ouverture de la liste…',
  openingLog: 'Ouverture du journal…',
  undo: 'Annuler',
  redo: 'Rétablir',
  backStep: 'Revenir d’une étape',
  newGame: 'Nouvelle partie',
  setUp: 'Mettre en place une position',
  exportFile: 'Exporter dans un fichier',
  importFile: 'Importer un fichier',
  copyLink: 'Copier le lien',
  tileLetters: 'Lettres des tuiles sur le plateau',
  endPreview: 'Que rapporterait la fin de partie maintenant ?',
  endPreviewLabel: 'Fin de partie maintenant',
  trackSpace: 'Case de la piste de score',
  ruleOptions: 'Options de règle',
  tilesLeftTitle: 'Tuiles restant dans la boîte',
  recentTitle: 'Parties récentes sur cet appareil',
  recentList: 'Parties récentes',
  whatHappened: 'Journal de la partie',

  status: {
    restored: 'Votre partie enregistrée est rouverte.',
    openedLink: 'La partie du lien est ouverte.',
    notAllowed: (why) => `Interdit : ${why}`,
    placeRefused: (where, why) => `La tuile ne va pas en ${where}. ${why}`,
    placingRule: {
      text: 'Comment poser les tuiles',
      href: {
        'new-world': '/fr/rules/placing-tiles/',
        discovery: '/fr/related/the-discovery/#placing-tiles',
      },
    },
    whatScoresAt: (where, first) => `Ce que rapporte la tuile en ${where} : ${first}`,
    placed: (player, tile, where, choose) =>
      `${playerFr(player)} a posé la tuile ${tile} ` +
      `en ${where}. ${choose ? 'Choisissez un cercle sur la nouvelle tuile, ou passez.' : ''}`,
    // The board's label (« Mettre un marchand sur le côté nord de la nouvelle tuile ») as what the player does.
    deployed: (player, target) => {
      const does = /^Mettre\b/.test(target)
        ? target.replace(/^Mettre/, 'met')
        : target.charAt(0).toLowerCase() + target.slice(1);
      return `${playerFr(player)} : ${does}.`;
    },
    undone: 'Annulé : retour au début du tour.',
    redone: 'Rétabli.',
    stepBack: 'Une étape reprise.',
    orderChanged: 'Ordre modifié.',
    exported: 'La partie a été exportée dans un fichier.',
    newGame: (players, computer) =>
      `Nouvelle partie : ${players.map(playerFr).join(', ')}. ${playerFr(players[0])} ` +
      `commence.${computer.length ? ` L’ordinateur joue ${computer.map(playerFr).join(' et ')}.` : ''}`,
    setUp: 'La partie reprend à partir de la position mise en place.',
    tooLarge: 'Cette partie est trop longue pour un lien : exportez-la dans un fichier pour la partager.',
    linkCopied: 'Lien copié.',
    copyRefused: 'Le navigateur a refusé de copier ; copiez plutôt la barre d’adresse.',
    thinking: (player) => `${playerFr(player)} (l’ordinateur) réfléchit…`,
    lastTileDown: ' La dernière tuile est posée : terminez la partie pour la décompter.',
    openedFile: (name) => `${name} est ouvert.`,
    fileRefused: (name, why) => `${name} n’a pas pu être ouvert : ${why}. Votre partie n’a pas changé.`,
  },
  turnOf: (turn) => (turn === 'final' ? 'Fin' : `T${String(turn)}`),
  trackCell: (total) =>
    `${n(total % 50)}${Math.floor(total / 50) ? ` (${Math.floor(total / 50) + 1}ᵉ tour de piste)` : ''}`,

  questions: {
    withPiece: (role, at) => `Avec un ${roleFr(role)} sur ${spotWordsFr(at)}`,
    withNone: (piece) => `Sans ${roleFr(piece)}`,
    gain: (player, points) => `${playerFr(player)} +${n(points)}`,
    line: (head, gains, scored) =>
      `${head} : ${gains.length ? gains.join(', ') : 'rien ne rapporte de points'}` +
      `${scored.length ? ` (${scored.join(' ; ')})` : ''}.`,
    nothingAtEnd: 'Rien ne rapporterait de points en fin de partie maintenant.',
  },

  turn: {
    label: 'Tour',
    toPlay: { before: 'À ', after: ' de jouer.' },
    computerPlays: (player) => `${playerFr(player)} (l’ordinateur) joue.`,
    expert: {
      thinking: (player, playouts) =>
        playouts
          ? `${playerFr(player)} (l’expert) réfléchit : ${n(playouts)} partie${s(playouts)} ` +
            `simulée${s(playouts)} des tours suivants pour l’instant.`
          : `${playerFr(player)} (l’expert) réfléchit…`,
      stop: 'Arrêter de réfléchir et jouer',
      ask: 'Que jouerait l’expert ?',
      asking: 'L’expert réfléchit…',
      would: 'L’expert :',
      none: 'L’expert ne trouve aucune place pour cette tuile.',
      notCompared: 'Votre emplacement n’a pas pu être comparé.',
      yours: (ahead, _playouts) =>
        ahead === 0
          ? 'Vous avez posé la tuile là où l’expert la poserait.'
          : `Là où vous avez posé la tuile (avec le meilleur pion pour elle), vous obtenez en ` +
            `moyenne ${n(Math.abs(ahead))} point${Math.abs(ahead) >= 2 ? 's' : ''} ` +
            `de ${ahead > 0 ? 'moins' : 'plus'} qu’avec le coup de l’expert dans les parties ` +
            `simulées des tours suivants.`,
    },
    ownTiles:
      'Cette partie apporte ses propres tuiles : piochez-les ou choisissez-les autant de fois que vous voulez.',
    boxLeft: (x) => `${n(x)} tuile${s(x)} dans la boîte.`,
    handOfTwo: (player) =>
      `La main de ${playerFr(player)} (variante pour experts) : choisissez la tuile à jouer ; l’autre reste ` +
      `en main, et une nouvelle est piochée après le tour.`,
    playingFromHand: (tile) => `La tuile ${tile} est jouée depuis la main.`,
    playTile: (tile) => `Jouer la tuile ${tile}`,
    draw: 'Piocher une tuile',
    pick: 'Ou choisir une sorte de tuile (pour apprendre)',
    choose: 'choisir…',
    left: (x) => ` (${n(x)} restante${s(x)})`,
    picked: (tile) => `Tuile ${tile} choisie.`,
    take: 'La prendre',
    hasTile: (tile, rotation, fits, nowhere) =>
      ` a la tuile ${tile}${rotation ? `, tournée de ${rotation}°` : ''}. Ainsi tournée, elle va ` +
      `sur ${n(fits)} case${s(fits)}${nowhere ? ', et nulle part dans aucun sens' : ''}.`,
    showThem: (fits) => (fits === 1 ? 'La montrer' : 'Les montrer'),
    rotate: 'Tourner (R)',
    discarded: 'La tuile ne va nulle part et quitte la partie.',
    discard: 'L’écarter',
    hints: 'Montrer où elle va',
    ask: 'Demander ce qui rapporte au lieu de poser',
    whatScoresHere: 'Ce qui rapporte ici',
    ifAt: (where) => `Si la tuile va en ${where} :`,
    act: (deploy, withdraw) => {
      const take = withdraw ? ', ou reprenez-en un pour le décompter' : '';
      const but = withdraw ? ', mais vous pouvez en reprendre un pour le décompter' : '';
      return deploy
        ? ` : posez un pion sur la nouvelle tuile${take}`
        : ` : aucun pion ne peut aller sur la nouvelle tuile${but}`;
    },
    ended: 'Tour terminé.',
    order: 'Achevés pendant ce tour, décomptés dans cet ordre :',
    noSettler: 'aucun colon',
    feature: featureFr,
    settlers: (player, x) => `${playerFr(player)} ${n(x)}`,
    earlier: (type) => `Décompter la ${featureFr(type)} plus tôt`,
    later: (type) => `Décompter la ${featureFr(type)} plus tard`,
    lastTile: 'La dernière tuile est posée.',
    finalDone: 'Décompte final effectué.',
    final: 'Décompte final',
    over: 'La partie est finie.',
  },

  log: { nothing: 'Il ne s’est encore rien passé.', rule: 'règle' },
  end,
  summary: {
    final: 'Décompte final',
    nothingAtEnd: 'Rien en fin de partie.',
    figures: 'Pions sur le plateau',
  },
  scores: { caption: 'Scores', player: 'Joueur', colour: 'Couleur', total: 'Total' },

  options: {
    intro: {
      before: 'Changer une option recalcule la partie depuis le début selon la nouvelle lecture. La ',
      link: 'page des options de règle',
      after: ' explique chaque lecture.',
    },
    href: '/fr/variants/rule-options/',
    now: (title, reading) => `${title} : désormais « ${reading} ».`,
    diff: (player, d) => `${playerFr(player)} ${signed(d)}`,
    changes: (diffs) => (diffs.length ? `Scores modifiés : ${diffs.join(', ')}.` : 'Aucun score ne change.'),
    stops: (turn, reason) => `Le tour ${n(turn)} ne tient plus (${reason}) ; la partie s’arrête juste avant.`,
    ourDefault: ' (notre lecture par défaut)',
  },

  left: {
    empty: (noBox) =>
      `La boîte est vide${noBox ? ' (cette partie apporte ses propres tuiles : aucune boîte n’est tenue)' : ''}.`,
    still: (total, types) =>
      `${n(total)} tuile${s(total)} de ${n(types)} sorte${s(types)} encore dans la boîte.`,
    caption: 'Tuiles restantes, par sorte',
    tile: 'Tuile',
    left: 'Restantes',
    which: 'Lesquelles pourraient aller sur une case libre ?',
    choose: 'Choisir une case…',
    none: (total, square) =>
      `${total === 1 ? 'La seule tuile restante ne pourrait pas' : `Aucune des ${n(total)} tuiles restantes ne pourrait`} ` +
      `aller en ${square} : aucune sorte de tuile restante ne s’accorde aux bords de ses voisines.`,
    some: (fit, total, square, list) =>
      `${total === 1 ? 'La seule tuile restante' : `${n(fit)} des ${n(total)} tuiles restantes`} ` +
      `${fit === 1 ? 'pourrait' : 'pourraient'} aller en ${square} (${countFr(list.length, 'sorte')} ` +
      `: ${list.map((t) => `${t.tile} ×${n(t.left)}`).join(', ')}).`,
  },

  forms,
  board,
};

export default words;
