/**
 * The sandbox's words (/sandbox/), in English: the island, its panels, the status line its
 * controller writes, the questions it answers. The French are sandbox.fr.ts; the new-game form's
 * and the setup editor's are sandbox-forms.en.ts, and the board's board.en.ts, brought in here.
 */
import type { Narrator } from '@lib/replay/narrate';
import type { RefusalWords } from '@lib/sandbox/refusal-types';
import type { BotReasonText } from './bot-reasons.en';
import type { TapWords } from './sandbox-taps.en';
import forms from './sandbox-forms.en';
import board from './board.en';
import { saidEn, type Said } from '@lib/io/reasons';
import type { EndWords } from '@lib/sandbox/game-end';
import { countEn, listEn } from '../count';
import { own } from '@lib/io/names';

const s = (n: number) => (n === 1 ? '' : 's');
const points = (n: number) => countEn(n, 'point');
/** Each ruleset's rules page on placing tiles, which a refused tile links to. */
const PLACING: Record<string, string> = {
  'new-world': '/rules/placing-tiles/',
  discovery: '/related/the-discovery/#placing-tiles',
};
/** A tie for the most points, as each ruleset's rules settle it. */
const TIES: Record<string, (players: string, n: number) => string> = {
  'new-world': (players, n) =>
    `${players} tie with ${points(n)} and share the victory, as the rulebook says of a tie.`,
  discovery: (players, n) =>
    `${players} tie with ${points(n)}: the rules name the player with the most points the winner and ` +
    `say nothing of a tie, so they share the victory.`,
};
/** How a game ends, in a sentence: the winner and the margin, or a tie (src/lib/sandbox/game-end.ts). */
const end: EndWords = {
  title: 'Final scoring',
  standing: (e, ruleset) => {
    switch (e.kind) {
      case 'alone':
        return `${e.player} ends the game with ${points(e.points)}.`;
      case 'wins':
        return `${e.player} wins with ${points(e.points)}, ${e.ahead} ahead of ${listEn(e.next)}.`;
      case 'tie':
        return (own(TIES, ruleset) ?? TIES['new-world'])(listEn(e.players), e.points);
    }
  },
};
/** "a shopkeeper", "an explorer". */
const withArticle = (word: string) => `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;

const words = {
  /** How events are told (narrate.ts's `tell`): loaded with the log, after the board. */
  narrator: (): Promise<Narrator> => import('@lib/replay/narrate').then((m) => m.ENGLISH),
  /**
   * The words of a refusal in a player's sentences (refusals.ts), when this language rewrites the engine's
   * reasons; English shows them as they are.
   */
  refusals: (): Promise<RefusalWords> =>
    import('@lib/sandbox/refusal-sandbox-en').then((m) => m.SANDBOX_ENGLISH),
  /** Why a tap on the board puts no settler down (sandbox-taps.en.ts): loaded on the first such tap. */
  taps: (): Promise<TapWords> => import('./sandbox-taps.en').then((m) => m.TAPS_EN),
  /** The computer players' reasons in sentences (bot-reasons.en.ts): loaded with the computer players. */
  botReasons: (): Promise<BotReasonText> => import('./bot-reasons.en').then((m) => m.default),
  /** The keeper's words (keep.en.ts): its notices' and the recent list's. */
  keepWords: () => import('./keep.en').then((m) => m.default),
  /** The notice bar's button. */
  dismiss: 'Dismiss',
  toolsLabel: 'For tool builders',
  /** The rule options' names and readings. */
  optionWords: () =>
    import('@lib/content/option-words').then((m) => ({ title: m.optionTitle, reading: m.optionReading })),
  /** A player's name as shown (a colour's name in the page's language); records keep the name. */
  player: (name: string) => name,
  /** Between an event and its sum: "Red scores 6: 3 tiles × 2 = 6". */
  colon: ': ',
  told: (text: string, sum?: string) => `${text}${sum ? `: ${sum}` : ''}`,
  /**
   * A person's last action's scoring, kept under the status line until their next action: "Red's turn scored:
   * Red scores 6 …".
   */
  scored: (player: string, lines: string[]) => `${player}'s turn scored: ${lines.join('; ')}.`,

  // The island
  autosaveFailed: (problem: Said) =>
    `Autosave failed: ${saidEn(problem)}. Export the game as a file to keep it.`,
  openingSandbox: 'Opening the sandbox…',
  openingNewGame: 'Opening the new-game form…',
  openingSetup: 'Opening the setup…',
  openingOptions: 'Opening the options…',
  openingList: 'Opening the list…',
  openingLog: 'Opening the log…',
  undo: 'Undo',
  redo: 'Redo',
  backStep: 'Back one step',
  newGame: 'New game',
  setUp: 'Set up a position',
  exportFile: 'Export file',
  importFile: 'Import file',
  copyLink: 'Copy link',
  tileLetters: 'Tile letters on the board',
  endPreview: 'What scores at game end now?',
  endPreviewLabel: 'Game end now',
  trackSpace: 'Track space',
  ruleOptions: 'Rule options',
  tilesLeftTitle: 'Tiles left in the box',
  recentTitle: 'Recent games on this device',
  recentList: 'Recent games',
  whatHappened: 'What happened',

  // The status line (the controller, the autosave, the computer players)
  status: {
    restored: 'Restored your saved game.',
    openedLink: 'Opened the game from the link.',
    notAllowed: (why: string) => `Not allowed: ${why}`,
    placeRefused: (where: string, why: string) => `The tile does not go at ${where}. ${why}`,
    /** The rules page a refusal links to, after the status line: how tiles are placed. */
    placingRule: {
      text: 'How tiles are placed',
      href: PLACING,
    },
    whatScoresAt: (where: string, first: string) => `What scores at ${where}: ${first}`,
    placed: (player: string, tile: string, where: string, choose: boolean) =>
      `${player} placed tile ${tile} at ${where}. ${choose ? 'Choose where a figure goes, or skip.' : ''}`,
    deployed: (player: string, target: string) => `${player}: ${target.replace(/^Put/, 'put')}.`,
    undone: 'Undone: back to the start of the turn.',
    redone: 'Redone.',
    stepBack: 'Took back one step.',
    orderChanged: 'Order changed.',
    exported: 'The game was exported as a file.',
    newGame: (players: string[], computer: string[]) =>
      `New game: ${players.join(', ')}. ${players[0]} ` +
      `begins.${computer.length ? ` The computer plays ${computer.join(' and ')}.` : ''}`,
    setUp: 'Playing on from the position you set up.',
    tooLarge: 'This game is too large for a link: export it as a file to share it.',
    linkCopied: 'Link copied.',
    copyRefused: 'The browser refused to copy; copy the address bar instead.',
    thinking: (player: string) => `${player} (the computer) is thinking…`,
    lastTileDown: ' The last tile is down: end the game to score it.',
    openedFile: (name: string) => `Opened ${name}.`,
    fileRefused: (name: string, why: string) =>
      `${name} could not be opened: ${why}. Your game is unchanged.`,
  },
  /** The log's turn column: "T3", or "End" for the final scoring. */
  turnOf: (turn: unknown) => (turn === 'final' ? 'End' : `T${String(turn)}`),
  /** The score track's column: the space, and the lap after the first. */
  trackCell: (total: number) =>
    `${total % 50}${Math.floor(total / 50) ? ` (lap ${Math.floor(total / 50) + 1})` : ''}`,

  // The questions (what scores here, at game end now)
  questions: {
    withPiece: (role: string, at: string) => `With ${withArticle(role)} on ${at}`,
    withNone: (piece: string) => `With no ${piece}`,
    gain: (player: string, points: number) => `${player} +${points}`,
    line: (head: string, gains: string[], scored: string[]) =>
      `${head}: ${gains.length ? gains.join(', ') : 'nothing scores'}` +
      `${scored.length ? ` (${scored.join('; ')})` : ''}.`,
    nothingAtEnd: 'Nothing would score at game end now.',
  },

  // The turn panel
  turn: {
    label: 'Turn',
    /** Around the player's name: "Red to play." */
    toPlay: { before: '', after: ' to play.' },
    /** In place of the turn's buttons while the computer plays a seat (its moves shown one by one included). */
    computerPlays: (player: string) => `${player} (the computer) is playing.`,
    /** The expert (src/engine/bots/expert.ts): its thinking, its stop button, and "What would the expert do?". */
    expert: {
      thinking: (player: string, playouts: number) =>
        playouts
          ? `${player} (the expert) is thinking: ${playouts} playout${s(playouts)} of the turns to come so far.`
          : `${player} (the expert) is thinking…`,
      stop: 'Stop thinking and play',
      ask: 'What would the expert do?',
      asking: 'The expert is thinking…',
      would: 'The expert:',
      none: 'The expert finds no place for this tile.',
      notCompared: 'Your placement could not be compared.',
      yours: (ahead: number, _playouts: number) =>
        ahead === 0
          ? `You put the tile where the expert would.`
          : `Where you put the tile (with the best piece for it) comes out ${Math.abs(ahead)} ` +
            `point${s(Math.abs(ahead))} ${ahead > 0 ? 'worse' : 'better'} on average than ` +
            `the expert's move in the playouts of the turns to come.`,
    },
    ownTiles: 'This game brings its own tiles: draw or pick them as often as you like.',
    boxLeft: (n: number) => `${n} tile${s(n)} left in the box.`,
    handOfTwo: (player: string) =>
      `${player}'s hand (expert variant): choose the tile to play; the other stays in the hand, and a new one ` +
      `is drawn after the turn.`,
    playingFromHand: (tile: string) => `Playing tile ${tile} from the hand.`,
    playTile: (tile: string) => `Play tile ${tile}`,
    draw: 'Draw a tile',
    pick: 'Or pick a tile type (teaching)',
    choose: 'choose…',
    left: (n: number) => ` (${n} left)`,
    picked: (tile: string) => `Picked tile ${tile}.`,
    take: 'Take it',
    /** After the player's name: "has tile K, turned 90°. It fits on 3 squares as turned." */
    hasTile: (tile: string, rotation: number, fits: number, nowhere: boolean) =>
      ` has tile ${tile}${rotation ? `, turned ${rotation}°` : ''}. It fits on ${fits} square${s(fits)} as ` +
      `turned${nowhere ? ', and nowhere at all' : ''}.`,
    /** Next to "It fits on 2 squares": brings them into the board's window, the keyboard on the first. */
    showThem: (fits: number): string => (fits === 1 ? 'Show it' : 'Show them'),
    rotate: 'Rotate (R)',
    discarded: 'The tile fits nowhere and leaves the game.',
    discard: 'Discard it',
    hints: 'Show where it fits',
    ask: 'Ask what scores instead of placing',
    whatScoresHere: 'What scores here',
    ifAt: (where: string) => `If the tile goes at ${where}:`,
    /** After the player's name, before the ruleset's tail (", then end the turn"). */
    act: (deploy: boolean, withdraw: boolean) =>
      `: ${deploy ? 'put a figure on the new tile' : 'no figure can go on the new tile'}` +
      `${withdraw ? ', or take one back to score it' : ''}`,
    ended: 'Turn ended.',
    order: 'Completed this turn, scored in this order:',
    noSettler: 'no settler',
    feature: (type: string) => type,
    settlers: (player: string, n: number) => `${player} ${n}`,
    earlier: (type: string) => `Score the ${type} earlier`,
    later: (type: string) => `Score the ${type} later`,
    lastTile: 'The last tile is placed.',
    finalDone: 'Final scoring done.',
    final: 'Final scoring',
    over: 'The game is over.',
  },

  // The log, the final scoring and the figures, the scores table
  log: { nothing: 'Nothing has happened yet.', rule: 'rule' },
  /** The game's end: the log's section, the winner (game-end.ts). */
  end,
  summary: { final: 'Final scoring', nothingAtEnd: 'Nothing at game end.', figures: 'Figures on the board' },
  scores: { caption: 'Scores', player: 'Player', colour: 'Colour', total: 'Total' },

  // Rule options
  options: {
    intro: {
      before: 'Switching an option re-scores the game from the start under the new reading. The ',
      link: 'rule options page',
      after: ' explains each reading.',
    },
    href: '/variants/rule-options/',
    now: (title: string, reading: string) => `${title}: now “${reading}”.`,
    diff: (player: string, d: number) => `${player} ${d > 0 ? '+' : ''}${d}`,
    changes: (diffs: string[]) =>
      diffs.length ? `Score changes: ${diffs.join(', ')}.` : 'No score changes.',
    stops: (turn: number, reason: string) =>
      `Turn ${turn} no longer holds (${reason}); the game stops before it.`,
    ourDefault: ' (our default)',
  },

  // Tiles left in the box
  left: {
    empty: (noBox: boolean) =>
      `The box is empty${noBox ? ' (this game brings its own tiles, so no box is kept)' : ''}.`,
    still: (total: number, types: number) =>
      `${total} tile${s(total)} of ${types} type${s(types)} still in the box.`,
    caption: 'Tiles left, by type',
    tile: 'Tile',
    left: 'Left',
    which: 'Which of them could go on an open square?',
    choose: 'Choose a square…',
    none: (total: number, square: string) =>
      `${total === 1 ? 'The one tile left could not' : `None of the ${total} tiles left could`} go on ` +
      `${square}: no tile type left matches its neighbours' edges.`,
    some: (fit: number, total: number, square: string, list: { tile: string; left: number }[]) =>
      `${total === 1 ? 'The one tile left' : `${fit} of the ${total} tiles left`} could go on ${square} ` +
      `(${countEn(list.length, 'type')}: ${list.map((t) => `${t.tile} ×${t.left}`).join(', ')}).`,
  },

  forms,
  /** The board's words and each ruleset's (board.en.ts): the board, its squares and pieces, the turn's end. */
  board,
};

export type SandboxWords = typeof words;
export default words;
