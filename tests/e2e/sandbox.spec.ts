/**
 * The board sandbox (/sandbox/) in the browser: play by clicking and by keyboard only, both
 * rulesets; the link contract of formats §6; autosave and reload; bad links and bad storage;
 * undo/redo; option switches; export and import; a phone viewport by touch; axe.
 */
import { readFileSync } from 'node:fs';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, test } from './reused';
import { scores } from './scores';
import { violations } from './axe';

const THREE_TILE_TOWN = readFileSync(new URL('../fixtures/three-tile-town.json', import.meta.url));
/** The steps of the unfinished turn in the address bar's `#record=` link (none when there is no link yet). */
function pendingSteps(url: string): string[] {
  const m = /#record=([A-Za-z0-9_-]+)/.exec(url);
  if (!m) return [];
  try {
    return (
      JSON.parse(inflateRawSync(Buffer.from(m[1], 'base64url')).toString('utf8')).session?.pending?.map(
        (s: { step: string }) => s.step,
      ) ?? []
    );
  } catch {
    return [];
  }
}
const link = (json: Buffer | string) => `/sandbox/#record=${deflateRawSync(json).toString('base64url')}`;

/** A new game from the form, with a fixed seed; `playedBy`: who plays each seat, as the form words it. */
async function newGame(
  page: Page,
  ruleset: 'New World' | 'The Discovery',
  seed = 42,
  playedBy: string[] = [],
) {
  await page.goto('/sandbox/');
  const form = page.getByRole('form', { name: 'New game' });
  // A saved game is restored on return: then ask for a new one.
  const again = page.getByRole('button', { name: 'New game' });
  await expect(form.or(again)).toBeVisible();
  if (!(await form.isVisible())) await again.click();
  await form.getByLabel(ruleset === 'New World' ? 'Carcassonne: New World' : 'The Discovery').check();
  await form.getByLabel(/^Seed of the box/).fill(String(seed));
  for (const [i, by] of playedBy.entries())
    await form.getByLabel('Played by').nth(i).selectOption({ label: by });
  await form.getByRole('button', { name: 'Start' }).click();
  await expect(page.locator('.status')).toContainText('New game');
}

test.use({ reducedMotion: 'reduce' });

test('New World by clicking: draw, place on a highlighted square, put a settler, the turn passes', async ({
  page,
}) => {
  await newGame(page, 'New World');
  await page.getByRole('button', { name: 'Draw a tile' }).click();
  await expect(page.getByText(/Red has tile \w+/)).toBeVisible();
  const legal = page.locator('rect.spot.legal');
  expect(await legal.count()).toBeGreaterThan(0);
  await legal.first().click();
  await expect(page.locator('.status')).toContainText('Red placed tile');
  const deploy = page.getByRole('button', { name: /^Put an? / });
  if (await deploy.count()) await deploy.first().click();
  else await page.getByRole('button', { name: /End the turn|Score and end the turn/ }).click();
  await expect(page.getByText('Blue to play.')).toBeVisible();
  expect(Object.keys(await scores(page))).toEqual(['Red', 'Blue']);
  // The address bar holds the game.
  await expect.poll(() => page.url()).toMatch(/#record=[A-Za-z0-9_-]+$/);
});

test('New World by keyboard only: focus the board, arrows over legal squares, R rotates, Enter places and chooses', async ({
  page,
}) => {
  await newGame(page, 'New World');
  await page.getByRole('button', { name: 'Draw a tile' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/Red has tile \w+/)).toBeVisible();
  const board = page.getByRole('application', { name: 'New World board' });
  await board.focus();
  await page.keyboard.press('r');
  await expect(page.getByText(/Red has tile \w+, turned 90°/)).toBeVisible();
  await board.focus();
  // With a rotation that fits nowhere the cursor has no square: turn until one fits.
  for (let i = 0; i < 4 && (await page.locator('rect.spot.legal').count()) === 0; i++)
    await page.keyboard.press('r');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.locator('.status')).toContainText('Red placed tile');
  await board.focus();
  await page.keyboard.press('Enter'); // the first target under the cursor, if any
  const ended = page.getByText('Blue to play.');
  if (!(await ended.isVisible()))
    await page.getByRole('button', { name: /End the turn|Score and end the turn/ }).press('Enter');
  await expect(ended).toBeVisible();
});

test('The Discovery by clicking: place, then a figure goes on the new tile, the turn passes', async ({
  page,
}) => {
  await newGame(page, 'The Discovery', 5);
  await page.getByRole('button', { name: 'Draw a tile' }).click();
  await page.locator('rect.spot.legal').first().click();
  await expect(page.locator('.status')).toContainText('Red placed tile');
  await page
    .getByRole('button', { name: /^Put an? (explorer|thief|sailor)/ })
    .first()
    .click();
  await expect(page.getByText('Blue to play.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Figures on the board' })).toBeVisible();
  expect((await scores(page)).Red).toBe(0);
});

test('link contract: the spec example opens from /sandbox/#record=… with Red 8, Blue 0', async ({ page }) => {
  await page.goto(link(THREE_TILE_TOWN));
  await expect.poll(() => scores(page)).toEqual({ Red: 8, Blue: 0 });
  await expect(page.locator('.nw-log')).toContainText('Red scores 8');
  // Uncompressed base64url JSON is accepted too (a link made by hand).
  await page.goto('/');
  await page.goto(`/sandbox/#record=${Buffer.from(THREE_TILE_TOWN).toString('base64url')}`);
  await expect.poll(() => scores(page)).toEqual({ Red: 8, Blue: 0 });
});

test('the address bar link reopens the same game in a new page, mid-turn included', async ({
  page,
  context,
}) => {
  await newGame(page, 'New World', 9);
  await page.getByRole('button', { name: 'Draw a tile' }).click();
  await page.locator('rect.spot.legal').first().click();
  await expect(page.locator('.status')).toContainText('Red placed tile');
  // The link is rewritten once the board has been redrawn (a short debounce): wait until it holds the placed tile.
  await expect.poll(() => pendingSteps(page.url())).toContain('place');
  const url = page.url();
  expect(url).toMatch(/#record=/);
  const other = await context.browser()!.newContext();
  const p2 = await other.newPage();
  await p2.goto(url);
  await expect(p2.getByText(/Red: put a figure|Red: no figure/)).toBeVisible();
  await other.close();
});

test('reload restores the saved game; undo and redo step through it', async ({ page }) => {
  await newGame(page, 'New World', 3);
  await page.getByRole('button', { name: 'Draw a tile' }).click();
  const tile = (await page.getByText(/Red has tile \w+/).innerText()).match(/tile (\w+)/)![1];
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('button', { name: 'Draw a tile' })).toBeVisible();
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(page.getByText(`Red has tile ${tile}`)).toBeVisible();
  await page.locator('rect.spot.legal').first().click();
  await page.goto('/sandbox/'); // no link: the autosave
  await expect(page.locator('.status')).toContainText('Restored your saved game');
  await expect(page.getByText(/Red: (put a figure|no figure)/)).toBeVisible();
});

test('a corrupted link shows a message and the saved game is kept', async ({ page }) => {
  await newGame(page, 'New World', 4);
  await page.getByRole('button', { name: 'Draw a tile' }).click();
  const tile = (await page.getByText(/Red has tile \w+/).innerText()).match(/tile (\w+)/)![1];
  await page.goto('/');
  await page.goto('/sandbox/#record=not*base64');
  await expect(page.getByRole('alert')).toContainText('could not be opened');
  await expect(page.getByRole('alert')).toContainText('not base64url');
  await expect(page.getByText(`Red has tile ${tile}`)).toBeVisible();
  // A payload that is base64url but not a valid record names the place.
  await page.goto('/');
  await page.goto(
    `/sandbox/#record=${Buffer.from(JSON.stringify({ format: 'new-world-record', version: 1, players: [] })).toString('base64url')}`,
  );
  await expect(page.getByRole('alert')).toContainText('players');
  await expect(page.getByText(`Red has tile ${tile}`)).toBeVisible();
});

test('a corrupted saved game shows a message, is kept aside, and the page stays usable', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() =>
    localStorage.setItem(
      'nwc.sandbox.v1',
      '{"record": {"format": "new-world-record", "version": 1, "players": ["Red"], "turns": [{"tile": "ZZ"}]}}',
    ),
  );
  await page.goto('/sandbox/');
  await expect(page.getByRole('alert')).toContainText('could not be restored');
  expect(await page.evaluate(() => localStorage.getItem('nwc.sandbox.v1.unreadable'))).toContain('"ZZ"');
  await page.getByRole('form', { name: 'New game' }).getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('button', { name: 'Draw a tile' })).toBeVisible();
});

test('switching a rule option re-scores the game and says what changed', async ({ page }) => {
  await page.goto(link(THREE_TILE_TOWN));
  await expect.poll(() => scores(page)).toEqual({ Red: 8, Blue: 0 });
  await page.locator('details.rule-options summary').click(); // the options load when opened
  // Options and readings are named in words, not by their ids.
  await page
    .getByLabel('The surveyor bonus with several settlers')
    .selectOption({ label: '+4 for every settler in a surveyor’s column' });
  await expect(
    page.getByRole('status').filter({ hasText: 'The surveyor bonus with several settlers: now' }),
  ).toBeVisible();
  await page
    .getByLabel('A trading post on an unfinished trail at game end')
    .selectOption({ label: 'Worth 1 point' });
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'A trading post on an unfinished trail at game end: now “Worth 1 point”' }),
  ).toContainText(/No score changes|Score changes/);
  await expect(page.locator('details.rule-options')).not.toContainText('surveyorBonus');
});

test("The Discovery's rule options are named in words, never by their ids (issue 30)", async ({ page }) => {
  await newGame(page, 'The Discovery', 8);
  const panel = page.locator('details.rule-options');
  await panel.locator('summary').click();
  const title = 'The last tile: the game ends at once, or the turn is played out';
  await expect(panel.getByLabel(title)).toBeVisible();
  const titles = await panel
    .locator('label')
    .evaluateAll((ls) => ls.map((l) => l.firstChild?.textContent?.trim() ?? ''));
  expect(titles).toHaveLength(7);
  for (const id of [
    'smallRegion',
    'finalSmallRegion',
    'cornerBorder',
    'cityShores',
    'lastTile',
    'hand',
    'removeTiles',
  ])
    expect(titles).not.toContain(id);
  const readings = await panel
    .locator('option')
    .evaluateAll((os: HTMLOptionElement[]) =>
      os.map((o) => [String(JSON.parse(o.value)), o.textContent?.replace(' (our default)', '') ?? '']),
    );
  for (const [value, text] of readings) expect(text, value).not.toBe(value);
  await panel.getByLabel(title).selectOption({ label: 'The last turn is played in full' });
  await expect(
    page.getByRole('status').filter({ hasText: `${title}: now “The last turn is played in full”` }),
  ).toBeVisible();
});

test('export then import the game file (with a byte-order mark, as Windows editors save it)', async ({
  page,
}) => {
  await page.goto(link(THREE_TILE_TOWN));
  await expect.poll(() => scores(page)).toEqual({ Red: 8, Blue: 0 });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export file' }).click();
  const file = await (await download).path();
  const text = readFileSync(file, 'utf8');
  expect(JSON.parse(text).format).toBe('new-world-record');
  await page.getByRole('button', { name: 'New game' }).click();
  await page.getByRole('form', { name: 'New game' }).getByRole('button', { name: 'Start' }).click();
  await expect.poll(() => scores(page)).toEqual({ Red: 0, Blue: 0 });
  await page
    .getByLabel('Import file')
    .setInputFiles({ name: 'game.json', mimeType: 'application/json', buffer: Buffer.from('\ufeff' + text) });
  await expect.poll(() => scores(page)).toEqual({ Red: 8, Blue: 0 });
  // A broken file is refused with a message and changes nothing.
  await page
    .getByLabel('Import file')
    .setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{"format":') });
  await expect(page.getByRole('alert')).toContainText('broken.json could not be opened');
  expect(await scores(page)).toEqual({ Red: 8, Blue: 0 });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
  test('a turn played by touch at 360 px', async ({ page }) => {
    await newGame(page, 'New World', 11);
    await page.getByRole('button', { name: 'Draw a tile' }).tap();
    await page.locator('rect.spot.legal').first().tap();
    await expect(page.locator('.status')).toContainText('Red placed tile');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
  });
});

test('axe: the sandbox has no violations, before and during a turn', async ({ page }) => {
  await newGame(page, 'New World', 2);
  expect(await violations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Draw a tile' }).click();
  await page.locator('rect.spot.legal').first().click();
  expect(await violations(page)).toEqual([]);
});

test('setup mode for a dispute: build a position with a settler and scores, play on, ask what a square would score', async ({
  page,
}) => {
  await newGame(page, 'New World', 6);
  await page.getByRole('button', { name: 'Set up a position' }).click();
  const ed = page.getByRole('region', { name: 'Set up a position' });
  await ed.getByRole('combobox', { name: /^Tile/ }).selectOption('K');
  await ed.locator('rect.spot.legal').first().click();
  await expect(ed.locator('.msg')).toContainText('Tile K put at');
  await ed
    .getByRole('combobox', { name: /Settler on tile K/ })
    .selectOption({ label: 'Red: shopkeeper on N' });
  await expect(ed.locator('.msg')).toContainText('Settler set');
  // A score out of range stays on screen, said, and play waits for the fix (issue 29, finding 7).
  await ed.getByRole('spinbutton', { name: "Red's score" }).fill('200000');
  await ed.getByRole('spinbutton', { name: "Red's score" }).press('Tab');
  await expect(ed.getByRole('spinbutton', { name: "Red's score" })).toHaveValue('200000');
  await expect(ed.getByRole('spinbutton', { name: "Red's score" })).toHaveAttribute('aria-invalid', 'true');
  await expect(ed.getByRole('status').filter({ hasText: "Red's score: at most 100000" })).toBeVisible();
  await ed.getByRole('button', { name: 'Play from this position' }).click();
  await expect(ed.locator('.msg')).toHaveText("Fix this number first: Red's score: at most 100000.");
  await expect(ed.getByRole('spinbutton', { name: "Red's score" })).toBeFocused();
  await ed.getByRole('spinbutton', { name: "Red's score" }).fill('12');
  await ed.getByRole('spinbutton', { name: "Red's score" }).press('Tab');
  await ed.getByRole('button', { name: 'Play from this position' }).click();
  await expect(page.locator('.status')).toContainText('Playing on from the position you set up');
  expect(await scores(page)).toEqual({ Red: 12, Blue: 0 });
  await expect(page.getByRole('button', { name: /Red's shopkeeper at column/ })).toBeVisible();
  // "What scores if this tile goes here?" changes nothing.
  await page.getByRole('button', { name: 'Draw a tile' }).click();
  await page.getByLabel('Ask what scores instead of placing').check();
  await page.locator('rect.spot.legal').first().click();
  const answer = page.getByRole('region', { name: 'What scores here' });
  await expect(answer).toContainText('If the tile goes at column');
  await expect(answer).toContainText('With no settler');
  await expect(page.getByText(/Red has tile \w+/)).toBeVisible(); // still in hand
});

test('Ctrl+Z undoes and Ctrl+Shift+Z redoes the last step', async ({ page }) => {
  await newGame(page, 'New World', 8);
  await page.getByRole('button', { name: 'Draw a tile' }).click();
  await expect(page.getByText(/Red has tile \w+/)).toBeVisible();
  await page.locator('body').press('Control+z');
  await expect(page.getByRole('button', { name: 'Draw a tile' })).toBeVisible();
  await page.locator('body').press('Control+Shift+z');
  await expect(page.getByText(/Red has tile \w+/)).toBeVisible();
});

test('The Discovery: take a figure back to score its region instead of putting one down', async ({
  page,
}) => {
  // Red's explorer stands on the start tile's plains; Red's next tile can withdraw it.
  const record = {
    format: 'discovery-record',
    version: 1,
    ruleset: 'discovery',
    players: ['Red', 'Blue'],
    setup: { placed: [{ tile: 'start', x: 0, y: 0, figure: { player: 'Red', at: 'W' } }] },
    turns: [],
  };
  await page.goto(`/sandbox/#record=${Buffer.from(JSON.stringify(record)).toString('base64url')}`);
  await expect(page.getByText('Red to play.')).toBeVisible();
  await page.getByRole('button', { name: 'Draw a tile' }).click();
  for (let i = 0; i < 4 && (await page.locator('rect.spot.legal').count()) === 0; i++)
    await page.getByRole('button', { name: 'Rotate (R)' }).click();
  await page.locator('rect.spot.legal').first().click();
  await page.getByRole('button', { name: /^Take back the explorer at x 0, y 0 and score \d+/ }).click();
  await expect(page.locator('.nw-log')).toContainText("Red's explorer at x 0, y 0 scores");
  const red = (await scores(page)).Red;
  expect(red).toBeGreaterThan(0);
  await expect(page.getByText('Blue to play.')).toBeVisible();
  // The Discovery's rules load on demand: a saved Discovery game comes back after a reload.
  await page.waitForFunction(() => (localStorage.getItem('nwc.sandbox.v1') ?? '').includes('withdraw'));
  await page.goto('/sandbox/');
  await expect(page.locator('.status')).toContainText('Restored your saved game');
  expect((await scores(page)).Red).toBe(red);
  await expect(page.getByText('Blue to play.')).toBeVisible();
});

test('The Discovery by keyboard only: two turns, placing with arrows and Enter, a figure chosen with Enter', async ({
  page,
}) => {
  await newGame(page, 'The Discovery', 21);
  for (const player of ['Red', 'Blue']) {
    await page.getByRole('button', { name: 'Draw a tile' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(new RegExp(`${player} has tile \\w+`))).toBeVisible();
    const board = page.getByRole('application', { name: 'The Discovery board' });
    await board.focus();
    for (let i = 0; i < 4 && (await page.locator('rect.spot.legal').count()) === 0; i++)
      await page.keyboard.press('r');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(page.locator('.status')).toContainText(`${player} placed tile`);
    await board.focus();
    await page.keyboard.press('Enter'); // the figure spot under the cursor
    const next = player === 'Red' ? 'Blue' : 'Red';
    const passed = page.getByText(`${next} to play.`);
    if (!(await passed.isVisible())) await page.getByRole('button', { name: /End the turn/ }).press('Enter');
    await expect(passed).toBeVisible();
  }
  await expect(page.locator('.nw-log li')).not.toHaveCount(0);
});

/** Play `turns` turns by clicking: draw, turn until it fits (or discard), place, the first figure offered or none. */
async function playTurns(page: Page, turns: number) {
  for (let t = 0; t < turns; t++) {
    await page.getByRole('button', { name: 'Draw a tile' }).click();
    for (let i = 0; i < 4 && (await page.locator('rect.spot.legal').count()) === 0; i++)
      await page.getByRole('button', { name: 'Rotate (R)' }).click();
    if ((await page.locator('rect.spot.legal').count()) === 0) {
      await page.getByRole('button', { name: 'Discard it' }).click();
      continue;
    }
    await page.locator('rect.spot.legal').first().click();
    const put = page.getByRole('button', { name: /^Put an? / });
    if ((await put.count()) && t % 2 === 0) await put.first().click();
    else await page.getByRole('button', { name: /End the turn|Score and end the turn/ }).click();
  }
}

test('a short game of each ruleset by clicking: eight turns each, the log and the scores follow, game-end preview', async ({
  page,
}) => {
  for (const ruleset of ['New World', 'The Discovery'] as const) {
    await newGame(page, ruleset, 31);
    await playTurns(page, 8);
    await expect(page.getByText(/^(Red|Blue) to play\./)).toBeVisible();
    expect(await page.locator('.nw-log li').count()).toBeGreaterThanOrEqual(8);
    const before = await scores(page);
    await page.getByRole('button', { name: 'What scores at game end now?' }).click();
    await expect(page.getByRole('list', { name: 'Game end now' })).toBeVisible();
    expect(await scores(page)).toEqual(before); // a preview changes nothing
  }
});

test('a finished game from a link shows the final scoring line by line per player', async ({ page }) => {
  const record = JSON.parse(
    readFileSync(new URL('../../content/examples/discovery/final-scoring.json', import.meta.url), 'utf8'),
  );
  await page.goto(link(JSON.stringify(record)));
  await expect.poll(() => scores(page)).toEqual({ Red: 6, Yellow: 2 });
  // The log's section and the final summary are both headed so.
  await expect(page.getByRole('heading', { name: 'Final scoring' }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Red', exact: true })).toBeVisible();
  // In the final-scoring section (the log says it too).
  const red = page
    .getByRole('heading', { name: 'Red', exact: true })
    .locator('xpath=following-sibling::ul[1]');
  await expect(red).toContainText(/Red's explorer at x 0, y 0 scores 6 .*3 plains tiles × 2 = 6/);
  const yellow = page
    .getByRole('heading', { name: 'Yellow', exact: true })
    .locator('xpath=following-sibling::ul[1]');
  await expect(yellow).toContainText(/Yellow's sailor at x 0, y 5 scores 2/);
});

test("computer opponents: Blue is played by the strong computer in each ruleset; it answers each of Red's turns with a move and its reason, and is still the computer after a reload", async ({
  page,
}) => {
  for (const ruleset of ['New World', 'The Discovery'] as const) {
    await newGame(page, ruleset, 8, ['A person', 'The computer, strong']);
    await expect(page.locator('.status')).toContainText('The computer plays Blue.');
    for (let t = 0; t < 3; t++) {
      await playTurns(page, 1);
      // Blue's answer: the tile, the place and why, then Red's turn again.
      await expect(page.locator('.status')).toContainText(/^Blue (puts tile|draws tile) \S+/);
      await expect(page.getByText('Red to play.')).toBeVisible();
    }
    const log = await page.locator('.nw-log li').allInnerTexts();
    expect(log.filter((l) => /\bBlue\b/.test(l)).length).toBeGreaterThanOrEqual(3);
  }
  // Saved with the game: after a reload Blue is still the computer's.
  await page.reload();
  await expect(page.getByText('Red to play.')).toBeVisible();
  await playTurns(page, 1);
  await expect(page.locator('.status')).toContainText(/^Blue (puts tile|draws tile) \S+/);
  await expect(page.getByText('Red to play.')).toBeVisible();
});

test('tiles left: the box by type with its counts, which tiles could go on an open square, and one fewer once a tile is drawn', async ({
  page,
}) => {
  await newGame(page, 'New World', 42);
  const panel = page.locator('details.tiles-left');
  await panel.locator('summary').click();
  const head = panel.getByText(/tiles? of \d+ types? still in the box/);
  await expect(head).toBeVisible();
  const [, total, types] = (await head.innerText()).match(/^(\d+) tiles? of (\d+) types?/)!;
  expect(Number(total)).toBe(95);
  const counts = await panel
    .getByRole('table', { name: 'Tiles left, by type' })
    .locator('tbody td')
    .allInnerTexts();
  expect(counts.length).toBe(Number(types));
  expect(counts.reduce((n, c) => n + Number(c), 0)).toBe(95);
  // An open square: some of the tiles left fit there, and the page names them.
  const select = panel.getByLabel('Which of them could go on an open square?');
  await select.selectOption({ index: 1 });
  const fit = panel.locator('.fit');
  await expect(fit).toContainText(
    /^(\d+ of the 95 tiles left could go on column \d+, row -?\d+ \(\d+ types?: [A-Z]+ ×\d+|None of the 95 tiles left)/,
  );
  expect(await violations(page)).toEqual([]);
  // The tile drawn leaves the box: the panel follows the game.
  await page.getByRole('button', { name: 'Draw a tile' }).click();
  await expect(panel.getByText(/^94 tiles of \d+ types? still in the box/)).toBeVisible();
});

test("undo takes back a whole turn, and past the computer's answer to it; redo plays it again; one step back on request", async ({
  page,
}) => {
  await newGame(page, 'New World', 8, ['A person', 'The computer, beginner']);
  await playTurns(page, 1);
  await expect(page.locator('.status')).toContainText(/^Blue (puts tile|draws tile)/);
  await expect(page.getByText('Red to play.')).toBeVisible();
  const logged = await page.locator('.nw-log li').count();
  // Undo: Blue's turn and Red's whole turn are taken back, and Blue does not play again.
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(page.locator('.status')).toContainText('Undone: back to the start of the turn.');
  await expect(page.getByText('Red to play.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Draw a tile' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Undo', exact: true })).toBeDisabled();
  expect(await page.locator('.nw-log li').count()).toBeLessThan(logged);
  // Redo: Red's turn and Blue's answer come back.
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(page.getByText('Red to play.')).toBeVisible();
  await expect.poll(() => page.locator('.nw-log li').count()).toBe(logged);
  // Mid-turn, one step back on request: the tile goes back to the hand, not the whole turn.
  await page.getByRole('button', { name: 'Draw a tile' }).click();
  await page.locator('rect.spot.legal').first().click();
  await expect(page.locator('.status')).toContainText('Red placed tile');
  await page.getByRole('button', { name: 'Back one step' }).click();
  await expect(page.getByText(/Red has tile \w+/)).toBeVisible();
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Draw a tile' })).toBeVisible();
});

test("The Discovery's expert variant: the player chooses between two face-up tiles and keeps the other for the next turn", async ({
  page,
}) => {
  await page.goto('/sandbox/');
  const form = page.getByRole('form', { name: 'New game' });
  const again = page.getByRole('button', { name: 'New game' });
  await expect(form.or(again)).toBeVisible();
  if (!(await form.isVisible())) await again.click();
  await form.getByLabel('The Discovery').check();
  await form.getByRole('checkbox', { name: /^Expert variant/ }).check();
  await form.getByLabel(/^Seed of the box/).fill('5');
  await form.getByRole('button', { name: 'Start' }).click();
  const hand = page.locator('.hand-of-two button');
  await expect(hand).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Draw a tile' })).toHaveCount(0);
  const names = (await hand.allTextContents()).map((t) => /Play tile (\S+)/.exec(t)?.[1] ?? '');
  // Red plays the second tile and keeps the first.
  await hand.nth(1).click();
  await expect(page.locator('.status')).toContainText(`Playing tile ${names[1]} from the hand`);
  for (let i = 0; i < 4 && (await page.locator('rect.spot.legal').count()) === 0; i++)
    await page.getByRole('button', { name: 'Rotate (R)' }).click();
  await page.locator('rect.spot.legal').first().click();
  await page.getByRole('button', { name: /^End the turn/ }).click();
  await expect(page.getByText(/^Blue's hand/)).toBeVisible();
  await hand.first().click();
  for (let i = 0; i < 4 && (await page.locator('rect.spot.legal').count()) === 0; i++)
    await page.getByRole('button', { name: 'Rotate (R)' }).click();
  await page.locator('rect.spot.legal').first().click();
  await page.getByRole('button', { name: /^End the turn/ }).click();
  await expect(page.getByText(/^Red's hand/)).toBeVisible();
  await expect(hand).toHaveCount(2);
  expect(await hand.allTextContents()).toContainEqual(expect.stringContaining(`Play tile ${names[0]}`));
  // The hand survives a reload (it is dealt again from the seed and the turns).
  const before = await hand.allTextContents();
  await page.reload();
  await expect(hand).toHaveCount(2);
  expect(await hand.allTextContents()).toEqual(before);
});

test('zoom kept: the tile size a player zooms to stays through the next turn and a reload; Fit goes back to the readable size', async ({
  page,
}) => {
  await newGame(page, 'New World');
  const board = page.getByRole('application', { name: /board/i });
  /** A tile's width on screen: the board's pixels per board unit (the drawing is fitted, aspect kept) × 100 units. */
  const tilePx = () =>
    board.evaluate((svg) => {
      const [, , w, h] = svg.getAttribute('viewBox')!.split(' ').map(Number);
      const r = svg.getBoundingClientRect();
      return Math.round(Math.min(r.width / w, r.height / h) * 100);
    });
  const start = await tilePx();
  expect(start).toBeGreaterThanOrEqual(72);
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await page.getByRole('button', { name: 'Zoom in' }).click();
  const zoomed = await tilePx();
  expect(zoomed).toBeGreaterThan(start * 1.4);
  // The next turn keeps it.
  await page.getByRole('button', { name: 'Draw a tile' }).click();
  await page.locator('rect.spot.legal').first().click();
  await expect(page.locator('.status')).toContainText('Red placed tile');
  expect(Math.abs((await tilePx()) - zoomed)).toBeLessThanOrEqual(1);
  // A reload keeps it (the board fits its window around the squares in play at that size).
  await page.reload();
  await expect(page.locator('.status')).toContainText('Restored your saved game');
  await expect.poll(tilePx).toBeGreaterThanOrEqual(zoomed - 1);
  expect(await tilePx()).toBeLessThanOrEqual(zoomed + 1);
  // Fit forgets it.
  await page.getByRole('button', { name: 'Fit' }).click();
  await expect.poll(tilePx).toBeLessThan(zoomed - 5);
  await page.reload();
  await expect(page.locator('.status')).toContainText('Restored your saved game');
  await expect.poll(tilePx).toBeLessThan(zoomed - 5);
});

/** Whether each legal square's drawing lies inside the board's window on screen. */
const legalInView = (page: Page) =>
  page.locator('svg[role="application"]').evaluate((svg) => {
    const b = svg.getBoundingClientRect();
    return [...svg.querySelectorAll('rect.spot.legal')].map((r) => {
      const s = r.getBoundingClientRect();
      return s.left >= b.left - 1 && s.right <= b.right + 1 && s.top >= b.top - 1 && s.bottom <= b.bottom + 1;
    });
  });

test('legal squares out of sight: "Show them" brings every square where the tile fits into the board\'s window, and N walks the keyboard over each (issue 29, finding 15)', async ({
  page,
}) => {
  await newGame(page, 'New World');
  await page.getByRole('button', { name: 'Draw a tile' }).click();
  await expect(page.getByText(/Red has tile \w+/)).toBeVisible();
  const board = page.getByRole('application', { name: 'New World board' });
  for (let i = 0; i < 4 && (await page.locator('rect.spot.legal').count()) === 0; i++)
    await page.getByRole('button', { name: 'Rotate (R)' }).click();
  const n = await page.locator('rect.spot.legal').count();
  expect(n).toBeGreaterThan(0);
  // The view moved far away: none of the squares is in the board's window.
  await board.focus();
  for (let i = 0; i < 40; i++) await page.keyboard.press('Shift+ArrowRight');
  // (A square out of the board's view is not drawn at all; the board may keep one in sight as it pans.)
  const show = page.getByRole('button', { name: n === 1 ? 'Show it' : 'Show them' });
  if ((await legalInView(page)).filter(Boolean).length < n) await show.click();
  await expect.poll(() => legalInView(page)).toEqual(Array(n).fill(true));
  await expect(board).toBeFocused();
  // The keyboard reaches each: N steps from square to square, and back to the first.
  const titles = await page.locator('rect.spot.legal > title').allTextContents();
  const said = page.locator('.nw-iboard p.sr-only[aria-live]');
  const seen = new Set<string>([(await said.textContent()) ?? '']);
  for (let i = 0; i < n; i++) {
    await page.keyboard.press('n');
    seen.add((await said.textContent()) ?? '');
  }
  expect([...seen].sort()).toEqual([...titles].sort());
  await page.keyboard.press('Enter');
  await expect(page.locator('.status')).toContainText('Red placed tile');
});
