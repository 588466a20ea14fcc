/**
 * A reference players can cite: stable rule anchors with their source, rulings next to the rule
 * they clarify and linking back to it, glossary definitions on hover and focus, citations as small
 * marks with the source on hover/focus and in a list, the turn diagram, the changelog.
 */
import { expect, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

test('a rule anchor: a stable link with where the rule comes from, and the rulings about it', async ({ page }) => {
  await page.goto('/rules/placing-tiles/#r-placement-4');
  const anchor = page.locator('#r-placement-4');
  await expect(anchor).toBeInViewport();
  await expect(anchor).toContainText('§ r-placement-4');
  await expect(anchor).toContainText(/Rulebook|Wiki/);
  // The ruling on a tile that fits nowhere is listed at the rule, and at the end of the page.
  await anchor.getByRole('link', { name: /fits nowhere/ }).click();
  await expect(page).toHaveURL(/\/rulings\/tile-fits-nowhere\/$/);
  // The ruling links back to the exact rule, and says its edition and when it was added.
  await expect(page.locator('dt', { hasText: 'Edition' })).toBeVisible();
  await expect(page.locator('dt', { hasText: 'Added to this site' })).toBeVisible();
  await page.getByRole('link', { name: /rule r-placement-4/ }).click();
  await expect(page).toHaveURL(/\/rules\/placing-tiles\/#r-placement-4$/);
  await expect(page.getByRole('heading', { name: 'Rulings on this page' })).toBeAttached();
});

test('a glossary term shows its definition on hover and on keyboard focus', async ({ page }) => {
  await page.goto('/rules/placing-tiles/');
  const term = page.locator('a.nw-term').first();
  const tip = page.locator(`#${await term.getAttribute('aria-describedby')}`);
  await expect(tip).toBeHidden();
  await term.hover();
  await expect(tip).toBeVisible();
  await expect(tip).toContainText(':');
  await page.mouse.move(0, 0);
  await expect(tip).toBeHidden();
  await term.focus();
  await expect(tip).toBeVisible();
});

test('citations are small marks: the source on hover and focus, and numbered at the end', async ({ page }) => {
  await page.goto('/rules/placing-tiles/');
  const content = page.locator('.sl-markdown-content');
  // No citation interrupts the text any more...
  expect(await content.locator('p').allInnerTexts().then((ps) => ps.filter((p) => /\(Rulebook,|\(Wiki,/.test(p)))).toEqual([]);
  // ...each is a mark whose link says the source, shown on focus, and listed at the end.
  const mark = content.locator('sup.nw-cite').first();
  const link = mark.getByRole('link');
  await expect(link).toHaveAttribute('aria-label', /^Source 1: (Rulebook|Wiki)/);
  await link.focus();
  await expect(mark.locator('.nw-cite-tip')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sources cited in the text' })).toBeAttached();
  await expect(page.locator('#nw-cite-1')).toHaveText((await link.getAttribute('aria-label'))!.replace(/^Source 1: /, ''));
});

test('the turn diagram is on the turn page and every turn-related page links to it', async ({ page }) => {
  await page.goto('/rules/turn/#turn-diagram');
  await expect(page.locator('#turn-diagram svg[role="img"]')).toBeVisible();
  for (const p of ['/rules/placing-tiles/', '/scoring/majorities/', '/surveyors/fallen-behind/']) {
    await page.goto(p);
    await expect(page.locator('a[href="/rules/turn/#turn-diagram"]').first()).toBeAttached();
  }
  await page.goto('/surveyors/fallen-behind/');
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
});

test('the changelog lists what changed and when', async ({ page }) => {
  await page.goto('/start/changelog/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: '23 November 2026' })).toBeVisible();
});
