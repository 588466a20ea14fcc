/**
 * Sharing a tally across the table (/calculator/, ShareTally.svelte): "Copy link" puts the page's
 * address in the clipboard, or shows it selected in a box when the browser will not copy; the QR
 * code, shown on demand, scans (read off a screenshot) as the address, and follows the tally; the
 * printed sheet has the date, the game, the link and the QR code, without the introduction, the
 * editors or the site's header; a phone in dark mode; axe with the QR code open.
 */
import { test as fresh, type Locator, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { expect, test } from './reused';
import { violations } from './axe';

const QR = 'QR code of the link to this tally';
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Opens the calculator, adds a trail and waits for the link to it in the address bar; returns that address. */
async function tallyWithTrail(page: Page): Promise<string> {
  await page.goto('/calculator/');
  await page.getByRole('button', { name: '+ Trail' }).click();
  // The link is rewritten a moment after the change: wait for the one that holds the trail.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('nwc.calculator.v1') ?? ''))
    .toContain('"type":"trail"');
  await expect.poll(() => page.evaluate(() => location.hash)).toMatch(/^#tally=[A-Za-z0-9_-]+$/);
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeEnabled();
  return page.evaluate(() => location.href);
}

/** Waits for the address bar to hold a link other than `old` (after a change the hash is cleared, then rewritten); returns it. */
async function newLink(page: Page, old: string): Promise<string> {
  const now = () => page.evaluate(() => (location.hash.startsWith('#tally=') ? location.href : ''));
  await expect.poll(async () => [old, ''].includes(await now())).toBe(false);
  return now();
}

/** What a QR decoder reads on the screen around `image` (a margin of the page around it included), or null. */
async function scan(page: Page, image: Locator): Promise<string | null> {
  await image.scrollIntoViewIfNeeded();
  const box = await image.boundingBox();
  if (!box) return null;
  const x = Math.max(0, box.x - 16);
  const y = Math.max(0, box.y - 16);
  const png = await page.screenshot({ clip: { x, y, width: box.width + 32, height: box.height + 32 } });
  const { data, width, height } = await page.evaluate(async (b64) => {
    const img = new Image();
    img.src = `data:image/png;base64,${b64}`;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const g = canvas.getContext('2d');
    if (!g) throw new Error('no 2D canvas');
    g.drawImage(img, 0, 0);
    // The pixels back as base64 (a list of numbers would be a million of them to send as JSON).
    const px = g.getImageData(0, 0, canvas.width, canvas.height).data;
    let bytes = '';
    for (let i = 0; i < px.length; i += 0x8000) bytes += String.fromCharCode(...px.subarray(i, i + 0x8000));
    return { data: btoa(bytes), width: canvas.width, height: canvas.height };
  }, png.toString('base64'));
  return jsQR(new Uint8ClampedArray(Buffer.from(data, 'base64')), width, height)?.data ?? null;
}

fresh.describe('with the clipboard allowed', () => {
  fresh.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  fresh('Copy link puts the address of the tally in the clipboard and says so', async ({ page }) => {
    const href = await tallyWithTrail(page);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Link copied.' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(href);
    expect(await page.evaluate(() => location.href)).toBe(href);
    await expect(page.getByRole('textbox', { name: 'Link to this tally' })).toHaveCount(0);
  });
});

test('when the browser will not copy, the link is shown selected in a box to copy by hand', async ({
  page,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: {
        writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')),
      },
    });
  });
  const href = await tallyWithTrail(page);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copy it from the box below.' })).toBeVisible();
  const box = page.getByRole('textbox', { name: 'Link to this tally' });
  await expect(box).toHaveValue(href);
  await expect(box).toBeFocused();
  await expect(box).toHaveAttribute('readonly', '');
  expect(await box.evaluate((i: HTMLInputElement) => [i.selectionStart, i.selectionEnd])).toEqual([
    0,
    href.length,
  ]);
});

test('before there is a link, both buttons are disabled with a reason', async ({ page }) => {
  // The link is written a moment after the calculator opens, once its payload is compressed: a
  // compression that never ends keeps the page without a link.
  await page.addInitScript(() => {
    class Endless extends TransformStream {
      constructor() {
        super({ transform: () => {}, flush: () => new Promise<void>(() => {}) });
      }
    }
    Object.defineProperty(window, 'CompressionStream', { value: Endless });
  });
  await page.goto('/calculator/');
  await expect(page.getByRole('button', { name: '+ Trail' })).toBeVisible();
  for (const name of ['Copy link', /^Show QR code/]) {
    const b = page.getByRole('button', { name });
    await expect(b).toBeDisabled();
    await expect(b).toHaveAccessibleDescription(/No link to share yet/);
  }
});

test('the QR code: shown on demand, named, scans as the address, follows the tally; axe passes', async ({
  page,
}) => {
  const href = await tallyWithTrail(page);
  const toggle = page.getByRole('button', { name: 'Show QR code' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('img', { name: QR })).toHaveCount(0);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const image = page.getByRole('img', { name: QR });
  await expect(image).toBeVisible();
  const box = await image.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(215);
  expect(box?.height).toBeCloseTo(box?.width ?? 0, 0);
  await expect(image.locator('path')).toHaveAttribute('d', /^[Mhvz0-9 -]+$/);
  expect(await scan(page, image)).toBe(href);
  expect(await violations(page)).toEqual([]);

  // Another change: the QR code on screen is the new link's.
  await page.getByRole('button', { name: '+ Town' }).click();
  const latest = await newLink(page, href);
  await expect.poll(() => scan(page, image)).toBe(latest);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(image).toBeHidden();
});

test('the printed sheet: the date, the game, the link and its QR code; no introduction, editors or header', async ({
  page,
}) => {
  const href = await tallyWithTrail(page);
  const now = new Date();
  const today = `${now.getDate()} ${MONTHS[now.getMonth()]} ${now.getFullYear()}`;
  // The QR code is drawn ahead of printing (in an idle moment): on paper without being opened first.
  await page.emulateMedia({ media: 'print' });
  const heading = page.getByRole('heading', { name: `Carcassonne: New World, ${today}` });
  await expect(heading).toBeVisible();
  await expect(page.getByText(href, { exact: true })).toBeVisible();
  const image = page.getByRole('img', { name: QR });
  await expect(image).toBeVisible();
  expect(await scan(page, image)).toBe(href);
  // The sheet's heading comes before the result.
  const result = await page.getByRole('heading', { name: /^Result:/ }).boundingBox();
  expect((await heading.boundingBox())?.y).toBeLessThan(result?.y ?? 0);
  await expect(page.getByRole('table', { name: 'Scores' })).toBeVisible();
  await expect(page.getByText(/^Read each feature off the table/)).toBeHidden();
  for (const name of ['+ Trail', 'Copy link', 'Show QR code', 'Print score sheet'])
    await expect(page.getByRole('button', { name })).toBeHidden();
  await expect(page.locator('header.header')).toBeHidden();
  await expect(page.locator('#starlight__sidebar')).toBeHidden();

  // On screen again: the sheet's heading is not there, the introduction is.
  await page.emulateMedia({ media: 'screen' });
  await expect(heading).toBeHidden();
  await expect(page.getByText(/^Read each feature off the table/)).toBeVisible();
});

test('the printed sheet is right even when printed at once: beforeprint draws the QR code of the latest link', async ({
  page,
}) => {
  const href = await tallyWithTrail(page);
  // The encoder is loaded (idle), then a change; printing comes before the redraw would (settling delay).
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').some((r) => /\/qr\.[\w-]+\.js$/.test(r.name)),
      ),
    )
    .toBe(true);
  await page.getByRole('button', { name: '+ Town' }).click();
  const latest = await newLink(page, href);
  await page.emulateMedia({ media: 'print' });
  // As a browser does: the event, then the page laid out for print at once (no waiting here).
  const image = page.getByRole('img', { name: QR });
  expect(
    await page.evaluate(() => {
      window.dispatchEvent(new Event('beforeprint'));
      return [...document.querySelectorAll('.nw-share-print svg[role="img"]')].some(
        (e) => e.getBoundingClientRect().width > 0,
      );
    }),
  ).toBe(true);
  expect(await image.isVisible()).toBe(true);
  expect(await scan(page, image)).toBe(latest);
});

test.describe('on a phone in dark mode', () => {
  test.use({ viewport: { width: 360, height: 740 }, colorScheme: 'dark' });

  test('the panel fits, its buttons are 44 px high, the QR code is black on white and scans', async ({
    page,
  }) => {
    const href = await tallyWithTrail(page);
    await page.getByRole('button', { name: 'Show QR code' }).click();
    const image = page.getByRole('img', { name: QR });
    await expect(image).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    for (const name of ['Copy link', 'Show QR code'])
      expect((await page.getByRole('button', { name }).boundingBox())?.height).toBeGreaterThanOrEqual(44);
    expect((await image.boundingBox())?.width).toBeGreaterThanOrEqual(215);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(await scan(page, image)).toBe(href);
  });
});
