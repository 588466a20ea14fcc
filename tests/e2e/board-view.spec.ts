/**
 * The player keeps the view (issue 31, point 6), in the sandbox against the computer and in a
 * lesson: the board moves only to bring into view what happened out of it, never undoing a zoom
 * or Fit; every square where the tile fits is reached by keyboard and by pointer; the player's own
 * scoring stays on the page until their next action, the computer's turn comes after it and "Red
 * to play" after the computer's, with its lines in the log; no button for a seat the computer
 * plays; after a click on a square where the tile does not fit, the preview stays on that square.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './reused';
import { violations } from './axe';

/** A new game from the form, with a fixed seed; `playedBy`: who plays each seat, as the form words it. */
async function newGame(page: Page, seed: number, playedBy: string[] = []) {
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
  await expect(page.locator('.status')).toContainText('New game');
}

const board = (page: Page) => page.locator('.nw-iboard > svg');
/** The board's view box: [x, y, width, height] in board units (a tile is 100). */
const viewOf = async (page: Page) => (await board(page).getAttribute('viewBox'))!.split(' ').map(Number);
/** Whether the square at (x, y) (its top-left corner, board units) lies whole inside the view `v`. */
const holds = (v: number[], x: number, y: number) =>
  x >= v[0] && y >= v[1] && x + 100 <= v[0] + v[2] && y + 100 <= v[1] + v[3];

test('against the computer (motion not reduced): Fit is kept, Red’s scoring stays, Blue plays after it with no button of its own, and "Red to play" comes with Blue’s lines in the log', async ({
  page,
}) => {
  // Seed 1: Red's first tile closes a trail at the coast; a robber on it scores 2 (four lines), then Blue scores a trail of its own.
  await newGame(page, 1, ['A person', 'The computer, strong']);
  // What the page shows as it changes: a button for Blue's seat, the log's length when "Red to play." appears, the status line's texts.
  await page.evaluate(() => {
    const seen = {
      forComputer: 0,
      logAtRedToPlay: [] as number[],
      status: [] as string[],
      red: /Red to play/.test(document.querySelector('section.turn')?.textContent ?? ''),
    };
    Object.assign(window, { seen });
    const look = () => {
      const panel = document.querySelector('section.turn')?.textContent ?? '';
      if (
        /Blue to play/.test(panel) &&
        [...document.querySelectorAll('section.turn button')].some((b) => b.textContent === 'Draw a tile')
      )
        seen.forComputer++;
      const red = /Red to play/.test(panel);
      if (red && !seen.red) seen.logAtRedToPlay.push(document.querySelectorAll('.nw-log li').length);
      seen.red = red;
      const said = document.querySelector('.status')?.textContent ?? '';
      if (said !== seen.status[seen.status.length - 1]) seen.status.push(said);
    };
    new MutationObserver(look).observe(document.querySelector('.nw-sandbox')!, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
  });
  await page.getByRole('button', { name: 'Draw a tile' }).click();
  await page.getByRole('button', { name: 'Fit' }).click();
  const fitted = await viewOf(page);
  await page.locator('rect.spot.legal').first().click();
  await page.getByRole('button', { name: 'Put a robber on the east of the new tile' }).click();
  // Blue's turn, then Red's: its last line is in the log, the turn is Red's.
  await expect(page.locator('.nw-log li').first()).toContainText('Blue moves a surveyor');
  await expect(page.getByText('Red to play.')).toBeVisible();
  const logged = await page.locator('.nw-log li').count();
  const seen = await page.evaluate(
    () =>
      (window as unknown as { seen: { forComputer: number; logAtRedToPlay: number[]; status: string[] } })
        .seen,
  );
  // "Red to play." came with every line of Blue's turn already in the log, and no button ever offered Blue's draw.
  expect.soft(seen.logAtRedToPlay).toEqual([logged]);
  expect.soft(seen.forComputer).toBe(0);
  // Red's scoring was told before Blue's turn began.
  const redScores = seen.status.findIndex((t) => t.includes('Red scores 2'));
  const blueBegins = seen.status.findIndex((t) => t.startsWith('Blue'));
  expect.soft(redScores).toBeGreaterThanOrEqual(0);
  expect(redScores).toBeLessThan(blueBegins);
  // Blue's tile went where the fitted board already showed it: the view is as the player left it.
  expect.soft(await viewOf(page)).toEqual(fitted);
  // Red's own scoring is still on the page (not in the log only), until Red's next action.
  const mine = page.locator('.nw-sandbox p', { hasText: 'Red scores 2 for a completed trail' });
  await expect.soft(mine).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Draw a tile' }).click();
  await expect(mine).toBeHidden();
});

test.describe('by keyboard and pointer', () => {
  test.use({ reducedMotion: 'reduce' });

  test('a click where the tile does not fit keeps the preview on that square; zoomed in, the keyboard brings every square where it fits into view, and a drag brings one to the pointer', async ({
    page,
  }) => {
    await newGame(page, 8);
    await page.getByRole('button', { name: 'Draw a tile' }).click();
    await expect(page.locator('rect.spot.legal').first()).toBeVisible();
    // A square where the tile does not fit: refused, and the preview is on that square (not on another, hiding its "+").
    const wrong = page.locator('rect.spot:not(.legal)').first();
    const [wx, wy] = [Number(await wrong.getAttribute('x')) - 4, Number(await wrong.getAttribute('y')) - 4];
    await wrong.click();
    await expect(page.locator('.status')).toContainText('does not go');
    const ghost = page.locator('.nw-iboard g.ghost > svg');
    await expect(ghost).toHaveCount(1);
    expect
      .soft([Number(await ghost.getAttribute('x')), Number(await ghost.getAttribute('y'))])
      .toEqual([wx, wy]);

    // Zoomed in: some squares where the tile fits are out of view. N walks every one, each brought whole into view.
    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Zoom in' }).click();
    const legal = await page
      .locator('rect.spot.legal')
      .evaluateAll((rs) => rs.map((r) => [Number(r.getAttribute('x')) - 4, Number(r.getAttribute('y')) - 4]));
    const before = await viewOf(page);
    expect(legal.some(([x, y]) => !holds(before, x, y))).toBe(true);
    await board(page).focus();
    const cursor = page.locator('.nw-iboard rect.cursor');
    for (let i = 0; i < legal.length; i++) {
      await page.keyboard.press('n');
      const at = [Number(await cursor.getAttribute('x')) - 1, Number(await cursor.getAttribute('y')) - 1];
      expect
        .soft(holds(await viewOf(page), at[0], at[1]), `the cursor's square ${at.join(',')} in view`)
        .toBe(true);
    }

    // By pointer: a square out of view, brought to the pointer by dragging the board, then clicked.
    const v = await viewOf(page);
    const out = legal.find(([x, y]) => !holds(v, x, y))!;
    expect(out).toBeDefined();
    const box = (await board(page).boundingBox())!;
    const k = Math.max(v[2] / box.width, v[3] / box.height); // board units per pixel
    const dx = (v[0] + v[2] / 2 - (out[0] + 50)) / k;
    const dy = (v[1] + v[3] / 2 - (out[1] + 50)) / k;
    const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
    await page.mouse.move(cx - dx / 2, cy - dy / 2);
    await page.mouse.down();
    await page.mouse.move(cx, cy, { steps: 4 });
    await page.mouse.move(cx + dx / 2, cy + dy / 2, { steps: 4 });
    await page.mouse.up();
    expect(holds(await viewOf(page), out[0], out[1])).toBe(true);
    await page.locator(`rect.spot.legal[x="${out[0] + 4}"][y="${out[1] + 4}"]`).click();
    await expect(page.locator('.status')).toContainText('Red placed tile');
  });

  test('a lesson: after Fit, the lesson’s own move and the next step keep the view', async ({ page }) => {
    await page.goto('/learn/placing-tiles/');
    await expect(page.locator('.nw-lesson h2').first()).toHaveText(/Step 1 of/);
    await page.getByRole('button', { name: 'Fit' }).click();
    const fitted = await viewOf(page);
    // Step 1: the trail turned east–west, laid in column 1, row 2; then Blue's farm tile and the next tile dealt.
    const hand = page.locator('.nw-lesson .hand p');
    for (let i = 0; i < 4 && !/turned 90°/.test((await hand.textContent()) ?? ''); i++) {
      const was = await hand.textContent();
      await page.getByRole('button', { name: 'Rotate (R)' }).click();
      await expect(hand).not.toHaveText(was ?? '');
    }
    await page.locator('rect.spot[data-spot="-1,2"]').click();
    await page.getByRole('button', { name: /^End the turn without/ }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.locator('.nw-lesson h2').first()).toHaveText(/Step 3 of/);
    expect(await viewOf(page)).toEqual(fitted);
  });
});
