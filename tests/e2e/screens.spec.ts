/**
 * The screen checker: a corpus of screen states, each looked at as a player would, in both languages, at a
 * phone's size (360 × 740) and a desktop's (1280 × 800), against the invariants of screen/check.js (whole
 * text, nothing covered, taps that land). One mechanism for every screen: a screen is checked by being
 * added to the corpus below, not by a test of its own. docs/testing.md, *The screen checker*, lists what the
 * corpus holds and how to add a screen; screen-checker.spec.ts shows each invariant failing on a planted defect.
 *
 * The corpus:
 * - every step of every lesson (its progress stored at that step, then the page opened), and the lesson done;
 * - every worked example's replay at its first and last step, and every step of three that hold the main kinds of
 *   step (SCREEN_ALL=1: every step of every example);
 * - the calculator with each game's example tallies (content/tallies/, opened by link) and with one line
 *   of every kind added;
 * - the sandbox at the start, the middle and the end of complete computer-played games of both rulesets
 *   (records made by the engine's computer players), and with the set-up editor open;
 * - the search page with results, and the 404s.
 * At each state: the text and what covers the pieces at the desktop size, then at the phone size; at a lesson's
 * first and last step, a replay's last step and every sandbox state, after Fit and zoomed out too; at a page's
 * first state, the taps (fields focused and left).
 */
import { appendFileSync, readFileSync, readdirSync } from 'node:fs';
import { deflateRawSync } from 'node:zlib';
import { expect, type Page } from '@playwright/test';
import { test } from './reused';
import { DIST } from './site';
import '../../src/engine/session/index';
import { parseLesson, lessonSlug } from '../../src/lib/content/lesson-schema';
import { playDiscovery, playNewWorld } from '../../src/engine/bots/index';

const CHECK = new URL('./screen/check.js', import.meta.url).pathname;
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 740 };
const LANGS = ['en', 'fr'] as const;
type Lang = (typeof LANGS)[number];
const at = (lang: Lang, path: string) => (lang === 'fr' ? `/fr${path}` : path);
const link = (value: unknown) => deflateRawSync(Buffer.from(JSON.stringify(value))).toString('base64url');

test.use({ reducedMotion: 'reduce' });

/** States looked at by the running test (a state: one screen, one language, one size, one view). */
let states = 0;

/** The islands hydrated (one that waits to be seen brought into view first) and the layout settled (two frames). */
async function settled(page: Page) {
  // An island that waits to be seen is brought into view (read in the page: it may hydrate meanwhile); one in
  // a part of the page not shown (a closed disclosure) waits until it is: not this state's.
  const islands = page.locator('astro-island[ssr]');
  for (let i = 0; i < 8; i++) {
    const left = await page.evaluate(() => {
      const shown = (e: Element): boolean =>
        e.getClientRects().length > 0 || [...e.children].some((c) => shown(c));
      const el = [...document.querySelectorAll('astro-island[ssr]')].find(shown);
      el?.scrollIntoView({ block: 'center' });
      return !!el;
    });
    if (!left) break;
    await expect(islands)
      .toHaveCount(0, { timeout: 3000 })
      .catch(() => {});
  }
  await page.evaluate(() => scrollTo(0, 0));
  await page.evaluate(
    () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(null)))),
  );
}

/** Every problem the invariants find in the page as it is now, at both sizes (Fit and zoom where a board has them). */
async function look(page: Page, lang: Lang, what: string, { taps = false, zoom = false } = {}) {
  const found: string[] = [];
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await settled(page);
    const tag = `${what} (${lang}, ${size.width}×${size.height})`;
    const run = async (mode: string) => {
      const p = await page.evaluate(
        ([l, m]) =>
          (window as unknown as { __screen: { check: (l: string, m: string) => string[] } }).__screen.check(
            l,
            m,
          ),
        [lang, mode],
      );
      found.push(...p.map((x) => `${tag}${mode === 'default' ? '' : ` [${mode}]`}: ${x}`));
      states++;
    };
    await run('default');
    if (taps) {
      const p = await page.evaluate(() =>
        (window as unknown as { __screen: { checkTaps: () => string[] } }).__screen.checkTaps(),
      );
      found.push(...p.map((x) => `${tag}: ${x}`));
    }
    const fit = page.locator('.nw-iboard .board-tools button').last();
    if (zoom && (await fit.count()) && (await fit.first().isVisible())) {
      await fit.first().click();
      await settled(page);
      await run('fit');
      await page.locator('.nw-iboard .board-tools button').nth(1).first().click();
      await page.locator('.nw-iboard .board-tools button').nth(1).first().click();
      await settled(page);
      await run('zoomed out');
    }
  }
  await page.setViewportSize(DESKTOP);
  // SCREEN_OUT=file: every problem also written there, a line each (to read a whole run's findings at once).
  if (process.env.SCREEN_OUT && found.length) appendFileSync(process.env.SCREEN_OUT, found.join('\n') + '\n');
  return found;
}

// With SCREEN_OUT, each test's count of states looked at is written there too ("# states N").
test.afterEach(() => {
  if (process.env.SCREEN_OUT) appendFileSync(process.env.SCREEN_OUT, `# states ${states}\n`);
  states = 0;
});

test.beforeEach(async ({ page }) => {
  await page.addInitScript({ path: CHECK });
  await page.setViewportSize(DESKTOP);
});

// ---- lessons: every step ----

const LESSON_DIR = new URL('../../content/lessons/', import.meta.url);
const LESSONS = readdirSync(LESSON_DIR)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => ({
    slug: lessonSlug(f),
    lesson: parseLesson(JSON.parse(readFileSync(new URL(f, LESSON_DIR), 'utf8')), f),
  }));

for (const { slug, lesson } of LESSONS)
  for (const lang of LANGS)
    test(`lesson ${slug}, every step (${lang})`, async ({ page }) => {
      test.setTimeout(180_000);
      const found: string[] = [];
      const n = lesson.steps.length;
      for (let step = 0; step <= n; step++) {
        const progress = { step, right: [], answered: [], done: step === n };
        await page.goto(at(lang, '/404.html'));
        await page.evaluate(
          ([k, v]) => localStorage.setItem(k, v),
          [`nwc.lesson.${slug}.v1`, JSON.stringify(progress)],
        );
        await page.goto(at(lang, `/learn/${slug}/`));
        await expect(page.locator('.nw-lesson')).toBeVisible();
        found.push(
          ...(await look(page, lang, `lesson ${slug}, step ${step}`, {
            taps: step === 0,
            zoom: step === 0 || step === n,
          })),
        );
      }
      expect(found, found.join('\n')).toEqual([]);
    });

// ---- worked examples: their replays' steps ----

const EXAMPLES = readdirSync(`${DIST}examples`, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();
/**
 * The examples looked at in every step of their replay (SCREEN_ALL=1: all of them); every other example is
 * looked at in its first and its last step. These three hold the kinds of step the replays show most: the
 * surveyors' sequence, a tie, The Discovery's final scoring.
 */
const EVERY_STEP = new Set(['surveyor-sequence', 'town-tie-12-each', 'discovery-final-scoring']);
const everyStep = (slug: string) => !!process.env.SCREEN_ALL || EVERY_STEP.has(slug);

for (const lang of LANGS)
  for (let i = 0; i < EXAMPLES.length; i += 6) {
    const group = EXAMPLES.slice(i, i + 6);
    test(`worked examples ${group[0]} … (${lang}), their steps`, async ({ page }) => {
      test.setTimeout(180_000);
      const found: string[] = [];
      for (const slug of group) {
        await page.goto(at(lang, `/examples/${slug}/`));
        await settled(page);
        const forward = page.locator('.nw-replay button', { hasText: /▶$/ }).first();
        for (let step = 0; step < 40; step++) {
          const last = !(await forward.count()) || (await forward.isDisabled());
          if (step === 0 || last || everyStep(slug))
            found.push(...(await look(page, lang, `example ${slug}, step ${step}`, { zoom: last })));
          if (last) break;
          await forward.click();
        }
      }
      expect(found, found.join('\n')).toEqual([]);
    });
  }

// ---- the calculator: each game's example tallies ----

const TALLY_DIR = new URL('../../content/tallies/', import.meta.url);
const TALLIES = readdirSync(TALLY_DIR).filter((f) => f.endsWith('.json'));

for (const lang of LANGS)
  test(`calculator, every example tally (${lang})`, async ({ page }) => {
    test.setTimeout(180_000);
    const found: string[] = [];
    const games = new Set<string>();
    for (const f of TALLIES) {
      const tally = JSON.parse(readFileSync(new URL(f, TALLY_DIR), 'utf8')) as { format?: string };
      await page.goto(at(lang, `/calculator/#tally=${link(tally)}`));
      await settled(page);
      const first = !games.has(String(tally.format));
      games.add(String(tally.format));
      found.push(...(await look(page, lang, `calculator ${f}`, { taps: first })));
    }
    expect(found, found.join('\n')).toEqual([]);
  });

// ---- the sandbox: start, middle and end of whole games; the set-up editor ----

const GAMES = {
  'new-world': playNewWorld({ seats: ['greedy', 'greedy'], seed: 7 }).record,
  discovery: playDiscovery({ seats: ['greedy', 'greedy', 'greedy'], seed: 11 }).record,
};

for (const [name, record] of Object.entries(GAMES))
  for (const lang of LANGS)
    test(`sandbox, a whole ${name} game: start, middle, end (${lang})`, async ({ page }) => {
      const found: string[] = [];
      const turns = record.turns as unknown[];
      const cuts = [
        ['start', 1],
        ['middle', Math.floor(turns.length / 2)],
        ['end', turns.length],
      ] as const;
      for (const [when, n] of cuts) {
        const cut = {
          ...record,
          turns: turns.slice(0, n),
          finish: n === turns.length ? record.finish : false,
        };
        await page.goto(at(lang, `/sandbox/#record=${link(cut)}`));
        await settled(page);
        await expect(page.locator('.status')).not.toBeEmpty();
        found.push(
          ...(await look(page, lang, `sandbox ${name} ${when}`, { taps: when === 'start', zoom: true })),
        );
        if (when === 'end') {
          const log = page.locator('main');
          await expect(log).toContainText(lang === 'fr' ? 'Décompte final' : 'Final scoring');
          await expect(page.locator('.status')).toContainText(lang === 'fr' ? /gagne|égalité/ : /wins|tie/);
        }
      }
      expect(found, found.join('\n')).toEqual([]);
    });

for (const lang of LANGS)
  test(`sandbox, the set-up editor open (${lang})`, async ({ page }) => {
    const start = { ...GAMES['new-world'], turns: GAMES['new-world'].turns.slice(0, 3), finish: false };
    await page.goto(at(lang, `/sandbox/#record=${link(start)}`));
    await settled(page);
    await page.getByRole('button', { name: /^(Set up a position|Mettre en place une position)$/ }).click();
    await expect(
      page.getByRole('region', { name: /^(Set up a position|Mettre en place une position)$/ }),
    ).toBeVisible();
    await settled(page);
    const found = await look(page, lang, 'sandbox set-up editor', { taps: true, zoom: true });
    expect(found, found.join('\n')).toEqual([]);
  });

// ---- search and the 404s ----

for (const lang of LANGS)
  test(`search with results, and the 404s (${lang})`, async ({ page }) => {
    const found: string[] = [];
    await page.goto(at(lang, `/search/?q=${lang === 'fr' ? 'ferme' : 'farm'}`));
    await settled(page);
    await expect(page.locator('main a[href*="/"]').first()).toBeVisible();
    found.push(...(await look(page, lang, 'search', { taps: true })));
    for (const path of ['/404/', '/no-such-page/']) {
      await page.goto(at(lang, path));
      await settled(page);
      found.push(...(await look(page, lang, `404 ${path}`)));
    }
    expect(found, found.join('\n')).toEqual([]);
  });
