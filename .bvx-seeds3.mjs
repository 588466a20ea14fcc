import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await b.newContext({ viewport: { width: 1280, height: 720 }, reducedMotion: 'reduce' });
const page = await ctx.newPage();
for (const dir of ['north', 'east', 'south', 'west']) {
  await page.goto('http://127.0.0.1:4441/sandbox/');
  const form = page.getByRole('form', { name: 'New game' });
  const again = page.getByRole('button', { name: 'New game' });
  await form.or(again).waitFor();
  if (!(await form.isVisible())) await again.click();
  await form.getByLabel('Carcassonne: New World').check();
  await form.getByLabel(/^Seed of the box/).fill('1');
  await form.getByLabel('Played by').nth(1).selectOption({ label: 'The computer, strong' });
  await form.getByRole('button', { name: 'Start' }).click();
  await page.getByRole('button', { name: 'Draw a tile' }).click();
  await page.locator('rect.spot.legal').first().click();
  await page.getByRole('button', { name: `Put a robber on the ${dir} of the new tile` }).click();
  await page.getByText('Red to play.').waitFor();
  console.log(dir, (await page.locator('.nw-log li').allInnerTexts()).join('\n  '));
}
await b.close();
