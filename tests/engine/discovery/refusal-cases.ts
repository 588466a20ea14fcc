/**
 * One refused move or record for each of The Discovery's refusals (src/engine/rulesets/discovery/refusals.ts),
 * with the message the command line has always printed for it: the tool builders' English stays
 * byte-identical, and the site's catalogs (English and French) are checked on the same refusals.
 */
import { DiscoveryGame, randomDiscoveryGame } from '@engine/index';
import type { Edge } from '@engine/core/geometry';
import { play, record, tile, type Scenario } from './helpers';

/** Red's explorer on the east plains of (0, 0): a figure to take back or to be blocked by. */
const redEast: Scenario = {
  placed: [{ tile: 'plains-end', x: 0, y: 0, figure: { player: 'Red', at: 'E' } }],
};
const laid = (s: Scenario = redEast) => {
  const g = play(s);
  g.place('plains-band', { x: 1, y: 0, rotation: 0 });
  return g;
};
const load = (r: unknown) => () => DiscoveryGame.fromRecord(r);
/** A record of the scenarios' kind with its turns (or its fields) replaced. */
const rec = (over: Record<string, unknown>, s: Scenario = {}) => ({ ...record(s), ...over });
const withTile = (def: unknown) => load(rec({ tiles: [def] }));

/** The last tile of a random game, placed: the game ended with it (the default reading). */
function atLastTile(): DiscoveryGame {
  for (let seed = 1; seed < 200; seed++) {
    const r = randomDiscoveryGame({ seed, players: 2, finish: false });
    const last = r.turns[r.turns.length - 1];
    if (last.discard) continue;
    const g = DiscoveryGame.fromRecord({ ...r, turns: r.turns.slice(0, -1) });
    g.place(last.tile, { x: last.x, y: last.y, rotation: last.rotation ?? 0 });
    return g;
  }
  throw new Error('no seed found');
}

/** [what it shows, the refused step, the message the command line prints]. */
export const CASES: [string, () => unknown, string][] = [
  [
    'put before placing',
    () => play(redEast).deploy({ at: 'N' }),
    'turn.figure: place a tile before putting a figure down',
  ],
  [
    'withdraw before placing',
    () => play(redEast).withdraw({ x: 0, y: 0 }),
    'turn.withdraw: place a tile before withdrawing a figure',
  ],
  ['end before placing', () => play(redEast).endTurn(), 'turn: place a tile before ending the turn'],
  [
    'put after withdrawing',
    () => {
      const g = laid();
      g.withdraw({ x: 0, y: 0 });
      g.deploy({ at: 'N' });
    },
    'turn.figure: a figure was withdrawn this turn: a turn either puts a figure down or withdraws one, never both',
  ],
  [
    'withdraw after putting',
    () => {
      const g = laid();
      g.deploy({ at: 'N' });
      g.withdraw({ x: 0, y: 0 });
    },
    'turn.withdraw: a figure was put down this turn: a turn either puts a figure down or withdraws one, never both',
  ],
  [
    'both in a record',
    load(
      record({
        ...redEast,
        turns: [{ tile: 'plains-band', x: 1, y: 0, figure: { at: 'N' }, withdraw: { x: 0, y: 0 } }],
      }),
    ),
    'turns[0].withdraw: a turn either puts a figure down or withdraws one, never both',
  ],
  [
    'two figures',
    () => {
      const g = laid();
      g.deploy({ at: 'N' });
      g.deploy({ at: 'S' });
    },
    'turn.figure: only one figure may be put down per turn',
  ],
  [
    'two withdrawals',
    () => {
      const g = laid({
        placed: [...redEast.placed!, { tile: 'plains-end', x: 0, y: 3, figure: { player: 'Red', at: 'E' } }],
      });
      g.withdraw({ x: 0, y: 0 });
      g.withdraw({ x: 0, y: 3 });
    },
    'turn.withdraw: only one figure may be withdrawn per turn',
  ],
  [
    'figure on the last tile',
    () => atLastTile().deploy({ at: 'N' }),
    'turn.figure: the game ended when the last tile was placed, so no figure goes on it and none is taken back: the final scoring comes next',
  ],
  [
    'withdrawal on the last tile',
    () => atLastTile().withdraw({ x: 0, y: 0 }),
    'turn.withdraw: the game ended when the last tile was placed, so no figure goes on it and none is taken back: the final scoring comes next',
  ],
  [
    'no figure left',
    () =>
      laid({
        placed: [0, 1, 2, 3].map((i) => ({
          tile: 'plains-end',
          x: 0,
          y: 3 * i,
          figure: { player: 'Red', at: 'E' as const },
        })),
      }).deploy({ at: 'N' }),
    'turn.figure: Red has no figure left in supply (4 each; the fifth marks the score)',
  ],
  [
    'not an edge (a move)',
    () => laid().deploy({ at: 'Q' as Edge }),
    'turn.figure.at: must be an edge of the tile (N, E, S or W), not "Q"',
  ],
  [
    'not an edge (a long text)',
    () => laid().deploy({ at: 'a long text that is longer than thirty characters' as Edge }),
    'turn.figure.at: must be an edge of the tile (N, E, S or W), not "a long text that is longer than thirty characters"',
  ],
  [
    'not an edge (an object)',
    () => laid().deploy({ at: {} as Edge }),
    'turn.figure.at: must be an edge of the tile (N, E, S or W), not {}',
  ],
  [
    'not an edge (nothing)',
    () => laid().deploy({ at: undefined as unknown as Edge }),
    'turn.figure.at: must be an edge of the tile (N, E, S or W), not undefined',
  ],
  [
    'wrong role (mountain)',
    () => {
      const g = play({ placed: [{ tile: 'mountain-2-cities', x: 0, y: 0 }] });
      g.place('mountain-band', { x: 1, y: 0, rotation: 0 });
      g.deploy({ at: 'E', role: 'sailor' });
    },
    'turn.figure.role: the E edge of the tile is mountains, where a figure is a thief, not a sailor (a sailor goes on a sea)',
  ],
  [
    'wrong role (sea)',
    () => laid().deploy({ at: 'N', role: 'thief' }),
    'turn.figure.role: the N edge of the tile is sea, where a figure is a sailor, not a thief (a thief goes on a mountain)',
  ],
  [
    'wrong role (plains)',
    () => laid().deploy({ at: 'S', role: 'explorer' }),
    'turn.figure.role: the S edge of the tile is sea, where a figure is a sailor, not a explorer (a explorer goes on plains)',
  ],
  [
    'region held (plains)',
    () => laid().deploy({ at: 'W' }),
    "turn.figure.at: the plains this tile continues already holds a figure (Red's explorer at (0, 0)), however far away",
  ],
  [
    'region held (mountain)',
    () => {
      const g = play({
        placed: [{ tile: 'mountain-2-cities', x: 0, y: 0, figure: { player: 'Red', at: 'E' } }],
        turns: [
          { tile: 'mountain-band', x: 1, y: 0 },
          { tile: 'sea', x: 0, y: 1 },
        ],
      });
      g.place('mountain-band', { x: 2, y: 0, rotation: 0 });
      g.deploy({ at: 'W' });
    },
    "turn.figure.at: the mountain this tile continues already holds a figure (Red's thief at (0, 0)), however far away",
  ],
  [
    'region held (sea)',
    () => {
      const g = play({ placed: [{ tile: 'sea', x: 0, y: 0, figure: { player: 'Yellow', at: 'E' } }] });
      g.place('sea', { x: 1, y: 0, rotation: 0 });
      g.deploy({ at: 'N' });
    },
    "turn.figure.at: the sea this tile continues already holds a figure (Yellow's sailor at (0, 0)), however far away",
  ],
  [
    'no figure there',
    () => laid().withdraw({ x: 1, y: 0 }),
    'turn.withdraw: no figure stands on the tile at (1, 0)',
  ],
  [
    'not your figure',
    () =>
      laid({ placed: [{ tile: 'plains-end', x: 0, y: 0, figure: { player: 'Yellow', at: 'E' } }] }).withdraw({
        x: 0,
        y: 0,
      }),
    "turn.withdraw: the figure at (0, 0) is Yellow's, not Red's",
  ],
  [
    'one player (a new game)',
    () => new DiscoveryGame({ players: ['Red'] }),
    'players: The Discovery is played by 2 to 5 players',
  ],
  [
    'one player (a record)',
    load(rec({ players: ['Red'] })),
    'players: The Discovery is played by 2 to 5 players',
  ],
  [
    'not your turn',
    () => laid().deploy({ at: 'N', player: 'Yellow' }),
    "turn.figure.player: it is Red's turn, not Yellow's",
  ],
  [
    'start tile removed',
    () => new DiscoveryGame({ players: ['Red', 'Blue'] }).discard('start'),
    'turn.tile: the start tile is not drawn',
  ],
  [
    'a tile that fits removed',
    () => play(redEast).play({ tile: 'plains', discard: true }),
    'turn: tile plains has a legal place, so it cannot be removed',
  ],
  [
    'not a tile id',
    () => play(redEast).play({ tile: 5, x: 1, y: 0 }),
    'turn.tile: must be a tile id (such as "D7", "start" or a record\'s own id), not 5',
  ],
  [
    'not an edge (a record)',
    load(record({ ...redEast, turns: [{ tile: 'plains-band', x: 1, y: 0, figure: { at: 'Q' as Edge } }] })),
    'turns[0].figure.at: must be an edge of the tile (N, E, S or W), not "Q"',
  ],
  [
    'removed tile placed',
    () => play(redEast).play({ tile: 'plains', discard: true, rotation: 90 }),
    'turn.rotation: a tile that is removed is not placed, so the turn has no rotation',
  ],
  [
    'figure with a player',
    () => play(redEast).play({ tile: 'plains-band', x: 1, y: 0, figure: { at: 'N', player: 'Red' } }),
    "turn.figure.player: the figure is the active player's: leave player out of a turn",
  ],
  [
    'not part of a setup',
    load(rec({ setup: { placed: [], board: 1 } })),
    'setup.board: is not part of a setup (placed, scores)',
  ],
  [
    'format',
    load(rec({ format: 'new-world-record' })),
    'format: must be "discovery-record", not "new-world-record"',
  ],
  ['version', load(rec({ version: 2 })), 'version: must be 1, not 2'],
  ['ruleset', load(rec({ ruleset: 'race' })), 'ruleset: must be "discovery", not "race"'],
  [
    'tile defined twice',
    load(rec({ tiles: [tile('a', 'P:NESW'), tile('a', 'S:NESW')] })),
    'tiles[1].id: "a" is defined twice',
  ],
  [
    'unknown tile',
    () => play(redEast).place('nope', { x: 1, y: 0, rotation: 0 }),
    'turn.tile: "nope" is not a tile type of this game',
  ],
  [
    'none left in the box (setup)',
    load({
      format: 'discovery-record',
      version: 1,
      players: ['Red', 'Blue'],
      setup: {
        placed: [
          { tile: 'start', x: 0, y: 0 },
          ...[1, 2, 3, 4, 5].map((i) => ({ tile: 'D1', x: 10 * i, y: 0 })),
        ],
      },
      turns: [],
    }),
    'setup.placed[5].tile: no tile D1 is left in the box',
  ],
  [
    'setup: square taken',
    load(
      rec(
        {},
        {
          placed: [
            { tile: 'plains', x: 0, y: 0 },
            { tile: 'sea', x: 0, y: 0 },
          ],
        },
      ),
    ),
    'setup.placed[1]: tile sea cannot go at (0, 0) turned 0°: (0, 0) is already taken by tile plains',
  ],
  [
    'setup: edges differ',
    load(
      rec(
        {},
        {
          placed: [
            { tile: 'plains', x: 0, y: 0 },
            { tile: 'mountain', x: 0, y: 1, rotation: 90 },
          ],
        },
      ),
    ),
    'setup.placed[1]: tile mountain cannot go at (0, 1) turned 90°: its N edge (mountains) meets the S edge of tile plains at (0, 0), which is plains',
  ],
  [
    'setup: edges differ (sea)',
    load(
      rec(
        {},
        {
          placed: [
            { tile: 'plains', x: 0, y: 0 },
            { tile: 'sea', x: -1, y: 0 },
          ],
        },
      ),
    ),
    'setup.placed[1]: tile sea cannot go at (-1, 0) turned 0°: its E edge (sea) meets the W edge of tile plains at (0, 0), which is plains',
  ],
  [
    'setup: no figure left',
    load(
      rec(
        {},
        {
          placed: [0, 1, 2, 3, 4].map((i) => ({
            tile: 'plains-end',
            x: 0,
            y: 3 * i,
            figure: { player: 'Red', at: 'E' as const },
          })),
        },
      ),
    ),
    'setup.placed[4].figure: Red has no figure left in supply (4 each)',
  ],
  [
    'setup: wrong role',
    load(
      rec(
        {},
        { placed: [{ tile: 'plains-end', x: 0, y: 0, figure: { player: 'Red', at: 'E', role: 'sailor' } }] },
      ),
    ),
    'setup.placed[0].figure.role: the E edge is plains, so the figure there is a explorer, not a sailor',
  ],
  [
    'setup: wrong role (sea)',
    load(
      rec(
        {},
        { placed: [{ tile: 'plains-end', x: 0, y: 0, figure: { player: 'Red', at: 'N', role: 'thief' } }] },
      ),
    ),
    'setup.placed[0].figure.role: the N edge is seas, so the figure there is a sailor, not a thief',
  ],
  [
    'bad tile id',
    withTile({ id: 'a b', plains: [{ edges: ['N', 'E', 'S', 'W'] }] }),
    'tiles[0].id: must be a tile id (letters, digits, - or _), not "a b"',
  ],
  [
    'no edges',
    withTile({ id: 'a', plains: [{ edges: [] }] }),
    'tiles[0].plains[0].edges: must name at least one edge',
  ],
  [
    'not an edge letter',
    withTile({ id: 'a', plains: [{ edges: ['N', 'X'] }] }),
    'tiles[0].plains[0].edges[1]: must be N, E, S or W, not "X"',
  ],
  [
    'edge taken',
    withTile({ id: 'a', plains: [{ edges: ['N', 'E', 'S', 'W'] }], seas: [{ edges: ['E'] }] }),
    'tiles[0].seas[0].edges[0]: edge E already belongs to plains[0]',
  ],
  [
    'one edge unclaimed',
    withTile({ id: 'a', plains: [{ edges: ['N', 'E', 'S'] }] }),
    'tiles[0]: edge W belongs to no region: every edge must be plains, mountains or sea',
  ],
  [
    'edges unclaimed',
    withTile({ id: 'a', plains: [{ edges: ['N'] }] }),
    'tiles[0]: edges E, S, W belong to no region: every edge must be plains, mountains or sea',
  ],
  [
    'city not on land',
    withTile({ id: 'a', plains: [{ edges: ['N', 'E', 'S', 'W'] }], cities: [{ in: 'seas' }] }),
    'tiles[0].cities[0].in: must be "plains" or "mountains", not "seas"',
  ],
  [
    'no such region (none)',
    withTile({ id: 'a', plains: [{ edges: ['N', 'E', 'S', 'W'] }], cities: [{ in: 'mountains' }] }),
    'tiles[0].cities[0].index: this tile has 0 mountains regions, so there is no mountains[0]',
  ],
  [
    'no such region (one)',
    withTile({
      id: 'a',
      plains: [{ edges: ['N', 'E', 'S'] }],
      seas: [{ edges: ['W'] }],
      cities: [{ in: 'plains', index: 1 }],
    }),
    'tiles[0].cities[0].index: this tile has 1 plains region, so there is no plains[1]',
  ],
  [
    'no sea',
    withTile({ id: 'a', plains: [{ edges: ['N', 'E', 'S', 'W'] }], cities: [{ in: 'plains' }] }),
    'tiles[0].cities[0].sea: a city stands on the shore of a sea of its tile, and this tile has no sea',
  ],
  [
    'no such sea',
    withTile({
      id: 'a',
      plains: [{ edges: ['N', 'E', 'S'] }],
      seas: [{ edges: ['W'] }],
      cities: [{ in: 'plains', sea: 1 }],
    }),
    'tiles[0].cities[0].sea: a city stands on the shore of a sea of its tile, and this tile has no seas[1]',
  ],
  [
    'city off shore',
    withTile({
      id: 'a',
      plains: [{ edges: ['N'] }],
      mountains: [{ edges: ['E', 'W'] }],
      seas: [{ edges: ['S'] }],
      cities: [{ in: 'plains' }],
    }),
    'tiles[0].cities[0].sea: plains[0] does not touch seas[0] on this tile, so the city is not on its shore',
  ],
];
