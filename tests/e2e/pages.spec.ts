/**
 * Every page of the sitemap: it loads, logs no errors, and axe finds no WCAG 2.1 AA violation.
 * One page load per site page, all the checks on it, in a page each worker reuses (reused.ts);
 * internal links and anchors are checked in the built files, without a browser.
 *
 * axe checks the whole of the first page of each section (`/rules/`, `/rulings/`, …: each kind of
 * page) and, on the others, everything but the frame every page shares (axe.ts, FRAME: the header
 * and the sidebar, which differ only in the link marked current), with the page-level rules still
 * run on the whole document.
 */
import { readFileSync } from 'node:fs';
import { test, expect } from './reused';
import { violations } from './axe';
import { builtPages, pageFile, sitemapPaths } from './site';

const all = sitemapPaths();
/** The section of a page (the path's first part; `/fr/` pages are sections of their own: `fr/rules`). */
const section = (p: string) =>
  p.startsWith('/fr/') ? `fr/${p.split('/')[2] ?? ''}` : (p.split('/')[1] ?? '');
const first = (list: string[]) =>
  list.filter((p, i) => list.findIndex((q) => section(q) === section(p)) === i);
/**
 * Every English page, and the first French page of each section (each kind of French page: the
 * French pages are the English ones' twins, built by the same templates and components; their
 * links and anchors are all checked below, in the built files).
 */
const paths = [
  ...all.filter((p) => !p.startsWith('/fr/')),
  ...first(all.filter((p) => p.startsWith('/fr/'))),
];
/** The first page of each section: axe checks these whole. */
const whole = new Set(first(paths));

test('the sitemap lists the whole site, in both languages', () => {
  expect(paths.length).toBeGreaterThan(60);
  expect(all.filter((p) => p.startsWith('/fr/')).length).toBe(
    all.filter((p) => !p.startsWith('/fr/')).length,
  );
  for (const p of [
    '/',
    '/rules/placing-tiles/',
    '/surveyors/movement/',
    '/tiles/distribution/',
    '/rulings/',
    '/examples/surveyor-sequence/',
    '/related/the-discovery/',
  ])
    expect(paths).toContain(p);
});

for (const path of paths) {
  test(`page ${path}${whole.has(path) ? ' (with the frame)' : ''}`, async ({ reusedPage }) => {
    const { page, problems } = await reusedPage();
    const res = await page.goto(path);
    expect(res?.status()).toBe(200);
    await expect(page.locator('h1').first()).toBeVisible();
    expect(await violations(page, { frame: whole.has(path) })).toEqual([]);
    expect(problems).toEqual([]);
  });
}

test('every internal link and anchor leads somewhere', () => {
  const broken: string[] = [];
  const idsOf = new Map<string, Set<string>>();
  const ids = (file: string) => {
    if (!idsOf.has(file))
      idsOf.set(file, new Set([...readFileSync(file, 'utf8').matchAll(/\sid="([^"]+)"/g)].map((m) => m[1])));
    return idsOf.get(file)!;
  };
  for (const [from, html] of builtPages()) {
    for (const m of html.matchAll(/\shref="(\/[^"]*)"/g)) {
      const href = m[1].replace(/&amp;/g, '&');
      if (
        href.startsWith('/_astro/') ||
        href.startsWith('/pagefind/') ||
        /\.(svg|xml|css|js|ico|png)$/.test(href)
      )
        continue;
      const file = pageFile(href);
      if (!file) {
        broken.push(`${from} → ${href} (no page)`);
        continue;
      }
      const anchor = href.split('#')[1];
      // `#record=…` and `#tally=…` carry a game or a tally to an island (formats §6), not a heading.
      if (anchor && /^(record|tally)=/.test(anchor)) {
        if (!/^(record|tally)=[A-Za-z0-9_-]+$/.test(anchor))
          broken.push(`${from} → ${href} (payload is not base64url)`);
        continue;
      }
      if (anchor && !ids(file).has(decodeURIComponent(anchor)))
        broken.push(`${from} → ${href} (no #${anchor})`);
    }
  }
  expect(broken).toEqual([]);
});
