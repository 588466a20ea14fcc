/**
 * A player's game and tally survive anything (issue 14), in the browser: odd player names in the
 * sandbox and the calculator give the command line's totals and survive a reload; a link, a file,
 * "Score one feature now" or clearing keeps what it replaces in the recent list with an Undo;
 * two tabs follow each other; a link pasted into an open page is opened; a full storage is
 * reported honestly; bad files and names get a clear reason.
 */
import { readFileSync } from 'node:fs';
import { deflateRawSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, test } from './reused';
import { run } from '../../src/cli/commands';

const ODD = ['constructor', 'toString', 'valueOf', '__proto__', 'hasOwnProperty'];
const read = (p: string) => readFileSync(new URL(`../../content/${p}`, import.meta.url), 'utf8');
const payload = (text: string) => deflateRawSync(Buffer.from(text)).toString('base64url');
const tallyLink = (text: string) => `/calculator/#tally=${payload(text)}`;
const recordLink = (text: string) => `/sandbox/#record=${payload(text)}`;
/** The JSON text with one player renamed everywhere (their quoted name replaced). */
const renamed = (text: string, from: string, to: string) =>
  text.split(JSON.stringify(from)).join(JSON.stringify(to));

/**
 * The Scores table as [name, total] pairs (a Map, so "__proto__" is a name like any other), read in
 * one go: the table may be redrawn with fewer rows between two reads (another tab's game arrives).
 */
async function totals(page: Page): Promise<[string, number][]> {
  const table = page.getByRole('table', { name: 'Scores' });
  await table.locator('tbody tr').first().waitFor();
  return table.evaluate((t) =>
    [...t.querySelectorAll('tbody tr')].map((row) => {
      const cells = row.querySelectorAll('td');
      return [
        ((row.querySelector('th') as HTMLElement | null)?.innerText ?? '').trim(),
        Number(((cells[cells.length - 1] as HTMLElement | undefined)?.innerText ?? '').trim()),
      ] as [string, number];
    }),
  );
}
const cliTotals = (cmd: 'score' | 'tally', text: string): [string, number][] => {
  const r = run([cmd, 'x.json', '--json'], () => text);
  expect(r.code, r.stderr).toBe(0);
  return (JSON.parse(r.stdout).players as { name: string; score: number }[]).map((p) => [p.name, p.score]);
};

/** Page errors fail the test. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

test.describe('odd player names are names, never keys', () => {
  for (const odd of ODD) {
    test(`sandbox: a game with a player named ${odd} opens with the command line's totals and survives a reload`, async ({
      page,
    }) => {
      const errors = watchErrors(page);
      const text = renamed(read('examples/surveyor-sequence.json'), 'Blue', odd);
      const want = cliTotals('score', text);
      expect(want.map(([n]) => n)).toContain(odd);
      await page.goto(recordLink(text));
      await expect.poll(() => totals(page)).toEqual(want);
      await page.reload();
      await expect(page.locator('.status')).toContainText('Restored your saved game');
      await expect.poll(() => totals(page)).toEqual(want);
      expect(errors).toEqual([]);
    });

    test(`calculator: a tally with a player named ${odd} gives the command line's totals; renaming to it keeps every count`, async ({
      page,
    }) => {
      const errors = watchErrors(page);
      const original = read('tallies/new-world-tally.json');
      const text = renamed(original, 'Yellow', odd);
      await page.goto(tallyLink(text));
      await expect.poll(() => totals(page)).toEqual(cliTotals('tally', text));
      // Renamed in the page: the same totals under the new name.
      await page.goto('/calculator/');
      await page.evaluate(() => localStorage.clear());
      // A new document, not a hash change in this one: `totals` then reads the link's tally, never
      // this page's table in the moment before the link replaces it.
      await page.goto('about:blank');
      await page.goto(tallyLink(original));
      const before = await totals(page);
      expect(before.map(([n]) => n)).toContain('Yellow');
      const name = page.getByRole('textbox', { name: 'Name of player 2' });
      await name.fill(odd);
      await name.press('Tab');
      await expect.poll(() => totals(page)).toEqual(before.map(([n, t]) => [n === 'Yellow' ? odd : n, t]));
      await page.reload();
      await expect.poll(() => totals(page)).toEqual(before.map(([n, t]) => [n === 'Yellow' ? odd : n, t]));
      expect(errors).toEqual([]);
    });
  }
});

test.describe('nothing replaced is lost', () => {
  test('calculator: a link replaces the saved tally only after keeping it; Undo brings it back; Recent tallies reopens either', async ({
    page,
  }) => {
    const a = read('tallies/new-world-tally.json');
    const b = read('tallies/race-tally.json');
    await page.goto(tallyLink(a));
    const ta = await totals(page);
    // Same page, another hash: the open page reads the new link (a hash change), so the table
    // is read once the notice says the link's tally is shown.
    await page.goto(tallyLink(b));
    const notice = page.getByRole('status').filter({ hasText: 'Opened the tally from the link' });
    await expect(notice).toContainText('Your previous tally is kept in Recent tallies.');
    const tb = await totals(page);
    expect(tb).not.toEqual(ta);
    await notice.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => totals(page)).toEqual(ta);
    await expect(page.getByRole('status').filter({ hasText: 'Back to the previous tally' })).toBeVisible();
    // The recent list holds the link's tally; reopening it keeps the current one in its place.
    await page.getByText('Recent tallies on this device').click();
    const list = page.locator('.nw-recent li');
    await expect(list.first()).toContainText('Race to the New Found Land');
    // Reopen that entry by what it holds, not by its place: the list is drawn again as it changes.
    await list
      .filter({ hasText: 'Race to the New Found Land' })
      .first()
      .getByRole('button', { name: /^Reopen/ })
      .click();
    await expect(page.getByRole('status').filter({ hasText: 'Reopened the tally' })).toBeVisible();
    await expect.poll(() => totals(page)).toEqual(tb);
    await expect(list.first()).toContainText('Carcassonne: New World');
  });

  test('calculator: "Score one feature now" leaves the tally alone; removing a line, clearing, switching game and removing a player each offer Undo at once', async ({
    page,
  }) => {
    const a = read('tallies/new-world-tally.json');
    await page.goto(tallyLink(a));
    const ta = await totals(page);
    const lines = page.getByRole('group', { name: /^Line \d+:/ });
    const n = await lines.count();
    // The scratch line: a question on its own, the sheet untouched until it is added.
    await page.getByRole('button', { name: /Score one feature now/ }).click();
    const scratch = page.getByRole('region', { name: 'Score one feature now' });
    await scratch.getByRole('button', { name: 'Town', exact: true }).click();
    await page.keyboard.type('4');
    await scratch.getByRole('button', { name: "Red's shopkeepers: one more" }).click();
    await expect(scratch.locator('.scratch-result')).toContainText('Red 8');
    await expect.poll(() => totals(page)).toEqual(ta);
    await scratch.getByRole('button', { name: 'Close' }).click();
    await expect(lines).toHaveCount(n);
    await expect.poll(() => totals(page)).toEqual(ta);
    const undo = async (done: string) => {
      const notice = page.getByRole('status').filter({ hasText: done });
      await notice.getByRole('button', { name: 'Undo' }).click();
      await expect.poll(() => totals(page)).toEqual(ta);
    };
    // Removing a line.
    await page.getByRole('button', { name: 'Remove line 2' }).click();
    await expect(lines).toHaveCount(n - 1);
    await undo('Line 2');
    await expect(lines).toHaveCount(n);
    // Clearing: kept in the recent list too.
    await page.getByRole('button', { name: 'Clear this tally' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The tally was cleared.' })).toContainText(
      'kept in Recent tallies',
    );
    await undo('The tally was cleared.');
    // Switching game.
    await page.getByRole('radio', { name: 'The Discovery' }).check();
    await undo('The Discovery: a new tally');
    // Removing a player.
    await page.getByRole('button', { name: 'Remove Black' }).click();
    await undo('Black was removed');
    const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('nwc.recent.v1') ?? '[]'));
    expect(kept.length).toBeGreaterThanOrEqual(1);
    // The recent list names the game, the players and who won or led.
    await page.getByText('Recent tallies on this device').click();
    await expect(page.locator('.nw-recent li').first()).toContainText(
      /Carcassonne: New World, .*Red \d+.*; (Winner|Leading|Shared win)/,
    );
  });

  test('sandbox: a link opening another game keeps the saved one; Undo restores it', async ({ page }) => {
    const first = read('examples/surveyor-sequence.json');
    const second = read('examples/trail-3-points.json');
    await page.goto(recordLink(first));
    const t1 = await totals(page);
    await page.goto(recordLink(second));
    const notice = page.getByRole('status').filter({ hasText: 'Opened the game from the link' });
    await expect(notice).toContainText('Your previous game is kept in Recent games.');
    await notice.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => totals(page)).toEqual(t1);
    await page.getByText('Recent games on this device').click();
    await expect(page.locator('.nw-recent li').first()).toContainText('Carcassonne: New World');
  });

  test('a full storage: a corrupt saved tally that cannot be copied aside is said so, never overwritten, until discarded', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      if (sessionStorage.getItem('full') === 'no') return;
      // eslint-disable-next-line @typescript-eslint/unbound-method -- kept to be called with its storage below
      const real = Storage.prototype.setItem;
      Storage.prototype.setItem = function (k: string, v: string) {
        if (this === localStorage && k.includes('.unreadable'))
          throw new DOMException('full', 'QuotaExceededError');
        return real.call(this, k, v);
      };
    });
    await page.goto('/calculator/');
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('nwc.calculator.v1')))
      .toContain('new-world-tally');
    await page.evaluate(() => localStorage.setItem('nwc.calculator.v1', '{"format":"race-tally", broken'));
    await page.reload();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('could not be restored');
    await expect(alert).toContainText('could not be copied aside either');
    // A change is not saved over the entry.
    await page.getByRole('button', { name: '+ Trail' }).click();
    await expect(page.getByText(/Autosave failed/)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('nwc.calculator.v1'))).toBe(
      '{"format":"race-tally", broken',
    );
    await alert.getByRole('button', { name: 'Discard it' }).click();
    await page.getByRole('button', { name: '+ Town' }).click();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('nwc.calculator.v1')))
      .toContain('"town"');
  });

  test('two corrupt saved games in a row: the second is kept aside beside the first', async ({ page }) => {
    await page.goto('/sandbox/');
    await expect(page.getByRole('button', { name: /Start/ }).first()).toBeVisible();
    await page.evaluate(() => {
      localStorage.setItem('nwc.sandbox.v1.unreadable', 'first');
      localStorage.setItem('nwc.sandbox.v1', 'second');
    });
    await page.reload();
    await expect(page.getByRole('alert')).toContainText('under nwc.sandbox.v1.unreadable.2');
    expect(
      await page.evaluate(() => [
        localStorage.getItem('nwc.sandbox.v1.unreadable'),
        localStorage.getItem('nwc.sandbox.v1.unreadable.2'),
      ]),
    ).toEqual(['first', 'second']);
  });
});

test.describe('tabs and links agree', () => {
  test("two tabs: each follows the other's change, nothing is overwritten", async ({ context }) => {
    const a = await context.newPage();
    await a.goto('/calculator/');
    await expect(a.getByRole('button', { name: '+ Trail' })).toBeVisible();
    const b = await context.newPage();
    await b.goto('/calculator/');
    await expect(b.getByRole('button', { name: '+ Trail' })).toBeVisible();
    // Tab A adds a trail: tab B shows it.
    await a.getByRole('button', { name: '+ Trail' }).click();
    await expect(b.getByRole('group', { name: /^Line 1: Trail/ })).toBeVisible();
    // Tab B adds a player: tab A shows the player and still the trail.
    await b.getByRole('button', { name: 'Add a player' }).click();
    await expect(a.getByRole('textbox', { name: 'Name of player 3' })).toBeVisible();
    await expect(a.getByRole('group', { name: /^Line 1: Trail/ })).toBeVisible();
    const stored = await a.evaluate(() => JSON.parse(localStorage.getItem('nwc.calculator.v1')!));
    expect(stored.players).toHaveLength(3);
    expect(stored.features).toHaveLength(1);
  });

  // The tab that restores the saved game does not write it back (it used to, and on a busy machine
  // that write could land while the other tab's link was pending, which then followed it).
  test('two tabs of the sandbox: a game opened in one is shown in the other, and back', async ({
    context,
  }) => {
    const first = read('examples/surveyor-sequence.json');
    const second = read('examples/trail-3-points.json');
    const a = await context.newPage();
    await a.goto(recordLink(first));
    const t1 = await totals(a);
    const b = await context.newPage();
    await b.goto('/sandbox/');
    await expect.poll(() => totals(b)).toEqual(t1);
    await a.evaluate((h) => (location.hash = h), `#record=${payload(second)}`);
    await expect.poll(() => totals(b)).toEqual(cliTotals('score', second));
    await expect(b.locator('.status')).toContainText('Updated from another tab');
    const third = read('examples/town-8-points-flag.json');
    await b.evaluate((h) => (location.hash = h), `#record=${payload(third)}`);
    await expect.poll(() => totals(a)).toEqual(cliTotals('score', third));
  });

  // A reload right after a change (before the page's own save a moment later) used to open the
  // address bar's old link over the change saved on leaving: the change went to Recent instead.
  test('calculator: a change followed at once by a reload is what the reloaded page shows', async ({
    page,
  }) => {
    await page.goto(tallyLink(read('tallies/new-world-tally.json')));
    const before = await totals(page);
    const name = page.getByRole('textbox', { name: 'Name of player 2' });
    await name.fill('Ysolde');
    await name.press('Tab');
    await page.reload();
    await expect.poll(() => totals(page)).toEqual(before.map(([n, t]) => [n === 'Yellow' ? 'Ysolde' : n, t]));
    await expect(page).toHaveURL(/#tally=/);
    await expect(page.getByRole('status').filter({ hasText: 'Opened the tally from the link' })).toHaveCount(
      0,
    );
  });

  test('sandbox: a move taken back and the page reloaded at once: the reloaded game is the one without it', async ({
    page,
  }) => {
    const text = read('examples/surveyor-sequence.json');
    await page.goto(recordLink(text));
    await totals(page);
    const linked = new URL(page.url()).hash;
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await page.reload();
    // The saved game (one step shorter), not the old link's game, with the link of what it shows.
    await expect(page.locator('.status')).toContainText('Restored your saved game');
    await expect(page).toHaveURL(/#record=/);
    expect(new URL(page.url()).hash).not.toBe(linked);
  });

  test('a link pasted into the open page is opened (the one it replaces kept); a bad one gives the reason', async ({
    page,
  }) => {
    await page.goto(tallyLink(read('tallies/new-world-tally.json')));
    await totals(page);
    const race = read('tallies/race-tally.json');
    await page.evaluate((h) => (location.hash = h), `#tally=${payload(race)}`);
    await expect.poll(() => totals(page)).toEqual(cliTotals('tally', race));
    await expect(
      page.getByRole('status').filter({ hasText: 'Opened the tally from the link' }),
    ).toContainText('kept in Recent tallies');
    await page.evaluate(() => (location.hash = '#tally=%%%'));
    await expect(page.getByRole('alert')).toContainText(
      'This link is damaged or incomplete, so the tally in it could not be opened',
    );
    await expect.poll(() => totals(page)).toEqual(cliTotals('tally', race));
  });
});

test.describe('bad files and names get a clear reason', () => {
  const file = (name: string, bytes: Buffer) => ({ name, mimeType: 'application/json', buffer: bytes });

  test('calculator imports: UTF-16, invalid UTF-8, a duplicate key and a 3 MB file are refused with their reason; the tally is unchanged', async ({
    page,
  }) => {
    const good = read('tallies/new-world-tally.json');
    await page.goto(tallyLink(good));
    const before = await totals(page);
    const input = page.locator('input[type=file]');
    const cases: [string, Buffer, RegExp][] = [
      [
        'utf16.json',
        Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(good, 'utf16le')]),
        /utf16\.json could not be opened: the file is UTF-16 text; save it as UTF-8/,
      ],
      [
        'latin1.json',
        Buffer.from(good.replace('"Red"', '"Zoë"').replace('"Red"', '"Zoë"'), 'latin1'),
        /latin1\.json could not be opened: the file is not UTF-8 text: byte 0xEB at offset \d+/,
      ],
      [
        'twice.json',
        Buffer.from('{"format":"new-world-tally","format":"race-tally"}'),
        /twice\.json could not be opened: line 1, column 29: the key "format" appears twice in the same object/,
      ],
      [
        'big.json',
        Buffer.alloc(3 * 1024 * 1024, 0x20),
        /big\.json could not be opened: the file is 3\.0 MB; a game record or tally is at most 1 MB/,
      ],
    ];
    for (const [name, bytes, want] of cases) {
      await input.setInputFiles(file(name, bytes));
      await expect(page.getByRole('alert')).toContainText(want);
      expect(await page.getByRole('alert').innerText()).not.toContain('\u0000');
    }
    expect(await totals(page)).toEqual(before);
    expect(page.url().length).toBeLessThan(70_000);
  });

  test('a name that starts with an emoji or a right-to-left mark: its swatch shows a whole visible character', async ({
    page,
  }) => {
    await page.goto('/calculator/');
    const name = page.getByRole('textbox', { name: 'Name of player 1' });
    await name.fill('🦊 Fox');
    await name.press('Tab');
    const swatch = page.getByRole('table', { name: 'Scores' }).locator('tbody tr').first().locator('.swatch');
    await expect(swatch).toHaveText('🦊');
    const second = page.getByRole('textbox', { name: 'Name of player 2' });
    await second.fill('\u202eAnna');
    await second.press('Tab');
    await expect(
      page.getByRole('table', { name: 'Scores' }).locator('tbody tr').nth(1).locator('.swatch'),
    ).toHaveText('A');
  });
});
