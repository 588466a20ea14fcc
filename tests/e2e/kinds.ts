/**
 * The kinds of page of the built site, read from dist/ without a browser: what axe must see at
 * least once, in each language, for the check of a few pages to stand for every page.
 *
 * Why a few pages are enough: every page is built by one of a handful of templates (Starlight's
 * page with the site's components and islands), and what axe checks is the markup and styles
 * those templates and components produce. Two pages built from the same components, with the same
 * classes, roles, ARIA attributes and colours, differ only in their words and in how many of each
 * element they hold. So a page's *features* are every element name, every `element.class`, every
 * role and ARIA attribute (and a few others axe reads: `tabindex`, `title`, `alt`, `lang`,
 * `href`), and every inline colour or style (`style`, `fill`, `stroke`, `color` values: the player
 * colours of the boards are inline), over the whole document, frame included; and its *scripts*
 * are the set of scripts it runs (their addresses, and a hash of each inline one) and the islands
 * it hydrates.
 *
 * `axeSet` picks pages until every feature found on any of them is on a picked page (greedy: the
 * page that adds the most features first, ties by address), then the first page of each set of
 * scripts not yet picked. English pages are picked at that fine grain. French pages are the
 * English ones' twins, built by the same templates and components from the same data: their
 * classes, ARIA attributes and colours are the English pages' (on 2026-12-07 the only features of
 * French pages that no English page had were `html[lang=fr]` and `main[lang=fr]`). So in French,
 * axe sees every component, at the grain of `COMPONENT`: every element name and role, and every
 * component (Astro and Svelte mark what each component draws with a class of their own, `astro-…`
 * and `svelte-…`), plus any feature of the French pages' own (none on English pages) at the fine
 * grain, and every set of scripts. A new component, class, colour or island anywhere on the site
 * brings a page that has it into the set.
 *
 * What this does not see (words, and what only words make): an empty link, an image without a text
 * alternative or a button without a name written into one page's content. The all-pages check in
 * pages.spec.ts reads those in every built page (`namesProblems`).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { pageFile } from './site';

/** The document without its scripts, styles and comments (their text is not markup). */
function markup(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<style\b[^>]*>[\s\S]*?<\/style>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '');
}

const NAMED_ATTRS = /\s(aria-[\w-]+|tabindex|title|alt|lang|href)(?=[\s=>/])/g;
const VALUED_ATTRS = /\s(style|fill|stroke|color|role|lang)="([^"]*)"/g;

/** Every feature of a page (see above). */
export function features(html: string): Set<string> {
  const out = new Set<string>();
  for (const m of markup(html).matchAll(/<([a-zA-Z][\w:-]*)((?:\s[^>]*)?)\/?>/g)) {
    const tag = m[1].toLowerCase();
    const attrs = m[2];
    out.add(tag);
    const cls = /\sclass="([^"]*)"/.exec(attrs);
    if (cls) for (const c of cls[1].split(/\s+/).filter(Boolean)) out.add(`${tag}.${c}`);
    for (const a of attrs.matchAll(NAMED_ATTRS)) out.add(`${tag}[${a[1]}]`);
    for (const a of attrs.matchAll(VALUED_ATTRS)) out.add(`${tag}[${a[1]}=${a[2]}]`);
  }
  return out;
}

const hash = (s: string) => createHash('sha1').update(s).digest('hex').slice(0, 10);

/** The scripts a page runs and the islands it hydrates, as one string (equal for pages that run the same). */
export function scripts(html: string): string {
  const found = new Set<string>();
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const src = /\ssrc="([^"]+)"/.exec(m[1]);
    if (/type="application\/(ld\+)?json"/.test(m[1])) continue;
    found.add(src ? `src ${src[1]}` : `inline ${hash(m[2])}`);
  }
  for (const m of html.matchAll(/<astro-island\b[^>]*?component-url="([^"]+)"[^>]*?client="([^"]+)"/g))
    found.add(`island ${m[1]} ${m[2]}`);
  return [...found].sort().join('\n');
}

export interface Kinds {
  /** The pages axe checks, in sitemap order. */
  picked: string[];
  /** Every feature of the language's pages, and the picked page that has it. */
  coveredBy: Map<string, string>;
  /** Every set of scripts of the language's pages, and the picked page that runs it. */
  scriptsBy: Map<string, string>;
}

/** The features that name a component, an element or a role (the grain of the French set). */
export const COMPONENT = (f: string): boolean =>
  /^[\w:-]+$/.test(f) || /\.(astro|svelte)-[\w-]+$/.test(f) || /\[role=/.test(f);

/**
 * The pages axe checks among `paths` (one language): see the comment at the top. `keep`: the
 * features that count (all of them by default); `always`: pages picked first, whatever they add.
 */
export function axeSet(
  paths: string[],
  keep: (feature: string) => boolean = () => true,
  always: string[] = [],
): Kinds {
  const html = new Map(paths.map((p) => [p, readFileSync(pageFile(p)!, 'utf8')]));
  const feats = new Map(paths.map((p) => [p, new Set([...features(html.get(p)!)].filter(keep))]));
  const runs = new Map(paths.map((p) => [p, scripts(html.get(p)!)]));
  const all = new Set(paths.flatMap((p) => [...feats.get(p)!]));
  const coveredBy = new Map<string, string>();
  const picked = new Set<string>();
  for (const p of always) {
    if (!feats.has(p)) throw new Error(`${p} is not among the pages`);
    picked.add(p);
    for (const f of feats.get(p)!) if (!coveredBy.has(f)) coveredBy.set(f, p);
  }
  while (coveredBy.size < all.size) {
    let best = '';
    let most = 0;
    for (const p of paths) {
      let n = 0;
      for (const f of feats.get(p)!) if (!coveredBy.has(f)) n++;
      if (n > most) [best, most] = [p, n];
    }
    picked.add(best);
    for (const f of feats.get(best)!) if (!coveredBy.has(f)) coveredBy.set(f, best);
  }
  const scriptsBy = new Map<string, string>();
  for (const p of picked) if (!scriptsBy.has(runs.get(p)!)) scriptsBy.set(runs.get(p)!, p);
  for (const p of paths)
    if (!scriptsBy.has(runs.get(p)!)) {
      picked.add(p);
      scriptsBy.set(runs.get(p)!, p);
    }
  return { picked: paths.filter((p) => picked.has(p)), coveredBy, scriptsBy };
}

/**
 * What axe would find on a page that only its words make, read in the built HTML: an image with no
 * `alt`, a link or button with no name (no text, no `aria-label` or `title`, no image with a text
 * alternative), an id that names a label or description (`aria-labelledby`, `aria-describedby`,
 * `for`) found twice or not at all. Lenient where markup alone cannot tell (hidden text counts as
 * a name): it adds to axe on the picked pages, it does not replace it.
 */
export function namesProblems(html: string): string[] {
  const doc = markup(html);
  const out: string[] = [];
  const cut = (s: string) => s.replace(/\s+/g, ' ').slice(0, 100);
  for (const m of doc.matchAll(/<img\b([^>]*)>/gi))
    if (!/\salt="/.test(m[1]) && !/\saria-hidden="true"|\srole="(presentation|none)"/.test(m[1]))
      out.push(`an image without alt: ${cut(m[0])}`);
  for (const m of doc.matchAll(/<(a|button)\b([^>]*)>([\s\S]*?)<\/\1>/gi)) {
    const [, tag, attrs, inner] = m;
    if (tag === 'a' && !/\shref="/.test(attrs)) continue;
    if (/\s(aria-label|aria-labelledby|title)="[^"]*\S/.test(attrs)) continue;
    const text = inner
      .replace(/<(?:img|svg)\b[^>]*?\s(?:alt|aria-label)="([^"]*)"[^>]*>/gi, ' $1 ')
      .replace(/<[^>]+>/g, '')
      .replace(/&nbsp;|&#160;/g, ' ')
      .trim();
    if (!text) out.push(`a ${tag === 'a' ? 'link' : 'button'} without a name: ${cut(m[0])}`);
  }
  const ids = new Map<string, number>();
  for (const m of doc.matchAll(/\sid="([^"]+)"/g)) ids.set(m[1], (ids.get(m[1]) ?? 0) + 1);
  for (const m of doc.matchAll(/\s(aria-labelledby|aria-describedby|for)="([^"]+)"/g))
    for (const id of m[2].split(/\s+/).filter(Boolean))
      if (ids.get(id) !== 1) out.push(`${m[1]}="${id}" names ${ids.get(id) ?? 'no'} element(s)`);
  return [...new Set(out)];
}
