/**
 * The New World game facade: one object per game, with short verbs in the manner of chess.js.
 *
 *   const g = new Game({ players: ['Red', 'Blue'] });
 *   g.legalPlacements('K');              // [{ col, row, rotation }, …]
 *   g.place('K', { col: 1, row: 4, rotation: 0 });
 *   g.deployOptions();                   // [{ role: 'shopkeeper', at: 'N' }, …]
 *   g.deploy({ at: 'N' });
 *   g.score();                           // ends the turn: complete, score, return, surveyors
 *   g.play({ tile: 'B', col: 2, row: 4, rotation: 90 });   // a whole turn at once
 *   g.finish();                          // end-game scoring
 *   g.toRecord();  Game.fromRecord(json);  g.undo();  g.clone();
 *
 * The record is the truth: undo replays it from the start. A refused move throws an
 * EngineError naming the place and the reason, and leaves the game as it was. The rules live
 * in the modules this file calls: turn (a turn's steps), settlers, completion, turn-scoring
 * (majorities and bonus), surveyors, final-scoring.
 */
import type { FrontierSpot } from '../../core/board';
import { EngineError, fail } from '../../core/errors';
import { ROTATIONS, quarter } from '../../core/geometry';
import { parsePlayers } from '../../core/json';
import { checkPlacement, refusalOf } from '../../core/placement';
import { replay } from '../../core/replay';
import type { NewWorldBoard } from './board';
import { finalScoring } from './final-scoring';
import { resolveOptions } from './options';
import { parseRecord, parseTurn, writeRecord } from './record';
import { freeSpots, locationOf, roleOf } from './settlers';
import { createState } from './setup';
import { inSupply, tileType, type GameSpec, type State } from './state';
import type { CompiledTile } from './tiles';
import { AXES, completedFeatures, deploySettler, discardTile, NO_ORDER, placeTile, scoreTurn, type CompletedFeature, type DeployOption } from './turn';
import type { GameEvent, GameRecord, OrderInput, Placement, PositionView, RuleOptions, SettlerSpec, Turn } from './types';
import { featureViews, positionView, type FeatureView } from './views';

export { SETTLERS_PER_PLAYER } from './settlers';
export type { CompletedFeature, DeployOption, FeatureView };

export interface NewGame {
  players: string[];
  options?: Partial<RuleOptions>;
}

export class Game {
  readonly ruleset = 'new-world' as const;
  private s: State;

  constructor(init: NewGame | GameSpec) {
    const spec: GameSpec =
      'givenOptions' in init
        ? init
        : { players: parsePlayers(init.players), options: resolveOptions(init.options), givenOptions: { ...(init.options ?? {}) }, extra: {} };
    this.s = createState(spec);
  }

  /** Replay a record (JSON value) from the start; throws EngineError naming the bad place. */
  static fromRecord(raw: unknown): Game {
    const parsed = parseRecord(raw);
    const g = replay(new Game(parsed), parsed.turns, (game, t, path) => game.apply(t, path));
    if (parsed.finish) g.finish();
    return g;
  }

  // ----- reading the position -----

  get players(): string[] {
    return this.s.players;
  }
  get options(): RuleOptions {
    return this.s.options;
  }
  get board(): NewWorldBoard {
    return this.s.board;
  }
  /** Number of turns played (discards count). */
  get turn(): number {
    return this.s.played.length;
  }
  get currentPlayer(): string {
    return this.s.players[this.s.current];
  }
  get events(): readonly GameEvent[] {
    return this.s.log;
  }
  get scores(): Record<string, number> {
    return Object.fromEntries(this.s.players.map((p, i) => [p, this.s.points[i]]));
  }
  get surveyors(): readonly number[] {
    return this.s.surv.surveyors;
  }
  /** Settlers each player still has in supply. */
  get settlersInSupply(): Record<string, number> {
    return Object.fromEntries(this.s.players.map((p, i) => [p, this.s.reserve[i]]));
  }
  /** The tile placed this turn, while the turn is not yet scored. */
  get placedThisTurn(): (Placement & { tile: string }) | null {
    const p = this.s.pending;
    if (!p) return null;
    return { tile: p.placed.tile.type.id, col: p.placed.x, row: p.placed.y, rotation: ROTATIONS[p.placed.q] };
  }
  /** Whether a settler was deployed this turn. */
  get deployedThisTurn(): boolean {
    return this.s.pending?.deployed ?? false;
  }
  isOver(): boolean {
    return this.s.finished || (this.s.supply !== null && !this.s.pending && this.tilesLeft() === 0);
  }
  isFinished(): boolean {
    return this.s.finished;
  }
  /** Tiles left in the box (standard set only; Infinity when the record brings its own tiles). */
  tilesLeft(): number {
    if (!this.s.supply) return Infinity;
    let n = 0;
    for (const c of this.s.supply.values()) n += c;
    return n;
  }
  /** The box: tile id → count left (empty when the record brings its own tiles). */
  supplyLeft(): Record<string, number> {
    return this.s.supply ? Object.fromEntries(this.s.supply) : {};
  }
  /** Tile types that may be drawn or chosen (no start spaces), standard ones first. */
  tileIds(): string[] {
    return [...this.s.catalog.values()].filter((t) => !t.isStart).map((t) => t.type.id);
  }
  tileType(id: string, path = 'tile'): CompiledTile {
    return tileType(this.s, id, path);
  }
  view(): PositionView {
    return positionView(this.s, this.isOver());
  }
  /** Every feature on the table (start board included), for boards, tests and explanations. */
  features(): FeatureView[] {
    return featureViews(this.s);
  }

  // ----- moves -----

  /** The empty squares next to the table where a land tile could ever go (land columns only), in a stable order. */
  openSpots(): { col: number; row: number }[] {
    return [...this.s.board.frontier.values()].map((f) => ({ col: f.x, row: f.y }));
  }

  /** Every legal position and rotation for a tile, in a stable order; none when the box has none left. */
  legalPlacements(tileId: string): Placement[] {
    const t = this.s.catalog.get(tileId);
    if (!t || t.isStart || !inSupply(this.s, tileId)) return [];
    return this.s.board.placementList(t, placementAt);
  }

  /** Whether a tile has at least one legal place (cheaper than listing them); none when the box has none left. */
  canPlace(tileId: string): boolean {
    return inSupply(this.s, tileId) && this.fitsAnywhere(tileId);
  }

  /** Whether a tile would fit somewhere on the table, box or not (a tile that fits nowhere is discarded). */
  fitsAnywhere(tileId: string): boolean {
    const t = this.s.catalog.get(tileId);
    return !!t && !t.isStart && this.s.board.fitsAnywhere(t);
  }

  /** Why a placement is illegal, or null. */
  whyNotPlace(tileId: string, p: Placement): string | null {
    const bad = refusalOf(() => checkPlacement(p.col, p.row, p.rotation, AXES, 'placement'));
    if (bad) return bad;
    const t = this.s.catalog.get(tileId);
    if (!t) return `${JSON.stringify(tileId)} is not a tile type`;
    if (t.isStart) return 'start spaces are printed on the board and cannot be placed';
    if (!inSupply(this.s, tileId)) return `no tile ${tileId} is left in the supply`;
    return this.s.board.whyNotAt(t, p.col, p.row, quarter(p.rotation));
  }

  /** Step 1 of a turn: put the drawn tile down. */
  place(tileId: string, p: Placement, path = 'turn'): void {
    this.mustPlace(path);
    placeTile(this.s, tileId, p, path);
  }

  /** Where the active player may put a settler on the tile just placed. */
  /** Every place a settler can stand on a tile type turned this way, occupied or not (for building a position). */
  settlerSpots(tileId: string, rotation: (typeof ROTATIONS)[number]): DeployOption[] {
    const t = this.tileType(tileId);
    return t.segments.map((_, i) => ({ role: roleOf(t, i), at: locationOf(t, quarter(rotation), i) }));
  }
  deployOptions(): DeployOption[] {
    const p = this.s.pending;
    if (!p || p.deployed || this.s.reserve[this.s.current] === 0) return [];
    return freeSpots(this.s, p.placed);
  }

  /** Step 2 (optional): one settler from supply onto the tile just placed. */
  deploy(settler: SettlerSpec, path = 'turn.settler'): void {
    deploySettler(this.s, settler, path);
  }

  /** Features completed by this turn's tile, in the default scoring order. */
  completedFeatures(): CompletedFeature[] {
    return completedFeatures(this.s);
  }

  /** Step 3: score what the tile completed (in `order`, then the default order) and end the turn. */
  score(order: readonly OrderInput[] = NO_ORDER, path = 'turn.order'): void {
    scoreTurn(this.s, order, path);
  }

  /** A drawn tile with no legal place goes back in the box; the same player draws again. */
  discard(tileId: string, path = 'turn'): void {
    this.mustPlace(path);
    discardTile(this.s, tileId, path);
  }

  /** A whole turn (record form). On a refusal, the game is left exactly as it was. */
  play(raw: Turn | unknown, path = 'turn'): void {
    this.mustPlace(path);
    const turn = parseTurn(raw, path, this.s.players);
    const before = this.s.played.length;
    try {
      this.apply(turn, path);
    } catch (e) {
      if (this.s.played.length !== before || this.s.pending) this.rebuild(this.s.played.slice(0, before));
      throw e;
    }
  }

  /** Like play, but returns `{ ok, error }` instead of throwing. */
  tryPlay(raw: Turn | unknown, path = 'turn'): { ok: true } | { ok: false; error: string } {
    try {
      this.play(raw, path);
      return { ok: true };
    } catch (e) {
      if (e instanceof EngineError) return { ok: false, error: e.message };
      throw e;
    }
  }

  /** Take back the last turn (or the tile placed this turn, or the final scoring), by replaying the record. */
  undo(): boolean {
    if (this.s.finished || this.s.pending) {
      this.rebuild(this.s.played);
      return true;
    }
    if (this.s.played.length === 0) return false;
    this.rebuild(this.s.played.slice(0, -1));
    return true;
  }

  /** End-game scoring: incomplete trails, towns and farms, then plains. */
  finish(): void {
    finalScoring(this.s);
  }

  /** An independent copy (for previews: "what scores if this tile goes here?"), rebuilt by replay. */
  clone(): Game {
    const g = new Game(this.s.spec);
    replay(g, this.s.played, (game, t, path) => game.apply(t, path));
    const p = this.s.pending;
    if (p) {
      g.place(p.turn.tile, { col: p.turn.col, row: p.turn.row, rotation: p.turn.rotation ?? 0 });
      if (p.turn.settler) g.deploy(p.turn.settler);
    }
    if (this.s.finished) g.finish();
    return g;
  }

  /** The game so far as a record (formats §3). */
  toRecord(): GameRecord {
    return writeRecord({ ...this.s.spec, turns: this.s.played, finish: this.s.finished });
  }

  // ----- internals -----

  private mustPlace(path: string): void {
    if (this.s.finished) fail(path, 'the game is over: the final scoring has been done');
    if (this.s.pending) fail(path, 'a tile was already placed this turn: score the turn first');
  }

  /** Run one parsed turn. */
  private apply(turn: Turn, path: string): void {
    if (turn.discard) return this.discard(turn.tile, path);
    this.place(turn.tile, { col: turn.col, row: turn.row, rotation: turn.rotation ?? 0 }, path);
    if (turn.settler) this.deploy(turn.settler, `${path}.settler`);
    this.score(turn.order ?? NO_ORDER, `${path}.order`);
  }

  private rebuild(turns: Turn[]): void {
    const g = new Game(this.s.spec);
    replay(g, turns, (game, t, path) => game.apply(t, path));
    this.s = g.s;
  }
}

/** A frontier spot and a quarter turn as a placement. */
function placementAt(spot: FrontierSpot, q: number): Placement {
  return { col: spot.x, row: spot.y, rotation: ROTATIONS[q] };
}
