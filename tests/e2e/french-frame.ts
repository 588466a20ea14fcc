/** What the French 404 tests check of a page's frame (french-404.spec.ts, french-404-subpath.spec.ts). */
import { expect, type Page } from '@playwright/test';

/** The frame of a French page: everything a reader sees around the 404 text. */
export async function expectFrenchFrame(page: Page, home: string): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.locator('main').getByText('Page introuvable.')).toBeVisible();
  await expect(page.locator('main').getByText('Page not found.')).toHaveCount(0);
  await expect(page.locator('a[href="#_top"]')).toHaveText('Aller au contenu');
  const search = page.locator('nw-search button[data-open-modal]');
  await expect(search).toHaveAttribute('aria-label', 'Rechercher');
  await expect(page.locator('starlight-lang-select select').first().locator('option:checked')).toHaveText(
    'Français',
  );
  await expect(page.locator('.site-title').first()).toHaveAttribute(
    'href',
    new RegExp(`^${home.replace(/\/$/, '')}/?$`),
  );
  await expect(page.locator('.nw-footer-builders')).toContainText('Vous écrivez un outil');
  const text = await page.locator('body').innerText();
  for (const english of ['Skip to content', 'Building a tool', 'Select language', 'Page not found'])
    expect(text).not.toContain(english);
  // The header still works: the search opens, in French.
  await search.click();
  await expect(page.locator('nw-search dialog')).toBeVisible();
  await expect(page.locator('nw-search dialog').getByRole('button', { name: 'Fermer' })).toBeVisible();
  await page.keyboard.press('Escape');
}
