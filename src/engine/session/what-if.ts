/**
 * The session's readings that change nothing (session.ts): what a placement would score, what the
 * end-game scoring would give now, and the game replayed under other rule options. Each works on
 * a copy of the steps (timeline.ts).
 */
import { EngineError } from '../core/errors';
import { gain } from './table';
import { Timeline } from './timeline';
import type { Rescored, RulesetTypes } from './types';

type Outcome<R extends RulesetTypes> = { events: R['event'][]; gain: Record<string, number> };

/**
 * The events (copies) and gains of the turn if the tile in hand went at `at` (turned as it is), with an
 * optional figure.
 */
export function previewTurn<R extends RulesetTypes>(
  from: Timeline<R>,
  at: R['spot'],
  figure?: R['figure'],
): Outcome<R> {
  const t = from.copy();
  const before = t.adapter.events(t.table.game).length;
  const scores = t.table.game.scores;
  t.keep({ step: 'place', at: t.adapter.spot(at) }, 'place');
  if (figure) t.keep({ step: 'deploy', figure: { ...figure } }, 'deploy');
  t.keep({ step: 'confirm' }, 'confirm');
  return {
    events: structuredClone(t.adapter.events(t.table.game).slice(before)),
    gain: gain(scores, t.table.game.scores),
  };
}

/** What the end-game scoring would give now (the turn in progress scored first). */
export function previewEnd<R extends RulesetTypes>(from: Timeline<R>): Outcome<R> {
  const t = from.copy();
  if (t.phase === 'finished') return { events: [], gain: gain(t.table.game.scores, t.table.game.scores) };
  if (t.phase === 'act') t.keep({ step: 'confirm' }, 'confirm');
  const before = t.adapter.events(t.table.game).length;
  const scores = t.table.game.scores;
  t.table.game.finish();
  return {
    events: structuredClone(t.adapter.events(t.table.game).slice(before)),
    gain: gain(scores, t.table.game.scores),
  };
}

/**
 * Every applied step replayed under other options (see Session.rescore): the new steps up to the
 * first turn that no longer holds. `wrap` makes the session of a timeline; `self` is returned when
 * the options themselves are refused.
 */
export function rescoreTimeline<R extends RulesetTypes, S>(
  from: Timeline<R>,
  options: object,
  wrap: (t: Timeline<R>) => S,
  self: S,
): Rescored<S> {
  const old = from.table.game.scores;
  const base = { ...from.base, options: { ...options } };
  let t: Timeline<R>;
  try {
    t = new Timeline(from.adapter, base);
  } catch (e) {
    if (!(e instanceof EngineError)) throw e;
    return {
      session: self,
      played: 0,
      refused: { index: -1, path: e.path, reason: e.message, why: e.why },
      diff: gain(old, old),
      scores: old,
    };
  }
  let turns = 0;
  let start = 0;
  for (let i = 0; i < from.cursor; i++) {
    const step = from.steps[i];
    try {
      t.table.apply(step, `turns[${turns}]`);
    } catch (e) {
      if (!(e instanceof EngineError)) throw e;
      t.replayFrom(from.steps, start);
      const scores = t.table.game.scores;
      return {
        session: wrap(t),
        played: turns,
        refused: { index: turns, path: `turns[${turns}]`, reason: e.message, why: e.why },
        diff: gain(old, scores),
        scores,
      };
    }
    t.steps.push(step);
    t.cursor++;
    if (step.step === 'confirm' || step.step === 'discard') {
      turns++;
      start = i + 1;
    }
  }
  return {
    session: wrap(t),
    played: turns,
    diff: gain(old, t.table.game.scores),
    scores: t.table.game.scores,
  };
}
