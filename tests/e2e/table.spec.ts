/**
 * The table companion (issue 18): the calculator as a score keeper for a whole game of each of the
 * four games, on a 360 px phone by touch; and the actions a player needs, counted (every tap or
 * click, every key): a New World end-of-game tally of four features for three players (at most
 * 20), a scoring during play (at most 4), and the same two for the other games. The totals are
 * checked against the engine's own scoring of the tally the player meant to enter.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './reused';
import { scores } from './scores';
import { violations } from './axe';
import {
  scoreConquestTally,
  scoreDiscoveryTally,
  scoreRaceTally,
  scoreTally,
} from '../../src/engine/tallies';

/** Counts what a player does: each tap or click, each key. */
class Actions {
  n = 0;
  constructor(
    private page: Page,
    private touch = false,
  ) {}
  async click(l: Locator) {
    this.n++;
    if (this.touch) await l.tap();
    else await l.click();
  }
  /** Keys typed into the focused field (its content is selected on focus: typing replaces it). */
  async type(text: string) {
    this.n += text.length;
    await this.page.keyboard.type(text);
  }
  /** Tap or click a number field, then type into it. */
  async fill(l: Locator, text: string) {
    await this.click(l);
    await this.type(text);
  }
}

const totalsOf = (r: { players: { name: string; score: number }[] }) =>
  Object.fromEntries(r.players.map((p) => [p.name, p.score]));
const savedTally = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('nwc.calculator.v1') ?? 'null'));
const line = (page: Page, n: number) => page.getByRole('group', { name: new RegExp(`^Line ${n}: `) });
const bar = (page: Page) => page.getByRole('region', { name: 'Totals' });
/** Issue 31: "Winner" once the end of the game is marked entered, one tap (counted apart from the entry). */
const endEntered = (page: Page) => page.getByRole('checkbox', { name: 'The final scoring is all entered' });
/** What the counts are, for the README (the test's annotations and its output). */
function report(what: string, n: number) {
  test.info().annotations.push({ type: 'actions', description: `${what}: ${n}` });
  console.log(`[actions] ${what}: ${n}`);
}
async function openGame(page: Page, game: string | null) {
  await page.goto('/calculator/');
  await expect(page.getByRole('radio', { name: 'Carcassonne: New World' })).toBeChecked();
  if (game) {
    await page.getByRole('radio', { name: game }).check();
    await expect(page.getByRole('status').filter({ hasText: `${game}: a new tally` })).toBeVisible();
  }
}

test.describe('action counts (desktop, pointer and keys)', () => {
  test('New World: an end-of-game tally of four features for three players takes at most 20 actions; a scoring during play at most 4', async ({
    page,
  }) => {
    await openGame(page, null);
    const a = new Actions(page);
    await a.click(page.getByRole('button', { name: 'Add a player' }));
    await a.click(page.getByRole('radio', { name: 'Game end (final scoring)' }));
    await a.click(page.getByRole('button', { name: '+ Trail' }));
    await a.type('3');
    await a.click(line(page, 1).getByRole('button', { name: "Red's robbers: one more" }));
    await a.click(page.getByRole('button', { name: '+ Town' }));
    await a.type('5');
    await a.click(line(page, 2).getByRole('button', { name: 'Flags: one more' }));
    await a.click(line(page, 2).getByRole('button', { name: "Blue's shopkeepers: one more" }));
    await a.click(page.getByRole('button', { name: '+ Farm' }));
    await a.type('4');
    await a.click(line(page, 3).getByRole('button', { name: "Yellow's farmers: one more" }));
    await a.click(page.getByRole('button', { name: '+ Plains' }));
    await a.type('6');
    await a.click(line(page, 4).getByRole('button', { name: "Red's trappers: one more" }));
    await a.click(line(page, 4).getByRole('button', { name: "Yellow's trappers: one more" }));
    const meant = {
      format: 'new-world-tally',
      version: 1,
      players: ['Red', 'Blue', 'Yellow'],
      scores: {},
      final: true,
      features: [
        { type: 'trail', complete: false, tiles: 3, tradingPosts: 0, settlers: { Red: 1 } },
        { type: 'town', complete: false, tiles: 5, flags: 1, settlers: { Blue: 1 } },
        { type: 'farm', complete: false, surrounding: 4, settlers: { Yellow: 1 } },
        { type: 'plains', animals: 6, settlers: { Red: 1, Yellow: 1 } },
      ],
    };
    const want = totalsOf(scoreTally(meant));
    await expect.poll(() => scores(page)).toEqual(want);
    await expect.poll(async () => (await savedTally(page))?.features).toEqual(meant.features);
    const best = Math.max(...Object.values(want));
    const winners = Object.keys(want).filter((p) => want[p] === best);
    await expect(bar(page).locator('.verdict')).toHaveText(/^(Leading|Level in the lead): /);
    report('New World, end-of-game tally (4 features, 3 players)', a.n);
    expect(a.n).toBeLessThanOrEqual(20);
    await a.click(endEntered(page));
    await expect(bar(page).locator('.verdict')).toHaveText(
      winners.length > 1 ? `Shared win: ${winners.join(' and ')}` : `Winner: ${winners[0]}`,
    );
    report('New World, end-of-game tally, then the end marked entered', a.n);

    // During play: a completed town of 4 tiles with Red's shopkeeper, on a fresh sheet.
    await page.getByRole('button', { name: 'Clear this tally' }).click();
    await page.getByRole('radio', { name: 'During play' }).check();
    const b = new Actions(page);
    await b.click(page.getByRole('button', { name: '+ Town' }));
    await b.type('4');
    await b.click(line(page, 1).getByRole('button', { name: "Red's shopkeepers: one more" }));
    await expect.poll(() => scores(page)).toEqual({ Red: 8, Blue: 0, Yellow: 0 });
    await expect(bar(page).locator('.verdict')).toHaveText('Leading: Red');
    report('New World, a scoring during play (a completed town)', b.n);
    expect(b.n).toBeLessThanOrEqual(4);
  });

  test('The Discovery: a figure taken back during play, and an end-of-game tally of three figures for two players', async ({
    page,
  }) => {
    await openGame(page, 'The Discovery');
    const a = new Actions(page);
    await a.click(page.getByRole('button', { name: '+ Mountain (thief)' }));
    await a.type('3');
    await a.click(line(page, 1).getByLabel('Region complete'));
    await a.fill(line(page, 1).getByRole('spinbutton', { name: /^Cities/ }), '4');
    await expect.poll(() => scores(page)).toEqual({ Red: 8, Blue: 0 });
    report('The Discovery, a figure taken back during play (a complete mountain)', a.n);

    const b = new Actions(page);
    await b.click(page.getByRole('radio', { name: 'Game end (final scoring)' }));
    await b.click(page.getByRole('button', { name: '+ Plains (explorer)' }));
    await b.type('4');
    await b.click(page.getByRole('button', { name: '+ Sea (sailor)' }));
    await b.type('3');
    await b.click(line(page, 3).getByRole('radio', { name: 'Blue' }));
    await b.fill(line(page, 3).getByRole('spinbutton', { name: /^Cities/ }), '2');
    await b.click(page.getByRole('button', { name: '+ Mountain (thief)' }));
    await b.type('2');
    await b.click(line(page, 4).getByRole('radio', { name: 'Blue' }));
    await b.fill(line(page, 4).getByRole('spinbutton', { name: /^Cities/ }), '3');
    const meant = {
      format: 'discovery-tally',
      version: 1,
      players: ['Red', 'Blue'],
      scores: {},
      final: true,
      figures: [
        { player: 'Red', region: 'mountains', tiles: 3, cities: 4, complete: true, when: 'play' },
        { player: 'Red', region: 'plains', tiles: 4, complete: false, when: 'end' },
        { player: 'Blue', region: 'seas', tiles: 3, cities: 2, complete: false, when: 'end' },
        { player: 'Blue', region: 'mountains', tiles: 2, cities: 3, complete: false, when: 'end' },
      ],
    };
    await expect.poll(() => scores(page)).toEqual(totalsOf(scoreDiscoveryTally(meant)));
    await expect.poll(async () => (await savedTally(page))?.figures).toEqual(meant.figures);
    report('The Discovery, end-of-game tally (3 figures, 2 players)', b.n);
  });

  test('Race: a region filled during play, and the final scoring of two players', async ({ page }) => {
    await openGame(page, 'Race to the New Found Land');
    const a = new Actions(page);
    await a.click(page.getByRole('button', { name: '+ Island' }));
    await a.type('6');
    await a.fill(line(page, 1).getByRole('spinbutton', { name: 'Secondary bonus' }), '3');
    await a.fill(line(page, 1).getByRole('spinbutton', { name: "Red's markers" }), '4');
    await a.fill(line(page, 1).getByRole('spinbutton', { name: "Blue's markers" }), '2');
    await expect.poll(() => scores(page)).toEqual({ Red: 10, Blue: 5 });
    report('Race, a region filled during play (bonuses and markers)', a.n);

    const b = new Actions(page);
    await b.fill(page.getByRole('spinbutton', { name: "Red's ship: space on the track" }), '31');
    await b.fill(page.getByRole('spinbutton', { name: "Blue's ship: space on the track" }), '27');
    await b.click(page.getByRole('radio', { name: 'Game end (final scoring)' }));
    await b.click(page.getByRole('button', { name: '+ City' }));
    await b.fill(line(page, 2).getByRole('spinbutton', { name: "Red's markers" }), '1');
    await b.fill(line(page, 2).getByRole('spinbutton', { name: "Blue's markers" }), '3');
    await b.fill(page.getByRole('spinbutton', { name: "Red's 1x and goal cards" }), '2');
    await b.fill(page.getByRole('spinbutton', { name: "Blue's 1x and goal cards" }), '3');
    const meant = {
      format: 'race-tally',
      version: 1,
      players: ['Red', 'Blue'],
      neutral: null,
      scores: { Red: 31, Blue: 27 },
      final: true,
      regions: [
        {
          kind: 'island',
          name: 'Island 1',
          primary: 6,
          secondary: 3,
          full: true,
          scored: false,
          markers: { Red: 4, Blue: 2 },
        },
        {
          kind: 'city',
          name: 'City 2',
          primary: 0,
          secondary: 0,
          full: false,
          scored: false,
          markers: { Red: 1, Blue: 3 },
        },
      ],
      hands: {
        Red: { lap: 0, card: 0, cards: 2, commodities: 0 },
        Blue: { lap: 0, card: 0, cards: 3, commodities: 0 },
      },
    };
    await expect.poll(() => scores(page)).toEqual(totalsOf(scoreRaceTally(meant)));
    report('Race, final scoring (ships, a region not scored, cards in hand)', b.n);
  });

  test('Conquest: victory points kept during play, then the final scoring', async ({ page }) => {
    await openGame(page, 'New World Conquest');
    const a = new Actions(page);
    await a.fill(page.getByRole('spinbutton', { name: /^Red's victory points/ }), '3');
    await expect.poll(() => scores(page)).toEqual({ Red: 3, Blue: 0 });
    report('Conquest, victory points during play', a.n);
    const b = new Actions(page);
    await b.fill(page.getByRole('spinbutton', { name: /^Blue's victory points/ }), '2');
    await b.fill(page.getByRole('spinbutton', { name: "Red's settlements" }), '4');
    await b.fill(page.getByRole('spinbutton', { name: "Red's cities" }), '1');
    await b.fill(page.getByRole('spinbutton', { name: "Blue's settlements" }), '3');
    await b.fill(page.getByRole('spinbutton', { name: "Blue's cities" }), '3');
    const meant = {
      format: 'conquest-tally',
      version: 1,
      players: ['Red', 'Blue'],
      nations: { Red: { vp: 3, settlements: 4, cities: 1 }, Blue: { vp: 2, settlements: 3, cities: 3 } },
    };
    await expect.poll(() => scores(page)).toEqual(totalsOf(scoreConquestTally(meant)));
    await expect(bar(page).locator('.verdict')).toHaveText('Leading: Blue');
    report('Conquest, final scoring (settlements and cities of two nations)', b.n);
    await b.click(endEntered(page));
    await expect(bar(page).locator('.verdict')).toHaveText('Winner: Blue');
    report('Conquest, final scoring, then the end marked entered', b.n);
  });
});

test.describe('a whole game at the table, on a phone by touch', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('New World: scorings during play as entries (one corrected, one removed and brought back, one from the scratch line), then the game end, the winner and the track', async ({
    page,
  }) => {
    await openGame(page, null);
    const a = new Actions(page, true);
    // Turn 5: Red completes a trail of 3 tiles with a trading post, a surveyor in Red's column.
    await a.click(page.getByRole('button', { name: '+ Trail' }));
    await a.type('3');
    await a.click(line(page, 1).getByRole('button', { name: 'Trading posts: one more' }));
    await a.click(line(page, 1).getByRole('button', { name: "Red's robbers: one more" }));
    await a.click(line(page, 1).getByRole('button', { name: "Surveyors in Red's column: one more" }));
    await expect.poll(() => scores(page)).toEqual({ Red: 9, Blue: 0 });
    // Turn 8: Blue's town; first entered with 3 tiles, then corrected to 4.
    await a.click(page.getByRole('button', { name: '+ Town' }));
    await a.type('3');
    await a.click(line(page, 2).getByRole('button', { name: "Blue's shopkeepers: one more" }));
    await a.fill(line(page, 2).getByRole('spinbutton', { name: 'Tiles' }), '4');
    await expect.poll(() => scores(page)).toEqual({ Red: 9, Blue: 8 });
    // A line removed by mistake comes back with Undo.
    await a.click(line(page, 1).getByRole('button', { name: 'Remove line 1' }));
    await expect.poll(() => scores(page)).toEqual({ Red: 0, Blue: 8 });
    await a.click(page.getByRole('status').getByRole('button', { name: 'Undo' }));
    await expect.poll(() => scores(page)).toEqual({ Red: 9, Blue: 8 });
    // A dispute: what does this farm score? Asked on the scratch line, then added as an entry.
    await a.click(page.getByRole('button', { name: /Score one feature now/ }));
    const scratch = page.getByRole('region', { name: 'Score one feature now' });
    await a.click(scratch.getByRole('button', { name: 'Farm', exact: true }));
    await a.click(scratch.getByRole('button', { name: "Blue's farmers: one more" }));
    await expect(scratch.locator('.scratch-result')).toContainText('Blue 9');
    await expect.poll(() => scores(page)).toEqual({ Red: 9, Blue: 8 });
    await a.click(scratch.getByRole('button', { name: 'Add it to the sheet' }));
    await expect.poll(() => scores(page)).toEqual({ Red: 9, Blue: 17 });
    await expect(bar(page)).toContainText('Blue 17');
    // A reload in the middle of the game loses nothing.
    await page.reload();
    await expect.poll(() => scores(page)).toEqual({ Red: 9, Blue: 17 });
    // Game end: an unfinished town of Red's, and plains.
    await a.click(page.getByRole('radio', { name: 'Game end (final scoring)' }));
    await a.click(page.getByRole('button', { name: '+ Town' }));
    await a.type('6');
    await a.click(line(page, 4).getByRole('button', { name: 'Flags: one more' }));
    await a.click(line(page, 4).getByRole('button', { name: "Red's shopkeepers: one more" }));
    await a.click(page.getByRole('button', { name: '+ Plains' }));
    await a.type('5');
    await a.click(line(page, 5).getByRole('button', { name: "Red's trappers: one more" }));
    const meant = {
      format: 'new-world-tally',
      version: 1,
      players: ['Red', 'Blue'],
      scores: {},
      final: true,
      features: [
        {
          type: 'trail',
          complete: true,
          tiles: 3,
          tradingPosts: 1,
          settlers: { Red: 1 },
          surveyors: { Red: 1 },
        },
        { type: 'town', complete: true, tiles: 4, flags: 0, settlers: { Blue: 1 } },
        { type: 'farm', complete: true, settlers: { Blue: 1 } },
        { type: 'town', complete: false, tiles: 6, flags: 1, settlers: { Red: 1 } },
        { type: 'plains', animals: 5, settlers: { Red: 1 } },
      ],
    };
    const want = totalsOf(scoreTally(meant));
    await expect.poll(() => scores(page)).toEqual(want);
    await expect.poll(async () => (await savedTally(page))?.features).toEqual(meant.features);
    const winner = want.Red > want.Blue ? 'Red' : 'Blue';
    await expect(bar(page).locator('.verdict')).toHaveText(`Leading: ${winner}`);
    await a.click(endEntered(page));
    await expect(bar(page).locator('.verdict')).toHaveText(`Winner: ${winner}`);
    await expect(bar(page)).toContainText(`${want.Red} (space ${want.Red % 50}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await violations(page)).toEqual([]);
    report('New World, a whole game on a phone (5 entries, a correction, an undo, a scratch question)', a.n);
  });

  test('The Discovery: figures taken back during play and figures on the board at game end in one sheet', async ({
    page,
  }) => {
    await openGame(page, 'The Discovery');
    const a = new Actions(page, true);
    await a.click(page.getByRole('button', { name: '+ Plains (explorer)' }));
    await a.type('5');
    await a.click(line(page, 1).getByLabel('Region complete'));
    await a.click(page.getByRole('button', { name: '+ Sea (sailor)' }));
    await a.type('4');
    await a.click(line(page, 2).getByRole('radio', { name: 'Blue' }));
    await a.fill(line(page, 2).getByRole('spinbutton', { name: /^Cities/ }), '3');
    await a.click(page.getByRole('radio', { name: 'Game end (final scoring)' }));
    await a.click(page.getByRole('button', { name: '+ Mountain (thief)' }));
    await a.type('3');
    await a.fill(line(page, 3).getByRole('spinbutton', { name: /^Cities/ }), '2');
    const meant = {
      format: 'discovery-tally',
      version: 1,
      players: ['Red', 'Blue'],
      scores: {},
      final: true,
      figures: [
        { player: 'Red', region: 'plains', tiles: 5, complete: true, when: 'play' },
        { player: 'Blue', region: 'seas', tiles: 4, cities: 3, complete: false, when: 'play' },
        { player: 'Red', region: 'mountains', tiles: 3, cities: 2, complete: false, when: 'end' },
      ],
    };
    const want = totalsOf(scoreDiscoveryTally(meant));
    await expect.poll(() => scores(page)).toEqual(want);
    await expect(line(page, 2)).toHaveAccessibleName(/taken back during play/);
    await expect(line(page, 3)).toHaveAccessibleName(/on the board at game end/);
    await a.click(endEntered(page));
    await expect(bar(page).locator('.verdict')).toHaveText(/^(Winner|Shared win): /);
    report('The Discovery, a whole game on a phone', a.n);
  });

  test('Race: regions scored as they fill, the ships on the track with the 50/100 card, then the final scoring', async ({
    page,
  }) => {
    await openGame(page, 'Race to the New Found Land');
    const a = new Actions(page, true);
    await a.click(page.getByRole('button', { name: '+ Island' }));
    await a.type('8');
    await a.fill(line(page, 1).getByRole('spinbutton', { name: 'Secondary bonus' }), '4');
    await a.fill(line(page, 1).getByRole('spinbutton', { name: "Red's markers" }), '3');
    await a.fill(line(page, 1).getByRole('spinbutton', { name: "Blue's markers" }), '5');
    await a.fill(page.getByRole('spinbutton', { name: "Red's ship: space on the track" }), '12');
    await a.fill(page.getByRole('spinbutton', { name: "Blue's ship: space on the track" }), '8');
    await a.click(
      page.getByRole('group', { name: "Blue's 50/100 card" }).getByRole('radio', { name: '50', exact: true }),
    );
    await expect(bar(page)).toContainText('50/100 card on 50');
    await a.click(page.getByRole('radio', { name: 'Game end (final scoring)' }));
    await a.fill(
      page.getByRole('spinbutton', { name: "Blue's 50/100 card bonus (printed on the card)" }),
      '3',
    );
    await a.fill(page.getByRole('spinbutton', { name: "Red's 1x and goal cards" }), '4');
    const meant = {
      format: 'race-tally',
      version: 1,
      players: ['Red', 'Blue'],
      neutral: null,
      scores: { Red: 12, Blue: 8 },
      final: true,
      regions: [
        {
          kind: 'island',
          name: 'Island 1',
          primary: 8,
          secondary: 4,
          full: true,
          scored: false,
          markers: { Red: 3, Blue: 5 },
        },
      ],
      hands: {
        Blue: { lap: 50, card: 3, cards: 0, commodities: 0 },
        Red: { lap: 0, card: 0, cards: 4, commodities: 0 },
      },
    };
    const want = totalsOf(scoreRaceTally(meant));
    await expect.poll(() => scores(page)).toEqual(want);
    await a.click(endEntered(page));
    await expect(bar(page).locator('.verdict')).toHaveText(/^Winner: Blue/);
    report('Race, a whole game on a phone', a.n);
  });

  test('Conquest: victory points during play, then settlements and cities at the end', async ({ page }) => {
    await openGame(page, 'New World Conquest');
    const a = new Actions(page, true);
    for (let i = 0; i < 2; i++)
      await a.click(page.getByRole('button', { name: /^Red's victory points.*: one more$/ }));
    await a.click(page.getByRole('button', { name: /^Blue's victory points.*: one less$/ }));
    await expect.poll(() => scores(page)).toEqual({ Red: 2, Blue: -1 });
    await expect(bar(page).locator('.verdict')).toHaveText('Leading: Red');
    await a.fill(page.getByRole('spinbutton', { name: "Blue's cities" }), '2');
    await a.fill(page.getByRole('spinbutton', { name: "Red's settlements" }), '3');
    const want = totalsOf(
      scoreConquestTally({
        format: 'conquest-tally',
        version: 1,
        players: ['Red', 'Blue'],
        nations: { Red: { vp: 2, settlements: 3, cities: 0 }, Blue: { vp: -1, settlements: 0, cities: 2 } },
      }),
    );
    await expect.poll(() => scores(page)).toEqual(want);
    report('Conquest, a whole game on a phone', a.n);
  });
});

test('a number out of range is said under its field while typed, and nothing is counted until it is fixed', async ({
  page,
}) => {
  await openGame(page, null);
  await page.getByRole('button', { name: '+ Town' }).click();
  const tiles = line(page, 1).getByRole('spinbutton', { name: 'Tiles' });
  await expect(tiles).toBeFocused();
  await page.keyboard.type('250');
  await expect(line(page, 1).getByRole('status')).toHaveText('Tiles: at most 200');
  await expect(tiles).toHaveAttribute('aria-invalid', 'true');
  // Nothing of the edit counts while it is wrong (not even the 25 typed on the way): the town keeps its 1 tile.
  await expect.poll(async () => (await savedTally(page))?.features?.[0]?.tiles).toBe(1);
  expect(await violations(page)).toEqual([]);
  await page.keyboard.press('Backspace');
  await expect(line(page, 1).getByRole('status')).toHaveCount(0);
  await expect(tiles).not.toHaveAttribute('aria-invalid', 'true');
});

test('a number out of range stays on screen, invalid and said, after Tab too, and counts nowhere: 2000 tiles, 99999 points on the track (issue 29, finding 7)', async ({
  page,
}) => {
  await openGame(page, null);
  await page.getByRole('button', { name: '+ Town' }).click();
  const tiles = line(page, 1).getByRole('spinbutton', { name: 'Tiles' });
  await expect(tiles).toBeFocused();
  // One tile and Red's shopkeeper: the town counts, and the totals show it.
  await page.keyboard.type('3');
  await line(page, 1)
    .getByRole('spinbutton', { name: /^Red's shopkeepers/ })
    .fill('1');
  await expect.poll(() => scores(page)).toEqual({ Red: 6, Blue: 0 });
  await tiles.click();
  await page.keyboard.type('2000');
  await page.keyboard.press('Tab');
  await expect(tiles).toHaveValue('2000');
  await expect(tiles).toHaveAttribute('aria-invalid', 'true');
  await expect(line(page, 1).getByRole('status')).toHaveText('Tiles: at most 200');
  // The totals leave it out (the town as it was before the edit) and say the sheet has an error.
  await expect(bar(page)).toContainText('Tiles: at most 200');
  await expect.poll(() => scores(page)).toEqual({ Red: 6, Blue: 0 });
  await expect.poll(async () => (await savedTally(page))?.features?.[0]?.tiles).toBe(3);
  expect(decodeURIComponent(page.url())).not.toContain('2000');

  // Red's points already on the track: 99999 (at most 9999) the same way.
  const start = page.getByRole('spinbutton', { name: "Red's points already on the track" });
  await start.click();
  await page.keyboard.type('99999');
  await page.keyboard.press('Tab');
  await expect(start).toHaveValue('99999');
  await expect(start).toHaveAttribute('aria-invalid', 'true');
  await expect(
    page.getByRole('status').filter({ hasText: "Red's points already on the track: at most 9999" }),
  ).toBeVisible();
  await expect.poll(() => scores(page)).toEqual({ Red: 6, Blue: 0 });
  await expect.poll(async () => (await savedTally(page))?.scores?.Red ?? 0).toBe(0);

  // Fixed: counted, and the error is gone.
  await start.click();
  await page.keyboard.type('10');
  await page.keyboard.press('Tab');
  await tiles.click();
  await page.keyboard.type('4');
  await page.keyboard.press('Tab');
  await expect(tiles).not.toHaveAttribute('aria-invalid', 'true');
  await expect(start).not.toHaveAttribute('aria-invalid', 'true');
  await expect.poll(() => scores(page)).toEqual({ Red: 18, Blue: 0 });
  await expect(bar(page)).not.toContainText('at most');
});

test('in French, a number out of range is said in French under its field and in the totals, after Tab too', async ({
  page,
}) => {
  await page.goto('/fr/calculator/');
  await page.getByRole('button', { name: '+ Ville' }).click();
  const tiles = page.getByRole('spinbutton', { name: 'Tuiles' });
  await expect(tiles).toBeFocused();
  await page.keyboard.type('2000');
  await page.keyboard.press('Tab');
  await expect(tiles).toHaveValue('2000');
  await expect(tiles).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'Tuiles : au plus 200' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Totaux' })).toContainText(
    'La feuille a une erreur, non comptée tant qu’elle n’est pas corrigée : Tuiles : au plus 200.',
  );
  // "Y aller" puts the keyboard back on the field.
  await page.getByRole('region', { name: 'Totaux' }).getByRole('button', { name: 'Y aller' }).click();
  await expect(tiles).toBeFocused();
  expect(await violations(page)).toEqual([]);
});
