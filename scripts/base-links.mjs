/**
 * An Astro integration for deploying under a sub-path (BASE_PATH, e.g. /new-world/): after the
 * build, every site-relative `href`, `src` and `action` in the HTML pages (`/rules/turn/`) gets
 * the base (`/new-world/rules/turn/`), so links written in Markdown and components as from the
 * root keep working. Links already under the base, protocol-relative and external ones are
 * left alone. Does nothing at the root.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export function rebase(html, base) {
  if (base === '/') return html;
  const prefix = base.replace(/\/$/, '');
  return html.replace(/\b(href|src|action)="(\/(?!\/)[^"]*)"/g, (m, attr, path) =>
    path === prefix || path.startsWith(`${prefix}/`) ? m : `${attr}="${prefix}${path}"`,
  );
}

async function* htmlFiles(dir) {
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) yield* htmlFiles(p);
    else if (e.name.endsWith('.html')) yield p;
  }
}

export function baseLinks(base) {
  return {
    name: 'base-links',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        if (base === '/') return;
        let n = 0;
        for await (const file of htmlFiles(fileURLToPath(dir))) {
          const html = await readFile(file, 'utf8');
          const out = rebase(html, base);
          if (out !== html) {
            await writeFile(file, out);
            n++;
          }
        }
        logger.info(`links rebased under ${base} in ${n} pages`);
      },
    },
  };
}
