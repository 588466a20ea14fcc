/**
 * The French 404 page is French in its whole frame, not only in its main text: `lang="fr"`, the
 * header's search button, the skip link, the language select on Français and the footer. Static
 * hosts (and `astro preview`) answer every missing address with the root 404.html, so that page
 * turns French for an address under /fr/ (scripts/french-404.mjs, src/pages/[...lang]/404.astro);
 * /fr/404/ is French as built. The same under a base path: french-404-subpath.spec.ts.
 */
import { expect, test } from './reused';
import { violations } from './axe';
import { expectFrenchFrame } from './french-frame';

test.describe('the French 404 page', () => {
  for (const path of ['/fr/pas-de-page-ici/', '/fr/regles/inconnue', '/fr/404'])
    test(`a missing address under /fr/ (${path}) gets a French page, frame and all`, async ({ page }) => {
      const res = await page.goto(path);
      expect([404, 200]).toContain(res?.status());
      await expectFrenchFrame(page, '/fr/');
      await expect(page).toHaveTitle(/^404/);
      expect(await violations(page)).toEqual([]);
    });

  test('/fr/404/ itself is French, frame and all', async ({ page }) => {
    expect((await page.goto('/fr/404/'))?.status()).toBe(200);
    await expectFrenchFrame(page, '/fr/');
  });

  test('a missing English address keeps the English frame', async ({ page }) => {
    expect((await page.goto('/no-such-page/'))?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('a[href="#_top"]')).toHaveText('Skip to content');
    await expect(page.locator('nw-search button[data-open-modal]')).toHaveAttribute('aria-label', 'Search');
    await expect(page.locator('.nw-footer-builders')).toContainText('Building a tool');
    await expect(page.locator('main').getByText('Page not found.')).toBeVisible();
    await expect(page.locator('main').getByText('Page introuvable.')).toBeHidden();
  });
});
