/**
 * The interactive board on a French page (src/components/board/Board.svelte given the French
 * words): its buttons, keyboard help, squares, pieces and tiles say French; English is the default.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Component } from 'svelte';
import { mountInto, takeDown } from './mounted';
import { Session } from '@engine/index';
import Board from '../../src/components/board/Board.svelte';
import { boardModel, boardSpots, type BoardSpot } from '@lib/board/board-model';
import BOARD_FR from '@lib/i18n/ui/board.fr';
import type { BoardWords } from '@lib/i18n/ui/board.en';
import '@lib/rulesets';

interface Props {
  model: ReturnType<typeof boardModel>;
  spots?: BoardSpot[];
  label: string;
  w?: BoardWords;
}
const BoardComponent = Board as unknown as Component<Props>;
afterEach(takeDown);

function render(props: Props): HTMLElement {
  return mountInto(BoardComponent, props);
}

describe('the board in French', () => {
  const s = Session.create({ players: ['Red', 'Blue'], seed: 1 });
  s.draw('K');

  it('says its buttons, help, squares, surveyors and tiles in French', () => {
    const model = boardModel(s, {}, [], BOARD_FR);
    const target = render({
      model,
      spots: boardSpots(s, model, BOARD_FR),
      label: 'Plateau de New World',
      w: BOARD_FR,
    });
    const buttons = [...target.querySelectorAll('button')].map(
      (b) => b.getAttribute('aria-label') ?? b.textContent,
    );
    expect(buttons).toEqual(['Zoomer', 'Dézoomer', 'Ajuster']);
    expect(target.querySelector('.sr-only')!.textContent).toMatch(/^Les flèches parcourent les cases/);
    expect(target.querySelector('rect[data-spot="-1,2"] title')!.textContent).toBe(
      'colonne 1, rangée 2 : la tuile va ici',
    );
    expect(target.querySelector('.surveyor title')!.textContent).toBe('Arpenteur 1 en colonne 0');
    expect(target.querySelector('.surveyor text')!.textContent).toBe('A');
    expect(
      [...target.querySelectorAll('svg.nw-tile > title')].some((t) =>
        /^Case de départ \d/.test(t.textContent ?? ''),
      ),
    ).toBe(true);
  });

  it('stays English by default', () => {
    const model = boardModel(s);
    const target = render({ model, spots: boardSpots(s, model), label: 'New World board' });
    expect(
      [...target.querySelectorAll('button')].map((b) => b.getAttribute('aria-label') ?? b.textContent),
    ).toEqual(['Zoom in', 'Zoom out', 'Fit']);
    expect(target.querySelector('.surveyor title')!.textContent).toBe('Surveyor 1 in column 0');
  });
});
