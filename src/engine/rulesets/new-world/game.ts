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
import type { BoardSaid } from '../../core/refusals';
import { ROTATIONS, quarter } from '../../core/geometry';
import { parsePlayers } from '../../core/json';
import { TileGame, type PlacementNumbers, type PlacementWords } from '../../core/tile-game';
import type { NewWorldBoard } from './board';
import { finalScoring } from './final-scoring';
import { resolveOptions } from './options';
import { parseRecord, parseTurn, writeRecord } from './record';
import { freeSpots, locationOf, roleOf } from './settlers';
import { createState } from './setup';
import { tileType, type GameSpec, type State } from './state';
import type { CompiledTile } from './tiles';
import {
  completedFeatures,
  deploySettler,
  discardTile,
  NO_ORDER,
  placeTile,
  scoreTurn,
  type CompletedFeature,
  type DeployOption,
} from './turn';
import type {
  GameEvent,
  GameRecord,
  OrderInput,
  Placement,
  PositionView,
  RuleOptions,
  SettlerSpec,
  Turn,
} from './types';
import { featureViews, positionView, type FeatureView } from './views';

export { SETTLERS_PER_PLAYER } from './settlers';
export type { CompletedFeature, DeployOption, FeatureView };

export interface NewGame {
  players: string[];
  options?: Partial<RuleOptions>;
}

/** How New World words its placement refusals (col/row, the supply, start spaces on the board). */
const WORDS: PlacementWords = {
  axes: ['col', 'row'],
  start: 'start-space',
  box: 'supply',
};

export class Game extends TileGame<CompiledTile, Turn, Placement, GameEvent, GameSpec, State, Game> {
  readonly ruleset = 'new-world' as const;
  protected s: State;
  protected readonly words = WORDS;
  protected readonly finishTurnFirst = 'score';

  constructor(init: NewGame | GameSpec) {
    const spec: GameSpec =
      'givenOptions' in init
        ? init
        : {
            players: parsePlayers(init.players),
            options: resolveOptions(init.options),
            givenOptions: { ...(init.options ?? {}) },
            extra: {},
          };
    super();
    this.s = createState(spec);
  }

  /** Replay a record (JSON value) from the start; throws EngineError naming the bad place. */
  static fromRecord(raw: unknown): Game {
    const parsed = parseRecord(raw);
    const g = new Game(parsed).replayed(parsed.turns);
    if (parsed.finish) g.finish();
    return g;
  }

  // ----- reading the position -----

  get options(): RuleOptions {
    return this.s.options;
  }
  get board(): NewWorldBoard {
    return this.s.board;
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
  /** Tiles left in the box (standard set only; Infinity when the record brings its own tiles). */
  tilesLeft(): number {
    if (!this.s.supply) return Infinity;
    let n = 0;
    for (const c of this.s.supply.values()) n += c;
    return n;
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

  /** Step 1 of a turn: put the drawn tile down. */
  place(tileId: string, p: Placement, path = 'turn'): void {
    this.mustPlace(path);
    placeTile(this.s, this.checkPlace(tileId, p, path), p, path);
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

  /** End-game scoring: incomplete trails, towns and farms, then plains. */
  finish(): void {
    finalScoring(this.s);
  }

  /** An independent copy (for previews: "what scores if this tile goes here?"), rebuilt by replay. */
  clone(): Game {
    const g = this.replayed(this.s.played);
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

  protected forkState(s: State): State {
    const p = s.pending;
    return { ...this.copyCommon(s), table: s.table.slice(), pending: p && { ...p, turn: { ...p.turn } } };
  }
  protected fresh(): Game {
    return new Game(this.s.spec);
  }
  protected parseTurn(raw: unknown, path: string): Turn {
    return parseTurn(raw, path, this.s.players);
  }
  protected placementAt(spot: FrontierSpot, q: number): Placement {
    return { col: spot.x, row: spot.y, rotation: ROTATIONS[q] };
  }
  protected numbers(p: Placement): PlacementNumbers {
    return [p.col, p.row, p.rotation];
  }
  protected whyNotOnBoard(t: CompiledTile, col: number, row: number, q: number): BoardSaid | null {
    // The board gives its reason as data (its English is made only when read).
    const why = this.s.board.whyNotAt(t, col, row, q);
    return why && { why };
  }

  /** Run one parsed turn. */
  protected apply(turn: Turn, path: string): void {
    if (turn.discard) return this.discard(turn.tile, path);
    this.place(turn.tile, { col: turn.col, row: turn.row, rotation: turn.rotation ?? 0 }, path);
    if (turn.settler) this.deploy(turn.settler, `${path}.settler`);
    this.score(turn.order ?? NO_ORDER, `${path}.order`);
  }
}
