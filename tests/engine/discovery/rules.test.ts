/**
 * The Discovery (French rules "Nouveau monde"), rule by rule, turn by turn, on small positions
 * built from a record's own tiles (./helpers.ts). Red plays the even turns, Yellow the odd
 * ones. Every expected number is worked out from the rules in the comment beside it.
 */
import { describe, expect, it } from 'vitest';
import {
  DISCOVERY_DEFAULTS,
  DISCOVERY_OPTIONS,
  DiscoveryGame,
  EngineError,
  FIGURES_PER_PLAYER,
  mulberry32,
  playRandomDiscovery,
  randomDiscoveryGame,
  shuffledDiscoveryBag,
  tilesRemoved,
  type DiscoveryOptions,
} from '@engine/index';
import { play, refused, snapshot, type Scenario } from './helpers';

const scoreEvents = (g: DiscoveryGame) => g.events.filter((e) => e.kind === 'score');

// ---------------------------------------------------------------------------------------------
// Laying tiles
// ---------------------------------------------------------------------------------------------

describe('laying a tile', () => {
  it('goes next to a tile already on the table, continuing every plains, mountain and sea it touches', () => {
    const g = play({ placed: [{ tile: 'plains-end', x: 0, y: 0 }] });
    // plains-end shows plains on E, sea on N, S and W.
    expect(g.whyNotPlace('plains-band', { x: 1, y: 0, rotation: 0 })).toBeNull(); // its W plains meets plains
    expect(g.whyNotPlace('plains-band', { x: 0, y: -1, rotation: 0 })).toBeNull(); // its S sea meets sea
    // Turned a quarter, plains-band's seas are on E and W: its S edge is plains against plains-end's N sea.
    expect(g.whyNotPlace('plains-band', { x: 0, y: -1, rotation: 90 })).toMatch(
      /S edge \(plains\) meets the N edge of tile plains-end at \(0, 0\), which is sea/,
    );
    expect(g.whyNotPlace('plains-band', { x: 2, y: 0, rotation: 0 })).toMatch(/touches no placed tile/);
    expect(g.whyNotPlace('plains-band', { x: 0, y: 0, rotation: 0 })).toMatch(
      /already taken by tile plains-end/,
    );
  });

  it('without a setup the game starts from the standard start tile at (0, 0)', () => {
    const g = new DiscoveryGame({ players: ['Red', 'Yellow'] });
    expect(g.tiles).toEqual([{ tile: 'start', x: 0, y: 0, rotation: 0 }]);
    // The start tile is plains on W and N, sea on E, mountain on S: the all-sea D7 fits only to the east.
    expect(g.legalPlacements('D7').map((p) => `${p.x},${p.y}`)).toEqual(['1,0', '1,0', '1,0', '1,0']);
    expect(g.legalPlacements('start')).toEqual([]);
  });

  it('a tile that fits nowhere is taken out of the game and the same player draws again', () => {
    // Only plains on the table: a tile that is all sea can go nowhere.
    const g = play({ placed: [{ tile: 'plains', x: 0, y: 0 }] });
    expect(g.legalPlacements('sea')).toEqual([]);
    expect(g.fitsAnywhere('sea')).toBe(false);
    expect(() => g.play({ tile: 'sea', x: 1, y: 0 })).toThrow(
      /^turn: tile sea cannot go at \(1, 0\) turned 0°: its W edge \(sea\) meets the E edge of tile plains/,
    );
    expect(() => g.play({ tile: 'plains', discard: true })).toThrow(
      /^turn: tile plains has a legal place, so it cannot be removed/,
    );
    expect(g.currentPlayer).toBe('Red');
    g.play({ tile: 'sea', discard: true });
    expect(g.events.at(-1)).toMatchObject({ kind: 'discard', player: 'Red', tile: 'sea' });
    expect(g.currentPlayer).toBe('Red'); // Red draws again
    expect(g.tiles.length).toBe(1);
    g.play({ tile: 'plains', x: 1, y: 0 });
    expect(g.currentPlayer).toBe('Yellow');
    // The record keeps the removed tile as a turn of its own, and replays.
    expect(DiscoveryGame.fromRecord(g.toRecord()).events).toEqual(g.events);
  });

  it('is played by 2 to 5 players, however the game is made', () => {
    expect(refused({ players: ['Red'] })).toMatch(/^players: The Discovery is played by 2 to 5 players/);
    expect(() => new DiscoveryGame({ players: ['Red'] })).toThrow(EngineError);
    expect(() => new DiscoveryGame({ players: ['Red'] })).toThrow(/^players: /);
    expect(new DiscoveryGame({ players: ['A', 'B', 'C', 'D', 'E'] }).players.length).toBe(5);
  });
});

// ---------------------------------------------------------------------------------------------
// Scoring a region when a figure is withdrawn (2.2)
// ---------------------------------------------------------------------------------------------

describe('plains: 1 point per tile, 2 when complete, a complete region of 2 tiles 2 in all', () => {
  // Red's explorer stands on plains-end at (0, 0), whose plains open to the east.
  const start = [{ tile: 'plains-end', x: 0, y: 0, figure: { player: 'Red', at: 'E' as const } }];

  it('unfinished plains of 4 tiles: Red withdraws the explorer and scores 4', () => {
    const g = play({
      placed: start,
      turns: [
        { tile: 'plains-band', x: 1, y: 0 }, // Red
        { tile: 'plains-band', x: 2, y: 0 }, // Yellow
        { tile: 'plains-band', x: 3, y: 0, withdraw: { x: 0, y: 0 } }, // Red: the tile just laid counts
      ],
    });
    expect(g.scores).toEqual({ Red: 4, Yellow: 0 });
    expect(scoreEvents(g)).toEqual([
      expect.objectContaining({
        turn: 3,
        player: 'Red',
        type: 'plains',
        role: 'explorer',
        points: 4,
        region: expect.objectContaining({ tiles: 4, complete: false }),
      }),
    ]);
    expect(g.figuresInSupply).toEqual({ Red: FIGURES_PER_PLAYER, Yellow: FIGURES_PER_PLAYER });
  });

  it('complete plains of 5 tiles (closed by Red on the withdrawing turn): 2 per tile, 10', () => {
    const g = play({
      placed: start,
      turns: [
        { tile: 'plains-band', x: 1, y: 0 },
        { tile: 'plains-band', x: 2, y: 0 },
        { tile: 'plains-band', x: 3, y: 0 },
        { tile: 'sea', x: 0, y: -1 }, // Yellow lays elsewhere
        { tile: 'plains-end', x: 4, y: 0, rotation: 180, withdraw: { x: 0, y: 0 } }, // plains now on W: closed
      ],
    });
    expect(g.scores).toEqual({ Red: 10, Yellow: 0 });
    expect(scoreEvents(g)[0]).toMatchObject({ points: 10, region: { tiles: 5, complete: true } });
  });

  it('complete plains of 3 tiles score 6, but of only 2 tiles just 2', () => {
    const three = play({
      placed: start,
      turns: [
        { tile: 'plains-band', x: 1, y: 0 },
        { tile: 'sea', x: 0, y: -1 },
        { tile: 'plains-end', x: 2, y: 0, rotation: 180, withdraw: { x: 0, y: 0 } },
      ],
    });
    expect(three.scores.Red).toBe(6);
    const two = play({
      placed: start,
      turns: [{ tile: 'plains-end', x: 1, y: 0, rotation: 180, withdraw: { x: 0, y: 0 } }],
    });
    expect(two.scores.Red).toBe(2);
    expect(scoreEvents(two)[0]).toMatchObject({ region: { tiles: 2, complete: true } });
  });

  it('cities have no influence on plains', () => {
    // sea-end-city: plains on N, S and W with a city facing the sea on E. Red's explorer on the plains.
    const g = play({
      placed: [{ tile: 'sea-end-city', x: 0, y: 0, figure: { player: 'Red', at: 'W' } }],
      turns: [{ tile: 'plains', x: -1, y: 0, withdraw: { x: 0, y: 0 } }],
    });
    expect(scoreEvents(g)[0]).toMatchObject({ type: 'plains', region: { tiles: 2, complete: false } });
    expect(g.scores.Red).toBe(2); // 2 tiles × 1, nothing for the city
  });
});

describe('mountains: 1 point per city in the mountain and in every bordering plains, 2 when complete', () => {
  // Red's thief on mountain-2-cities at (0, 0): a city in the mountain (E) and one in the
  // plains (N, W) that border it on the tile.
  const start = [{ tile: 'mountain-2-cities', x: 0, y: 0, figure: { player: 'Red', at: 'E' as const } }];
  const grow: Scenario['turns'] = [
    { tile: 'mountain-band', x: 1, y: 0 }, // Red: the mountain goes on east, plains to its north
    { tile: 'plains-2-cities', x: 1, y: -1 }, // Yellow: two cities in those plains
  ];

  it('unfinished: 4 cities (1 in it, 3 in bordering plains) score 4', () => {
    const g = play({
      placed: start,
      turns: [...grow, { tile: 'sea', x: 0, y: 1, withdraw: { x: 0, y: 0 } }],
    });
    expect(scoreEvents(g)[0]).toMatchObject({
      type: 'mountains',
      role: 'thief',
      points: 4,
      region: { tiles: 2, cities: 4, complete: false },
    });
    expect(g.scores).toEqual({ Red: 4, Yellow: 0 });
  });

  it('complete: the same 4 cities score 2 each, 8', () => {
    const g = play({
      placed: start,
      turns: [...grow, { tile: 'mountain-end', x: 2, y: 0, withdraw: { x: 0, y: 0 } }],
    });
    // mountain-end brings plains with no city: still 4 cities.
    expect(scoreEvents(g)[0]).toMatchObject({ points: 8, region: { tiles: 3, cities: 4, complete: true } });
    expect(g.scores.Red).toBe(8);
  });

  it('a complete mountain of 2 tiles: 1 point per city (4 cities, 4 points)', () => {
    const g = play({
      placed: start,
      turns: [
        { tile: 'mountain-end', x: 1, y: 0 }, // Red closes the mountain: 2 tiles
        { tile: 'plains-2-cities', x: 1, y: -1 }, // Yellow adds 2 cities to plains bordering it
        { tile: 'sea', x: 0, y: 1, withdraw: { x: 0, y: 0 } },
      ],
    });
    expect(scoreEvents(g)[0]).toMatchObject({ points: 4, region: { tiles: 2, cities: 4, complete: true } });
  });

  it('a complete mountain is not closed for value: cities added to bordering plains later still count', () => {
    const g = play({
      placed: start,
      turns: [
        { tile: 'mountain-band', x: 1, y: 0 },
        { tile: 'sea', x: 0, y: 1 },
        { tile: 'mountain-end', x: 2, y: 0 },
      ],
    });
    expect(g.regionAt(0, 0, 'E')).toMatchObject({ complete: true, cities: 2 });
    g.play({ tile: 'plains-2-cities', x: 1, y: -1 }); // Yellow
    expect(g.regionAt(0, 0, 'E')).toMatchObject({ complete: true, cities: 4 });
    g.play({ tile: 'sea', x: -1, y: 1, withdraw: { x: 0, y: 0 } });
    expect(g.scores.Red).toBe(8);
  });

  it('plains across the sea from a mountain do not border it, even on the same tile', () => {
    // mountain-sea-plains: mountain W (a city), sea N and S, plains E (a city): the plains do not touch the mountain.
    const g = play({
      placed: start,
      turns: [
        { tile: 'mountain-band', x: 1, y: 0 },
        { tile: 'sea', x: 0, y: 1 },
        { tile: 'mountain-sea-plains', x: 2, y: 0, withdraw: { x: 0, y: 0 } },
      ],
    });
    // Cities: 1 in the mountain at (0, 0), 1 in its plains, 1 in the mountain at (2, 0); not the one in the plains at (2, 0).
    expect(scoreEvents(g)[0]).toMatchObject({ points: 6, region: { tiles: 3, cities: 3, complete: true } });
  });
});

describe('seas: 1 point per city on the shores; complete, 1 per city and 1 per sea tile', () => {
  const start = [{ tile: 'sea-end-city', x: 0, y: 0, figure: { player: 'Red', at: 'E' as const } }];

  it('unfinished: 2 cities on the shores score 2', () => {
    const g = play({
      placed: start,
      turns: [{ tile: 'sea-band-city', x: 1, y: 0, withdraw: { x: 0, y: 0 } }],
    });
    expect(scoreEvents(g)[0]).toMatchObject({
      type: 'seas',
      role: 'sailor',
      points: 2,
      region: { tiles: 2, cities: 2, complete: false },
    });
  });

  it('complete: 3 cities and 4 sea tiles score 7', () => {
    const g = play({
      placed: start,
      turns: [
        { tile: 'sea-band-city', x: 1, y: 0 },
        { tile: 'sea-band', x: 2, y: 0 },
        { tile: 'sea-end-city', x: 3, y: 0, rotation: 180, withdraw: { x: 0, y: 0 } },
      ],
    });
    const ev = scoreEvents(g)[0];
    expect(ev).toMatchObject({ points: 7, region: { tiles: 4, cities: 3, complete: true } });
    expect(ev.kind === 'score' && ev.items.map((i) => [i.count, i.points])).toEqual([
      [3, 3],
      [4, 4],
    ]);
  });

  it('a complete sea of 2 tiles: 1 point per city only', () => {
    const g = play({
      placed: start,
      turns: [{ tile: 'sea-end', x: 1, y: 0, rotation: 180, withdraw: { x: 0, y: 0 } }],
    });
    expect(scoreEvents(g)[0]).toMatchObject({ points: 1, region: { tiles: 2, cities: 1, complete: true } }); // not 1 + 2
  });
});

// ---------------------------------------------------------------------------------------------
// Figures (2.1, 2.2)
// ---------------------------------------------------------------------------------------------

describe('putting a figure down or taking one back', () => {
  it('one figure, from supply, on the tile just laid; its role follows the region', () => {
    const g = play({ placed: [{ tile: 'mountain-2-cities', x: 0, y: 0 }] });
    g.place('mountain-band', { x: 1, y: 0, rotation: 0 });
    expect(g.deployOptions()).toEqual([
      { role: 'explorer', at: 'N' },
      { role: 'thief', at: 'E' },
      { role: 'sailor', at: 'S' },
    ]);
    expect(() => g.deploy({ at: 'E', role: 'sailor' })).toThrow(
      /^turn\.figure\.role: the E edge of the tile is mountains, where a figure is a thief, not a sailor/,
    );
    g.deploy({ at: 'E' });
    expect(g.figures).toEqual([{ player: 'Red', role: 'thief', x: 1, y: 0, at: 'E' }]);
    expect(g.figuresInSupply.Red).toBe(FIGURES_PER_PLAYER - 1);
    expect(() => g.deploy({ at: 'N' })).toThrow(/only one figure may be put down per turn/);
  });

  it("never on a region that already holds a figure, however far away, even the player's own", () => {
    // Red's thief on the mountain at (0, 0); Red continues that mountain two tiles further east.
    const g = play({
      placed: [{ tile: 'mountain-2-cities', x: 0, y: 0, figure: { player: 'Red', at: 'E' } }],
      turns: [
        { tile: 'mountain-band', x: 1, y: 0 },
        { tile: 'sea', x: 0, y: 1 },
      ],
    });
    g.place('mountain-band', { x: 2, y: 0, rotation: 0 });
    expect(g.deployOptions().map((o) => o.role)).toEqual(['explorer', 'sailor']);
    const before = snapshot(g);
    expect(() => g.deploy({ at: 'W' })).toThrow(
      /^turn\.figure\.at: the mountain this tile continues already holds a figure \(Red's thief at \(0, 0\)\), however far away/,
    );
    expect(snapshot(g)).toBe(before);
  });

  it('either put a figure down or take one back, never both, in either order', () => {
    const scenario: Scenario = {
      placed: [{ tile: 'plains-end', x: 0, y: 0, figure: { player: 'Red', at: 'E' } }],
    };
    expect(
      refused({
        ...scenario,
        turns: [{ tile: 'plains-band', x: 1, y: 0, figure: { at: 'N' }, withdraw: { x: 0, y: 0 } }],
      }),
    ).toMatch(/^turns\[0\]\.withdraw: .*never both/);

    const g = play(scenario);
    g.place('plains-band', { x: 1, y: 0, rotation: 0 });
    g.deploy({ at: 'N' });
    expect(g.withdrawOptions()).toEqual([]);
    let before = snapshot(g);
    expect(() => g.withdraw({ x: 0, y: 0 })).toThrow(/a figure was put down this turn: .*never both/);
    expect(snapshot(g)).toBe(before);

    const h = play(scenario);
    h.place('plains-band', { x: 1, y: 0, rotation: 0 });
    expect(h.withdrawOptions()).toEqual([{ x: 0, y: 0, role: 'explorer', at: 'E', points: 2 }]);
    h.withdraw({ x: 0, y: 0 });
    expect(h.deployOptions()).toEqual([]);
    before = snapshot(h);
    expect(() => h.deploy({ at: 'N' })).toThrow(/a figure was withdrawn this turn: .*never both/);
    expect(snapshot(h)).toBe(before);
    expect(h.scores.Red).toBe(2);
  });

  it("only one's own figure can be taken back, and only from a tile where one stands", () => {
    const g = play({ placed: [{ tile: 'plains-end', x: 0, y: 0, figure: { player: 'Yellow', at: 'E' } }] });
    g.place('plains-band', { x: 1, y: 0, rotation: 0 });
    expect(g.withdrawOptions()).toEqual([]);
    expect(() => g.withdraw({ x: 0, y: 0 })).toThrow(/the figure at \(0, 0\) is Yellow's, not Red's/);
    expect(() => g.withdraw({ x: 1, y: 0 })).toThrow(/no figure stands on the tile at \(1, 0\)/);
  });

  it('4 figures each: with all 4 on the table, a player must take one back before putting one down again', () => {
    const placed = [0, 1, 2, 3].map((i) => ({
      tile: 'plains-end',
      x: 0,
      y: 3 * i,
      figure: { player: 'Red', at: 'E' as const },
    }));
    const g = play({ placed });
    expect(g.figuresInSupply).toEqual({ Red: 0, Yellow: 4 });
    g.place('plains-band', { x: 1, y: 0, rotation: 0 });
    expect(g.deployOptions()).toEqual([]);
    expect(() => g.deploy({ at: 'N' })).toThrow(/Red has no figure left in supply/);
    g.withdraw({ x: 0, y: 3 }); // 1 tile, unfinished: 1 point
    g.endTurn();
    g.play({ tile: 'plains-band', x: 1, y: 3 }); // Yellow
    g.place('plains-band', { x: 1, y: 6, rotation: 0 });
    expect(g.deployOptions().length).toBeGreaterThan(0);
    g.deploy({ at: 'N' });
    expect(g.figuresInSupply.Red).toBe(0);
    expect(g.scores).toEqual({ Red: 1, Yellow: 0 });
    expect(
      refused({
        placed: [...placed, { tile: 'plains-end', x: 0, y: 12, figure: { player: 'Red', at: 'E' } }],
      }),
    ).toMatch(/^setup\.placed\[4\]\.figure: Red has no figure left in supply/);
  });

  it('several figures on one region, after it was joined: each scores it on its own, no majority', () => {
    // Yellow's sailor at (0, 0); Red puts one on a sea two spaces east (not yet joined), then Yellow joins them.
    const g = play({
      placed: [
        { tile: 'sea-band-city', x: 0, y: 0, figure: { player: 'Yellow', at: 'E' } },
        { tile: 'plains', x: 2, y: -1 },
      ],
      turns: [
        { tile: 'sea-band-city', x: 2, y: 0, figure: { at: 'E' } }, // Red: a separate sea, free
        { tile: 'sea-band-2-cities', x: 1, y: 0 }, // Yellow: one sea of 3 tiles, 4 cities, open at both ends
      ],
    });
    expect(g.figureValues().map((f) => [f.player, f.now])).toEqual([
      ['Yellow', 4],
      ['Red', 4],
    ]);
    g.play({ tile: 'plains', x: 2, y: -2, withdraw: { x: 2, y: 0 } }); // Red: 4
    expect(g.scores).toEqual({ Red: 4, Yellow: 0 });
    // Yellow's sailor still stands there: the sea is taken, even for Yellow.
    g.place('sea-band', { x: 3, y: 0, rotation: 0 });
    expect(g.deployOptions().map((o) => o.role)).toEqual(['explorer', 'explorer']);
    g.withdraw({ x: 0, y: 0 }); // Yellow: the sea now has 4 tiles and still 4 cities, unfinished: 4
    g.endTurn();
    expect(g.scores).toEqual({ Red: 4, Yellow: 4 });
    // The last figure has left: Red may take the sea again with a new tile.
    g.place('sea-band', { x: 4, y: 0, rotation: 0 });
    expect(g.deployOptions()).toContainEqual({ role: 'sailor', at: 'E' });
    g.deploy({ at: 'W', role: 'sailor' });
    g.endTurn();
    expect(g.figures).toEqual([{ player: 'Red', role: 'sailor', x: 4, y: 0, at: 'W' }]);
  });

  it('a player with two figures on one region takes them back on different turns, each scoring the region as it then is', () => {
    const g = play({
      placed: [
        { tile: 'sea-band-city', x: 0, y: 0, figure: { player: 'Red', at: 'E' } },
        { tile: 'plains', x: 2, y: -1 },
      ],
      turns: [
        { tile: 'sea-band-city', x: 2, y: 0, figure: { at: 'E' } }, // Red
        { tile: 'sea-band-2-cities', x: 1, y: 0 }, // Yellow joins: 3 tiles, 4 cities
        { tile: 'plains', x: 2, y: -2, withdraw: { x: 0, y: 0 } }, // Red: 4
        { tile: 'plains', x: 3, y: -1 }, // Yellow
        { tile: 'sea-end-city', x: 3, y: 0, rotation: 180, withdraw: { x: 2, y: 0 } }, // Red: 4 tiles, 5 cities, open at the west: 5
      ],
    });
    expect(scoreEvents(g).map((e) => [e.turn, e.player, e.points])).toEqual([
      [3, 'Red', 4],
      [5, 'Red', 5],
    ]);
    expect(g.scores).toEqual({ Red: 9, Yellow: 0 });
  });

  it('a region left empty by the last figure can be taken again by another player', () => {
    // plains-band: plains from W to E, a sea on N and one on S.
    const g = play({
      placed: [
        { tile: 'plains-end', x: 0, y: 0, figure: { player: 'Red', at: 'E' } },
        { tile: 'plains-band', x: 1, y: 0 },
      ],
      turns: [
        { tile: 'plains-band', x: 2, y: 0, withdraw: { x: 0, y: 0 } }, // Red: 3 tiles, unfinished: 3
        { tile: 'plains-band', x: 3, y: 0, figure: { at: 'W', role: 'explorer' } }, // Yellow takes the plains
      ],
    });
    expect(g.scores).toEqual({ Red: 3, Yellow: 0 });
    expect(g.figures).toEqual([{ player: 'Yellow', role: 'explorer', x: 3, y: 0, at: 'W' }]);
  });

  it('our reading: the player who emptied a region may take it again on a later turn, as anyone may', () => {
    // The rules only say another player may; the placing rule (2.1) asks only that no figure stands there.
    const g = play({
      placed: [
        { tile: 'plains-end', x: 0, y: 0, figure: { player: 'Red', at: 'E' } },
        { tile: 'plains-band', x: 1, y: 0 },
      ],
      turns: [
        { tile: 'plains-band', x: 2, y: 0, withdraw: { x: 0, y: 0 } }, // Red: 3 tiles, unfinished: 3
        { tile: 'sea', x: 0, y: 1 }, // Yellow plays elsewhere
        { tile: 'plains-band', x: 3, y: 0, figure: { at: 'W', role: 'explorer' } }, // Red takes the plains back
      ],
    });
    expect(g.scores).toEqual({ Red: 3, Yellow: 0 });
    expect(g.figures).toEqual([{ player: 'Red', role: 'explorer', x: 3, y: 0, at: 'W' }]);
    // Not on the same turn, though: that turn has taken a figure back already.
    expect(
      refused({
        placed: [
          { tile: 'plains-end', x: 0, y: 0, figure: { player: 'Red', at: 'E' } },
          { tile: 'plains-band', x: 1, y: 0 },
        ],
        turns: [{ tile: 'plains-band', x: 2, y: 0, withdraw: { x: 0, y: 0 }, figure: { at: 'W' } }],
      }),
    ).toMatch(/never both/);
  });
});

// ---------------------------------------------------------------------------------------------
// Final scoring
// ---------------------------------------------------------------------------------------------

describe('final scoring: every figure still on the table scores its region as if complete', () => {
  const placed: Scenario['placed'] = [
    // Red's explorer: unfinished plains of 3 tiles.
    { tile: 'plains-end', x: 0, y: 0, figure: { player: 'Red', at: 'E' } },
    { tile: 'plains-band', x: 1, y: 0 },
    { tile: 'plains-band', x: 2, y: 0 },
    // Yellow's thief: unfinished mountain of 3 tiles with 2 cities (in it and in its plains).
    { tile: 'mountain-2-cities', x: 0, y: 5, figure: { player: 'Yellow', at: 'E' } },
    { tile: 'mountain-band', x: 1, y: 5 },
    { tile: 'mountain-band', x: 2, y: 5 },
    // Red's sailor: unfinished sea of 3 tiles with 2 cities.
    { tile: 'sea-end-city', x: 0, y: 10, figure: { player: 'Red', at: 'E' } },
    { tile: 'sea-band', x: 1, y: 10 },
    { tile: 'sea-band-city', x: 2, y: 10 },
  ];

  it('before the end each is worth its unfinished value; at the end its complete value', () => {
    const g = play({ placed });
    expect(g.figureValues().map((f) => [f.player, f.role, f.now, f.atEnd])).toEqual([
      ['Red', 'explorer', 3, 6], // 3 tiles × 1, × 2
      ['Yellow', 'thief', 2, 4], // 2 cities × 1, × 2
      ['Red', 'sailor', 2, 5], // 2 cities; 2 cities + 3 sea tiles
    ]);
    g.finish();
    expect(g.scores).toEqual({ Red: 11, Yellow: 4 });
    expect(scoreEvents(g).every((e) => e.final === true)).toBe(true);
    expect(g.figures).toEqual([]);
    expect(g.figuresInSupply).toEqual({ Red: 4, Yellow: 4 });
    expect(g.isFinished()).toBe(true);
    expect(() => g.play({ tile: 'plains-band', x: 3, y: 0 })).toThrow(/the game is over/);
  });

  it('a record with finish: true does the same', () => {
    expect(play({ placed, finish: true }).scores).toEqual({ Red: 11, Yellow: 4 });
  });

  it('the standard game ends when the last tile is laid', () => {
    const g = playRandomDiscovery({ seed: 3, players: 2, finish: false });
    expect(g.tilesLeft()).toBe(0);
    expect(g.isOver()).toBe(true);
    expect(g.isFinished()).toBe(false);
    const before = g.scores;
    const atEnd = g.figureValues();
    g.finish();
    for (const p of g.players)
      expect(g.scores[p]).toBe(
        before[p] + atEnd.filter((f) => f.player === p).reduce((n, f) => n + f.atEnd, 0),
      );
  });
});

// ---------------------------------------------------------------------------------------------
// The last tile (Fin de la partie): the game ends as it goes down, unless lastTile = full-turn
// ---------------------------------------------------------------------------------------------

describe('the last tile', () => {
  const refusedRecord = (r: unknown): string => {
    try {
      DiscoveryGame.fromRecord(r);
    } catch (e) {
      if (e instanceof EngineError) return e.message;
      throw e;
    }
    throw new Error('the record was accepted');
  };

  /** A whole random game (every tile of the box) whose last turn lays a tile with a free region; that turn left out. */
  function beforeLastTile(players: number, options: Partial<DiscoveryOptions> = {}) {
    for (let seed = 1; seed < 200; seed++) {
      const rec = randomDiscoveryGame({ seed, players, options, finish: false });
      const last = rec.turns[rec.turns.length - 1];
      if (last.discard) continue;
      const head = { ...rec, turns: rec.turns.slice(0, -1) };
      const g = DiscoveryGame.fromRecord({ ...head, options: { ...options, lastTile: 'full-turn' } });
      g.place(last.tile, { x: last.x, y: last.y, rotation: last.rotation ?? 0 });
      const free = g.deployOptions();
      if (free.length && g.withdrawOptions().length)
        return {
          head,
          last: { tile: last.tile, x: last.x, y: last.y, rotation: last.rotation ?? 0 },
          free,
          back: g.withdrawOptions(),
        };
    }
    throw new Error('no seed found');
  }

  it('by default the game is over as it goes down: no figure on it, none taken back, the record is refused', () => {
    const { head, last, free, back } = beforeLastTile(2);
    const g = DiscoveryGame.fromRecord(head);
    expect(g.tilesLeft()).toBe(1);
    expect(g.isOver()).toBe(false);
    g.place(last.tile, last);
    expect(g.tilesLeft()).toBe(0);
    expect(g.isLastTile()).toBe(true);
    expect(g.deployOptions()).toEqual([]);
    expect(g.withdrawOptions()).toEqual([]);
    expect(() => g.deploy({ at: free[0].at })).toThrow(
      /^turn\.figure: the game ended when the last tile was placed/,
    );
    expect(() => g.withdraw(back[0])).toThrow(
      /^turn\.withdraw: the game ended when the last tile was placed/,
    );
    g.endTurn();
    expect(g.isOver()).toBe(true);
    const n = head.turns.length;
    expect(
      refusedRecord({
        ...head,
        turns: [...head.turns, { ...last, figure: { at: free[0].at } }],
        finish: true,
      }),
    ).toMatch(new RegExp(`^turns\\[${n}\\]\\.figure: the game ended when the last tile was placed`));
    expect(
      refusedRecord({
        ...head,
        turns: [...head.turns, { ...last, withdraw: { x: back[0].x, y: back[0].y } }],
      }),
    ).toMatch(/^turns\[\d+\]\.withdraw: the game ended/);
  });

  it('full-turn: the last player may still put a figure on it, which scores at game end as if complete', () => {
    const { head, last, free } = beforeLastTile(2);
    const g = DiscoveryGame.fromRecord({ ...head, options: { lastTile: 'full-turn' } });
    g.place(last.tile, last);
    expect(g.isLastTile()).toBe(true);
    expect(g.deployOptions()).toEqual(free);
    const who = g.currentPlayer;
    g.deploy({ at: free[0].at });
    g.endTurn();
    const values = g.figureValues().filter((f) => f.player === who);
    const mine = values.find((f) => f.x === last.x && f.y === last.y)!;
    const before = g.scores[who];
    const others = values.filter((f) => f !== mine).reduce((n, f) => n + f.atEnd, 0);
    g.finish();
    expect(g.scores[who]).toBe(before + others + mine.atEnd);
    expect(mine.atEnd).toBeGreaterThan(0);
  });

  it('with tiles set aside (expert variant) the last tile is the one that leaves only those in the box', () => {
    const { head, last } = beforeLastTile(3, { removeTiles: 'rulebook' }); // 2 set aside with 3 players
    const g = DiscoveryGame.fromRecord(head);
    const box = () => Object.values(g.supplyLeft()).reduce((a, b) => a + b, 0);
    expect([g.tilesLeft(), box()]).toEqual([1, 3]);
    g.place(last.tile, last);
    expect([g.tilesLeft(), box(), g.isLastTile()]).toEqual([0, 2, true]);
    expect(g.deployOptions()).toEqual([]);
  });

  it('a record with its own tiles keeps no box: no tile is known to be the last, and finish ends the game where it stands', () => {
    const g = play({
      placed: [{ tile: 'plains-end', x: 0, y: 0 }],
      turns: [{ tile: 'plains-band', x: 1, y: 0, figure: { at: 'E' } }],
      finish: true,
    });
    expect(g.scores).toEqual({ Red: 2, Yellow: 0 }); // unfinished plains of 2 tiles, counted complete: reduced rate
  });

  it('the expert variant plays out the hands once the stacks are empty, and ends with the last tile of all', () => {
    for (const players of [2, 3, 4]) {
      const g = playRandomDiscovery({
        seed: 9,
        players,
        options: { hand: 2, removeTiles: 'rulebook' },
        finish: false,
      });
      const turns = g.toRecord().turns;
      expect(turns.length).toBe(83 - tilesRemoved(players, { removeTiles: 'rulebook' }));
      expect(g.tilesLeft()).toBe(0);
      expect(g.isOver()).toBe(true);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Rule options: every reading scores (or plays) a small position differently
// ---------------------------------------------------------------------------------------------

describe('rule options', () => {
  it('are exactly these, with these defaults', () => {
    expect(DISCOVERY_OPTIONS.map((o) => o.name)).toEqual([
      'smallRegion',
      'finalSmallRegion',
      'cornerBorder',
      'cityShores',
      'lastTile',
      'hand',
      'removeTiles',
    ]);
    expect(DISCOVERY_DEFAULTS).toEqual({
      smallRegion: 'two-or-fewer',
      finalSmallRegion: true,
      cornerBorder: false,
      cityShores: 'own-sea',
      lastTile: 'ends-game',
      hand: 1,
      removeTiles: 'none',
    });
    expect(refused({ options: { cornerBorder: 'sometimes' } as never })).toMatch(
      /^options\.cornerBorder: must be one of false, true/,
    );
    expect(refused({ options: { majority: true } as never })).toMatch(
      /^options\.majority: is not a rule option/,
    );
  });

  const withOptions = (s: Scenario, options: Partial<DiscoveryOptions>) => play({ ...s, options });

  it('smallRegion: a region of 1 tile at game end scores reduced (two-or-fewer) or in full (exactly-two)', () => {
    const s: Scenario = {
      placed: [
        { tile: 'sea-end-city', x: 0, y: 0, figure: { player: 'Red', at: 'E' } }, // a sea of 1 tile, 1 city
        { tile: 'plains-end', x: 0, y: 5, figure: { player: 'Yellow', at: 'E' } }, // plains of 1 tile
        { tile: 'plains-end', x: 0, y: 10, figure: { player: 'Red', at: 'E' } }, // plains of 2 tiles
        { tile: 'plains-band', x: 1, y: 10 },
      ],
      finish: true,
    };
    // two-or-fewer: sea 1 (city) + plains 2 (2 tiles × 1, reduced); Yellow 1 tile × 1.
    expect(withOptions(s, { smallRegion: 'two-or-fewer' }).scores).toEqual({ Red: 3, Yellow: 1 });
    // exactly-two: sea 1 city + 1 tile = 2, plains of 2 still reduced = 2; Yellow 1 tile × 2.
    expect(withOptions(s, { smallRegion: 'exactly-two' }).scores).toEqual({ Red: 4, Yellow: 2 });
  });

  it('smallRegion: during play a complete region always has 2 tiles at least, so both readings agree', () => {
    const s: Scenario = {
      placed: [{ tile: 'plains-end', x: 0, y: 0, figure: { player: 'Red', at: 'E' } }],
      turns: [{ tile: 'plains-end', x: 1, y: 0, rotation: 180, withdraw: { x: 0, y: 0 } }],
    };
    expect(withOptions(s, { smallRegion: 'two-or-fewer' }).scores.Red).toBe(2);
    expect(withOptions(s, { smallRegion: 'exactly-two' }).scores.Red).toBe(2);
  });

  it('finalSmallRegion: an unfinished region of 2 tiles at game end scores reduced (true) or in full (false)', () => {
    const s: Scenario = {
      placed: [
        { tile: 'plains-end', x: 0, y: 0, figure: { player: 'Red', at: 'E' } }, // unfinished, 2 tiles
        { tile: 'plains-band', x: 1, y: 0 },
        { tile: 'plains-end', x: 0, y: 5, figure: { player: 'Yellow', at: 'E' } }, // really complete, 2 tiles
        { tile: 'plains-end', x: 1, y: 5, rotation: 180 },
      ],
      finish: true,
    };
    expect(withOptions(s, { finalSmallRegion: true }).scores).toEqual({ Red: 2, Yellow: 2 });
    expect(withOptions(s, { finalSmallRegion: false }).scores).toEqual({ Red: 4, Yellow: 2 });
  });

  it('cornerBorder: plains that reach a corner of a mountain from another tile border it only when true', () => {
    // mountain-in-sea at (0, 0): mountain on E (a city), sea all round. plains-corner-city above it:
    // plains N and E (a city), sea S and W; its E edge ends at the grid point (1, 0), where the mountain's E edge begins.
    const s = (rotation: 0 | 270): Scenario => ({
      placed: [{ tile: 'mountain-in-sea', x: 0, y: 0, figure: { player: 'Red', at: 'E' } }],
      turns: [{ tile: 'plains-corner-city', x: 0, y: -1, rotation, withdraw: { x: 0, y: 0 } }],
    });
    expect(withOptions(s(0), { cornerBorder: false }).scores.Red).toBe(1); // its own city only
    expect(withOptions(s(0), { cornerBorder: true }).scores.Red).toBe(2); // and the city in the plains at the corner
    // Turned so that the plains lie W and N, they reach only the mountain tile's NW corner, not the mountain.
    expect(withOptions(s(270), { cornerBorder: false }).scores.Red).toBe(1);
    expect(withOptions(s(270), { cornerBorder: true }).scores.Red).toBe(1);
  });

  it('cityShores: a city between two seas counts for its own sea only, or for both', () => {
    // two-seas-city: plains N and S, seas E and W; its city faces the E sea.
    const s: Scenario = {
      placed: [
        { tile: 'two-seas-city', x: 0, y: 0, figure: { player: 'Red', at: 'W' } },
        { tile: 'sea-end', x: 1, y: 0, rotation: 180, figure: { player: 'Yellow', at: 'W' } }, // closes the E sea: 2 tiles
      ],
      turns: [
        { tile: 'sea', x: -1, y: 0, withdraw: { x: 0, y: 0 } }, // Red: W sea, 2 tiles, unfinished
        { tile: 'sea', x: -2, y: 0, withdraw: { x: 1, y: 0 } }, // Yellow: E sea, complete, 2 tiles: 1 per city
      ],
    };
    expect(withOptions(s, { cityShores: 'own-sea' }).scores).toEqual({ Red: 0, Yellow: 1 });
    expect(withOptions(s, { cityShores: 'every-sea' }).scores).toEqual({ Red: 1, Yellow: 1 });
  });

  it('hand: seeded play draws and plays one tile (1), or keeps 2 face up, plays one and draws one (2)', () => {
    const seed = 12;
    const bag = shuffledDiscoveryBag(mulberry32(seed)); // tiles are drawn from the end
    const one = randomDiscoveryGame({ seed, players: 2, options: { hand: 1 } });
    const two = randomDiscoveryGame({ seed, players: 2, options: { hand: 2 } });
    // One in hand: the tiles come exactly in the order drawn (each laid or, fitting nowhere, removed).
    expect(one.turns.map((t) => t.tile)).toEqual([...bag].reverse());
    // Two in hand: follow the hands through the game. Each turn the player tops the hand up to 2
    // from the bag and lays one of them: the one drawn first when it fits (random.ts's choice);
    // a tile is removed only when neither fits.
    const draw = [...bag];
    const hands: Record<string, string[]> = { Red: [], Yellow: [] };
    const g = new DiscoveryGame({ players: ['Red', 'Yellow'], options: { hand: 2 } });
    for (const turn of two.turns) {
      const hand = hands[g.currentPlayer];
      while (hand.length < 2 && draw.length) hand.push(draw.pop()!);
      expect(hand).toContain(turn.tile);
      const fitting = hand.filter((id) => g.fitsAnywhere(id));
      if (turn.discard) expect(fitting).toEqual([]);
      else expect(turn.tile).toBe(fitting[0]);
      hand.splice(hand.indexOf(turn.tile), 1);
      g.play(turn);
    }
    expect(draw).toEqual([]);
    expect(hands).toEqual({ Red: [], Yellow: [] }); // every tile is still played
    expect(two.turns.map((t) => t.tile)).not.toEqual(one.turns.map((t) => t.tile));
    // A record lists the tiles played either way, so replaying it does not depend on hand.
    expect(DiscoveryGame.fromRecord({ ...two, options: { hand: 1 } }).scores).toEqual(
      DiscoveryGame.fromRecord(two).scores,
    );
  });

  it('removeTiles: none, 1/2/3/1 as printed, or as many as make the turns even', () => {
    expect([2, 3, 4, 5].map((n) => tilesRemoved(n, { removeTiles: 'none' }))).toEqual([0, 0, 0, 0]);
    expect([2, 3, 4, 5].map((n) => tilesRemoved(n, { removeTiles: 'rulebook' }))).toEqual([1, 2, 3, 1]);
    expect([2, 3, 4, 5].map((n) => tilesRemoved(n, { removeTiles: 'even' }))).toEqual([1, 2, 3, 3]); // 83 mod n
    // With 5 players the readings differ in play: 83 - 1 = 82 tiles drawn as printed, 80 = 16 each when even.
    for (const [removeTiles, drawn] of [
      ['none', 83],
      ['rulebook', 82],
      ['even', 80],
    ] as const) {
      const g = playRandomDiscovery({ seed: 4, players: 5, options: { removeTiles } });
      expect(g.toRecord().turns.length).toBe(drawn);
      expect(Object.values(g.supplyLeft()).reduce((a, b) => a + b, 0)).toBe(83 - drawn); // put aside unseen, never drawn
      expect(g.tilesLeft()).toBe(0); // and not counted among the tiles still to play
      expect(g.isOver()).toBe(true);
    }
  });
});
