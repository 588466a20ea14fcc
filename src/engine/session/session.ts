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
 * (nothing scored is kept apart from the log; timeline.ts). A refused step throws an EngineError
 * naming the step and the reason and changes nothing. The readings that change nothing (previews, other
 * rule options) are in what-if.ts, loaded on demand (loadWhatIf, what-if-seam.ts); other types, in session-types.ts.
 */
import { ROTATIONS, type Rotation } from '../core/geometry';
import { asObject, copyJson, topObject } from '../core/json';
import { adapterFor, adapterOf } from './adapters';
import type { DiscoveryRules } from './discovery';
import type { NewWorldRules } from './new-world';
import type { Adapter, Placed } from './ruleset';
import type { AnySessionInit, Listener, Phase, RulesOf, SessionInit } from './session-types';
import { restoreTimeline, Timeline } from './timeline';
import type { AnyRuleset, OrderRef, Rescored, RulesetId, RulesetTypes, Step, XY } from './types';
import { whatIf } from './what-if-seam';
import { noHand, refuseSession, type PlaceRefusal } from './refusals';

export type { AnySessionInit, Phase, RulesOf, SessionInit } from './session-types';

/** A session of either game: narrow it on `ruleset`. */
export type AnySession = Session<NewWorldRules> | Session<DiscoveryRules>;
export type NewWorldSession = Session<NewWorldRules>;
export type DiscoverySession = Session<DiscoveryRules>;

export class Session<R extends RulesetTypes = AnyRuleset> {
  private changes = 0;
  private readonly listeners = new Set<Listener<Session<R>>>();

  private constructor(
    /** The steps and the table they built. */
    private readonly tl: Timeline<R>,
    readonly seed: number,
  ) {}

  /** A new game: The Discovery's with `ruleset: 'discovery'`, New World's by default. */
  static create(init: SessionInit<DiscoveryRules> & { ruleset: 'discovery' }): Session<DiscoveryRules>;
  static create(init: SessionInit<NewWorldRules> & { ruleset?: 'new-world' }): Session<NewWorldRules>;
  static create(init: AnySessionInit): AnySession;
  static create(init: AnySessionInit): AnySession {
    return init.ruleset === 'discovery'
      ? Session.fresh(adapterFor('discovery'), init)
      : Session.fresh(adapterFor(init.ruleset ?? 'new-world'), init);
  }

  private static fresh<T extends RulesetTypes>(adapter: Adapter<T>, init: SessionInit<T>): Session<T> {
    return new Session(
      new Timeline(adapter, adapter.create(init.players, init.options ?? {}).toRecord()),
      init.seed ?? 1,
    );
  }

  /**
   * A saved game: a record (formats §3 or §8), optionally with its `session` field. Throws EngineError naming
   * the place.
   */
  static load(raw: { format: 'discovery-record' }, seed?: number): Session<DiscoveryRules>;
  static load(raw: { format: 'new-world-record' }, seed?: number): Session<NewWorldRules>;
  static load(raw: unknown, seed?: number): AnySession;
  static load(raw: unknown, seed = 1): AnySession {
    const record = asObject(copyJson(topObject(raw, '(record)'), '(record)'), '(record)');
    const adapter = adapterOf(record.format);
    return adapter.id === 'discovery'
      ? Session.restore(adapter, record, seed)
      : Session.restore(adapter, record, seed);
  }

  private static restore<T extends RulesetTypes>(
    adapter: Adapter<T>,
    record: Record<string, unknown>,
    seed: number,
  ): Session<T> {
    const r = restoreTimeline(adapter, record, seed);
    return new Session(r.timeline, r.seed);
  }

  // ----- reading -----

  private get adapter(): Adapter<R> {
    return this.tl.adapter;
  }
  private get table() {
    return this.tl.table;
  }
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
    return refuseSession('ruleset', { code: 'unknown-ruleset', ruleset: this.adapter.id });
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
    return this.tl.phase;
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
    return this.tl.cursor > 0;
  }
  canRedo(): boolean {
    return this.tl.cursor < this.tl.steps.length;
  }
  /** Every step applied so far (copies). */
  history(): Step<R>[] {
    return structuredClone(this.tl.steps.slice(0, this.tl.cursor));
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
    return this.placeRefusal(at)?.text ?? null;
  }
  /** `whyNotPlace`'s reason with the same as data (`why`: see src/engine/refusals.ts's `refusalIn`), or null. */
  placeRefusal(at: R['spot']): PlaceRefusal | null {
    return this.hand
      ? this.adapter.placeRefusal(this.table.game, this.hand.tile, at, this.hand.rotation)
      : noHand();
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

  /**
   * The expert variant (The Discovery, `hand: 2`): the tiles the player to move holds face up and chooses
   * from (`draw(tile)`); empty when tiles are drawn one at a time.
   */
  faceUp(): string[] {
    return this.phase === 'draw' ? (this.adapter.faceUp?.(this.table.game, this.seed) ?? []) : [];
  }
  /** Draw from the seeded box, or take a tile type for teaching. Returns the tile id. */
  draw(tile?: string): string {
    // With face-up hands (The Discovery's expert variant), the tile comes from the hand: the first one unless named.
    const t = tile ?? this.faceUp()[0] ?? this.table.fromBox(this.seed);
    this.step({ step: 'draw', tile: t, ...(tile !== undefined ? { chosen: true } : {}) });
    return t;
  }
  /** Turn the tile in hand a quarter clockwise (or `by` degrees). */
  rotate(by = 90): Rotation {
    const r = ROTATIONS[((((this.table.rotation + by) / 90) % 4) + 4) % 4];
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
    if (!this.tl.undo()) return false;
    this.changed();
    return true;
  }
  redo(): boolean {
    if (!this.tl.redo()) return false;
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
    return new Session(this.tl.copy(), this.seed);
  }

  /**
   * What would happen if the tile in hand went here (turned as it is), with an optional figure:
   * the events of that turn (copies) and each player's gain. Changes nothing.
   */
  preview(at: R['spot'], figure?: R['figure']): { events: R['event'][]; gain: Record<string, number> } {
    return whatIf().previewTurn(this.tl, at, figure);
  }

  /** What the end-game scoring would give now (the turn in progress scored first). Changes nothing. */
  finalPreview(): { events: R['event'][]; gain: Record<string, number> } {
    return whatIf().previewEnd(this.tl);
  }

  /** The game as a record with the `session` extension: restores to exactly this state. */
  save(): Record<string, unknown> {
    return this.tl.save(this.seed);
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
    return whatIf().rescoreTimeline(this.tl, options, (t) => new Session(t, this.seed), this);
  }

  // ----- internals -----

  /** Apply a new step: on success it is kept (and the redo list dropped), on refusal nothing changes. */
  private step(step: Step<R>): void {
    this.tl.keep(step, step.step);
    this.changed();
  }

  private changed(): void {
    this.changes++;
    for (const l of this.listeners) l(this);
  }
}
