/**
 * What the UI needs to know of a ruleset it plays (the sandbox, the boards, the replays, the
 * refusals in words), in one descriptor per ruleset (new-world.ts, discovery.ts), looked up by
 * name in index.ts: the rest of the UI asks the descriptor instead of branching on the name.
 * Words and small drawing helpers only: the rules stay in the engine, and The Discovery's rules
 * still load on demand (nothing here imports a ruleset's game code).
 */
import type { DiscoveryTileDef, Rotation, Session, TileType } from '@engine/index';
import type { BotName } from '@engine/bots/names';
import type { ExpertMove, ThinkAsk } from '@lib/expert/expert-think';
import type { BotReason } from '@engine/bots/reasons';
import type { RulesetId, Spot } from '@engine/session';
import type { BoardModel, BoardTarget, PlayerLook } from '@lib/board/board-types';
import type { BoardWords } from '@lib/i18n/ui/board.en';
import type { RulesetText } from '@lib/i18n/ui/rulesets.en';

export type { BotName, RulesetId, Spot };

/** A square of the screen grid (`gx` to the right, `gy` downwards). */
export interface Grid {
  gx: number;
  gy: number;
}

/** A tile of a set-up position (formats §3 and §8 `setup.placed`), on the screen grid. */
export interface SetupTile extends Grid {
  tile: string;
  rotation: Rotation;
}

/** A place a piece can stand on a tile: its role there and its spot (`{ role: 'trapper', at: 'N' }`). */
export interface PieceSpot {
  role: string;
  at: string;
}

/** How a tile type is drawn: New World's tile or The Discovery's. */
export interface TileLook {
  nw?: TileType;
  disc?: DiscoveryTileDef;
}

export interface RulesetUi {
  id: RulesetId;
  /** The record format (formats §3, §8). */
  recordFormat: 'new-world-record' | 'discovery-record';
  /** The game's name: "Carcassonne: New World". */
  game: string;
  /** The table starts from a printed start board (New World: start spaces, surveyors), not a start tile. */
  startBoard: boolean;
  /** The interactive board's label. */
  boardLabel: string;
  /** What a player puts down: "settler" or "figure"; also its field on a tile of a record's `setup.placed`. */
  piece: 'settler' | 'figure';
  /** What the letters in the board's circles mean (the places a piece may go). */
  circleKey: string;
  /** The scores table's head for the pieces in supply. */
  piecesLeft: string;
  /** An exported game's file name. */
  exportName: string;
  /** The turn ends with a button of its own (New World: the features' scoring order may wait). */
  endTurnLabel(completed: number): string;
  /** The act phase's last words: ", then end the turn" or nothing. */
  actTail: string;
  /**
   * A square of the screen grid in words: "column 3, row 2" or "x 1, y 0" (`w`: the ruleset's words in the
   * page's language; English by default).
   */
  gridWords(gx: number, gy: number, w?: RulesetText): string;
  toGrid(spot: Spot): Grid;
  fromGrid(gx: number, gy: number): Spot;
  /** The tile type `id` of the session's game, as the tile drawings take it. */
  tileLook(s: Session, id: string): TileLook;
  /** Where a piece on spot `at` stands on its tile, in tile units. */
  pieceSpot(at: string): [number, number];
  /** The board's model of a session, its labels in words `w`. */
  model(
    s: Session,
    looks: Record<string, PlayerLook>,
    lastPlaced: Grid | undefined,
    highlight: Grid[],
    w: BoardWords,
  ): BoardModel;
  /** Figures that may be taken back this turn (The Discovery), as board targets labelled in words `w`. */
  withdrawTargets(s: Session, model: BoardModel, w: BoardWords): BoardTarget[];
  /**
   * The tiles every set-up position holds from the start, first in `setup.placed`; the set-up
   * editor puts them down and offers no removing them. New World `[]` (its start spaces are
   * printed on the board); The Discovery `[{ tile: 'start', gx: 0, gy: 0, rotation: 0 }]`.
   */
  setupStart: readonly SetupTile[];
  /** A set-up position places the surveyors too (formats §3 `setup.surveyors`): New World `true`. */
  setupSurveyors: boolean;
  /**
   * Every place a piece can stand on tile type `id` turned `rotation`, taken or not (the set-up
   * editor's choices): New World's settler spots, The Discovery's figure spots, e.g. for New
   * World's tile A `[{ role: 'robber', at: 'S' }, { role: 'trapper', at: 'N' }, { role: 'farmer', at: 'C' }]`.
   */
  pieceSpots(s: Session, id: string, rotation: Rotation): PieceSpot[];
  /** The pieces each player has left in supply. */
  supply(s: Session): Record<string, number>;
  /** Loads the ruleset's computer players (src/engine/bots), once; `playBot` needs them. */
  loadBots(): Promise<void>;
  /**
   * A computer player's turn, the tile drawn and in hand: it places it (or sends it back when it
   * fits nowhere), puts a piece down or takes one back, and ends the turn. Returns its reason as
   * data, for the page to word in its language (src/lib/i18n/ui/bot-reasons.*.ts).
   */
  playBot(s: Session, bot: BotName, rand: () => number, move?: ExpertMove): BotReason;
  /**
   * What the expert is asked (src/lib/expert/expert-think.ts) about the tile in hand: the position
   * before it is placed, and with `own`, the person's own placement this turn to compare (null: no
   * tile in hand). `move` given to `playBot` plays the expert's answer instead of thinking again.
   */
  expertAsk(s: Session, seed: number, own: boolean): ThinkAsk | null;
}

/**
 * How a record of the ruleset is told in a player's words (the refusals, the example pages):
 * its fields, what may touch, its own placement rule. Apart from RulesetUi, so that the sandbox's
 * first load does not carry them.
 */
export interface RecordWords {
  id: RulesetId;
  recordFormat: RulesetUi['recordFormat'];
  piece: RulesetUi['piece'];
  /** A turn's fields in the record: where the tile goes and the piece put down. */
  fields: { x: 'col' | 'x'; y: 'row' | 'y'; piece: 'settler' | 'figure' };
  /** Which sides may touch, in words. */
  sidesMatch: string;
  /** Start tiles are spaces printed on the board (named by row), not tiles at a square. */
  startSpaces: boolean;
  /** A drawn tile that fits nowhere: what happens to it. */
  discardWords(who: string, tile: string): string;
  /** A square of the table in words: "column 3, row 2" or "x 1, y 0". */
  squareWords(x: unknown, y: unknown): string;
  /**
   * The placement rule the table cannot explain by its sides (New World's column rule, the board's reason
   * `west-of-start-board`) for square (x, y), in words; else null.
   */
  placementRule(x: number, y: number): string | null;
}
