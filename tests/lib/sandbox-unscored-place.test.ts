/**
 * A completed feature that scores nothing is named by where it lies (the sandbox game-end task): right
 * after a farmer goes on another farm, "no settler stands on this farm" could be either; the log names the
 * square ("the farm at column 3, row 2"), and a feature of several tiles one square it takes in.
 */
import { describe, expect, it } from 'vitest';
import type { UnscoredEvent } from '@engine/index';
import { unscoredEnglish } from '@engine/play';
import { eventText } from '@lib/replay/event-text';
import { eventTextFr } from '@lib/i18n/narration-fr';

const unscored = (type: 'farm' | 'town', at: [number, number][], tiles: number): UnscoredEvent => ({
  kind: 'unscored',
  type: 'unscored',
  turn: 9,
  feature: { type, tiles, at, complete: true },
  reason: unscoredEnglish('no-settler', type),
  why: 'no-settler',
});

describe('a completed feature that scores nothing, with its place', () => {
  it('names the farm’s square, in English and French', () => {
    const e = unscored('farm', [[3, 2]], 9);
    expect(eventText(e)).toBe(
      'A completed farm of 9 tiles scores nothing: no settler stands on the farm at column 3, row 2, so it ' +
        'scores nothing and no surveyor moves',
    );
    expect(eventTextFr(e)).toBe(
      'Une ferme achevée de 9 tuiles ne rapporte rien : aucun colon ne se trouve sur la ferme en colonne 3, ' +
        'rangée 2, donc aucun arpenteur ne bouge',
    );
  });
  it('names a square a feature of several tiles takes in', () => {
    const e = unscored(
      'town',
      [
        [2, 4],
        [3, 4],
      ],
      2,
    );
    expect(eventText(e)).toContain('no settler stands on the town that takes in column 2, row 4, so');
    expect(eventTextFr(e)).toContain(
      'aucun colon ne se trouve sur la ville qui passe par la colonne 2, rangée 4',
    );
  });
});
