/**
 * Rules in our own words: no sentence of the site copies a sentence of the sources. Every run of
 * 10 words of a page, ruling or example record is looked up in the seed texts
 * (../shared/seeds); a shared run of that length means copied prose, not a shared fact.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
// Beside the project (../shared/seeds), or where this machine keeps them (as the spec tests do).
const SEEDS =
  [join(ROOT, '../shared/seeds'), '/work/shared/seeds'].find((d) => existsSync(d)) ??
  join(ROOT, '../shared/seeds');
const RUN = 10;

const words = (t: string) =>
  t
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[^a-z0-9'àâçéèêëîïôûùüÿœæ]+/g, ' ')
    .split(' ')
    .filter(Boolean);

/** Every string in a JSON value. */
function strings(x: unknown): string[] {
  if (typeof x === 'string') return [x];
  if (Array.isArray(x)) return x.flatMap(strings);
  if (x && typeof x === 'object') return Object.values(x).flatMap(strings);
  return [];
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
}

/** The prose of a site file: Markdown and MDX without tags and code; JSON records' text fields. */
function prose(file: string): string {
  const raw = readFileSync(file, 'utf8');
  // A French overlay (content/i18n/fr/): every string in it is prose.
  if (file.includes('/content/i18n/') && file.endsWith('.json')) return strings(JSON.parse(raw)).join('\n\n');
  if (file.endsWith('.json')) {
    const r = JSON.parse(raw) as Record<string, unknown>;
    const own = ['title', 'description', 'source', 'summary', 'intro', 'outro'].map((k) =>
      typeof r[k] === 'string' ? `${r[k]}.` : '',
    );
    // A lesson's words: what each step says, its hint and what follows, and each question.
    const parts = [
      ...(Array.isArray(r.steps) ? r.steps : []),
      ...(Array.isArray(r.questions) ? r.questions : []),
    ] as Record<string, unknown>[];
    const said = parts.flatMap((p) =>
      ['say', 'hint', 'then', 'ask'].map((k) => (typeof p[k] === 'string' ? `${p[k]}` : '')),
    );
    return [...own, ...said].join('\n\n');
  }
  return raw
    .replace(/^import .*$/gm, '')
    .replace(/```[\s\S]*?```/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/`[^`]*`/g, ' ');
}

/**
 * 10-word runs of the seed texts' prose. Headings (short lines that are not sentences, such as
 * "What if a completed town or trail has more than one settler?") are left out: the site names
 * the sections it cites by their titles, and that is a citation, not copied prose.
 */
function seedRuns(): Set<string> {
  const runs = new Set<string>();
  const heading = (line: string) =>
    words(line).length >= 3 && words(line).length <= 14 && !/[.:;,]\s*$/.test(line.trim());
  const texts = readdirSync(SEEDS).map((f) => readFileSync(join(SEEDS, f), 'utf8'));
  // Section titles of any seed, also where another seed runs them into a paragraph (the wiki does).
  const titles = [
    ...new Set(
      texts.flatMap((t) =>
        t
          .split('\n')
          .filter(heading)
          .map((l) => ` ${words(l).join(' ')} `),
      ),
    ),
  ];
  for (const text of texts) {
    let flat = ` ${words(text).join(' ')} `;
    for (const t of titles) flat = flat.split(t).join(' | ');
    const w = flat.split(' ').filter(Boolean);
    for (let i = 0; i + RUN <= w.length; i++)
      if (!w.slice(i, i + RUN).includes('|')) runs.add(w.slice(i, i + RUN).join(' '));
  }
  return runs;
}

/** Runs of a text found in the seeds, merged into the copied stretches. */
export function copiedStretches(text: string, runs: Set<string>): string[] {
  const out: string[] = [];
  for (const sentence of text.split(/(?<=[.!?])\s+|\n\s*\n/)) {
    const w = words(sentence);
    let i = 0;
    while (i + RUN <= w.length) {
      if (runs.has(w.slice(i, i + RUN).join(' '))) {
        let j = i + RUN;
        while (j < w.length && runs.has(w.slice(j - RUN + 1, j + 1).join(' '))) j++;
        out.push(w.slice(i, j).join(' '));
        i = j;
      } else i++;
    }
  }
  return out;
}

// The seeds are not in the project: a machine without them skips this check.
describe.skipIf(!existsSync(SEEDS))('rules in our own words', () => {
  let cached: Set<string> | null = null;
  const seeds = () => (cached ??= seedRuns());
  const files = [
    ...walk(join(ROOT, 'content/docs')).filter((f) => /\.mdx?$/.test(f)),
    ...walk(join(ROOT, 'content/rulings')).filter((f) => f.endsWith('.md')),
    ...walk(join(ROOT, 'content/examples')).filter((f) => f.endsWith('.json')),
    ...walk(join(ROOT, 'content/lessons')).filter((f) => f.endsWith('.json')),
    ...walk(join(ROOT, 'content/i18n')).filter((f) => f.endsWith('.json')),
  ];
  it('finds the seeds and the site', () => {
    expect(seeds().size).toBeGreaterThan(5000);
    expect(files.length).toBeGreaterThan(80);
  });
  it('the check itself catches a copied sentence', () => {
    const runs = seeds();
    const seed = words(
      readFileSync(
        join(
          SEEDS,
          readdirSync(SEEDS).find((f) => f.startsWith('001'))!,
        ),
        'utf8',
      ),
    )
      .slice(200, 214)
      .join(' ');
    expect(copiedStretches(`As the book says, ${seed}.`, runs)).not.toEqual([]);
    expect(copiedStretches('A trail with a trading post scores two more points at the end.', runs)).toEqual(
      [],
    );
  });
  it('no page, ruling, example record or lesson copies 10 words in a row from a source', () => {
    const runs = seeds();
    const found = files.flatMap((f) =>
      copiedStretches(prose(f), runs).map((c) => `${f.slice(ROOT.length + 1)}: "${c}"`),
    );
    expect(found).toEqual([]);
  });
});
