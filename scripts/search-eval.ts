/**
 * The question sets scored in Node against the built site's Pagefind index (dist/), with the
 * same forgiving search the page runs (src/lib/search/search-engine.ts): seconds, not minutes, per
 * try while tuning the ranking. The browser specs (tests/e2e/questions*.spec.ts) stay the measure
 * of record; this is their quick twin. Usage: `npm run build && npm run search:eval [-- --verbose] [set…]`
 * (sets: tuning, tuning-fr, heldout, heldout-fr; all by default).
 */
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { forgivingSearch, loadSite } from '../src/lib/search/search-engine';

const dist = new URL('../dist/', import.meta.url);
const realFetch = globalThis.fetch;
// Pagefind and the vocabulary are read with fetch: file addresses are read from the disk.
globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (!url.startsWith('file:')) return realFetch(input, init);
  try {
    return new Response(await readFile(fileURLToPath(url.split('?')[0])), { status: 200 });
  } catch {
    return new Response('', { status: 404 });
  }
};

const SETS = {
  tuning: { file: 'questions.json', lang: 'en' },
  'tuning-fr': { file: 'questions-fr.json', lang: 'fr' },
  heldout: { file: 'questions-heldout.json', lang: 'en' },
  'heldout-fr': { file: 'questions-heldout-fr.json', lang: 'fr' },
  fresh: { file: 'questions-fresh.json', lang: 'en' },
  'fresh-fr': { file: 'questions-fresh-fr.json', lang: 'fr' },
} as const;

const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
const chosen = args.filter((a) => !a.startsWith('--')) as (keyof typeof SETS)[];
const base = pathToFileURL(fileURLToPath(dist)).href.replace(/\/?$/, '/');
// Pagefind is loaded once per process, with one language's index: each set runs in a process of its own.
if (chosen.length !== 1) {
  for (const name of chosen.length ? chosen : Object.keys(SETS)) {
    process.stdout.write(
      execFileSync(
        process.execPath,
        [
          ...process.execArgv,
          fileURLToPath(import.meta.url),
          name,
          ...args.filter((a) => a.startsWith('--')),
        ],
        { encoding: 'utf8' },
      ),
    );
  }
  process.exit(0);
}
for (const name of chosen) {
  const set = SETS[name];
  const raw = JSON.parse(
    await readFile(new URL(`../tests/e2e/${set.file}`, import.meta.url), 'utf8'),
  ) as unknown[];
  const qs = raw.map((x): [string, string] =>
    Array.isArray(x) ? (x as [string, string]) : [(x as { q: string }).q, (x as { expect: string }).expect],
  );
  const site = await loadSite(base, set.lang);
  let ok = 0;
  const misses: string[] = [];
  for (const [q, want] of qs) {
    const found = await forgivingSearch(site, q, {});
    const norm = (u: string) => u.replace(/^.*?\/dist\//, '/').replace(/index\.html$/, '');
    const urls = found.results.map((r) => r.url);
    const first = urls[0] ? norm(urls[0]) : null;
    if (first === want) ok++;
    else {
      const at = urls.map(norm).indexOf(want);
      misses.push(
        `  ✗ "${q}": want ${want} (at ${at < 0 ? '-' : at + 1}), got ${first}${
          verbose
            ? `\n      ${found.results
                .slice(0, 3)
                .map((r) => `${norm(r.url)} ${r.why}`)
                .join('\n      ')}\n      ${JSON.stringify(found.weights)}`
            : ''
        }`,
      );
    }
  }
  console.log(`${name}: ${ok} of ${qs.length}`);
  for (const m of misses) console.log(m);
}
