/**
 * The scoring calculators (/calculator/) in the browser: every example tally under content/tallies/
 * opens from its #tally= link with the same totals as the command line; a feature filled in by
 * tapping and by keyboard; reload restores; corrupted link and storage; print view; axe.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { deflateRawSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { scores } from './scores';
import { expect, test, test as reused } from './reused';
import { violations } from './axe';
import { run } from '../../src/cli/commands';

const DIR = new URL('../../content/tallies/', import.meta.url);
const TALLIES = readdirSync(DIR)
  .filter((f) => f.endsWith('.json'))
  .sort();
/** The autosaved tally (written a short debounce after a change): waited for instead of a fixed time. */
const saved = (page: Page) => page.evaluate(() => localStorage.getItem('nwc.calculator.v1') ?? '');
/** A completed trail of 3 tiles with Red's robber: Red 3. */
async function addTrail(page: Page) {
  await page.getByRole('button', { name: '+ Trail' }).click();
  await page.keyboard.type('3');
  await page
    .getByRole('group', { name: /^Line \d+: Trail/ })
    .last()
    .getByRole('button', { name: "Red's robbers: one more" })
    .click();
}
const link = (text: string) =>
  `/calculator/#tally=${deflateRawSync(Buffer.from(text)).toString('base64url')}`;

// These only open a link and read the totals: one page per worker serves them all (reused.ts).
for (const file of TALLIES) {
  reused(`${file}: the page shows the command line's totals`, async ({ reusedPage }) => {
    const { page } = await reusedPage();
    const text = readFileSync(new URL(file, DIR), 'utf8');
    const cli = run(['tally', file, '--json'], () => text);
    expect(cli.code).toBe(0);
    const want = Object.fromEntries(
      (JSON.parse(cli.stdout).players as { name: string; score: number }[]).map((p) => [p.name, p.score]),
    );
    await page.goto(link(text));
    await expect.poll(() => scores(page)).toEqual(want);
  });
}

test('New World by tapping: a completed trail of 4 tiles with a trading post and a surveyor in the column scores 10', async ({
  page,
}) => {
  await page.goto('/calculator/');
  await page.getByRole('button', { name: '+ Trail' }).click();
  const line = page.getByRole('group', { name: /^Line 1: Trail, completed during play/ });
  // A new line starts at 1 tile (no feature has 0) with its tiles focused and selected: typing sets them.
  await expect(line.getByRole('spinbutton', { name: 'Tiles' })).toBeFocused();
  await page.keyboard.type('4');
  await line.getByRole('button', { name: 'Trading posts: one more' }).click();
  await line.getByRole('button', { name: "Red's robbers: one more" }).click();
  await line.getByRole('button', { name: "Surveyors in Red's column: one more" }).click();
  await expect.poll(() => scores(page)).toEqual({ Red: 10, Blue: 0 });
  await expect(page.getByText(/4 tiles × 1 = 4; 1 trading post × 2 = 2; 1 surveyor × 4 = 4/)).toBeVisible();
  await expect(page.locator('.winner')).toHaveText('Red leads. Totals: Red 10, Blue 0.');
});

test('a completed town of 0 tiles is refused with its place and reason, in both languages, and nothing entered is lost (issue 32)', async ({
  page,
}) => {
  await page.goto('/calculator/');
  await page.getByRole('button', { name: '+ Town' }).click();
  const line = page.getByRole('group', { name: /^Line 1: Town, completed during play/ });
  await line.getByRole('button', { name: "Red's shopkeepers: one more" }).click();
  // A new line starts at 1 tile, the fewest a town can have: Red scores 2 at once.
  await expect.poll(() => scores(page)).toEqual({ Red: 2, Blue: 0 });
  // Typed, 0 is said under the field and never counted: the town keeps its 1 tile.
  const tiles = line.getByRole('spinbutton', { name: 'Tiles' });
  await tiles.fill('0');
  await expect(line.getByRole('status')).toHaveText('Tiles: at least 1');
  await expect(tiles).toHaveAttribute('aria-invalid', 'true');
  await expect.poll(() => scores(page)).toEqual({ Red: 2, Blue: 0 });
  // From a link (or a file, or storage), the engine refuses the tally with the place and the reason, as the command line does.
  const bad = JSON.stringify({
    format: 'new-world-tally',
    version: 1,
    players: ['Red', 'Blue'],
    features: [{ type: 'town', complete: true, tiles: 0, settlers: { Red: 1 } }],
  });
  const cli = run(['tally', 't.json'], () => bad);
  expect(cli.code).not.toBe(0);
  expect(cli.stderr).toContain(
    'features[0].tiles: a town covers at least 1 tile; no game holds a town of 0 tiles',
  );
  await page.goto(link(bad));
  await expect(page.getByRole('alert').first()).toContainText(
    'features[0].tiles: a town covers at least 1 tile; no game holds a town of 0 tiles',
  );
  expect(await violations(page)).toEqual([]);
  // The French page says it in French, from the same refusal.
  await page.goto(`/fr${link(bad)}`);
  await expect(page.getByRole('alert').first()).toContainText(
    'aucune partie ne contient une ville de 0 tuile',
  );
});

test('majority in words: Green 2 shopkeepers, Black 1 on a completed town, Green scores it', async ({
  page,
}) => {
  await page.goto('/calculator/');
  await page.getByRole('textbox', { name: 'Name of player 1' }).fill('Green');
  await page.getByRole('textbox', { name: 'Name of player 1' }).press('Tab');
  await page.getByRole('textbox', { name: 'Name of player 2' }).fill('Black');
  await page.getByRole('textbox', { name: 'Name of player 2' }).press('Tab');
  await page.getByRole('button', { name: '+ Town' }).click();
  const line = page.getByRole('group', { name: /^Line 1: Town/ });
  await page.keyboard.type('3');
  await line.getByRole('button', { name: "Green's shopkeepers: one more" }).click();
  await line.getByRole('button', { name: "Green's shopkeepers: one more" }).click();
  await line.getByRole('button', { name: "Black's shopkeepers: one more" }).click();
  await expect.poll(() => scores(page)).toEqual({ Green: 6, Black: 0 });
  await expect(page.locator('.reason').first()).toContainText(/Green/);
});

test('by keyboard only: add a town, raise its tiles and flags, the result follows', async ({ page }) => {
  await page.goto('/calculator/');
  await page.getByRole('button', { name: '+ Town' }).focus();
  await page.keyboard.press('Enter');
  const line = page.getByRole('group', { name: /^Line 1: Town/ });
  // Focus is on the new line's tiles, their 0 selected.
  await page.keyboard.type('5');
  await line.getByRole('button', { name: 'Flags: one more' }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await line.getByRole('button', { name: "Red's shopkeepers: one more" }).focus();
  await page.keyboard.press('Enter');
  // 5 tiles × 2 + 2 flags × 2 = 14
  await expect.poll(() => scores(page)).toEqual({ Red: 14, Blue: 0 });
});

test('reload restores the tally; the address bar holds it', async ({ page }) => {
  await page.goto('/calculator/');
  await addTrail(page);
  await expect.poll(() => scores(page)).toEqual({ Red: 3, Blue: 0 });
  await expect.poll(() => saved(page)).toContain('"type":"trail"');
  await expect(page).toHaveURL(/#tally=[A-Za-z0-9_-]+$/);
  await page.goto('/calculator/');
  await expect.poll(() => scores(page)).toEqual({ Red: 3, Blue: 0 });
});

test('a corrupted link and a corrupted stored tally each show a message and lose nothing', async ({
  page,
}) => {
  await page.goto('/calculator/');
  await addTrail(page);
  await expect.poll(() => saved(page)).toContain('"type":"trail"');
  await page.goto('/');
  await page.goto('/calculator/#tally=%%%');
  await expect(page.getByRole('alert')).toContainText('could not be opened');
  await expect.poll(() => scores(page)).toEqual({ Red: 3, Blue: 0 });
  // The stored tally spoilt while no calculator is open: an open one would save its own tally over it on
  // leaving (a save pending from its load, on a busy machine), or follow it as another tab's.
  await page.goto('/');
  await page.evaluate(() =>
    localStorage.setItem('nwc.calculator.v1', '{"format":"race-tally","version":1,"players":["Red"]}'),
  );
  await page.goto('/calculator/');
  await expect(page.getByRole('alert')).toContainText('could not be restored');
  expect(await page.evaluate(() => localStorage.getItem('nwc.calculator.v1.unreadable'))).toContain(
    'race-tally',
  );
});

test('print view: the score sheet without the editors', async ({ page }) => {
  await page.goto(link(readFileSync(new URL('new-world-tally.json', DIR), 'utf8')));
  await expect.poll(() => scores(page)).toEqual({ Red: 48, Yellow: 53, Blue: 40, Green: 43, Black: 37 });
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('group', { name: 'Game' })).toBeHidden();
  await expect(page.getByRole('table', { name: 'Scores' })).toBeVisible();
});

test('axe: the calculator has no violations, with a tally open', async ({ page }) => {
  await page.goto(link(readFileSync(new URL('race-tally.json', DIR), 'utf8')));
  await expect(page.getByRole('table', { name: 'Scores' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('The Discovery by tapping: a complete mountain of 3 tiles with 4 cities scores 4 × 2 = 8; at game end an open sea of 4 tiles and 3 cities scores 7', async ({
  page,
}) => {
  await page.goto('/calculator/');
  await page.getByRole('radio', { name: 'The Discovery' }).check();
  await page.getByRole('button', { name: '+ Mountain' }).click();
  const line = page.getByRole('group', { name: /^Line 1: Mountain, thief, taken back during play/ });
  await page.keyboard.type('3');
  await line.getByLabel('Region complete').check();
  for (let i = 0; i < 4; i++)
    await line.getByRole('button', { name: /^Cities in it and its bordering plains: one more/ }).click();
  await expect.poll(() => scores(page)).toEqual({ Red: 8, Blue: 0 });
  // A sea still on the board at game end, in the same sheet.
  await page.getByRole('button', { name: '+ Sea' }).click();
  await page.keyboard.type('4');
  const sea = page.getByRole('group', { name: /^Line 2: Sea/ });
  await sea.getByRole('group', { name: 'Whose sailor' }).getByRole('radio', { name: 'Blue' }).check();
  for (let i = 0; i < 3; i++)
    await sea.getByRole('button', { name: /^Cities on its shores: one more/ }).click();
  await expect.poll(() => scores(page)).toEqual({ Red: 8, Blue: 3 });
  await sea.getByRole('radio', { name: 'On the board at game end' }).check();
  await expect.poll(() => scores(page)).toEqual({ Red: 8, Blue: 7 });
});

test('Race by tapping: a full island, Red 5 and Blue 5 markers tie for most and both take the secondary', async ({
  page,
}) => {
  await page.goto('/calculator/');
  await page.getByRole('radio', { name: 'Race to the New Found Land' }).check();
  await page.getByRole('button', { name: '+ Island' }).click();
  const island = page.getByRole('group', { name: /^Line 1:/ });
  // Its printed bonuses, typed: the primary is focused.
  await page.keyboard.type('6');
  await island.getByRole('spinbutton', { name: 'Secondary bonus' }).fill('3');
  for (const p of ['Red', 'Blue'])
    for (let i = 0; i < 5; i++)
      await island.getByRole('button', { name: `${p}'s markers: one more` }).click();
  // 5 markers × 1 + the secondary bonus of 3 each; nobody takes the primary of 6.
  await expect.poll(() => scores(page)).toEqual({ Red: 8, Blue: 8 });
  await expect(page.locator('.reason').first()).toContainText(/tie/);
});

test('Conquest by keyboard: oppression points count against a nation', async ({ page }) => {
  await page.goto('/calculator/');
  await page.getByRole('radio', { name: 'New World Conquest' }).check();
  const vp = page.getByRole('spinbutton', { name: /^Red's victory points/ });
  await vp.focus();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('-2');
  await page.keyboard.press('Tab');
  await page.getByRole('button', { name: "Red's cities: one more" }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: "Blue's settlements: one more" }).focus();
  await page.keyboard.press('Enter');
  // Red: −2 + 3 for a city = 1; Blue: 1 for a settlement.
  await expect.poll(() => scores(page)).toEqual({ Red: 1, Blue: 1 });
  await expect(page.locator('.winner')).toContainText(/Red and Blue|share/);
});

test('The Discovery by keyboard only: a complete plains of 4 tiles scores 4 × 2 = 8', async ({ page }) => {
  await page.goto('/calculator/');
  await page.getByRole('radio', { name: 'The Discovery' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('status').filter({ hasText: 'The Discovery: a new tally' })).toBeVisible();
  await page.getByRole('button', { name: '+ Plains' }).focus();
  await page.keyboard.press('Enter');
  const line = page.getByRole('group', { name: /^Line 1: Plains/ });
  await line.getByRole('spinbutton', { name: 'Tiles' }).focus();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('4');
  await page.keyboard.press('Tab');
  await line.getByLabel('Region complete').focus();
  await page.keyboard.press('Space');
  await expect.poll(() => scores(page)).toEqual({ Red: 8, Blue: 0 });
  await expect(page.locator('.winner')).toContainText('Red');
});

test('Race by keyboard only: final scoring, a 50/100 card worth 5 and two 1x cards in hand', async ({
  page,
}) => {
  await page.goto('/calculator/');
  await page.getByRole('radio', { name: 'Race to the New Found Land' }).focus();
  await page.keyboard.press('Space');
  await page.getByRole('radio', { name: 'During play' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'Game end (final scoring)' })).toBeChecked();
  await page.getByRole('spinbutton', { name: "Red's 50/100 card bonus" }).focus();
  await page.keyboard.type('5');
  await page.keyboard.press('Tab');
  await page.getByRole('button', { name: "Red's 1x and goal cards: one more" }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  // The card's bonus 5 + 2 cards × 2 = 9.
  await expect.poll(() => scores(page)).toEqual({ Red: 9, Blue: 0 });
  await expect(page.locator('.winner')).toContainText('Red');
});

test('Conquest by tapping: 3 victory points against 2 settlements, Red wins', async ({ page }) => {
  await page.goto('/calculator/');
  await page.getByRole('radio', { name: 'New World Conquest' }).check();
  for (let i = 0; i < 3; i++)
    await page.getByRole('button', { name: /^Red's victory points.*: one more$/ }).click();
  for (let i = 0; i < 2; i++)
    await page.getByRole('button', { name: "Blue's settlements: one more" }).click();
  await expect.poll(() => scores(page)).toEqual({ Red: 3, Blue: 2 });
  await expect(page.locator('.winner')).toContainText('Red');
});

test('Conquest: a player who conceded is still scored but cannot win, and the tally keeps it', async ({
  page,
}) => {
  await page.goto('/calculator/');
  await page.getByRole('radio', { name: 'New World Conquest' }).check();
  for (let i = 0; i < 3; i++)
    await page.getByRole('button', { name: /^Red's victory points.*: one more$/ }).click();
  await page.getByRole('button', { name: "Blue's settlements: one more" }).click();
  await expect(page.locator('.winner')).toContainText('Red');
  await page.getByRole('checkbox', { name: 'Red conceded (still scored, cannot win)' }).check();
  await expect.poll(() => scores(page)).toEqual({ Red: 3, Blue: 1 });
  await expect(page.locator('.winner')).toContainText(
    /^Blue has the most VP \(1\) among the players still in the game; Red conceded and cannot win/,
  );
  await expect(page.getByRole('link', { name: 'how we read it' })).toHaveAttribute(
    'href',
    /new-world-conquest\/#final-scoring-and-victory$/,
  );
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Red conceded (still scored, cannot win)' })).toBeChecked();
});

test('Conquest: after a total conquest the most VP wins by default, the conqueror under the other reading; the tally keeps both', async ({
  page,
}) => {
  await page.goto('/calculator/');
  await page.getByRole('radio', { name: 'New World Conquest' }).check();
  for (let i = 0; i < 3; i++)
    await page.getByRole('button', { name: /^Red's victory points.*: one more$/ }).click();
  await page.getByRole('button', { name: "Blue's settlements: one more" }).click();
  await page.getByLabel('The game ended').selectOption({ label: 'when Blue conquered all the others' });
  await expect(page.locator('.winner')).toContainText(
    /^Red has the most VP \(3\); the game ended when Blue conquered all the others/,
  );
  await page.getByLabel('After a total conquest').selectOption('conqueror');
  await expect(page.locator('.winner')).toContainText(/^Blue conquered all the other players and wins/);
  await expect.poll(() => scores(page)).toEqual({ Red: 3, Blue: 1 });
  await expect(page.getByRole('link', { name: 'why two readings' })).toHaveAttribute(
    'href',
    /rulings\/conquest-total-conquest\/$/,
  );
  await page.reload();
  await expect(page.getByLabel('After a total conquest')).toHaveValue('conqueror');
  await expect(page.locator('.winner')).toContainText(/^Blue conquered all the other players/);
});

test('rule options on a New World tally: a trading post on an unfinished trail at game end, 2 by default, 1 under the other reading', async ({
  page,
}) => {
  await page.goto('/calculator/');
  await addTrail(page);
  const line = page.getByRole('group', { name: /^Line 1: Trail/ });
  await line.getByLabel('Completed during play').uncheck();
  await line.getByRole('button', { name: 'Trading posts: one more' }).click();
  await expect.poll(() => scores(page)).toEqual({ Red: 5, Blue: 0 });
  await page.locator('details.tally-options summary').click();
  // Options and readings in words; options a tally cannot feel are listed apart, with the reason.
  await expect(page.locator('details.tally-options .absent')).toContainText(
    'Start spaces in trails and towns',
  );
  await expect(page.locator('details.tally-options')).not.toContainText('startSpacesCount');
  await page
    .getByLabel('A trading post on an unfinished trail at game end')
    .selectOption({ label: 'Worth 1 point' });
  await expect.poll(() => scores(page)).toEqual({ Red: 4, Blue: 0 });
  await expect(
    page.getByRole('status').filter({ hasText: 'A trading post on an unfinished trail' }),
  ).toContainText('Red 5 → 4');
  // The reading travels with the tally: a reload keeps it.
  await expect.poll(() => saved(page)).toContain('"finalTradingPost":1');
  await page.goto('/calculator/');
  await expect.poll(() => scores(page)).toEqual({ Red: 4, Blue: 0 });
});

test('players have names and colours (shown as a lettered swatch, not colour alone); renaming keeps their counts; a line links to its rule; 360 px wide', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/calculator/');
  await page.getByRole('combobox', { name: "Blue's colour" }).selectOption('Green');
  await page.getByRole('button', { name: '+ Town' }).click();
  await page.keyboard.type('3');
  const line = page.getByRole('group', { name: /^Line 1: Town/ });
  await line.getByRole('button', { name: "Red's shopkeepers: one more" }).click();
  await expect.poll(() => scores(page)).toEqual({ Red: 6, Blue: 0 });
  await page.getByRole('textbox', { name: 'Name of player 1' }).fill('Ana');
  await page.getByRole('textbox', { name: 'Name of player 1' }).press('Tab');
  await expect.poll(() => scores(page)).toEqual({ Ana: 6, Blue: 0 });
  const row = page.getByRole('table', { name: 'Scores' }).locator('tbody tr').nth(1);
  await expect(row.locator('td').first()).toHaveText('B');
  await expect(page.getByRole('link', { name: 'Completed town (line 1)' })).toHaveAttribute(
    'href',
    '/scoring/completed-features/',
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('Race, the 50/100 card by tapping and keyboard: a ship on space 6, 50 side up, a card bonus of 5 scores 61; the lap counts before the final scoring too', async ({
  page,
}) => {
  await page.goto('/calculator/');
  await page.getByRole('radio', { name: 'Race to the New Found Land' }).check();
  // The ship's space, by tapping.
  for (let i = 0; i < 6; i++)
    await page
      .getByRole('button', { name: "Red's ship: space on the track before these lines: one more" })
      .click();
  await expect.poll(() => scores(page)).toEqual({ Red: 6, Blue: 0 });
  // The card's side, by tapping: it counts though the tally is not final.
  await page
    .getByRole('group', { name: "Red's 50/100 card" })
    .getByRole('radio', { name: '50', exact: true })
    .check();
  await expect.poll(() => scores(page)).toEqual({ Red: 56, Blue: 0 });
  // Final scoring and the printed bonus, by keyboard.
  await page.getByRole('radio', { name: 'Game end (final scoring)' }).focus();
  await page.keyboard.press('Space');
  await page.getByRole('spinbutton', { name: "Red's 50/100 card bonus" }).focus();
  await page.keyboard.type('5');
  await page.keyboard.press('Tab');
  await expect.poll(() => scores(page)).toEqual({ Red: 61, Blue: 0 });
  await expect(page.getByRole('link', { name: '50/100 card, 50 side up' })).toBeVisible();
  // The 100 side, chosen from the keyboard (arrow keys move within the radio group).
  await page
    .getByRole('group', { name: "Red's 50/100 card" })
    .getByRole('radio', { name: '50', exact: true })
    .focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => scores(page)).toEqual({ Red: 111, Blue: 0 });
});

test('Race, two players: the neutral colour second on an island blocks the secondary (our reading, the default); the other reading gives it to Blue', async ({
  page,
}) => {
  await page.goto('/calculator/');
  await page.getByRole('radio', { name: 'Race to the New Found Land' }).check();
  await page.getByRole('textbox', { name: /Neutral colour on the islands/ }).fill('Green');
  await page.getByRole('textbox', { name: /Neutral colour on the islands/ }).press('Tab');
  await page.getByRole('button', { name: '+ Island' }).click();
  const island = page.getByRole('group', { name: /^Line 1:/ });
  await page.keyboard.type('6');
  await island.getByRole('spinbutton', { name: 'Secondary bonus' }).fill('3');
  for (const [p, n] of [
    ['Red', 4],
    ['Green', 2],
    ['Blue', 1],
  ] as const)
    for (let i = 0; i < n; i++)
      await island.getByRole('button', { name: `${p}'s markers: one more` }).click();
  // The island's bonuses are 6 and 3. Red 4 + the primary of 6; Blue only its marker: Green (neutral) holds second place.
  await expect.poll(() => scores(page)).toEqual({ Red: 10, Blue: 1 });
  await expect(
    page.locator('.reason').filter({ hasText: 'Green (neutral) has the second-most' }).first(),
  ).toContainText('our reading');
  await page
    .getByRole('combobox', { name: /the neutral colour/ })
    .selectOption({ label: 'counts only for the most (the other reading)' });
  await expect.poll(() => scores(page)).toEqual({ Red: 10, Blue: 1 + 3 });
  await expect(page.getByRole('status').filter({ hasText: 'counts only for the most' })).toContainText(
    'Blue 1 → 4',
  );
  await expect(page.getByRole('link', { name: 'Why two readings' })).toHaveAttribute(
    'href',
    '/rulings/race-neutral-second-place/',
  );
  // The 50/100 card groups and the rule option pass axe too.
  expect(await violations(page)).toEqual([]);
});

test('Race, two players: the neutral colour alone in the lead: the player behind it takes the secondary (our reading, the default); the other reading gives no bonus', async ({
  page,
}) => {
  await page.goto('/calculator/');
  await page.getByRole('radio', { name: 'Race to the New Found Land' }).check();
  await page.getByRole('textbox', { name: /Neutral colour on the islands/ }).fill('Green');
  await page.getByRole('textbox', { name: /Neutral colour on the islands/ }).press('Tab');
  await page.getByRole('button', { name: '+ Island' }).click();
  const island = page.getByRole('group', { name: /^Line 1:/ });
  await page.keyboard.type('6');
  await island.getByRole('spinbutton', { name: 'Secondary bonus' }).fill('4');
  for (const [p, n] of [
    ['Red', 2],
    ['Green', 3],
    ['Blue', 1],
  ] as const)
    for (let i = 0; i < n; i++)
      await island.getByRole('button', { name: `${p}'s markers: one more` }).click();
  // Example values 6 and 4, as the bonus fields say: typed from the board. Green leads alone: Red is second and takes the 4.
  await expect(island.getByRole('spinbutton', { name: 'Primary bonus (printed on the board)' })).toHaveValue(
    '6',
  );
  await expect.poll(() => scores(page)).toEqual({ Red: 2 + 4, Blue: 1 });
  await expect(
    page.locator('.reason').filter({ hasText: 'behind the neutral colour holds second place' }).first(),
  ).toContainText('our reading');
  await page
    .getByRole('combobox', { name: 'Neutral colour alone in the lead on an island' })
    .selectOption({ label: 'nobody takes either bonus (the other reading)' });
  await expect.poll(() => scores(page)).toEqual({ Red: 2, Blue: 1 });
  await expect(page.getByRole('status').filter({ hasText: 'When the neutral colour leads' })).toContainText(
    'Red 6 → 2',
  );
  await expect(page.getByRole('link', { name: 'Who is second behind it' })).toHaveAttribute(
    'href',
    '/rulings/race-neutral-leads/',
  );
  expect(await violations(page)).toEqual([]);
});
