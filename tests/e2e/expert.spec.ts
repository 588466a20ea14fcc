/**
 * The expert computer player in the sandbox (issue 33): "What would the expert do?" on a person's
 * turn, before and after placing, comparing the person's placement with the expert's. A whole game
 * against the expert, with the main thread's longest task measured, is expert-game-subpath.spec.ts.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './reused';
import { violations } from './axe';

async function newGame(page: Page, seed: number, playedBy: string[]) {
  await page.goto('/sandbox/');
  const form = page.getByRole('form', { name: 'New game' });
  const again = page.getByRole('button', { name: 'New game' });
  await expect(form.or(again)).toBeVisible();
  if (!(await form.isVisible())) await again.click();
  await form.getByLabel('Carcassonne: New World').check();
  await form.getByLabel(/^Seed of the box/).fill(String(seed));
  for (const [i, by] of playedBy.entries())
    await form.getByLabel('Played by').nth(i).selectOption({ label: by });
  await form.getByRole('button', { name: 'Start' }).click();
}

test.use({ reducedMotion: 'reduce' });

test('"What would the expert do?": the move and its reason on request, then the person\'s own placement compared with it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await newGame(page, 7, ['A person', 'A person']);
  await page.getByRole('button', { name: 'Draw a tile' }).click();
  for (let i = 0; i < 4 && (await page.locator('rect.spot.legal').count()) === 0; i++)
    await page.getByRole('button', { name: 'Rotate (R)' }).click();
  await page.getByRole('button', { name: 'What would the expert do?' }).click();
  const advice = page.locator('.turn .advice');
  await expect(advice).toContainText(
    /^The expert: Red puts tile \S+ at column -?\d+, row -?\d+.*\(960 playouts of the next turns, \d+ tiles? to come\)\.$/,
    { timeout: 60_000 },
  );
  expect(await violations(page)).toEqual([]);
  // Placed: the person's placement is compared over the same playouts.
  await page.locator('rect.spot.legal').first().click();
  await page.getByRole('button', { name: 'What would the expert do?' }).click();
  await expect(advice).toContainText(
    /(You put the tile where the expert would|Where you put the tile \(with the best piece for it\) comes out [\d.]+ points? (worse|better) on average than the expert's move in the playouts of the turns to come)\.$/,
    { timeout: 60_000 },
  );
  // The next turn has no answer of the last.
  await page.getByRole('button', { name: /End the turn|Score and end the turn/ }).click();
  await expect(page.getByText('Blue to play.')).toBeVisible();
  await expect(advice).toHaveCount(0);
});

test("the expert's square is brought into view: zoomed in and the board dragged away, asking moves the view as little as it takes to show it", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await newGame(page, 7, ['A person', 'A person']);
  await page.getByRole('button', { name: 'Draw a tile' }).click();
  for (let i = 0; i < 4 && (await page.locator('rect.spot.legal').count()) === 0; i++)
    await page.getByRole('button', { name: 'Rotate (R)' }).click();
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Zoom in' }).click();
  const svg = page.locator('.nw-iboard > svg');
  const viewOf = async () => (await svg.getAttribute('viewBox'))!.split(' ').map(Number);
  // Dragged far away: nothing on the table is in view.
  const box = (await svg.boundingBox())!;
  const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.move(cx - 150, cy - 100);
  await page.mouse.down();
  await page.mouse.move(cx, cy, { steps: 4 });
  await page.mouse.move(cx + 150, cy + 100, { steps: 4 });
  await page.mouse.up();
  const away = await viewOf();
  await page.getByRole('button', { name: 'What would the expert do?' }).click();
  await expect(page.locator('.turn .advice')).toContainText(/^The expert: Red puts tile/, {
    timeout: 60_000,
  });
  const square = page.locator('.nw-iboard rect.feature-hl');
  await expect(square).toHaveCount(1);
  const [x, y] = [Number(await square.getAttribute('x')) - 3, Number(await square.getAttribute('y')) - 3];
  await expect
    .poll(
      async () => {
        const v = await viewOf();
        return x >= v[0] && y >= v[1] && x + 100 <= v[0] + v[2] && y + 100 <= v[1] + v[3];
      },
      { message: `the expert's square (${x}, ${y}) whole in the view` },
    )
    .toBe(true);
  expect(await viewOf()).not.toEqual(away);
});
