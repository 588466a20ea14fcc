/**
 * The French 404 page under a base path (`npm run build:subpath`, served under /new-world/): a
 * missing address under /new-world/fr/ gets the root 404.html, which turns French in its whole
 * frame; one under /new-world/ stays English. The checks: french-404.spec.ts.
 */
import { expect, test } from './reused';
import { expectFrenchFrame } from './french-frame';

test('a missing address under /new-world/fr/ gets the French 404 page, frame and all', async ({ page }) => {
  expect((await page.goto('fr/pas-de-page-ici/'))?.status()).toBe(404);
  await expectFrenchFrame(page, '/new-world/fr/');
});

test('a missing address under /new-world/ outside fr/ stays English', async ({ page }) => {
  expect((await page.goto('pas-de-page-ici/'))?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('a[href="#_top"]')).toHaveText('Skip to content');
});
