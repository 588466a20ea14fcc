#!/usr/bin/env node
/**
 * The sandbox's legal-spot hints in the browser: press R on the board (the tile in hand turns and
 * the squares where it fits are redrawn) and time until the next animation frame, 60 times on a
 * mid-game position. Debian's Chromium, against the built dist/ served by `astro preview`.
 *   npm run build && node scripts/hint-timing.mjs
 */
import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';

const PORT = 4397;
const server = spawn('npx', ['astro', 'preview', '--host', '127.0.0.1', '--port', String(PORT)], {
  stdio: 'ignore',
  detached: true,
});
const stop = () => {
  try {
    process.kill(-server.pid);
  } catch {
    /* gone */
  }
};
try {
  for (let i = 0; i < 60; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/`)).ok) break;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const page = await browser.newPage({ reducedMotion: 'reduce' });
  await page.goto(`http://127.0.0.1:${PORT}/sandbox/`);
  await page.getByRole('form', { name: 'New game' }).getByRole('button', { name: 'Start' }).click();
  // Twelve turns first, so the table has a frontier worth searching.
  for (let t = 0; t < 12; t++) {
    await page.getByRole('button', { name: 'Draw a tile' }).click();
    for (let i = 0; i < 4 && (await page.locator('rect.spot.legal').count()) === 0; i++)
      await page.getByRole('button', { name: 'Rotate (R)' }).click();
    if ((await page.locator('rect.spot.legal').count()) === 0) {
      await page.getByRole('button', { name: 'Discard it' }).click();
      continue;
    }
    await page.locator('rect.spot.legal').first().click();
    await page.getByRole('button', { name: /End the turn|Score and end the turn/ }).click();
  }
  await page.getByRole('button', { name: 'Draw a tile' }).click();
  const times = await page.evaluate(async () => {
    const board = document.querySelector('svg[role="application"]');
    const out = [];
    for (let i = 0; i < 60; i++) {
      await new Promise((r) => requestAnimationFrame(() => r()));
      const t0 = performance.now();
      board.dispatchEvent(new KeyboardEvent('keydown', { key: 'r', bubbles: true }));
      await new Promise((r) => requestAnimationFrame(() => r()));
      out.push(performance.now() - t0);
    }
    return out.sort((a, b) => a - b);
  });
  await browser.close();
  const at = (q) => times[Math.min(times.length - 1, Math.floor(times.length * q))].toFixed(1);
  console.log(
    `Sandbox hint after R (turn + redraw of the fitting squares, until the next frame): median ${at(0.5)} ms, 95th percentile ${at(0.95)} ms, worst ${times.at(-1).toFixed(1)} ms over ${times.length} presses (a frame is 16.7 ms)`,
  );
} finally {
  stop();
}
