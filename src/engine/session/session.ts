/**
 * The session controller: drives a game one step at a time as a player does, for every
 * interactive screen (sandbox, example replays, calculators' "what if"). Headless: no DOM.
 *
 *   const s = Session.create({ players: ['Red', 'Blue'], seed: 7 });   // or { ruleset: 'discovery', … }
 *   s.draw();                 // from the seeded box (or s.draw('K') to pick a type for teaching)
 *   s.rotate();  s.legalSpots();  s.place({ col: 1, row: 4 });
 *   s.deployOptions();  s.deploy({ at: 'N' });      // The Discovery: or s.withdraw({ x, y })
 *   s.completedFeatures();  s.setOrder([...]);  s.confirm();
 *   s.undo();  s.redo();  s.save();  Session.load(json);  s.rescore({ eviction: 'vacated-column' });
 *   s.preview({ col: 2, row: 4 });  s.subscribe(() => redraw());
 *
 * Typed by its game: `Session.create({ ruleset: 'discovery', … })` is a `Session<DiscoveryRules>`
 * (its spots are `{ x, y }`, its events DiscoveryEvent, `current` a DiscoveryGame), the default a
 * `Session<NewWorldRules>`; `Session.load` returns either, narrowed by `session.ruleset`.
 *
 * The steps are the truth: undo drops the last step and rebuilds the game by replaying the rest
 * (nothing scored is kept apart from the log). A refused step throws an EngineError naming the
 * step and the reason and changes nothing.
 */
import { EngineError } from '../core/errors';
import { ROTATIONS, type Rotation } from '../core/geometry';
import { asObject, copyJson, topObject } from '../core/json';
import { adapterFor, adapterOf } from './adapters';
import type { DiscoveryRules } from './discovery';
import type { NewWorldRules } from './new-world';
import type { Adapter, Placed } from './ruleset';
import { parseSaved } from './saved';
import { Table, gain } from './table';
import type { AnyRuleset, OrderRef, Rescored, RulesetId, RulesetTypes, Step, XY } from './types';

export interface SessionInit<R extends RulesetTypes = AnyRuleset> {
  ruleset?: R['id'];
  players: string[];
  options?: R['options'];
  /** Seed of the box (default 1). */
  seed?: number;
}

/** The rules bundle of a ruleset id. */
export type RulesOf<K extends RulesetId> = { 'new-world': NewWorldRules; discovery: DiscoveryRules }[K];

/** A session of either game: narrow it on `ruleset`. */
export type AnySession = Session<NewWorldRules> | Session<DiscoveryRules>;
export type NewWorldSession = Session<NewWorldRules>;
export type DiscoverySession = Session<DiscoveryRules>;

/** Either game's start: narrows on `ruleset` (absent: New World). */
export type AnySessionInit = (SessionInit<NewWorldRules> & { ruleset?: 'new-world' }) | (SessionInit<DiscoveryRules> & { ruleset: 'discovery' });

/**
 * A change listener, declared as a method so that a `Session<NewWorldRules>` is also a `Session`
 * (of either game): a listener of the narrower session is only ever called with that session.
 */
type Listener<S> = { call(session: S): void }['call'];

/** Where the turn stands. */
export type Phase = 'draw' | 'place' | 'act' | 'over' | 'finished';

export class Session<R extends RulesetTypes = AnyRuleset> {
  private table: Table<R>;
  private steps: Step<R>[] = [];
  /** Steps applied: steps[0 .. cursor); the rest can be redone. */
  private cursor = 0;
  private changes = 0;
  private readonly listeners = new Set<Listener<Session<R>>>();

  private constructor(
    private readonly adapter: Adapter<R>,
    /** The record to start from: players, options, own tiles, setup; no turns. */
    private readonly base: object,
    readonly seed: number,
  ) {
    this.table = new Table(adapter, base);
  }

  /** A new game: The Discovery's with `ruleset: 'discovery'`, New World's by default. */
  static create(init: SessionInit<DiscoveryRules> & { ruleset: 'discovery' }): Session<DiscoveryRules>;
  static create(init: SessionInit<NewWorldRules> & { ruleset?: 'new-world' }): Session<NewWorldRules>;
  static create(init: AnySessionInit): AnySession;
  static create(init: AnySessionInit): AnySession {
    return init.ruleset === 'discovery' ? Session.fresh(adapterFor('discovery'), init) : Session.fresh(adapterFor(init.ruleset ?? 'new-world'), init);
  }

  private static fresh<T extends RulesetTypes>(adapter: Adapter<T>, init: SessionInit<T>): Session<T> {
    return new Session(adapter, adapter.create(init.players, init.options ?? {}).toRecord(), init.seed ?? 1);
  }

  /** A saved game: a record (formats §3 or §8), optionally with its `session` field. Throws EngineError naming the place. */
  static load(raw: { format: 'discovery-record' }, seed?: number): Session<DiscoveryRules>;
  static load(raw: { format: 'new-world-record' }, seed?: number): Session<NewWorldRules>;
  static load(raw: unknown, seed?: number): AnySession;
  static load(raw: unknown, seed = 1): AnySession {
    const record = asObject(copyJson(topObject(raw, '(record)'), '(record)'), '(record)');
    const adapter = adapterOf(record.format);
    return adapter.id === 'discovery' ? Session.restore(adapter, record, seed) : Session.restore(adapter, record, seed);
  }

  private static restore<T extends RulesetTypes>(adapter: Adapter<T>, record: Record<string, unknown>, seed: number): Session<T> {
    const checked = { ...record, session: undefined };
    adapter.fromRecord(checked); // every turn checked, errors name turns[i]
    const saved = parseSaved(record.session, adapter, seed);
    const base: Record<string, unknown> = { ...record, turns: [], finish: false };
    delete base.session;
    const s = new Session(adapter, base, saved.seed);
    adapter.turnsOf(checked).forEach((t, i) => adapter.stepsOf(t).forEach((step) => s.keep(step, `turns[${i}]`)));
    if (record.finish === true) s.keep({ step: 'finish' }, 'finish');
    saved.pending.forEach((step, i) => s.keep(step, `session.pending[${i}]`));
    s.steps.push(...saved.redo);
    return s;
  }

  // ----- reading -----

  get ruleset(): R['id'] {
    return this.adapter.id;
  }
  /** Whether this is a game of that ruleset: narrows a `Session` of either game to that game's types. */
  is<K extends RulesetId>(ruleset: K): this is Session<RulesOf<K>> {
    return this.adapter.id === ruleset;
  }
  /** This session as one of the two typed sessions, which narrows on `ruleset` (for a `Session` of either game). */
  narrow(): AnySession {
    if (this.is('discovery')) return this;
    if (this.is('new-world')) return this;
    throw new EngineError('ruleset', `${JSON.stringify(this.adapter.id)} is not a ruleset the session knows`);
  }
  /** Read-only: call moves through the session, never on the game. */
  get current(): R['game'] {
    return this.table.game;
  }
  /** Goes up by one on every change: a screen redraws only when it moves. */
  get version(): number {
    return this.changes;
  }
  get players(): string[] {
    return [...this.table.game.players];
  }
  get scores(): Record<string, number> {
    return this.table.game.scores;
  }
  /** The events so far, as copies. */
  events(): R['event'][] {
    return structuredClone(this.adapter.events(this.table.game).slice());
  }
  get phase(): Phase {
    const t = this.table;
    if (t.game.isFinished()) return 'finished';
    if (t.placed) return 'act';
    if (t.drawn) return 'place';
    return t.game.isOver() ? 'over' : 'draw';
  }
  /** The tile in hand (drawn, not yet placed), with its rotation. */
  get hand(): { tile: string; chosen: boolean; rotation: Rotation } | null {
    const t = this.table;
    return t.drawn && !t.placed ? { ...t.drawn, rotation: t.rotation } : null;
  }
  get placed(): Placed<R> | null {
    return this.table.placed;
  }
  get pendingOrder(): OrderRef[] {
    return this.table.order.map((o) => ({ ...o }));
  }
  canUndo(): boolean {
    return this.cursor > 0;
  }
  canRedo(): boolean {
    return this.cursor < this.steps.length;
  }
  /** Every step applied so far (copies). */
  history(): Step<R>[] {
    return structuredClone(this.steps.slice(0, this.cursor));
  }

  /** The empty squares next to the table where a tile could ever go (New World: land columns only). */
  openSpots(): R['spot'][] {
    return this.adapter.openSpots(this.table.game);
  }
  /** Spots for the tile in hand at its current rotation. */
  legalSpots(): R['spot'][] {
    return this.legalPlacements()
      .filter((p) => p.rotation === this.table.rotation)
      .map((p) => this.adapter.spot(p));
  }
  /** Spots and rotations for the tile in hand (or for `tile`), respecting the tiles left in the box. */
  legalPlacements(tile = this.hand?.tile): (R['spot'] & { rotation: Rotation })[] {
    return tile ? this.adapter.legalPlacements(this.table.game, tile) : [];
  }
  whyNotPlace(at: R['spot']): string | null {
    const h = this.hand;
    return h ? this.adapter.whyNotPlace(this.table.game, h.tile, at, h.rotation) : 'no tile in hand: draw one first';
  }
  deployOptions(): R['deployOption'][] {
    return this.adapter.deployOptions(this.table.game);
  }
  withdrawOptions(): R['withdrawOption'][] {
    return this.phase === 'act' ? this.adapter.withdrawOptions(this.table.game) : [];
  }
  completedFeatures(): R['completed'][] {
    return structuredClone(this.adapter.completed(this.table.game));
  }
  /** Tiles left in the box by type (empty when the record brings its own tiles). */
  box(): Record<string, number> {
    return this.table.game.supplyLeft();
  }

  // ----- steps -----

  /** Draw from the seeded box, or take a tile type for teaching. Returns the tile id. */
  draw(tile?: string): string {
    const t = tile ?? this.table.fromBox(this.seed);
    this.step({ step: 'draw', tile: t, ...(tile !== undefined ? { chosen: true } : {}) });
    return t;
  }
  /** Turn the tile in hand a quarter clockwise (or `by` degrees). */
  rotate(by = 90): Rotation {
    const r = ROTATIONS[(((this.table.rotation + by) / 90) % 4 + 4) % 4];
    this.step({ step: 'rotate', rotation: r });
    return r;
  }
  setRotation(rotation: Rotation): void {
    this.step({ step: 'rotate', rotation });
  }
  place(at: R['spot']): void {
    this.step({ step: 'place', at: this.adapter.spot(at) });
  }
  deploy(figure: R['figure']): void {
    this.step({ step: 'deploy', figure: { ...figure } });
  }
  withdraw(at: XY): void {
    this.step({ step: 'withdraw', at: { x: at.x, y: at.y } });
  }
  setOrder(order: readonly OrderRef[]): void {
    this.step({ step: 'order', order: order.map((o) => ({ col: o.col, row: o.row, at: o.at })) });
  }
  /**
   * Whether nothing is left to choose this turn once the tile (and any figure) is down, so the turn
   * can end at once: New World asks the player for the scoring order of several features completed
   * together (our reading: the player whose turn it is chooses); The Discovery never asks.
   */
  turnDecided(): boolean {
    return this.completedFeatures().length <= 1;
  }
  confirm(): void {
    this.step({ step: 'confirm' });
  }
  discard(): void {
    this.step({ step: 'discard' });
  }
  finish(): void {
    this.step({ step: 'finish' });
  }

  undo(): boolean {
    if (!this.canUndo()) return false;
    const redo = this.steps.slice(this.cursor - 1);
    this.replayFrom(this.steps, this.cursor - 1);
    this.steps.push(...redo);
    this.changed();
    return true;
  }
  redo(): boolean {
    if (!this.canRedo()) return false;
    const step = this.steps[this.cursor];
    try {
      this.table.apply(step, 'redo');
    } catch (e) {
      if (!(e instanceof EngineError)) throw e;
      this.steps.length = this.cursor; // a redo that no longer holds is dropped
      throw e;
    }
    this.cursor++;
    this.changed();
    return true;
  }

  subscribe(listener: Listener<Session<R>>): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  // ----- copies, previews, saving, other rule readings -----

  /** An independent session in the same state (undo history included). */
  clone(): Session<R> {
    const s = new Session(this.adapter, this.base, this.seed);
    s.replayFrom(this.steps, this.cursor);
    return s;
  }

  /**
   * What would happen if the tile in hand went here (turned as it is), with an optional figure:
   * the events of that turn (copies) and each player's gain. Changes nothing.
   */
  preview(at: R['spot'], figure?: R['figure']): { events: R['event'][]; gain: Record<string, number> } {
    const s = this.clone();
    const before = s.adapter.events(s.table.game).length;
    const scores = s.scores;
    s.place(at);
    if (figure) s.deploy(figure);
    s.confirm();
    return { events: structuredClone(s.adapter.events(s.table.game).slice(before)), gain: gain(scores, s.scores) };
  }

  /** What the end-game scoring would give now (the turn in progress scored first). Changes nothing. */
  finalPreview(): { events: R['event'][]; gain: Record<string, number> } {
    const s = this.clone();
    if (s.phase === 'finished') return { events: [], gain: gain(s.scores, s.scores) };
    if (s.phase === 'act') s.confirm();
    const before = s.adapter.events(s.table.game).length;
    const scores = s.scores;
    s.table.game.finish();
    return { events: structuredClone(s.adapter.events(s.table.game).slice(before)), gain: gain(scores, s.scores) };
  }

  /** The game as a record with the `session` extension: restores to exactly this state. */
  save(): Record<string, unknown> {
    const applied = this.steps.slice(0, this.cursor);
    let last = -1;
    applied.forEach((st, i) => {
      if (st.step === 'confirm' || st.step === 'discard' || st.step === 'finish') last = i;
    });
    const session = { version: 1, seed: this.seed, pending: applied.slice(last + 1), redo: this.steps.slice(this.cursor) };
    return structuredClone({ ...this.table.game.toRecord(), session });
  }

  /** The plain record (formats §3 / §8) of the turns played, for export and links. */
  record(): Record<string, unknown> {
    const r: Record<string, unknown> = { ...this.table.game.toRecord() };
    delete r.session;
    return r;
  }

  /**
   * Replay everything under other rule options. Never throws: returns the game up to the first
   * turn that no longer holds (with that turn and the reason) and each player's score difference.
   * The options are checked by the game (a screen may pass what a player typed): `R['options']`
   * or any object, an unknown option or value being reported as the refusal.
   */
  rescore(options: R['options'] | Record<string, unknown>): Rescored<Session<R>> {
    const old = this.scores;
    const base = { ...this.base, options: { ...options } };
    let s: Session<R>;
    try {
      s = new Session(this.adapter, base, this.seed);
    } catch (e) {
      if (!(e instanceof EngineError)) throw e;
      return { session: this, played: 0, refused: { index: -1, path: e.path, reason: e.message }, diff: gain(old, old), scores: old };
    }
    let turns = 0;
    let start = 0;
    for (let i = 0; i < this.cursor; i++) {
      const step = this.steps[i];
      try {
        s.table.apply(step, `turns[${turns}]`);
      } catch (e) {
        if (!(e instanceof EngineError)) throw e;
        s.replayFrom(this.steps, start);
        return { session: s, played: turns, refused: { index: turns, path: `turns[${turns}]`, reason: e.message }, diff: gain(old, s.scores), scores: s.scores };
      }
      s.steps.push(step);
      s.cursor++;
      if (step.step === 'confirm' || step.step === 'discard') {
        turns++;
        start = i + 1;
      }
    }
    return { session: s, played: turns, diff: gain(old, s.scores), scores: s.scores };
  }

  // ----- internals -----

  /** Apply a new step: on success it is kept (and the redo list dropped), on refusal nothing changes. */
  private step(step: Step<R>): void {
    this.keep(step, step.step);
    this.changed();
  }

  private keep(step: Step<R>, path: string): void {
    this.table.apply(step, path);
    this.steps.length = this.cursor;
    this.steps.push(step);
    this.cursor++;
  }

  private changed(): void {
    this.changes++;
    for (const l of this.listeners) l(this);
  }

  /** Back to `cursor` steps applied from `steps` (a fresh game replayed); the undone steps are dropped. */
  private replayFrom(steps: Step<R>[], cursor: number): void {
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
}
