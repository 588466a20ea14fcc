/**
 * Issue 29: nothing a player makes is lost, on every surface. A lesson left open in a second tab
 * never writes over a finished one; a set-up position replaced by "New game" and a Race tally
 * entered only through the players' cards are kept in their recent lists; a link the page cannot
 * read says what it found and where to open it. (An update loaded in one tab never reloads another:
 * offline.spec.ts, beside the other tests of the service worker, whose install they share.)
 */
import { readFileSync } from 'node:fs';
import { deflateRawSync } from 'node:zlib';
import { expect, test } from './reused';
import { parseLesson } from '../../src/lib/content/lesson-schema';
import { halfBuiltSetup, newGame } from './sandbox-steps';

test.use({ reducedMotion: 'reduce' });

const payload = (o: unknown) => deflateRawSync(JSON.stringify(o)).toString('base64url');

test('a lesson left open in a second tab follows the finished one instead of writing over it', async ({
  page,
  context,
}) => {
  const lesson = parseLesson(
    JSON.parse(readFileSync('content/lessons/01-placing-tiles.json', 'utf8')),
    '01-placing-tiles.json',
  );
  const key = 'nwc.lesson.placing-tiles.v1';
  await page.goto('/learn/placing-tiles/');
  await expect(page.locator('.nw-lesson h2').first()).toHaveText(/Step 1 of/);
  // The other tab finishes the lesson.
  const other = await context.newPage();
  await other.goto('/learn/');
  const all = lesson.questions.map((_, i) => i);
  await other.evaluate(
    ([k, v]) => localStorage.setItem(k, v),
    [key, JSON.stringify({ step: lesson.steps.length, right: all, answered: all, done: true })],
  );
  // This tab shows the finished lesson, and storage still holds it.
  await expect(page.getByRole('heading', { name: 'Lesson complete' })).toBeVisible();
  expect(JSON.parse((await page.evaluate((k) => localStorage.getItem(k), key)) ?? '{}')).toMatchObject({
    done: true,
    step: lesson.steps.length,
  });
  // Starting again keeps the finished lesson with an Undo.
  await page.getByRole('button', { name: 'Start the lesson again' }).click();
  await expect(page.locator('.nw-lesson h2').first()).toHaveText(/Step 1 of/);
  await page
    .getByRole('status')
    .filter({ hasText: 'Started again' })
    .getByRole('button', { name: 'Undo' })
    .click();
  await expect(page.getByRole('heading', { name: 'Lesson complete' })).toBeVisible();
});

test('a set-up position replaced by "New game" is in the recent list after a reload, and reopens', async ({
  page,
}) => {
  await page.goto('/sandbox/');
  await newGame(page);
  const ed = await halfBuiltSetup(page);
  await ed.getByRole('spinbutton', { name: "Red's score" }).fill('12');
  await ed.getByRole('spinbutton', { name: "Red's score" }).press('Tab');
  await ed.getByRole('button', { name: 'Play from this position' }).click();
  await expect(page.locator('.status')).toContainText('Playing on from the position you set up');
  await newGame(page);
  await page.reload();
  await page.getByText('Recent games on this device').click();
  const item = page.locator('.nw-recent li').filter({ hasText: 'set-up position' });
  await expect(item).toContainText('Red 12');
  await item.getByRole('button', { name: /^Reopen the set-up position of/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Reopened' })).toBeVisible();
});

test("a Race tally entered only through the players' cards is kept when a new game replaces it", async ({
  page,
}) => {
  const race = {
    format: 'race-tally',
    version: 1,
    players: ['Red', 'Blue'],
    hands: { Red: { lap: 100, bonus: 5, cards: 6 }, Blue: { lap: 50, bonus: 0, cards: 4 } },
  };
  await page.goto(`/calculator/#tally=${payload(race)}`);
  await expect(page.getByRole('radio', { name: /Race to the New Found Land/ })).toBeChecked();
  await page.getByRole('radio', { name: 'Carcassonne: New World' }).check();
  await expect(page.getByRole('status').filter({ hasText: 'a new tally' })).toContainText(
    'kept in Recent tallies',
  );
  await page.reload();
  await page.getByText('Recent tallies on this device').click();
  await expect(page.locator('.nw-recent li').first()).toContainText('Race to the New Found Land');
});

test.describe('links the page cannot read say what they found', () => {
  const tally = payload({
    format: 'new-world-tally',
    version: 1,
    players: ['Ann', 'Bob'],
    scores: { Ann: 7 },
  });
  for (const [where, address] of [
    ['an encoded key', `/calculator/#tally%3D${tally}`],
    ['a key in capitals', `/calculator/#TALLY=${tally}`],
    ['a query instead of a hash', `/calculator/?tally=${tally}`],
  ] as const) {
    test(`${where} on the calculator: named, and opened on request`, async ({ page }) => {
      await page.goto(address);
      const alert = page.getByRole('alert').filter({ hasText: 'looks like a tally link' });
      await expect(alert).toBeVisible();
      await alert.getByRole('button', { name: 'Open it as a link' }).click();
      await expect(page.getByRole('table', { name: 'Scores' })).toContainText('Ann');
    });
  }

  test('a tally link on the sandbox: named, and opened in the calculator; in French too', async ({
    page,
  }) => {
    await page.goto(`/sandbox/#tally=${tally}`);
    const alert = page
      .getByRole('alert')
      .filter({ hasText: 'that is a tally link, opened by the calculator' });
    await expect(alert).toBeVisible();
    await Promise.all([
      page.waitForURL(/\/calculator\/#tally=/),
      alert.getByRole('button', { name: 'Open it in the calculator' }).click(),
    ]);
    await expect(page.getByRole('table', { name: 'Scores' })).toContainText('Ann');
    await page.goto(`/fr/calculator/#record=${tally}`);
    await expect(
      page.getByRole('alert').filter({ hasText: 'c’est un lien de partie, que le bac à sable ouvre' }),
    ).toBeVisible();
  });
});
