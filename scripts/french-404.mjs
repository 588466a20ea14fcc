/**
 * An Astro integration for the root 404 page under /fr/ (src/pages/[...lang]/404.astro): static
 * hosts answer every missing address with the root 404.html, French ones included, and that page's
 * frame (the header, its search button and language select, the skip link, the footer) is
 * English. After the build, this copies the French 404 page (fr/404/index.html, already rebased
 * by base-links.mjs) into the root page's empty `<template id="nw-fr-404">`: its body without
 * scripts (the root page's own scripts, the same ones, run once), with its title, language and
 * update-notice words as data. The root page's few lines of script put it in place of the
 * English body when the address is under /fr/ (under the base path).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** What a French 404 page gives the root one: its body's markup without scripts, its title and head words. */
export function frenchParts(html) {
  const body = html.match(/<body[^>]*>([\s\S]*)<\/body>/)?.[1] ?? '';
  const title = html.match(/<title>([\s\S]*?)<\/title>/)?.[1] ?? '';
  const pwa = html.match(/<meta name="nw-pwa-words" content="([^"]*)"/)?.[1] ?? '';
  return { body: body.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, ''), title, pwa };
}

/** The root 404 page with the French parts in its template (unchanged when it has none). */
export function withFrench(root, fr) {
  const { body, title, pwa } = frenchParts(fr);
  return root.replace(
    /<template id="nw-fr-404"([^>]*)><\/template>/,
    (_, attrs) =>
      `<template id="nw-fr-404"${attrs} data-title="${title}" data-pwa="${pwa}">${body}</template>`,
  );
}

export function french404() {
  return {
    name: 'french-404',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        let fr;
        try {
          fr = await readFile(join(out, 'fr/404/index.html'), 'utf8');
        } catch {
          return logger.warn('no fr/404/index.html: the root 404 page stays English only');
        }
        const file = join(out, '404.html');
        const root = await readFile(file, 'utf8');
        const next = withFrench(root, fr);
        if (next === root) return logger.warn('404.html has no <template id="nw-fr-404">');
        await writeFile(file, next);
        logger.info('404.html carries the French 404 page for addresses under /fr/');
      },
    },
  };
}
