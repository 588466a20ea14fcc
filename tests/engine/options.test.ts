/**
 * Each rule option, played out: a small table, one scoring turn, the points or evictions that
 * the option changes. Positions sit far south of the start board (rows 20+), as fragments.
 */
import { describe, expect, it } from 'vitest';
import {
  Game,
  OPTIONS,
  DEFAULT_OPTIONS,
  type GameRecord,
  type OptionValues,
  type PlacedSpec,
  type TileType,
  type Turn,
} from '@engine/index';

const ALL = ['Nw', 'Ne', 'En', 'Es', 'Se', 'Sw', 'Ws', 'Wn'] as const;
const TILES: TileType[] = [
  {
    id: 'trail-ew',
    trails: [{ edges: ['E', 'W'] }],
    plains: [{ halves: ['Nw', 'Ne', 'En', 'Wn'] }, { halves: ['Es', 'Se', 'Sw', 'Ws'] }],
  },
  {
    id: 'trail-ew-post',
    trails: [{ edges: ['E', 'W'], tradingPosts: 1 }],
    plains: [{ halves: ['Nw', 'Ne', 'En', 'Wn'] }, { halves: ['Es', 'Se', 'Sw', 'Ws'] }],
  },
  {
    id: 'trail-ns',
    trails: [{ edges: ['N', 'S'] }],
    plains: [{ halves: ['Nw', 'Sw', 'Ws', 'Wn'] }, { halves: ['Ne', 'En', 'Es', 'Se'] }],
  },
  { id: 'end-e', trails: [{ edges: ['E'] }], plains: [{ halves: [...ALL] }] },
  { id: 'end-w', trails: [{ edges: ['W'] }], plains: [{ halves: [...ALL] }] },
  { id: 'end-n', trails: [{ edges: ['N'] }], plains: [{ halves: [...ALL] }] },
  { id: 'end-s', trails: [{ edges: ['S'] }], plains: [{ halves: [...ALL] }] },
  {
    id: 'caps-sw',
    towns: [{ edges: ['S'] }, { edges: ['W'] }],
    plains: [{ halves: ['Nw', 'Ne', 'En', 'Es'] }],
  },
  { id: 'corner-es', towns: [{ edges: ['E', 'S'] }], plains: [{ halves: ['Nw', 'Ne', 'Ws', 'Wn'] }] },
  { id: 'corner-ne', towns: [{ edges: ['N', 'E'] }], plains: [{ halves: ['Se', 'Sw', 'Ws', 'Wn'] }] },
  { id: 'town-nws', towns: [{ edges: ['N', 'W', 'S'] }], plains: [{ halves: ['En', 'Es'] }] },
  { id: 'cap-n', towns: [{ edges: ['N'] }], plains: [{ halves: ['En', 'Es', 'Se', 'Sw', 'Ws', 'Wn'] }] },
];

function game(
  setup: { placed: PlacedSpec[]; surveyors?: number[]; trackSurveyor?: number },
  turns: Turn[],
  options: OptionValues = {},
  finish = false,
): Game {
  const record: GameRecord = {
    format: 'new-world-record',
    version: 1,
    players: ['Red', 'Blue'],
    options,
    tiles: TILES,
    setup,
    turns,
    finish,
  };
  return Game.fromRecord(JSON.parse(JSON.stringify(record)));
}

describe('options table', () => {
  it('lists every option with a default among its values', () => {
    for (const o of OPTIONS) expect(o.values).toContain(o.default);
    expect(Object.keys(DEFAULT_OPTIONS).sort()).toEqual(OPTIONS.map((o) => o.name).sort());
  });
  it('rejects unknown options and bad values, naming them', () => {
    const base = { format: 'new-world-record', version: 1, players: ['Red'], turns: [] };
    expect(() => Game.fromRecord({ ...base, options: { nope: 1 } })).toThrow(
      /^options\.nope: is not a rule option/,
    );
    expect(() => Game.fromRecord({ ...base, options: { eviction: 'sometimes' } })).toThrow(
      /^options\.eviction: must be one of/,
    );
  });
});

describe('eviction: settlers east of both surveyors', () => {
  // Surveyors both in column 2; Red's robber stands in column 1, east of them.
  // Blue closes a 2-tile trail in column 2 with a robber: 2 + 2 surveyors × 4 = 10; a surveyor moves 2 → 3.
  const setup = {
    surveyors: [2, 2],
    placed: [
      { tile: 'trail-ew', col: 1, row: 20, settler: { player: 'Red', at: 'E' as const } },
      { tile: 'end-e', col: 3, row: 22 },
    ],
  };
  const turns: Turn[] = [
    { tile: 'trail-ew', col: 1, row: 21 }, // Red: nothing
    { tile: 'end-w', col: 2, row: 22, settler: { role: 'robber', at: 'W' } }, // Blue
  ];
  it('every-move (default): Red goes home at once', () => {
    const g = game(setup, turns);
    expect(g.scores).toEqual({ Red: 0, Blue: 10 });
    expect(g.surveyors).toEqual([3, 2]);
    expect(g.events.filter((e) => e.kind === 'evict')).toMatchObject([{ player: 'Red', col: 1, row: 20 }]);
    expect(g.settlersInSupply.Red).toBe(5);
  });
  it('vacated-column (RGG literal): column 2 keeps a surveyor, so Red stays', () => {
    const g = game(setup, turns, { eviction: 'vacated-column' });
    expect(g.scores).toEqual({ Red: 0, Blue: 10 });
    expect(g.events.filter((e) => e.kind === 'evict')).toEqual([]);
    expect(g.settlersInSupply.Red).toBe(4);
  });
  it('vacated-column: a move that empties a column with settlers sends them and those east of it home', () => {
    const g = game({ ...setup, surveyors: [1, 2] }, [{ tile: 'trail-ew', col: 1, row: 21 }, turns[1]], {
      eviction: 'vacated-column',
    });
    // Blue's robber is in column 2 with one surveyor: 2 + 4. The column-1 surveyor moves to 2, vacating column 1.
    expect(g.scores.Blue).toBe(6);
    expect(g.events.filter((e) => e.kind === 'evict')).toMatchObject([{ player: 'Red', col: 1 }]);
  });
});

describe('eviction: surveyors that cannot move (both in the western-most column of tiles)', () => {
  // Land reaches only column 2, where both surveyors stand; Red's robber stands in column 1, east
  // of them, on an open trail. Blue closes a 2-tile trail in columns 1 and 2 with a robber in
  // column 2: 2 + 2 surveyors × 4 = 10. No tile lies in column 3, so no surveyor can move.
  const setup = {
    surveyors: [2, 2],
    placed: [
      { tile: 'trail-ew-post', col: 1, row: 20, settler: { player: 'Red', at: 'E' as const } },
      { tile: 'end-w', col: 1, row: 22 },
    ],
  };
  const turns: Turn[] = [
    { tile: 'end-s', col: 1, row: 23 }, // Red: an open trail end, nothing scores
    { tile: 'end-e', col: 2, row: 22, settler: { role: 'robber', at: 'E' } }, // Blue closes the trail
  ];
  const stays = (g: Game) => g.events.filter((e) => e.kind === 'surveyors-stay');
  it.each(['every-move', 'vacated-column'] as const)(
    '%s: the skipped move sends nobody home, so Red keeps the robber',
    (eviction) => {
      const g = game(setup, turns, { eviction });
      expect(g.scores).toEqual({ Red: 0, Blue: 10 });
      expect(g.surveyors).toEqual([2, 2]);
      expect(stays(g)).toMatchObject([{ why: 'no-tile-west', column: 2 }]);
      expect(g.events.filter((e) => e.kind === 'evict')).toEqual([]);
      expect(g.settlersInSupply.Red).toBe(4);
    },
  );
  it('every-scoring: the scoring alone sends Red home, though no surveyor moves', () => {
    const g = game(setup, turns, { eviction: 'every-scoring' });
    expect(g.scores).toEqual({ Red: 0, Blue: 10 });
    expect(g.surveyors).toEqual([2, 2]);
    const kinds = g.events.filter((e) => e.kind !== 'place').map((e) => e.kind);
    expect(kinds.slice(-3)).toEqual(['return', 'surveyors-stay', 'evict']);
    expect(g.events.filter((e) => e.kind === 'evict')).toMatchObject([{ player: 'Red', col: 1, row: 20 }]);
    expect(g.settlersInSupply.Red).toBe(5);
  });
  it('at game end the readings differ: Red scores the open trail (1 tile + 2 for the trading post) only if it stayed', () => {
    expect(game(setup, turns, {}, true).scores).toEqual({ Red: 3, Blue: 10 });
    expect(game(setup, turns, { eviction: 'every-scoring' }, true).scores).toEqual({ Red: 0, Blue: 10 });
  });
  it('every-scoring still sends settlers home after a move, as every-move does', () => {
    const moved = { ...setup, placed: [...setup.placed, { tile: 'end-e', col: 3, row: 24 }] };
    const t2: Turn[] = [turns[0], { tile: 'end-w', col: 2, row: 24, settler: { role: 'robber', at: 'W' } }];
    const a = game(moved, t2, { eviction: 'every-scoring' });
    const b = game(moved, t2);
    expect(a.surveyors).toEqual([3, 2]);
    expect(a.events.filter((e) => e.kind === 'evict')).toEqual(b.events.filter((e) => e.kind === 'evict'));
    expect(a.events.filter((e) => e.kind === 'evict')).toMatchObject([{ player: 'Red', col: 1 }]);
  });
});

describe('surveyorBonus: two scoring settlers of one player in a surveyor column', () => {
  // A north–south trail in column 2 with two Red robbers; Red closes it: 4 tiles.
  const setup = {
    surveyors: [2, 2],
    placed: [
      { tile: 'end-s', col: 2, row: 30 },
      { tile: 'trail-ns', col: 2, row: 31, settler: { player: 'Red', at: 'N' as const } },
      { tile: 'trail-ns', col: 2, row: 32, settler: { player: 'Red', at: 'N' as const } },
      { tile: 'end-e', col: 3, row: 40 },
    ],
  };
  const turns: Turn[] = [{ tile: 'end-n', col: 2, row: 33 }];
  it('per-surveyor (default): +4 for each surveyor, once: 4 + 8 = 12', () => {
    const g = game(setup, turns);
    expect(g.scores.Red).toBe(12);
    const ev = g.events.find((e) => e.kind === 'score')!;
    expect(ev.kind === 'score' && ev.items.map((i) => i.label)).toEqual(['4 tiles × 1', '2 surveyors × 4']);
  });
  it('per-settler: each settler counts both surveyors: 4 + 16 = 20', () => {
    const g = game(setup, turns, { surveyorBonus: 'per-settler' });
    expect(g.scores.Red).toBe(20);
    const ev = g.events.find((e) => e.kind === 'score')!;
    // The count is of settler-and-surveyor pairs (2 × 2), not of surveyors.
    expect(ev.kind === 'score' && ev.items.at(-1)).toMatchObject({
      label: '4 settler-and-surveyor pairs in one column × 4',
      count: 4,
      points: 16,
    });
  });
});

describe('incompleteCount and a tile with two segments of one town', () => {
  // A ring of four town tiles; the first holds two separate segments of the same town.
  const ring: PlacedSpec[] = [
    { tile: 'caps-sw', col: 5, row: 40, settler: { player: 'Red', at: 'S' } },
    { tile: 'corner-es', col: 6, row: 40 },
    { tile: 'corner-ne', col: 6, row: 41 },
    { tile: 'town-nws', col: 5, row: 41 },
  ];
  it('during play the tile counts once: 5 tiles × 2 = 10', () => {
    const g = game({ placed: ring }, [{ tile: 'cap-n', col: 5, row: 42 }]);
    expect(g.scores.Red).toBe(10);
  });
  it('at game end, per tile (default): 4', () => {
    expect(game({ placed: ring }, [], {}, true).scores.Red).toBe(4);
  });
  it('at game end, per segment (RGG text): 5', () => {
    expect(game({ placed: ring }, [], { incompleteCount: 'segment' }, true).scores.Red).toBe(5);
  });
});

describe('finalTradingPost', () => {
  const placed: PlacedSpec[] = [
    { tile: 'trail-ew-post', col: 4, row: 50, settler: { player: 'Blue', at: 'W' } },
  ];
  it('2 (summary, default): 1 tile + 2', () => expect(game({ placed }, [], {}, true).scores.Blue).toBe(3));
  it('1: 1 tile + 1', () => expect(game({ placed }, [], { finalTradingPost: 1 }, true).scores.Blue).toBe(2));
});

describe('startSpacesCount', () => {
  // The standard start board: start-2 has a trail to the sea. Red closes it with a trail end.
  const turns: Turn[] = [{ tile: 'end-e', col: 1, row: 2, settler: { at: 'E' } }];
  it('counts the start space (default): 2 tiles', () =>
    expect(game({ placed: [] }, turns).scores.Red).toBe(2));
  it('or not: 1 tile', () =>
    expect(game({ placed: [] }, turns, { startSpacesCount: false }).scores.Red).toBe(1));
});

describe('trackSurveyor (house rule)', () => {
  const placed: PlacedSpec[] = [
    { tile: 'end-e', col: 2, row: 60 },
    { tile: 'end-e', col: 2, row: 62 },
    { tile: 'end-e', col: 2, row: 64 },
  ];
  const close = (row: number): Turn => ({ tile: 'end-w', col: 1, row, settler: { at: 'W' } });
  // end-w at (1, r) meets end-e at (2, r): a 2-tile trail, complete.
  it('the track surveyor walks first, then joins the board; only then do board surveyors move', () => {
    const g = game({ placed, surveyors: [0], trackSurveyor: 3 }, [close(60), close(62), close(64)], {
      trackSurveyor: true,
    });
    const moves = g.events.filter((e) => e.kind === 'surveyor');
    expect(moves).toMatchObject([
      { from: 'track', to: 'track', track: 4 },
      { from: 'track', to: 0, track: 5 },
      { from: 0, to: 1 },
    ]);
    expect(g.surveyors).toEqual([1, 0]);
  });
  it('house rule: a completed feature nobody stands on still moves the track surveyor (it counts completed features), but never a board surveyor', () => {
    const open = (row: number): Turn => ({ tile: 'end-w', col: 1, row });
    const g = game({ placed, surveyors: [0], trackSurveyor: 3 }, [open(60), close(62), close(64)], {
      trackSurveyor: true,
    });
    expect(g.events.find((e) => e.kind === 'unscored')).toMatchObject({
      reason: expect.stringContaining('score-track surveyor still steps'),
    });
    expect(g.events.filter((e) => e.kind === 'surveyor')).toMatchObject([
      { from: 'track', to: 'track', track: 4 },
      { from: 'track', to: 0, track: 5 },
      { from: 0, to: 1 },
    ]);
    // Without the house rule, the unscored trail moves nothing.
    const plain = game({ placed }, [open(60)]);
    expect(plain.events.filter((e) => e.kind === 'surveyor')).toEqual([]);
  });
  it('without the option, setup.surveyors must hold two columns', () => {
    expect(() => game({ placed, surveyors: [0] }, [])).toThrow(/^setup\.surveyors: needs 2 columns/);
  });
});
