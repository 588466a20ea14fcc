/**
 * The calculator on a phone at the table (issue 31, points 1 and 3 and its "whole game" test):
 * players keep their colours through renames, reloads and a colour chosen; the bars and notices
 * fixed at the foot cover at most 15% of a 360 × 740 screen while a field is being entered; a
 * notice goes when its sheet changes; "Winner" only once the end of the game is marked entered; a
 * shared link opens with the result in view; the printed sheet carries its QR code and a link big
 * enough to type; and a whole 3-player New World game kept on a phone, its actions counted.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './reused';
import { scores } from './scores';
import { violations } from './axe';
import { scoreTally } from '../../src/engine/tallies';
import { encodePayload } from '../../src/lib/io/link-payload';

/** Counts what a player does: each tap, each key (as table.spec.ts does). */
class Actions {
  n = 0;
  constructor(private page: Page) {}
  async click(l: Locator) {
    this.n++;
    await l.tap();
  }
  async type(text: string) {
    this.n += text.length;
    await this.page.keyboard.type(text);
  }
  async press(key: string) {
    this.n++;
    await this.page.keyboard.press(key);
  }
  async fill(l: Locator, text: string) {
    await this.click(l);
    await this.type(text);
  }
}

const line = (page: Page, n: number) => page.getByRole('group', { name: new RegExp(`^Line ${n}: `) });
const bar = (page: Page) => page.getByRole('region', { name: /^(Totals|Totaux)$/ });
const totalsOf = (r: { players: { name: string; score: number }[] }) =>
  Object.fromEntries(r.players.map((p) => [p.name, p.score]));

/** Each player's colour as the page shows it: the colour menu's choice and the badge in the totals (its fill and letter). */
async function colours(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const menus = [...document.querySelectorAll<HTMLSelectElement>('.nw-calc fieldset.players select')];
    const badges = [...document.querySelectorAll<HTMLElement>('.nw-result-bar li')];
    return menus.map((m, i) => {
      const b = badges[i]?.querySelector<HTMLElement>('.swatch');
      return `${m.selectedOptions[0]?.textContent} ${b ? getComputedStyle(b).backgroundColor : '?'}`;
    });
  });
}

/**
 * The part of the screen's height covered by fixed or sticky elements, as a fraction: the rows of
 * the viewport under the visible rectangle of any such element (one inside another, like the menu
 * button in the site's header, counted once), with a list of what covers them.
 */
async function covered(page: Page): Promise<number> {
  const { share, what } = await page.evaluate(() => {
    const rows: [number, number][] = [];
    const what: string[] = [];
    for (const el of document.querySelectorAll('body *')) {
      const cs = getComputedStyle(el);
      if (cs.position !== 'fixed' && cs.position !== 'sticky') continue;
      if (
        !el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) ||
        /^rect\(0/.test(cs.getPropertyValue('clip'))
      )
        continue;
      const r = el.getBoundingClientRect();
      const top = Math.max(0, r.top);
      const bottom = Math.min(innerHeight, r.bottom);
      if (bottom > top && r.right > 0 && r.left < innerWidth && r.width > 1) {
        rows.push([top, bottom]);
        what.push(
          `${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]} ${Math.round(bottom - top)}px`,
        );
      }
    }
    rows.sort((a, b) => a[0] - b[0]);
    let sum = 0;
    let end = 0;
    for (const [top, bottom] of rows) {
      if (bottom <= end) continue;
      sum += bottom - Math.max(top, end);
      end = bottom;
    }
    return { share: sum / innerHeight, what };
  });
  console.log(`[phone] fixed or sticky: ${what.join(', ')}`);
  return share;
}

async function rename(a: Actions, page: Page, i: number, name: string) {
  await a.click(page.getByRole('textbox', { name: `Name of player ${i}` }));
  await a.press('Control+A');
  await a.type(name);
  await a.press('Enter');
  await expect(page.getByRole('textbox', { name: `Name of player ${i}` })).toHaveValue(name);
}

test.describe('on a 360 × 740 phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('players keep their colours: a rename changes none, a colour chosen from another player swaps the two (said), kept after a reload; an old link keeps its colours', async ({
    page,
  }) => {
    await page.goto('/calculator/');
    await page.getByRole('button', { name: 'Add a player' }).click();
    await expect(page.getByRole('textbox', { name: 'Name of player 3' })).toHaveValue('Yellow');
    const start = await colours(page);
    expect(start.map((c) => c.split(' ')[0])).toEqual(['Red', 'Blue', 'Yellow']);
    const a = new Actions(page);
    await rename(a, page, 2, 'France');
    await expect.poll(() => colours(page)).toEqual(start);
    await rename(a, page, 3, 'Spain');
    await expect.poll(() => colours(page)).toEqual(start);
    // Green for a player named Yellow: their colour is Green, and stays Green.
    await rename(a, page, 1, 'Yellow');
    await page.getByRole('combobox', { name: "Yellow's colour" }).selectOption('Green');
    await expect.poll(async () => (await colours(page))[0].split(' ')[0]).toBe('Green');
    await expect(page.getByRole('textbox', { name: 'Name of player 1' })).toHaveValue('Yellow');
    // Spain takes Blue, France's: the two swap, and the page says so.
    await page.getByRole('combobox', { name: "Spain's colour" }).selectOption('Blue');
    await expect(page.locator('.nw-calc-foot .status')).toHaveText(
      'Spain is now Blue; France, who had it, is now Yellow.',
    );
    await expect
      .poll(async () => (await colours(page)).map((c) => c.split(' ')[0]))
      .toEqual(['Green', 'Yellow', 'Blue']);
    const chosen = await colours(page);
    await page.reload();
    await expect.poll(() => colours(page)).toEqual(chosen);
    await rename(a, page, 2, 'Red');
    await expect.poll(() => colours(page)).toEqual(chosen);

    // An old link without colours opens with the colours it always showed; a rename keeps them.
    const old = {
      format: 'new-world-tally',
      version: 1,
      players: ['Cleo', 'Blue', 'Ann'],
      scores: { Cleo: 3 },
      features: [],
    };
    await page.goto(`/calculator/#tally=${await encodePayload(old)}`);
    await expect(page.getByRole('textbox', { name: 'Name of player 1' })).toHaveValue('Cleo');
    await expect
      .poll(async () => (await colours(page)).map((c) => c.split(' ')[0]))
      .toEqual(['Red', 'Blue', 'Green']);
    const was = await colours(page);
    await rename(a, page, 2, 'Bob');
    await expect.poll(() => colours(page)).toEqual(was);

    // In French (the same tally, kept in this browser): the swap said in French.
    await page.goto('/fr/calculator/');
    await page.getByRole('combobox', { name: 'Couleur de Cleo' }).selectOption('Blue');
    await expect(page.locator('.nw-calc-foot .status')).toHaveText(
      'Cleo passe en bleu ; Bob, qui l’avait, passe en rouge.',
    );
  });

  test('while entering, the bars and notices fixed on screen cover at most 15%; an old notice goes once its sheet is edited and its Undo is gone', async ({
    page,
  }) => {
    await page.goto('/calculator/');
    await expect(page.getByRole('radio', { name: 'Carcassonne: New World' })).toBeChecked();
    await page.getByRole('button', { name: '+ Town' }).tap();
    await page.keyboard.type('3');
    await page.getByRole('radio', { name: 'Race to the New Found Land' }).check();
    const old = page
      .getByRole('status')
      .filter({ hasText: 'Race to the New Found Land: a new tally for Red, Blue.' });
    await expect(old).toBeVisible();
    const field = page.getByRole('spinbutton', { name: "Red's ship: space on the track" });
    await field.tap();
    await expect(field).toBeFocused();
    const focusedShare = await covered(page);
    console.log(
      `[phone] fixed/sticky with a field focused and the old notice: ${(focusedShare * 100).toFixed(1)}%`,
    );
    expect(focusedShare).toBeLessThanOrEqual(0.15);
    await page.keyboard.type('12');
    await expect.poll(() => scores(page)).toEqual({ Red: 12, Blue: 0 });
    const typingShare = await covered(page);
    console.log(`[phone] fixed/sticky mid-entry: ${(typingShare * 100).toFixed(1)}%`);
    expect(typingShare).toBeLessThanOrEqual(0.15);
    // Stepping a number with its + button is entering too.
    await page.getByRole('button', { name: /^Blue's ship: space on the track.*: one more$/ }).tap();
    await expect.poll(() => scores(page)).toEqual({ Red: 12, Blue: 1 });
    expect(await covered(page)).toBeLessThanOrEqual(0.15);
    // The notice spoke of the sheet before this one was edited: gone, with its Undo.
    await page.getByRole('heading', { name: /^Result: / }).scrollIntoViewIfNeeded();
    await expect(old).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Undo' })).toHaveCount(0);
    await expect.poll(() => scores(page)).toEqual({ Red: 12, Blue: 1 });
  });

  test('"Winner" only once the end of the game is marked entered; "Leading" before, in French too', async ({
    page,
  }) => {
    await page.goto('/calculator/');
    await page.getByRole('spinbutton', { name: "Red's points already on the track" }).fill('10');
    await expect(bar(page).locator('.verdict')).toHaveText('Leading: Red');
    await page.getByRole('radio', { name: 'Game end (final scoring)' }).check();
    await expect(bar(page).locator('.verdict')).toHaveText('Leading: Red');
    await page.getByRole('button', { name: '+ Town' }).tap();
    await page.keyboard.type('4');
    await expect(bar(page).locator('.verdict')).toHaveText('Leading: Red');
    // The result above the table says the same: no "wins" before the end is marked (a player's review).
    const said = page.locator('section.result .winner');
    await expect(said).toContainText('Leading: Red');
    await expect(said).not.toContainText('wins');
    const done = page.getByRole('checkbox', { name: 'The final scoring is all entered' });
    await done.check();
    await expect(bar(page).locator('.verdict')).toHaveText('Winner: Red');
    await expect(said).toContainText('Red wins');
    await done.uncheck();
    await expect(bar(page).locator('.verdict')).toHaveText('Leading: Red');

    await page.goto('/fr/calculator/');
    await page.getByRole('spinbutton', { name: /^Points de Rouge/ }).fill('10');
    await page.getByRole('radio', { name: /^Fin de partie/ }).check();
    await expect(bar(page).locator('.verdict')).toHaveText('En tête : Rouge');
    await page.getByRole('checkbox', { name: 'Le décompte final est entièrement saisi' }).check();
    await expect(bar(page).locator('.verdict')).toHaveText('Rouge gagne');
  });

  test('a shared link opens with the result in view; printed, the sheet carries its QR code and a link of at least 10pt in monospace', async ({
    page,
  }) => {
    const t = {
      format: 'new-world-tally',
      version: 1,
      players: ['Ann', 'Bob', 'Cleo'],
      scores: { Ann: 20, Bob: 14, Cleo: 9 },
      final: true,
      features: [
        { type: 'town', complete: false, tiles: 6, flags: 1, settlers: { Ann: 1 } },
        { type: 'trail', complete: false, tiles: 4, tradingPosts: 0, settlers: { Bob: 1 } },
        { type: 'plains', animals: 5, settlers: { Cleo: 1 } },
      ],
    };
    await page.goto(`/calculator/#tally=${await encodePayload(t)}`);
    const result = page.getByRole('heading', { name: 'Result: Carcassonne: New World' });
    await expect(result).toBeInViewport();
    // A browser fires beforeprint as it prints (emulating the print media does not): the sheet is readied then.
    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    await page.locator('main h1').first().click(); // a player's first tap readies the printed sheet too
    await page.emulateMedia({ media: 'print' });
    const sheet = page.locator('.nw-share-print');
    await expect(sheet.getByRole('img', { name: 'QR code of the link to this tally' })).toBeVisible();
    const link = sheet.locator('.nw-share-link');
    await expect(link).toBeVisible();
    const look = await link.evaluate((el) => ({
      size: parseFloat(getComputedStyle(el).fontSize),
      font: getComputedStyle(el).fontFamily,
      text: (el as HTMLElement).innerText.replace(/\s+/g, ''),
    }));
    expect(look.size).toBeGreaterThanOrEqual((10 * 96) / 72);
    expect(look.font).toMatch(/mono/i);
    expect(look.text).toBe(page.url());
    await page.emulateMedia({ media: 'screen' });
  });

  test('after "Remove Blue", the keyboard is on the neighbouring player', async ({ page }) => {
    await page.goto('/calculator/');
    await page.getByRole('button', { name: 'Add a player' }).tap();
    await page.getByRole('button', { name: 'Add a player' }).tap();
    await page.getByRole('button', { name: 'Remove Blue' }).tap();
    await expect(page.getByRole('textbox', { name: 'Name of player 2' })).toHaveValue('Yellow');
    await expect(page.getByRole('button', { name: 'Remove Yellow' })).toBeFocused();
    // The last one: the keyboard goes to the one before.
    await page.getByRole('button', { name: 'Remove Green' }).tap();
    await expect(page.getByRole('textbox', { name: 'Name of player 2' })).toBeFocused();
  });

  test('a whole 3-player New World game kept at the table: 4 scorings during play, renames, a reload, a correction, then the end; colours unchanged, totals right, no "Winner" before the end', async ({
    page,
  }) => {
    await page.goto('/calculator/');
    await expect(page.getByRole('radio', { name: 'Carcassonne: New World' })).toBeChecked();
    const a = new Actions(page);
    const noWinner = async () => expect(bar(page).locator('.verdict')).not.toHaveText(/Winner|Shared win/);
    await a.click(page.getByRole('button', { name: 'Add a player' }));
    await expect(page.getByRole('textbox', { name: 'Name of player 3' })).toHaveValue('Yellow');
    const start = await colours(page);
    expect(start.map((c) => c.split(' ')[0])).toEqual(['Red', 'Blue', 'Yellow']);
    await rename(a, page, 1, 'Ann');
    await expect.poll(() => colours(page)).toEqual(start);
    await rename(a, page, 2, 'Bob');
    await expect.poll(() => colours(page)).toEqual(start);

    // Scoring 1: Ann completes a trail of 3 tiles with a trading post.
    await a.click(page.getByRole('button', { name: '+ Trail' }));
    await a.type('3');
    await a.click(line(page, 1).getByRole('button', { name: 'Trading posts: one more' }));
    await a.click(line(page, 1).getByRole('button', { name: "Ann's robbers: one more" }));
    // Scoring 2: Bob's town, entered with 4 tiles.
    await a.click(page.getByRole('button', { name: '+ Town' }));
    await a.type('4');
    await a.click(line(page, 2).getByRole('button', { name: "Bob's shopkeepers: one more" }));
    await noWinner();
    // A reload in the middle of the game: the colours and the totals stay.
    await page.reload();
    await expect.poll(() => colours(page)).toEqual(start);
    await rename(a, page, 3, 'Cleo');
    await expect.poll(() => colours(page)).toEqual(start);
    // Scoring 3: Cleo's trail of 2 tiles.
    await a.click(page.getByRole('button', { name: '+ Trail' }));
    await a.type('2');
    await a.click(line(page, 3).getByRole('button', { name: "Cleo's robbers: one more" }));
    // A correction: Bob's town had 5 tiles.
    await a.fill(line(page, 2).getByRole('spinbutton', { name: 'Tiles' }), '5');
    // Scoring 4: a town of 3 tiles shared by Ann and Cleo.
    await a.click(page.getByRole('button', { name: '+ Town' }));
    await a.type('3');
    await a.click(line(page, 4).getByRole('button', { name: "Ann's shopkeepers: one more" }));
    await a.click(line(page, 4).getByRole('button', { name: "Cleo's shopkeepers: one more" }));
    await noWinner();

    // The end: an unfinished town of Bob's with a flag, and Cleo's plains.
    await a.click(page.getByRole('radio', { name: 'Game end (final scoring)' }));
    await noWinner();
    await a.click(page.getByRole('button', { name: '+ Town' }));
    await a.type('4');
    await noWinner();
    await a.click(line(page, 5).getByRole('button', { name: 'Flags: one more' }));
    await a.click(line(page, 5).getByRole('button', { name: "Bob's shopkeepers: one more" }));
    await a.click(page.getByRole('button', { name: '+ Plains' }));
    await a.type('5');
    await a.click(line(page, 6).getByRole('button', { name: "Cleo's trappers: one more" }));
    await noWinner();
    const meant = {
      format: 'new-world-tally',
      version: 1,
      players: ['Ann', 'Bob', 'Cleo'],
      scores: {},
      final: true,
      features: [
        { type: 'trail', complete: true, tiles: 3, tradingPosts: 1, settlers: { Ann: 1 } },
        { type: 'town', complete: true, tiles: 5, flags: 0, settlers: { Bob: 1 } },
        { type: 'trail', complete: true, tiles: 2, tradingPosts: 0, settlers: { Cleo: 1 } },
        { type: 'town', complete: true, tiles: 3, flags: 0, settlers: { Ann: 1, Cleo: 1 } },
        { type: 'town', complete: false, tiles: 4, flags: 1, settlers: { Bob: 1 } },
        { type: 'plains', animals: 5, settlers: { Cleo: 1 } },
      ],
    };
    const want = totalsOf(scoreTally(meant));
    await expect.poll(() => scores(page)).toEqual(want);
    await a.click(page.getByRole('checkbox', { name: 'The final scoring is all entered' }));
    const best = Math.max(...Object.values(want));
    const winners = Object.keys(want).filter((p) => want[p] === best);
    await expect(bar(page).locator('.verdict')).toHaveText(
      winners.length > 1 ? /^(Shared win|Winner): / : `Winner: ${winners[0]}`,
    );
    await expect.poll(() => colours(page)).toEqual(start);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await violations(page)).toEqual([]);
    test.info().annotations.push({
      type: 'actions',
      description: `New World, a whole 3-player game on a phone: ${a.n}`,
    });
    console.log(
      `[actions] New World, a whole 3-player game on a phone (3 renames, 4 scorings during play, a correction, a reload, 2 at the end, the end marked): ${a.n}`,
    );
  });
});
