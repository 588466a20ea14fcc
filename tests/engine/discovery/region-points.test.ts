/**
 * The points of a region without its labels (`regionPoints`, what the withdraw options and the
 * figures' values ask for every turn) are those of the labelled items (`regionItems`, what the
 * score events carry), for every kind, size, scoring moment and option.
 */
import { describe, expect, it } from 'vitest';
import { discoveryTotal, regionItems, regionPoints, REGION_KINDS, type ScoredAs } from '@engine/index';

const AS: ScoredAs[] = ['incomplete', 'complete', 'final'];

describe('regionPoints', () => {
  it('equals the total of regionItems', () => {
    let cases = 0;
    for (const kind of REGION_KINDS)
      for (const as of AS)
        for (const smallRegion of ['two-or-fewer', 'exactly-two'] as const)
          for (const finalSmallRegion of [true, false])
            for (const reallyComplete of [true, false])
              for (let tiles = 1; tiles <= 5; tiles++)
                for (let cities = 0; cities <= 4; cities++) {
                  const r = { kind, tiles, cities };
                  const o = { smallRegion, finalSmallRegion };
                  expect(
                    regionPoints(r, as, o, reallyComplete),
                    JSON.stringify({ r, as, o, reallyComplete }),
                  ).toBe(discoveryTotal(regionItems(r, as, o, reallyComplete)));
                  cases++;
                }
    expect(cases).toBe(3 * 3 * 2 * 2 * 2 * 5 * 5);
  });
});
