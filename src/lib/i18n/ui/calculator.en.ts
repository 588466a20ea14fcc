/**
 * The words of the scoring calculator island (src/components/calculator/Calculator.svelte and its
 * parts), in English; calculator.fr.ts has the same shape. The editors' words (tally-editors),
 * the keeping words (keep) and the verdict's (verdict) come with them. Player names are data:
 * `player` says how one is shown. The engine's sentences (a line's title, items and reason, the
 * verdict's why, its refusals) are English; `lineTitle`, `item`, `lineReason` and `reason` say
 * them in the page's language.
 */
import type { Lang } from '../lang';
import { TALLIES, type TallyFormat } from '@lib/rulesets/tallies';
import { TOTALS_EN } from '@lib/calculator/tally-options';
import editors from './tally-editors.en';
import keep from './keep.en';
import { saidEn, type Said } from '@lib/io/reasons';
import verdict from './verdict.en';
import { itemEn, reasonEn, titleEn } from '@lib/calculator/lines-en';
import { refusedEn } from '@lib/calculator/refused';

/** A player's points before the tally, as the label beside the field shows it (the name is in the row). */
const START_SHOWN: Record<TallyFormat, string> = {
  'new-world-tally': 'Points already on the track',
  'discovery-tally': 'Points already on the track',
  'race-tally': 'Ship: space on the track before these lines',
  'conquest-tally': '',
};

/** The words' language (typed as any language: the French words have the same shape). */
const lang = ((l: Lang): Lang => l)('en');

const words = {
  lang,
  editors,
  keep,
  verdict,
  totals: TOTALS_EN,
  /**
   * Each game's name, a player's points before the tally, the score track, the scratch question
   * (src/lib/rulesets/tallies).
   */
  game: (f: TallyFormat) => TALLIES[f].game,
  startLabel: (f: TallyFormat, player: string) => TALLIES[f].startLabel(player) ?? '',
  track: (f: TallyFormat): ((total: number) => string) | undefined => TALLIES[f].track,
  quick: (f: TallyFormat) => TALLIES[f].quick?.label ?? '',
  /** A player's name as shown (data: shown as typed). */
  player: (name: string) => name,
  /** A colour in the colour menu. */
  colour: (colour: string) => colour,
  /** Punctuation: after a name or a title, between items. */
  colon: ': ',
  sep: '; ',
  // Calculator.svelte
  opening: 'Opening the calculator…',
  openingLines: 'Opening the lines…',
  autosaveFailed: (why: Said) => `Autosave failed: ${saidEn(why)}. Export the tally as a file to keep it.`,
  gameLegend: 'Game',
  playersLegend: (n: number) => `Players (${n}), in turn order`,
  nameOf: (i: number) => `Name of player ${i}`,
  colourOf: (player: string) => `${player}'s colour`,
  /**
   * The visible labels of a player's colour and points before the tally: the same whatever the name, so
   * that a long name does not make them wrap and move the page under a finger on its way to a button;
   * `colourOf` and `startLabel` name the player for screen readers.
   */
  colourShown: 'Colour',
  startShown: (f: TallyFormat) => START_SHOWN[f],
  removePlayer: (player: string) => `Remove ${player}`,
  playerRemoved: (player: string) => `${player} was removed, with everything counted for them.`,
  addPlayer: 'Add a player',
  /** A player added when the five colours are taken. */
  playerN: (n: number) => `Player ${n}`,
  joins: (player: string, all: string) => `${player} joins: ${all} play.`,
  alreadyPlayer: (name: string) => `${name} is already a player.`,
  badName: (name: string, why: string) => `${name} cannot be a player's name: ${why}.`,
  whenLegend: 'When',
  duringPlay: 'During play',
  gameEnd: 'Game end (final scoring)',
  saidEnd:
    'Game end: add what is still on the board, then tick "The final scoring is all entered": the result then ' +
    'names the winner.',
  saidPlay: 'During play: add each scoring as it happens.',
  undo: 'Undo',
  undone: 'Undone: the line is back.',
  addedAsLine: (n: number) => `Added to the sheet as line ${n}.`,
  tooLarge: 'This tally is too large for a link: export it as a file to share it.',
  newTally: (game: string, players: string) => `${game}: a new tally for ${players}.`,
  print: 'Print score sheet',
  exportFile: 'Export file',
  importFile: 'Import file',
  opened: (file: string) => `Opened ${file}.`,
  fileRefused: (file: string, why: Said) =>
    `${file} could not be opened: ${saidEn(why)}. Your tally is unchanged.`,
  clear: 'Clear this tally',
  cleared: 'The tally was cleared.',
  recentTitle: 'Recent tallies',
  // Issue 31: each player's colour is theirs; "Winner" once the end is marked entered (TallyPlayers.svelte,
  // TallyStage.svelte).
  coloursSwapped: (player: string, colour: string, other: string, now: string) =>
    `${player} is now ${colour}; ${other}, who had it, is now ${now}.`,
  endEntered: 'The final scoring is all entered',
  saidEnded: 'The final scoring is entered: the result names the winner.',
  saidNotEnded: 'Still entering the final scoring: the result says who leads.',
  // TallyResult.svelte and ResultBar.svelte
  resultHeading: (game: string) => `Result: ${game}`,
  cannotScore: (why: string) => `This tally cannot be scored yet: ${why}`,
  totalsLine: (list: string) => `Totals: ${list}.`,
  before: 'Before',
  /** The "Scores" table's caption (the same name in every language: formats §6) and heads. */
  scoresHeads: { caption: 'Scores', player: 'Player', colour: 'Colour', total: 'Total' },
  nothingInTally: 'Nothing in this tally.',
  totalsRegion: 'Totals',
  /** A number field holds a number it cannot count: the totals leave it out until it is fixed. */
  sheetError: (what: string, more: number) =>
    `The sheet has an error, not counted until fixed: ${what}${more ? ` (and ${more} more)` : ''}.`,
  goToError: 'Go to it',
  // ScratchFeature.svelte
  scratch: {
    title: 'Score one feature now',
    intro:
      'A question during play: a completed trail, town or farm. Your sheet is not changed unless you add it.',
    nobody: 'Nobody scores it yet: add the settlers on it.',
    add: 'Add it to the sheet',
    again: 'Start again',
    close: 'Close',
  },
  // ShareTally.svelte
  share: {
    /** The printed sheet's date. */
    locale: 'en-GB',
    heading: 'Share this tally',
    copy: 'Copy link',
    showQr: 'Show QR code',
    noLink:
      'No link to share yet: it appears a moment after the tally is opened or changed. A tally too large for ' +
      'a link has none: export it as a file instead.',
    copied: 'Link copied.',
    copyByHand: 'Copy it from the box below.',
    box: 'Link to this tally',
    qrLabel: 'QR code of the link to this tally',
    scan: "Scan it with a phone's camera to open this tally there.",
    drawing: 'Drawing the QR code…',
    tooLong: (message: string, _bytes: number, _max: number) =>
      `This link is ${message}: copy the link instead, or export the tally as a file.`,
    notDrawn: (why: string) => `The QR code could not be drawn: ${why}.`,
    notLoaded: (why: string) => `The QR code could not be loaded: ${why}.`,
    printHeading: (game: string, date: string) => `${game}, ${date}`,
    printLink: 'To open this tally on a phone or a computer, scan the code or type the link:',
    printTooLong: (n: number) =>
      `The link to this tally is too long to print (${n} characters): export the tally as a file to share it.`,
  },
  // What the engine says as data (a line's title, items and reason), as the page says it.
  lineTitle: titleEn,
  item: itemEn,
  lineReason: reasonEn,
  /** Why a tally, a link or a file is refused (the engine's words, naming the place). */
  reason: (why: Said): string => saidEn(why),
  /** Why the engine refuses the tally being edited: the sentence, and the place apart (TallyResult, ScratchFeature). */
  refused: refusedEn,
  /** The disclosure that shows the engine's words (naming the place) apart. */
  refusedTools: 'For developers',
};

export type CalculatorWords = typeof words;
export default words;
