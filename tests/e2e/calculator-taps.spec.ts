/**
 * A tap after typing a player's name lands where the finger is (calculator, 360 × 740): leaving the
 * name field moves nothing on the page. A rename made when the field was left re-labelled the
 * colour menu and the points beside the name ("Jacquelineabc's colour" wrapped under the name) and
 * moved "+ Town" 77 px under the finger, so the first tap added nothing. Names are now renamed as
 * typed and the labels beside them are the same for every name; a name that cannot be a player's
 * is said when the field is left, the name from before given back.
 */
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { deflateRawSync } from 'node:zlib';
import { expect, test } from './reused';

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

const NAME = 'Jacquelineab'; // 12 letters
const tallyLink = (lang: string, file: string) =>
  `${lang}/calculator/#tally=${deflateRawSync(
    readFileSync(new URL(`../../content/tallies/${file}`, import.meta.url)),
  ).toString('base64url')}`;

/**
 * Where every button and fieldset of the calculator is on the page (scroll included); the bar fixed at the
 * foot of the screen aside (it is smaller while a field is being entered, by design: table-phone.spec.ts).
 */
const layout = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('.nw-calc fieldset, .nw-calc button, .nw-calc li')]
      .filter((e) => !e.closest('.nw-calc-foot'))
      .map((e) => {
        const r = e.getBoundingClientRect();
        return `${Math.round(r.top + scrollY)}:${Math.round(r.left)}:${Math.round(r.height)}`;
      }),
  );

for (const lang of ['', '/fr']) {
  test(`${lang || 'en'}: a 12-letter name, then the field left: "+ Town" has not moved and one tap adds a town line`, async ({
    page,
  }) => {
    await page.goto(`${lang}/calculator/`);
    const name = page.getByRole('textbox', { name: lang ? 'Nom du joueur 1' : 'Name of player 1' });
    await name.tap();
    await page.keyboard.press('Control+A');
    await page.keyboard.type(NAME);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('nwc.calculator.v1') ?? ''))
      .toContain(NAME);
    await page.waitForTimeout(500);
    const town = page.getByRole('button', { name: lang ? '+ Ville' : '+ Town' });
    await town.scrollIntoViewIfNeeded();
    const before = await town.boundingBox();
    const whole = await layout(page);
    await name.evaluate((e) => (e as HTMLInputElement).blur());
    await page.waitForTimeout(300);
    expect(await town.boundingBox()).toEqual(before);
    expect(await layout(page)).toEqual(whole);
    // Nothing covers it either (the bar at the foot grows back when the field is left).
    const b = before!;
    expect(
      await town.evaluate(
        (el, [x, y]) => el.contains(document.elementFromPoint(x, y)),
        [b.x + b.width / 2, b.y + b.height / 2],
      ),
    ).toBe(true);
    // The player is renamed, their colour menu named after them for screen readers.
    await expect(
      page.getByRole('combobox', { name: lang ? `Couleur de ${NAME}` : `${NAME}'s colour` }),
    ).toBeVisible();
    const lines = page.getByRole('group', { name: lang ? /^Ligne \d+\s:\s/ : /^Line \d+: / });
    await expect(lines).toHaveCount(0);
    await town.tap();
    await expect(lines).toHaveCount(1);
    await expect(lines.first()).toHaveAccessibleName(lang ? /^Ligne 1\s:\sVille/ : /^Line 1: Town/);
  });
}

test('a shared tally with lines: renaming a player and leaving the field moves nothing on the page', async ({
  page,
}) => {
  for (const file of [
    'new-world-tally.json',
    'race-tally.json',
    'discovery-tally.json',
    'conquest-tally.json',
  ]) {
    await page.goto(tallyLink('', file));
    await expect(page.locator('#nw-calc-result')).toBeVisible();
    const name = page.getByRole('textbox', { name: 'Name of player 1' });
    await name.fill(`${NAME}cdef`);
    // Renamed as typed: saved, and the page's link and result redrawn, before the field is left.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('nwc.calculator.v1') ?? ''))
      .toContain(`${NAME}cdef`);
    await page.waitForTimeout(500);
    const whole = await layout(page);
    await name.evaluate((e) => (e as HTMLInputElement).blur());
    await page.waitForTimeout(300);
    expect(await layout(page), file).toEqual(whole);
  }
});

test('a name already taken is said when the field is left, and the name from before comes back', async ({
  page,
}) => {
  await page.goto('/calculator/');
  const name = page.getByRole('textbox', { name: 'Name of player 1' });
  await name.fill('Blue');
  await name.press('Tab');
  await expect(page.getByText('Blue is already a player.')).toBeVisible();
  await expect(name).toHaveValue('Red');
  await expect(page.getByRole('combobox', { name: "Red's colour" })).toHaveValue('Red');
});
