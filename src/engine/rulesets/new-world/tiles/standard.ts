/**
 * The standard tile set of Carcassonne: New World: 50 types, letters A–AX (wiki numbers 1–50),
 * 95 tiles. Letters and counts are the rulebook's tile list (001, last page; the wiki page 000
 * has the same counts by number). The layouts are SCHEMATIC: we have no pictures of the printed
 * tiles, so each layout is our own design, chosen so that the set holds every feature the rules
 * talk about. Never present a layout here as the printed tile.
 */
import { isEdge, isHalf } from '../../../core/geometry';
import type { PlainsSegment, TileType, TownSegment, TrailSegment } from '../types';

/** Plains segment from a space-separated list of halves. */
function p(halves: string, animals = 0): PlainsSegment {
  const seg: PlainsSegment = { halves: halves.split(' ').filter(isHalf) };
  if (animals) seg.animals = animals;
  return seg;
}
/** Town segment from a space-separated list of edges. */
function town(edges: string, flags = 0): TownSegment {
  const seg: TownSegment = { edges: edges.split(' ').filter(isEdge) };
  if (flags) seg.flags = flags;
  return seg;
}
/** Trail segment from a space-separated list of edges. */
function trail(edges: string, tradingPosts = 0): TrailSegment {
  const seg: TrailSegment = { edges: edges.split(' ').filter(isEdge) };
  if (tradingPosts) seg.tradingPosts = tradingPosts;
  return seg;
}

const ALL = 'Nw Ne En Es Se Sw Ws Wn';
/** The three trails of a crossing that meets E, S and W (each ends at the crossing). */
const tee = (post = 0) => [trail('E'), trail('S', post), trail('W')];
const cross = (post = 0) => [trail('N'), trail('E'), trail('S', post), trail('W')];

type Spec = Omit<TileType, 'id' | 'number' | 'count' | 'schematic'>;
const SPECS: [string, number, Spec][] = [
  // Farms (trail ending at the farm, or none)
  ['A', 2, { farm: true, trails: [trail('S')], plains: [p(ALL)] }],
  ['B', 3, { farm: true, plains: [p(ALL, 2)] }],
  ['C', 3, { farm: true, plains: [p(ALL)] }],
  // Towns of three and four edges
  ['D', 2, { towns: [town('N E W', 1)], plains: [p('Se Sw')] }],
  ['E', 1, { towns: [town('N E S W', 1)] }],
  ['F', 1, { towns: [town('N E W', 1)], trails: [trail('S')], plains: [p('Sw'), p('Se')] }],
  ['G', 1, { towns: [town('N E W')], trails: [trail('S')], plains: [p('Sw'), p('Se')] }],
  ['H', 3, { towns: [town('N E W')], plains: [p('Se Sw', 1)] }],
  ['I', 2, { towns: [town('N E W')], trails: [trail('S', 1)], plains: [p('Sw'), p('Se')] }],
  // Corner towns, caps and crossings
  ['J', 1, { towns: [town('N W', 1)], plains: [p('En Es Se Sw')] }],
  ['K', 4, { towns: [town('N', 1)], trails: [trail('E W')], plains: [p('En Wn'), p('Es Se Sw Ws', 2)] }],
  ['L', 3, { towns: [town('N W')], plains: [p('En Es Se Sw', 1)] }],
  ['M', 1, { towns: [town('N W', 1)], trails: [trail('E S')], plains: [p('Es Se'), p('En Sw')] }],
  ['N', 3, { towns: [town('N W')], trails: [trail('E S')], plains: [p('Es Se'), p('En Sw')] }],
  ['O', 2, { towns: [town('N W', 1)], trails: [trail('E S', 1)], plains: [p('Es Se'), p('En Sw')] }],
  ['P', 3, { towns: [town('N W')], plains: [p('En Es Se Sw')] }],
  ['Q', 4, { trails: [trail('N S')], plains: [p('Nw Sw Ws Wn'), p('Ne En Es Se')] }],
  ['R', 4, { trails: [trail('S W')], plains: [p('Sw Ws'), p('Se Es En Ne Nw Wn')] }],
  // Towns across the tile
  ['S', 1, { towns: [town('W E', 1)], plains: [p('Nw Ne'), p('Se Sw')] }],
  ['T', 1, { towns: [town('W E', 1)], plains: [p('Nw Ne', 1), p('Se Sw')] }],
  ['U', 3, { towns: [town('W E')], plains: [p('Nw Ne'), p('Se Sw')] }],
  // Crossings
  ['V', 1, { trails: cross(1), plains: [p('Ne En'), p('Es Se'), p('Sw Ws'), p('Wn Nw')] }],
  ['W', 1, { trails: cross(), plains: [p('Ne En'), p('Es Se'), p('Sw Ws'), p('Wn Nw')] }],
  ['X', 1, { trails: tee(1), plains: [p('Wn Nw Ne En'), p('Es Se'), p('Sw Ws')] }],
  // Two separate town segments on one tile
  ['Y', 1, { towns: [town('N'), town('S')], plains: [p('En Es Ws Wn', 1)] }],
  ['Z', 3, { towns: [town('N'), town('S')], plains: [p('En Es Ws Wn')] }],
  ['AA', 2, { towns: [town('N'), town('W')], plains: [p('En Es Se Sw')] }],
  ['AB', 1, { towns: [town('N'), town('W')], plains: [p('En Es Se Sw', 1)] }],
  // Town caps with trails
  ['AC', 2, { towns: [town('N')], trails: [trail('S W')], plains: [p('Sw Ws'), p('Wn En Es Se')] }],
  ['AD', 2, { towns: [town('N')], trails: [trail('E S')], plains: [p('Es Se'), p('Sw Ws Wn En')] }],
  ['AE', 1, { towns: [town('N')], trails: tee(), plains: [p('Wn En'), p('Es Se'), p('Sw Ws')] }],
  ['AF', 1, { towns: [town('N')], trails: [trail('S W', 1)], plains: [p('Sw Ws'), p('Wn En Es Se')] }],
  ['AG', 2, { towns: [town('N')], trails: [trail('E W')], plains: [p('En Wn'), p('Es Se Sw Ws')] }],
  ['AH', 3, { towns: [town('N')], plains: [p('En Es Se Sw Ws Wn', 2)] }],
  ['AI', 1, { towns: [town('N')], trails: tee(1), plains: [p('Wn En'), p('Es Se'), p('Sw Ws')] }],
  ['AJ', 3, { towns: [town('N')], plains: [p('En Es Se Sw Ws Wn')] }],
  // Trails
  ['AK', 3, { trails: [trail('N S')], plains: [p('Nw Sw Ws Wn', 1), p('Ne En Es Se', 1)] }],
  ['AL', 1, { trails: [trail('S W', 1)], plains: [p('Sw Ws'), p('Se Es En Ne Nw Wn')] }],
  ['AM', 3, { trails: [trail('S W')], plains: [p('Sw Ws'), p('Se Es En Ne Nw Wn', 1)] }],
  ['AN', 2, { trails: tee(), plains: [p('Wn Nw Ne En'), p('Es Se'), p('Sw Ws')] }],
  ['AO', 1, { trails: tee(), plains: [p('Wn Nw Ne En', 2), p('Es Se'), p('Sw Ws')] }],
  // A trail that ends at a town
  ['AP', 1, { towns: [town('N')], trails: [trail('S', 1)], plains: [p('Sw Ws Wn'), p('Se Es En')] }],
  ['AQ', 1, { trails: [trail('N S', 1)], plains: [p('Nw Sw Ws Wn', 1), p('Ne En Es Se')] }],
  ['AR', 1, { towns: [town('N W', 1)], trails: [trail('S')], plains: [p('Sw'), p('Se Es En')] }],
  // A farm that two trails run into
  [
    'AS',
    1,
    { farm: true, trails: [trail('E'), trail('W')], plains: [p('Nw Ne En Wn'), p('Es Se Sw Ws', 1)] },
  ],
  ['AT', 3, { trails: [trail('S W')], plains: [p('Sw Ws'), p('Se Es En Ne Nw Wn')] }],
  ['AU', 1, { towns: [town('N', 1)], trails: [trail('S W')], plains: [p('Sw Ws'), p('Wn En Es Se')] }],
  ['AV', 2, { trails: [trail('N S')], plains: [p('Nw Sw Ws Wn'), p('Ne En Es Se')] }],
  ['AW', 1, { towns: [town('N'), town('S')], trails: [trail('E W')], plains: [p('Wn En'), p('Ws Es')] }],
  ['AX', 1, { trails: cross(), plains: [p('Ne En', 1), p('Es Se'), p('Sw Ws', 1), p('Wn Nw')] }],
];

/** The 50 standard land tile types, in letter order. */
export const STANDARD_TILES: readonly TileType[] = SPECS.map(([id, count, spec], i) => ({
  id,
  number: i + 1,
  count,
  schematic: true,
  ...spec,
}));

/** Total number of land tiles in the box (95). */
export const STANDARD_TILE_COUNT = STANDARD_TILES.reduce((n, t) => n + (t.count ?? 0), 0);
