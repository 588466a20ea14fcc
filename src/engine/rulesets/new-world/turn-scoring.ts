/**
 * Scoring a feature (rulebook, Scoring, and Final scoring): the majority decides who scores,
 * each winner's points go on the track with a `score` event listing the labelled items, and
 * during play the settlers go home and a surveyor moves.
 */
import type { FeatureInfo } from './board';
import { whoScores, type Holder } from './majorities';
import { scoreItems, unscoredEnglish } from './scoring';
import { sendHome, standingOn } from './settlers';
import { countsOf, featureRef, type State, type TableSettler } from './state';
import { moveSurveyor } from './surveyors';
import type { ScoreEvent } from './event-types';

/** Score the settlers `on` one feature; `bonus`: completed during play, so surveyors count. */
export function award(
  s: State,
  on: TableSettler[],
  info: FeatureInfo,
  complete: boolean,
  turn: number | 'final',
  bonus: boolean,
): void {
  const holders: Holder[] = [];
  for (const t of on) holders.push({ player: s.players[t.player], col: t.col });
  const counts = countsOf(s, info);
  const base = scoreItems(counts, complete, s.options);
  const d = whoScores(holders, base, s.options, bonus ? s.surv.surveyors : undefined);
  const feature = featureRef(s, info, complete, counts);
  for (const a of d.awards) {
    s.points[s.players.indexOf(a.player)] += a.points;
    const ev: ScoreEvent = {
      kind: 'score',
      type: info.type,
      turn,
      player: a.player,
      points: a.points,
      items: a.items,
      feature,
    };
    // Added last, as the spread it replaces did (same key order), without an object per award.
    if (d.losers.length) ev.losers = d.losers;
    s.log.push(ev);
  }
}

/** Score one feature completed during play, send its settlers home, move a surveyor. */
export function scoreCompleted(s: State, root: number, turn: number): void {
  const info = s.board.feature(root);
  const on = standingOn(s, root);
  if (on.length === 0) {
    // House rule (wiki, "House Rules"): the score-track surveyor counts completed features, scored or not.
    const track = s.surv.track !== null;
    const why = track ? 'no-settler-track' : 'no-settler';
    s.log.push({
      kind: 'unscored',
      type: 'unscored',
      turn,
      feature: featureRef(s, info, true),
      reason: unscoredEnglish(why, info.type),
      why,
    });
    if (track) moveSurveyor(s, turn);
    return;
  }
  award(s, on, info, true, turn, true);
  for (const t of on) sendHome(s, t, 'return', turn);
  moveSurveyor(s, turn);
}
