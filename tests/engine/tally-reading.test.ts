/**
 * `duringPlay` (an extension of formats §4 and §7, engine core/tally-reading.ts): the entries made
 * during play added to the points on the track ("add", and a tally without the field, as before),
 * or already on it ("on-track": shown, not added). Game-end lines are always added.
 */
import { describe, expect, it } from 'vitest';
import { scoreDiscoveryTally, scoreRaceTally, scoreTally } from '../../src/engine/tallies';

const totals = (r: { players: { name: string; score: number }[] }) =>
  Object.fromEntries(r.players.map((p) => [p.name, p.score]));
const NW = {
  format: 'new-world-tally',
  version: 1,
  players: ['Red', 'Blue'],
  scores: { Red: 30 },
  features: [
    { type: 'trail', complete: true, tiles: 4, settlers: { Red: 1 } },
    { type: 'plains', animals: 3, settlers: { Blue: 1 } },
  ],
};
const DISC = {
  format: 'discovery-tally',
  version: 1,
  players: ['Red', 'Yellow'],
  scores: { Red: 12 },
  figures: [
    { player: 'Red', region: 'mountains', tiles: 3, cities: 4, complete: true },
    { player: 'Yellow', region: 'plains', tiles: 2, complete: false, when: 'end' },
  ],
  final: true,
};
const RACE = {
  format: 'race-tally',
  version: 1,
  players: ['Red', 'Blue'],
  scores: { Red: 6 },
  regions: [{ kind: 'island', name: 'Baffin', primary: 5, secondary: 2, full: true, markers: { Red: 2 } }],
  hands: { Red: { lap: 50 } },
};

describe('duringPlay', () => {
  it('absent or "add": the entries during play are added to the track, as before', () => {
    for (const extra of [{}, { duringPlay: 'add' }]) {
      expect(totals(scoreTally({ ...NW, ...extra }))).toEqual({ Red: 34, Blue: 3 });
      expect(totals(scoreRaceTally({ ...RACE, ...extra }))).toEqual({ Red: 63, Blue: 0 });
    }
    const r = scoreTally(NW);
    expect([r.duringPlay, r.duringPlayGiven]).toEqual(['add', false]);
    expect(scoreTally({ ...NW, duringPlay: 'add' }).duringPlayGiven).toBe(true);
  });

  it('"on-track": the entries during play are shown with their points, not added; the game-end lines are', () => {
    const nw = scoreTally({ ...NW, duringPlay: 'on-track' });
    expect(totals(nw)).toEqual({ Red: 30, Blue: 3 });
    expect(nw.players[0].lines[0]).toMatchObject({ points: 4, onTrack: true });
    expect(nw.players[1].lines[0].onTrack).toBeUndefined();
    const d = scoreDiscoveryTally({
      ...DISC,
      figures: [{ ...DISC.figures[0], when: 'play' }, DISC.figures[1]],
      duringPlay: 'on-track',
    });
    expect(d.players[0]).toMatchObject({ score: 12, lines: [{ play: true, onTrack: true }] });
    expect(d.players[1].lines[0]).toMatchObject({ play: false });
    expect(d.players[1].score).toBe(d.players[1].lines[0].points);
    const race = scoreRaceTally({ ...RACE, duringPlay: 'on-track' });
    expect(totals(race)).toEqual({ Red: 56, Blue: 0 });
    expect(race.events.filter((e) => e.kind === 'advance')).toEqual([]);
  });

  it('any other value is refused, naming the field', () => {
    expect(() => scoreTally({ ...NW, duringPlay: 'twice' })).toThrow(/duringPlay/);
    expect(() => scoreDiscoveryTally({ ...DISC, duringPlay: true })).toThrow(/duringPlay/);
  });
});
