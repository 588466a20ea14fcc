/**
 * A refused tally on the French calculator reads French only (issue 30, item 1): opened by its
 * link (#tally=…) or from a file, the engine's refusal (here a Race tally whose `hands.Red.lap` is
 * 7) is said from its data through the French catalog; the engine's English words, naming the
 * place for tool builders, are shown only inside a disclosure. The link's and the file's notice
 * are the keeper's (src/lib/keep, src/lib/io/reasons.ts: its `refused` reason); the result's own
 * refusal is the calculator's (TallyResult.svelte, tests/components/calculator-refused-fr.test.ts).
 */
import { deflateRawSync } from 'node:zlib';
import type { Locator } from '@playwright/test';
import { expect, test } from './reused';

const LAP_7 = JSON.stringify({
  format: 'race-tally',
  version: 1,
  players: ['Red', 'Blue'],
  hands: { Red: { lap: 7 } },
});
const link = (text: string) =>
  `/fr/calculator/#tally=${deflateRawSync(Buffer.from(text)).toString('base64url')}`;

/** English a French reader should not meet (the game's name, kept as its box prints it, aside). */
const ENGLISH = /\b(must|not|the|side|card|face up|without|could|opened|tally|unchanged|Red|Blue)\b/;

/** The text of `box` outside any disclosure. */
const outside = (box: Locator) =>
  box.evaluate((el) => {
    const copy = el.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('details').forEach((d) => d.remove());
    return copy.textContent ?? '';
  });

test('a Race tally with hands.Red.lap = 7, opened by its link: refused in French, the engine’s words in a disclosure', async ({
  page,
}) => {
  await page.goto(link(LAP_7));
  const alert = page.getByRole('alert').filter({ hasText: '0, 50 ou 100' });
  await expect(alert).toBeVisible();
  const seen = (await outside(alert)).replace('Race to the New Found Land', '');
  expect(seen).toContain(
    'doit valoir 0, 50 ou 100 (la face visible de la carte 50/100, ou 0 sans carte), pas 7',
  );
  expect(seen).not.toMatch(ENGLISH);
  expect(seen).not.toContain('hands.');
  // The engine's words, for tool builders, on request.
  const details = alert.locator('details');
  await expect(details).toHaveCount(1);
  await details.locator('summary').click();
  await expect(details).toContainText('hands.Red.lap');
});

test('the same tally loaded from a file: refused in French', async ({ page }) => {
  await page.goto('/fr/calculator/');
  await page.getByText('Importer un fichier').waitFor();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'lap.json', mimeType: 'application/json', buffer: Buffer.from(LAP_7) });
  const alert = page.getByRole('alert').filter({ hasText: '0, 50 ou 100' });
  await expect(alert).toBeVisible();
  const seen = (await outside(alert)).replace('Race to the New Found Land', '').replace('lap.json', '');
  expect(seen).not.toMatch(ENGLISH);
  expect(seen).not.toContain('hands.');
});
