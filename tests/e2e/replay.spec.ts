/**
 * Example replays: the surveyor scoring sequence stepped through on its rules page (Yellow 10;
 * Blue 17, then 8; Green's and Red's shopkeepers sent home; Red's completed town unscored), a
 * refused example showing the attempted move and the engine's reason, and axe on a replay page.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './reused';
import { violations } from './axe';

/**
 * axe on the replays in the state each test brings them to; the rest of the page is as it loaded,
 * which pages.spec.ts checks whole.
 */
const REPLAYS = 'section.nw-replay';

function replay(page: Page, title: RegExp) {
  return page.getByRole('region', { name: title });
}

/**
 * The replay is drawn on the server and hydrated once visible: a click before that lands on the
 * server's markup (a radio checked then unchecked again by the hydration). Astro takes the `ssr`
 * mark off its island once hydrated.
 */
async function hydrated(r: ReturnType<typeof replay>) {
  await r.scrollIntoViewIfNeeded();
  await expect(r.locator('xpath=ancestor::astro-island[1]')).not.toHaveAttribute('ssr');
}

async function stepsTo(page: Page, r: ReturnType<typeof replay>, pattern: RegExp): Promise<string> {
  const narration = r.locator('.narration');
  for (let i = 0; i < 60; i++) {
    const text = await narration.innerText();
    if (pattern.test(text)) return text;
    await r.getByRole('button', { name: 'Forward ▶' }).click();
  }
  throw new Error(`never narrated ${pattern}`);
}

test('the surveyor sequence on /surveyors/movement/: every scoring, move and eviction in order', async ({
  reusedPage,
}) => {
  const { page } = await reusedPage();
  await page.goto('/surveyors/movement/');
  const r = replay(page, /Replay: Surveyors: bonuses, moves and fallen-behind settlers/);
  await hydrated(r);
  // Opens at its first step, the outcome stated under it; hydrated when visible.
  await expect(r.locator('.narration')).toContainText('The starting position');
  await expect(r.getByText(/^Step 1 of \d+$/)).toBeVisible();
  await expect(r.locator('.outcome')).toContainText(
    'How it ends: Result: Red 0, Green 2, Yellow 10, Blue 25',
  );

  const scores = r.getByRole('table', { name: 'Scores at this step' });
  expect(await stepsTo(page, r, /Yellow scores/)).toMatch(
    /Yellow scores 10 .*4 tiles × 1 \+ 1 trading post × 2 \+ 1 surveyor × 4 = 10/,
  );
  await expect(r.locator('.feature-hl')).toHaveCount(4);
  await expect(scores.locator('td')).toHaveText(['0', '2', '10', '0']);
  expect(await stepsTo(page, r, /Blue scores 17/)).toMatch(/farm .*2 surveyors × 4 = 17/);
  await expect(scores.locator('td')).toHaveText(['0', '2', '10', '17']);
  expect(await stepsTo(page, r, /Blue scores 8/)).toMatch(/town .*1 surveyor × 4 = 8/);
  await expect(scores.locator('td')).toHaveText(['0', '2', '10', '25']);
  // Each step draws the position of that moment: while Green's shopkeeper goes home, Red's is still
  // on the board (it goes at the next step), and the surveyor that moved stands in its new column.
  const moved = await stepsTo(page, r, /moves a surveyor from column \d+ to column \d+/);
  expect(moved).toMatch(
    /after each scored feature the surveyor farthest east \(nearest the coast\) moves one column west/,
  );
  const to = Number(/to column (\d+)/.exec(moved)![1]);
  await expect(
    r
      .locator('.surveyor title')
      .filter({ hasText: `column ${to}` })
      .first(),
  ).toBeAttached();
  await stepsTo(page, r, /Green's shopkeeper .* fallen behind/);
  const redShopkeeper = r.locator('[aria-label^="Red\'s shopkeeper at column 1, row 1"]');
  await expect(redShopkeeper).toHaveCount(1);
  await expect(r.locator('[aria-label^="Green\'s shopkeeper"]')).toHaveCount(0);
  await r.getByRole('button', { name: 'Forward ▶' }).click();
  await expect(r.locator('.narration')).toContainText(
    "Red's shopkeeper in column 1, row 1 has fallen behind",
  );
  await expect(redShopkeeper).toHaveCount(0);
  await r.getByRole('button', { name: 'Forward ▶' }).click();
  await expect(r.locator('.narration')).toContainText('A completed town of 3 tiles scores nothing');
  await expect(scores.locator('td')).toHaveText(['0', '2', '10', '25']);
  // And back: one step back undoes the narration, not the page.
  await r.getByRole('button', { name: '◀ Back' }).click();
  await expect(r.locator('.narration')).toContainText("Red's shopkeeper");
  await expect(r.getByRole('link', { name: 'Open in the sandbox' })).toHaveAttribute(
    'href',
    /^\/sandbox\/#record=[A-Za-z0-9_-]+$/,
  );
});

test('open in sandbox: the replayed example opens there with the same scores', async ({ reusedPage }) => {
  const { page } = await reusedPage();
  await page.goto('/examples/surveyor-sequence/');
  await page.getByRole('link', { name: 'Open in the sandbox' }).click();
  const table = page.getByRole('table', { name: 'Scores' });
  await expect(table.locator('tbody tr')).toHaveCount(4);
  await expect(table.locator('tbody tr td:last-child')).toHaveText(['0', '2', '10', '25']);
});

test("a refused example ends on the attempted move and the engine's reason", async ({ reusedPage }) => {
  const { page } = await reusedPage();
  await page.goto('/examples/deploy-shopkeeper-refused/');
  const r = page.getByRole('region', { name: /^Replay:/ });
  await expect(r.locator('.outcome')).toContainText('How it ends: refused.');
  await expect(r.locator('.outcome')).toContainText('this town already holds a settler');
  await r.getByRole('button', { name: 'To the end' }).click();
  await expect(r.locator('.narration')).toContainText('Refused.');
  await expect(r.locator('.narration')).toContainText('this town already holds a settler');
});

test('The Discovery example replay steps through the final scoring', async ({ reusedPage }) => {
  const { page } = await reusedPage();
  await page.goto('/examples/discovery-final-scoring/');
  const r = page.getByRole('region', { name: /^Replay:/ });
  await expect(r.locator('.narration')).toContainText('The starting position');
  await r.getByRole('button', { name: 'To the end' }).click();
  await expect(r.locator('.narration')).toContainText('Result: Red 6, Yellow 2');
  await r.getByRole('button', { name: '◀ Back' }).click();
  await expect(r.locator('.narration')).toContainText("Yellow's sailor");
  await expect(r.locator('.narration')).toContainText('= 2');
});

test('axe: a page with a replay has no violations', async ({ reusedPage }) => {
  const { page } = await reusedPage();
  await page.goto('/surveyors/movement/');
  const r = page.getByRole('region', { name: /Replay: Surveyors/ });
  await hydrated(r);
  // A step in the middle, with a scoring shown on the board.
  await stepsTo(page, r, /Yellow scores/);
  expect(await violations(page, { within: REPLAYS })).toEqual([]);
});

test('rule options page: switching a reading re-scores the small position and says which points changed', async ({
  reusedPage,
}) => {
  const { page } = await reusedPage();
  await page.goto('/variants/rule-options/');
  const r = page.getByRole('region', { name: /^Replay: Rule option: a robber east of both surveyors/ });
  await hydrated(r);
  await expect(r.locator('.outcome')).toContainText('Result: Red 10, Blue 0');
  await r.getByRole('radio', { name: /Only when the last surveyor leaves/ }).check();
  await expect(r.locator('.changes')).toContainText('Blue 4 (+4)');
  await expect(r.locator('.changes')).toContainText("No longer: Blue's robber");
  await expect(r.locator('.narration')).toContainText('Result: Red 10, Blue 4');
  await r.getByRole('radio', { name: /After every surveyor move/ }).check();
  await expect(r.locator('.narration')).toContainText('Result: Red 10, Blue 0');
});

test('surveyors that cannot move: the example switches to the every-scoring reading, and the other example is played under it (issue 32)', async ({
  reusedPage,
}) => {
  const { page } = await reusedPage();
  await page.goto('/examples/surveyors-stuck-settler-stays/');
  const r = page.getByRole('region', {
    name: /^Replay: Surveyors that cannot move: a settler east of them stays/,
  });
  await hydrated(r);
  await expect(r.locator('.outcome')).toContainText('Result: Red 10, Blue 4');
  // All three readings of the option are offered, named in words.
  await expect(r.getByRole('radio')).toHaveCount(3);
  await r.getByRole('radio', { name: /After every scoring, even if no surveyor can move/ }).check();
  await expect(r.locator('.narration')).toContainText('Result: Red 10, Blue 0');
  await expect(r.locator('.changes')).toContainText('Blue 0 (-4)');
  await page.goto('/examples/surveyors-stuck-settler-sent-home/');
  const o = page.getByRole('region', {
    name: /^Replay: Surveyors that cannot move: a settler east of them goes home/,
  });
  await hydrated(o);
  await expect(
    o.getByRole('radio', { name: /After every scoring, even if no surveyor can move/ }),
  ).toBeChecked();
  await expect(o.locator('.outcome')).toContainText('Result: Red 10, Blue 0');
  expect(await violations(page, { within: REPLAYS })).toEqual([]);
});

test('The Discovery page: the corner-border reading switched live', async ({ reusedPage }) => {
  const { page } = await reusedPage();
  await page.goto('/related/the-discovery/');
  const r = page.getByRole('region', {
    name: /^Replay: Rule option: plains that touch a mountain only at a corner/,
  });
  await hydrated(r);
  await expect(r.locator('.outcome')).toContainText('Result: Red 1');
  await r.getByRole('radio', { name: 'They border' }).check();
  await expect(r.locator('.narration')).toContainText('Result: Red 2');
  await expect(r.locator('.changes')).toContainText('Red 2 (+1)');
});

test('who holds what in a replay: a piece or a tile pointed at outlines its feature and says who leads (engine loaded on the first point)', async ({
  reusedPage,
}) => {
  const { page } = await reusedPage();
  await page.goto('/examples/final-trappers-red-3-blue-2/');
  const r = page.getByRole('region', { name: /^Replay:/ });
  await hydrated(r);
  // Keyboard: the pieces on the board as buttons; focusing one tells its plains.
  await r.getByText('Who holds what').click();
  await r.getByRole('button', { name: /^Blue's trapper/ }).focus();
  await expect(r.locator('.pointed')).toContainText(
    'On this plains: Blue 1: Blue leads and would score 2 at game end',
  );
  await expect(r.locator('.pointed')).toContainText('trappers score at game end');
  await expect(r.locator('.feature-hl')).toHaveCount(3);
  expect(await violations(page, { within: REPLAYS })).toEqual([]);
  // Stepping on says nothing stale.
  await r.getByRole('button', { name: 'To the end' }).click();
  await expect(r.locator('.pointed')).toHaveCount(0);

  // The Discovery: a figure's region, and a tile pointed at by the pointer.
  await page.goto('/examples/discovery-final-scoring/');
  const d = page.getByRole('region', { name: /^Replay:/ });
  await hydrated(d);
  await d.getByText('Who holds what').click();
  await d.getByRole('button', { name: /^Red's explorer/ }).focus();
  await expect(d.locator('.pointed')).toContainText(
    'Plains of 3 tiles, still open. Taken back now it scores 3; left on the board to the end it scores 6',
  );
  await d.locator('.tile-hit').nth(3).hover({ force: true });
  await expect(d.locator('.pointed')).toContainText('A sea of 2 tiles with 2 cities on its shores');
});
