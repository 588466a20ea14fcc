/**
 * Offline use through the service worker (@vite-pwa/astro): once a page has been visited, the
 * calculators, the rules pages and the search index load with the network cut, and the web app
 * manifest makes the site installable; a new version put up while tabs are open never takes
 * anyone's work (issue 29: the update prompt reloads only the tab that asks).
 *
 * The worker's first install precaches the whole site (about 32 MB, 700 files): the costliest step
 * of these tests by far. So they share one install: the build deployed to a server of its own
 * (deploy.ts: the update test puts a new version up by changing a file) and one browser context, a
 * phone's (360 px wide, touch) in which the first test sees the worker installed, as a phone's
 * first visit does: the banner that then says the site works offline covers no control (issue 31,
 * point 9). The tests run in order in one worker (the update test last: it changes the deployed
 * site), the others each in a new page of that context at a computer's width (1280 × 720), with
 * the site's storage emptied at its start and the network back on at its end.
 */
import { appendFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { devices, expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { deploy, type Deployed } from './deploy';
import { halfBuiltSetup, newGame } from './sandbox-steps';

// An upper bound, not a wait: the worker precaches the whole site first, which on a busy 2-core
// machine (a build beside the tests) took more than the default minute.
test.describe.configure({ mode: 'serial', timeout: 150_000 });

let site: Deployed;
let context: BrowserContext;
const PHONE = { width: 360, height: 740 };
const COMPUTER = { width: 1280, height: 720 };

test.beforeAll(async ({ browser }) => {
  site = await deploy();
  context = await browser.newContext({
    ...devices['Desktop Chrome'],
    viewport: PHONE,
    hasTouch: true,
    baseURL: site.origin,
    serviceWorkers: 'allow',
    reducedMotion: 'reduce',
  });
});

test.afterAll(async () => {
  await context?.close();
  site?.close();
});

/** In the page: what the offline banner is drawn over (each control it meets, tested at the middle of their common part); null: no banner. */
function covered(): string[] | null {
  const banner = document.getElementById('nw-pwa-banner');
  if (!banner) return null;
  const r = banner.getBoundingClientRect();
  const out: string[] = [];
  for (const c of document.querySelectorAll<HTMLElement>(
    'a, button, input, select, summary, textarea, [tabindex]',
  )) {
    if (banner.contains(c)) continue;
    const q = c.getBoundingClientRect();
    const [x0, x1, y0, y1] = [
      Math.max(r.left, q.left),
      Math.min(r.right, q.right),
      Math.max(r.top, q.top),
      Math.min(r.bottom, q.bottom),
    ];
    if (x0 >= x1 || y0 >= y1) continue;
    const hit = document.elementFromPoint((x0 + x1) / 2, (y0 + y1) / 2);
    if (hit && banner.contains(hit))
      out.push(c.textContent?.trim().slice(0, 30) || c.getAttribute('aria-label') || c.tagName);
  }
  return out;
}

// First: the site's first visit on this phone, which installs the worker the other tests share.
test('on a phone, "works offline" covers no button, link or field, at the top of the page or further down', async () => {
  const page = await context.newPage();
  await page.goto('/sandbox/');
  const form = page.getByRole('form', { name: 'New game' });
  await expect(form).toBeVisible();
  await form.getByRole('button', { name: 'Start' }).scrollIntoViewIfNeeded();
  const first = await page.waitForFunction(covered, undefined, { timeout: 120_000 });
  expect(await first.jsonValue()).toEqual([]);
  await expect(page.locator('#nw-pwa-banner')).toContainText('This site now works offline on this device.');
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await page.evaluate(covered)).toEqual([]);
  await expect(page.locator('#nw-pwa-banner')).toBeInViewport();
  // Installed and active: it controls the pages opened after this.
  await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
});

/** A new page of the shared context at a computer's width, controlled by the worker, with the site's storage empty. */
async function freshPage(): Promise<Page> {
  for (const other of context.pages()) await other.close();
  await context.setOffline(false);
  const page = await context.newPage();
  await page.setViewportSize(COMPUTER);
  await page.goto('/favicon.svg');
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  return page;
}

test('after one visit: the calculator, a rules page and search work offline', async () => {
  const page = await freshPage();
  await page.goto('/calculator/');
  expect(await page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await context.setOffline(true);
  await page.reload();
  // A completed trail of 3 tiles with Red's robber (the editor, loaded on demand, comes from the cache too).
  await page.getByRole('button', { name: '+ Trail' }).click();
  await page.keyboard.type('3');
  await page.getByRole('button', { name: "Red's robbers: one more" }).click();
  const table = page.getByRole('table', { name: 'Scores' });
  await expect(table.locator('tbody tr').first().locator('td').last()).toHaveText('3');
  // The share panel, loaded in an idle moment, is there offline too.
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
  await page.goto('/surveyors/movement/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Both languages are in the offline cache: a French rules page and the French calculator.
  await page.goto('/fr/surveyors/movement/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Comment avancent les arpenteurs');
  await page.goto('/fr/calculator/');
  await expect(page.getByRole('table', { name: 'Scores' })).toBeVisible();
  await page.goto('/rules/turn/');
  // Search, offline: the Pagefind index comes from the service worker's cache.
  await page.locator('nw-search:defined').waitFor({ state: 'attached', timeout: 15_000 });
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await dialog.getByRole('searchbox').fill('trading post');
  await expect(
    dialog.getByRole('list', { name: 'Search results' }).locator(':scope > li').first(),
  ).toBeVisible({ timeout: 15_000 });
  // The search page too, with a question worded as players ask it.
  await page.goto('/search/?q=' + encodeURIComponent('what is an inn worth if the road is not done'));
  await expect(page.getByRole('list', { name: 'Search results' }).locator(':scope > li').first()).toBeVisible(
    { timeout: 15_000 },
  );
  await context.setOffline(false);
});

test('offline, every address a person can type: without the slash, with a query, with index.html, in both languages; a link keeps its hash', async () => {
  const page = await freshPage();
  await page.goto('/calculator/');
  expect(await page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await context.setOffline(true);
  // The sandbox's new-game form (or, with a game restored, its button); the calculator's scores table.
  const sandbox = (name: string) => () =>
    page.getByRole('form', { name }).or(page.getByRole('button', { name }));
  const calculator = () => page.getByRole('table', { name: 'Scores' });
  const visits: [string, () => Locator][] = [
    ['/sandbox', sandbox('New game')],
    ['/calculator/?ref=x', calculator],
    ['/sandbox/index.html', sandbox('New game')],
    ['/rules/turn?utm_source=mail&ref=x', () => page.getByRole('heading', { level: 1 })],
    ['/fr/calculator', calculator],
    ['/fr/sandbox/index.html?ref=x', sandbox('Nouvelle partie')],
  ];
  // Every address is tried, and the ones that fail are named together.
  const failed: string[] = [];
  for (const [address, shown] of visits) {
    const ok = await page
      .goto(address)
      .then(() => shown().waitFor({ timeout: 15_000 }))
      .then(
        () => true,
        () => false,
      );
    if (!ok) failed.push(address);
  }
  expect(failed).toEqual([]);
  // A tally link typed without the slash and with a query: its hash still reaches the page.
  const tally = readFileSync(new URL('../../content/tallies/conquest-tally.json', import.meta.url));
  await page.goto(`/calculator?ref=x#tally=${deflateRawSync(tally).toString('base64url')}`);
  await expect(page.getByRole('table', { name: 'Scores' }).locator('tbody tr td:last-child')).toHaveText([
    '4',
    '11',
  ]);
  // The address bar shows the page's own address, as a static host would.
  await expect(page).toHaveURL(/\/calculator\/\?ref=x#tally=/);
  await context.setOffline(false);
});

// Last: it puts a new version of the site up.
test('the update prompt never takes work: "Load it" reloads only the tab that asked; the other keeps its set-up position, says so, and restores it after its own reload', async () => {
  // Tab A: the calculator, with a scratch line open and 3 tiles typed.
  const page = await freshPage();
  await page.goto('/calculator/');
  expect(await page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await page.getByRole('button', { name: /Score one feature now/ }).click();
  const scratch = page.getByRole('region', { name: 'Score one feature now' });
  await scratch.getByRole('button', { name: 'Town', exact: true }).click();
  await page.keyboard.type('3');
  await expect(scratch.getByRole('spinbutton').first()).toHaveValue('3');
  // Tab B: the sandbox, a set-up position half-built.
  const b = await context.newPage();
  await b.setViewportSize(COMPUTER);
  await b.goto('/sandbox/');
  await newGame(b);
  await halfBuiltSetup(b);
  await b.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
  // A new version goes up; tab A is told and asks for it.
  appendFileSync(join(site.dir, 'sw.js'), `\n// build ${Date.now()}\n`);
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
  const banner = page.locator('#nw-pwa-banner');
  await expect(banner).toContainText('A new version of this site is available.', { timeout: 30_000 });
  await expect(banner).toHaveAttribute('role', 'status');
  await Promise.all([page.waitForEvent('load'), banner.getByRole('button', { name: 'Load it' }).click()]);
  // Tab A reloaded, and its scratch line is back with what was typed.
  await expect(
    page.getByRole('region', { name: 'Score one feature now' }).getByRole('spinbutton').first(),
  ).toHaveValue('3');
  // Tab B was not reloaded: it says a new version was loaded elsewhere, its editor is still open.
  const bb = b.locator('#nw-pwa-banner');
  await expect(bb).toContainText('A new version of this site was loaded in another tab');
  expect(await b.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
  await expect(b.getByRole('region', { name: 'Set up a position' })).toBeVisible();
  // Its own reload, when the player asks: the half-built position comes back.
  await Promise.all([b.waitForEvent('load'), bb.getByRole('button', { name: 'Reload' }).click()]);
  const ed = b.getByRole('region', { name: 'Set up a position' });
  await expect(ed).toBeVisible();
  await ed.getByRole('button', { name: 'Play from this position' }).click();
  await expect(b.locator('.status')).toContainText('Playing on from the position you set up');
  // Saved a moment after the change: the position played on holds the tile put before the reload.
  const placed = () =>
    b.evaluate(() =>
      JSON.parse(localStorage.getItem('nwc.sandbox.v1') ?? '{}').record?.setup?.placed?.map(
        (p: { tile: string }) => p.tile,
      ),
    );
  await expect.poll(placed).toEqual(['K']);
});

test('the web app manifest names the site, its start page and its icons', async ({ request }) => {
  const res = await request.get('/manifest.webmanifest');
  expect(res.ok()).toBe(true);
  const m = await res.json();
  expect(m.name).toBe('New World Companion');
  expect(m.start_url).toBe('/');
  expect(m.display).toBe('standalone');
  expect(m.icons.map((i: { sizes: string }) => i.sizes)).toEqual(
    expect.arrayContaining(['192x192', '512x512']),
  );
});
