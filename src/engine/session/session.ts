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
 * The steps are the truth: undo drops the last step and rebuilds the game by replaying the rest
 * (nothing scored is kept apart from the log). A refused step throws an EngineError naming the
 * step and the reason and changes nothing.
 */
import { EngineError, fail } from '../core/errors';
import { ROTATIONS, type Rotation } from '../core/geometry';
import { asObject, copyJson, topObject } from '../core/json';
import { drawIndex } from '../core/random';
import { adapterFor, adapterOf } from './adapters';
import type { Adapter, Placed, SessionGame } from './ruleset';
import { parseSaved } from './saved';
import type { Rescored, RulesetId, Spot, Step } from './types';

export interface SessionInit {
  ruleset?: RulesetId;
  players: string[];
  options?: object;
  /** Seed of the box (default 1). */
  seed?: number;
}

type Order = { col: number; row: number; at: string }[];

/** Where the turn stands. */
export type Phase = 'draw' | 'place' | 'act' | 'over' | 'finished';

export class Session {
  private game: SessionGame;
  private steps: Step[] = [];
  /** Steps applied: steps[0 .. cursor); the rest can be redone. */
  private cursor = 0;
  private drawn: { tile: string; chosen: boolean } | null = null;
  private rotation: Rotation = 0;
  private order: Order = [];
  private draws = 0;
  private changes = 0;
  private readonly listeners = new Set<(s: Session) => void>();

  private constructor(
    private readonly adapter: Adapter,
    /** The record to start from: players, options, own tiles, setup; no turns. */
    private readonly base: Record<string, unknown>,
    readonly seed: number,
  ) {
    this.game = adapter.fromRecord(base);
  }

  /** A new game. */
  static create(init: SessionInit): Session {
    const adapter = adapterFor(init.ruleset ?? 'new-world');
    const fresh = adapter.create(init.players, init.options ?? {}).toRecord() as Record<string, unknown>;
    return new Session(adapter, fresh, init.seed ?? 1);
  }

  /** A saved game: a record (formats §3 or §8), optionally with its `session` field. Throws EngineError naming the place. */
  static load(raw: unknown, seed = 1): Session {
    const record = asObject(copyJson(topObject(raw, '(record)'), '(record)'), '(record)');
    const adapter = adapterOf(record.format);
    adapter.fromRecord({ ...record, session: undefined }); // every turn checked, errors name turns[i]
    const saved = parseSaved(record.session, adapter.axes, seed);
    const base: Record<string, unknown> = { ...record, turns: [], finish: false };
    delete base.session;
    const s = new Session(adapter, base, saved.seed);
    const turns = (record.turns as Record<string, unknown>[] | undefined) ?? [];
    turns.forEach((t, i) => adapter.stepsOf(t).forEach((step) => s.keep(step, `turns[${i}]`)));
    if (record.finish === true) s.keep({ step: 'finish' }, 'finish');
    saved.pending.forEach((step, i) => s.keep(step, `session.pending[${i}]`));
    s.steps.push(...saved.redo);
    return s;
  }

  // ----- reading -----

  get ruleset(): RulesetId {
    return this.adapter.id;
  }
  /** Read-only: call moves through the session, never on the game. */
  get current(): SessionGame {
    return this.game;
  }
  /** Goes up by one on every change: a screen redraws only when it moves. */
  get version(): number {
    return this.changes;
  }
  get players(): string[] {
    return [...this.game.players];
  }
  get scores(): Record<string, number> {
    return this.game.scores;
  }
  /** The events so far, as copies. */
  events(): object[] {
    return structuredClone(this.game.events as object[]);
  }
  get phase(): Phase {
    if (this.game.isFinished()) return 'finished';
    if (this.adapter.placedThisTurn(this.game)) return 'act';
    if (this.drawn) return 'place';
    return this.game.isOver() ? 'over' : 'draw';
  }
  /** The tile in hand (drawn, not yet placed), with its rotation. */
  get hand(): { tile: string; chosen: boolean; rotation: Rotation } | null {
    return this.drawn && !this.adapter.placedThisTurn(this.game) ? { ...this.drawn, rotation: this.rotation } : null;
  }
  get placed(): Placed | null {
    return this.adapter.placedThisTurn(this.game);
  }
  get pendingOrder(): Order {
    return this.order.map((o) => ({ ...o }));
  }
  canUndo(): boolean {
    return this.cursor > 0;
  }
  canRedo(): boolean {
    return this.cursor < this.steps.length;
  }
  /** Every step applied so far (copies). */
  history(): Step[] {
    return structuredClone(this.steps.slice(0, this.cursor));
  }

  /** Spots for the tile in hand at its current rotation. */
  /** The empty squares next to the table where a tile could ever go (New World: land columns only). */
  openSpots(): Spot[] {
    return this.adapter.openSpots(this.game);
  }
  legalSpots(): Spot[] {
    return this.legalPlacements()
      .filter((p) => p.rotation === this.rotation)
      .map((p) => this.spot(p));
  }
  /** Spots and rotations for the tile in hand (or for `tile`), respecting the tiles left in the box. */
  legalPlacements(tile = this.hand?.tile): (Spot & { rotation: Rotation })[] {
    return tile ? this.adapter.legalPlacements(this.game, tile) : [];
  }
  whyNotPlace(at: Spot): string | null {
    const h = this.hand;
    return h ? this.adapter.whyNotPlace(this.game, h.tile, at, h.rotation) : 'no tile in hand: draw one first';
  }
  deployOptions(): { role: string; at: string }[] {
    return this.adapter.deployOptions(this.game);
  }
  withdrawOptions(): { x: number; y: number; role: string; points: number }[] {
    return this.phase === 'act' ? this.adapter.withdrawOptions(this.game) : [];
  }
  completedFeatures() {
    return structuredClone(this.adapter.completed(this.game));
  }
  /** Tiles left in the box by type (empty when the record brings its own tiles). */
  box(): Record<string, number> {
    return this.game.supplyLeft();
  }

  // ----- steps -----

  /** Draw from the seeded box, or take a tile type for teaching. Returns the tile id. */
  draw(tile?: string): string {
    const t = tile ?? this.fromBox();
    this.step({ step: 'draw', tile: t, ...(tile !== undefined ? { chosen: true } : {}) });
    return t;
  }
  /** Turn the tile in hand a quarter clockwise (or `by` degrees). */
  rotate(by = 90): Rotation {
    const r = ROTATIONS[(((this.rotation + by) / 90) % 4 + 4) % 4];
    this.step({ step: 'rotate', rotation: r });
    return r;
  }
  setRotation(rotation: Rotation): void {
    this.step({ step: 'rotate', rotation });
  }
  place(at: Spot): void {
    this.step({ step: 'place', at: this.spot(at) });
  }
  deploy(figure: { at: string; role?: string }): void {
    this.step({ step: 'deploy', figure: { ...figure } });
  }
  withdraw(at: Spot): void {
    this.step({ step: 'withdraw', at: { x: at.x, y: at.y } });
  }
  setOrder(order: Order): void {
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
    this.rebuild(this.cursor - 1);
    this.changed();
    return true;
  }
  redo(): boolean {
    if (!this.canRedo()) return false;
    const step = this.steps[this.cursor];
    try {
      this.apply(step, 'redo');
    } catch (e) {
      if (!(e instanceof EngineError)) throw e;
      this.steps.length = this.cursor; // a redo that no longer holds is dropped
      throw e;
    }
    this.cursor++;
    this.changed();
    return true;
  }

  subscribe(listener: (s: Session) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  // ----- copies, previews, saving, other rule readings -----

  /** An independent session in the same state (undo history included). */
  clone(): Session {
    const s = new Session(this.adapter, this.base, this.seed);
    s.replayFrom(this.steps, this.cursor);
    return s;
  }

  /**
   * What would happen if the tile in hand went here (turned as it is), with an optional figure:
   * the events of that turn (copies) and each player's gain. Changes nothing.
   */
  preview(at: Spot, figure?: { at: string; role?: string }): { events: object[]; gain: Record<string, number> } {
    const s = this.clone();
    const before = s.game.events.length;
    const scores = s.scores;
    s.place(at);
    if (figure) s.deploy(figure);
    s.confirm();
    return { events: structuredClone(s.game.events.slice(before) as object[]), gain: gain(scores, s.scores) };
  }

  /** What the end-game scoring would give now (the turn in progress scored first). Changes nothing. */
  finalPreview(): { events: object[]; gain: Record<string, number> } {
    const s = this.clone();
    if (s.phase === 'finished') return { events: [], gain: gain(s.scores, s.scores) };
    if (s.phase === 'act') s.confirm();
    const before = s.game.events.length;
    const scores = s.scores;
    s.game.finish();
    return { events: structuredClone(s.game.events.slice(before) as object[]), gain: gain(scores, s.scores) };
  }

  /** The game as a record with the `session` extension: restores to exactly this state. */
  save(): Record<string, unknown> {
    const record = this.game.toRecord() as Record<string, unknown>;
    const applied = this.steps.slice(0, this.cursor);
    let last = -1;
    applied.forEach((st, i) => {
      if (st.step === 'confirm' || st.step === 'discard' || st.step === 'finish') last = i;
    });
    const session = { version: 1, seed: this.seed, pending: applied.slice(last + 1), redo: this.steps.slice(this.cursor) };
    return structuredClone({ ...record, session });
  }

  /** The plain record (formats §3 / §8) of the turns played, for export and links. */
  record(): Record<string, unknown> {
    const r = this.game.toRecord() as Record<string, unknown>;
    delete r.session;
    return r;
  }

  /**
   * Replay everything under other rule options. Never throws: returns the game up to the first
   * turn that no longer holds (with that turn and the reason) and each player's score difference.
   */
  rescore(options: object): Rescored<Session> {
    const old = this.scores;
    const base = { ...this.base, options: { ...options } };
    let s: Session;
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
        s.apply(step, `turns[${turns}]`);
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

  private spot(p: Spot): Spot {
    const [a, b] = this.adapter.axes;
    return { [a]: p[a], [b]: p[b] };
  }

  private fromBox(): string {
    const left = this.game.supplyLeft();
    const ids = Object.keys(left).length ? this.game.tileIds().flatMap((id) => Array<string>(Object.hasOwn(left, id) ? left[id] : 0).fill(id)) : this.game.tileIds();
    if (ids.length === 0) fail('draw', 'the box is empty');
    return ids[drawIndex(this.seed, this.draws, ids.length)];
  }

  /** Apply a new step: on success it is kept (and the redo list dropped), on refusal nothing changes. */
  private step(step: Step): void {
    this.keep(step, step.step);
    this.changed();
  }

  private keep(step: Step, path: string): void {
    this.apply(step, path);
    this.steps.length = this.cursor;
    this.steps.push(step);
    this.cursor++;
  }

  private changed(): void {
    this.changes++;
    for (const l of this.listeners) l(this);
  }

  /** Back to `cursor` steps applied, keeping the later ones for redo. */
  private rebuild(cursor: number): void {
    const redo = this.steps.slice(cursor);
    this.replayFrom(this.steps, cursor);
    this.steps.push(...redo);
  }

  private replayFrom(steps: Step[], cursor: number): void {
    const kept = steps.slice(0, cursor);
    this.game = this.adapter.fromRecord(this.base);
    this.drawn = null;
    this.rotation = 0;
    this.order = [];
    this.draws = 0;
    this.steps = [];
    this.cursor = 0;
    for (const st of kept) {
      this.apply(st, 'replay');
      this.steps.push(st);
      this.cursor++;
    }
  }

  /** One step on the game; refusals throw before anything changes. */
  private apply(step: Step, path: string): void {
    const g = this.game;
    const placed = this.adapter.placedThisTurn(g);
    const needHand = () => {
      if (!this.drawn || placed) fail(path, placed ? 'the tile is already placed this turn' : 'no tile in hand: draw one first');
      return this.drawn;
    };
    const needPlaced = () => {
      if (!placed) fail(path, 'place the tile first');
    };
    switch (step.step) {
      case 'draw': {
        if (g.isFinished()) fail(path, 'the game is over: the final scoring has been done');
        if (this.drawn) fail(path, `a tile (${this.drawn.tile}) is already in hand this turn`);
        if (!g.tileIds().includes(step.tile)) fail(`${path}.tile`, `${JSON.stringify(step.tile)} is not a tile type of this game`);
        const left = g.supplyLeft();
        if (Object.keys(left).length && !(Object.hasOwn(left, step.tile) && left[step.tile] > 0)) fail(`${path}.tile`, `no tile ${step.tile} is left in the box`);
        this.drawn = { tile: step.tile, chosen: step.chosen === true };
        this.rotation = 0;
        this.draws++;
        return;
      }
      case 'rotate':
        needHand();
        this.rotation = step.rotation;
        return;
      case 'place':
        this.adapter.place(g, needHand().tile, step.at, this.rotation, path);
        return;
      case 'deploy':
        needPlaced();
        this.adapter.deploy(g, step.figure, path);
        return;
      case 'withdraw':
        needPlaced();
        this.adapter.withdraw(g, step.at, path);
        return;
      case 'order': {
        needPlaced();
        // Checked on a copy now, so that a bad order is refused here and not at confirm.
        this.adapter.confirm(g.clone(), step.order, path);
        this.order = step.order.map((o) => ({ ...o }));
        return;
      }
      case 'confirm':
        needPlaced();
        this.adapter.confirm(g, this.order, path);
        this.drawn = null;
        this.rotation = 0;
        this.order = [];
        return;
      case 'discard':
        g.discard(needHand().tile, path);
        this.drawn = null;
        this.rotation = 0;
        return;
      case 'finish':
        if (this.drawn) fail(path, 'finish the turn in progress first');
        g.finish();
        return;
    }
  }
}

function gain(before: Record<string, number>, after: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(after).map(([p, n]) => [p, n - (Object.hasOwn(before, p) ? before[p] : 0)]));
}
