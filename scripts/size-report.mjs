#!/usr/bin/env node
/**
 * Build-size report: the JavaScript each built page loads (external module scripts with
 * their static imports, plus inline scripts), split into what every page shares (Starlight:
 * search, table of contents, theme) and what the page ships of its own (islands).
 * Fails when a page that has no island (no <astro-island>) ships JavaScript of its own.
 *   node scripts/size-report.mjs [--json]
 */
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const DIST = process.env.SIZE_DIST
  ? process.env.SIZE_DIST.replace(/\/?$/, '/')
  : fileURLToPath(new URL('../dist/', import.meta.url));

if (!existsSync(DIST)) {
  console.error('size-report: dist/ is missing; run `npm run build` first');
  process.exit(1);
}

function htmlFiles(dir) {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? htmlFiles(p) : f.endsWith('.html') ? [p] : [];
  });
}

const jsCache = new Map();
/** A module and everything it imports statically: Map<file, bytes>. */
function closure(file, out = new Map()) {
  if (out.has(file) || !existsSync(file)) return out;
  const code = readFileSync(file, 'utf8');
  out.set(file, Buffer.byteLength(code));
  jsCache.set(file, code);
  for (const m of code.matchAll(/(?:import|export)\s*(?:[^'"()]*?from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g))
    closure(join(dirname(file), m[1]), out);
  return out;
}

const pages = htmlFiles(DIST).map((file) => {
  const html = readFileSync(file, 'utf8');
  const path = file.slice(DIST.length - 1).replace(/index\.html$/, '');
  const scripts = new Map();
  for (const m of html.matchAll(/<script\b[^>]*\bsrc="(\/[^"]+\.js)"[^>]*>/g))
    closure(join(DIST, m[1]), scripts);
  for (const m of html.matchAll(
    /<astro-island\b[^>]*\bcomponent-url="(\/[^"]+\.js)"[^>]*\brenderer-url="(\/[^"]+\.js)"/g,
  )) {
    closure(join(DIST, m[1]), scripts);
    closure(join(DIST, m[2]), scripts);
  }
  const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1])
    .filter((s) => s.trim());
  const islands = [
    ...html.matchAll(/<astro-island\b[^>]*\bcomponent-url="\/_astro\/([A-Za-z]+)[.\w-]*\.js"/g),
  ].map((m) => m[1]);
  return { path, scripts, inline, island: html.includes('<astro-island'), islands: [...new Set(islands)] };
});

// Starlight's own scripts (search, table of contents, theme and sidebar state), the service worker's
// registration in the head override (src/components/overrides/Head.astro), and what they
// import are the baseline; anything else a page loads is its own.
const STARLIGHT = /^(page|Search\.astro|TableOfContents\.astro|MobileTableOfContents\.astro|Head\.astro)[._]/;
const shared = new Set();
for (const p of pages)
  for (const f of p.scripts.keys())
    if (STARLIGHT.test(f.slice(f.lastIndexOf('/') + 1))) for (const g of closure(f).keys()) shared.add(g);
// Inline scripts Starlight puts on its pages (theme, sidebar state) are the same on many pages.
const inlineCount = new Map();
for (const p of pages) for (const s of new Set(p.inline)) inlineCount.set(s, (inlineCount.get(s) ?? 0) + 1);
const sharedInline = new Set(
  [...inlineCount]
    .filter(([s, n]) => n >= pages.length / 2 || /starlight|data-theme|sl-sidebar/.test(s))
    .map(([s]) => s),
);
const kb = (n) => (n / 1024).toFixed(1);
const gz = (files) => [...files].reduce((n, f) => n + gzipSync(jsCache.get(f) ?? '').length, 0);

const rows = pages
  .map((p) => {
    const own = [...p.scripts.keys()].filter((f) => !shared.has(f));
    const ownInline = p.inline.filter((s) => !sharedInline.has(s));
    const ownBytes =
      own.reduce((n, f) => n + p.scripts.get(f), 0) + ownInline.reduce((n, s) => n + Buffer.byteLength(s), 0);
    const totalBytes =
      [...p.scripts.values()].reduce((n, b) => n + b, 0) +
      p.inline.reduce((n, s) => n + Buffer.byteLength(s), 0);
    return {
      path: p.path,
      island: p.island,
      islands: p.islands,
      totalBytes,
      totalGzip: gz(p.scripts.keys()),
      ownBytes,
      ownGzip: gz(own),
      ownFiles: own.map((f) => f.slice(DIST.length - 1)),
    };
  })
  .sort((a, b) => a.path.localeCompare(b.path));

const sharedBytes = [...shared].reduce((n, f) => n + Buffer.byteLength(jsCache.get(f)), 0);
const summary = {
  pages: rows.length,
  sharedFiles: [...shared].map((f) => f.slice(DIST.length - 1)),
  sharedKB: Number(kb(sharedBytes)),
  sharedGzipKB: Number(kb(gz(shared))),
  maxTotalKB: Number(kb(Math.max(...rows.map((r) => r.totalBytes)))),
  pagesWithOwnJs: rows
    .filter((r) => r.ownBytes > 0)
    .map((r) => ({ path: r.path, ownKB: Number(kb(r.ownBytes)), ownGzipKB: Number(kb(r.ownGzip)) })),
};
/**
 * Pages allowed a small script and no island, with its limit in KB gzipped: the list of lessons
 * writes each one's progress in this browser; the 404 page, which a host serves for every missing
 * address, shows its French words for an address under /fr/ (src/pages/[...lang]/404.astro).
 */
const SCRIPTED_KB = { '/learn/': 2, '/fr/learn/': 2, '/404.html': 1 };
const offenders = rows.filter(
  (r) => r.ownBytes > 0 && !r.island && !(SCRIPTED_KB[r.path] && r.ownGzip / 1024 <= SCRIPTED_KB[r.path]),
);
/**
 * Budgets, gzipped JavaScript a page ships of its own: the sandbox island (issue 7 set 55 KB;
 * issue 17, which brings the computer players, sets 60 KB for the first load of /sandbox/), a
 * page whose only islands are replays. Issue 19 (the site in French) adds 2 KB to the sandbox's
 * and the replays': the board's words became a module of their own (both games' board words and
 * tile descriptions, in the page's language), which the board draws with on the server too.
 * Issue 29 (nothing a player makes is lost) adds 2 KB to the sandbox's and 1 KB to the replays':
 * the board reaches every legal square by keyboard (N / Shift+N, "Show them"), number fields that
 * stay visibly out of range with their message (one shared field and its list of problems), the
 * keeper's one definition of "worth keeping" and the tab's drafts of unfinished work.
 * Issue 30 (the engine speaks in data) adds 1 KB to the sandbox's and the lessons': every refusal is
 * data (its area, code and parameters, about 0.4 KB more engine than the sentences it replaced), a
 * link the engine refuses carries that data to the keeper's notice (0.2 KB), and the board's words
 * became a chunk shared with the refusals (0.2 KB of chunk overhead). The sentences themselves left
 * the first load: the English for tool builders is its own chunk (4.7 KB), loaded with the words.
 * Issue 31 (at a glance) adds 0.5 KB to the sandbox's and the lessons': the ruler that keeps the
 * surveyors and the column labels over the tiles at any zoom, the kept view (it moves only to bring
 * an event out of view into it, and the keyboard brings every square whole into view), the pace of
 * the computer's turn after the player's scoring, the `surveyors-stay` event, the lazy coach's
 * loader. About 1.1 KB more went out of the first load to pay for most of it (the drawing's words
 * at build time only, game files, the order of several features and The Discovery's two face-up
 * tiles loaded on demand).
 * Issue 32 raised the sandbox's to 66 KB: the third reading of the eviction option (its words in
 * the option chooser and the coach's sentence for it) took it a few bytes over 65.5.
 * Issue 33 (the expert) adds 0.5 KB to the sandbox's and the lessons': the expert's seat, its
 * thinking line and stop button, "What would the expert do?" and their words in the turn panel.
 * The search itself stays out of the first load (the computer players' chunk, and the expert's
 * worker, 21.7 KB gzipped, which loads only when an expert thinks).
 * Issue 43 (the code formatted, long lines and modules split) costs 0.1–0.6 KB gzipped: long strings
 * became joined pieces and named parts, and the board, sandbox and calculator modules became several
 * (measured on a clean clone: sandbox 67.1, lesson 62.3, replay 35.1 KB); budgets 67.5, 62.5, 35.5.
 * Issue 44 (what players see, checked on every screen) adds 2.8–5.2 KB gzipped: every board draws its
 * ruler in a band of its own and its marks (flags, trading posts, animals) over the pieces, with only
 * what is in view drawn (BoardMarks); a piece stands clear of its tile's marks (the tile drawing in the
 * board's model); pointing tells the engine's points for the very feature (the turn in progress ended on
 * a copy); counts agree with their nouns (count.ts); the final scoring and the winner (game-end.ts);
 * the sandbox's tap refusals and the part of a tile tapped (tile-point.ts). Measured on a clean clone:
 * sandbox 71.1, lesson 65.1, replay 40.3 KB; budgets 71.5, 65.5, 40.5.
 */
const BUDGET_KB = { Sandbox: 71.5, LessonPlayer: 65.5, ExampleReplay: 40.5 };
const budgetOf = (r) =>
  r.islands.includes('Sandbox')
    ? BUDGET_KB.Sandbox
    : r.islands.includes('LessonPlayer')
      ? BUDGET_KB.LessonPlayer
      : r.islands.length && r.islands.every((i) => i === 'ExampleReplay')
        ? BUDGET_KB.ExampleReplay
        : null;
const over = rows.filter((r) => budgetOf(r) !== null && r.ownGzip / 1024 > budgetOf(r));

if (process.argv.includes('--json')) console.log(JSON.stringify({ summary, rows }, null, 2));
else {
  console.log(`Build-size report: JavaScript per page (${rows.length} pages)`);
  console.log(
    `  Starlight's own (search, table of contents, theme): ${summary.sharedKB} KB, ${summary.sharedGzipKB} KB gzipped`,
  );
  console.log(`    ${summary.sharedFiles.join(', ')}`);
  console.log(`  largest page total: ${summary.maxTotalKB} KB`);
  console.log(`  pages with JavaScript of their own (islands): ${summary.pagesWithOwnJs.length}`);
  const worst = (name) =>
    rows.filter((r) => r.islands.includes(name)).reduce((m, r) => Math.max(m, r.ownGzip), 0);
  for (const name of ['Sandbox', 'LessonPlayer', 'ExampleReplay', 'TileExplorer'])
    console.log(
      `  ${name} pages: at most ${kb(worst(name))} KB gzipped of their own${BUDGET_KB[name] ? ` (budget ${BUDGET_KB[name]} KB)` : ''}`,
    );
  for (const r of rows)
    console.log(
      `  ${r.path.padEnd(56)} ${kb(r.totalBytes).padStart(6)} KB total, ${kb(r.ownBytes).padStart(5)} KB own${r.ownBytes ? ` (${kb(r.ownGzip)} KB gzipped, island)` : ''}`,
    );
}
if (offenders.length) {
  console.error(
    `size-report: these pages have no island but ship JavaScript of their own: ${offenders.map((o) => `${o.path} (${o.ownFiles.join(', ') || 'inline'})`).join('; ')}`,
  );
  process.exit(1);
}
// The baseline every page loads must stay Starlight's small scripts: if a bundling change drags an
// island's code (the engine, Svelte) into a chunk the head script imports, every rules page pays.
const BASELINE_GZIP_KB = 8;
if (summary.sharedGzipKB > BASELINE_GZIP_KB) {
  console.error(
    `size-report: the scripts every page loads weigh ${summary.sharedGzipKB} KB gzipped (limit ${BASELINE_GZIP_KB} KB): ${summary.sharedFiles.join(', ')}`,
  );
  process.exit(1);
}
if (over.length) {
  console.error(
    `size-report: over budget: ${over.map((r) => `${r.path} ${kb(r.ownGzip)} KB gzipped (budget ${budgetOf(r)} KB)`).join('; ')}`,
  );
  process.exit(1);
}
