/**
 * Search: typical questions players type, by rule words and by the old "Sheriff" name, must
 * bring the right page first; results are labelled by kind, filterable, and deep-link to headings.
 */
import { test, expect, type Page } from '@playwright/test';

test.describe.configure({ timeout: 60_000 });

async function openSearch(page: Page, query: string) {
  const input = page.locator('#starlight__search .pagefind-ui__search-input');
  // Starlight builds the search box when the browser is idle after loading; on a busy
  // machine that can take a while, so wait for it (and load the page again once if need be).
  for (let attempt = 0; ; attempt++) {
    await page.goto('/');
    try {
      await input.waitFor({ state: 'attached', timeout: 15_000 });
      break;
    } catch (e) {
      if (attempt > 0) throw e;
    }
  }
  await expect(page.locator('button[data-open-modal]')).toBeEnabled();
  await page.keyboard.press('Control+k');
  await input.fill(query);
  const results = page.locator('#starlight__search .pagefind-ui__result');
  await expect(results.first()).toBeVisible();
  return results;
}

/** The page link of the n-th result (not its sub-results). */
const resultLink = (results: ReturnType<Page['locator']>, n = 0) => results.nth(n).locator('a.pagefind-ui__result-link').first();

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
];

for (const [query, expected] of QUESTIONS) {
  test(`"${query}" finds ${expected} first`, async ({ page }) => {
    const results = await openSearch(page, query);
    await expect(resultLink(results)).toHaveAttribute('href', expected);
  });
}

test('results are labelled with their kind and can be filtered by it', async ({ page }) => {
  const results = await openSearch(page, 'surveyor');
  const pageTitles = () => results.evaluateAll((rs) => rs.map((r) => r.querySelector('a.pagefind-ui__result-link')?.textContent?.trim() ?? ''));
  const titles = await pageTitles();
  expect(titles.length).toBeGreaterThan(3);
  for (const t of titles) expect(t).toMatch(/^(Rule|Ruling|Example|Tile|Variant|Related game|Guide) · /);
  expect(new Set(titles.map((t) => t.split(' · ')[0])).size).toBeGreaterThan(1);
  const ruling = page.locator('#starlight__search').getByLabel(/^Ruling/);
  if (!(await ruling.isVisible())) await page.locator('#starlight__search summary').filter({ hasText: /kind/i }).click();
  await ruling.check();
  await expect(async () => {
    const filtered = await pageTitles();
    expect(filtered.length).toBeGreaterThan(0);
    for (const t of filtered) expect(t).toMatch(/^Ruling · /);
  }).toPass();
});

test('a result deep-links to the heading that matched', async ({ page }) => {
  const results = await openSearch(page, 'surveyor bonus');
  const sub = results.first().locator('.pagefind-ui__result-nested a').filter({ hasText: /./ }).first();
  const href = await sub.getAttribute('href');
  expect(href).toMatch(/^\/surveyors\/bonus\/#[a-z0-9-]+$/);
  await sub.click();
  await expect(page).toHaveURL(new RegExp(href!.replace(/[/#]/g, '\\$&') + '$'));
  const id = href!.split('#')[1];
  await expect(page.locator(`[id="${id}"]`)).toHaveCount(1);
});

test('boards and figures are left out of the index', async ({ page }) => {
  const results = await openSearch(page, 'coast');
  const excerpts = await results.locator('.pagefind-ui__result-excerpt').allTextContents();
  for (const e of excerpts) expect(e).not.toMatch(/col 2 col 1 coast 0/);
});
