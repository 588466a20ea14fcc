/**
 * A refused tally on a French calculator page (src/components/calculator/TallyResult.svelte given
 * the French words): the reason is said in French from the engine's data, and the engine's
 * English words (naming the place, `hands.Red.lap`) stay inside a « Pour les développeurs »
 * disclosure; the verdict and the lines of a scored tally are French too. English pages keep the
 * command line's sentence.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Component } from 'svelte';
import { mountInto, takeDown } from './mounted';
import TallyResult from '../../src/components/calculator/TallyResult.svelte';
import CALC_FR from '@lib/i18n/ui/calculator.fr';
import CALC_EN from '@lib/i18n/ui/calculator.en';
import { scoreAnyTally } from '@lib/calculator/tally-score';
import { namer } from '@lib/calculator/display';

const Result = TallyResult as unknown as Component<Record<string, unknown>>;
afterEach(takeDown);

const LAP_7 = { format: 'race-tally', version: 1, players: ['Red', 'Blue'], hands: { Red: { lap: 7 } } };
const SCORED = {
  format: 'race-tally',
  version: 1,
  players: ['Red', 'Blue'],
  neutral: null,
  final: true,
  regions: [
    { kind: 'island', name: 'Baffin', full: true, primary: 6, secondary: 3, markers: { Red: 2, Blue: 2 } },
  ],
  hands: { Red: { lap: 50, cards: 1, commodities: 2 }, Blue: { commodities: 1 } },
};

function refusedBy(raw: unknown): unknown {
  try {
    scoreAnyTally(raw);
  } catch (e) {
    return e;
  }
  throw new Error('not refused');
}

/** The text a reader sees outside any disclosure. */
function outsideDetails(el: HTMLElement): string {
  const copy = el.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('details').forEach((d) => d.remove());
  return copy.textContent ?? '';
}

const ENGLISH =
  /\b(must|not|the|side|card|face up|without|has|and|tie|most|points passed|markers?|island|Red|Blue|Winner)\b/;

describe('the calculator’s result in French', () => {
  it('says a refused tally in French, the engine’s English only in the disclosure', () => {
    const show = namer(['Red', 'Blue'], CALC_FR.player);
    const el = mountInto(Result, {
      game: 'Race to the New Found Land',
      scored: null,
      error: CALC_FR.refused(refusedBy(LAP_7)),
      hasStart: true,
      looks: {},
      w: CALC_FR,
      show,
    });
    const seen = outsideDetails(el);
    expect(seen).toContain('Ce relevé ne peut pas encore être compté : doit valoir 0, 50 ou 100');
    expect(seen.replace('Race to the New Found Land', '')).not.toMatch(ENGLISH);
    expect(seen).not.toContain('hands.');
    const details = el.querySelector('details')!;
    expect(details.querySelector('summary')!.textContent).toBe('Pour les développeurs');
    expect(details.querySelector('code')!.textContent).toMatch(/^hands\.Red\.lap: must be 0, 50 or 100/);
  });

  it('says a scored tally’s verdict, titles, items and reasons in French', () => {
    const names = ['Red', 'Blue'];
    const el = mountInto(Result, {
      game: 'Race to the New Found Land',
      scored: scoreAnyTally(SCORED),
      error: null,
      hasStart: true,
      looks: {},
      w: CALC_FR,
      show: namer(names, CALC_FR.player),
    });
    const seen = outsideDetails(el);
    expect(seen).toContain('Rouge a le plus de points');
    expect(seen).toContain('Baffin (île)');
    expect(seen).toContain(
      'Rouge a 2 marqueurs, Bleu 2 : Rouge et Bleu sont à égalité pour la majorité, donc tous les deux prennent le bonus secondaire de 3 ; personne ne prend le bonus principal',
    );
    // The "Scores" table keeps the names as the tally gives them (formats §6): leave it out.
    el.querySelectorAll('table').forEach((t) => t.remove());
    expect(outsideDetails(el).replace('Race to the New Found Land', '')).not.toMatch(ENGLISH);
  });

  it('keeps the command line’s sentence on an English page, with no disclosure', () => {
    const e = refusedBy(LAP_7);
    const el = mountInto(Result, {
      game: 'Race to the New Found Land',
      scored: null,
      error: CALC_EN.refused(e),
      hasStart: true,
      looks: {},
      w: CALC_EN,
      show: (n: string) => n,
    });
    expect(el.querySelector('.problems')!.textContent.trim()).toBe(
      `This tally cannot be scored yet: ${(e as Error).message}`,
    );
    expect(el.querySelector('details')).toBeNull();
  });
});
