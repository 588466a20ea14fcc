/**
 * One browser context and page per worker, reused from test to test, for the tests that import
 * `test` from here instead of from '@playwright/test'.
 *
 * Why: a new context for every test is most of what a short test costs. Measured on this 2-core
 * machine (.tmp-style loop, the calculator opened and hydrated, 10 times each, 3 rounds): a new
 * context and page each time 2.8–3.3 CPU-seconds, a new page in one context 1.4, the same page
 * 0.55. A new context starts a renderer, a storage partition and cold caches; the same page keeps
 * its renderer and the compiled scripts of the site.
 *
 * What each test still gets, as from a new context:
 * - a blank document (`about:blank`) and no storage: the site's local and session storage are
 *   emptied from one of its own documents (the site keeps nothing else: no IndexedDB or caches;
 *   the service-worker tests, offline.spec.ts, keep their own contexts);
 * - no listener, route or init script left by an earlier test; the context's viewport and media
 *   (a test that changed them had them put back); no other tab open in the context;
 * - its own context options: each set (phone width, touch, reduced motion, dark theme) has its own
 *   pooled context, made on first use.
 * A test that fails takes its worker with it (Playwright starts a new one), so a page left in a
 * bad state never reaches the next test.
 *
 * `reusedPage(options)` is for the tests that only load pages and read them, never reloading
 * (pages.spec.ts, the tally links, the reference and replay tests): its pooled context empties the
 * storage at the start of every document instead (no clearing step between tests), and it collects
 * console errors and uncaught page errors (`problems`) from the moment it is taken.
 */
import {
  test as base,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Disposable,
  type Page,
} from '@playwright/test';

export interface Reused {
  page: Page;
  /** Console errors and uncaught page errors since the test took the page. */
  problems: string[];
}

type Options = Pick<
  BrowserContextOptions,
  | 'viewport'
  | 'colorScheme'
  | 'reducedMotion'
  | 'hasTouch'
  | 'isMobile'
  | 'deviceScaleFactor'
  | 'userAgent'
  | 'baseURL'
  | 'serviceWorkers'
>;

interface Slot {
  context: BrowserContext;
  page: Page;
  options: Options;
  /** Every document of this context starts with empty storage (see `take`). */
  looking: boolean;
  /** Init scripts the test added to the page, removed before the next test. */
  scripts: Disposable[];
  /** The test emulated another media type, colour scheme or motion preference. */
  media: boolean;
}

/** Empties the document's local and session storage (run in the page). */
function emptyStorage(): void {
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch {
    /* storage unavailable (about:blank): nothing to clear */
  }
}

class Pool {
  private readonly slots = new Map<string, Promise<Slot>>();
  constructor(private readonly browser: Browser) {}

  /**
   * The pooled page for these options, reset for a new test. `looking`: for tests that load pages
   * and never reload them (pages.spec.ts): a context of its own whose every document starts with
   * empty storage, which spares the reset its clearing.
   */
  async take(options: Options, looking = false): Promise<Slot> {
    const key = JSON.stringify({ ...options, looking });
    if (!this.slots.has(key)) this.slots.set(key, this.open(options, looking));
    const slot = await this.slots.get(key)!;
    await this.reset(slot);
    return slot;
  }

  private async open(options: Options, looking: boolean): Promise<Slot> {
    const context = await this.browser.newContext(options);
    if (looking) await context.addInitScript(emptyStorage);
    const page = await context.newPage();
    const slot: Slot = { context, page, options, looking, scripts: [], media: false };
    // Init scripts a test adds are kept to be removed before the next test.
    const add = page.addInitScript.bind(page);
    page.addInitScript = (async (...args: Parameters<Page['addInitScript']>) => {
      const d = await add(...args);
      slot.scripts.push(d);
      return d;
    }) as Page['addInitScript'];
    const emulate = page.emulateMedia.bind(page);
    page.emulateMedia = (options) => {
      slot.media = true;
      return emulate(options);
    };
    return slot;
  }

  private async reset(slot: Slot): Promise<void> {
    const { context, page, options } = slot;
    for (const other of context.pages()) if (other !== page) await other.close();
    page.removeAllListeners();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    for (const d of slot.scripts.splice(0)) await d.dispose();
    await page.goto('about:blank');
    if (options.baseURL && !slot.looking) {
      // The site's local and session storage emptied from a document of the site itself (its icon,
      // which runs no script), after leaving the last test's page (a page may save as it is left).
      // Cleared from inside the renderer, so no copy of the storage it keeps can outlive the clearing.
      await page.goto(new URL('/favicon.svg', options.baseURL).href);
      await page.evaluate(emptyStorage);
      await page.goto('about:blank');
    }
    const size = page.viewportSize();
    if (
      options.viewport &&
      (size?.width !== options.viewport.width || size?.height !== options.viewport.height)
    )
      await page.setViewportSize(options.viewport);
    // Back to the context's own: its options, else Playwright's defaults (light, no preference, no media type).
    if (slot.media)
      await page.emulateMedia({
        media: null,
        colorScheme: options.colorScheme ?? 'light',
        reducedMotion: options.reducedMotion ?? 'no-preference',
      });
    slot.media = false;
  }

  async close(): Promise<void> {
    for (const slot of this.slots.values()) await (await slot).context.close();
  }
}

/**
 * A fetch of the site's icon from an opaque origin ('null'), blocked on the loopback test server by
 * Chromium's Private Network Access: no page of the site makes such a request (its icon links are
 * plain), so it is the browser's own (most likely its search-engine entry from the OpenSearch
 * description, read after a form is submitted), and it cannot happen on the https site. Seen as two
 * console errors naming `/favicon.svg` in the French computer-seat test's first try on 2026-11-28;
 * any other failed load still counts.
 */
function browsersOwnIconFetch(text: string, url: string): boolean {
  return (
    /\/favicon\.svg' from origin 'null'/.test(text) ||
    (text.startsWith('Failed to load resource') && url.endsWith('/favicon.svg'))
  );
}

export const test = base.extend<
  { pooledSlot: Slot },
  { pool: Pool; reusedPage: (options?: Pick<Options, 'viewport' | 'colorScheme'>) => Promise<Reused> }
>({
  pool: [
    async ({ browser }, use) => {
      const pool = new Pool(browser);
      await use(pool);
      await pool.close();
    },
    { scope: 'worker' },
  ],
  reusedPage: [
    async ({ pool }, use, workerInfo) => {
      const u = workerInfo.project.use;
      await use(async (options = {}) => {
        const slot = await pool.take({ ...projectOptions(u), ...options }, true);
        const reused: Reused = { page: slot.page, problems: [] };
        slot.page.on('console', (m) => {
          if (m.type() === 'error' && !browsersOwnIconFetch(m.text(), m.location().url))
            reused.problems.push(`console: ${m.text()}`);
        });
        slot.page.on('pageerror', (e) => reused.problems.push(`pageerror: ${e.message}`));
        return reused;
      });
    },
    { scope: 'worker' },
  ],
  pooledSlot: async (
    {
      pool,
      viewport,
      colorScheme,
      reducedMotion,
      hasTouch,
      isMobile,
      deviceScaleFactor,
      userAgent,
      baseURL,
      serviceWorkers,
    },
    use,
  ) => {
    await use(
      await pool.take({
        viewport,
        colorScheme,
        reducedMotion,
        hasTouch,
        isMobile,
        deviceScaleFactor,
        userAgent,
        baseURL,
        serviceWorkers,
      }),
    );
  },
  context: async ({ pooledSlot }, use) => {
    await use(pooledSlot.context);
  },
  page: async ({ pooledSlot }, use) => {
    await use(pooledSlot.page);
  },
});

/** The project's context options (the device and `use` of playwright.config.ts). */
function projectOptions(u: Options): Options {
  const {
    viewport,
    colorScheme,
    reducedMotion,
    hasTouch,
    isMobile,
    deviceScaleFactor,
    userAgent,
    baseURL,
    serviceWorkers,
  } = u;
  return {
    viewport,
    colorScheme,
    reducedMotion,
    hasTouch,
    isMobile,
    deviceScaleFactor,
    userAgent,
    baseURL,
    serviceWorkers,
  };
}

export { expect } from '@playwright/test';
