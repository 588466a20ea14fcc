/**
 * Small records of The Discovery for the tests, written as the worked examples are
 * (content/examples/discovery/*.json): a record's own `tiles`, a `setup` position with figures
 * already standing, and the turns to play. Tiles are written compactly, as in tiles.ts:
 * regions `kind:edges` separated by spaces (P plains, M mountains, S sea), cities `kind index>sea`
 * (`P0>0`: a city in plains 0 on the shore of sea 0).
 */
import { expect } from 'vitest';
import {
  DiscoveryGame,
  EngineError,
  type DiscoveryOptions,
  type DiscoveryRecord,
  type DiscoverySetupTile,
  type DiscoveryTileDef,
  type DiscoveryTurn,
} from '@engine/index';
import type { Edge } from '@engine/core/geometry';

const LETTER = { P: 'plains', M: 'mountains', S: 'seas' } as const;

/** A tile type from the compact notation. */
export function tile(id: string, regions: string, cities = ''): DiscoveryTileDef {
  const def: DiscoveryTileDef = { id };
  for (const r of regions.split(' ')) {
    const [k, edges] = r.split(':');
    (def[LETTER[k as keyof typeof LETTER]] ??= []).push({ edges: edges.split('') as Edge[] });
  }
  if (cities)
    def.cities = cities.split(' ').map((c) => ({
      in: LETTER[c[0] as 'P' | 'M'],
      index: Number(c[1]),
      sea: Number(c[3]),
    }));
  return def;
}

/**
 * The tiles of the scenarios. Each row says where its regions are in the tile's own
 * orientation; a rotation of 180 turns an east end into a west end.
 */
export const TILES: DiscoveryTileDef[] = [
  tile('plains', 'P:NESW'),
  tile('sea', 'S:NESW'),
  tile('mountain', 'M:NESW'),
  // Plains: an end (plains on E only) and a band (plains from W to E).
  tile('plains-end', 'P:E S:NSW'),
  tile('plains-band', 'P:EW S:N S:S'),
  // Mountains: an end with a city in the mountain and one in the plains beside it, a band with
  // plains to the north, an end with no city, and a mountain end that is cut off from its plains by the sea.
  tile('mountain-2-cities', 'P:NW M:E S:S', 'M0>0 P0>0'),
  tile('mountain-band', 'P:N M:EW S:S'),
  tile('mountain-end', 'P:NES M:W'),
  tile('plains-2-cities', 'P:SW S:NE', 'P0>0 P0>0'),
  tile('mountain-sea-plains', 'S:NS P:E M:W', 'M0>0 P0>0'),
  // Seas: an end with a city, an end without, a band with a city and one with a city on each side.
  tile('sea-end-city', 'P:NSW S:E', 'P0>0'),
  tile('sea-end', 'P:NSW S:E'),
  tile('sea-band', 'P:N P:S S:EW'),
  tile('sea-band-city', 'P:N P:S S:EW', 'P0>0'),
  tile('sea-band-2-cities', 'P:N P:S S:EW', 'P0>0 P1>0'),
  // Two seas on one tile, the city between them faces the east one.
  tile('two-seas-city', 'P:NS S:E S:W', 'P0>0'),
  // A mountain on E with the sea all round it, and plains that reach a corner of it from another tile.
  tile('mountain-in-sea', 'M:E S:NSW', 'M0>0'),
  tile('plains-corner-city', 'P:NE S:SW', 'P0>0'),
];

export const PLAYERS = ['Red', 'Yellow'];

export interface Scenario {
  placed?: DiscoverySetupTile[];
  turns?: DiscoveryTurn[];
  options?: Partial<DiscoveryOptions>;
  finish?: boolean;
  players?: string[];
}

export function record(s: Scenario): DiscoveryRecord {
  const r: DiscoveryRecord = {
    format: 'discovery-record',
    version: 1,
    ruleset: 'discovery',
    players: s.players ?? PLAYERS,
    tiles: TILES,
    setup: { placed: s.placed ?? [] },
    turns: s.turns ?? [],
  };
  if (s.options) r.options = s.options;
  if (s.finish) r.finish = true;
  return JSON.parse(JSON.stringify(r));
}

export const play = (s: Scenario) => DiscoveryGame.fromRecord(record(s));

/** The message of the EngineError a refused record throws. */
export function refused(s: Scenario): string {
  try {
    play(s);
  } catch (e) {
    expect(e).toBeInstanceOf(EngineError);
    return (e as Error).message;
  }
  throw new Error('the record was accepted');
}

/** Everything a player could see of a game, as JSON: for "nothing changed" checks. */
export function snapshot(g: DiscoveryGame): string {
  return JSON.stringify({
    record: g.toRecord(),
    placed: g.placedThisTurn,
    tiles: g.tiles,
    figures: g.figures,
    supply: g.figuresInSupply,
    box: g.supplyLeft(),
    scores: g.scores,
    events: g.events,
    player: g.currentPlayer,
    deploy: g.deployOptions(),
    withdraw: g.withdrawOptions(),
  });
}
