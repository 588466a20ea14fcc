/**
 * The coach (issue 31, points 7 and 8): the sandbox warns before a settler goes on a square east
 * of both surveyors; the log says why a scoring moved no surveyor; the lessons name a trading post
 * and a flag on the board and give The Discovery's rates in a table.
 */
import { readFileSync } from 'node:fs';
import { deflateRawSync } from 'node:zlib';
import { expect, test } from './reused';
import { violations } from './axe';

const link = (json: string, lang = '') =>
  `${lang}/sandbox/#record=${deflateRawSync(json).toString('base64url')}`;

test.use({ reducedMotion: 'reduce' });

test('a settler east of both surveyors: the page warns before it goes down, in words, not a dialog', async ({
  page,
}) => {
  // Both surveyors in column 2; Red lays a farm tile in column 1, east of them.
  const record = {
    format: 'new-world-record',
    version: 1,
    ruleset: 'new-world',
    players: ['Red', 'Blue'],
    setup: {
      surveyors: [2, 2],
      placed: [
        { tile: 'C', col: 1, row: 1, rotation: 0 },
        { tile: 'C', col: 2, row: 1, rotation: 0 },
      ],
    },
    turns: [],
  };
  await page.goto(link(JSON.stringify(record)));
  await expect(page.getByText('Red to play.')).toBeVisible();
  await page.getByLabel('Or pick a tile type').selectOption('C');
  await page.getByRole('button', { name: 'Take it' }).click();
  // The board keeps the player's view (issue 31, point 6): "Show them" brings every square where the tile fits into it.
  await page.getByRole('button', { name: 'Show them' }).click();
  await page.locator('rect.spot.legal[data-spot="-1,6"]').click();
  const note = page.getByRole('status').filter({ hasText: 'east of both surveyors' });
  await expect(note).toBeVisible();
  await expect(note).toContainText('goes home unscored at the next surveyor move, unless it scores first');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await violations(page)).toEqual([]);
  // West of the surveyors there is nothing to warn of (Undo goes back to the start of the turn).
  await page.getByRole('button', { name: 'Undo' }).click();
  await page.getByLabel('Or pick a tile type').selectOption('C');
  await page.getByRole('button', { name: 'Take it' }).click();
  await page.locator('rect.spot.legal[data-spot="-3,1"]').click();
  await expect(page.getByRole('button', { name: /^Put a farmer/ })).toBeVisible();
  await expect(note).toHaveCount(0);
});

test('a scoring that moves no surveyor: the log says why, in English and in French', async ({ page }) => {
  const record = readFileSync(
    new URL('../../content/examples/surveyors-stay-at-west-edge.json', import.meta.url),
    'utf8',
  );
  await page.goto(link(record));
  await expect(page.locator('.nw-log')).toContainText(
    'No surveyor moves: no land tile lies in column 2, west of the eastern-most surveyor in column 1',
  );
  await page.goto(link(record, '/fr'));
  await expect(page.locator('.nw-log')).toContainText(
    'Aucun arpenteur ne bouge : aucune tuile de terrain ne se trouve dans la colonne 2',
  );
});

test('lessons point at a trading post, say how many settlers a player has, and give The Discovery its rates', async ({
  page,
}) => {
  await page.goto('/learn/settlers/');
  await expect(page.locator('.nw-lesson .say')).toContainText('trading post');
  await expect(page.locator('.nw-lesson .intro')).toContainText('5 settlers');
  await page.goto('/learn/the-discovery/');
  const rates = page.getByRole('table', { name: "The Discovery's rates" });
  await expect(rates).toBeVisible();
  await expect(rates.getByRole('row', { name: /^Sea/ })).toContainText(
    '1 per city on its shores + 1 per sea tile',
  );
  expect(await violations(page)).toEqual([]);
});
