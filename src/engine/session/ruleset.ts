/**
 * The ruleset seam as the session controller sees it: one small adapter per ruleset that maps
 * the session's steps onto that ruleset's verbs and record turns, typed by the ruleset's bundle.
 * The rules themselves stay in src/engine/rulesets/.
 */
import type { Rotation } from '../core/geometry';
import type { PlaceRefusal } from '../core/refusals';
import type { OrderRef, RulesetTypes, Step, XY } from './types';

/** A tile on the table: its type, spot and rotation. */
export interface Placed<R extends RulesetTypes> {
  tile: string;
  at: R['spot'];
  rotation: Rotation;
}

export interface Adapter<R extends RulesetTypes> {
  readonly id: R['id'];
  /** The record `format` this ruleset reads. */
  readonly format: string;
  /** Replay a record (throws EngineError naming the place). */
  fromRecord(raw: unknown): R['game'];
  /** The turns of a record, checked (throws EngineError naming the place). */
  turnsOf(raw: unknown): R['turn'][];
  /** A new game with these players and options. */
  create(players: string[], options: R['options'] | undefined): R['game'];
  clone(g: R['game']): R['game'];
  events(g: R['game']): readonly R['event'][];
  /** A spot with only the ruleset's two axes. */
  spot(at: R['spot']): R['spot'];
  /** Check a saved step's spot and figure (throws EngineError naming the place). */
  readSpot(raw: unknown, path: string): R['spot'];
  readFigure(raw: unknown, path: string): R['figure'];
  /** Legal spots and rotations for a tile (respecting the box). */
  legalPlacements(g: R['game'], tile: string): (R['spot'] & { rotation: Rotation })[];
  /** The empty squares next to the table where a tile could ever go. */
  openSpots(g: R['game']): R['spot'][];
  /** Why a tile cannot go at a spot (its English and the same as data), or null. */
  placeRefusal(g: R['game'], tile: string, at: R['spot'], rotation: Rotation): PlaceRefusal | null;
  place(g: R['game'], tile: string, at: R['spot'], rotation: Rotation, path: string): void;
  deployOptions(g: R['game']): R['deployOption'][];
  deploy(g: R['game'], figure: R['figure'], path: string): void;
  /** The Discovery only: own figures that may be withdrawn, with what they would score. */
  withdrawOptions(g: R['game']): R['withdrawOption'][];
  withdraw(g: R['game'], at: XY, path: string): void;
  /** New World only: features the tile completed, each with a location that names it. */
  /**
   * Expert hands (The Discovery's `hand: 2`): the tiles the player to move may choose from; absent or empty
   * when tiles are drawn one at a time.
   */
  faceUp?(g: R['game'], seed: number): string[];
  completed(g: R['game']): R['completed'][];
  /** End the turn (New World: score in this order). */
  confirm(g: R['game'], order: readonly OrderRef[], path: string): void;
  /** The steps a player took for a recorded turn. */
  stepsOf(turn: R['turn']): Step<R>[];
  /** The tile placed this turn, if any. */
  placedThisTurn(g: R['game']): Placed<R> | null;
}
