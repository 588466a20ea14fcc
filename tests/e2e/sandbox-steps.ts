/**
 * Steps in the sandbox that more than one spec takes (nothing-lost.spec.ts, offline.spec.ts): a New World
 * game started with the seed 42, and a set-up position half-built.
 */
import { expect, type Page } from '@playwright/test';

/** A New World game started from the new-game form (opened first if a game is shown), seed 42. */
export async function newGame(page: Page) {
  const form = page.getByRole('form', { name: 'New game' });
  const again = page.getByRole('button', { name: 'New game' });
  await expect(form.or(again)).toBeVisible();
  if (!(await form.isVisible())) await again.click();
  await form.getByLabel('Carcassonne: New World').check();
  await form.getByLabel(/^Seed of the box/).fill('42');
  await form.getByRole('button', { name: 'Start' }).click();
  await expect(page.locator('.status')).toContainText('New game');
}

/** A set-up position half-built: tile K put on the board. */
export async function halfBuiltSetup(page: Page) {
  await page.getByRole('button', { name: 'Set up a position' }).click();
  const ed = page.getByRole('region', { name: 'Set up a position' });
  await ed.getByRole('combobox', { name: /^Tile/ }).selectOption('K');
  await ed.locator('rect.spot.legal').first().click();
  await expect(ed.locator('.msg')).toContainText('Tile K put at');
  return ed;
}
