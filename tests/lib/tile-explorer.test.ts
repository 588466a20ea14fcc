/**
 * The tile explorer's data: facts read from the engine's tile types, the filters, the
 * features named in words, and the small position's legal squares (checked against the game).
 */
import { describe, expect, it } from 'vitest';
import { Game, STANDARD_TILES, STANDARD_TILE_COUNT } from '@engine/index';
import {
  EXPLORER_TILES,
  FACTS,
  POSITION_ROWS,
  ROTATIONS,
  SMALL_POSITION,
  featureNames,
  filterTiles,
  fittingRotations,
  legalSquares,
  positionSession,
  tileFacts,
  totals,
  type Fact,
} from '@lib/tiles/tile-explorer';

const tile = (id: string) => EXPLORER_TILES.find((t) => t.id === id)!;
const type = (id: string) => STANDARD_TILES.find((t) => t.id === id)!;
const ALL_FACTS = FACTS.map((f) => f.id);

describe('facts of the tile types', () => {
  it('lists every standard type once, in letter order, with its count', () => {
    expect(EXPLORER_TILES.map((t) => t.id)).toEqual(STANDARD_TILES.map((t) => t.id));
    expect(totals(EXPLORER_TILES)).toEqual({ types: 50, tiles: STANDARD_TILE_COUNT });
    expect(tile('K')).toMatchObject({ number: 11, count: 4 });
  });

  it('reads known tiles as their data says', () => {
    // K: a town cap with a flag, a trail through, two animals; no post, farm or crossing.
    expect(tile('K').facts).toEqual({
      flag: true,
      twoTowns: false,
      tradingPost: false,
      animals: true,
      farm: false,
      crossing: false,
    });
    expect(type('K').towns![0].flags).toBe(1);
    // V: four trails end at a crossing, one with a trading post.
    expect(tile('V').facts).toEqual({
      flag: false,
      twoTowns: false,
      tradingPost: true,
      animals: false,
      farm: false,
      crossing: true,
    });
    // AS: a farm two trails run into, one animal.
    expect(tile('AS').facts).toEqual({
      flag: false,
      twoTowns: false,
      tradingPost: false,
      animals: true,
      farm: true,
      crossing: false,
    });
    // Y: two separate town segments and an animal.
    expect(tile('Y').facts).toEqual({
      flag: false,
      twoTowns: true,
      tradingPost: false,
      animals: true,
      farm: false,
      crossing: false,
    });
    expect(type('Y').towns).toHaveLength(2);
    // X: a T crossing (three trail ends) with a post.
    expect(tile('X').facts.crossing).toBe(true);
    // C: a plain farm.
    expect(tile('C').facts).toEqual({
      flag: false,
      twoTowns: false,
      tradingPost: false,
      animals: false,
      farm: true,
      crossing: false,
    });
  });

  it('every fact agrees with the raw segments of every type', () => {
    for (const t of STANDARD_TILES) {
      const f = tileFacts(t);
      expect(f.flag, t.id).toBe((t.towns ?? []).some((s) => (s.flags ?? 0) > 0));
      expect(f.twoTowns, t.id).toBe((t.towns ?? []).length >= 2);
      expect(f.tradingPost, t.id).toBe((t.trails ?? []).some((s) => (s.tradingPosts ?? 0) > 0));
      expect(f.animals, t.id).toBe((t.plains ?? []).some((s) => (s.animals ?? 0) > 0));
      expect(f.farm, t.id).toBe(!!t.farm);
      expect(f.crossing, t.id).toBe((t.trails ?? []).filter((s) => s.edges.length === 1).length >= 3);
    }
  });
});

describe('filters', () => {
  it('no filter keeps all 50 types', () => {
    expect(filterTiles([])).toHaveLength(50);
  });

  it('one filter keeps exactly the types with that fact', () => {
    for (const f of ALL_FACTS) {
      const kept = filterTiles([f]);
      expect(kept.length, f).toBeGreaterThan(0);
      expect(kept.length, f).toBeLessThan(50);
      expect(kept.every((t) => t.facts[f])).toBe(true);
      expect(EXPLORER_TILES.filter((t) => !kept.includes(t)).every((t) => !t.facts[f])).toBe(true);
    }
    expect(filterTiles(['tradingPost']).map((t) => t.id)).toEqual([
      'I',
      'O',
      'V',
      'X',
      'AF',
      'AI',
      'AL',
      'AP',
      'AQ',
    ]);
    expect(filterTiles(['twoTowns']).map((t) => t.id)).toEqual(['Y', 'Z', 'AA', 'AB', 'AW']);
  });

  it('filters combine with AND and only narrow', () => {
    const both: Fact[] = ['tradingPost', 'crossing'];
    expect(filterTiles(both).map((t) => t.id)).toEqual(['V', 'X', 'AI']);
    for (const a of ALL_FACTS)
      for (const b of ALL_FACTS) {
        const ab = filterTiles([a, b]);
        expect(ab.every((t) => filterTiles([a]).includes(t) && filterTiles([b]).includes(t))).toBe(true);
        expect(ab).toEqual(filterTiles([a]).filter((t) => t.facts[b]));
      }
    expect(filterTiles(['farm', 'crossing'])).toEqual([]);
  });

  it('counts tiles by their copies', () => {
    expect(totals(filterTiles(['tradingPost']))).toEqual({ types: 9, tiles: 11 });
  });
});

describe('features named in words', () => {
  it('names towns, flags, trails and posts by edge', () => {
    expect(featureNames(type('K'))).toEqual([
      'a town on the north edge with a flag',
      'a trail from east to west',
      '2 animals on the plains by the east, south and west edges',
      'plains on the south edge',
    ]);
    expect(featureNames(type('I'))).toContain('a trail from the south edge to the town with a trading post');
    expect(featureNames(type('V'))).toContain('a crossing where 4 trails end');
    expect(featureNames(type('AS'))).toContain('a farm in the middle');
    expect(featureNames(type('Y')).filter((n) => n.startsWith('a town'))).toHaveLength(2);
  });

  it('names the edges as the tile is turned', () => {
    expect(featureNames(type('K'), 90)[0]).toBe('a town on the east edge with a flag');
    expect(featureNames(type('K'), 90)[1]).toBe('a trail from north to south');
    expect(featureNames(type('D'), 180)[0]).toBe(
      'one town across the east, south and west edges with a flag',
    );
  });
});

describe('the small position', () => {
  it('is a valid record with copies of its tiles left in the box', () => {
    const g = Game.fromRecord(SMALL_POSITION);
    expect(g.view().tiles.filter((t) => !t.start)).toHaveLength(4);
    for (const p of SMALL_POSITION.setup!.placed!) expect(g.supplyLeft()[p.tile], p.tile).toBeGreaterThan(0);
  });

  it('legal squares are the game’s legal placements in rows 2–7 at that rotation', () => {
    const g = Game.fromRecord(SMALL_POSITION);
    for (const t of EXPLORER_TILES)
      for (const r of ROTATIONS) {
        const want = g
          .legalPlacements(t.id)
          .filter((p) => p.rotation === r && p.row >= POSITION_ROWS[0] && p.row <= POSITION_ROWS[1])
          .map((p) => ({ col: p.col, row: p.row }));
        expect(legalSquares(t.id, r), `${t.id} at ${r}`).toEqual(want);
        for (const sq of want) expect(g.whyNotPlace(t.id, { ...sq, rotation: r })).toBeNull();
      }
  });

  it('every standard tile fits somewhere in some rotation, or the function says none', () => {
    const nowhere: string[] = [];
    for (const t of EXPLORER_TILES) {
      const rs = fittingRotations(t.id);
      if (rs.length === 0) {
        nowhere.push(t.id);
        for (const r of ROTATIONS) expect(legalSquares(t.id, r)).toEqual([]);
      } else for (const r of rs) expect(legalSquares(t.id, r).length).toBeGreaterThan(0);
    }
    // Most tiles fit: in this position, every one does.
    expect(nowhere).toEqual([]);
  });

  it('turning a tile changes where it fits (O: a corner town and a trail with a post)', () => {
    expect(legalSquares('O', 0)).toEqual([{ col: 3, row: 2 }]);
    expect(legalSquares('O', 90)).toEqual([{ col: 2, row: 4 }]);
  });

  it('the session the board draws agrees with the legal squares', () => {
    const s = positionSession('O', 90);
    expect(s.hand).toMatchObject({ tile: 'O', rotation: 90 });
    const inRows = s.legalSpots().filter((p) => p.row >= POSITION_ROWS[0] && p.row <= POSITION_ROWS[1]);
    expect(inRows).toEqual(legalSquares('O', 90));
    expect(positionSession().hand).toBeNull();
  });
});
