/**
 * The Discovery's refusals as data (src/engine/rulesets/discovery/refusals.ts): every refusal of the
 * rule area carries its code and parameters, and the command line's English built from them is
 * byte for byte what the engine has always said (./refusal-cases.ts).
 */
import { describe, expect, it } from 'vitest';
import { EngineError } from '@engine/index';
import { refusalOf, type DiscoveryRefusal } from '@engine/refusals';
import { englishOf } from '@engine/refusals-english';
import { CASES } from './refusal-cases';

/** Every code of the union (the table tally's, `tally-…`, are tests/i18n/tally-words-fr.test.ts's): a code added to the engine and not to the cases fails the type check here. */
const CODES: Record<Exclude<DiscoveryRefusal['code'], `tally-${string}`>, true> = {
  'tile-first': true,
  'figure-or-withdraw': true,
  'one-figure-per-turn': true,
  'one-withdrawal-per-turn': true,
  'game-ended': true,
  'no-figure-left': true,
  'not-an-edge': true,
  'wrong-role': true,
  'region-held': true,
  'no-figure-there': true,
  'not-your-figure': true,
  'not-your-turn': true,
  'start-not-drawn': true,
  'fits-somewhere': true,
  'too-few-players': true,
  'not-a-tile-id': true,
  'removed-not-placed': true,
  'figure-names-player': true,
  'not-in-setup': true,
  'wrong-format': true,
  'wrong-version': true,
  'wrong-ruleset': true,
  'tile-defined-twice': true,
  'unknown-tile': true,
  'none-left': true,
  'setup-misplaced': true,
  'setup-no-figure-left': true,
  'setup-wrong-role': true,
  'bad-tile-id': true,
  'no-edges': true,
  'not-an-edge-letter': true,
  'edge-taken': true,
  'edges-unclaimed': true,
  'city-not-on-land': true,
  'no-such-region': true,
  'no-such-sea': true,
  'city-off-shore': true,
};

/** The error a case throws. */
export function thrown(f: () => unknown): EngineError {
  try {
    f();
  } catch (e) {
    if (e instanceof EngineError) return e;
    throw e;
  }
  throw new Error('accepted');
}

describe("The Discovery's refusals", () => {
  for (const [name, f, message] of CASES) {
    it(`${name}: the same message, from data`, () => {
      const e = thrown(f);
      expect(e.message).toBe(message);
      const r = refusalOf(e);
      expect(r?.area).toBe('discovery');
      expect(englishOf(r!)).toBe(e.reason);
      // Data, not sentences: every parameter is a number, a name or a small object.
      expect(JSON.parse(JSON.stringify(r))).toEqual(r);
    });
  }

  it('every code is refused by some case', () => {
    const seen = new Set(CASES.map(([, f]) => refusalOf(thrown(f))?.code));
    expect([...Object.keys(CODES)].filter((c) => !seen.has(c as DiscoveryRefusal['code']))).toEqual([]);
  });

  it('the board says why a tile cannot go on a square as data too', () => {
    const r = refusalOf(thrown(CASES.find(([n]) => n === 'setup: edges differ')![1]));
    expect(r).toEqual({
      area: 'discovery',
      code: 'setup-misplaced',
      tile: 'mountain',
      x: 0,
      y: 1,
      rotation: 90,
      why: {
        code: 'edges-differ',
        edge: 'N',
        kind: 'mountains',
        tile: 'plains',
        x: 0,
        y: 0,
        theirs: 'plains',
      },
    });
  });
});
