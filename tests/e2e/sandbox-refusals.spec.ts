/**
 * A click where the tile does not go says why in players' words (the sandbox game-end task), on /sandbox/
 * and /fr/sandbox/, at a phone's size and a desktop's: which side shows what against which neighbour, or why
 * the square cannot take a tile, with a link to the rules page on placing tiles; never the engine's tool
 * words (a tile id like start-3, an edge letter, a square in brackets).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './reused';

test.use({ reducedMotion: 'reduce' });

const INTERNAL = /start-\d|\b[NESW] edge\b|\(-?\d+, ?-?\d+\)|\bedge\b/;

const WORDS = {
  en: {
    path: '/sandbox/',
    form: 'New game',
    ruleset: 'Carcassonne: New World',
    seed: /^Seed of the box/,
    start: 'Start',
    started: 'New game',
    draw: 'Draw a tile',
    refused: /^The tile does not go at column -?\d+, row -?\d+\. \S/,
    rule: 'How tiles are placed',
    href: /\/rules\/placing-tiles\/$/,
  },
  fr: {
    path: '/fr/sandbox/',
    form: 'Nouvelle partie',
    ruleset: 'Carcassonne: New World',
    seed: /^Numéro de tirage de la boîte/,
    start: 'Commencer',
    started: 'Nouvelle partie',
    draw: 'Piocher une tuile',
    refused: /^La tuile ne va pas en .+\. \S/,
    rule: 'Comment poser les tuiles',
    href: /\/fr\/rules\/placing-tiles\/$/,
  },
};

async function newGame(page: Page, w: (typeof WORDS)['en'], seed: number) {
  await page.goto(w.path);
  const form = page.getByRole('form', { name: w.form });
  const again = page.getByRole('button', { name: w.form });
  await expect(form.or(again)).toBeVisible();
  if (!(await form.isVisible())) await again.click();
  await form.getByLabel(w.ruleset).check();
  await form.getByLabel(w.seed).fill(String(seed));
  await form.getByRole('button', { name: w.start }).click();
  await expect(page.locator('.status')).toContainText(w.started);
}

for (const lang of ['en', 'fr'] as const)
  for (const size of [
    { width: 360, height: 740 },
    { width: 1280, height: 800 },
  ])
    test(`${lang}, ${size.width}px: a click where the tile does not go says why, with the rule`, async ({
      page,
    }) => {
      const w = WORDS[lang];
      await page.setViewportSize(size);
      await newGame(page, w, 8);
      await page.getByRole('button', { name: w.draw }).click();
      await expect(page.locator('rect.spot.legal').first()).toBeAttached();
      const said: string[] = [];
      // Every square where the tile does not go, as turned (up to six of them): each says why.
      const wrong = page.locator('rect.spot:not(.legal)');
      const n = Math.min(await wrong.count(), 6);
      expect(n).toBeGreaterThan(0);
      for (let i = 0; i < n; i++) {
        await wrong.nth(i).dispatchEvent('click');
        const status = page.locator('.status');
        await expect(status).toHaveText(w.refused);
        const text = (await status.textContent())?.replace(/\s+/g, ' ').trim() ?? '';
        expect(text).not.toMatch(INTERNAL);
        said.push(text);
        const rule = status.getByRole('link', { name: w.rule });
        await expect(rule).toHaveAttribute('href', w.href);
      }
      // The status line is read aloud.
      await expect(page.locator('.status')).toHaveAttribute('aria-live', 'polite');
      expect(said.length).toBe(n);
    });
