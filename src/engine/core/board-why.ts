/**
 * Why the board refuses a tile on a square, as data (small objects, made only when a placement is
 * refused): the square already taken, a side that would meet a different kind of side, or no side
 * touching a tile. `boardWhyEnglish` says it as the command line prints it, after
 * "tile X cannot go at (x, y) turned r°: "; the site's catalogs say it to players.
 */
import { EDGES, opposite, type Edge } from './geometry';

export type BoardWhy =
  /** The square (x, y) already holds `tile`. */
  | { readonly code: 'taken'; readonly x: number; readonly y: number; readonly tile: string }
  /**
   * The tile's `edge` side shows `kind`; the neighbour across it, `tile` at (x, y), shows `theirs` on the
   * side they would share.
   */
  | {
      readonly code: 'edges-differ';
      readonly edge: Edge;
      readonly kind: string;
      readonly tile: string;
      readonly x: number;
      readonly y: number;
      readonly theirs: string;
    }
  /** The square (x, y) touches no placed tile on a side. */
  | { readonly code: 'touches-nothing'; readonly x: number; readonly y: number };

/** The board's reason as the command line says it (for tool builders). */
export function boardWhyEnglish(w: BoardWhy): string {
  switch (w.code) {
    case 'taken':
      return `(${w.x}, ${w.y}) is already taken by tile ${w.tile}`;
    case 'edges-differ':
      return (
        `its ${w.edge} edge (${w.kind}) meets the ${EDGES[opposite(EDGES.indexOf(w.edge))]} edge of ` +
        `tile ${w.tile} at (${w.x}, ${w.y}), which is ${w.theirs}`
      );
    case 'touches-nothing':
      return `(${w.x}, ${w.y}) touches no placed tile on an edge`;
  }
}
