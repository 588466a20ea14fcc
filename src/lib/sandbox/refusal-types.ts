/**
 * The words a refusal is told in, as one object per language (refusals.ts builds the sentences
 * with them): English in refusal-english.ts, French in refusal-french.ts (loaded only by French
 * pages). The engine's messages stay English; these turn them into a player's sentences.
 */
import type { Refusal } from '@engine/refusals';
import type { RecordWords } from '@lib/rulesets/words';

/** What a reason's sentence may need: the ruleset's words and the piece the turn tried to put down. */
export interface Context {
  ruleset: RecordWords;
  /** The settler or figure the turn tried to put down: "shopkeeper", or "settler" when the turn names no role. */
  piece: string;
}

export interface RefusalWords {
  /**
   * A refusal the engine gives as data (src/engine/refusals.ts), in this language's catalog
   * (src/lib/i18n/ui/refusals/); null: no sentence of its own.
   */
  refusal(r: Refusal, ctx: Context): string | null;
  /** A side of a tile, 0 north to 3 west: "north". */
  direction(d: number): string;
  /** A tile as players name it: "tile K", "the start space in row 3 (Jamestown)". */
  tile(id: string, name?: string): string;
  /** Where on a tile a piece stands: "its north side". */
  spot(at: string): string;
  /** A square of the table in the ruleset's axes: "column 3, row 2". */
  square(ruleset: RecordWords, x: unknown, y: unknown): string;
  /** A player's name as shown (a colour's name in the page's language). */
  player(name: string): string;
  /** What an edge shows: "plains", "a town", "the sea". */
  edge(kind: string): string;
  /** "a tile", when a turn names none. */
  aTile: string;
  /** "The player", when the position before the turn cannot be read. */
  somePlayer: string;
  /** A placed tile named with its square. */
  placed(tile: string, square: string): string;
  /** The neighbour across a side: a start space (New World) or a placed tile. */
  startNeighbour(direction: string, row: number, name?: string): string;
  tileNeighbour(direction: string, placed: string): string;
  /** The square already holds a tile. */
  taken(tile: string): string;
  /** One side that would meet a different kind of side. */
  clash(direction: string, mine: string, neighbour: string, theirs: string): string;
  /** All the clashes, and the rule. */
  clashes(list: string[], ruleset: RecordWords): string;
  /** The tile would meet these tiles only at a corner. */
  corner(placed: string[]): string;
  /** The tile would touch no tile at all. */
  alone: string;
  /** "It cannot go there: …" with the engine's own reason. */
  cannotGo(reason: string): string;
  /** A reason no pattern knows: the engine's words as a sentence, its compass letters spelled out. */
  plain(reason: string): string;
  /**
   * A placement rule of the ruleset that the sides do not explain (New World's columns: the board's reason
   * `west-of-start-board`), or null.
   */
  placementRule(ruleset: RecordWords, x: number, y: number): string | null;
  /** A turn the rules cannot read. */
  unreadable(field: string | undefined, reason: string): string;
  /** A refusal that names no turn. */
  notSetUp: string;
  /** "Turn 3: …". */
  turn(n: number, tried: string): string;
  /** What a turn tried. */
  tried: {
    discard(player: string, tile: string): string;
    turned(rotation: number): string;
    lay(tile: string, square: string, turned: string): string;
    /** Putting a piece down: "put a shopkeeper on its north side" (`puts`: "puts …"). */
    put(role: string, at: string | null, puts: boolean): string;
    back(square: string): string;
    triesToLay(player: string, lay: string): string;
    laysPutsAndWithdraws(player: string, lay: string, puts: string, back: string): string;
    laysAndWithdraws(player: string, lay: string, back: string): string;
    laysAndPuts(player: string, lay: string, put: string): string;
    laysAndOrders(player: string, lay: string, puts: string): string;
  };
}

/** The words of what a turn tried (refusal-tried.ts): a part of RefusalWords, so that a page may load them alone. */
export type TriedWords = Pick<
  RefusalWords,
  'tile' | 'square' | 'player' | 'aTile' | 'somePlayer' | 'notSetUp' | 'turn' | 'tried'
>;
