/**
 * The ruleset seam as the session controller sees it: what it asks of a game, and one small
 * adapter per ruleset that maps the session's steps onto that ruleset's verbs and record turns.
 * The rules themselves stay in src/engine/rulesets/.
 */
import type { Rotation } from '../core/geometry';
import type { RulesetId, Spot, Step } from './types';

/** A tile on the table: its type, spot and rotation. */
export interface Placed {
  tile: string;
  at: Spot;
  rotation: Rotation;
}

/** The verbs every ruleset's game has (New World's Game, The Discovery's DiscoveryGame). */
export interface SessionGame {
  readonly ruleset: RulesetId;
  readonly players: string[];
  readonly options: object;
  readonly events: readonly object[];
  readonly scores: Record<string, number>;
  readonly currentPlayer: string;
  readonly turn: number;
  isOver(): boolean;
  isFinished(): boolean;
  tilesLeft(): number;
  supplyLeft(): Record<string, number>;
  tileIds(): string[];
  canPlace(tile: string): boolean;
  fitsAnywhere(tile: string): boolean;
  discard(tile: string, path?: string): void;
  finish(): void;
  clone(): SessionGame;
  toRecord(): object;
}

export interface Adapter<G extends SessionGame = SessionGame> {
  id: RulesetId;
  /** The record `format` this ruleset reads. */
  format: string;
  /** Names of a spot's axes: `['col', 'row']` or `['x', 'y']`. */
  axes: readonly [string, string];
  /** Replay a record (throws EngineError naming the place). */
  fromRecord(raw: unknown): G;
  /** A new game with these players and options. */
  create(players: string[], options: object): G;
  /** Legal spots and rotations for a tile (respecting the box). */
  legalPlacements(g: G, tile: string): (Spot & { rotation: Rotation })[];
  /** The empty squares next to the table where a tile could ever go. */
  openSpots(g: G): Spot[];
  whyNotPlace(g: G, tile: string, at: Spot, rotation: Rotation): string | null;
  place(g: G, tile: string, at: Spot, rotation: Rotation, path: string): void;
  deployOptions(g: G): { role: string; at: string }[];
  deploy(g: G, figure: { at: string; role?: string }, path: string): void;
  /** The Discovery only: own figures that may be withdrawn, with what they would score. */
  withdrawOptions(g: G): { x: number; y: number; role: string; points: number }[];
  withdraw(g: G, at: Spot, path: string): void;
  /** New World only: features the tile completed, each with a location that names it. */
  completed(g: G): { type: string; ref: { col: number; row: number; at: string }; settlers: Record<string, number> }[];
  /** End the turn (New World: score in this order). */
  confirm(g: G, order: { col: number; row: number; at: string }[], path: string): void;
  /** The steps a player took for a recorded turn. */
  stepsOf(turn: Record<string, unknown>): Step[];
  /** The tile placed this turn, if any. */
  placedThisTurn(g: G): Placed | null;
}
