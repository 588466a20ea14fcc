/**
 * One browser page per worker, reused from test to test, for the tests that only look at a page
 * (load it, read it, run axe): a new context and page for every one of ~150 such tests cost more
 * than many of the checks. Each set of options (phone width, dark theme) has its own context.
 *
 * Every document starts with empty storage, as in a new context: nothing a page saved (the
 * calculator and the sandbox save as they open) is seen by the next one. Console errors and
 * uncaught page errors are collected per test (`problems`, emptied when the test takes the page).
 */
import { test as base, type BrowserContextOptions, type Page } from '@playwright/test';

export interface Reused {
  page: Page;
  /** Console errors and uncaught page errors since the test took the page. */
  problems: string[];
}

type Options = Pick<BrowserContextOptions, 'viewport' | 'colorScheme'>;

export const test = base.extend<object, { reusedPage: (options?: Options) => Promise<Reused> }>({
  reusedPage: [
    async ({ browser }, use, workerInfo) => {
      const u = workerInfo.project.use;
      const open = new Map<string, Promise<Reused>>();
      await use((options = {}) => {
        const key = JSON.stringify(options);
        if (!open.has(key))
          open.set(
            key,
            (async () => {
              const context = await browser.newContext({
                baseURL: u.baseURL,
                serviceWorkers: u.serviceWorkers,
                userAgent: u.userAgent,
                viewport: u.viewport,
                deviceScaleFactor: u.deviceScaleFactor,
                isMobile: u.isMobile,
                hasTouch: u.hasTouch,
                ...options,
              });
              await context.addInitScript(() => {
                try {
                  localStorage.clear();
                  sessionStorage.clear();
                } catch {
                  /* storage unavailable: nothing to clear */
                }
              });
              const page = await context.newPage();
              const reused: Reused = { page, problems: [] };
              page.on('console', (m) => {
                if (m.type() === 'error') reused.problems.push(`console: ${m.text()}`);
              });
              page.on('pageerror', (e) => reused.problems.push(`pageerror: ${e.message}`));
              return reused;
            })(),
          );
        // Each test starts from a blank document: a link that differs from the last test's only
        // after the # is then a new page load, not a hash change in the page already open.
        return open.get(key)!.then(async (r) => {
          await r.page.goto('about:blank');
          r.problems.length = 0;
          return r;
        });
      });
      for (const r of open.values()) await (await r).page.context().close();
    },
    { scope: 'worker' },
  ],
});

export { expect } from '@playwright/test';
