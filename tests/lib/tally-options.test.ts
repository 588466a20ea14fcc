/** Switching a tally's rule option in the calculator: the option written or left out, and what it changes per player. */
import { describe, expect, it } from 'vitest';
import { takeOptions, totalsChange, withOption, type WithOptions } from '@lib/calculator/tally-options';

/** Two players and the neutral colour on one full island: Red 3 markers, the neutral Green 2, Blue 1. */
const island = (): WithOptions => ({
  format: 'race-tally',
  version: 1,
  players: ['Red', 'Blue'],
  neutral: 'Green',
  scores: { Red: 10, Blue: 10 },
  regions: [
    {
      kind: 'island',
      name: 'Baffin',
      primary: 6,
      secondary: 4,
      full: true,
      markers: { Red: 3, Green: 2, Blue: 1 },
    },
  ],
});

describe('a rule option switched in the calculator', () => {
  it('writes the other reading and leaves the default out (with an empty options field)', () => {
    const t = island();
    const other = withOption(t, 'neutralSecond', false, true);
    expect(other.options).toEqual({ neutralSecond: false });
    expect(t.options).toBeUndefined();
    const back = withOption(other, 'neutralSecond', true, true);
    expect('options' in back).toBe(false);
  });

  it('says who gains: with the neutral colour second (our reading) Blue takes no secondary; with the other reading Blue takes 4', () => {
    const t = island();
    const other = withOption(t, 'neutralSecond', false, true);
    expect(totalsChange(t, other)).toBe('Blue 11 → 15');
    expect(totalsChange(t, t)).toBe('no total changes');
  });

  it('copies the options onto the tally being edited, or drops them', () => {
    const x = island();
    takeOptions(x, withOption(island(), 'neutralSecond', false, true));
    expect(x.options).toEqual({ neutralSecond: false });
    takeOptions(x, island());
    expect('options' in x).toBe(false);
  });
});
