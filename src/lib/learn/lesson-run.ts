/**
 * A lesson played on the engine's session: the position it starts from, each step's tile dealt,
 * the learner's move checked (the rules' refusal first, then the lesson's "not this one"), the
 * move made, and the closing questions answered by the engine. No DOM here: the lesson island,
 * the unit tests and the browser tests call the same functions.
 */
import { EngineError, loadWhatIf, Session, type AnySession } from '@engine/play';
import type { Lesson, LessonMove, LessonQuestion, LessonStep } from '@lib/content/lesson-schema';

/** The square a move names, as the session of its ruleset reads it. */
export function spotOf(move: LessonMove): { col: number; row: number } | { x: number; y: number } {
  return move.col !== undefined && move.row !== undefined ? { col: move.col, row: move.row } : { x: move.x ?? 0, y: move.y ?? 0 };
}
const sameSpot = (a: Record<string, number>, b: Record<string, number>) => Object.keys(b).every((k) => a[k] === b[k]);

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

/** The lesson's session at its start: the record's position, with no move made (The Discovery's rules loaded first: loadRuleset). */
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

/** A move accepted, or refused: `legal` false when the rules refuse it (then `tried` is the record with the refused turn), true when only the lesson does. */
export type Verdict = { ok: true } | { ok: false; why: string; rule: string; legal: boolean; tried?: Record<string, unknown> };

/**
 * The learner lays the tile in hand at `at`: refused by the rules (their reason, in players' words,
 * and the rule's link), refused by the lesson (a legal move, but not the one this step teaches), or right.
 */
export function checkPlace(s: Session, step: LessonStep, at: Record<string, number>): Verdict {
  const why = s.whyNotPlace(at);
  const rotation = s.hand?.rotation ?? 0;
  if (why) {
    const record = s.record();
    const turns = Array.isArray(record.turns) ? record.turns : [];
    const tried = { ...record, turns: [...turns, { tile: s.hand?.tile ?? step.move.tile, ...at, rotation }] };
    return { ok: false, why, rule: step.rule, legal: false, tried };
  }
  const want = spotOf(step.move);
  if (!sameSpot(at, want)) return { ok: false, why: `That square is allowed, but not the one this step is about. ${step.hint ?? ''}`.trim(), rule: step.rule, legal: true };
  if (rotation !== step.move.rotation && !looksSame(s, s.hand?.tile ?? step.move.tile, rotation, step.move.rotation)) return { ok: false, why: `Right square, but turn the tile first. ${step.hint ?? ''}`.trim(), rule: step.rule, legal: true };
  return { ok: true };
}

/** Whether a tile shows the same sides turned either way (a straight town, a crossing): then either turn is the step's move. */
function looksSame(s: Session, tile: string, a: number, b: number): boolean {
  return s.current.sidesOf(tile, a).join() === s.current.sidesOf(tile, b).join();
}

/**
 * A refusal in players' words: the rules' reason rebuilt from the position (refusals.ts, loaded
 * only when a move is refused), or the lesson's own words.
 */
export async function inPlayersWords(v: Verdict): Promise<string> {
  if (v.ok) return '';
  if (v.legal || !v.tried) return v.why;
  const { explainRefusal } = await import('@lib/sandbox/refusals');
  try {
    Session.load(v.tried);
  } catch (e) {
    if (e instanceof EngineError) return explainRefusal(e, v.tried).why;
  }
  return v.why;
}

/** Where on a tile a settler stands, as players say it. */
const SIDE: Record<string, string> = { N: 'north side', E: 'east side', S: 'south side', W: 'west side', C: 'centre', Nw: 'north side, west half', Ne: 'north side, east half', En: 'east side, north half', Es: 'east side, south half', Se: 'south side, east half', Sw: 'south side, west half', Ws: 'west side, south half', Wn: 'west side, north half' };

/** What the learner chose once the tile is down. */
export type FigureChoice = { kind: 'deploy'; role: string; at: string } | { kind: 'withdraw'; x: number; y: number } | { kind: 'none' };

/** The learner's choice after laying the tile: right, or why this step wants another. */
export function checkFigure(step: LessonStep, choice: FigureChoice): Verdict {
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
    (want.kind !== 'deploy' || choice.kind !== 'deploy' || (want.at === choice.at && (!want.role || want.role === choice.role))) &&
    (want.kind !== 'withdraw' || choice.kind !== 'withdraw' || (want.x === choice.x && want.y === choice.y));
  if (same) return { ok: true };
  const told =
    want.kind === 'none'
      ? 'This step ends the turn without a figure: choose "End the turn".'
      : want.kind === 'withdraw'
        ? `This step takes back the figure on the tile at x ${want.x}, y ${want.y} (the circle marked ↑ there).`
        : m.settler
          ? `This step puts a ${m.settler.role} on the new tile: the circle marked ${m.settler.role[0]} on its ${SIDE[m.settler.at] ?? m.settler.at}.`
          : `This step puts a figure on the new tile, on its ${SIDE[want.at] ?? want.at}.`;
  return { ok: false, why: told, rule: step.rule, legal: true };
}

/** The engine's answer to a question: the points the player gets, and the events that give them (the session itself is left as it is). */
export async function answer(s: Session, q: LessonQuestion): Promise<{ points: number; events: object[] }> {
  if (!q.move) {
    await loadWhatIf();
    const r = s.finalPreview();
    return { points: r.gain[q.player] ?? 0, events: r.events };
  }
  const c = s.clone();
  const before = c.scores[q.player] ?? 0;
  const from = c.events().length;
  playMove(c, q.move);
  return { points: (c.scores[q.player] ?? 0) - before, events: c.events().slice(from) };
}

/** The session's steps since a mark (its events count), as the step that was just played. */
export const eventsSince = (s: Session, from: number): object[] => s.events().slice(from);

export { EngineError };
