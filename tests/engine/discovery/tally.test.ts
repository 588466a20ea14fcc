/**
 * The Discovery's table tally (formats §7, `discovery-tally`): one line per figure scored, with
 * the region's kind, tiles and cities. The same scoring as the game; bad tallies are refused
 * with the place and the reason.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EngineError, scoreDiscoveryTally } from '@engine/index';
import { play } from './helpers';

const SAMPLE: Record<string, unknown> = JSON.parse(
  readFileSync('/work/shared/spec/examples/discovery-tally.json', 'utf8'),
);

const tally = (figures: unknown[], extra: Record<string, unknown> = {}) => ({
  format: 'discovery-tally',
  version: 1,
  players: ['Red', 'Yellow'],
  figures,
  ...extra,
});
const scores = (raw: unknown) =>
  Object.fromEntries(scoreDiscoveryTally(raw).players.map((p) => [p.name, p.score]));

/** The EngineError a bad tally is refused with. */
function refusal(raw: unknown): EngineError {
  try {
    scoreDiscoveryTally(raw);
  } catch (e) {
    expect(e).toBeInstanceOf(EngineError);
    return e as EngineError;
  }
  throw new Error('the tally was accepted');
}

describe('the spec sample', () => {
  it('scores Red 20 and Yellow 3', () => {
    // Red had 12; a complete mountain of 3 tiles with 4 cities: 2 per city, 8. Yellow: an unfinished
    // sea of 4 tiles with 3 cities on its shores: 1 per city, 3.
    const r = scoreDiscoveryTally(SAMPLE);
    expect(r.players.map((p) => [p.name, p.start, p.score])).toEqual([
      ['Red', 12, 20],
      ['Yellow', 0, 3],
    ]);
    expect(r.events.map((e) => [e.player, e.type, e.complete, e.points])).toEqual([
      ['Red', 'mountains', true, 8],
      ['Yellow', 'seas', false, 3],
    ]);
  });

  it('at game end (final: true) every line scores as if its region were complete', () => {
    // Yellow's sea: 3 cities + 4 sea tiles = 7.
    expect(scores({ ...SAMPLE, final: true })).toEqual({ Red: 20, Yellow: 7 });
  });
});

describe('each line scores as the rules say', () => {
  it('plains: 1 per tile, 2 complete, a complete region of 2 tiles 2; cities ignored', () => {
    expect(scores(tally([{ player: 'Red', region: 'plains', tiles: 4 }]))).toEqual({ Red: 4, Yellow: 0 });
    expect(scores(tally([{ player: 'Red', region: 'plains', tiles: 5, complete: true, cities: 9 }]))).toEqual(
      { Red: 10, Yellow: 0 },
    );
    expect(scores(tally([{ player: 'Red', region: 'plains', tiles: 2, complete: true }]))).toEqual({
      Red: 2,
      Yellow: 0,
    });
  });

  it('mountains: 1 per city, 2 complete, 1 when complete with 2 tiles', () => {
    expect(scores(tally([{ player: 'Red', region: 'mountains', tiles: 2, cities: 4 }]))).toEqual({
      Red: 4,
      Yellow: 0,
    });
    expect(
      scores(tally([{ player: 'Red', region: 'mountains', tiles: 3, cities: 4, complete: true }])),
    ).toEqual({ Red: 8, Yellow: 0 });
    expect(
      scores(tally([{ player: 'Red', region: 'mountains', tiles: 2, cities: 4, complete: true }])),
    ).toEqual({ Red: 4, Yellow: 0 });
  });

  it('seas: 1 per city, and 1 per tile when complete, but not with 2 tiles', () => {
    expect(scores(tally([{ player: 'Yellow', region: 'seas', tiles: 2, cities: 2 }]))).toEqual({
      Red: 0,
      Yellow: 2,
    });
    expect(
      scores(tally([{ player: 'Yellow', region: 'seas', tiles: 4, cities: 3, complete: true }])),
    ).toEqual({ Red: 0, Yellow: 7 });
    expect(
      scores(tally([{ player: 'Yellow', region: 'seas', tiles: 2, cities: 1, complete: true }])),
    ).toEqual({ Red: 0, Yellow: 1 });
  });

  it('several lines of one player add up; rule options apply as in the game', () => {
    const lines = [
      { player: 'Red', region: 'plains', tiles: 1 },
      { player: 'Red', region: 'seas', tiles: 1, cities: 1 },
    ];
    // At game end, 1-tile regions: reduced by default (1 + 1), in full with smallRegion exactly-two (2 + 2).
    expect(scores(tally(lines, { final: true }))).toEqual({ Red: 2, Yellow: 0 });
    expect(scores(tally(lines, { final: true, options: { smallRegion: 'exactly-two' } }))).toEqual({
      Red: 4,
      Yellow: 0,
    });
  });

  it('the calculator and the board agree: a region read off a game scores the same in a tally', () => {
    // The complete mountain of 3 tiles with 4 cities from the rules tests, scored by the game: 8.
    const g = play({
      placed: [{ tile: 'mountain-2-cities', x: 0, y: 0, figure: { player: 'Red', at: 'E' } }],
      turns: [
        { tile: 'mountain-band', x: 1, y: 0 },
        { tile: 'plains-2-cities', x: 1, y: -1 },
        { tile: 'mountain-end', x: 2, y: 0, withdraw: { x: 0, y: 0 } },
      ],
    });
    const ev = g.events.find((e) => e.kind === 'score')!;
    if (ev.kind !== 'score') throw new Error('no score');
    const line = {
      player: 'Red',
      region: ev.type,
      tiles: ev.region.tiles,
      cities: ev.region.cities,
      complete: ev.region.complete,
    };
    expect(line).toEqual({ player: 'Red', region: 'mountains', tiles: 3, cities: 4, complete: true });
    expect(scores(tally([line]))).toEqual(g.scores);
  });
});

describe('bad tallies are refused with the place and the reason', () => {
  const cases: [string, unknown, string, RegExp][] = [
    ['not an object', [], '(tally)', /must be an object/],
    [
      'a wrong format',
      { ...SAMPLE, format: 'race-tally' },
      'format',
      /must be "discovery-tally", not "race-tally"/,
    ],
    ['a wrong version', { ...SAMPLE, version: 2 }, 'version', /must be 1, not 2/],
    ['no players', { ...SAMPLE, players: [] }, 'players', /at least one player/],
    [
      'an unknown player in the scores',
      { ...SAMPLE, scores: { Blue: 3 } },
      'scores.Blue',
      /is not one of the players \(Red, Yellow\)/,
    ],
    ['a negative score', { ...SAMPLE, scores: { Red: -4 } }, 'scores.Red', /must be a whole number from 0/],
    [
      'an unknown player on a line',
      tally([{ player: 'Blue', region: 'plains', tiles: 2 }]),
      'figures[0].player',
      /must name one of the players \(Red, Yellow\), not "Blue"/,
    ],
    [
      'an unknown kind of region',
      tally([{ player: 'Red', region: 'forest', tiles: 2 }]),
      'figures[0].region',
      /must be one of plains, mountains, seas, not "forest"/,
    ],
    [
      'a negative number of tiles',
      tally([
        { player: 'Red', region: 'plains', tiles: 3 },
        { player: 'Red', region: 'plains', tiles: -1 },
      ]),
      'figures[1].tiles',
      /must be a whole number from 1/,
    ],
    [
      'no tiles at all',
      tally([{ player: 'Red', region: 'plains', tiles: 0 }]),
      'figures[0].tiles',
      /must be a whole number from 1/,
    ],
    [
      'a negative number of cities',
      tally([{ player: 'Yellow', region: 'seas', tiles: 3, cities: -2 }]),
      'figures[0].cities',
      /must be a whole number from 0/,
    ],
    [
      'a fraction of a city',
      tally([{ player: 'Yellow', region: 'mountains', tiles: 3, cities: 1.5 }]),
      'figures[0].cities',
      /must be a whole number/,
    ],
    [
      'a mountain without its cities',
      tally([{ player: 'Red', region: 'mountains', tiles: 3 }]),
      'figures[0].cities',
      /a mountain needs the number of cities/,
    ],
    [
      'complete that is not true or false',
      tally([{ player: 'Red', region: 'plains', tiles: 3, complete: 'yes' }]),
      'figures[0].complete',
      /must be true or false/,
    ],
    ['a line that is not an object', tally(['Red plains 3']), 'figures[0]', /must be an object/],
    ['figures that are not a list', { ...SAMPLE, figures: { Red: 3 } }, 'figures', /must be an array/],
    ['final that is not true or false', { ...SAMPLE, final: 1 }, 'final', /must be true or false/],
    [
      'an unknown rule option',
      { ...SAMPLE, options: { majority: true } },
      'options.majority',
      /is not a rule option/,
    ],
  ];
  it.each(cases)('%s', (_what, raw, path, reason) => {
    const e = refusal(raw);
    expect(e.path).toBe(path);
    expect(e.message.startsWith(`${path}: `)).toBe(true); // the message names the place
    expect(e.message).toMatch(reason);
  });
});

describe("a figure taken back during play and figures on the board at game end in one tally (`when`, this project's extension)", () => {
  it("each line scores by its own moment: 'play' as taken back, 'end' as if complete; absent, as the tally's final says", () => {
    // Yellow took a sailor back from an unfinished sea of 4 tiles with 3 cities during play (3); at
    // game end Yellow's other sailor is on an unfinished sea of 3 tiles with 1 city (1 + 3 = 4) and
    // Red's explorer on unfinished plains of 3 tiles (as if complete: 2 per tile, 6).
    const figures = [
      { player: 'Yellow', region: 'seas', tiles: 4, cities: 3, complete: false, when: 'play' },
      { player: 'Yellow', region: 'seas', tiles: 3, cities: 1, complete: false, when: 'end' },
      { player: 'Red', region: 'plains', tiles: 3, complete: false },
    ];
    const final = scoreDiscoveryTally(tally(figures, { final: true }));
    expect(final.events.map((e) => [e.player, e.type, e.complete, e.points])).toEqual([
      ['Yellow', 'seas', false, 3],
      ['Yellow', 'seas', true, 4],
      ['Red', 'plains', true, 6],
    ]);
    expect(final.why).toBe('Yellow wins.');
    // Not final: a line with no `when` was taken back during play, as before the extension.
    expect(scoreDiscoveryTally(tally(figures)).events.map((e) => e.points)).toEqual([3, 4, 3]);
  });

  it('refuses any other moment, naming the line', () => {
    expect(refusal(tally([{ player: 'Red', region: 'plains', tiles: 3, when: 'later' }])).message).toMatch(
      /^figures\[0\]\.when: must be "play" .* or "end" .*, not "later"/,
    );
  });
});
