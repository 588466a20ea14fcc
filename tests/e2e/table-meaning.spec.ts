/**
 * The calculator says what each number means (issue 31, points 2 and 4, and two field bugs): the
 * track as it stands now and the entries during play, either already on it (shown, not added) or
 * added to it, a figure that may count twice flagged with its line, the reading said under the
 * totals, and the command line giving the same totals; the keyboard after adding and removing a
 * line, pressed buttons that look pressed, a switch of rates said in words; Conquest's "conceded"
 * checkbox beside its label; Race's "Before" column in points.
 */
import { deflateRawSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, test } from './reused';
import { scores } from './scores';
import { violations } from './axe';
import { run } from '../../src/cli/commands';

const link = (t: object, lang = '') =>
  `${lang}/calculator/#tally=${deflateRawSync(Buffer.from(JSON.stringify(t))).toString('base64url')}`;
/** What the command line says the totals are. */
function cliTotals(t: object): Record<string, number> {
  const out = run(['tally', 'x.json', '--json'], () => JSON.stringify(t));
  expect(out.code).toBe(0);
  return Object.fromEntries(
    (JSON.parse(out.stdout).players as { name: string; score: number }[]).map((p) => [p.name, p.score]),
  );
}
const result = (page: Page) => page.getByRole('region', { name: /^Result/ });

/** Red has 12 points on the track, and a mountain taken back during play (3 tiles, 4 cities: 10). */
const DISCOVERY = {
  format: 'discovery-tally',
  version: 1,
  players: ['Red', 'Yellow'],
  scores: { Red: 12, Yellow: 20 },
  figures: [{ player: 'Red', region: 'mountains', tiles: 3, cities: 4, complete: true }],
  final: false,
};

test('one meaning per number: an entry during play added to points on the track is flagged with its line, the reading is said, and "already on the track" counts it once, as the command line does', async ({
  page,
}) => {
  await page.goto(link(DISCOVERY));
  await expect.poll(() => scores(page)).toEqual(cliTotals(DISCOVERY));
  // Added to the track (the reading of a tally that does not say): Red 22, flagged.
  await expect(
    result(page).getByText(/Line 1 .*Red.*12 points already on the track.*counted twice/),
  ).toBeVisible();
  await expect(
    result(page).getByText('Totals: the track as entered + 1 entry during play added'),
  ).toBeVisible();
  // The sheet says which reading: already on the track (shown, not added).
  const reading = page.getByRole('group', { name: 'Entries during play' });
  await reading.getByRole('radio', { name: /Already on the track/ }).check();
  const onTrack = { ...DISCOVERY, duringPlay: 'on-track' };
  await expect.poll(() => scores(page)).toEqual(cliTotals(onTrack));
  expect(cliTotals(onTrack)).toEqual({ Red: 12, Yellow: 20 });
  await expect(result(page).getByText('Entries during play shown only: already on the track')).toBeVisible();
  await expect(result(page).getByText(/counted twice/)).toHaveCount(0);
  await expect(
    result(page)
      .getByText(/shown, not added/)
      .first(),
  ).toBeVisible();
  expect(await violations(page)).toEqual([]);
  // Said the other way on purpose: added, and no longer flagged (the sheet said so).
  await reading.getByRole('radio', { name: /Add them to the track/ }).check();
  await expect.poll(() => scores(page)).toEqual(cliTotals({ ...DISCOVERY, duringPlay: 'add' }));
  await expect(result(page).getByText(/counted twice/)).toHaveCount(0);
});

test('one meaning per number in New World and Race too, and in French', async ({ page }) => {
  const nw = {
    format: 'new-world-tally',
    version: 1,
    players: ['Red', 'Blue'],
    scores: { Red: 30 },
    features: [{ type: 'trail', complete: true, tiles: 4, tradingPosts: 0, settlers: { Red: 1 } }],
  };
  await page.goto(link(nw, '/fr'));
  await expect.poll(() => scores(page)).toEqual(cliTotals(nw));
  await expect(
    page.getByText(/Ligne 1 \(Rouge\) .*30 points de Rouge déjà sur la piste de score.*comptée deux fois/),
  ).toBeVisible();
  await page
    .getByRole('group', { name: 'Entrées en cours de partie' })
    .getByRole('radio', { name: /Déjà sur la piste/ })
    .check();
  await expect.poll(() => scores(page)).toEqual(cliTotals({ ...nw, duringPlay: 'on-track' }));
  const race = {
    format: 'race-tally',
    version: 1,
    players: ['Red', 'Blue'],
    neutral: null,
    scores: { Red: 6 },
    regions: [
      {
        kind: 'island',
        name: 'Baffin',
        primary: 5,
        secondary: 2,
        full: true,
        scored: false,
        markers: { Red: 2 },
      },
    ],
    final: false,
    hands: {},
  };
  await page.goto(link(race));
  await expect(
    result(page).getByText(/Line 1 .*Red.*6 points already on the track.*counted twice/),
  ).toBeVisible();
  await page
    .getByRole('group', { name: 'Entries during play' })
    .getByRole('radio', { name: /Already on the track/ })
    .check();
  await expect.poll(() => scores(page)).toEqual(cliTotals({ ...race, duringPlay: 'on-track' }));
});

test('keyboard: a new line takes the keyboard on its first control, a removed line gives it to its neighbour', async ({
  page,
}) => {
  await page.goto('/calculator/');
  await page.getByRole('radio', { name: 'The Discovery' }).check();
  await page.getByRole('button', { name: '+ Mountain (thief)' }).click();
  const first = page.getByRole('group', { name: /^Line 1: / });
  const firstControl = (n: number) =>
    page.evaluate((i) => {
      const li = document.querySelectorAll('.nw-calc .lines > li')[i];
      const c = li?.querySelector<HTMLElement>(
        'input:not([tabindex="-1"]), select, button:not([tabindex="-1"])',
      );
      return !!c && c === document.activeElement;
    }, n);
  await expect.poll(() => firstControl(0)).toBe(true);
  await page.getByRole('button', { name: '+ Sea (sailor)' }).click();
  await expect.poll(() => firstControl(1)).toBe(true);
  // Line 1 removed: the keyboard goes to the line that takes its place (its first control), not to the page.
  await first.getByRole('button', { name: 'Remove line 1' }).click();
  await expect(page.getByRole('group', { name: /^Line 2: / })).toHaveCount(0);
  await expect.poll(() => firstControl(0)).toBe(true);
  // The last line removed: the keyboard goes to the first "add" button.
  await page.getByRole('button', { name: 'Remove line 1' }).click();
  await expect(page.getByRole('button', { name: '+ Plains (explorer)' })).toBeFocused();
});

test('pressed buttons look pressed (not by colour alone), and unticking "Completed during play" says the rates changed', async ({
  page,
}) => {
  await page.goto('/calculator/');
  await page.getByRole('button', { name: /^Score one feature now/ }).click();
  const town = page.getByRole('button', { name: 'Town', exact: true });
  await town.click();
  await expect(town).toHaveAttribute('aria-pressed', 'true');
  const look = (name: string) =>
    page.getByRole('button', { name, exact: true }).evaluate((b) => {
      const s = getComputedStyle(b);
      const before = getComputedStyle(b, '::before').content;
      return `${s.borderTopWidth} ${s.borderTopStyle} ${s.boxShadow} ${s.fontWeight} ${before}`;
    });
  expect(await look('Town')).not.toBe(await look('Trail'));
  await page.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: '+ Town' }).click();
  const line = page.getByRole('group', { name: /^Line 1: / });
  await expect(line.getByText(/^Rates during play: /)).toBeVisible();
  await line.getByRole('checkbox', { name: 'Completed during play' }).uncheck();
  const said = line.getByText(/^End-of-game rates: /);
  await expect(said).toBeVisible();
  await expect(said).toHaveAttribute('aria-live', 'polite');
});

test("Conquest's conceded checkbox sits beside its label; Race's Before column gives the points before these lines", async ({
  page,
}) => {
  await page.goto('/calculator/');
  await page.getByRole('radio', { name: 'New World Conquest' }).check();
  const box = page.getByRole('checkbox', { name: /^Red conceded/ });
  const b = (await box.boundingBox())!;
  const label = (await page.locator('label').filter({ has: box }).boundingBox())!;
  expect(b.height).toBeLessThan(30);
  expect(b.width).toBeLessThan(30);
  // On the label's one line, its words to the right.
  expect(label.height).toBeLessThan(50);
  const race = {
    format: 'race-tally',
    version: 1,
    players: ['Red', 'Blue'],
    neutral: null,
    scores: { Red: 6, Blue: 44 },
    regions: [],
    final: false,
    hands: { Red: { lap: 50 } },
  };
  await page.goto(link(race));
  const row = page.getByRole('table', { name: 'Scores' }).getByRole('row', { name: /^Red/ });
  await expect(row.getByRole('cell').nth(1)).toContainText(/^56\b/);
  await expect(row.getByRole('cell').nth(1)).toContainText('space 6');
  await expect(row.getByRole('cell').last()).toHaveText('56');
});
