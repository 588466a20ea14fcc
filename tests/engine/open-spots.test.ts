/** The empty squares next to the table, asked of the engine (issue 16: the land-column rule lives only there). */
import { describe, expect, it } from 'vitest';
import { Session } from '@engine/index';

describe('openSpots', () => {
  it('New World: at the start, the first land column beside the ten start spaces, nothing east of the coast', () => {
    const s = Session.create({ ruleset: 'new-world', players: ['Red', 'Blue'] });
    const spots = s.openSpots() as { col: number; row: number }[];
    expect(spots.map((p) => `${p.col},${p.row}`).sort()).toEqual(
      Array.from({ length: 10 }, (_, r) => `1,${r}`).sort(),
    );
    expect(spots.every((p) => p.col >= 1)).toBe(true);
  });

  it('The Discovery: the four squares around the start tile', () => {
    const s = Session.create({ ruleset: 'discovery', players: ['Red', 'Yellow'] });
    expect((s.openSpots() as { x: number; y: number }[]).map((p) => `${p.x},${p.y}`).sort()).toEqual([
      '-1,0',
      '0,-1',
      '0,1',
      '1,0',
    ]);
  });
});
