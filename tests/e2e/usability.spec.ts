/** Keyboard access, phone width, dark theme. */
import { test, expect } from './reused';
import { COLOUR_RULES, violations } from './axe';

test('the keyboard reaches the search and the sidebar', async ({ reusedPage }) => {
  const { page } = await reusedPage();
  await page.goto('/rules/placing-tiles/');
  let reachedSearch = false;
  let reachedSidebar = false;
  for (let i = 0; i < 40 && !(reachedSearch && reachedSidebar); i++) {
    await page.keyboard.press('Tab');
    const where = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return {
        search: !!el?.closest('nw-search') && el?.tagName === 'BUTTON',
        sidebar: !!el?.closest('#starlight__sidebar') && el?.tagName === 'A',
      };
    });
    if (where.search && !reachedSearch) {
      reachedSearch = true;
      await page.keyboard.press('Enter');
      await expect(page.locator('dialog[open]')).toBeVisible();
      await page.keyboard.type('surveyor');
      await expect(
        page
          .getByRole('dialog', { name: 'Search' })
          .getByRole('list', { name: 'Search results' })
          .locator(':scope > li')
          .first(),
      ).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.locator('dialog[open]')).toHaveCount(0);
    }
    if (where.sidebar) reachedSidebar = true;
  }
  expect(reachedSearch).toBe(true);
  expect(reachedSidebar).toBe(true);
});

test('Ctrl+K opens the search from anywhere', async ({ reusedPage }) => {
  const { page } = await reusedPage();
  await page.goto('/');
  // Wait until the search element is defined, then open it from the keyboard.
  await page.locator('nw-search:defined').waitFor({ state: 'attached' });
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('dialog', { name: 'Search' }).getByRole('searchbox')).toBeFocused();
});

const PHONE_PAGES = [
  '/',
  '/rules/placing-tiles/',
  '/scoring/summary/',
  '/surveyors/movement/',
  '/tiles/distribution/',
  '/examples/surveyor-sequence/',
  '/rulings/',
  '/variants/rule-options/',
  '/related/the-discovery/',
  '/related/race-to-the-new-found-land/',
  '/related/new-world-conquest/',
  '/start/glossary/',
];

/**
 * At phone width only the styles change: what is shown (the sidebar becomes a menu, the table of
 * contents folds above the page) and how wide things are drawn (a wide table scrolls, and must then
 * be reachable by keyboard). So axe runs every rule on every page above, but the two that judge
 * colours (axe.ts, COLOUR_RULES: three quarters of axe's time), whose colours are the same at every
 * width, run on one page of each layout: the home page, a rules page with its table of contents, a
 * worked example with its replay, the tile explorer.
 */
const PHONE_COLOURS = new Set([
  '/',
  '/rules/placing-tiles/',
  '/examples/surveyor-sequence/',
  '/tiles/distribution/',
]);

const PHONE = { width: 360, height: 740 };

test.describe('at 360 px wide', () => {
  test.use({ viewport: PHONE });
  // One load a page for both checks, in a reused phone-width page (reused.ts); each check is reported on its own.
  for (const path of PHONE_PAGES) {
    const colours = PHONE_COLOURS.has(path);
    test(`${path} fits without sideways scrolling and has no accessibility violations${colours ? '' : ' (colours apart)'} at phone width`, async ({
      reusedPage,
    }) => {
      const { page } = await reusedPage({ viewport: PHONE });
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect.soft(overflow, 'sideways scrolling (px)').toBeLessThanOrEqual(0);
      expect
        .soft(await violations(page, { skip: colours ? [] : COLOUR_RULES }), 'axe at phone width')
        .toEqual([]);
    });
  }
  test('the menu opens and lists the sections', async ({ reusedPage }) => {
    const { page } = await reusedPage({ viewport: PHONE });
    await page.goto('/rules/turn/');
    await page.getByRole('button', { name: /menu/i }).click();
    await expect(page.locator('#starlight__sidebar').getByText('Surveyors', { exact: true })).toBeVisible();
  });
});

test.describe('dark theme', () => {
  for (const path of ['/', '/examples/surveyor-sequence/', '/tiles/distribution/']) {
    test(`${path} has no accessibility violations`, async ({ reusedPage }) => {
      const { page } = await reusedPage({ colorScheme: 'dark' });
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
      expect(await violations(page)).toEqual([]);
    });
  }
});

test('the tile distribution adds up to 95 tiles in 50 types', async ({ reusedPage }) => {
  const { page } = await reusedPage();
  await page.goto('/tiles/distribution/');
  await expect(page.getByTestId('tile-total')).toHaveText('95');
  await expect(page.locator('.nw-tile-table tbody tr')).toHaveCount(50);
  await expect(page.locator('main')).toContainText(/schematic/i);
});
