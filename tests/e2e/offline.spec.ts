/**
 * Offline use through the service worker (@vite-pwa/astro): once a page has been visited, the
 * calculators, the rules pages and the search index load with the network cut, and the web app
 * manifest makes the site installable.
 */
import { readFileSync } from 'node:fs';
import { deflateRawSync } from 'node:zlib';
import { expect, test, type Locator } from '@playwright/test';

test.use({ serviceWorkers: 'allow' });
// An upper bound, not a wait: the worker precaches the whole site first, which on a busy 2-core
// machine (a build beside the tests) took more than the default minute.
test.describe.configure({ timeout: 150_000 });

test('after one visit: the calculator, a rules page and search work offline', async ({ page, context }) => {
  await page.goto('/calculator/');
  // The worker installs (precaching the site) and activates; it controls the pages opened after that.
  await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
  await page.reload();
  expect(await page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await context.setOffline(true);
  await page.reload();
  // A completed trail of 3 tiles with Red's robber (the editor, loaded on demand, comes from the cache too).
  await page.getByRole('button', { name: '+ Trail' }).click();
  await page.keyboard.type('3');
  await page.getByRole('button', { name: "Red's robbers: one more" }).click();
  const table = page.getByRole('table', { name: 'Scores' });
  await expect(table.locator('tbody tr').first().locator('td').last()).toHaveText('3');
  // The share panel, loaded in an idle moment, is there offline too.
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
  await page.goto('/surveyors/movement/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Both languages are in the offline cache: a French rules page and the French calculator.
  await page.goto('/fr/surveyors/movement/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Comment avancent les arpenteurs');
  await page.goto('/fr/calculator/');
  await expect(page.getByRole('table', { name: 'Scores' })).toBeVisible();
  await page.goto('/rules/turn/');
  // Search, offline: the Pagefind index comes from the service worker's cache.
  await page.locator('nw-search:defined').waitFor({ state: 'attached', timeout: 15_000 });
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await dialog.getByRole('searchbox').fill('trading post');
  await expect(
    dialog.getByRole('list', { name: 'Search results' }).locator(':scope > li').first(),
  ).toBeVisible({ timeout: 15_000 });
  // The search page too, with a question worded as players ask it.
  await page.goto('/search/?q=' + encodeURIComponent('what is an inn worth if the road is not done'));
  await expect(page.getByRole('list', { name: 'Search results' }).locator(':scope > li').first()).toBeVisible(
    { timeout: 15_000 },
  );
});

test('offline, every address a person can type: without the slash, with a query, with index.html, in both languages; a link keeps its hash', async ({
  page,
  context,
}) => {
  await page.goto('/calculator/');
  await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
  await page.reload();
  expect(await page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await context.setOffline(true);
  // The sandbox's new-game form (or, with a game restored, its button); the calculator's scores table.
  const sandbox = (name: string) => () =>
    page.getByRole('form', { name }).or(page.getByRole('button', { name }));
  const calculator = () => page.getByRole('table', { name: 'Scores' });
  const visits: [string, () => Locator][] = [
    ['/sandbox', sandbox('New game')],
    ['/calculator/?ref=x', calculator],
    ['/sandbox/index.html', sandbox('New game')],
    ['/rules/turn?utm_source=mail&ref=x', () => page.getByRole('heading', { level: 1 })],
    ['/fr/calculator', calculator],
    ['/fr/sandbox/index.html?ref=x', sandbox('Nouvelle partie')],
  ];
  // Every address is tried, and the ones that fail are named together.
  const failed: string[] = [];
  for (const [address, shown] of visits) {
    const ok = await page
      .goto(address)
      .then(() => shown().waitFor({ timeout: 15_000 }))
      .then(
        () => true,
        () => false,
      );
    if (!ok) failed.push(address);
  }
  expect(failed).toEqual([]);
  // A tally link typed without the slash and with a query: its hash still reaches the page.
  const tally = readFileSync(new URL('../../content/tallies/conquest-tally.json', import.meta.url));
  await page.goto(`/calculator?ref=x#tally=${deflateRawSync(tally).toString('base64url')}`);
  await expect(page.getByRole('table', { name: 'Scores' }).locator('tbody tr td:last-child')).toHaveText([
    '4',
    '11',
  ]);
  // The address bar shows the page's own address, as a static host would.
  await expect(page).toHaveURL(/\/calculator\/\?ref=x#tally=/);
});

test('the web app manifest names the site, its start page and its icons', async ({ request }) => {
  const res = await request.get('/manifest.webmanifest');
  expect(res.ok()).toBe(true);
  const m = await res.json();
  expect(m.name).toBe('New World Companion');
  expect(m.start_url).toBe('/');
  expect(m.display).toBe('standalone');
  expect(m.icons.map((i: { sizes: string }) => i.sizes)).toEqual(
    expect.arrayContaining(['192x192', '512x512']),
  );
});

// A new version deployed (the prompt, and that it reloads only the tab that asks): tests/e2e/nothing-lost.spec.ts.
