/**
 * "Winner" only once the end of the game is marked entered (issue 31): until then the result bar
 * and the recent list name who leads; a tally without the mark (an old link, a file,
 * content/tallies/) reads as it always did.
 */
import { describe, expect, it } from 'vitest';
import { headlineAt } from '@lib/calculator/headline';
import { endEntered, tallySummary, type Tally } from '@lib/calculator/calculator-store';

describe('the end of the game, marked entered', () => {
  it('a winner is only the leader until the end is entered', () => {
    expect(headlineAt({ code: 'winner', name: 'Red' }, false)).toEqual({ code: 'leading', name: 'Red' });
    expect(headlineAt({ code: 'shared-win', names: ['Red', 'Blue'] }, false)).toEqual({
      code: 'level-lead',
      names: ['Red', 'Blue'],
    });
    expect(headlineAt({ code: 'winner', name: 'Red' }, true)).toEqual({ code: 'winner', name: 'Red' });
    expect(headlineAt({ code: 'nothing' }, false)).toEqual({ code: 'nothing' });
  });

  it('a final tally is at its end unless it says `ended: false`; the recent list says so too', () => {
    const t = {
      format: 'new-world-tally',
      version: 1,
      players: ['Red', 'Blue'],
      scores: { Red: 10 },
      features: [],
      final: true,
    } as Tally;
    expect(endEntered(t, true)).toBe(true);
    expect(endEntered({ ...t, ended: false }, true)).toBe(false);
    expect(endEntered({ ...t, ended: true }, false)).toBe(false);
    expect(tallySummary(t).winner).toBe('Winner: Red');
    expect(tallySummary({ ...t, ended: false }).winner).toBe('Leading: Red');
  });
});
