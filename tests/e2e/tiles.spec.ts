/**
 * The tile explorer on /tiles/distribution/: filter by trading post (the list and the count
 * match the library), choose a tile, turn it from the keyboard, the squares where it fits
 * follow the engine, and axe finds no WCAG 2.1 AA violation after the interaction; at phone
 * width it fits without sideways scrolling.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './reused';
import { violations } from './axe';
import { filterTiles, legalSquares, totals } from '../../src/lib/tiles/tile-explorer';

test.use({ reducedMotion: 'reduce' });

const explorer = (page: Page) => page.getByRole('region', { name: 'Tile explorer' });
/**
 * axe on the explorer in the state each test brings it to; the rest of the page is as it loaded,
 * which pages.spec.ts (and usability.spec.ts at phone width) checks whole.
 */
const EXPLORER = 'section[aria-label="Tile explorer"]';

/** The squares marked legal on the board, as "col,row". */
async function legalOnBoard(page: Page): Promise<string[]> {
  const keys = await explorer(page)
    .locator('rect.spot.legal')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-spot') ?? ''));
  return keys
    .map((k) => {
      const [gx, gy] = k.split(',').map(Number);
      return `${-gx},${gy}`;
    })
    .sort();
}
const expected = (tile: string, r: 0 | 90 | 180 | 270) =>
  legalSquares(tile, r)
    .map((s) => `${s.col},${s.row}`)
    .sort();

async function open(page: Page) {
  await page.goto('/tiles/distribution/');
  const ex = explorer(page);
  await ex.scrollIntoViewIfNeeded();
  // Hydrated: the filters are enabled.
  await expect(ex.getByRole('checkbox', { name: 'Trading post' })).toBeEnabled();
  return ex;
}

test('filter by trading post, choose a tile, turn it by keyboard: the legal squares follow', async ({
  page,
}) => {
  const ex = await open(page);
  const all = totals(filterTiles([]));
  await expect(ex.getByTestId('explorer-count')).toHaveText(
    `${all.types} of 50 tile types match (${all.tiles} tiles in the box).`,
  );

  await ex.getByRole('checkbox', { name: 'Trading post' }).check();
  const want = filterTiles(['tradingPost']);
  const sum = totals(want);
  await expect(ex.getByTestId('explorer-count')).toHaveText(
    `${sum.types} of 50 tile types match (${sum.tiles} tiles in the box).`,
  );
  const listed = ex.getByRole('list', { name: 'Matching tile types' }).locator('button[data-tile]');
  await expect(listed).toHaveCount(want.length);
  expect(await listed.evaluateAll((els) => els.map((e) => e.getAttribute('data-tile')))).toEqual(
    want.map((t) => t.id),
  );

  // Choose O with the keyboard: focus its button and press Enter.
  await ex.locator('button[data-tile="O"]').focus();
  await page.keyboard.press('Enter');
  await expect(ex.locator('button[data-tile="O"]')).toHaveAttribute('aria-pressed', 'true');
  const heading = ex.getByRole('heading', { name: 'Tile O, not turned' });
  await expect(heading).toBeFocused();
  await expect(ex.getByRole('img', { name: /^Tile O: / })).toBeVisible();
  await expect(
    ex.getByRole('listitem').filter({ hasText: 'a trail from east to south with a trading post' }),
  ).toBeVisible();
  expect(await legalOnBoard(page)).toEqual(expected('O', 0));
  await expect(ex.getByTestId('explorer-legal')).toHaveText(
    `${expected('O', 0).length} square${expected('O', 0).length === 1 ? '' : 's'}`,
  );

  // R turns it: the heading, the named features and the legal squares change.
  await page.keyboard.press('r');
  await expect(ex.getByRole('heading', { name: 'Tile O, turned 90°' })).toBeVisible();
  await expect(
    ex.getByRole('listitem').filter({ hasText: 'a trail from south to west with a trading post' }),
  ).toBeVisible();
  await expect.poll(() => legalOnBoard(page)).toEqual(expected('O', 90));
  expect(expected('O', 90)).not.toEqual(expected('O', 0));
  await expect(ex.getByRole('status').filter({ hasText: 'Tile O turned 90°' })).toBeVisible();

  // The Rotate button works by click as well.
  await ex.getByRole('button', { name: /^Rotate/ }).click();
  await expect(ex.getByRole('heading', { name: 'Tile O, turned 180°' })).toBeVisible();
  await expect.poll(() => legalOnBoard(page)).toEqual(expected('O', 180));

  // On the board: R turns the tile (once), Enter on the square under the cursor says it fits.
  const board = ex.getByRole('application', { name: /Small position: where tile O fits, turned 180°/ });
  await board.focus();
  await page.keyboard.press('r');
  await expect(ex.getByRole('heading', { name: 'Tile O, turned 270°' })).toBeVisible();
  await expect.poll(() => legalOnBoard(page)).toEqual(expected('O', 270));
  const squares = legalSquares('O', 270);
  expect(squares).toHaveLength(1);
  await page.keyboard.press('Enter');
  await expect(
    ex
      .getByRole('status')
      .filter({ hasText: `Tile O, turned 270°, fits at column ${squares[0].col}, row ${squares[0].row}.` }),
  ).toBeVisible();

  // axe after the interaction, with the keyboard on the board (and below with the board not focused).
  expect(await violations(page, { within: EXPLORER })).toEqual([]);
});

test('filters combine: trading post and crossing', async ({ page }) => {
  const ex = await open(page);
  await ex.getByRole('checkbox', { name: 'Trading post' }).check();
  await ex.getByRole('checkbox', { name: 'Crossing' }).check();
  const want = filterTiles(['tradingPost', 'crossing']).map((t) => t.id);
  await expect(ex.locator('button[data-tile]')).toHaveCount(want.length);
  expect(
    await ex.locator('button[data-tile]').evaluateAll((els) => els.map((e) => e.getAttribute('data-tile'))),
  ).toEqual(want);
  await ex.getByRole('checkbox', { name: 'Farm' }).check();
  await expect(ex.locator('button[data-tile]')).toHaveCount(0);
  await expect(ex.getByTestId('explorer-count')).toHaveText('0 of 50 tile types match (0 tiles in the box).');
});

test.describe('at 360 px wide', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  test('the explorer with a tile chosen fits, its buttons are big enough, and axe is clean', async ({
    page,
  }) => {
    const ex = await open(page);
    await ex.getByRole('checkbox', { name: 'Animals' }).check();
    await ex.locator('button[data-tile="K"]').click();
    await expect(ex.getByRole('heading', { name: 'Tile K, not turned' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    for (const el of [
      ex.locator('button[data-tile="K"]'),
      ex.getByRole('button', { name: /^Rotate/ }),
      ex.locator('label').filter({ hasText: 'Animals' }),
    ]) {
      const box = (await el.boundingBox())!;
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(40);
    }
    // A tap on a square where K does not fit says why.
    const other = ex.locator('rect.spot:not(.legal)').first();
    await other.click();
    await expect(
      ex
        .getByRole('status')
        .filter({ hasText: /^Tile K, not turned, does not fit at column \d+, row \d+: / }),
    ).toBeVisible();
    expect(await violations(page, { within: EXPLORER })).toEqual([]);
  });
});

// The board names its cursor as aria-activedescendant only while it has focus (the cursor is
// drawn only then): with a cursor and no focus, axe must find nothing (aria-valid-attr-value).
test('axe is clean with a tile chosen and the board not focused', async ({ page }) => {
  const ex = await open(page);
  await ex.locator('button[data-tile="K"]').click();
  await ex.getByRole('button', { name: /^Rotate/ }).click();
  expect(await violations(page, { within: EXPLORER })).toEqual([]);
});
