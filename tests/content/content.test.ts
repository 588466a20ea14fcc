/**
 * Content rules: every page cites its sources, every ruling has a source and an authority,
 * and glossary links point at terms that exist.
 */
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

const ROOT = new URL('../../', import.meta.url).pathname;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
}

/** A frontmatter field that should be text: itself, else '' (a list or a map is not text). */
const textOf = (x: unknown): string => (typeof x === 'string' ? x : '');

function frontmatter(text: string): { data: Record<string, unknown>; body: string } {
  const m = text.match(/^---\n([\s\S]*?)\n---\n?([\s\S]*)$/);
  if (!m) return { data: {}, body: text };
  return { data: (parse(m[1]) ?? {}) as Record<string, unknown>, body: m[2] };
}

const pages = walk(join(ROOT, 'content/docs')).filter((p) => /\.mdx?$/.test(p));
const rulings = readdirSync(join(ROOT, 'content/rulings')).filter((f) => f.endsWith('.md'));
/** An inline citation: "(Rulebook, …)", "(Wiki, footnote 7)", "(The Discovery, …)" and the like. */
const CITATION =
  /\((?:[^()]*?)(Rulebook|Wiki|wiki|Hans im Glück|publisher|Scoring summary|The Discovery|Race to the New Found Land|New World Conquest|rules|Livret de règles|Nouveau monde|notre lecture|règles)[^()]*\)/;

export function citationProblems(file: string, text: string): string[] {
  const { data, body } = frontmatter(text);
  const problems: string[] = [];
  const sources = data.sources;
  if (
    !Array.isArray(sources) ||
    sources.length === 0 ||
    sources.some((s) => typeof s !== 'string' || s.trim().length < 3)
  )
    problems.push(`${file}: frontmatter "sources" must list at least one source`);
  if (!CITATION.test(body))
    problems.push(`${file}: cites nothing in its text (no "(Rulebook, …)" or similar)`);
  return problems;
}

describe('pages cite their sources', () => {
  it('finds the pages', () => {
    expect(pages.length).toBeGreaterThan(20);
  });
  for (const page of pages) {
    const rel = page.slice(ROOT.length);
    it(rel, () => {
      expect(citationProblems(rel, readFileSync(page, 'utf8'))).toEqual([]);
    });
  }
  it('the check itself fails a page that cites nothing', () => {
    expect(citationProblems('x.mdx', '---\ntitle: X\n---\nJust text.')).toHaveLength(2);
    expect(
      citationProblems(
        'x.mdx',
        '---\ntitle: X\nsources:\n  - Rulebook, Setup\n---\nText (Rulebook, *Preparation*).',
      ),
    ).toEqual([]);
  });
});

import { AUTHORITIES as AUTHORITY_LIST } from '@lib/content/rulings';
const AUTHORITIES: readonly string[] = AUTHORITY_LIST;

export function rulingProblems(file: string, text: string): string[] {
  const { data, body } = frontmatter(text);
  const problems: string[] = [];
  for (const k of ['title', 'question', 'answer', 'source', 'related'])
    if (typeof data[k] !== 'string' || data[k].trim().length < 5)
      problems.push(`${file}: "${k}" is missing or too short`);
  if (!AUTHORITIES.includes(data.authority as string))
    problems.push(`${file}: "authority" must be one of ${AUTHORITIES.join(', ')}`);
  if (body.trim().split(/\s+/).length < 40) problems.push(`${file}: the explanation is under 40 words`);
  return problems;
}

describe('rulings', () => {
  it('there are at least 25', () => {
    expect(rulings.length).toBeGreaterThanOrEqual(25);
  });
  for (const f of rulings) {
    it(f, () => {
      expect(rulingProblems(f, readFileSync(join(ROOT, 'content/rulings', f), 'utf8'))).toEqual([]);
    });
  }
  it('the check itself fails a ruling without source or authority', () => {
    const text =
      '---\ntitle: A question\nquestion: Is it so, really?\nanswer: Yes it is so.\nrelated: /rules/turn/\n---\n' +
      'word '.repeat(50);
    expect(rulingProblems('r.md', text)).toEqual([
      expect.stringContaining('"source"'),
      expect.stringContaining('"authority"'),
    ]);
  });
  it('every wiki footnote (1–9) is covered by a ruling', () => {
    const all = rulings.map((f) => readFileSync(join(ROOT, 'content/rulings', f), 'utf8')).join('\n');
    for (let n = 1; n <= 9; n++)
      expect(all, `footnote ${n}`).toMatch(new RegExp(`footnotes? (?:[0-9]+(?:–|-| and |, ))*${n}\\b`));
  });
  it('every engine option has a ruling that names it', async () => {
    const { OPTIONS } = await import('@engine/index');
    const all = rulings.map(
      (f) => frontmatter(readFileSync(join(ROOT, 'content/rulings', f), 'utf8')).data.option,
    );
    for (const o of OPTIONS) expect(all, o.name).toContain(o.name);
  });
});

describe('glossary links', () => {
  const glossary = pages.find((p) => p.endsWith('start/glossary.mdx'));
  it('every <Term id> used on a page is defined with <dfn id> in the glossary', () => {
    expect(glossary).toBeDefined();
    const defined = new Set(
      [...readFileSync(glossary!, 'utf8').matchAll(/<dfn id="([^"]+)"/g)].map((m) => m[1]),
    );
    const used = pages.flatMap((p) =>
      [...readFileSync(p, 'utf8').matchAll(/<Term id="([^"]+)"/g)].map(
        (m) => `${p.slice(ROOT.length)}#${m[1]}`,
      ),
    );
    expect(used.filter((u) => !defined.has(u.split('#')[1]))).toEqual([]);
  });
});

/** Rule anchors: <Rule id="r-…" from="…" /> under the headings of the rules pages. */
const ANCHOR = /<Rule\s+id="(r-[a-z0-9-]+)"\s+from="([^"]+)"\s*\/>/g;
const anchorsOf = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(ANCHOR)].map((m) => ({ id: m[1], from: m[2] }));
const pagePath = (file: string) =>
  `/${file
    .slice(join(ROOT, 'content/docs').length + 1)
    .replace(/\.mdx?$/, '')
    .replace(/(^|\/)index$/, '')}/`.replace(/\/\/$/, '/');

describe('stable rule anchors', () => {
  const all = pages.flatMap((p) => anchorsOf(p).map((a) => ({ ...a, page: pagePath(p) })));
  it('every rules, scoring and surveyors page anchors its rule sections, each with where it comes from', () => {
    for (const p of pages.filter((f) => /content\/docs\/(rules|scoring|surveyors)\//.test(f))) {
      const a = anchorsOf(p);
      expect(a.length, `${p} has no <Rule> anchor`).toBeGreaterThan(1);
      for (const x of a) expect(x.from.length, `${x.id} names no source`).toBeGreaterThan(5);
    }
  });
  it('anchor ids are unique across the site, in each language', () => {
    for (const french of [false, true]) {
      const ids = all.filter((a) => a.page.startsWith('/fr/') === french).map((a) => a.id);
      expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    }
  });
  it('a French page keeps every rule anchor of its English twin, and adds none', () => {
    const twins = pages
      .filter((p) => !p.includes('/content/docs/fr/'))
      .map((p) => [p, p.replace('/content/docs/', '/content/docs/fr/')]);
    for (const [en, fr] of twins) {
      if (!existsSync(fr)) continue; // a page with no twin fails in tests/i18n/twins.test.ts
      expect(
        anchorsOf(fr).map((a) => a.id),
        fr.slice(ROOT.length),
      ).toEqual(anchorsOf(en).map((a) => a.id));
    }
  });
  it('every ruling links back to a rule anchor that exists, and says its edition and when it was added', () => {
    const known = new Set(all.map((a) => `${a.page}#${a.id}`));
    for (const f of rulings) {
      const { data } = frontmatter(readFileSync(join(ROOT, 'content/rulings', f), 'utf8'));
      expect(typeof data.clarifies, `${f}: clarifies`).toBe('string');
      expect(
        known.has(data.clarifies as string),
        `${f}: ${String(data.clarifies)} is not an anchor on that page`,
      ).toBe(true);
      expect(textOf(data.edition).length, `${f}: edition`).toBeGreaterThan(5);
      expect(textOf(data.added), `${f}: added`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});
