/**
 * A sandbox game ends as a game (the sandbox game-end task): a whole game played by computer players
 * (src/engine/bots), opened by link with its last tile down, and its final scoring pressed through the
 * page. The final scoring is a section of its own in the log ("Final scoring" / « Décompte final »), credited
 * to no player's turn, and the winner and the margin are named in the log, the status line (read aloud) and
 * the turn panel, in English and French, for New World and The Discovery.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Component } from 'svelte';
import { playDiscovery, playNewWorld } from '@engine/bots';
import { encodePayload } from '@lib/io/link-payload';
import { playerFr } from '@lib/i18n/narration-fr';
import { mountInto, takeDown, until } from './mounted';
import Sandbox from '../../src/components/sandbox/Sandbox.svelte';

const SandboxComponent = Sandbox as unknown as Component<Record<string, never>>;
beforeEach(() => {
  // Reduced motion: the final scoring is shown at once, not one event every 0.7 s.
  vi.stubGlobal('matchMedia', (q: string) => ({ matches: q.includes('reduce'), media: q }));
});
afterEach(() => {
  takeDown();
  localStorage.clear();
  sessionStorage.clear();
  history.replaceState(null, '', location.pathname);
  document.documentElement.lang = 'en';
  vi.unstubAllGlobals();
});

const button = (root: HTMLElement, name: string) =>
  [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === name);
const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

const GAMES = {
  'new-world': () => playNewWorld({ seats: ['greedy', 'greedy'], seed: 7 }),
  discovery: () => playDiscovery({ seats: ['greedy', 'greedy'], seed: 7 }),
};

/** A whole game played by the computer, its last tile down and its final scoring not yet done, opened in the page. */
async function openEnded(ruleset: keyof typeof GAMES, lang: 'en' | 'fr') {
  const played = GAMES[ruleset]();
  // Without its own tile list the game is played from the box, which its turns empty: the last tile is down.
  const { tiles: _tiles, ...record } = played.record;
  const link = await encodePayload({ ...record, finish: false });
  history.replaceState(null, '', `${location.pathname}#record=${link}`);
  document.documentElement.lang = lang;
  const root = mountInto(SandboxComponent, {});
  const final = lang === 'fr' ? 'Décompte final' : 'Final scoring';
  await until(() => !!button(root, final), 'the final scoring button', 5000);
  await until(() => !!root.querySelector('.nw-log'), 'the log', 5000);
  button(root, final)!.click();
  await until(() => !!root.querySelector('.nw-log .winner'), 'the winner in the log', 5000);
  return { root, scores: played.scores };
}

/** The winner sentence the scores call for (two players). */
function expected(scores: Record<string, number>, lang: 'en' | 'fr'): RegExp {
  const [[a, x], [b, y]] = Object.entries(scores).sort((p, q) => q[1] - p[1]);
  const pts = (n: number) => `${n} point${n === 1 || (lang === 'fr' && n === 0) ? '' : 's'}`;
  if (x === y)
    return lang === 'fr'
      ? new RegExp(`sont à égalité avec ${pts(x)}`)
      : new RegExp(`tie with ${pts(x)}.*share the victory`);
  return lang === 'fr'
    ? new RegExp(`^${playerFr(a)} gagne avec ${pts(x)}, ${x - y} de plus que ${playerFr(b)}\\.$`)
    : new RegExp(`^${a} wins with ${pts(x)}, ${x - y} ahead of ${b}\\.$`);
}

describe('the end of a sandbox game', () => {
  for (const ruleset of ['new-world', 'discovery'] as const)
    for (const lang of ['en', 'fr'] as const)
      it(`${ruleset}, ${lang}: the final scoring is its own section, and the winner is named`, async () => {
        const { root, scores } = await openEnded(ruleset, lang);
        const log = root.querySelector('.nw-log')!;
        const title = lang === 'fr' ? 'Décompte final' : 'Final scoring';
        const section = log.querySelector('section.final');
        expect(section?.getAttribute('aria-label')).toBe(title);
        expect(text(section?.querySelector('h3'))).toBe(title);
        const winner = text(section?.querySelector('.winner'));
        expect(winner).toMatch(expected(scores, lang));
        // The final scoring's events are in the section, not among the turns, and carry no turn's label.
        expect(section!.querySelectorAll('li').length).toBeGreaterThan(0);
        expect(section!.querySelector('.turn')).toBeNull();
        for (const li of log.querySelectorAll('ol > li'))
          expect(text(li.querySelector('.turn'))).not.toMatch(/^(End|Fin)$/);
        // The status line (aria-live) names the winner; no player's turn is credited with the final scoring.
        const status = root.querySelector('.status');
        expect(status?.getAttribute('aria-live')).toBe('polite');
        await until(() => text(status).includes(winner), 'the winner on the status line');
        expect(root.querySelector('.mine')).toBeNull();
        expect(text(root)).not.toMatch(/turn scored|Le tour de .* a rapporté/);
        // The turn panel says the game is over and who won.
        expect(text(root)).toContain(
          `${lang === 'fr' ? 'La partie est finie.' : 'The game is over.'} ${winner}`,
        );
      }, 20000);
});
