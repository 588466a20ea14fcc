/**
 * Rule by rule, turn by turn, on the standard start board with small own tiles.
 */
import { describe, expect, it } from 'vitest';
import { Game, EngineError, type GameRecord, type PlacedSpec, type TileType, type Turn } from '@engine/index';

const ALL = ['Nw', 'Ne', 'En', 'Es', 'Se', 'Sw', 'Ws', 'Wn'] as const;
const TILES: TileType[] = [
  { id: 'meadow', plains: [{ halves: [...ALL], animals: 2 }] },
  { id: 'end-e', trails: [{ edges: ['E'] }], plains: [{ halves: [...ALL] }] },
  { id: 'end-w', trails: [{ edges: ['W'] }], plains: [{ halves: [...ALL] }] },
  {
    id: 'trail-ew',
    trails: [{ edges: ['E', 'W'] }],
    plains: [{ halves: ['Nw', 'Ne', 'En', 'Wn'] }, { halves: ['Es', 'Se', 'Sw', 'Ws'] }],
  },
  { id: 'cap-e', towns: [{ edges: ['E'] }], plains: [{ halves: ['Nw', 'Ne', 'Se', 'Sw', 'Ws', 'Wn'] }] },
  { id: 'cap-w', towns: [{ edges: ['W'] }], plains: [{ halves: ['Nw', 'Ne', 'En', 'Es', 'Se', 'Sw'] }] },
  { id: 'farm', farm: true, plains: [{ halves: [...ALL] }] },
];

function rec(turns: Turn[], placed: PlacedSpec[] = [], extra: Partial<GameRecord> = {}): GameRecord {
  return JSON.parse(
    JSON.stringify({
      format: 'new-world-record',
      version: 1,
      players: ['Red', 'Blue'],
      tiles: TILES,
      setup: { placed },
      turns,
      ...extra,
    }),
  );
}
const play = (turns: Turn[], placed: PlacedSpec[] = [], extra: Partial<GameRecord> = {}) =>
  Game.fromRecord(rec(turns, placed, extra));
const refused = (turns: Turn[], placed: PlacedSpec[] = []) => {
  try {
    play(turns, placed);
  } catch (e) {
    expect(e).toBeInstanceOf(EngineError);
    return (e as Error).message;
  }
  throw new Error('the record was accepted');
};

describe('placing tiles', () => {
  it('a tile goes west of the board, edge to edge', () => {
    expect(play([{ tile: 'meadow', col: 1, row: 3 }]).board.tiles.length).toBe(11);
  });
  it('never in column 0 or east of the board', () => {
    expect(refused([{ tile: 'meadow', col: 0, row: 12 }])).toMatch(/^turns\[0\]: .*column 1 or beyond/);
    expect(refused([{ tile: 'meadow', col: -1, row: 3 }])).toMatch(/^turns\[0\]: .*column 1 or beyond/);
  });
  it('not corner to corner only, nor alone', () => {
    expect(
      refused([
        { tile: 'meadow', col: 1, row: 3 },
        { tile: 'meadow', col: 2, row: 4 },
      ]),
    ).toMatch(/^turns\[1\]: .*touches no placed tile/);
    expect(refused([{ tile: 'meadow', col: 1, row: 10 }])).toMatch(/^turns\[0\]: .*touches no placed tile/);
  });
  it('every touching edge must match: plains against a coastal town is refused', () => {
    // start-0 (Plymouth) opens a town to the west; a plains edge may not meet it.
    expect(refused([{ tile: 'meadow', col: 1, row: 0 }])).toMatch(
      /^turns\[0\]: .*E edge \(plains\) meets the W edge of tile start-0 .* town/,
    );
    expect(play([{ tile: 'cap-e', col: 1, row: 0 }]).board.tiles.length).toBe(11);
  });
  it('a tile that fits nowhere is discarded and the same player draws again', () => {
    // Replace the coast with plain start spaces: a walled town (town on all four edges) fits nowhere.
    const plainStart = [...Array(10)].map((_, r) => ({
      id: `start-${r}`,
      sea: ['E'],
      plains: [{ halves: ['Nw', 'Ne', 'Se', 'Sw', 'Ws', 'Wn'] }],
    }));
    const tiles = [
      ...TILES,
      ...plainStart,
      { id: 'full-town', towns: [{ edges: ['N', 'E', 'S', 'W'] }] },
    ] as TileType[];
    const g = play([{ tile: 'meadow', col: 1, row: 3 }], [], { tiles });
    expect(g.currentPlayer).toBe('Blue');
    expect(g.legalPlacements('full-town')).toEqual([]);
    g.play({ tile: 'full-town', discard: true });
    expect(g.currentPlayer).toBe('Blue');
    expect(g.events.at(-1)).toMatchObject({ kind: 'discard', player: 'Blue', tile: 'full-town' });
    expect(() => g.play({ tile: 'meadow', discard: true })).toThrow(
      /^turn: tile meadow has a legal place, so it cannot be discarded/,
    );
    expect(() => g.play({ tile: 'full-town', col: 1, row: 4 })).toThrow(
      /^turn: tile full-town cannot go at \(1, 4\)/,
    );
  });
  it('the standard box runs out: tiles are checked against the supply', () => {
    const g = new Game({ players: ['Red'] });
    expect(g.tilesLeft()).toBe(95);
    const placements = g.legalPlacements('E'); // E: the only walled town tile (count 1)
    expect(placements.length).toBeGreaterThan(0);
    g.play({ tile: 'E', ...placements[0] });
    expect(g.tilesLeft()).toBe(94);
    const again = g.legalPlacements('E');
    expect(() => g.play({ tile: 'E', ...(again[0] ?? { col: 1, row: 5, rotation: 0 }) })).toThrow(
      /no tile E is left in the supply/,
    );
  });
});

describe('deploying settlers', () => {
  it('five per player; one per turn, on the tile just placed', () => {
    const g = play([]);
    expect(g.settlersInSupply).toEqual({ Red: 5, Blue: 5 });
    g.place('meadow', { col: 1, row: 3, rotation: 0 });
    g.deploy({ at: 'N' });
    expect(() => g.deploy({ at: 'S' })).toThrow(/only one settler may be deployed per turn/);
    g.score();
    expect(g.settlersInSupply).toEqual({ Red: 4, Blue: 5 });
  });
  it('not on a feature that already holds a settler, however far away', () => {
    const msg = refused([
      { tile: 'meadow', col: 1, row: 3, settler: { at: 'N' } },
      { tile: 'meadow', col: 2, row: 3, settler: { at: 'W' } },
    ]);
    expect(msg).toMatch(
      /^turns\[1\]\.settler\.at: this plains already holds a settler \(Red's trapper at \(1, 3\)\)/,
    );
  });
  it('a half-edge names plains only: a town edge has no halves', () => {
    // Plymouth (start-0) opens a town to the west; cap-e closes it from column 1.
    expect(refused([{ tile: 'cap-e', col: 1, row: 0, settler: { at: 'En' } }])).toMatch(
      /^turns\[0\]\.settler\.at: the E edge of cap-e is a town, which has no halves: name the edge E/,
    );
    expect(play([{ tile: 'cap-e', col: 1, row: 0, settler: { at: 'E' } }]).scores.Red).toBe(4);
  });
  it('the role must match the segment', () => {
    expect(refused([{ tile: 'meadow', col: 1, row: 3, settler: { role: 'robber', at: 'N' } }])).toMatch(
      /^turns\[0\]\.settler\.role: a settler on a plains is a trapper, not a robber/,
    );
    expect(refused([{ tile: 'meadow', col: 1, row: 3, settler: { at: 'C' } }])).toMatch(
      /^turns\[0\]\.settler\.at: tile meadow has no farm/,
    );
  });
  it('trappers lie down and never come back', () => {
    const g = play([{ tile: 'meadow', col: 1, row: 3, settler: { at: 'N' } }], [], { finish: true });
    expect(g.view().settlers).toMatchObject([{ player: 'Red', role: 'trapper', lying: true }]);
    expect(g.settlersInSupply.Red).toBe(4);
  });
  it('a player with all five on the table deploys no more', () => {
    const five: PlacedSpec[] = [0, 1, 2, 3, 4].map((i) => ({
      tile: 'meadow',
      col: 3,
      row: 20 + 2 * i,
      settler: { player: 'Red', at: 'N' },
    }));
    const g = play([], five);
    expect(g.settlersInSupply.Red).toBe(0);
    g.place('meadow', { col: 1, row: 3, rotation: 0 });
    expect(g.deployOptions()).toEqual([]);
    expect(() => g.deploy({ at: 'N' })).toThrow(/^turn\.settler: Red has no settler left in supply/);
  });
});

describe('scoring during play', () => {
  // start-2 has a trail that ends at the sea.
  it('complete, deploy, score, return: a robber placed and scored in one turn comes back', () => {
    const g = play([{ tile: 'end-e', col: 1, row: 2, settler: { at: 'E' } }]);
    expect(g.scores.Red).toBe(2); // start space + land tile
    expect(g.settlersInSupply.Red).toBe(5);
    expect(g.events.filter((e) => e.kind !== 'place').map((e) => e.kind)).toEqual([
      'score',
      'return',
      'surveyor',
    ]);
  });
  it('a completed feature with no settler scores nothing and moves no surveyor', () => {
    const g = play([{ tile: 'end-e', col: 1, row: 2 }]);
    expect(g.scores).toEqual({ Red: 0, Blue: 0 });
    expect(g.events.filter((e) => e.kind === 'surveyor')).toEqual([]);
    expect(g.events.at(-1)).toMatchObject({ kind: 'unscored', feature: { type: 'trail', tiles: 2 } });
  });
  it('majority takes all; a tie scores in full for each', () => {
    // Two trails meet: Red's robber east, Blue's west, joined by a middle tile with no settler.
    const placed: PlacedSpec[] = [
      { tile: 'end-w', col: 5, row: 30, settler: { player: 'Red', at: 'W' } },
      { tile: 'end-e', col: 7, row: 30, settler: { player: 'Blue', at: 'E' } },
    ];
    const g = play([{ tile: 'trail-ew', col: 6, row: 30 }], placed);
    expect(g.scores).toEqual({ Red: 3, Blue: 3 });
    const g2 = play(
      [{ tile: 'trail-ew', col: 6, row: 30 }],
      [...placed, { tile: 'end-e', col: 9, row: 31, settler: { player: 'Red', at: 'E' } }],
    );
    expect(g2.scores).toEqual({ Red: 3, Blue: 3 }); // that robber is on another trail
  });
  it('features are scored in the order the player names; the rest after', () => {
    // A farm closed by the same tile that closes a trail.
    const g = play([{ tile: 'end-e', col: 1, row: 2, settler: { at: 'E' } }]);
    expect(g.completedFeatures()).toEqual([]);
    expect(() => play([{ tile: 'end-e', col: 1, row: 2, order: [{ col: 0, row: 3, at: 'W' }] }])).toThrow(
      /^turns\[0\]\.order\[0\]: the plains at \(0, 3\) W was not completed this turn/,
    );
  });
});

describe('surveyors', () => {
  it('move only when a land tile stands in the next column west', () => {
    const g = play([{ tile: 'end-e', col: 1, row: 2, settler: { at: 'E' } }]);
    expect(g.surveyors).toEqual([1, 0]);
    // With no tile in column 2, a second scoring moves the other surveyor to 1, then nothing moves.
    const g2 = play([
      { tile: 'end-e', col: 1, row: 2, settler: { at: 'E' } },
      { tile: 'end-e', col: 1, row: 7, settler: { at: 'E' } },
      { tile: 'cap-e', col: 1, row: 0, settler: { at: 'E' } },
      { tile: 'cap-w', col: 2, row: 0 },
    ]);
    // Red: trail of 2 (no surveyor in column 1 yet); surveyor 0 → 1.
    // Blue: trail of 2 + 1 surveyor in column 1; surveyor 0 → 1.
    // Red: Plymouth closed, 2 tiles × 2 + 2 surveyors × 4; no land in column 2 yet, so nobody moves.
    // Blue's tile in column 2 completes nothing, so the surveyors stay in column 1.
    expect(g2.scores).toEqual({ Red: 2 + 12, Blue: 6 });
    expect(g2.surveyors).toEqual([1, 1]);
  });
  it('a settler east of the surveyors can still score (wiki footnote 8); the surveyors stay put without land further west', () => {
    const g = play([{ tile: 'end-e', col: 1, row: 2, settler: { at: 'E' } }], [], {
      setup: {
        surveyors: [3, 3],
        placed: [
          { tile: 'meadow', col: 2, row: 20 },
          { tile: 'meadow', col: 3, row: 20 },
        ],
      },
    });
    expect(g.scores.Red).toBe(2);
    expect(g.settlersInSupply.Red).toBe(5);
    expect(g.surveyors).toEqual([3, 3]);
  });
});

describe('game end', () => {
  it('final scoring only after the last turn, and nothing can be played after it', () => {
    const g = play([{ tile: 'meadow', col: 1, row: 3, settler: { at: 'N' } }], [], { finish: true });
    expect(g.isFinished()).toBe(true);
    expect(g.scores.Red).toBe(2); // one trapper; the plains (meadow + start spaces 2–4) holds the meadow's 2 animals
    expect(() => g.play({ tile: 'meadow', col: 1, row: 4 })).toThrow(/the game is over/);
  });
  it('undo takes back a turn by replay', () => {
    const g = play([{ tile: 'end-e', col: 1, row: 2, settler: { at: 'E' } }]);
    expect(g.undo()).toBe(true);
    expect(g.scores.Red).toBe(0);
    expect(g.turn).toBe(0);
    expect(g.undo()).toBe(false);
  });
});

describe('inputs that must be refused cleanly (regressions from review)', () => {
  const base = { format: 'new-world-record', version: 1, players: ['Red', 'Blue'] };
  it("a record's own start spaces must match each other", () => {
    const badStart = {
      id: 'start-1',
      sea: ['E'],
      towns: [{ edges: ['N'] }],
      plains: [{ halves: ['Se', 'Sw', 'Ws', 'Wn'] }],
    };
    expect(() => Game.fromRecord({ ...base, tiles: [badStart], turns: [] })).toThrow(
      /^tiles\[0\]: start space start-1 does not fit the start board: its N edge \(town\) meets the S edge of tile start-0/,
    );
  });
  it('play() while a placed tile waits to be scored is refused and changes nothing', () => {
    const g = new Game({ players: ['Red', 'Blue'] });
    g.place('K', g.legalPlacements('K')[0]);
    const before = JSON.stringify(g.view());
    expect(g.tryPlay({ tile: 'Q', col: 3, row: 3 })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^turn: a tile was already placed this turn/),
    });
    expect(JSON.stringify(g.view())).toBe(before);
    expect(g.placedThisTurn?.tile).toBe('K');
  });
  it('bad numbers in a placement are refused, not crashed on', () => {
    const g = new Game({ players: ['Red'] });
    expect(() => g.place('K', { col: 1, row: 3, rotation: 45 as 0 })).toThrow(
      /^turn\.rotation: must be 0, 90, 180 or 270/,
    );
    expect(() => g.place('K', { col: 1e9, row: 3, rotation: 0 })).toThrow(
      /^turn\.col: must be a whole number/,
    );
    expect(g.whyNotPlace('K', { col: 1, row: 3, rotation: 45 as 0 })).toMatch(/rotation/);
  });
  it('a game needs distinct players', () => {
    expect(() => new Game({ players: [] })).toThrow(/^players: must name at least one player/);
    expect(() => new Game({ players: ['A', 'A'] })).toThrow(/^players\[1\]: "A" is named twice/);
  });
  it('start spaces are never drawn, discarded or placed as land', () => {
    const own = [{ id: 'meadow', plains: [{ halves: ['Nw', 'Ne', 'En', 'Es', 'Se', 'Sw', 'Ws', 'Wn'] }] }];
    expect(() =>
      Game.fromRecord({ ...base, tiles: own, turns: [{ tile: 'start-3', discard: true }] }),
    ).toThrow(/^turns\[0\]\.tile: start spaces are printed on the board/);
    expect(() =>
      Game.fromRecord({
        ...base,
        tiles: own,
        setup: { placed: [{ tile: 'start-3', col: 4, row: 20 }] },
        turns: [],
      }),
    ).toThrow(/^setup\.placed\[0\]\.tile: start spaces/);
  });
  it('an empty "tiles" list keeps the standard supply check', () => {
    const g = Game.fromRecord({ ...base, tiles: [], turns: [] });
    expect(g.tilesLeft()).toBe(95);
  });
  it('a discarded tile has no rotation; setup.trackSurveyor needs the house rule', () => {
    expect(() => Game.fromRecord({ ...base, turns: [{ tile: 'E', discard: true, rotation: 90 }] })).toThrow(
      /^turns\[0\]\.rotation: a discarded tile is not placed/,
    );
    expect(() => Game.fromRecord({ ...base, setup: { trackSurveyor: 2 }, turns: [] })).toThrow(
      /^setup\.trackSurveyor: is only used with the trackSurveyor option/,
    );
  });
  it('a farm by the coast: start spaces fill its surroundings by default (9); with farmStartSpaces off it never completes and scores 1 + its land tiles at game end', () => {
    // A farm at (1, 3) with land on its five western and north/south spaces; the board fills the east.
    const meadow = { id: 'meadow', plains: [{ halves: ['Nw', 'Ne', 'En', 'Es', 'Se', 'Sw', 'Ws', 'Wn'] }] };
    const farm = {
      id: 'farm',
      farm: true,
      plains: [{ halves: ['Nw', 'Ne', 'En', 'Es', 'Se', 'Sw', 'Ws', 'Wn'] }],
    };
    const placed = [
      { tile: 'farm', col: 1, row: 3, settler: { player: 'Red', at: 'C' } },
      { tile: 'meadow', col: 1, row: 2 },
      { tile: 'meadow', col: 2, row: 2 },
      { tile: 'meadow', col: 2, row: 3 },
      { tile: 'meadow', col: 2, row: 4 },
    ];
    const coast = [...Array(10)].map((_, r) => ({
      id: `start-${r}`,
      sea: ['E'],
      plains: [{ halves: ['Nw', 'Ne', 'Se', 'Sw', 'Ws', 'Wn'] }],
    }));
    const rec = (options: object) => ({
      ...base,
      options,
      tiles: [meadow, farm, ...coast],
      setup: { placed },
      turns: [{ tile: 'meadow', col: 1, row: 4 }],
    });
    expect(Game.fromRecord(rec({})).scores.Red).toBe(9);
    // startSpacesCount is about trails and towns: the farm keeps its 9.
    expect(Game.fromRecord(rec({ startSpacesCount: false })).scores.Red).toBe(9);
    // Only land tiles fill a farm's surroundings: five of eight, so it stays open; at game end 1 + 5.
    expect(Game.fromRecord(rec({ farmStartSpaces: false })).scores.Red).toBe(0);
    expect(Game.fromRecord({ ...rec({ farmStartSpaces: false }), finish: true }).scores.Red).toBe(1 + 5);
  });
});
