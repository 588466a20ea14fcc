/**
 * The ten start spaces printed on the game board, `start-0` (north, Plymouth) to `start-9`
 * (south, Jamestown), column 0, sea to the east. SCHEMATIC: the rulebook names the coastal
 * towns but we have no picture of the board, so the layout is ours: Plymouth (row 0),
 * New York (rows 4–5, one town over two spaces) and Jamestown (row 9) open to the west, and
 * two trails (rows 2 and 7) that end at the sea.
 */
import type { TileType } from '../types';

const plainsOnly = (animals = 0): Partial<TileType> => ({
  plains: [{ halves: ['Nw', 'Ne', 'Se', 'Sw', 'Ws', 'Wn'], ...(animals ? { animals } : {}) }],
});
const trailToSea: Partial<TileType> = {
  trails: [{ edges: ['W'] }],
  plains: [{ halves: ['Nw', 'Ne', 'Wn'] }, { halves: ['Ws', 'Sw', 'Se'] }],
};
const coastalTown = (name: string): Partial<TileType> => ({
  name,
  towns: [{ edges: ['W'] }],
  plains: [{ halves: ['Nw', 'Ne', 'Se', 'Sw'] }],
});

const LAYOUT: Partial<TileType>[] = [
  coastalTown('Plymouth'),
  plainsOnly(1),
  trailToSea,
  plainsOnly(),
  { name: 'New York', towns: [{ edges: ['W', 'S'] }], plains: [{ halves: ['Nw', 'Ne'] }] },
  { name: 'New York', towns: [{ edges: ['N', 'W'] }], plains: [{ halves: ['Se', 'Sw'] }] },
  plainsOnly(),
  trailToSea,
  plainsOnly(1),
  coastalTown('Jamestown'),
];

export const START_SPACES: readonly TileType[] = LAYOUT.map((layout, row) => ({
  id: `start-${row}`,
  sea: ['E'],
  schematic: true,
  ...layout,
}));

export const START_ROWS = START_SPACES.length;
