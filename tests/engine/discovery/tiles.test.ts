/**
 * The Discovery's tile set (tiles.ts, formats §8). The rules give 84 tiles, the start tile among
 * them, but not their pictures: the set is ours (schematic), drawn so that every case the rules
 * talk about occurs. These tests hold it to that.
 */
import { describe, expect, it } from 'vitest';
import {
  DISCOVERY_KIND_NAMES,
  DISCOVERY_START_TILE,
  DISCOVERY_TILES,
  DISCOVERY_TILE_COUNT,
  DiscoveryGame,
  EngineError,
  REGION_KINDS,
  compileDiscoveryTile,
  mulberry32,
  shuffledDiscoveryBag,
  validateDiscoveryTileType,
  type DiscoveryTileDef,
  type RegionKind,
} from '@engine/index';
import type { Edge } from '@engine/core/geometry';

const EDGES: Edge[] = ['N', 'E', 'S', 'W'];
const regions = (t: DiscoveryTileDef, kind: RegionKind) => t[kind] ?? [];
const has = (pred: (t: DiscoveryTileDef) => boolean) => DISCOVERY_TILES.filter(pred).map((t) => t.id);

describe('the box', () => {
  it('holds 84 tiles, the start tile included', () => {
    expect(DISCOVERY_TILE_COUNT).toBe(84);
    expect(DISCOVERY_TILES.reduce((n, t) => n + (t.count ?? 0), 0)).toBe(84);
    expect(new Set(DISCOVERY_TILES.map((t) => t.id)).size).toBe(DISCOVERY_TILES.length);
    expect(DISCOVERY_TILES.every((t) => Number.isInteger(t.count) && t.count! >= 1)).toBe(true);
  });

  it('has one start tile, on the table from the beginning: 83 tiles to draw', () => {
    const starts = DISCOVERY_TILES.filter((t) => t.start);
    expect(starts.map((t) => [t.id, t.count])).toEqual([[DISCOVERY_START_TILE, 1]]);
    expect(shuffledDiscoveryBag(mulberry32(1)).length).toBe(83);
    expect(shuffledDiscoveryBag(mulberry32(1))).not.toContain(DISCOVERY_START_TILE);
    const g = new DiscoveryGame({ players: ['Red', 'Yellow'] });
    expect(g.tilesLeft()).toBe(83);
    expect(g.tileIds()).not.toContain(DISCOVERY_START_TILE);
  });

  it('the start tile shows plains, a mountain and a sea, with a city on the coast', () => {
    const start = DISCOVERY_TILES.find((t) => t.start)!;
    expect(REGION_KINDS.every((k) => regions(start, k).length > 0)).toBe(true);
    expect(start.cities?.length).toBeGreaterThan(0);
  });
});

describe('every tile type is valid', () => {
  it.each(DISCOVERY_TILES.map((t) => [t.id, t] as const))(
    '%s: passes the validator and compiles, every edge in exactly one region',
    (_id, t) => {
      expect(validateDiscoveryTileType(JSON.parse(JSON.stringify(t)), `tiles.${t.id}`)).toEqual(t);
      const claimed = REGION_KINDS.flatMap((k) => regions(t, k).flatMap((r) => r.edges));
      expect([...claimed].sort()).toEqual([...EDGES].sort());
      const c = compileDiscoveryTile(t);
      expect(c.segTypes.length).toBe(REGION_KINDS.reduce((n, k) => n + regions(t, k).length, 0));
      for (let q = 0; q < 4; q++)
        for (let d = 0; d < 4; d++) expect(c.edgeSeg[q][d]).toBeGreaterThanOrEqual(0);
      // Every city stands in a land region on the shore of a sea of its own tile.
      for (const city of t.cities ?? []) {
        const land = regions(t, city.in)[city.index];
        const sea = regions(t, 'seas')[city.sea];
        expect(land && sea).toBeTruthy();
        const touching = land.edges.some((a) =>
          sea.edges.some((b) => (EDGES.indexOf(a) - EDGES.indexOf(b) + 4) % 2 === 1),
        );
        expect(touching).toBe(true);
      }
    },
  );

  it('turning a tile a quarter clockwise shows its N edge on the east', () => {
    const start = compileDiscoveryTile(DISCOVERY_TILES.find((t) => t.start)!); // plains W and N, sea E, mountain S
    const names = (q: number) => [0, 1, 2, 3].map((d) => DISCOVERY_KIND_NAMES[start.edgeKind[q][d]]);
    expect(names(0)).toEqual(['plains', 'sea', 'mountains', 'plains']);
    expect(names(1)).toEqual(['plains', 'plains', 'sea', 'mountains']);
    expect(names(2)).toEqual(['mountains', 'plains', 'plains', 'sea']);
  });
});

describe('every case of the rules is in the set', () => {
  it('every kind of region on 1, 2, 3 and 4 edges of a tile', () => {
    for (const kind of REGION_KINDS)
      for (const n of [1, 2, 3, 4])
        expect(
          has((t) => regions(t, kind).some((r) => r.edges.length === n)),
          `${kind} on ${n} edges`,
        ).not.toEqual([]);
  });

  it('regions that cross a tile between opposite edges, for every kind', () => {
    const across = (edges: Edge[]) =>
      (edges.includes('N') && edges.includes('S')) || (edges.includes('E') && edges.includes('W'));
    for (const kind of REGION_KINDS)
      expect(
        has((t) => regions(t, kind).some((r) => across(r.edges))),
        kind,
      ).not.toEqual([]);
  });

  it('two separate regions of one kind on a tile (two seas; two plains), and a tile with two seas and a city', () => {
    expect(has((t) => regions(t, 'seas').length >= 2)).not.toEqual([]);
    expect(has((t) => regions(t, 'plains').length >= 2)).not.toEqual([]);
    expect(has((t) => regions(t, 'seas').length >= 2 && (t.cities ?? []).length >= 1)).not.toEqual([]);
    // A city between two seas, touching both, facing one: the case of the cityShores option.
    expect(
      has((t) =>
        (t.cities ?? []).some((c) => {
          const land = regions(t, c.in)[c.index].edges.map((e) => EDGES.indexOf(e));
          return (
            regions(t, 'seas').filter((s) =>
              s.edges.some((b) => land.some((a) => (a - EDGES.indexOf(b) + 4) % 2 === 1)),
            ).length >= 2
          );
        }),
      ),
    ).not.toEqual([]);
  });

  it('cities in plains and in mountains, on the shores of seas; tiles with two cities', () => {
    expect(has((t) => (t.cities ?? []).some((c) => c.in === 'plains'))).not.toEqual([]);
    expect(has((t) => (t.cities ?? []).some((c) => c.in === 'mountains'))).not.toEqual([]);
    expect(has((t) => (t.cities ?? []).length >= 2)).not.toEqual([]);
    // The mountain rule: a city in plains that border a mountain on the same tile...
    const borders = (a: Edge[], b: Edge[]) =>
      a.some((x) => b.some((y) => (EDGES.indexOf(x) - EDGES.indexOf(y) + 4) % 2 === 1));
    expect(
      has((t) =>
        (t.cities ?? []).some(
          (c) =>
            c.in === 'plains' &&
            regions(t, 'mountains').some((m) => borders(m.edges, regions(t, 'plains')[c.index].edges)),
        ),
      ),
    ).not.toEqual([]);
    // ...and plains and a mountain on one tile that do not border (the sea between them).
    expect(
      has((t) =>
        regions(t, 'plains').some((p) => regions(t, 'mountains').some((m) => !borders(p.edges, m.edges))),
      ),
    ).not.toEqual([]);
    // Tiles with no city at all, too.
    expect(has((t) => !(t.cities ?? []).length)).not.toEqual([]);
  });

  it('for every kind, two tiles of the box can close a region of just 2 tiles (the 2-tile rule)', () => {
    for (const kind of REGION_KINDS) {
      // Tile types with a region of this kind on one edge only, and enough copies for two.
      const ends = DISCOVERY_TILES.filter(
        (t) => !t.start && regions(t, kind).some((r) => r.edges.length === 1),
      );
      expect(ends.length, kind).toBeGreaterThan(0);
      const a = ends[0];
      const b = (a.count ?? 0) >= 2 ? a : ends[1];
      expect(b, kind).toBeDefined();
      const edgeOf = (t: DiscoveryTileDef) =>
        EDGES.indexOf(regions(t, kind).find((r) => r.edges.length === 1)!.edges[0]);
      // Turn a so that the end faces east, b so that it faces west (a quarter turn moves an edge one place clockwise).
      const rot = (e: number, d: number) => (((d - e + 4) % 4) * 90) as 0 | 90 | 180 | 270;
      const g = DiscoveryGame.fromRecord({
        format: 'discovery-record',
        version: 1,
        players: ['Red', 'Yellow'],
        turns: [],
        setup: {
          placed: [
            { tile: a.id, x: 0, y: 0, rotation: rot(edgeOf(a), 1) },
            { tile: b.id, x: 1, y: 0, rotation: rot(edgeOf(b), 3) },
          ],
        },
      });
      expect(g.regionAt(0, 0, 'E'), kind).toMatchObject({ kind, tiles: 2, complete: true });
    }
  });
});

describe('a bad tile type is refused with its place', () => {
  const cases: [string, unknown, RegExp][] = [
    [
      'an id with a space',
      { id: 'a b', plains: [{ edges: ['N', 'E', 'S', 'W'] }] },
      /^tiles\.x\.id: must be a tile id/,
    ],
    [
      'an edge in no region',
      { id: 'x', plains: [{ edges: ['N', 'E', 'S'] }] },
      /^tiles\.x: edge W belongs to no region/,
    ],
    [
      'an edge in two regions',
      { id: 'x', plains: [{ edges: ['N', 'E'] }], seas: [{ edges: ['E', 'S', 'W'] }] },
      /^tiles\.x\.seas\[0\]\.edges\[0\]: edge E already belongs to plains\[0\]/,
    ],
    [
      'an edge that is not one',
      { id: 'x', plains: [{ edges: ['N', 'E', 'S', 'X'] }] },
      /^tiles\.x\.plains\[0\]\.edges\[3\]: must be N, E, S or W/,
    ],
    [
      'a city in the sea',
      {
        id: 'x',
        plains: [{ edges: ['N', 'E'] }],
        seas: [{ edges: ['S', 'W'] }],
        cities: [{ in: 'seas', index: 0, sea: 0 }],
      },
      /^tiles\.x\.cities\[0\]\.in: must be "plains" or "mountains"/,
    ],
    [
      'a city on a tile with no sea',
      { id: 'x', plains: [{ edges: ['N', 'E', 'S', 'W'] }], cities: [{ in: 'plains', index: 0, sea: 0 }] },
      /^tiles\.x\.cities\[0\]\.sea: .*no sea/,
    ],
    [
      'a city in a region the tile lacks',
      {
        id: 'x',
        plains: [{ edges: ['N', 'E'] }],
        seas: [{ edges: ['S', 'W'] }],
        cities: [{ in: 'mountains', index: 0, sea: 0 }],
      },
      /^tiles\.x\.cities\[0\]\.index: this tile has 0 mountains regions/,
    ],
  ];
  it.each(cases)('%s', (_what, raw, message) => {
    expect(() => validateDiscoveryTileType(raw, 'tiles.x')).toThrow(EngineError);
    expect(() => validateDiscoveryTileType(raw, 'tiles.x')).toThrow(message);
  });

  it('a city whose land does not touch its sea on the tile', () => {
    // Plains N, sea S, mountain E and W: the plains touch only the mountains.
    const raw = {
      id: 'x',
      plains: [{ edges: ['N'] }],
      mountains: [{ edges: ['E'] }, { edges: ['W'] }],
      seas: [{ edges: ['S'] }],
      cities: [{ in: 'plains', index: 0, sea: 0 }],
    };
    expect(() => validateDiscoveryTileType(raw, 'tiles.x')).toThrow(
      /^tiles\.x\.cities\[0\]\.sea: plains\[0\] does not touch seas\[0\] on this tile/,
    );
  });

  it("in a record, the place names the record's tile", () => {
    expect(() =>
      DiscoveryGame.fromRecord({
        format: 'discovery-record',
        version: 1,
        players: ['Red', 'Yellow'],
        tiles: [
          { id: 'ok', plains: [{ edges: ['N', 'E', 'S', 'W'] }] },
          { id: 'bad', plains: [{ edges: ['N'] }] },
        ],
        turns: [],
      }),
    ).toThrow(/^tiles\[1\]: edges E, S, W belong to no region/);
  });
});
