/**
 * A player's name in the calculator (TallyPlayers.svelte) is renamed as it is typed, so leaving
 * the field changes nothing on the page (a tap on "+ Town" right after lands where the finger is);
 * the labels beside the name are the same for every name (their accessible names still name the
 * player); a name that cannot be a player's is said when the field is left and the name from
 * before comes back. The browser test of the tap itself: tests/e2e/calculator-taps.spec.ts.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { flushSync, type Component } from 'svelte';
import { mountInto, takeDown } from './mounted';
import TallyPlayers from '../../src/components/calculator/TallyPlayers.svelte';
import CALC_EN from '@lib/i18n/ui/calculator.en';
import CALC_FR from '@lib/i18n/ui/calculator.fr';

const Players = TallyPlayers as unknown as Component<Record<string, unknown>>;
afterEach(takeDown);

function mount(w: typeof CALC_EN) {
  const state = {
    tally: {
      format: 'new-world-tally',
      version: 1,
      players: ['Red', 'Blue'],
      features: [],
      scores: {},
    } as Record<string, unknown>,
    said: [] as string[],
  };
  const el = mountInto(Players, {
    get tally() {
      return state.tally;
    },
    w,
    show: (n: string) => n,
    colours: ['Red', 'Blue'],
    hasStart: true,
    edit: () => {},
    replace: () => Promise.resolve(true),
    set: (t: Record<string, unknown>) => (state.tally = t),
    say: (s: string) => state.said.push(s),
  });
  return { el, state };
}

function type(input: HTMLInputElement, text: string) {
  input.value = text;
  input.dispatchEvent(new Event('input', { bubbles: true }));
  flushSync();
}
function leave(input: HTMLInputElement) {
  input.dispatchEvent(new Event('change', { bubbles: true }));
  flushSync();
}

describe('renaming a player', () => {
  it('renames as the name is typed; leaving the field changes nothing more', () => {
    const { el, state } = mount(CALC_EN);
    const input = el.querySelector('input:not([type])') as HTMLInputElement;
    input.dispatchEvent(new Event('focus'));
    type(input, 'Jacquelineab');
    expect(state.tally.players).toEqual(['Jacquelineab', 'Blue']);
    const before = state.tally;
    leave(input);
    expect(state.tally).toBe(before);
    expect(state.said).toEqual([]);
  });

  it('waits for the field to be left before trimming a space typed at the end', () => {
    const { el, state } = mount(CALC_EN);
    const input = el.querySelector('input:not([type])') as HTMLInputElement;
    type(input, 'Jean ');
    expect(state.tally.players).toEqual(['Red', 'Blue']);
    type(input, 'Jean Paul');
    expect(state.tally.players).toEqual(['Jean Paul', 'Blue']);
  });

  for (const [lang, w, colour, points] of [
    ['English', CALC_EN, 'Colour', 'Points already on the track'],
    ['French', CALC_FR, 'Couleur', 'Points déjà sur la piste de score'],
  ] as const)
    it(`shows the same labels beside every name (${lang}), naming the player only for screen readers`, () => {
      const { el } = mount(w);
      const labels = [...el.querySelectorAll('.player > label, .player .nw-stepper > label')].map((l) =>
        (l.firstChild?.textContent ?? l.textContent ?? '').trim(),
      );
      expect(labels).toEqual([w.nameOf(1), colour, points, w.nameOf(2), colour, points]);
      const selects = [...el.querySelectorAll('select')].map((s) => s.getAttribute('aria-label'));
      expect(selects).toEqual([w.colourOf('Red'), w.colourOf('Blue')]);
      const numbers = [...el.querySelectorAll('input[type=number]')].map((s) => s.getAttribute('aria-label'));
      expect(numbers).toEqual([
        w.startLabel('new-world-tally', 'Red'),
        w.startLabel('new-world-tally', 'Blue'),
      ]);
    });

  it('a name already taken is said when the field is left, and the name from before comes back', () => {
    const { el, state } = mount(CALC_EN);
    const input = el.querySelector('input:not([type])') as HTMLInputElement;
    input.dispatchEvent(new Event('focus'));
    type(input, 'Blu');
    type(input, 'Blue');
    expect(state.tally.players).toEqual(['Blu', 'Blue']);
    expect(state.said).toEqual([]);
    leave(input);
    expect(state.said).toEqual(['Blue is already a player.']);
    expect(state.tally.players).toEqual(['Red', 'Blue']);
    expect(input.value).toBe('Red');
  });
});
