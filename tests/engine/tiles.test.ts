import { describe, expect, it } from 'vitest';
import {
  STANDARD_TILES,
  STANDARD_TILE_COUNT,
  START_SPACES,
  validateTileType,
  compileTile,
  Game,
} from '@engine/index';
import { EngineError } from '@engine/index';

// The rulebook's tile list (001, last page), letter by letter.
const RULEBOOK_COUNTS =
  'A2 B3 C3 D2 E1 F1 G1 H3 I2 J1 K4 L3 M1 N3 O2 P3 Q4 R4 S1 T1 U3 V1 W1 X1 Y1 Z3 AA2 AB1 AC2 AD2 AE1 AF1 AG2 AH3 AI1 AJ3 AK3 AL1 AM3 AN2 AO1 AP1 AQ1 AR1 AS1 AT3 AU1 AV2 AW1 AX1';
// The wiki's tile distribution (000), by number 1–50.
const WIKI_COUNTS = [
  2, 3, 3, 2, 1, 1, 1, 3, 2, 1, 4, 3, 1, 3, 2, 3, 4, 4, 1, 1, 3, 1, 1, 1, 1, 3, 2, 1, 2, 2, 1, 1, 2, 3, 1, 3,
  3, 1, 3, 2, 1, 1, 1, 1, 1, 3, 1, 2, 1, 1,
];

describe('the standard tile set', () => {
  it('has the 50 letters A–AX with the rulebook counts', () => {
    const expected = RULEBOOK_COUNTS.split(' ').map((s) => [
      s.replace(/\d+$/, ''),
      Number(s.match(/\d+$/)![0]),
    ]);
    expect(STANDARD_TILES.map((t) => [t.id, t.count])).toEqual(expected);
  });

  it('numbers the letters 1–50 like the wiki, with the same counts', () => {
    expect(STANDARD_TILES.map((t) => t.number)).toEqual(WIKI_COUNTS.map((_, i) => i + 1));
    expect(STANDARD_TILES.map((t) => t.count)).toEqual(WIKI_COUNTS);
  });

  it('holds 95 tiles', () => {
    expect(STANDARD_TILE_COUNT).toBe(95);
  });

  it('is marked schematic, start board included', () => {
    expect(STANDARD_TILES.every((t) => t.schematic === true)).toBe(true);
    expect(START_SPACES.every((t) => t.schematic === true)).toBe(true);
  });

  it('passes the tile-type validator (every edge covered exactly once)', () => {
    for (const t of [...STANDARD_TILES, ...START_SPACES])
      expect(() => validateTileType(t, t.id)).not.toThrow();
  });

  const has = (pred: (t: (typeof STANDARD_TILES)[number]) => boolean) =>
    STANDARD_TILES.filter(pred).map((t) => t.id);
  it('holds every feature the rules talk about', () => {
    expect(has((t) => (t.towns ?? []).some((s) => s.edges.length === 1))).not.toEqual([]); // one-edge towns
    expect(has((t) => (t.towns ?? []).some((s) => s.edges.length >= 2))).not.toEqual([]); // several edges
    expect(has((t) => (t.towns ?? []).length >= 2)).not.toEqual([]); // two separate town segments
    expect(has((t) => (t.towns ?? []).some((s) => (s.flags ?? 0) > 0))).not.toEqual([]);
    expect(has((t) => (t.trails ?? []).some((s) => s.edges.length === 2))).not.toEqual([]); // through
    expect(has((t) => (t.trails ?? []).length >= 3)).not.toEqual([]); // crossings
    expect(
      has(
        (t) =>
          !!t.towns?.length &&
          (t.trails ?? []).some((s) => s.edges.length === 1) &&
          (t.trails ?? []).length === 1,
      ),
    ).not.toEqual([]); // ends at a town
    expect(has((t) => !!t.farm && !!t.trails?.length)).not.toEqual([]);
    expect(has((t) => !!t.farm && !t.trails?.length)).not.toEqual([]);
    expect(has((t) => (t.trails ?? []).some((s) => (s.tradingPosts ?? 0) > 0))).not.toEqual([]);
    expect(has((t) => (t.plains ?? []).some((s) => (s.animals ?? 0) > 0))).not.toEqual([]);
  });
});

describe('the start board', () => {
  it('has ten start spaces start-0 … start-9 with the sea on the east', () => {
    expect(START_SPACES.map((t) => t.id)).toEqual([...Array(10)].map((_, i) => `start-${i}`));
    for (const t of START_SPACES) expect(t.sea).toEqual(['E']);
  });

  it('begins Plymouth, New York and Jamestown, open to the west', () => {
    const g = new Game({ players: ['Red'] });
    const towns = g.features().filter((f) => f.type === 'town');
    expect(towns.map((f) => f.tiles.map(([, r]) => r).sort())).toEqual([[0], [4, 5], [9]]);
    expect(towns.every((f) => f.open > 0 && !f.complete)).toBe(true);
    expect(START_SPACES[0].name).toBe('Plymouth');
    expect(START_SPACES[4].name).toBe('New York');
    expect(START_SPACES[9].name).toBe('Jamestown');
  });

  it('has trails that end at the sea', () => {
    const g = new Game({ players: ['Red'] });
    const trails = g.features().filter((f) => f.type === 'trail');
    expect(trails.length).toBeGreaterThanOrEqual(1);
    expect(trails.every((f) => f.open === 1)).toBe(true); // closed at the sea, open to the west
  });
});

describe('validateTileType', () => {
  const bad = (t: unknown) => {
    try {
      validateTileType(t, 'tiles[0]');
    } catch (e) {
      expect(e).toBeInstanceOf(EngineError);
      return (e as EngineError).message;
    }
    throw new Error('accepted');
  };
  it('names the place and reason', () => {
    expect(bad({ id: 'x', towns: [{ edges: ['N'] }] })).toMatch(/^tiles\[0\]: edge E is covered by nothing/);
    expect(bad({ id: 'x', towns: [{ edges: ['N', 'Q'] }] })).toMatch(
      /^tiles\[0\]\.towns\[0\]\.edges\[1\]: "Q" is not/,
    );
    expect(bad({ id: 'x', trails: [{ edges: ['N', 'S'] }], plains: [{ halves: ['Nw'] }] })).toMatch(
      /edge N has a trail/,
    );
    expect(bad({ id: 'x', towns: [{ edges: ['N', 'E', 'S', 'W'] }], plains: [{ halves: ['Nw'] }] })).toMatch(
      /half Nw lies on edge N/,
    );
    expect(bad({ id: '' })).toMatch(/^tiles\[0\]\.id:/);
    expect(bad({ id: 'x', trails: [{ edges: ['N', 'E', 'S'] }] })).toMatch(/one edge .* or two/);
  });
  it('compiles rotations: K turned 90° shows its town on the east', () => {
    const k = compileTile(STANDARD_TILES.find((t) => t.id === 'K')!);
    expect(k.edgeKind[0]).toEqual([2, 1, 0, 1]); // town N, trail E–W
    expect(k.edgeKind[1]).toEqual([1, 2, 1, 0]); // town E, trail N–S
  });
});

describe('random games with the standard set', () => {
  it('play to the end with few discards', async () => {
    const { playRandom } = await import('@engine/index');
    let discards = 0;
    let placed = 0;
    const games = 40;
    for (let seed = 0; seed < games; seed++) {
      const g = playRandom({ seed, players: 1 + (seed % 5) });
      expect(g.isFinished()).toBe(true);
      expect(g.tilesLeft()).toBe(0);
      discards += g.events.filter((e) => e.kind === 'discard').length;
      placed += g.events.filter((e) => e.kind === 'place').length;
    }
    expect(placed + discards).toBe(95 * games);
    expect(discards / games).toBeLessThan(1); // on average under one discard per game
  });
});
