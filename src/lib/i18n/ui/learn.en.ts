/**
 * The lesson player's words (src/components/learn/LessonPlayer.svelte) and its controller's
 * (src/lib/learn/lesson-controller.svelte.ts, lesson-run.ts, progress.ts): the chrome, what to do
 * now, the lesson's own refusals, the questions, the progress. The lesson's text itself comes in
 * the page's language from the page.
 */
import type { Narrator } from '@lib/replay/narrate';
import type { RefusalWords } from '@lib/sandbox/refusal-types';

/** Where on a tile a settler stands, as players say it. */
const SIDE: Record<string, string> = {
  N: 'north side',
  E: 'east side',
  S: 'south side',
  W: 'west side',
  C: 'centre',
  Nw: 'north side, west half',
  Ne: 'north side, east half',
  En: 'east side, north half',
  Es: 'east side, south half',
  Se: 'south side, east half',
  Sw: 'south side, west half',
  Ws: 'west side, south half',
  Wn: 'west side, north half',
};

/** No narrator of its own: narrate.ts's default is English. */
function narrator(): Narrator | null {
  return null;
}

const words = {
  /** The events' narrator (null: the English one, src/lib/replay/narrate.ts). */
  narrator: narrator(),
  /** A player's name as shown (the colours in the page's language). */
  player: (name: string) => name,
  /** The words the rules' refusals are told in (src/lib/sandbox/refusals.ts; null: English, its default). */
  refusals: (): Promise<RefusalWords | null> => Promise.resolve(null),
  /** Between a name and what follows: "Red: …". */
  colon: ': ',
  loading: 'Setting out the board…',
  boardLabel: (ruleset: string) => `${ruleset}: lesson board`,
  pointHint: 'Point at a tile or a figure on the board to see who holds what.',
  thisStep: 'This step',
  steps: 'Steps',
  stepDone: (n: number, byLesson: boolean, done: boolean) =>
    `Step ${n}${byLesson ? ' (played for you)' : ''}${done ? ', done' : ''}`,
  rule: 'rule',
  stepOf: (n: number, of: number) => `Step ${n} of ${of}`,
  yourTile: (rotation: number) =>
    `Your tile${rotation ? `, turned ${rotation}°` : ''}. Put it on a square marked +.`,
  rotate: 'Rotate (R)',
  chooseCircle: 'Choose a circle on the new tile, or a button here.',
  noFigure: 'No figure this time: end the turn.',
  endWithout: (piece: string) => `End the turn without a ${piece}`,
  readRule: 'Read the rule',
  continue: 'Continue',
  questions: 'What will this score?',
  pointsFor: (player: string) => `Points for ${player}`,
  check: 'Check',
  showSquare: 'Show the square',
  showAnswer: 'Show the answer',
  graded: (right: boolean, player: string, points: number) =>
    `${right ? 'Right' : 'The answer'}: ${player} scores ${points}.`,
  notQuite: 'Not quite. Try again, or show the answer.',
  complete: 'Lesson complete',
  nextLesson: (title: string) => `Next lesson: ${title}`,
  playSandbox: 'Play a whole game in the sandbox',
  playExpert: 'Play a whole game against the computer, expert (it plans ahead)',
  saveProblem: (why: string) => `Your progress could not be saved: ${why}.`,
  restart: 'Start the lesson again',
  earlierProgress: 'Earlier progress in this lesson, on this device',
  // The controller's status line.
  nowQuestions: 'The moves are done: now the questions.',
  stepStatus: (n: number, of: number) => `Step ${n} of ${of}.`,
  notThisMove: (why: string) => `Not this move: ${why}`,
  laidFigure: 'Tile laid. Now choose where the figure goes.',
  laidWithdraw: 'Tile laid. Now choose the figure to take back.',
  laidEnd: 'Tile laid. End the turn when you are ready.',
  done: 'Done.',
  continueWhenReady: (then: string) => `${then} Continue when you are ready.`,
  right: (player: string, points: number) => `Right: ${player} scores ${points}.`,
  scores: (player: string, points: number) => `${player} scores ${points}.`,
  lessonComplete: 'Lesson complete.',
  startedAgain: 'Started again from the first step.',
  // The lesson's own refusals (lesson-run.ts): a legal move, but not this step's.
  notThisSquare: (hint: string) =>
    `That square is allowed, but not the one this step is about. ${hint}`.trim(),
  turnFirst: (hint: string) => `Right square, but turn the tile first. ${hint}`.trim(),
  wantsNone: 'This step ends the turn without a figure: choose "End the turn".',
  wantsWithdraw: (x: number, y: number) =>
    `This step takes back the figure on the tile at x ${x}, y ${y} (the circle marked ↑ there).`,
  wantsSettler: (role: string, at: string) =>
    `This step puts a ${role} on the new tile: the circle marked ${role[0]} on its ${SIDE[at] ?? at}.`,
  wantsFigure: (at: string) => `This step puts a figure on the new tile, on its ${SIDE[at] ?? at}.`,
  // Why progress could not be saved (progress.ts).
  storageFull: "the browser's storage for this site is full",
  storageRefused: 'the browser refused to save',
  storageOff: 'this browser does not let the page save (storage is off)',
};

export type LearnWords = typeof words;
export default words;
