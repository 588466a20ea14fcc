/**
 * A worked example as a sequence of frames for the replay island: the starting position, each
 * move (a tile placed, a figure put down or taken back, a tile discarded), each scoring, surveyor
 * move, eviction and return one by one, and the end with the stated result. Refused examples
 * end on the attempted move and why the rules refuse it, in a player's words (src/lib/refusals.ts;
 * `refusal` keeps the engine's own message). Built from the same record the tests
 * replay; runs at build time (the static fallback) and in the browser.
 */
import { own } from '@lib/io/names';
import { type Session } from '@engine/session';
import type { Step } from '@engine/index';
import { boardModel, spotName, toGrid, withArticle, type BoardModel } from '@lib/board/board-model';
// Every ruleset's words and drawings registered (The Discovery's too), for the board model.
import '@lib/rulesets';
import { tell } from './narrate';
import type { Lang } from '@lib/i18n/lang';
import {
  FRENCH,
  playerFr,
  roleFr,
  scoresFr,
  spotWordsFr,
  squareWordsFr,
  tileWordsFr,
} from '@lib/i18n/narration-fr';
import BOARD_EN from '@lib/i18n/ui/board.en';
import BOARD_FR from '@lib/i18n/ui/board.fr';
import { loadUpToRefusal } from './replay-load';
import { explainRefusal, tileWords } from '@lib/sandbox/refusals';
import { FRENCH_REFUSALS } from '@lib/sandbox/refusal-french';
import type { Frame, Replay } from './types';

export type { Frame, Replay } from './types';

/** A step in French: « Rouge pose la tuile K en colonne 3, rangée 2, tournée de 90°. » */
function stepTextFr(s: Session, step: Step, player: string, hand: string | undefined): string | null {
  const who = playerFr(player);
  switch (step.step) {
    case 'place': {
      const { gx, gy } = toGrid(s.ruleset, step.at);
      const r = s.placed?.rotation;
      const [x, y] = Object.values(step.at);
      const at = squareWordsFr(s.ruleset, x ?? gx, y ?? gy);
      return `${who} pose ${hand ? tileWordsFr(hand) : 'une tuile'} en ${at}${r ? `, tournée de ${r}°` : ''}.`;
    }
    case 'deploy':
      return (
        `${who} met un ${roleFr(step.figure.role ?? 'figure')} sur ${spotWordsFr(step.figure.at)} de la ` +
        `nouvelle tuile.`
      ).replace('sur son ', 'sur le ');
    case 'withdraw':
      return `${who} reprend le pion de la tuile en x ${step.at.x}, y ${step.at.y} pour décompter sa région.`;
    case 'discard':
      return `${who} écarte ${hand ? tileWordsFr(hand) : 'une tuile'} : elle ne va nulle part.`;
    case 'finish':
      return 'La partie se termine : décompte final.';
    default:
      return null;
  }
}

function stepText(s: Session, step: Step, player: string, hand: string | undefined): string | null {
  switch (step.step) {
    case 'place': {
      const { gx, gy } = toGrid(s.ruleset, step.at);
      const r = s.placed?.rotation;
      return (
        `${player} places ${hand ? tileWords(hand) : 'a tile'} ` +
        `at ${spotName(s.ruleset, gx, gy)}${r ? `, turned ${r}°` : ''}.`
      );
    }
    case 'deploy':
      return (
        `${player} puts ${withArticle(step.figure.role ?? 'figure')} on the ${step.figure.at} side of ` +
        `the new tile.`
      );
    case 'withdraw':
      return `${player} takes back the figure on the tile at x ${step.at.x}, y ${step.at.y} to score its region.`;
    case 'discard':
      return `${player} discards ${hand ? tileWords(hand) : 'a tile'}: it fits nowhere.`;
    case 'finish':
      return 'The game ends: final scoring.';
    default:
      return null;
  }
}

/**
 * The board as it stands once event `e` has happened: a settler or figure going home leaves it, a
 * surveyor moving on the board stands in its new column. Scoring itself changes nothing drawn.
 */
function afterEvent(m: BoardModel, e: ReturnType<Session['events']>[number]): BoardModel {
  if ((e.kind === 'return' || e.kind === 'evict') && 'col' in e) {
    const i = m.figures.findIndex(
      (f) => f.player === e.player && f.role === e.role && f.gx === -e.col && f.gy === e.row,
    );
    return i < 0 ? m : { ...m, figures: m.figures.filter((_, j) => j !== i) };
  }
  if (e.kind === 'surveyor' && 'from' in e && typeof e.from === 'number' && typeof e.to === 'number') {
    const { from, to } = e;
    const i = m.surveyors.findIndex((v) => v.gx === -from);
    if (i < 0) return m;
    const surveyors = m.surveyors.map((v, j) =>
      j === i ? { gx: -to, label: v.label.replace(/-?\d+$/, String(to)) } : v,
    );
    return { ...m, surveyors };
  }
  return m;
}

function scoresText(scores: Record<string, number>): string {
  return Object.entries(scores)
    .map(([p, n]) => `${p} ${n}`)
    .join(', ');
}

/**
 * The frames of a record (formats §3 or §8, with the example fields). Throws only for a record whose head
 * cannot be read.
 */
export function replayFrames(record: Record<string, unknown>, lang: Lang = 'en'): Replay {
  const fr = lang === 'fr';
  const words = fr ? BOARD_FR : BOARD_EN;
  const loaded = loadUpToRefusal(record);
  const s: Session = loaded.session;
  const refusal = loaded.error?.message;
  /** The refusal in a player's words: the turn, who, what they tried and why the rules say no. */
  const refusalText = loaded.error
    ? explainRefusal(loaded.error, record, fr ? FRENCH_REFUSALS : undefined).text
    : undefined;
  while (s.undo());
  const frames: Frame[] = [];
  // Scores as they stand at each frame: a step's events are shown one by one, so each score event adds its
  // points in turn.
  let running: Record<string, number> = { ...s.scores };
  const snap = (
    text: string,
    kind: Frame['kind'],
    extra: Partial<Frame> = {},
    highlight: { gx: number; gy: number }[] = [],
  ) =>
    frames.push({
      model: boardModel(s, {}, highlight, words),
      text,
      scores: { ...running },
      kind,
      steps: s.history().length,
      ...extra,
    });
  snap(fr ? 'La position de départ.' : 'The starting position.', 'start');
  let hand: string | undefined;
  while (s.canRedo()) {
    const player = s.current.currentPlayer;
    const before = s.events().length;
    const scoresBefore = { ...s.scores };
    // The position before the step: each of its events is drawn on it as it happens (a figure
    // going home, a surveyor moving), not on the position the whole step ends with.
    const pre = boardModel(s, {}, [], words);
    s.redo();
    running = scoresBefore;
    const history = s.history();
    const step = history[history.length - 1];
    if (step.step === 'draw') hand = step.tile;
    const text = (fr ? stepTextFr : stepText)(s, step, player, hand);
    if (text) snap(text, 'move');
    let moment = pre;
    for (const e of s.events().slice(before)) {
      if (e.kind === 'place') continue;
      const t = fr ? tell(s.ruleset, e, FRENCH) : tell(s.ruleset, e);
      if (t.player !== undefined && t.points !== undefined)
        running = { ...running, [t.player]: (own(running, t.player) ?? 0) + t.points };
      moment = afterEvent(moment, e);
      frames.push({
        model: { ...moment, highlight: t.tiles },
        text: t.text.endsWith('.') ? t.text : `${t.text}.`,
        scores: { ...running },
        kind: 'event',
        sum: t.sum,
        href: t.href,
        steps: s.history().length - 1,
      });
    }
  }
  running = { ...s.scores };
  if (refusalText) snap(refusalText, 'refused');
  else snap(fr ? `Résultat : ${scoresFr(s.scores)}.` : `Result: ${scoresText(s.scores)}.`, 'end');
  return { ruleset: s.ruleset, players: s.players, frames, refusal };
}
