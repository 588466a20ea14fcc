/**
 * The expert computer player in the sandbox (issue 33): a whole game against it with the page's
 * main thread never blocked for more than 200 ms at a time (a Long Tasks observer installed before
 * the page loads: the expert thinks in its worker), and "What would the expert do?" on a person's
 * turn, before and after placing, comparing the person's placement with the expert's.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './reused';
import { violations } from './axe';

async function newGame(page: Page, seed: number, playedBy: string[]) {
  await page.goto('/sandbox/');
  const form = page.getByRole('form', { name: 'New game' });
  const again = page.getByRole('button', { name: 'New game' });
  await expect(form.or(again)).toBeVisible();
  if (!(await form.isVisible())) await again.click();
  await form.getByLabel('Carcassonne: New World').check();
  await form.getByLabel(/^Seed of the box/).fill(String(seed));
  for (const [i, by] of playedBy.entries()) await form.getByLabel('Played by').nth(i).selectOption({ label: by });
  await form.getByRole('button', { name: 'Start' }).click();
}

test.use({ reducedMotion: 'reduce' });

test('a whole game against the expert: it plays every turn of its seat, says why, and the main thread is never blocked for more than 200 ms', async ({ page }) => {
  test.setTimeout(480_000);
  await page.addInitScript(() => {
    const w = window as unknown as { longest: number; tasks: number };
    w.longest = 0;
    w.tasks = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        w.tasks++;
        w.longest = Math.max(w.longest, e.duration);
      }
    }).observe({ type: 'longtask', buffered: true });
  });
  await newGame(page, 2026, ['The computer, expert (plans ahead)', 'The computer, beginner']);
  // The page answers while the expert thinks: the turn panel says who is playing.
  await expect(page.getByText(/Red \(the computer\) is playing\./)).toBeVisible();
  await expect(page.getByText(/The last tile is down/)).toBeVisible({ timeout: 420_000 });
  const log = await page.locator('.nw-log li').allInnerTexts();
  expect(log.some((l) => /\bRed\b/.test(l))).toBe(true);
  // Every move of Red's was the expert's, with its reason (how many playouts it weighed).
  const measures = await page.evaluate(() => performance.getEntriesByName('computer move').map((e) => (e as PerformanceMeasure).detail?.bot));
  expect(measures.filter((b) => b === 'expert').length).toBeGreaterThan(40);
  const longest = await page.evaluate(() => (window as unknown as { longest: number }).longest);
  console.log(`longest task on the main thread during the game: ${Math.round(longest)} ms`);
  expect(longest).toBeLessThanOrEqual(200);
});

test('"What would the expert do?": the move and its reason on request, then the person\'s own placement compared with it', async ({ page }) => {
  test.setTimeout(120_000);
  await newGame(page, 7, ['A person', 'A person']);
  await page.getByRole('button', { name: 'Draw a tile' }).click();
  for (let i = 0; i < 4 && (await page.locator('rect.spot.legal').count()) === 0; i++) await page.getByRole('button', { name: 'Rotate (R)' }).click();
  await page.getByRole('button', { name: 'What would the expert do?' }).click();
  const advice = page.locator('.turn .advice');
  await expect(advice).toContainText(/^The expert: Red puts tile \S+ at column -?\d+, row -?\d+.*\(240 playouts of the next turns, \d+ tiles to come\)\.$/, { timeout: 60_000 });
  expect(await violations(page)).toEqual([]);
  // Placed: the person's placement is compared over the same playouts.
  await page.locator('rect.spot.legal').first().click();
  await page.getByRole('button', { name: 'What would the expert do?' }).click();
  await expect(advice).toContainText(/Your placement \(its piece aside\) (is the expert's too|comes out [\d.]+ points? (worse|better) on average than the expert's, over the same 240 playouts)\.$/, { timeout: 60_000 });
  // The next turn has no answer of the last.
  await page.getByRole('button', { name: /End the turn|Score and end the turn/ }).click();
  await expect(page.getByText('Blue to play.')).toBeVisible();
  await expect(advice).toHaveCount(0);
});
