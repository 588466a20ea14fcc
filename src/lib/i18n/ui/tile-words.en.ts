/**
 * What is on a tile, in words: the sentences of src/lib/tiles/ (describeTile, featureNames, the
 * explorer's filters, the totals by feature). The helpers hand these functions the edges as the
 * tile lies on the table; the words put them in a sentence. French: tile-words.fr.ts.
 */
import type { Edge } from '@engine/index';

/** Where a trail with one end on the tile stops. */
export type TrailEnd = 'sea' | 'crossing' | 'farm' | 'town' | 'middle';

const EDGE: Record<Edge, string> = { N: 'north', E: 'east', S: 'south', W: 'west' };
function list(xs: readonly string[]): string {
  return xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`;
}
const named = (edges: readonly Edge[]) => list(edges.map((e) => EDGE[e]));
const s = (n: number) => (n > 1 ? 's' : '');
const some = (n: number, one: string, many: string) => (n === 1 ? one : `${n} ${many}`);
/** describeTile says "ending at a crossing"; the explorer says "to the crossing". */
const ENDING_AT: Record<TrailEnd, string> = {
  sea: 'the sea',
  crossing: 'a crossing',
  farm: 'the farm',
  town: 'the town',
  middle: 'a crossing',
};
const TO: Record<TrailEnd, string> = {
  sea: 'the sea',
  crossing: 'the crossing',
  farm: 'the farm',
  town: 'the town',
  middle: 'the middle',
};

const words = {
  list,
  /** describeTile: the text alternative of a drawn tile. */
  tile: {
    town: (edges: readonly Edge[], flags: number) => {
      const f = flags ? ` with ${flags} flag${s(flags)}` : '';
      return edges.length === 1
        ? `a town on the ${named(edges)} edge${f}`
        : `one town across the ${named(edges)} edges${f}`;
    },
    trailThrough: (from: Edge, to: Edge, posts: number) =>
      `a trail from the ${EDGE[from]} edge to the ${EDGE[to]} ` +
      `edge${posts ? ` with ${posts} trading post${s(posts)}` : ''}`,
    trailEnd: (from: readonly Edge[], end: TrailEnd, posts: number) =>
      `a trail from the ${named(from)} edge ending ` +
      `at ${ENDING_AT[end]}${posts ? ` with ${posts} trading post${s(posts)}` : ''}`,
    farm: 'a farm in the middle',
    plains: (edges: readonly Edge[]) => `plains on the ${named(edges)} edge${s(edges.length)}`,
    animals: (n: number) => `${n} animal${s(n)} on its plains`,
    sea: (edges: readonly Edge[]) => `the sea to the ${named(edges)}`,
    plainsOnly: 'plains only',
    tileName: (id: string) => `Tile ${id}`,
    startName: (n: string, name?: string) => `Start space ${n}${name ? ` (${name})` : ''}`,
    turned: (r: number) => (r ? `, turned ${r}°` : ''),
    sentence: (name: string, contents: string) => `${name}: ${contents}. Schematic drawing.`,
  },
  /** featureNames: the tile explorer's list of what a tile holds. */
  features: {
    town: (edges: readonly Edge[], flags: number) => {
      const f = flags ? ` with ${some(flags, 'a flag', 'flags')}` : '';
      return edges.length === 1
        ? `a town on the ${named(edges)} edge${f}`
        : `one town across the ${named(edges)} edges${f}`;
    },
    crossing: (ends: number) => `a crossing where ${ends} trails end`,
    trailThrough: (from: Edge, to: Edge, posts: number) =>
      `a trail from ${EDGE[from]} ` +
      `to ${EDGE[to]}${posts ? ` with ${some(posts, 'a trading post', 'trading posts')}` : ''}`,
    trailEnd: (from: readonly Edge[], end: TrailEnd, posts: number) =>
      `a trail from the ${named(from)} edge ` +
      `to ${TO[end]}${posts ? ` with ${some(posts, 'a trading post', 'trading posts')}` : ''}`,
    farm: 'a farm in the middle',
    animals: (n: number, edges: readonly Edge[]) =>
      `${some(n, 'an animal', 'animals')} on the plains by the ${named(edges)} edge${s(edges.length)}`,
    plains: (edges: readonly Edge[]) => `plains on the ${named(edges)} edge${s(edges.length)}`,
  },
  /** The explorer's filters (src/lib/tiles/tile-explorer.ts FACTS). */
  facts: {
    flag: 'Town with a flag',
    twoTowns: 'Two town segments',
    tradingPost: 'Trading post',
    animals: 'Animals',
    farm: 'Farm',
    crossing: 'Crossing',
  },
  /** The totals by feature under the tile table (src/lib/tiles/tile-totals.ts). */
  totals: {
    town: 'with a town',
    flag: 'with a flag',
    twoTowns: 'with two separate town segments',
    trail: 'with a trail',
    tradingPost: 'with a trading post',
    crossing: 'with a crossing (three or four trails end there)',
    farm: 'with a farm',
    animals: 'with animals on the plains',
  },
};

export type TileWords = typeof words;
export default words;
