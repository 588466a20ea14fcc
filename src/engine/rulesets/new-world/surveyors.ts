/**
 * The two surveyors (rulebook, Surveyors): which one moves after a scored feature, the column
 * rule of the +4 bonus, and which standing settlers have fallen behind. Columns only: a
 * surveyor's row does not matter.
 */
import { sendHome } from './settlers';
import type { State, SurveyorState } from './state';
export type { SurveyorState } from './state';
import type { RuleOptions } from './types';

export type SurveyorMove =
  | { kind: 'board'; index: number; from: number; to: number }
  | { kind: 'track'; from: number; to: number; joins: boolean };

/** Spaces the track surveyor walks before it joins the board (house rule). */
export const TRACK_SPACES = 5;

/**
 * The move owed after a scored feature: the eastern-most surveyor one column west, if a land
 * tile stands in that column; with the house rule, first the score-track surveyor.
 */
export function surveyorMove(s: SurveyorState, hasColumn: (col: number) => boolean): SurveyorMove | null {
  if (s.track !== null)
    return { kind: 'track', from: s.track, to: s.track + 1, joins: s.track + 1 >= TRACK_SPACES };
  if (s.surveyors.length === 0) return null;
  let index = 0;
  for (let i = 1; i < s.surveyors.length; i++) if (s.surveyors[i] < s.surveyors[index]) index = i;
  const from = s.surveyors[index];
  if (!hasColumn(from + 1)) return null;
  return { kind: 'board', index, from, to: from + 1 };
}

export function applyMove(s: SurveyorState, m: SurveyorMove): SurveyorState {
  if (m.kind === 'track') {
    return m.joins
      ? { surveyors: [...s.surveyors, 0], track: null }
      : { surveyors: s.surveyors, track: m.to };
  }
  const surveyors = s.surveyors.slice();
  surveyors[m.index] = m.to;
  return { surveyors, track: s.track };
}

/**
 * After a board move from column `from`: the largest column whose standing settlers go home
 * (every column up to and including it), or -Infinity when nobody goes.
 * `standingIn(col)` tells whether a standing settler is in that column.
 */
export function evictionLimit(
  surveyors: readonly number[],
  from: number,
  standingIn: (col: number) => boolean,
  o: RuleOptions,
): number {
  if (o.eviction === 'vacated-column') {
    if (surveyors.includes(from) || !standingIn(from)) return -Infinity;
    return from;
  }
  let least = Infinity;
  for (const c of surveyors) if (c < least) least = c;
  return least - 1;
}

/** Surveyors standing in a column, for the bonus. */
export function surveyorsIn(surveyors: readonly number[], col: number): number {
  let n = 0;
  for (const s of surveyors) if (s === col) n++;
  return n;
}

/**
 * Bonus surveyors for one scoring player, from the columns of their scoring settlers.
 * 'per-surveyor': each surveyor counts once if any of those settlers shares its column.
 * 'per-settler': each settler counts the surveyors in its own column.
 */
export function bonusSurveyors(
  surveyors: readonly number[],
  settlerCols: readonly number[],
  o: RuleOptions,
): number {
  let n = 0;
  if (o.surveyorBonus === 'per-settler') for (const c of settlerCols) n += surveyorsIn(surveyors, c);
  else for (const s of surveyors) if (settlerCols.includes(s)) n++;
  return n;
}

/**
 * After a feature scored during play: the owed surveyor move, its event, and the settlers it
 * leaves behind sent home (rulebook, Removing fallen-behind settlers; option `eviction`).
 */
export function moveSurveyor(s: State, turn: number): void {
  const m = surveyorMove(s.surv, (c) => s.board.hasColumn(c));
  if (!m) {
    // No land tile west of the eastern-most surveyor: neither moves, and the log says why (as data).
    if (!s.surv.surveyors.length) return;
    const column = Math.min(...s.surv.surveyors);
    s.log.push({
      kind: 'surveyors-stay',
      type: 'surveyors-stay',
      turn,
      player: s.players[s.current],
      why: 'no-tile-west',
      column,
    });
    // Option `every-scoring` (the other reading of "removed immediately after the next scoring"):
    // the scoring alone sends home the standing settlers east of the surveyors, moved or not.
    if (s.options.eviction === 'every-scoring')
      for (const t of s.table.filter((x) => !x.lying && x.col < column)) sendHome(s, t, 'evict', turn);
    return;
  }
  s.surv = applyMove(s.surv, m);
  const player = s.players[s.current];
  if (m.kind === 'track') {
    s.log.push({
      kind: 'surveyor',
      type: 'surveyor',
      turn,
      player,
      from: 'track',
      to: m.joins ? 0 : 'track',
      track: m.to,
    });
    return;
  }
  s.log.push({ kind: 'surveyor', type: 'surveyor', turn, player, from: m.from, to: m.to });
  const limit = evictionLimit(
    s.surv.surveyors,
    m.from,
    (c) => s.table.some((t) => !t.lying && t.col === c),
    s.options,
  );
  if (limit === -Infinity) return;
  for (const t of s.table.filter((x) => !x.lying && x.col <= limit)) sendHome(s, t, 'evict', turn);
}
