import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await b.newContext({ viewport: { width: 1280, height: 720 }, reducedMotion: 'reduce' });
const page = await ctx.newPage();
for (const seed of [1,2,3,4,5,6,7,8,9,10,11,12]) {
  await page.goto('http://127.0.0.1:4441/sandbox/');
  const form = page.getByRole('form', { name: 'New game' });
  const again = page.getByRole('button', { name: 'New game' });
  await form.or(again).waitFor();
  if (!(await form.isVisible())) await again.click();
  await form.getByLabel('Carcassonne: New World').check();
  await form.getByLabel(/^Seed of the box/).fill(String(seed));
  await form.getByLabel('Played by').nth(1).selectOption({ label: 'The computer, strong' });
  await form.getByRole('button', { name: 'Start' }).click();
  const res = [];
  for (let t = 0; t < 3; t++) {
    await page.getByRole('button', { name: 'Draw a tile' }).click();
    const legal = page.locator('rect.spot.legal');
    for (let i = 0; i < 4 && (await legal.count()) === 0; i++) await page.getByRole('button', { name: 'Rotate (R)' }).click();
    if (!(await legal.count())) { res.push('discard'); await page.getByRole('button', { name: /Discard/ }).click(); await page.getByText('Red to play.').waitFor(); continue; }
    await legal.first().click();
    const btn = page.getByRole('button', { name: /End the turn|Score and end the turn/ });
    const label = await btn.innerText();
    const n0 = await page.locator('.nw-log li').count();
    await btn.click();
    await page.getByText('Red to play.').waitFor();
    const log = await page.locator('.nw-log li').allInnerTexts();
    res.push(label.slice(0, 9) + ' red:' + log.slice(0, log.length - n0).filter(l => /Red scores/.test(l)).length + ' logs+' + (log.length - n0));
  }
  console.log(seed, res.join(' | '));
}
await b.close();
