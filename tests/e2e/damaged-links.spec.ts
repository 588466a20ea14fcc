/**
 * A damaged or incomplete link (a "%" in it, cut short) on the calculator and the sandbox, in both
 * languages, at a computer's and a phone's size: the page says at its top, in view without
 * scrolling, that the link is damaged or incomplete and to copy it whole; the step that failed
 * ("not base64url", "DEFLATE") is only inside the closed "For tool builders" disclosure.
 */
import type { Page } from '@playwright/test';
import { deflateRawSync } from 'node:zlib';
import { expect, test } from './reused';

const whole = deflateRawSync(
  Buffer.from(
    JSON.stringify({ format: 'new-world-tally', version: 1, players: ['Red', 'Blue'], features: [] }),
  ),
).toString('base64url');
const LINKS = [
  ['calculator', '#tally=abc%20def'],
  ['calculator', `#tally=${whole.slice(0, Math.floor(whole.length / 2))}`],
  ['sandbox', '#record=abc%20def'],
] as const;
const SIZES = [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
];
const WORDS = {
  en: { said: /This link is damaged or incomplete/, copy: 'Copy the whole link', tools: 'For tool builders' },
  fr: {
    said: /Ce lien est endommagé ou incomplet/,
    copy: 'Copiez le lien en entier',
    tools: 'Pour les développeurs d’outils',
  },
};
const TECHNICAL = /base64|DEFLATE|décompress|JSON|the character|le caractère/i;

async function inView(page: Page, what: string) {
  const alert = page.getByRole('alert');
  await expect(alert).toBeVisible();
  const box = (await alert.boundingBox())!;
  const size = page.viewportSize()!;
  expect(box.y, what).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, what).toBeLessThanOrEqual(size.height);
  // At the top of the page's content: above its introduction and the tool.
  const below = await page.evaluate(
    (top) =>
      [...document.querySelectorAll('main .sl-markdown-content > *')]
        .filter((e) => e.getAttribute('role') !== 'alert')
        .map((e) => e.getBoundingClientRect())
        .filter((r) => r.height > 0)
        .every((r) => r.top >= top),
    box.y,
  );
  expect(below, `${what}: the notice comes before the page's content`).toBe(true);
}

for (const size of SIZES)
  for (const lang of ['en', 'fr'] as const)
    test(`${lang}, ${size.width} × ${size.height}: a damaged link is said in plain words at the top of the page, in view`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      const w = WORDS[lang];
      for (const [tool, hash] of LINKS) {
        const what = `${tool} ${hash}`;
        // Opened as a new page (a link changed in the open page is a hashchange, its notice in the foot).
        await page.goto('about:blank');
        await page.goto(`${lang === 'fr' ? '/fr' : ''}/${tool}/${hash}`);
        await inView(page, what);
        const alert = page.getByRole('alert');
        await expect(alert).toContainText(w.said);
        await expect(alert).toContainText(w.copy);
        const text = await alert.locator(':scope > p').first().innerText();
        expect(text, what).not.toMatch(TECHNICAL);
        // The step that failed, for tool builders only, in the closed disclosure.
        const tools = alert.locator('details');
        await expect(tools.locator('summary')).toHaveText(w.tools);
        await expect(tools).not.toHaveAttribute('open', /.*/);
        await expect(tools.locator('code')).toHaveText(/base64url|DEFLATE/);
        await alert.getByRole('button', { name: lang === 'fr' ? 'Fermer' : 'Dismiss' }).click();
        await expect(page.getByRole('alert')).toHaveCount(0);
      }
    });
