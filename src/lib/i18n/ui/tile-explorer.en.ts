/**
 * The words of the tile explorer island (src/components/tiles/TileExplorer.svelte): its own
 * sentences, and the tile words (tile-words.en.ts) it names features with. French: tile-explorer.fr.ts.
 */
import type { NewWorldPlacementWhy } from '@engine/refusals';
import tiles from './tile-words.en';

const turned = (r: number) => (r ? `turned ${r}°` : 'not turned');
const squares = (n: number) => `${n} square${n === 1 ? '' : 's'}`;

const words = {
  tiles,
  region: 'Tile explorer',
  note: "The drawings are schematic: our own shapes from the engine's tile data, not the printed art.",
  legend: 'Show tile types that have (all ticked):',
  count: (types: number, all: number, n: number) =>
    `${types} of ${all} tile types match (${n} ${n === 1 ? 'tile' : 'tiles'} in the box).`,
  listLabel: 'Matching tile types',
  copies: (n: number) => `${n} ${n === 1 ? 'tile' : 'tiles'}`,
  none: 'No tile type has all of these. Untick one to see more.',
  turned,
  squares,
  chosen: (id: string, r: number) => `Tile ${id}, ${turned(r)}`,
  rotate: 'Rotate ↻',
  back: 'Back to the list',
  press: 'Press',
  pressAfter: (number: number, count: number) =>
    `to turn it a quarter clockwise. Wiki number ${number}; ${count} in the box.`,
  onTile: 'On this tile, as turned:',
  tryIt: 'Try it',
  position: (id: string) =>
    `A small position: the start board (spaces 2 to 7) with four land tiles. Squares with a dashed outline ` +
    `and a plus sign are where tile ${id} fits as turned:`,
  fitsNowhere: 'It fits nowhere here, however it is turned.',
  fitsWhen: (rs: readonly number[]) => `It fits somewhere here when ${rs.map(turned).join(' or ')}.`,
  click: 'Click a square, or focus the board and use the arrow keys and',
  /** The key's name on a keyboard, between `click` and `clickAfter`. */
  enterKey: 'Enter',
  clickAfter: ', to check it.',
  boardLabel: (id: string, r: number) => `Small position: where tile ${id} fits, ${turned(r)}`,
  empty: 'Choose a tile type above to turn it, read what it holds and try it on a small position.',
  chosenStatus: (id: string, r: number, n: number) =>
    `Tile ${id} chosen, ${turned(r)}: it fits on ${squares(n)} of the small position.`,
  turnedStatus: (id: string, r: number, n: number) =>
    `Tile ${id} ${turned(r)}: it fits on ${squares(n)} of the small position.`,
  fitsAt: (id: string, r: number, where: string) => `Tile ${id}, ${turned(r)}, fits at ${where}.`,
  notAt: (id: string, r: number, where: string, why: string | null) =>
    `Tile ${id}, ${turned(r)}, does not fit at ${where}${why ? `: ${why}` : ''}.`,
  /** A square as the board names it ("column 2, row 3"). */
  where: (name: string) => name,
  /**
   * The engine's reason a tile does not fit there: its words for tool builders, and the board's reason as
   * data (null: not the board's).
   */
  why: (reason: string, _board: NewWorldPlacementWhy | null) => reason,
};

export type TileExplorerWords = typeof words;
export default words;
