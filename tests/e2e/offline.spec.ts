/**
 * Offline use through the service worker (@vite-pwa/astro): once a page has been visited, the
 * calculators, the rules pages and the search index load with the network cut, and the web app
 * manifest makes the site installable.
 */
import { expect, test } from '@playwright/test';

test.use({ serviceWorkers: 'allow' });

test('after one visit: the calculator, a rules page and search work offline', async ({ page, context }) => {
  await page.goto('/calculator/');
  // The worker installs (precaching the site) and activates; it controls the pages opened after that.
  await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
  await page.reload();
  expect(await page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await context.setOffline(true);
  await page.reload();
  await page.getByRole('button', { name: '+ Trail' }).click();
  const table = page.getByRole('table', { name: 'Scores' });
  await expect(table.locator('tbody tr').first().locator('td').last()).toHaveText('3');
  await page.goto('/surveyors/movement/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/rules/turn/');
  // Search, offline: the Pagefind index comes from the service worker's cache.
  await page.locator('nw-search:defined').waitFor({ state: 'attached', timeout: 15_000 });
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await dialog.getByRole('searchbox').fill('trading post');
  await expect(dialog.getByRole('list', { name: 'Search results' }).locator(':scope > li').first()).toBeVisible({ timeout: 15_000 });
  // The search page too, with a question worded as players ask it.
  await page.goto('/search/?q=' + encodeURIComponent('what is an inn worth if the road is not done'));
  await expect(page.getByRole('list', { name: 'Search results' }).locator(':scope > li').first()).toBeVisible({ timeout: 15_000 });
});

test('the web app manifest names the site, its start page and its icons', async ({ request }) => {
  const res = await request.get('/manifest.webmanifest');
  expect(res.ok()).toBe(true);
  const m = await res.json();
  expect(m.name).toBe('New World Companion');
  expect(m.start_url).toBe('/');
  expect(m.display).toBe('standalone');
  expect(m.icons.map((i: { sizes: string }) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
});
