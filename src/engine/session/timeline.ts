/**
 * The steps of a session and the table they built (session.ts): steps[0 .. cursor) are applied,
 * the rest can be redone. The steps are the truth: undo drops the last step and rebuilds the game
 * by replaying the rest (nothing scored is kept apart from the log). Also how a saved game
 * (a record with its `session` field) becomes steps again, and how the steps are saved.
 */
import { EngineError } from '../core/errors';
import type { Adapter } from './ruleset';
import { parseSaved } from './saved';
import type { Phase } from './session-types';
import { Table } from './table';
import type { RulesetTypes, Step } from './types';

export class Timeline<R extends RulesetTypes> {
  table: Table<R>;
  steps: Step<R>[] = [];
  /** Steps applied: steps[0 .. cursor); the rest can be redone. */
  cursor = 0;

  constructor(
    readonly adapter: Adapter<R>,
    /** The record to start from: players, options, own tiles, setup; no turns. */
    readonly base: object,
  ) {
    this.table = new Table(adapter, base);
  }

  get phase(): Phase {
    const t = this.table;
    if (t.game.isFinished()) return 'finished';
    if (t.placed) return 'act';
    if (t.drawn) return 'place';
    return t.game.isOver() ? 'over' : 'draw';
  }

  /** Apply a new step: on success it is kept (and the redo list dropped), on refusal nothing changes. */
  keep(step: Step<R>, path: string): void {
    this.table.apply(step, path);
    this.steps.length = this.cursor;
    this.steps.push(step);
    this.cursor++;
  }

  /** Back to `cursor` steps applied from `steps` (a fresh game replayed); the undone steps are dropped. */
  replayFrom(steps: Step<R>[], cursor: number): void {
    const kept = steps.slice(0, cursor);
    this.table = new Table(this.adapter, this.base);
    this.steps = [];
    this.cursor = 0;
    for (const st of kept) {
      this.table.apply(st, 'replay');
      this.steps.push(st);
      this.cursor++;
    }
  }

  /** The last applied step undone (it can be redone); false when there is none. */
  undo(): boolean {
    if (this.cursor === 0) return false;
    const redo = this.steps.slice(this.cursor - 1);
    this.replayFrom(this.steps, this.cursor - 1);
    this.steps.push(...redo);
    return true;
  }

  /**
   * The next undone step applied again; false when there is none. A redo that no longer holds is dropped and
   * throws.
   */
  redo(): boolean {
    if (this.cursor >= this.steps.length) return false;
    const step = this.steps[this.cursor];
    try {
      this.table.apply(step, 'redo');
    } catch (e) {
      if (!(e instanceof EngineError)) throw e;
      this.steps.length = this.cursor;
      throw e;
    }
    this.cursor++;
    return true;
  }

  /** An independent copy in the same state (undo history included). */
  copy(): Timeline<R> {
    const t = new Timeline(this.adapter, this.base);
    t.replayFrom(this.steps, this.cursor);
    return t;
  }

  /** The game as a record with the `session` extension: restores to exactly this state. */
  save(seed: number): Record<string, unknown> {
    const applied = this.steps.slice(0, this.cursor);
    let last = -1;
    applied.forEach((st, i) => {
      if (st.step === 'confirm' || st.step === 'discard' || st.step === 'finish') last = i;
    });
    const session = {
      version: 1,
      seed,
      pending: applied.slice(last + 1),
      redo: this.steps.slice(this.cursor),
    };
    return structuredClone({ ...this.table.game.toRecord(), session });
  }
}

/** A saved game's steps (its record's turns, then its `session` field's), checked; errors name the place. */
export function restoreTimeline<R extends RulesetTypes>(
  adapter: Adapter<R>,
  record: Record<string, unknown>,
  seed: number,
): { timeline: Timeline<R>; seed: number } {
  const checked = { ...record, session: undefined };
  adapter.fromRecord(checked); // every turn checked, errors name turns[i]
  const saved = parseSaved(record.session, adapter, seed);
  const base: Record<string, unknown> = { ...record, turns: [], finish: false };
  delete base.session;
  const t = new Timeline(adapter, base);
  adapter
    .turnsOf(checked)
    .forEach((turn, i) => adapter.stepsOf(turn).forEach((step) => t.keep(step, `turns[${i}]`)));
  if (record.finish === true) t.keep({ step: 'finish' }, 'finish');
  saved.pending.forEach((step, i) => t.keep(step, `session.pending[${i}]`));
  t.steps.push(...saved.redo);
  return { timeline: t, seed: saved.seed };
}
