/**
 * Search: typical questions players type, by rule words, by the old "Sheriff" name, with a typo or
 * naming a game, must bring the right page first; results are labelled by kind, filterable, and
 * deep-link to headings; the search runs in a worker (on the page when none can start).
 */
import type { Page } from '@playwright/test';
import { test, expect } from './reused';
import { violations } from './axe';
import { answered } from './ask';

test.describe.configure({ timeout: 60_000 });

async function openSearch(page: Page, query: string) {
  await page.goto('/');
  await page.locator('nw-search:defined').waitFor({ state: 'attached', timeout: 15_000 });
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await dialog.getByRole('searchbox').fill(query);
  const results = dialog.getByRole('list', { name: 'Search results' }).locator(':scope > li');
  await expect(results.first()).toBeVisible({ timeout: 15_000 });
  return results;
}

/** The page link of the n-th result (the first link of its item). */
const resultLink = (results: ReturnType<Page['locator']>, n = 0) => results.nth(n).locator('a').first();

const QUESTIONS: [string, string][] = [
  ['Sheriff', '/rulings/sheriff-name/'],
  ['surveyor bonus', '/surveyors/bonus/'],
  ['fallen behind', '/surveyors/fallen-behind/'],
  ['are trappers evicted', '/rulings/trappers-not-evicted/'],
  ['unscored feature surveyor', '/rulings/unscored-feature-no-surveyor/'],
  ['east of the surveyors', '/rulings/score-east-of-surveyors/'],
  ['start spaces count', '/rulings/start-spaces-count/'],
  ['which surveyor moves same column', '/rulings/surveyors-same-column/'],
  ['tile fits nowhere', '/rulings/tile-fits-nowhere/'],
  ['trading post game end', '/rulings/trading-post-at-game-end/'],
  ['tied players share points', '/rulings/ties-score-in-full/'],
  ['final scoring', '/scoring/final-scoring/'],
  ['score track surveyor', '/rulings/track-surveyor-house-rule/'],
  ['Race to the New Found Land', '/related/race-to-the-new-found-land/'],
  ['Mayflower', '/variants/names-and-editions/'],
  ['shopkeper sheriff', '/rulings/sheriff-name/'],
  ['final scoring in Conquest', '/related/new-world-conquest/'],
];

// One page and one dialog for all of them (a page load each cost more than the searches): each
// question is typed into the box in turn, and each miss is reported by its question.
test(`${QUESTIONS.length} typical questions each find their page first`, async ({ page }) => {
  const results = await openSearch(page, QUESTIONS[0][0]);
  const dialog = page.getByRole('dialog', { name: 'Search' });
  const box = dialog.getByRole('searchbox');
  for (const [i, [query, expected]] of QUESTIONS.entries()) {
    if (i > 0) await box.fill(query);
    // Read when the list says it answers this query (ask.ts): never the last question's results.
    const { first } = await answered(page, '#nw-search-dialog', query);
    expect.soft(first, `"${query}" finds ${expected} first`).toBe(expected);
  }
  // The list read is the one named for assistive technology, its first result a link.
  await expect(resultLink(results)).toHaveAttribute('href', QUESTIONS.at(-1)![1]);
});

test('results are labelled with their kind and can be filtered by kind and by game', async ({ page }) => {
  const results = await openSearch(page, 'surveyor');
  const pageTitles = () =>
    results.evaluateAll((rs) => rs.map((r) => r.querySelector('a')?.textContent?.trim() ?? ''));
  const titles = await pageTitles();
  expect(titles.length).toBeGreaterThan(3);
  for (const t of titles) expect(t).toMatch(/^(Rule|Ruling|Example|Tile|Variant|Related game|Guide) · /);
  expect(new Set(titles.map((t) => t.split(' · ')[0])).size).toBeGreaterThan(1);
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await dialog.getByRole('combobox', { name: 'Kind' }).selectOption('Ruling');
  await expect(async () => {
    const filtered = await pageTitles();
    expect(filtered.length).toBeGreaterThan(0);
    for (const t of filtered) expect(t).toMatch(/^Ruling · /);
  }).toPass();
  await dialog.getByRole('combobox', { name: 'Kind' }).selectOption('');
  await dialog.getByRole('searchbox').fill('mountain');
  await dialog.getByRole('combobox', { name: 'Game' }).selectOption('The Discovery');
  await expect(async () => {
    const hrefs = await results.evaluateAll((rs) =>
      rs.map((r) => r.querySelector('a')?.getAttribute('href') ?? ''),
    );
    expect(hrefs.length).toBeGreaterThan(0);
    for (const h of hrefs) expect(h).toMatch(/discovery/);
  }).toPass();
});

test('a result deep-links to the heading that matched', async ({ page }) => {
  const results = await openSearch(page, 'surveyor bonus');
  const sub = results.first().locator('ul a').first();
  const href = await sub.getAttribute('href');
  expect(href).toMatch(/^\/surveyors\/bonus\/#[a-z0-9-]+$/);
  await sub.click();
  await expect(page).toHaveURL(new RegExp(href!.replace(/[/#]/g, '\\$&') + '$'));
  const id = href!.split('#')[1];
  await expect(page.locator(`[id="${id}"]`)).toHaveCount(1);
});

test('boards and figures are left out of the index', async ({ page }) => {
  const results = await openSearch(page, 'coast');
  const excerpts = await results.locator('p').allTextContents();
  for (const e of excerpts) expect(e).not.toMatch(/col 2 col 1 coast 0/);
});

test('the search page: the query in the address bar, what was searched said, never an empty page for a meaningful word', async ({
  page,
}) => {
  await page.goto('/search/?q=' + encodeURIComponent('plus four points surveyor same column'));
  const list = page.getByRole('list', { name: 'Search results' });
  await expect(list.locator(':scope > li').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('#nw-search-page [data-said]')).toContainText(
    'Searched for: 4, points, surveyor, same, column',
  );
  // Typing updates the address bar, so the search can be shared.
  await page.getByRole('searchbox').fill('meeple on a road');
  await expect(page).toHaveURL(/\?q=meeple\+on\+a\+road/);
  await expect(page.locator('#nw-search-page [data-said]')).toContainText('road → trail');
  await expect(list.locator(':scope > li').first()).toBeVisible();
  // Only words that carry no meaning: said so, nothing thrown.
  await page.getByRole('searchbox').fill('what is the');
  await expect(page.locator('#nw-search-page [data-said]')).toContainText('No word');
  expect(await violations(page)).toEqual([]);
});

test('nonsense finds nothing, and the search page and the dialog say so plainly; a new line in the query parts two words', async ({
  page,
}) => {
  const said = page.locator('#nw-search-page [data-said]');
  const results = page
    .locator('#nw-search-page')
    .getByRole('list', { name: 'Search results' })
    .locator(':scope > li');
  // Pagefind alone would answer these with pages matched on "x" and on "has".
  for (const q of ['xqzvy', 'hasOwnProperty']) {
    await page.goto('/search/?q=' + encodeURIComponent(q));
    await expect(page.locator(`#nw-search-page ol[data-results][data-query="${q}"]`)).toHaveCount(1, {
      timeout: 15_000,
    });
    await expect(said).toHaveText(
      `No results. No page of this site holds “${q}”: try a rules word such as trail, town, settler or surveyor.`,
    );
    await expect(results).toHaveCount(0);
  }
  // Beside a word the site holds: that word is searched, and what was left out is said.
  await page.getByRole('searchbox').fill('hasOwnProperty surveyor');
  await expect(said).toContainText('Searched for: surveyor; no page holds “hasOwnProperty”.');
  await expect(results.first()).toBeVisible();
  // The header's dialog says the same.
  await page.locator('nw-search:defined').waitFor({ state: 'attached', timeout: 15_000 });
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await dialog.getByRole('searchbox').fill('xqzvy');
  await expect(dialog.locator('ol[data-results][data-query="xqzvy"]')).toHaveCount(1, { timeout: 15_000 });
  await expect(dialog.locator('[data-said]')).toHaveText(/^No results\. No page of this site holds “xqzvy”/);
  await expect(dialog.getByRole('list', { name: 'Search results' }).locator(':scope > li')).toHaveCount(0);
  await page.keyboard.press('Escape');
  // A shared link whose query holds a new line: two words, not "towncity".
  await page.goto('/search/?q=town%0Acity');
  await expect(page.getByRole('searchbox')).toHaveValue('town city');
  await expect(said).toContainText("Searched for: town; in the rulebook's words (city → town)");
  await expect(results.first()).toBeVisible();
});

test("a typo is corrected against the site's own words, and the line under the box says so", async ({
  page,
}) => {
  await page.goto('/search/?q=' + encodeURIComponent('how does the surveyer bonus work'));
  const said = page.locator('#nw-search-page [data-said]');
  await expect(said).toContainText('surveyor (you typed surveyer)', { timeout: 15_000 });
  await expect(
    page.getByRole('list', { name: 'Search results' }).locator(':scope > li').first().locator('a').first(),
  ).toHaveAttribute('href', '/surveyors/bonus/');
});

test("a game named in the question puts that game's pages first", async ({ page }) => {
  await page.goto(
    '/search/?q=' + encodeURIComponent('how many points is a finished mountain worth in discovery'),
  );
  const said = page.locator('#nw-search-page [data-said]');
  await expect(said).toContainText('The Discovery first', { timeout: 15_000 });
  const hrefs = await page
    .getByRole('list', { name: 'Search results' })
    .locator(':scope > li > a')
    .evaluateAll((as) => as.slice(0, 3).map((a) => a.getAttribute('href')));
  expect(hrefs[0]).toBe('/related/the-discovery/');
  for (const h of hrefs) expect(h).toMatch(/discovery/);
});

test('a word of The Discovery\'s own ("thief") is searched as typed and as New World\'s word, unless a game is named; excerpts show no source numbers', async ({
  page,
}) => {
  const said = page.locator('#nw-search-page [data-said]');
  const first = page
    .getByRole('list', { name: 'Search results' })
    .locator(':scope > li')
    .first()
    .locator('a')
    .first();
  await page.goto('/search/?q=thief');
  await expect(page.locator('#nw-search-page ol[data-results][data-query="thief"]')).toHaveCount(1, {
    timeout: 15_000,
  });
  await expect(said).toContainText("Searched for: thief; also in New World's words (thief → robber)");
  await expect(first).toHaveAttribute('href', /discovery/);
  await page.locator('#nw-search-page').getByRole('searchbox').fill('thief in the discovery');
  await expect(said).toContainText('The Discovery first');
  await expect(said).not.toContainText('robber');
  await page.locator('#nw-search-page').getByRole('searchbox').fill('thief in new world');
  await expect(said).toContainText('thief → robber');
  await expect(said).toContainText('New World first');
  // A source mark's number is not read with the word before it ("you just placed3.").
  await page
    .locator('#nw-search-page')
    .getByRole('searchbox')
    .fill('who wins a city when two players have knights in it');
  await expect(
    page.locator(
      '#nw-search-page ol[data-results][data-query="who wins a city when two players have knights in it"]',
    ),
  ).toHaveCount(1, { timeout: 15_000 });
  for (const t of await page
    .locator('#nw-search-page ol[data-results] > li .nw-result-excerpt')
    .allTextContents())
    expect(t).not.toMatch(/\p{Ll}\d+(?=[\s.,;:!?)]|$)/u);
});

test('the search runs in a worker, and on the page when no worker can start', async ({ browser }) => {
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  const workers: string[] = [];
  page.on('worker', (w) => workers.push(w.url()));
  await page.goto('/search/?q=' + encodeURIComponent('trading post game end'));
  const first = page
    .getByRole('list', { name: 'Search results' })
    .locator(':scope > li')
    .first()
    .locator('a')
    .first();
  await expect(first).toHaveAttribute('href', '/rulings/trading-post-at-game-end/', { timeout: 15_000 });
  expect(workers.some((u) => /search-worker/.test(u))).toBe(true);
  // No Worker at all (an old browser, a locked-down page): the same search on the page.
  await page.addInitScript(() => Object.defineProperty(window, 'Worker', { value: undefined }));
  await page.goto('/search/?q=' + encodeURIComponent('trading post game end'));
  await expect(first).toHaveAttribute('href', '/rulings/trading-post-at-game-end/', { timeout: 15_000 });
  await ctx.close();
});

test('the search dialog has no axe violations with results shown', async ({ page }) => {
  await openSearch(page, 'trading post');
  expect(await violations(page)).toEqual([]);
});

test('the browser can add the site as a search engine (OpenSearch)', async ({ page, request }) => {
  await page.goto('/');
  const href = await page
    .locator('link[rel="search"][type="application/opensearchdescription+xml"]')
    .getAttribute('href');
  expect(href).toBe('/opensearch.xml');
  const xml = await (await request.get(href!)).text();
  expect(xml).toContain('/search/?q={searchTerms}');
});
