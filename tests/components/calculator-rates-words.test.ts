/**
 * The rates said beside "Completed during play" on each New World line (NewWorldTally.svelte,
 * src/lib/calculator/rates.ts): every kind of line, completed or not, in both languages, states
 * its rates; never a label with nothing after it ("End-of-game rates: .", « Barème de fin de
 * partie : . »), which every line showed while the engine refused the one-of-each line it was asked
 * to score (a town with a trading post).
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Component } from 'svelte';
import { mountInto, takeDown } from './mounted';
import NewWorldTally from '../../src/components/calculator/NewWorldTally.svelte';
import EN from '@lib/i18n/ui/tally-editors.en';
import FR from '@lib/i18n/ui/tally-editors.fr';
import { ratesOf } from '@lib/calculator/rates';

const Tally = NewWorldTally as unknown as Component<Record<string, unknown>>;
afterEach(takeDown);

const KINDS = ['trail', 'town', 'farm', 'plains'] as const;
const LINES = [
  { type: 'trail', complete: true, tiles: 3, tradingPosts: 1, settlers: {} },
  { type: 'trail', complete: false, tiles: 3, tradingPosts: 0, settlers: {} },
  { type: 'town', complete: true, tiles: 2, flags: 1, settlers: {} },
  { type: 'town', complete: false, tiles: 2, flags: 0, settlers: {} },
  { type: 'farm', complete: true, settlers: {} },
  { type: 'farm', complete: false, surrounding: 3, settlers: {} },
  { type: 'plains', animals: 2, settlers: {} },
];

function ratesShown(words: typeof EN, options?: Record<string, unknown>): string[] {
  const el = mountInto(Tally, {
    tally: {
      format: 'new-world-tally',
      version: 1,
      players: ['Red', 'Blue'],
      features: LINES,
      ...(options ? { options } : {}),
    },
    edit: () => {},
    undoable: () => {},
    w: words,
    show: (n: string) => n,
  });
  return [...el.querySelectorAll('.rates')].map((s) => (s.textContent ?? '').trim());
}

describe('the rates of a New World line', () => {
  it('are given by the engine for every kind of line, completed or not', () => {
    for (const type of KINDS)
      for (const complete of [true, false]) {
        const rates = ratesOf(type, complete);
        expect(rates.length, `${type} ${complete}`).toBeGreaterThan(0);
        expect(rates.every((r) => r.rate > 0)).toBe(true);
      }
    expect(ratesOf('town', true)).toEqual([
      { term: 'tile', rate: 2 },
      { term: 'flag', rate: 2 },
    ]);
    expect(ratesOf('trail', false)).toEqual([
      { term: 'tile', rate: 1 },
      { term: 'trading-post', rate: 2 },
    ]);
    expect(ratesOf('trail', false, { incompleteCount: 'segment', finalTradingPost: 1 })).toEqual([
      { term: 'trail-segment', rate: 1 },
      { term: 'trading-post', rate: 1 },
    ]);
  });

  it('are said in English on every line that has the check box, never an empty label', () => {
    const shown = ratesShown(EN);
    expect(shown).toHaveLength(6);
    for (const s of shown) expect(s).not.toMatch(/:\s*\.$|^$/);
    expect(shown[0]).toBe('Rates during play: 1 per tile, 2 per trading post.');
    expect(shown[1]).toBe('End-of-game rates: 1 per tile, 2 per trading post.');
    expect(shown[2]).toBe('Rates during play: 2 per tile, 2 per flag.');
    expect(shown[3]).toBe('End-of-game rates: 1 per tile, 1 per flag.');
    expect(shown[5]).toBe('End-of-game rates: 1 per farm tile, 1 per tile around it.');
  });

  it('are said in French too, and follow the rule options', () => {
    const shown = ratesShown(FR, { incompleteCount: 'segment' });
    expect(shown).toHaveLength(6);
    for (const s of shown) expect(s).not.toMatch(/:\s*\.$|^$/);
    expect(shown[0]).toBe('Barème en cours de partie : 1 par tuile, 2 par comptoir.');
    expect(shown[1]).toBe('Barème de fin de partie : 1 par segment de piste, 2 par comptoir.');
    expect(shown[3]).toBe('Barème de fin de partie : 1 par segment de ville, 1 par drapeau.');
  });
});
