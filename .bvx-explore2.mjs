import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await b.newContext({ viewport: { width: Number(process.env.W||1280), height: Number(process.env.H||800) }, reducedMotion: 'reduce' });
const page = await ctx.newPage();
await page.goto('http://127.0.0.1:4441/sandbox/');
const form = page.getByRole('form', { name: 'New game' });
await form.waitFor();
await form.getByLabel('Carcassonne: New World').check();
await form.getByLabel(/^Seed of the box/).fill('8');
await form.getByLabel('Played by').nth(1).selectOption({ label: 'The computer, strong' });
await form.getByRole('button', { name: 'Start' }).click();
for (let turn = 0; turn < Number(process.env.N||12); turn++) {
  await page.getByRole('button', { name: 'Draw a tile' }).click();
  const legal = page.locator('rect.spot.legal');
  for (let i = 0; i < 4 && (await legal.count()) === 0; i++) await page.getByRole('button', { name: 'Rotate (R)' }).click();
  if ((await legal.count()) === 0) { await page.getByRole('button', { name: /Discard/ }).click(); }
  else { await legal.first().click(); await page.getByRole('button', { name: /End the turn|Score and end the turn/ }).click(); }
  await page.getByText('Red to play.').waitFor();
}
await page.getByRole('button', { name: 'Draw a tile' }).click();
const info = () => page.evaluate(() => {
  const svg = document.querySelector('.nw-iboard > svg');
  const [x, y, w, h] = svg.getAttribute('viewBox').split(' ').map(Number);
  const legal = [...document.querySelectorAll('rect.spot.legal')].map((r) => [Number(r.getAttribute('x')), Number(r.getAttribute('y'))]);
  const out = legal.filter(([lx, ly]) => lx < x || lx + 92 > x + w || ly < y || ly + 92 > y + h);
  const c = document.querySelector('.nw-iboard .cursor');
  return { vb: [x, y, w, h], legal: legal.length, outside: out, cursor: c && [c.getAttribute('x'), c.getAttribute('y')] };
});
for (let i = 0; i < 4 && (await info()).outside.length === 0; i++) await page.getByRole('button', { name: 'Rotate (R)' }).click();
console.log(JSON.stringify(await info()));
await page.locator('.nw-iboard > svg').focus();
for (let i = 0; i < 12; i++) { await page.keyboard.press('n'); console.log(JSON.stringify(await info())); }
await page.screenshot({ path: '/tmp/bvx/shot.png' });
await b.close();
