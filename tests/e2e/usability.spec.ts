/** Keyboard access, phone width, dark theme. */
import { test, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

test('the keyboard reaches the search and the sidebar', async ({ page }) => {
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
      await expect(page.getByRole('dialog', { name: 'Search' }).getByRole('list', { name: 'Search results' }).locator(':scope > li').first()).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.locator('dialog[open]')).toHaveCount(0);
    }
    if (where.sidebar) reachedSidebar = true;
  }
  expect(reachedSearch).toBe(true);
  expect(reachedSidebar).toBe(true);
});

test('Ctrl+K opens the search from anywhere', async ({ page }) => {
  await page.goto('/');
  // Wait until the search element is defined, then open it from the keyboard.
  await page.locator('nw-search:defined').waitFor({ state: 'attached' });
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('dialog', { name: 'Search' }).getByRole('searchbox')).toBeFocused();
});

const PHONE_PAGES = ['/', '/rules/placing-tiles/', '/scoring/summary/', '/surveyors/movement/', '/tiles/distribution/', '/examples/surveyor-sequence/', '/rulings/', '/variants/rule-options/', '/related/the-discovery/', '/related/race-to-the-new-found-land/', '/related/new-world-conquest/', '/start/glossary/'];

test.describe('at 360 px wide', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  for (const path of PHONE_PAGES) {
    test(`${path} fits without sideways scrolling`, async ({ page }) => {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
  for (const path of PHONE_PAGES) {
    test(`${path} has no accessibility violations at phone width`, async ({ page }) => {
      await page.goto(path);
      const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`)).toEqual([]);
    });
  }
  test('the menu opens and lists the sections', async ({ page }) => {
    await page.goto('/rules/turn/');
    await page.getByRole('button', { name: /menu/i }).click();
    await expect(page.locator('#starlight__sidebar').getByText('Surveyors', { exact: true })).toBeVisible();
  });
});

test.describe('dark theme', () => {
  test.use({ colorScheme: 'dark' });
  for (const path of ['/', '/examples/surveyor-sequence/', '/tiles/distribution/']) {
    test(`${path} has no accessibility violations`, async ({ page }) => {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
      const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
      expect(axe.violations.map((v) => v.id)).toEqual([]);
    });
  }
});

test('the tile distribution adds up to 95 tiles in 50 types', async ({ page }) => {
  await page.goto('/tiles/distribution/');
  await expect(page.getByTestId('tile-total')).toHaveText('95');
  await expect(page.locator('.nw-tile-table tbody tr')).toHaveCount(50);
  await expect(page.locator('main')).toContainText(/schematic/i);
});
