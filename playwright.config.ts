import { defineConfig, devices } from '@playwright/test';

// E2E_PORT / E2E_DIST: serve another build on another port (two builds tested side by side).
const PORT = Number(process.env.E2E_PORT || 4329);
const SUB_PORT = PORT + 1;
const isCI = !!process.env.CI;
const SERVE = process.env.E2E_SERVE ?? 'both';
// Workers: E2E_WORKERS, else 2.
const WORKERS = Number(process.env.E2E_WORKERS) || 2;

/**
 * Chromium features switched off. Chromium reads one `--disable-features` list (the last given), so
 * this repeats Playwright's own list (playwright-core 1.65, `chromiumSwitches`) and adds two that make
 * each navigation start a new document host and browsing instance: with them off, a page load
 * reuses its renderer, which measured about a fifth less CPU per page load on this 2-core machine
 * (30 pages: 15–17 CPU-seconds against 20–22; README, *Test run*). Nothing a test checks depends on them.
 * E2E_PLAIN_FEATURES=1 starts Chromium with Playwright's own switches alone, to compare.
 */
const DISABLED_FEATURES = [
  // Playwright's list:
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  // Ours:
  'RenderDocument',
  'ProactivelySwapBrowsingInstance',
];

// Uses Debian's Chromium; Playwright never downloads a browser here.
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: isCI,
  // The run of record (CI=1) gives a failed test one more try and reports it as flaky, by name, in
  // the summary at the end of `npm test`; a test that fails twice fails the run. Locally: no retry.
  retries: isCI ? 1 : 0,
  workers: WORKERS,
  // Upper bounds, not waits: every test waits for states. A busy 2-core machine (a build or another
  // suite beside it) can take several seconds to load the engine and open a link.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: isCI ? 'list' : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A trace records every action of every test (about a quarter of the suite's CPU time, measured
    // on calculator.spec.ts: 73 → 55 s); the test run of record (CI=1) goes without. PW_TRACE overrides.
    trace:
      (process.env.PW_TRACE as 'off' | 'on' | 'retain-on-failure' | undefined) ??
      (isCI ? 'off' : 'retain-on-failure'),
    // The site registers a service worker (offline use); tests run without it unless they test it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        ...(process.env.E2E_PLAIN_FEATURES ? [] : [`--disable-features=${DISABLED_FEATURES.join(',')}`]),
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'] },
      testIgnore: /subpath\.spec\.ts/,
    },
    {
      // The site built for a sub-path (`npm run build:subpath` → dist-subpath/, served under /new-world/).
      name: 'subpath',
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${SUB_PORT}/new-world/` },
      testMatch: /subpath\.spec\.ts/,
      testIgnore: /expert-game-subpath\.spec\.ts/,
    },
    {
      // Alone, after the sub-path tests (its dependency): a whole game against the expert with the
      // main thread's longest task measured, which other work on the machine would lengthen.
      name: 'quiet',
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${SUB_PORT}/new-world/` },
      testMatch: /expert-game-subpath\.spec\.ts/,
      dependencies: ['subpath'],
    },
  ],
  // Serve the already-built sites (run `npm run build` and `npm run build:subpath` first; `npm test`
  // does). E2E_SERVE=root or subpath starts only that one (scripts/test-all.sh runs the root build's
  // tests while the sub-path build is still being built); E2E_DIST serves another build, root only.
  webServer: [
    ...(SERVE === 'subpath'
      ? []
      : [
          {
            command: `npx astro preview --host 127.0.0.1 --port ${PORT}`,
            env: process.env.E2E_DIST ? { OUT_DIR: process.env.E2E_DIST } : {},
            url: `http://127.0.0.1:${PORT}/`,
            reuseExistingServer: !isCI,
            timeout: 60_000,
          },
        ]),
    ...(process.env.E2E_DIST || SERVE === 'root'
      ? []
      : [
          {
            command: `npx astro preview --host 127.0.0.1 --port ${SUB_PORT}`,
            env: { BASE_PATH: '/new-world/', SITE_URL: 'https://example.org', OUT_DIR: './dist-subpath' },
            url: `http://127.0.0.1:${SUB_PORT}/new-world/`,
            reuseExistingServer: !isCI,
            timeout: 60_000,
          },
        ]),
  ],
});
