/**
 * Every page exists in both languages (issue 19): each English page, ruling, worked example and
 * lesson has its French twin, and each French file has its English one, so the language switch on
 * every page goes to the same page. Overlays (content/i18n/fr/) may only hold strings where the
 * English file has them, at the same places: an overlay can never change a record.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const walk = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir).flatMap((f) =>
        statSync(join(dir, f)).isDirectory() ? walk(join(dir, f)) : [join(dir, f)],
      )
    : [];
const rel = (dir: string, files: string[]) => files.map((f) => relative(join(ROOT, dir), f)).sort();

/** Files under `en` (leaving out the French folder inside it) and under `fr`, relative to each, that match `ext`. */
function pair(en: string, fr: string, ext: RegExp) {
  const english = rel(
    en,
    walk(join(ROOT, en)).filter(
      (f) => ext.test(f) && !f.startsWith(join(ROOT, fr) + '/') && !f.includes('/fr/'),
    ),
  );
  const french = rel(
    fr,
    walk(join(ROOT, fr)).filter((f) => ext.test(f)),
  );
  return { english, french };
}

describe('every page in both languages', () => {
  for (const [what, en, fr, ext] of [
    ['docs pages', 'content/docs', 'content/docs/fr', /\.mdx?$/],
    ['rulings', 'content/rulings', 'content/rulings/fr', /\.md$/],
    ['worked examples', 'content/examples', 'content/i18n/fr/examples', /\.json$/],
    ['lessons', 'content/lessons', 'content/i18n/fr/lessons', /\.json$/],
  ] as const) {
    it(`${what}: each English one has its French twin, and back`, () => {
      const { english, french } = pair(en, fr, ext);
      expect(english.length).toBeGreaterThan(5);
      expect(
        english.filter((f) => !french.includes(f)).map((f) => `${en}/${f} has no French twin (${fr}/${f})`),
      ).toEqual([]);
      expect(french.filter((f) => !english.includes(f)).map((f) => `${fr}/${f} has no English twin`)).toEqual(
        [],
      );
    });
  }
});

/** Where an overlay has something its English file has not (a key, an array item, a non-string where English has a string). */
function strays(en: unknown, fr: unknown, path: string): string[] {
  if (typeof fr === 'string')
    return typeof en === 'string'
      ? []
      : [`${path}: a string where the English file has ${JSON.stringify(en)?.slice(0, 30)}`];
  if (Array.isArray(fr)) {
    if (!Array.isArray(en)) return [`${path}: an array where the English file has none`];
    if (fr.length !== en.length) return [`${path}: ${fr.length} items, the English file has ${en.length}`];
    return fr.flatMap((x, i) => strays(en[i], x, `${path}[${i}]`));
  }
  if (fr && typeof fr === 'object') {
    if (!en || typeof en !== 'object' || Array.isArray(en))
      return [`${path}: an object where the English file has none`];
    return Object.entries(fr).flatMap(([k, v]) =>
      Object.hasOwn(en, k)
        ? strays((en as Record<string, unknown>)[k], v, `${path}.${k}`)
        : [`${path}.${k}: no such field in the English file`],
    );
  }
  return [`${path}: only strings can be translated (found ${JSON.stringify(fr)})`];
}

describe('French overlays hold only translated strings', () => {
  for (const [en, fr] of [
    ['content/examples', 'content/i18n/fr/examples'],
    ['content/lessons', 'content/i18n/fr/lessons'],
  ]) {
    it(`${fr} matches ${en} field for field`, () => {
      const found = walk(join(ROOT, fr))
        .filter((f) => f.endsWith('.json'))
        .flatMap((f) => {
          const english = join(ROOT, en, relative(join(ROOT, fr), f));
          if (!existsSync(english)) return [];
          return strays(
            JSON.parse(readFileSync(english, 'utf8')),
            JSON.parse(readFileSync(f, 'utf8')),
            relative(ROOT, f),
          );
        });
      expect(found).toEqual([]);
    });
  }
  it('catches a stray field (the check can fail)', () => {
    expect(
      strays({ title: 'A', turns: [{ tile: 'K' }] }, { title: 'B', turns: [{ tile: 'L' }] }, 'x'),
    ).toEqual([]);
    expect(strays({ title: 'A', turns: [{ col: 1 }] }, { turns: [{ col: 2 }] }, 'x')).toEqual([
      'x.turns[0].col: only strings can be translated (found 2)',
    ]);
    expect(strays({ title: 'A' }, { titel: 'B' }, 'x')).toEqual([
      'x.titel: no such field in the English file',
    ]);
  });
});
