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

const SETTLER = {
  en: {
    placed: /placed tile/,
    older: /^A settler goes only on the tile you just laid, at column -?\d+, row -?\d+\./,
    held: /^(Red|Blue)'s \w+ already holds (this \w+|these plains): /,
    rule: 'Deploying settlers',
  },
  fr: {
    placed: /a posé la tuile|pos/,
    older: /^Un colon ne se pose que sur la tuile que vous venez de poser, en .+\./,
    held: /^L[ea’ ]+\S+ de (Rouge|Bleu) occupe déjà cette \S+ : /,
    rule: 'Poser un colon',
  },
};

for (const lang of ['en', 'fr'] as const)
  test(`${lang}: in the settler step, a tap on an older tile or a held feature says why, with the rule`, async ({
    page,
  }) => {
    const w = WORDS[lang];
    const v = SETTLER[lang];
    await page.setViewportSize({ width: 1280, height: 800 });
    await newGame(page, w, 8);
    const status = page.locator('.status');
    const seen = { older: false, held: false };
    for (let turn = 0; turn < 14 && !seen.held; turn++) {
      await page.getByRole('button', { name: w.draw }).click();
      await page.locator('rect.spot.legal').first().dispatchEvent('click');
      const target = page.locator('g.target').first();
      if (!(await target.isVisible().catch(() => false))) continue;
      // The tile just laid is the one under the circles.
      const tr = (await target.getAttribute('transform')) ?? '';
      const [x, y] = /translate\((-?[\d.]+) (-?[\d.]+)\)/.exec(tr)!.slice(1).map(Number);
      const gx = Math.floor(x / 100) * 100;
      const gy = Math.floor(y / 100) * 100;
      const here = page.locator(`rect.tile-hit[x="${gx}"][y="${gy}"]`);
      if (!seen.older) {
        const other = page.locator(`rect.tile-hit:not([x="${gx}"][y="${gy}"])`).first();
        const b = (await other.boundingBox())!;
        await other.dispatchEvent('click', { clientX: b.x + b.width / 2, clientY: b.y + b.height / 2 });
        await expect(status).toHaveText(v.older);
        await expect(status.getByRole('link', { name: v.rule })).toHaveAttribute(
          'href',
          /deploying-settlers\/#r-deploy-2$/,
        );
        seen.older = true;
      }
      const box = (await here.boundingBox())!;
      for (const fx of [0.15, 0.5, 0.85])
        for (const fy of [0.15, 0.5, 0.85]) {
          await here.dispatchEvent('click', {
            clientX: box.x + fx * box.width,
            clientY: box.y + fy * box.height,
          });
          const text = (await status.textContent())?.replace(/\s+/g, ' ').trim() ?? '';
          expect(text).not.toMatch(INTERNAL);
          if (v.held.test(text)) {
            seen.held = true;
            await expect(status.getByRole('link', { name: v.rule })).toHaveAttribute('href', /#r-deploy-3$/);
          }
        }
      await target.dispatchEvent('click');
    }
    expect(seen).toEqual({ older: true, held: true });
  });
