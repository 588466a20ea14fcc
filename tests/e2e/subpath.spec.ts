/**
 * The site deployed under a sub-path (BASE_PATH=/new-world/, `npm run build:subpath`): a rules
 * page and its links, search, the calculator by link, the sandbox link from a replay, and an
 * offline reload through the service worker scoped to the sub-path.
 */
import { readFileSync } from 'node:fs';
import { deflateRawSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

// Relative paths: the project's baseURL is http://127.0.0.1:4330/new-world/.
test('a rules page: every site link stays under /new-world/, and they lead somewhere', async ({
  page,
  request,
}) => {
  await page.goto('rules/turn/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const hrefs = await page
    .locator('a[href^="/"]')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
  expect(hrefs.length).toBeGreaterThan(20);
  expect(hrefs.filter((h) => !h.startsWith('/new-world/'))).toEqual([]);
  for (const h of [...new Set(hrefs.map((x) => x.split('#')[0]))].slice(0, 25))
    expect((await request.get(h)).status(), h).toBe(200);
});

test('a French page: its links stay under /new-world/fr/, its twin is a language switch away', async ({
  page,
}) => {
  await page.goto('fr/rules/turn/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const hrefs = await page
    .locator('.sl-markdown-content a[href^="/"]')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
  expect(hrefs.length).toBeGreaterThan(5);
  expect(hrefs.filter((h) => !h.startsWith('/new-world/fr/'))).toEqual([]);
  await page.locator('starlight-lang-select select').first().selectOption({ label: 'English' });
  await expect(page).toHaveURL(/\/new-world\/rules\/turn\/$/);
});

test('search finds a ruling and links under the sub-path', async ({ page }) => {
  await page.goto('');
  await page.locator('nw-search:defined').waitFor({ state: 'attached', timeout: 15_000 });
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await dialog.getByRole('searchbox').fill('trading post');
  const first = dialog.getByRole('list', { name: 'Search results' }).locator(':scope > li a').first();
  await expect(first).toBeVisible();
  expect(await first.getAttribute('href')).toMatch(/^\/new-world\//);
  // The search page under the sub-path, and the OpenSearch description pointing at it.
  await page.goto('search/?q=' + encodeURIComponent('can I put my meeple on a road someone owns'));
  const result = page.getByRole('list', { name: 'Search results' }).locator(':scope > li a').first();
  await expect(result).toHaveAttribute('href', '/new-world/rulings/occupied-feature/');
  const xml = await (await page.request.get('opensearch.xml')).text();
  expect(xml).toContain('template="https://example.org/new-world/search/?q={searchTerms}"');
});

test('the calculator opens a tally by link; a replay opens the sandbox under the sub-path', async ({
  page,
}) => {
  const tally = readFileSync(new URL('../../content/tallies/conquest-tally.json', import.meta.url));
  await page.goto(`calculator/#tally=${deflateRawSync(tally).toString('base64url')}`);
  const rows = page.getByRole('table', { name: 'Scores' }).locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.locator('td:last-child')).toHaveText(['4', '11']);
  await page.goto('examples/surveyor-sequence/');
  const open = page.getByRole('link', { name: 'Open in the sandbox' });
  await expect(open).toHaveAttribute('href', /^\/new-world\/sandbox\/#record=/);
  await open.click();
  await expect(page.getByRole('table', { name: 'Scores' }).locator('tbody tr td:last-child')).toHaveText([
    '0',
    '2',
    '10',
    '25',
  ]);
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });
  test('the service worker is scoped to the sub-path and serves a reload offline', async ({
    page,
    context,
  }) => {
    await page.goto('calculator/');
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(new URL(scope).pathname).toBe('/new-world/');
    await page.reload();
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('button', { name: '+ Trail' })).toBeVisible();
    await page.goto('rules/turn/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Addresses as a person types them: without the slash, with index.html, with a query.
    await page.goto('sandbox');
    await expect(page.getByRole('form', { name: 'New game' })).toBeVisible();
    await expect(page).toHaveURL(/\/new-world\/sandbox\/$/);
    await page.goto('fr/calculator/index.html?ref=x');
    await expect(page.getByRole('table', { name: 'Scores' })).toBeVisible();
    // (The calculator may write its tally link into the hash.)
    await expect(page).toHaveURL(/\/new-world\/fr\/calculator\/\?ref=x(#.*)?$/);
  });
});
