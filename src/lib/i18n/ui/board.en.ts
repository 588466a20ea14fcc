/**
 * The board's words: its buttons and keyboard help (src/components/board/Board.svelte), the
 * pieces, squares, surveyors and coast as the board's model names them (src/lib/board/board-model.ts
 * and the per-ruleset modules), the places a piece may go, the tiles' text alternatives
 * (TileSvg.svelte, DiscoveryTileSvg.svelte) and the static drawing's tiles (BoardView.svelte, whose own
 * words are board-drawing.en.ts: drawn at build time only, never loaded by an island). Each
 * ruleset's own words ride along (`rulesets`). English is every board function's default.
 */
import type { Edge, TileType } from '@engine/index';
import { describeTile } from '@lib/tiles/tile-drawing';
import { roleInitial, withArticle } from '@lib/board/roles';
import { WHERE } from '@lib/rulesets/shared';
import rulesets from './rulesets.en';

/** A tile of The Discovery as its text alternative says it: edges in board orientation. */
export interface DiscoveryTileParts {
  id: string;
  start: boolean;
  rotation: number;
  regions: { kind: 'plains' | 'mountains' | 'seas'; edges: Edge[] }[];
  /** Each city: in plains (else a mountain), the edges of its land and of its sea (null: not found). */
  cities: { inPlains: boolean; land: Edge[] | null; sea: Edge[] | null }[];
}

/** A settler as the static drawing lists it. */
export interface DrawnSettler {
  player: string;
  role: string;
  lying: boolean;
  col: number;
  row: number;
}

const EDGE_NAMES: Record<Edge, string> = { N: 'north', E: 'east', S: 'south', W: 'west' };
const KIND: Record<DiscoveryTileParts['regions'][number]['kind'], string> = {
  plains: 'plains',
  mountains: 'mountains',
  seas: 'sea',
};

function discoveryTile(p: DiscoveryTileParts): string {
  const parts = p.regions.map((r) => {
    const on = r.edges.map((e) => EDGE_NAMES[e]);
    return `${KIND[r.kind]} on the ${on.join(' and ')} edge${on.length > 1 ? 's' : ''}`;
  });
  const where = (edges: Edge[] | null) => (edges ? edges.map((e) => EDGE_NAMES[e]).join('–') : '?');
  const cities = p.cities.map(
    (c) =>
      `a city in the ${c.inPlains ? 'plains' : 'mountain'} (${where(c.land)}) on the shore of the sea ` +
      `(${where(c.sea)})`,
  );
  // A tile's mark in the set (7, D2) is said; an example's own name for a tile (two-seas-city) is not.
  const name = p.start ? 'Start tile' : /^[A-Z]?\d{1,2}$/.test(p.id) ? `Tile ${p.id}` : 'Tile';
  return (
    `${name}${p.rotation ? `, turned ${p.rotation}°` : ''}: ${parts.join('; ')}` +
    `${cities.length ? `; ${cities.join('; ')}` : ''}.`
  );
}

const words = {
  rulesets,
  // The interactive board's own controls and help.
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  fit: 'Fit',
  help:
    'Arrow keys move over the squares where the tile fits, or over the places a figure may go; R turns ' +
    'the tile; Enter places it or chooses; N goes to the next one, Shift+N the one ' +
    'before. Plus and minus zoom, 0 fits the table, Shift with an arrow moves the ' +
    'view.',
  nothingFurther: (said: string) => `${said} (nothing further that way)`,
  /** The letter on a surveyor. */
  surveyorMark: 'S',
  /** The mark on The Discovery's start tile. */
  startMark: 'start',
  /** New World's column 0, over the start board. */
  coast: 'coast',
  /** A player's name as shown (the colours in the page's language; the records keep the English). */
  player: (name: string) => name,
  /** A role's word: "shopkeeper". */
  role: (role: string) => role,
  /** The letter of a role in the board's circles and on its pieces. */
  roleInitial,
  fitsHere: (square: string) => `${square}: the tile fits here`,
  /** A piece on the board: who, what, which square (already in words) and where on the tile. */
  figureLabel: (player: string, role: string, lying: boolean, square: string, at: string) =>
    `${player}'s ${role}${lying ? ' (lying down)' : ''} at ${square}, ${WHERE[at] ?? at}`,
  deployLabel: (role: string, at: string) =>
    `Put ${withArticle(role)} on the ${WHERE[at] ?? at} of the new tile`,
  withdrawLabel: (role: string, square: string, points: number) =>
    `Take back the ${role} at ${square} and score ${points}`,
  surveyorLabel: (n: number, col: number) => `Surveyor ${n} in column ${col}`,
  /** A New World tile's text alternative. */
  tileLabel: (t: TileType, rotation: number) => describeTile(t, rotation),
  /** A Discovery tile's text alternative. */
  discoveryTile,
};

export type BoardWords = typeof words;
export default words;
