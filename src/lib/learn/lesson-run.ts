/**
 * A lesson played on the engine's session: the position it starts from, each step's tile dealt,
 * the learner's move checked (the rules' refusal first, then the lesson's "not this one"), the
 * move made, and the closing questions answered by the engine. No DOM here: the lesson island,
 * the unit tests and the browser tests call the same functions.
 */
import { own } from '@lib/io/names';
import { EngineError, loadWhatIf, Session, type AnySession } from '@engine/play';
import type { Lesson, LessonMove, LessonQuestion, LessonStep } from '@lib/content/lesson-schema';
import EN, { type LearnWords } from '@lib/i18n/ui/learn.en';
import type { RefusalWords } from '@lib/sandbox/refusal-types';

/** The square a move names, as the session of its ruleset reads it. */
export function spotOf(move: LessonMove): { col: number; row: number } | { x: number; y: number } {
  return move.col !== undefined && move.row !== undefined
    ? { col: move.col, row: move.row }
    : { x: move.x ?? 0, y: move.y ?? 0 };
}
const sameSpot = (a: Record<string, number>, b: Record<string, number>) =>
  Object.keys(b).every((k) => a[k] === b[k]);

/** The move's figure as the session takes it (New World's settler or The Discovery's figure). */
function figureOf(move: LessonMove): { at: string; role?: string } | null {
  if (move.settler) return { at: move.settler.at, role: move.settler.role };
  if (move.figure) return { at: move.figure.at };
  return null;
}

/** Deal the step's tile to the player whose turn it is (once: a tile already in hand stays). */
export function deal(s: Session, step: LessonStep): void {
  if (s.phase === 'draw') s.draw(step.move.tile);
}

/** Make a whole move: deal, turn, lay, then the figure, the figure taken back, or nothing, and end the turn. */
export function playMove(s: Session, move: LessonMove): void {
  if (s.phase === 'draw') s.draw(move.tile);
  if (s.phase === 'place') {
    s.setRotation(move.rotation);
    s.place(spotOf(move));
  }
  finishMove(s, move);
}

/** After the tile is down: the move's figure (or the figure taken back), then the end of the turn. */
export function finishMove(s: Session, move: LessonMove): void {
  const f = figureOf(move);
  if (f) s.deploy(f);
  if (move.withdraw) s.withdraw(move.withdraw);
  if (s.phase === 'act') s.confirm();
}

/**
 * The lesson's session at its start: the record's position, with no move made (The Discovery's rules loaded
 * first: loadRuleset).
 */
export function lessonStart(lesson: Lesson): AnySession {
  return Session.load(lesson.record);
}

/** The lesson played up to step `n` (its first `n` steps made as written), the next step's tile in hand. */
export function lessonAt(lesson: Lesson, n: number): AnySession {
  const s = lessonStart(lesson);
  for (const step of lesson.steps.slice(0, n)) playMove(s, step.move);
  const next = lesson.steps[n];
  if (next) deal(s, next);
  return s;
}

/**
 * A move accepted, or refused: `legal` false when the rules refuse it (then `tried` is the record with the
 * refused turn), true when only the lesson does.
 */
export type Verdict =
  { ok: true } | { ok: false; why: string; rule: string; legal: boolean; tried?: Record<string, unknown> };

/**
 * The learner lays the tile in hand at `at`: refused by the rules (their reason, in players' words,
 * and the rule's link), refused by the lesson (a legal move, but not the one this step teaches), or right.
 * The lesson's own refusals are in words `w` (English by default).
 */
export function checkPlace(
  s: Session,
  step: LessonStep,
  at: Record<string, number>,
  w: LearnWords = EN,
): Verdict {
  const why = s.whyNotPlace(at);
  const rotation = s.hand?.rotation ?? 0;
  if (why) {
    const record = s.record();
    const turns: unknown[] = Array.isArray(record.turns) ? record.turns : [];
    const tried = { ...record, turns: [...turns, { tile: s.hand?.tile ?? step.move.tile, ...at, rotation }] };
    return { ok: false, why, rule: step.rule, legal: false, tried };
  }
  const want = spotOf(step.move);
  if (!sameSpot(at, want))
    return { ok: false, why: w.notThisSquare(step.hint ?? ''), rule: step.rule, legal: true };
  if (
    rotation !== step.move.rotation &&
    !looksSame(s, s.hand?.tile ?? step.move.tile, rotation, step.move.rotation)
  )
    return { ok: false, why: w.turnFirst(step.hint ?? ''), rule: step.rule, legal: true };
  return { ok: true };
}

/**
 * Whether a tile shows the same sides turned either way (a straight town, a crossing): then either turn is
 * the step's move.
 */
function looksSame(s: Session, tile: string, a: number, b: number): boolean {
  return s.current.sidesOf(tile, a).join() === s.current.sidesOf(tile, b).join();
}

/**
 * A refusal in players' words: the rules' reason rebuilt from the position (refusals.ts, loaded
 * only when a move is refused; in `words`, English by default), or the lesson's own words.
 */
export async function inPlayersWords(v: Verdict, words?: RefusalWords | null): Promise<string> {
  if (v.ok) return '';
  if (v.legal || !v.tried) return v.why;
  const { explainRefusal } = await import('@lib/sandbox/refusals');
  try {
    Session.load(v.tried);
  } catch (e) {
    if (e instanceof EngineError) return explainRefusal(e, v.tried, words ?? undefined).why;
  }
  return v.why;
}

/** What the learner chose once the tile is down. */
export type FigureChoice =
  | { kind: 'deploy'; role: string; at: string }
  | { kind: 'withdraw'; x: number; y: number }
  | { kind: 'none' };

/**
 * The learner's choice after laying the tile: right, or why this step wants another (in words `w`: English by
 * default).
 */
export function checkFigure(step: LessonStep, choice: FigureChoice, w: LearnWords = EN): Verdict {
  const m = step.move;
  const want: FigureChoice = m.settler
    ? { kind: 'deploy', role: m.settler.role, at: m.settler.at }
    : m.figure
      ? { kind: 'deploy', role: '', at: m.figure.at }
      : m.withdraw
        ? { kind: 'withdraw', x: m.withdraw.x, y: m.withdraw.y }
        : { kind: 'none' };
  const same =
    want.kind === choice.kind &&
    (want.kind !== 'deploy' ||
      choice.kind !== 'deploy' ||
      (want.at === choice.at && (!want.role || want.role === choice.role))) &&
    (want.kind !== 'withdraw' || choice.kind !== 'withdraw' || (want.x === choice.x && want.y === choice.y));
  if (same) return { ok: true };
  const told =
    want.kind === 'none'
      ? w.wantsNone
      : want.kind === 'withdraw'
        ? w.wantsWithdraw(want.x, want.y)
        : m.settler
          ? w.wantsSettler(m.settler.role, m.settler.at)
          : w.wantsFigure(want.at);
  return { ok: false, why: told, rule: step.rule, legal: true };
}

/**
 * The engine's answer to a question: the points the player gets, and the events that give them (the session
 * itself is left as it is).
 */
export async function answer(s: Session, q: LessonQuestion): Promise<{ points: number; events: object[] }> {
  if (!q.move) {
    await loadWhatIf();
    const r = s.finalPreview();
    return { points: own(r.gain, q.player) ?? 0, events: r.events };
  }
  const c = s.clone();
  const before = own(c.scores, q.player) ?? 0;
  const from = c.events().length;
  playMove(c, q.move);
  return { points: (own(c.scores, q.player) ?? 0) - before, events: c.events().slice(from) };
}

/** The session's steps since a mark (its events count), as the step that was just played. */
export const eventsSince = (s: Session, from: number): object[] => s.events().slice(from);

export { EngineError };

/** A target pressed on the board (a figure's spot, or a figure to take back) as the learner's choice. */
export function choiceOf(t: { kind: string; key: string }): FigureChoice {
  if (t.kind === 'deploy') {
    const [, role, at] = t.key.split(':');
    return { kind: 'deploy', role, at };
  }
  const [x, y] = t.key.slice(2).split(',').map(Number);
  return { kind: 'withdraw', x, y };
}
