/** Helpers for the browser tests: the pages of the built site, read from dist/. */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The build the tests read: the one served (E2E_DIST, as playwright.config.ts serves it), else dist/. */
export const DIST = process.env.E2E_DIST
  ? join(resolve(process.env.E2E_DIST), '/')
  : new URL('../../dist/', import.meta.url).pathname;

/** Every page path listed in the sitemap, e.g. "/rules/turn/". */
export function sitemapPaths(): string[] {
  const files = readdirSync(DIST).filter((f) => /^sitemap-\d+\.xml$/.test(f));
  const paths = files.flatMap((f) =>
    [...readFileSync(join(DIST, f), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => new URL(m[1]).pathname,
    ),
  );
  return [...new Set(paths)].sort();
}

/** Every built HTML file, as [path, html]. */
export function builtPages(): [string, string][] {
  const out: [string, string][] = [];
  const walk = (dir: string) => {
    for (const f of readdirSync(dir)) {
      const p = join(dir, f);
      if (statSync(p).isDirectory()) walk(p);
      else if (f.endsWith('.html'))
        out.push([p.slice(DIST.length - 1).replace(/index\.html$/, ''), readFileSync(p, 'utf8')]);
    }
  };
  walk(DIST);
  return out;
}

export function pageFile(path: string): string | null {
  const clean = decodeURI(path.split('#')[0].split('?')[0]);
  for (const candidate of [join(DIST, clean, 'index.html'), join(DIST, clean)])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return null;
}
