#!/usr/bin/env node
/**
 * What an island page runs while it hydrates, in headless Chromium with the CPU slowed 4× (as
 * Lighthouse's mobile profile): the long tasks after the first paint (their time over 50 ms summed,
 * as total blocking time counts them), the scripts loaded and their bytes, and the Intl formatters
 * made during the load (the first one wakes the browser's locale data, a long task on a slow phone).
 * Each page is loaded RUNS times in a fresh context; the median and the least are printed (on a busy
 * machine the least is the steadier figure).
 *   npm run build && npm run preview -- --port 4321 &
 *   node scripts/island-probe.mjs http://127.0.0.1:4321 /fr/calculator/ /calculator/
 *   RUNS=5 VERBOSE=1 node scripts/island-probe.mjs …   # VERBOSE: each script and long task of the last run
 * CHROME_PATH (default /usr/bin/chromium) chooses the browser.
 */
import { chromium } from '@playwright/test';

const [base, ...pages] = process.argv.slice(2);
if (!base || !pages.length) {
  console.error('usage: node scripts/island-probe.mjs BASE_URL PAGE...');
  process.exit(2);
}
const RUNS = Number(process.env.RUNS ?? 3);
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
const median = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];

for (const page of pages) {
  const blocking = [];
  let last = { scripts: [], tasks: [], intl: [] };
  for (let run = 0; run < RUNS; run++) {
    const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
    const p = await ctx.newPage();
    const cdp = await ctx.newCDPSession(p);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await p.addInitScript(() => {
      const w = /** @type {any} */ (window);
      w.__tasks = [];
      w.__intl = [];
      new PerformanceObserver((l) => {
        for (const e of l.getEntries()) w.__tasks.push([Math.round(e.startTime), Math.round(e.duration)]);
      }).observe({ type: 'longtask', buffered: true });
      for (const k of ['NumberFormat', 'PluralRules', 'ListFormat', 'DateTimeFormat']) {
        const made = Intl[k];
        Intl[k] = new Proxy(made, {
          construct(t, args) {
            const t0 = performance.now();
            const o = Reflect.construct(t, args);
            w.__intl.push(`${k}(${args[0]}) ${Math.round(performance.now() - t0)} ms`);
            return o;
          },
        });
      }
    });
    const scripts = [];
    p.on('response', async (res) => {
      if (!res.url().endsWith('.js')) return;
      const bytes = await res.body().then(
        (b) => b.length,
        () => 0,
      );
      scripts.push([res.url().replace(/^.*\//, ''), bytes]);
    });
    await p.goto(base + page, { waitUntil: 'load' });
    await p.waitForTimeout(5000);
    const { tasks, intl, fcp } = await p.evaluate(() => ({
      tasks: /** @type {any} */ (window).__tasks,
      intl: /** @type {any} */ (window).__intl,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    }));
    blocking.push(tasks.filter(([s]) => s >= fcp).reduce((n, [, d]) => n + Math.max(0, d - 50), 0));
    last = { scripts, tasks, intl };
    await ctx.close();
  }
  const kb = last.scripts.reduce((n, [, b]) => n + b, 0) / 1024;
  console.log(
    `${page.padEnd(34)} blocking after first paint: median ${median(blocking)} ms, least ${Math.min(...blocking)} ms ` +
      `(${blocking.join(', ')}); ${last.scripts.length} scripts, ${kb.toFixed(1)} KB; Intl made: ${last.intl.join(', ') || 'none'}`,
  );
  if (process.env.VERBOSE) {
    console.log(`  long tasks [start, ms]: ${JSON.stringify(last.tasks)}`);
    for (const [u, b] of last.scripts.sort((a, b) => b[1] - a[1]))
      console.log(`  ${(b / 1024).toFixed(1).padStart(6)} KB ${u}`);
  }
}
await browser.close();
