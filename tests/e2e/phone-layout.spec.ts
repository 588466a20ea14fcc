/**
 * Issue 31, point 9: the lessons and the sandbox on a 360 × 740 phone. The board is on the first
 * screen (the sandbox's introduction folds); what to do, the tile and Rotate are in view beside
 * the board when it is brought up to the header (a bar under it, never over it); a tap on the board never scrolls the page;
 * the zoom buttons sit outside the board; axe on the layout. (The offline banner covers no control:
 * offline.spec.ts.)
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { violations } from './axe';
import { parseLesson } from '../../src/lib/content/lesson-schema';

const PHONE = { width: 360, height: 740 };
test.use({ viewport: PHONE, hasTouch: true, reducedMotion: 'reduce' });

type Box = { x: number; y: number; width: number; height: number };
const box = async (l: Locator): Promise<Box> => {
  const b = await l.boundingBox();
  if (!b) throw new Error(`no box for ${l.toString()}`);
  return b;
};
const meets = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
/** Whole inside the screen (under the site's header, which is fixed at the top). */
const onScreen = (b: Box, top: number) => b.y >= top - 1 && b.y + b.height <= PHONE.height + 1 && b.width > 0;
const headerBottom = (page: Page) =>
  page.locator('header.header').evaluate((h) => h.getBoundingClientRect().bottom);
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** The zoom buttons (Zoom in, Zoom out, Fit) meet none of the board's squares area. */
async function zoomOffBoard(page: Page, board: Locator) {
  const b = await box(board);
  for (const name of ['Zoom in', 'Zoom out', 'Fit']) {
    const z = await box(page.getByRole('button', { name, exact: true }));
    expect.soft(meets(z, b), `${name} beside the board, not over it`).toBe(false);
  }
}

/** The board on screen above what is drawn beside it (`beside`, when over it): more than half the screen under the header. */
async function seenWith(board: Locator, beside: Locator, top: number) {
  const b = await box(board);
  const bottom = Math.min(b.y + b.height, PHONE.height, (await box(beside)).y);
  expect
    .soft(bottom - Math.max(b.y, top), 'most of the board in view')
    .toBeGreaterThan((PHONE.height - top) / 2);
}

/** Tap a square at its middle (which must be the square itself, not something over it): the page and the board stay put. */
async function tapStill(page: Page, square: Locator, done: () => Promise<void>) {
  await square.scrollIntoViewIfNeeded();
  const before = { y: await scrollY(page), top: (await box(page.locator('.nw-iboard > svg'))).y };
  const s = await box(square);
  const x = s.x + s.width / 2;
  const y = s.y + s.height / 2;
  expect(await square.evaluate((el, [px, py]) => document.elementFromPoint(px, py) === el, [x, y])).toBe(
    true,
  );
  await page.touchscreen.tap(x, y);
  await done();
  expect
    .soft({ y: await scrollY(page), top: (await box(page.locator('.nw-iboard > svg'))).y })
    .toEqual(before);
}

test('the sandbox: the board on the first screen, the turn beside it, a tap keeps the page still, zoom off the board, axe', async ({
  page,
}) => {
  await page.goto('/sandbox/');
  const form = page.getByRole('form', { name: 'New game' });
  await form.getByLabel('Carcassonne: New World').check();
  await form.getByLabel(/^Seed of the box/).fill('11');
  await form.getByRole('button', { name: 'Start' }).click();
  await expect(page.locator('.status')).toContainText('New game');
  const board = page.getByRole('application', { name: 'New World board' });
  // The form was long: the board comes into view where it was.
  const started = (await box(board)).y;
  expect
    .soft(started >= 0 && started < PHONE.height / 2, `the board's top on screen after Start (${started})`)
    .toBe(true);
  // Back to the page: the game is restored, the board on the first screen with room to play.
  await page.goto('/sandbox/');
  await expect(board).toBeVisible();
  expect(await scrollY(page)).toBe(0);
  expect.soft((await box(board)).y, 'the board starts on the first screen').toBeLessThan(PHONE.height / 2);
  // The introduction is still on the page (and in the search index), folded.
  await expect(page.getByText('Playing alone or with fewer friends:')).toBeAttached();
  await page.getByRole('button', { name: 'Draw a tile' }).tap();
  await expect(page.getByText(/Red has tile \w+/)).toBeVisible();
  // The board brought up to the header: what to do, the tile and Rotate are on screen with it.
  const top = await headerBottom(page);
  await page.evaluate(
    (t) => window.scrollBy(0, document.querySelector('.nw-iboard > svg')!.getBoundingClientRect().top - t),
    top,
  );
  const turn = page.getByRole('region', { name: 'Turn' });
  await seenWith(board, turn, top);
  for (const [what, l] of [
    ['the instructions', turn.getByText(/Red has tile \w+/)],
    ['the tile', turn.locator('.hand svg').first()],
    ['Rotate', turn.getByRole('button', { name: 'Rotate (R)' })],
  ] as const)
    expect.soft(onScreen(await box(l), top), `${what} on screen with the board`).toBe(true);
  await zoomOffBoard(page, board);
  expect.soft(await violations(page)).toEqual([]);
  // A tap on a square: the tile is placed, the page does not move.
  const legal = page.locator('rect.spot.legal');
  let square = legal.first();
  for (let i = 0; i < (await legal.count()); i++) {
    const s = await box(legal.nth(i));
    if (
      await legal
        .nth(i)
        .evaluate(
          (el, [px, py]) => document.elementFromPoint(px, py) === el,
          [s.x + s.width / 2, s.y + s.height / 2],
        )
    ) {
      square = legal.nth(i);
      break;
    }
  }
  await tapStill(page, square, () => expect(page.locator('.status')).toContainText('Red placed tile'));
});

test('a lesson: the board on the first screen, the step and Rotate beside it, a tap keeps the page still, zoom off the board, axe', async ({
  page,
}) => {
  const lesson = parseLesson(
    JSON.parse(readFileSync('content/lessons/01-placing-tiles.json', 'utf8')),
    '01-placing-tiles.json',
  );
  const m = lesson.steps[0].move;
  await page.goto('/learn/placing-tiles/');
  await expect(page.locator('.nw-lesson h2').first()).toHaveText(/Step 1 of/);
  const board = page.getByRole('application', { name: /board/ });
  const top = await headerBottom(page);
  const b = await box(board);
  expect.soft(b.y, 'the board starts on the first screen').toBeLessThan(PHONE.height / 2);
  const task = page.getByRole('region', { name: 'This step' });
  const rotate = task.getByRole('button', { name: 'Rotate (R)' });
  const beside = async () => {
    for (const [what, l] of [
      ['the instructions', task.locator('.say')],
      ['the tile', task.locator('.hand svg').first()],
      ['Rotate', rotate],
    ] as const)
      expect.soft(onScreen(await box(l), top), `${what} on screen with the board`).toBe(true);
  };
  // The step is under the board, never over it (board-covered.spec.ts); brought up, both are in view.
  expect.soft((await box(task)).y, 'the step under the board').toBeGreaterThanOrEqual(b.y + b.height);
  expect
    .soft(Math.min(b.y + b.height, PHONE.height, (await box(task)).y) - b.y, 'part of the board in view')
    .toBeGreaterThan(150);
  // The board brought up to the header: the step still beside it.
  await page.evaluate(
    (t) => window.scrollBy(0, document.querySelector('.nw-iboard > svg')!.getBoundingClientRect().top - t),
    top,
  );
  await beside();
  await seenWith(board, task, top);
  await zoomOffBoard(page, board);
  expect.soft(await violations(page)).toEqual([]);
  // Turn the tile by Rotate, then tap the step's square: the move is made, nothing scrolls.
  const hand = task.locator('.hand p');
  while (Number(/turned (\d+)°/.exec((await hand.textContent()) ?? '')?.[1] ?? 0) !== m.rotation) {
    const text = await hand.textContent();
    await rotate.tap();
    await expect(hand).not.toHaveText(text ?? '');
  }
  await tapStill(page, page.locator(`rect.spot[data-spot="${-(m.col ?? 0)},${m.row ?? 0}"]`), () =>
    expect(task.locator('.hand')).toHaveCount(0),
  );
  // The turn ended from the bar: focus goes to "Continue", in view, and the board stays where it was.
  const still = { y: await scrollY(page), top: (await box(board)).y };
  await task.getByRole('button', { name: /^End the turn without/ }).tap();
  const go = page.getByRole('button', { name: 'Continue' });
  await expect(go).toBeFocused();
  await expect.soft(go).toBeInViewport();
  expect.soft({ y: await scrollY(page), top: (await box(board)).y }).toEqual(still);
});

// The offline banner at this width (it covers no control): offline.spec.ts, where its install is the one
// the service-worker tests share.
