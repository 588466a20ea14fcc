/**
 * Every page of the sitemap, in both languages.
 *
 * Without a browser, every page (both languages): it answers 200 with HTML from the test server,
 * holds exactly one h1, a title and its language; every file it loads (scripts, styles, icons,
 * images, islands) is in the build, so no load fails; its links, images and buttons have names
 * (kinds.ts, `namesProblems`); every internal link and anchor leads somewhere.
 *
 * In the browser, the pages of every kind (kinds.ts, `axeSet`: in English, pages until every
 * element, class, role, ARIA attribute and inline colour found on any English page is on one of
 * them; in French, every component, element and role, the rest being the English twins' own; in
 * both, every set of scripts and islands any page runs; the home page and the three tools always
 * among them): each loaded once, in the page each worker reuses (reused.ts), with its h1 shown, axe
 * (WCAG 2.1 AA) on the whole document, frame included, and no console error or uncaught page
 * error. Every other page is built by the same templates and components and runs one of the same
 * sets of scripts, whose files are all there.
 */
import { readFileSync } from 'node:fs';
import { test, expect } from './reused';
import { violations } from './axe';
import { builtPages, pageFile, sitemapPaths } from './site';
import { axeSet, COMPONENT, features, namesProblems, scripts } from './kinds';

const all = sitemapPaths();
const english = all.filter((p) => !p.startsWith('/fr/'));
const french = all.filter((p) => p.startsWith('/fr/'));
const html = new Map(all.map((p) => [p, readFileSync(pageFile(p)!, 'utf8')]));
/** Features of French pages that no English page has (their language): the French set covers them finely too. */
const inEnglish = new Set(english.flatMap((p) => [...features(html.get(p)!)]));
const frenchOwn = new Set(
  french.flatMap((p) => [...features(html.get(p)!)].filter((f) => !inEnglish.has(f))),
);
const inFrench = (f: string) => COMPONENT(f) || frenchOwn.has(f);
/** Pages axe always checks, in each language: the home page and the three tools. */
const ALWAYS = ['', 'calculator/', 'sandbox/', 'tiles/distribution/'];
const kinds = {
  en: axeSet(
    english,
    () => true,
    ALWAYS.map((p) => `/${p}`),
  ),
  fr: axeSet(
    french,
    inFrench,
    ALWAYS.map((p) => `/fr/${p}`),
  ),
};

test('the sitemap lists the whole site, in both languages', () => {
  expect(english.length).toBeGreaterThan(60);
  expect(french.length).toBe(english.length);
  for (const p of [
    '/',
    '/rules/placing-tiles/',
    '/surveyors/movement/',
    '/tiles/distribution/',
    '/rulings/',
    '/examples/surveyor-sequence/',
    '/related/the-discovery/',
  ]) {
    expect(english).toContain(p);
    expect(french).toContain(`/fr${p}`);
  }
});

test('every page answers 200 with one h1, a title, its language, names for its links and images, and every file it loads', async ({
  request,
}) => {
  const problems: string[] = [];
  // Local files a page loads (`href` of <link>, `src`, `srcset`, islands' component and renderer).
  const loads = (html: string) => [
    ...[...html.matchAll(/<link\b[^>]*?\shref="(\/[^"]*)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/\s(?:src|component-url|renderer-url)="(\/[^"]*)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/\ssrcset="([^"]*)"/g)].flatMap((m) =>
      m[1].split(',').map((s) => s.trim().split(/\s+/)[0]),
    ),
  ];
  for (const path of all) {
    const res = await request.get(path);
    const html = await res.text();
    const say = (what: string) => problems.push(`${path}: ${what}`);
    if (res.status() !== 200) say(`status ${res.status()}`);
    if (!/^text\/html/.test(res.headers()['content-type'] ?? ''))
      say(`type ${res.headers()['content-type']}`);
    const h1 = html.match(/<h1[\s>]/g)?.length ?? 0;
    if (h1 !== 1) say(`${h1} h1`);
    if (!/<title>[^<]*\S[^<]*<\/title>/.test(html)) say('no title');
    const lang = path.startsWith('/fr/') ? 'fr' : 'en';
    if (!new RegExp(`<html[^>]*\\slang="${lang}"`).test(html)) say(`not lang="${lang}"`);
    for (const f of new Set(loads(html)))
      if (f.startsWith('/') && !f.startsWith('//') && !pageFile(f)) say(`loads ${f}, which is not built`);
    for (const p of namesProblems(html)) say(p);
  }
  expect(problems).toEqual([]);
});

test('the names check finds an unnamed link, an image without alt and a label naming no element (it can fail)', () => {
  expect(namesProblems('<main><a href="/x/"><span class="i"></span></a><p>ok</p></main>')).toHaveLength(1);
  expect(namesProblems('<main><img src="/a.png"><button> </button></main>')).toHaveLength(2);
  expect(namesProblems('<label for="q">Q</label><input id="r">')).toHaveLength(1);
  expect(
    namesProblems(
      '<a href="/x/"><svg aria-label="Home"></svg></a><a href="/y/" aria-label="Y"></a><img src="/a.png" alt=""><label for="q">Q</label><input id="q">',
    ),
  ).toEqual([]);
});

test('the pages axe checks stand for every page: each feature and each set of scripts of each language is on one', () => {
  for (const [lang, paths, keep] of [
    ['en', english, () => true],
    ['fr', french, inFrench],
  ] as const) {
    const { picked, coveredBy, scriptsBy } = kinds[lang];
    // Plain checks, one expect at the end (an expect per feature would be tens of thousands).
    const missed: string[] = [];
    for (const p of paths) {
      for (const f of features(html.get(p)!))
        if (keep(f) && !picked.includes(coveredBy.get(f)!)) missed.push(`${p}: ${f}`);
      if (!picked.includes(scriptsBy.get(scripts(html.get(p)!))!)) missed.push(`${p}: its scripts`);
    }
    expect(missed).toEqual([]);
    // Each kind of page the site has is among them: the home page and the tools (ALWAYS), an
    // example and a lesson (each runs an island of its own).
    expect(picked.some((p) => p.includes('/examples/'))).toBe(true);
    expect(picked.some((p) => /\/learn\/[^/]+\/$/.test(p))).toBe(true);
    // A few pages stand for the many (else the selection broke): at most a quarter of them.
    expect(picked.length).toBeLessThanOrEqual(paths.length / 4);
  }
});

for (const path of [...kinds.en.picked, ...kinds.fr.picked]) {
  test(`page ${path}: axe, its h1, no console error`, async ({ reusedPage }) => {
    const { page, problems } = await reusedPage();
    const res = await page.goto(path);
    expect(res?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).toBeVisible();
    expect(await violations(page)).toEqual([]);
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
