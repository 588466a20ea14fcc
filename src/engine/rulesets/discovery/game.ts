/**
 * The Discovery's game facade: the same short verbs as New World's Game.
 *
 *   const g = new DiscoveryGame({ players: ['Red', 'Blue'] });
 *   g.legalPlacements('D6');                  // [{ x, y, rotation }, …]
 *   g.place('D6', { x: 1, y: 0, rotation: 90 });
 *   g.deployOptions();                        // [{ role: 'sailor', at: 'S' }, …]
 *   g.deploy({ at: 'S' });                    // or g.withdraw({ x: 0, y: 0 }): never both
 *   g.endTurn();
 *   g.play({ tile: 'D2', x: 0, y: 1, rotation: 0, withdraw: { x: 1, y: 0 } });
 *   g.finish();  g.toRecord();  DiscoveryGame.fromRecord(json);  g.undo();  g.clone();
 *
 * The record is the truth: undo and clone replay it. A refused move throws an EngineError
 * naming the place and the reason, and leaves the game as it was.
 */
import type { FrontierSpot } from '../../core/board';
import { ROTATIONS, quarter, type Edge } from '../../core/geometry';
import { asInt, parsePlayers } from '../../core/json';
import { TileGame, type PlacementNumbers, type PlacementWords } from '../../core/tile-game';
import {
  figureOptions,
  figureScore,
  finalScoring,
  putFigure,
  withdrawFigure,
  withdrawOptions,
  type FigureOption,
} from './figures';
import { resolveDiscoveryOptions, tilesRemoved } from './options';
import { expertHands } from './hands';
import { parseDiscoveryRecord, parseDiscoveryTurn, writeDiscoveryRecord, type DiscoverySpec } from './record';
import { regionView, type DiscoveryBoard } from './regions';
import { refuseDiscovery } from './refusals';
import { createState, take, tilesToPlay, tileType, type DiscoveryState } from './state';
import type { DiscoveryTile } from './tiles';
import {
  ROLE_OF_KIND,
  type DiscoveryEvent,
  type DiscoveryOptions,
  type DiscoveryPlacement,
  type DiscoveryRecord,
  type DiscoveryRole,
  type DiscoveryTurn,
  type Figure,
  type RegionView,
} from './types';

/** How The Discovery words its placement refusals (x/y, the box, the start tile on the table). */
const WORDS: PlacementWords = {
  axes: ['x', 'y'],
  start: 'start-tile',
  box: 'box',
};

export interface NewDiscoveryGame {
  players: string[];
  options?: Partial<DiscoveryOptions>;
}

export class DiscoveryGame extends TileGame<
  DiscoveryTile,
  DiscoveryTurn,
  DiscoveryPlacement,
  DiscoveryEvent,
  DiscoverySpec,
  DiscoveryState,
  DiscoveryGame
> {
  readonly ruleset = 'discovery' as const;
  protected s: DiscoveryState;
  protected readonly words = WORDS;
  protected readonly finishTurnFirst = 'end';

  constructor(init: NewDiscoveryGame | DiscoverySpec) {
    const spec: DiscoverySpec =
      'givenOptions' in init
        ? init
        : {
            players: parsePlayers(init.players),
            options: resolveDiscoveryOptions(init.options),
            givenOptions: { ...(init.options ?? {}) },
            extra: {},
          };
    // As the record reader does (record.ts), so that every game's record can be read back.
    if (spec.players.length < 2) refuseDiscovery('players', { code: 'too-few-players' });
    super();
    this.s = createState(spec);
  }

  /** Replay a record (JSON value) from the start; throws EngineError naming the bad place. */
  static fromRecord(raw: unknown): DiscoveryGame {
    const parsed = parseDiscoveryRecord(raw);
    const g = new DiscoveryGame(parsed).replayed(parsed.turns);
    if (parsed.finish) g.finish();
    return g;
  }

  // ----- reading the position -----

  get options(): DiscoveryOptions {
    return this.s.options;
  }
  get board(): DiscoveryBoard {
    return this.s.board;
  }
  /** Figures each player still has in supply. */
  get figuresInSupply(): Record<string, number> {
    return Object.fromEntries(this.s.players.map((p, i) => [p, this.s.reserve[i]]));
  }
  /** Figures on the board (copies). */
  get figures(): Figure[] {
    return this.s.figures.map((f) => ({
      player: this.s.players[f.player],
      role: f.role,
      x: f.x,
      y: f.y,
      at: f.at,
    }));
  }
  /** Tiles on the table, in the order they were placed. */
  get tiles(): { tile: string; x: number; y: number; rotation: (typeof ROTATIONS)[number] }[] {
    return this.s.board.tiles.map((p) => ({ tile: p.tile.id, x: p.x, y: p.y, rotation: ROTATIONS[p.q] }));
  }
  get placedThisTurn(): (DiscoveryPlacement & { tile: string }) | null {
    const p = this.s.pending;
    return p && { tile: p.placed.tile.id, x: p.placed.x, y: p.placed.y, rotation: ROTATIONS[p.placed.q] };
  }
  /**
   * Tiles still to be played (in the box, less any the expert variant sets aside); Infinity when the record
   * brings its own tiles.
   */
  tilesLeft(): number {
    return tilesToPlay(this.s);
  }
  /**
   * Expert variant (`hand: 2`): the tiles the player to move holds face up, dealt again from `seed`
   * (hands.ts). Empty when tiles are drawn one at a time, or the record brings its own tiles.
   */
  faceUp(seed: number): string[] {
    const o = this.s.options;
    if (o.hand < 2 || !this.s.supply || this.s.pending) return [];
    const left = this.supplyLeft();
    const played = this.s.played.map((t) => ({ tile: t.tile, discard: !!t.discard }));
    const box = this.tileIds().flatMap((id) =>
      Array<string>((left[id] ?? 0) + played.filter((t) => t.tile === id).length).fill(id),
    );
    const hands = expertHands({
      players: this.players.length,
      box,
      seed,
      played,
      size: o.hand,
      removed: tilesRemoved(this.players.length, o, box.length),
    });
    return hands[this.players.indexOf(this.currentPlayer)] ?? [];
  }
  /**
   * Whether the tile placed this turn was the last one: the game has ended (default reading) or ends with
   * this turn.
   */
  isLastTile(): boolean {
    return !!this.s.pending?.last;
  }
  tileType(id: string, path = 'tile'): DiscoveryTile {
    return tileType(this.s, id, path);
  }
  /** The region under an edge of the tile at (x, y). */
  regionAt(x: number, y: number, at: Edge): RegionView | null {
    const t = this.s.board.tileAt(x, y);
    if (!t) return null;
    return regionView(this.s.board, t.segBase + t.tile.edgeSeg[t.q]['NESW'.indexOf(at)], this.s.options);
  }
  /** What each figure on the board would score now and at game end. */
  figureValues(): (Figure & { now: number; atEnd: number })[] {
    return this.s.figures.map((f) => ({
      player: this.s.players[f.player],
      role: f.role,
      x: f.x,
      y: f.y,
      at: f.at,
      now: figureScore(this.s, f, false).points,
      atEnd: figureScore(this.s, f, true).points,
    }));
  }

  // ----- moves -----

  /** The empty squares next to the table, in a stable order. */
  openSpots(): { x: number; y: number }[] {
    return [...this.s.board.frontier.values()].map((f) => ({ x: f.x, y: f.y }));
  }

  /** Step 1: put the drawn tile down (at least one edge touching, every region continued). */
  place(tileId: string, p: DiscoveryPlacement, path = 'turn'): void {
    this.mustPlace(path);
    const t = this.checkPlace(tileId, p, path);
    take(this.s, tileId, `${path}.tile`);
    const placed = this.s.board.put(t, p.x, p.y, quarter(p.rotation));
    this.s.pending = {
      placed,
      turn: { tile: tileId, x: p.x, y: p.y, rotation: p.rotation },
      acted: null,
      last: tilesToPlay(this.s) === 0,
    };
    this.s.log.push({
      kind: 'place',
      turn: this.turn + 1,
      player: this.currentPlayer,
      tile: tileId,
      x: p.x,
      y: p.y,
      rotation: p.rotation,
    });
  }

  /** Every place a figure can stand on a tile type turned this way, one per region (for building a position). */
  figureSpots(tileId: string, rotation: (typeof ROTATIONS)[number]): FigureOption[] {
    const t = this.tileType(tileId);
    const q = quarter(rotation);
    const edges: Edge[] = ['N', 'E', 'S', 'W'];
    return t.segTypes.map((kind, i) => ({
      role: ROLE_OF_KIND[kind],
      at: edges[(t.segEdgeList[i][0] + q) & 3],
    }));
  }
  /**
   * Where a figure may go on the tile just placed (none after a withdrawal, with an empty supply, or on the
   * last tile by default).
   */
  deployOptions(): FigureOption[] {
    return figureOptions(this.s);
  }
  /** Step 2, first choice: one figure from supply onto the tile just placed. */
  deploy(figure: { at: Edge; role?: DiscoveryRole; player?: string }, path = 'turn.figure'): void {
    if (figure.player !== undefined && figure.player !== this.currentPlayer)
      refuseDiscovery(`${path}.player`, {
        code: 'not-your-turn',
        player: this.currentPlayer,
        given: figure.player,
      });
    putFigure(this.s, { at: figure.at, ...(figure.role ? { role: figure.role } : {}) }, path);
  }
  /** The active player's figures that may be withdrawn this turn, with what each scores now. */
  withdrawOptions() {
    return withdrawOptions(this.s);
  }
  /** Step 2, second choice: take a figure back from the tile at (x, y) and score its region now. */
  withdraw(at: { x: number; y: number }, path = 'turn.withdraw'): void {
    asInt(at.x, `${path}.x`);
    asInt(at.y, `${path}.y`);
    withdrawFigure(this.s, at, path);
  }
  /** End the turn; the next player is up. */
  endTurn(path = 'turn'): void {
    const p = this.s.pending;
    if (!p) refuseDiscovery(path, { code: 'tile-first', before: 'end-turn' });
    this.s.played.push(p.turn);
    this.s.pending = null;
    this.s.current = (this.s.current + 1) % this.s.players.length;
  }
  /** A drawn tile that fits nowhere is removed from the game; the same player draws again. */
  discard(tileId: string, path = 'turn'): void {
    this.mustPlace(path);
    if (this.tileType(tileId, `${path}.tile`).isStart)
      refuseDiscovery(`${path}.tile`, { code: 'start-not-drawn' });
    if (this.fitsAnywhere(tileId)) refuseDiscovery(path, { code: 'fits-somewhere', tile: tileId });
    take(this.s, tileId, `${path}.tile`);
    this.s.log.push({ kind: 'discard', turn: this.turn + 1, player: this.currentPlayer, tile: tileId });
    this.s.played.push({ tile: tileId, discard: true });
  }
  /** Game end: every figure still on the board scores as if its region were complete. */
  finish(): void {
    if (this.s.finished) return;
    if (this.s.pending) this.endTurn('finish');
    finalScoring(this.s);
  }
  clone(): DiscoveryGame {
    const g = this.replayed(this.s.played);
    const p = this.s.pending;
    if (p) {
      g.place(p.turn.tile, { x: p.turn.x, y: p.turn.y, rotation: p.turn.rotation ?? 0 });
      if (p.turn.figure) g.deploy(p.turn.figure);
      if (p.turn.withdraw) g.withdraw(p.turn.withdraw);
    }
    if (this.s.finished) g.finish();
    return g;
  }
  toRecord(): DiscoveryRecord {
    return writeDiscoveryRecord({ ...this.s.spec, turns: this.s.played, finish: this.s.finished });
  }

  // ----- internals -----

  protected forkState(s: DiscoveryState): DiscoveryState {
    const p = s.pending;
    return { ...this.copyCommon(s), figures: s.figures.slice(), pending: p && { ...p, turn: { ...p.turn } } };
  }
  protected fresh(): DiscoveryGame {
    return new DiscoveryGame(this.s.spec);
  }
  protected parseTurn(raw: unknown, path: string): DiscoveryTurn {
    return parseDiscoveryTurn(raw, path, this.s.players);
  }
  protected placementAt(spot: FrontierSpot, q: number): DiscoveryPlacement {
    return { x: spot.x, y: spot.y, rotation: ROTATIONS[q] };
  }
  protected numbers(p: DiscoveryPlacement): PlacementNumbers {
    return [p.x, p.y, p.rotation];
  }
  protected whyNotOnBoard(t: DiscoveryTile, x: number, y: number, q: number): string | null {
    return this.s.board.whyNot(t, x, y, q);
  }
  protected apply(turn: DiscoveryTurn, path: string): void {
    if (turn.discard) return this.discard(turn.tile, path);
    this.place(turn.tile, { x: turn.x, y: turn.y, rotation: turn.rotation ?? 0 }, path);
    if (turn.figure) this.deploy(turn.figure, `${path}.figure`);
    if (turn.withdraw) this.withdraw(turn.withdraw, `${path}.withdraw`);
    this.endTurn(path);
  }
}
