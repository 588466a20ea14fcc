/**
 * What both games' facades (New World's `Game`, The Discovery's `DiscoveryGame`) have in common:
 * reading the position, the placement checks, whole turns, undo by replay. A ruleset's facade
 * extends `TileGame` with its own state, turn, placement and record; the verbs that differ
 * (placing, deploying, scoring, ending a turn) stay in the ruleset.
 *
 * The record is the truth: undo and a refused whole turn rebuild the game by replaying the
 * turns played, from the same starting spec.
 */
import type { Board, FrontierSpot } from './board';
import { EngineError } from './errors';
import {
  refuseCore,
  type BoardSaid,
  type CoreRefusal,
  type PlaceRefusal,
  type PlacementWhy,
} from './refusals';
import { englishOfSaid } from './said';

export type { BoardSaid, PlaceRefusal };
import { quarter, type Rotation } from './geometry';
import { checkPlacement } from './placement';
import { replay } from './replay';
import type { Shape } from './shape';

/** A tile type a game's catalog holds: its shape, and whether it is a start tile or space (never drawn). */
export type CatalogTile = Shape & { readonly isStart: boolean };

/** The part of a game's state every facade reads. */
export interface TileGameState<T extends CatalogTile, Turn, Ev, Spec> {
  readonly spec: Spec;
  readonly players: string[];
  readonly board: Board<T>;
  readonly catalog: Map<string, T>;
  /** Tiles left in the box, or null when the record brings its own tiles (not checked). */
  supply: Map<string, number> | null;
  /** Figures in supply, per player index. */
  reserve: number[];
  points: number[];
  log: Ev[];
  /** Index of the player whose turn it is. */
  current: number;
  played: Turn[];
  /** The turn under way (a tile placed, not yet scored or ended). */
  pending: unknown;
  finished: boolean;
}

/** How a game words and checks a placement (the steps are the same; the names and box differ). */
export interface PlacementWords {
  /** The board's axes as placements and messages name them (`col`/`row`, `x`/`y`). */
  axes: readonly [string, string];
  /**
   * Why a start tile or space cannot be placed: New World's spaces are printed on the board, The Discovery's
   * tile lies on the table.
   */
  start: 'start-space' | 'start-tile';
  /** Where the tiles not yet drawn are: New World's supply, The Discovery's box. */
  box: 'supply' | 'box';
}

/** A placement's two numbers on the ruleset's axes and its rotation. */
export type PlacementNumbers = [a: number, b: number, rotation: Rotation];

/**
 * `G` is the facade itself (`Game extends TileGame<…, Game>`), so that a replayed copy has the
 * facade's own type.
 */
export abstract class TileGame<
  T extends CatalogTile,
  Turn extends { tile: string; discard?: boolean },
  P,
  Ev,
  Spec,
  S extends TileGameState<T, Turn, Ev, Spec>,
  G extends TileGame<T, Turn, P, Ev, Spec, S, G>,
> {
  protected abstract s: S;
  /** How this game words its placement refusals. */
  protected abstract readonly words: PlacementWords;
  /**
   * What a player must do before placing again while a turn is under way: score it (New World) or end it (The
   * Discovery).
   */
  protected abstract readonly finishTurnFirst: 'score' | 'end';

  /** A new game from the same starting spec. */
  protected abstract fresh(): G;
  /** Read one whole turn in record form (throws naming the place). */
  protected abstract parseTurn(raw: unknown, path: string): Turn;
  /** Run one parsed turn. */
  protected abstract apply(turn: Turn, path: string): void;
  /**
   * A frontier spot and a quarter turn as this game's placement. Passed unbound to the frontier,
   * which keeps the placements it makes while the same function makes them: no `this`.
   */
  protected abstract placementAt(this: void, spot: FrontierSpot, q: number): P;
  /** A placement's numbers, in the order of `words.axes`. */
  protected abstract numbers(p: P): PlacementNumbers;
  /** The board's reason a tile turned `q` quarters cannot stand at (a, b) (as data, or English only), or null. */
  protected abstract whyNotOnBoard(t: T, a: number, b: number, q: number): BoardSaid | string | null;
  /** A copy of the state that shares nothing that a move changes (see `fork`); `copyCommon` does the shared part. */
  protected abstract forkState(s: S): S;
  /** A tile type by id, or a refusal naming the place (each game says what its tile types are). */
  abstract tileType(id: string, path?: string): T;
  /**
   * What a tile shows on its N, E, S and W sides turned by `rotation` degrees (each side's kind as the board
   * matches them).
   */
  sidesOf(tile: string, rotation: number): number[] {
    return [...this.tileType(tile).edgeKind[((Math.round(rotation / 90) % 4) + 4) % 4]];
  }

  // ----- reading the position -----

  get players(): string[] {
    return this.s.players;
  }
  /** Number of turns played (discards count). */
  get turn(): number {
    return this.s.played.length;
  }
  get currentPlayer(): string {
    return this.s.players[this.s.current];
  }
  get events(): readonly Ev[] {
    return this.s.log;
  }
  get scores(): Record<string, number> {
    return Object.fromEntries(this.s.players.map((p, i) => [p, this.s.points[i]]));
  }
  isOver(): boolean {
    return this.s.finished || (this.s.supply !== null && !this.s.pending && this.tilesLeft() === 0);
  }
  isFinished(): boolean {
    return this.s.finished;
  }
  /** Tiles still to be played; Infinity when the record brings its own tiles. */
  abstract tilesLeft(): number;
  /** The box: tile id → count left (empty when the record brings its own tiles). */
  supplyLeft(): Record<string, number> {
    return this.s.supply ? Object.fromEntries(this.s.supply) : {};
  }
  /** Tile types that may be drawn or chosen (no start tile or spaces), in catalog order. */
  tileIds(): string[] {
    return [...this.s.catalog].filter(([, t]) => !t.isStart).map(([id]) => id);
  }

  // ----- placements -----

  /** Whether the box still holds a tile of this type (always, when the record brings its own tiles). */
  protected inSupply(tileId: string): boolean {
    const supply = this.s.supply;
    return supply === null || (supply.get(tileId) ?? 0) > 0;
  }

  /**
   * Every legal position and rotation for a tile, in a stable order; none when the box has none
   * left. The list is new on each call; the placements in it are made once per open square and
   * shared between calls, so read them and never change them.
   */
  legalPlacements(tileId: string): Readonly<P>[] {
    const t = this.s.catalog.get(tileId);
    if (!t || t.isStart || !this.inSupply(tileId)) return [];
    return this.s.board.placementList(t, this.placementAt);
  }

  /** Whether a tile has at least one legal place (cheaper than listing them); none when the box has none left. */
  canPlace(tileId: string): boolean {
    return this.inSupply(tileId) && this.fitsAnywhere(tileId);
  }

  /** Whether a tile would fit somewhere on the table, box or not (a tile that fits nowhere is discarded). */
  fitsAnywhere(tileId: string): boolean {
    const t = this.s.catalog.get(tileId);
    return !!t && !t.isStart && this.s.board.fitsAnywhere(t);
  }

  /**
   * Every check a placement must pass, in order: its numbers, the tile type, not a start tile,
   * one left in the box, then the board (edges, neighbours, where tiles may stand). Returns the
   * tile type; a refusal throws an EngineError naming the place. `place` calls it and
   * `whyNotPlace` answers with its reason, so the two never disagree.
   */
  protected checkPlace(tileId: string, p: P, path: string): T {
    const [a, b, rotation] = this.numbers(p);
    const w = this.words;
    checkPlacement(a, b, rotation, w.axes, path);
    const t = this.s.catalog.get(tileId) ?? this.tileType(tileId, `${path}.tile`);
    if (t.isStart) refuseCore(`${path}.tile`, { code: w.start });
    if (!this.inSupply(tileId)) refuseCore(`${path}.tile`, { code: 'none-left', tile: tileId, box: w.box });
    const board = this.whyNotOnBoard(t, a, b, quarter(rotation));
    if (board) {
      const why: PlacementWhy =
        typeof board === 'string' ? { area: 'core', code: 'board', text: board } : board.why;
      throw new BoardRefusal(path, {
        area: 'core',
        code: 'cannot-go',
        tile: tileId,
        x: a,
        y: b,
        rotation,
        why,
      });
    }
    return t;
  }

  /** Why a placement is illegal, or null: the board's reason, or for a bad number the number named. */
  whyNotPlace(tileId: string, p: P): string | null {
    return this.placeRefusal(tileId, p)?.text ?? null;
  }

  /** `whyNotPlace`'s reason with the same as data (the board's refusal: the whole `cannot-go`, its reason nested). */
  placeRefusal(tileId: string, p: P): PlaceRefusal | null {
    try {
      this.checkPlace(tileId, p, 'placement');
      return null;
    } catch (e) {
      if (e instanceof BoardRefusal) return { text: e.board, why: e.why };
      if (!(e instanceof EngineError)) throw e;
      return { text: e.path === 'placement.tile' ? e.reason : e.message, why: e.why };
    }
  }

  // ----- whole turns, undo -----

  /** Refuse to start a turn when the game is over or a tile is already down. */
  protected mustPlace(path: string): void {
    if (this.s.finished) refuseCore(path, { code: 'game-over' });
    if (this.s.pending) refuseCore(path, { code: 'tile-placed', next: this.finishTurnFirst });
  }

  /**
   * A whole turn (record form: a `Turn`, or any value as read, checked here). On a refusal, the
   * game is left exactly as it was.
   */
  play(raw: unknown, path = 'turn'): void {
    this.mustPlace(path);
    const turn = this.parseTurn(raw, path);
    const before = this.s.played.length;
    try {
      this.apply(turn, path);
    } catch (e) {
      if (this.s.played.length !== before || this.s.pending) this.rebuild(this.s.played.slice(0, before));
      throw e;
    }
  }

  /** Like play, but returns `{ ok, error }` instead of throwing. */
  tryPlay(raw: unknown, path = 'turn'): { ok: true } | { ok: false; error: string } {
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

  /**
   * An independent copy made by copying the state rather than replaying the record (`clone`):
   * about as cheap as one move, for a computer player that tries each of its moves and looks at
   * what follows. Moves on the copy never reach this game, and the other way round.
   */
  fork(): G {
    const g = Object.create(Object.getPrototypeOf(this) as object | null) as G;
    Object.assign(g, this);
    g.s = this.forkState(this.s);
    return g;
  }

  /** The state's common fields copied for `forkState`: board, box, supplies, points, log and turns. */
  protected copyCommon(s: S): S {
    const log = s.log.slice();
    // The turn under way may still add to its own event (the settler or figure put down): a copy of it.
    if (s.pending && log.length) log[log.length - 1] = { ...log[log.length - 1] };
    return {
      ...s,
      board: s.board.fork(),
      supply: s.supply && new Map(s.supply),
      reserve: s.reserve.slice(),
      points: s.points.slice(),
      log,
      played: s.played.slice(),
    };
  }

  /** This game's starting spec with `turns` replayed on it (a refusal throws naming the turn). */
  protected replayed(turns: readonly Turn[]): G {
    return replay(this.fresh(), turns, (game, t, path) => game.apply(t, path));
  }

  private rebuild(turns: readonly Turn[]): void {
    this.s = this.replayed(turns).s;
  }
}

/**
 * A placement the board refuses: the message names the tile and place; `board` is the board's reason alone
 * (English), `why` the whole as data.
 */
class BoardRefusal extends EngineError {
  constructor(
    path: string,
    readonly refusal: CoreRefusal & { code: 'cannot-go' },
  ) {
    super(path, refusal);
  }
  /** The board's reason alone, in English (made when read). */
  get board(): string {
    return englishOfSaid(this.refusal.why);
  }
}
