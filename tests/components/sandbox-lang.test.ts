/**
 * The sandbox island (src/components/sandbox/Sandbox.svelte) speaks its page's language: mounted in
 * happy-dom under `<html lang="fr">` it says everything in French (its words load on mount), under
 * `<html lang="en">` in English, as it always has. A game is started and a tile drawn and refused
 * through the page, as a player would.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Component } from 'svelte';
import { mountInto, takeDown, until } from './mounted';
import Sandbox from '../../src/components/sandbox/Sandbox.svelte';

const SandboxComponent = Sandbox as unknown as Component<Record<string, never>>;
afterEach(() => {
  takeDown();
  // The game left its link in the address bar, its save in storage and the open set-up editor as the
  // tab's draft (session storage): the next test starts afresh.
  localStorage.clear();
  sessionStorage.clear();
  history.replaceState(null, '', location.pathname);
  document.documentElement.lang = 'en';
});

function render(lang: string): HTMLElement {
  document.documentElement.lang = lang;
  return mountInto(SandboxComponent, {});
}
const button = (root: HTMLElement, name: string) =>
  [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === name);
const text = (root: HTMLElement) => root.textContent?.replace(/\s+/g, ' ') ?? '';

describe('the sandbox in its page’s language', () => {
  it('speaks French on a French page', async () => {
    const root = render('fr');
    await until(() => !!button(root, 'Commencer'), 'the new-game form');
    expect(root.querySelector('h2')?.textContent).toBe('Nouvelle partie');
    expect(text(root)).toContain('Joueurs (2 à 5), dans l’ordre du tour');
    // The colours' names are French in the form.
    const names = [...root.querySelectorAll<HTMLInputElement>('input:not([type])')].map((i) => i.value);
    expect(names).toEqual(['Rouge', 'Bleu']);
    button(root, 'Commencer')!.click();
    await until(() => !!button(root, 'Piocher une tuile'), 'the turn panel');
    expect(text(root)).toContain('À Rouge de jouer.');
    expect(root.querySelector('.status')?.textContent).toContain(
      'Nouvelle partie : Rouge, Bleu. Rouge commence.',
    );
    for (const b of ['Annuler', 'Revenir d’une étape', 'Nouvelle partie', 'Copier le lien'])
      expect(button(root, b), b).toBeTruthy();
    expect(root.querySelector('table caption')?.textContent).toBe('Scores');
    expect([...root.querySelectorAll('table th[scope="col"]')].map((th) => th.textContent)).toContain(
      'Case de la piste de score',
    );
    // The board's words come through (its label), and the record keeps the names as given: a new game's are French (issue 30).
    expect(root.querySelector('[role="application"]')?.getAttribute('aria-label')).toBe(
      'Plateau de New World',
    );
    expect(root.querySelector('table th[scope="row"]')?.textContent).toBe('Rouge');
    button(root, 'Piocher une tuile')!.click();
    await until(() => text(root).includes('Rouge a la tuile'), 'a tile in hand');
    await until(() => text(root).includes('Journal de la partie'), 'the log');
    // A square where the tile does not go: the refusal in French (its words load on the first refusal).
    const wrong = root.querySelector<SVGRectElement>('rect.spot:not(.legal)');
    expect(wrong).toBeTruthy();
    wrong!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await until(
      () =>
        /^La tuile ne va pas en colonne \d+, rangée -?\d+\. /.test(
          root.querySelector('.status')?.textContent ?? '',
        ),
      'the refusal in French',
    );
    expect(root.querySelector('.status')?.textContent).not.toMatch(/\b(edge|meets|cannot)\b/);
    // The panels load in French too.
    for (const d of root.querySelectorAll('details')) {
      d.open = true;
      d.dispatchEvent(new Event('toggle'));
    }
    await until(
      () => text(root).includes('Le bonus d’arpenteur avec plusieurs colons'),
      'the rule options in French',
    );
    await until(() => text(root).includes('encore dans la boîte'), 'the tiles left in French');
    await until(() => text(root).includes('Parties récentes sur cet appareil'), 'the recent games in French');
    expect(text(root)).not.toMatch(
      /\b(Undo|Draw a tile|has tile|What happened|Opening|Switching an option|still in the box|our default|Schematic)\b/,
    );
    // The setup editor.
    button(root, 'Mettre en place une position')!.click();
    await until(() => !!button(root, 'Jouer à partir de cette position'), 'the setup editor');
    expect(text(root)).toContain('Posez des tuiles là où elles s’accordent à leurs voisines');
    expect(text(root)).toContain('Score de Rouge');
  });

  it('speaks English on an English page, as it always has', async () => {
    const root = render('en');
    await until(() => !!button(root, 'Start'), 'the new-game form');
    expect(root.querySelector('h2')?.textContent).toBe('New game');
    button(root, 'Start')!.click();
    await until(() => !!button(root, 'Draw a tile'), 'the turn panel');
    expect(text(root)).toContain('Red to play.');
    expect(root.querySelector('.status')?.textContent).toContain('New game: Red, Blue. Red begins.');
    expect(root.querySelector('[role="application"]')?.getAttribute('aria-label')).toBe('New World board');
    button(root, 'Draw a tile')!.click();
    await until(() => text(root).includes('Red has tile'), 'a tile in hand');
  });
});
