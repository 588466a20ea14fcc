/** Who wins a tally, decided by the engine (issue 16: no rule in the calculator). */
import { describe, expect, it } from 'vitest';
import { scoreDiscoveryTally, scoreRaceTally, scoreTally } from '@engine/index';

describe('standings of a tally', () => {
  it('New World: the highest total leads; level players share the lead', () => {
    const r = scoreTally({
      format: 'new-world-tally',
      version: 1,
      players: ['Red', 'Blue'],
      scores: { Red: 10, Blue: 7 },
      features: [{ type: 'trail', complete: true, tiles: 3, settlers: { Blue: 1 } }],
    });
    expect(r.players.map((p) => p.score)).toEqual([10, 10]);
    expect(r.winners).toEqual(['Red', 'Blue']);
    expect(r.why).toBe('Red and Blue share the lead.');
  });

  it("New World marked final (this project's extension of formats §4): the highest total wins; level players share the win", () => {
    const t = {
      format: 'new-world-tally',
      version: 1,
      players: ['Red', 'Blue'],
      scores: { Red: 10, Blue: 7 },
      features: [{ type: 'trail', complete: false, tiles: 3, settlers: { Blue: 1 } }],
    };
    expect(scoreTally({ ...t, final: true })).toMatchObject({
      winners: ['Red', 'Blue'],
      why: 'Red and Blue share the win.',
    });
    expect(scoreTally({ ...t, final: true, scores: { Red: 11 } })).toMatchObject({
      winners: ['Red'],
      why: 'Red wins.',
    });
    expect(scoreTally({ ...t, scores: { Red: 11 } }).why).toBe('Red leads.');
    expect(() => scoreTally({ ...t, final: 'yes' })).toThrow(/^final: must be true or false/);
  });

  it('The Discovery: after the final scoring the highest total wins; before it, leads', () => {
    const base = {
      format: 'discovery-tally',
      version: 1,
      players: ['Red', 'Yellow'],
      scores: { Red: 4, Yellow: 5 },
      figures: [],
    };
    expect(scoreDiscoveryTally({ ...base, final: true })).toMatchObject({
      winners: ['Yellow'],
      why: 'Yellow wins.',
    });
    expect(scoreDiscoveryTally({ ...base, final: false })).toMatchObject({
      winners: ['Yellow'],
      why: 'Yellow leads.',
    });
    expect(scoreDiscoveryTally({ ...base, scores: { Red: 5, Yellow: 5 }, final: true })).toMatchObject({
      winners: ['Red', 'Yellow'],
      why: 'Red and Yellow share the win.',
    });
  });

  it('Race: before the final scoring nobody wins, and the leaders are named', () => {
    const r = scoreRaceTally({
      format: 'race-tally',
      version: 1,
      players: ['Red', 'Blue'],
      scores: { Red: 3, Blue: 9 },
      regions: [],
      final: false,
    });
    expect(r.winners).toEqual([]);
    expect(r.leaders).toEqual(['Blue']);
  });
});
