/**
 * Tallies refuse features no game can hold (issue 32), naming the place and the reason, in the
 * engine that the command line and the calculator share. Each case is a table tally as a player
 * might mistype it; the last ones are tallies a real table can hold and must still score.
 */
import { describe, expect, it } from 'vitest';
import { EngineError, scoreDiscoveryTally, scoreTally } from '@engine/tallies';

import { refusalOf } from '@engine/refusals';
import { run } from '../../src/cli/commands';

const tally = (features: Record<string, unknown>[], players = ['Red', 'Blue']) => ({
  format: 'new-world-tally',
  version: 1,
  players,
  features,
});
const refused = (t: unknown): EngineError => {
  try {
    scoreTally(t);
  } catch (e) {
    if (e instanceof EngineError) return e;
    throw e;
  }
  throw new Error('accepted');
};

describe('a New World tally refuses what no game can hold', () => {
  it.each([
    [
      'a completed town of 0 tiles',
      { type: 'town', complete: true, tiles: 0, settlers: { Red: 1 } },
      'features[0].tiles',
      /a town covers at least 1 tile; no game holds a town of 0 tiles/,
    ],
    [
      'a completed trail of 0 tiles',
      { type: 'trail', complete: true, tiles: 0, settlers: { Red: 1 } },
      'features[0].tiles',
      /a trail covers at least 1 tile/,
    ],
    [
      'an unfinished trail of 0 tiles',
      { type: 'trail', tiles: 0, settlers: { Red: 1 } },
      'features[0].tiles',
      /no game holds a trail of 0 tiles/,
    ],
    [
      'a town of 0 segments',
      { type: 'town', complete: true, segments: 0, settlers: { Red: 1 } },
      'features[0].segments',
      /at least 1 segment/,
    ],
    [
      'fewer segments than tiles',
      { type: 'town', tiles: 4, segments: 3, settlers: { Red: 1 } },
      'features[0].segments',
      /3 segments on 4 tiles/,
    ],
    [
      'a trail longer than the game',
      { type: 'trail', tiles: 150, settlers: { Red: 1 } },
      'features[0].tiles',
      /it has 105 tiles in all/,
    ],
    [
      'a town with a trading post',
      { type: 'town', complete: true, tiles: 3, tradingPosts: 1, settlers: { Red: 1 } },
      'features[0].tradingPosts',
      /trading posts lie on trails/,
    ],
    [
      'a trail with a flag',
      { type: 'trail', complete: true, tiles: 3, flags: 1, settlers: { Red: 1 } },
      'features[0].flags',
      /flags are in towns/,
    ],
    [
      'a completed farm with 6 neighbours',
      { type: 'farm', complete: true, surrounding: 6, settlers: { Red: 1 } },
      'features[0].surrounding',
      /all 8 spaces around it filled, not 6/,
    ],
    [
      '6 settlers of one player on a feature',
      { type: 'town', complete: true, tiles: 9, settlers: { Red: 6 } },
      'features[0].settlers.Red',
      /Red has only 5 settlers to deploy/,
    ],
  ])('%s', (_, feature, place, reason) => {
    const e = refused(tally([feature]));
    expect(e.message.startsWith(`${place}: `), e.message).toBe(true);
    expect(e.message).toMatch(reason);
    expect(refusalOf(e)).toMatchObject({ code: 'tally-impossible' });
  });

  it('more settlers on unfinished features at once than a player has: the place is the one that goes over', () => {
    const e = refused(
      tally([
        { type: 'trail', tiles: 2, settlers: { Blue: 3 } },
        { type: 'town', complete: true, tiles: 5, settlers: { Blue: 4 } }, // completed during play: those came home
        { type: 'plains', animals: 3, settlers: { Blue: 3 } },
      ]),
    );
    expect(e.message).toMatch(
      /^features\[2\]\.settlers\.Blue: Blue would have 6 settlers on unfinished features at once; a player has only 5/,
    );
  });

  it('still scores what a real table holds: a 2-tile town from the coast, 5 settlers, 2 flags on 3 tiles, a farm 1 short', () => {
    const r = scoreTally(
      tally([
        { type: 'town', complete: true, tiles: 2, settlers: { Red: 1 } },
        { type: 'town', complete: true, tiles: 3, flags: 2, settlers: { Blue: 5 } },
        { type: 'farm', surrounding: 7, settlers: { Red: 1 } },
        { type: 'trail', tiles: 1, tradingPosts: 1, settlers: { Red: 4 } },
      ]),
    );
    expect(Object.fromEntries(r.players.map((p) => [p.name, p.score]))).toEqual({ Red: 4 + 8 + 3, Blue: 10 });
  });
});

describe('nw tally refuses it too, with the place and the reason', () => {
  it('a completed town of 0 tiles: exit code 1 and the message', () => {
    const t = JSON.stringify(tally([{ type: 'town', complete: true, tiles: 0, settlers: { Red: 1 } }]));
    const res = run(['tally', 't.json'], (p: string) => {
      if (p === 't.json') return t;
      throw Object.assign(new Error('ENOENT'), { code: 'ENOENT' });
    });
    expect(res.code).not.toBe(0);
    expect(res.stderr).toMatch(
      /features\[0\]\.tiles: a town covers at least 1 tile; no game holds a town of 0 tiles/,
    );
    expect(res.stdout).toBe('');
  });
});

describe('a Discovery tally refuses a region larger than the whole tile set', () => {
  const refusedDisc = (t: unknown): EngineError => {
    try {
      scoreDiscoveryTally(t);
    } catch (e) {
      if (e instanceof EngineError) return e;
      throw e;
    }
    throw new Error('accepted');
  };
  const disc = (tiles: number) => ({
    format: 'discovery-tally',
    version: 1,
    players: ['Red', 'Blue'],
    figures: [{ player: 'Red', region: 'plains', tiles }],
  });
  it('85 tiles: the place and the reason, in the command line too', () => {
    const e = refusedDisc(disc(85));
    expect(e.message).toBe(
      'figures[0].tiles: a region of 85 tiles cannot be: The Discovery has 84 tiles in all, the start tile included',
    );
    expect(refusalOf(e)).toMatchObject({ code: 'tally-region-tiles', n: 85, max: 84 });
  });
  it('84 tiles, the whole set in one region, still scores', () => {
    expect(scoreDiscoveryTally(disc(84)).players[0].score).toBeGreaterThan(0);
  });
});
