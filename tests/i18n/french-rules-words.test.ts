/**
 * The French site uses the French rules' own words (seed 002, the French rules of The Discovery)
 * where they have one: the figures left in front of a player are its « stock » (never
 * « réserve »), the tiles to draw are « pioches » / « piles », the overview sheets are
 * « tableaux » (never « cartes d'aide »), and a region of two tiles pays one reduced rate, named
 * « tarif réduit » everywhere (never « tarif bas », « taux réduit » or « barème bas »). Every French page,
 * ruling, overlay and word catalog is read; a drift word fails with its file and line.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOTS = ['content/docs/fr', 'content/rulings/fr', 'content/i18n/fr', 'src/lib/i18n'];
const EXTRA = [
  'src/lib/content/option-docs-fr.ts',
  'src/lib/content/option-words-fr.ts',
  'src/components/turn-diagram-steps.ts',
];

/** Each drift word and the French rules' word to use instead. */
export const DRIFT: readonly { word: RegExp; use: string }[] = [
  { word: /\bréserves?\b/i, use: '« stock » (figures) or « pioche » (tiles), as the French rules say' },
  {
    word: /\bcartes? d[’']aide\b/i,
    use: '« tableaux » (the French rules: tableaux donnant un aperçu général)',
  },
  { word: /\btarif bas\b/i, use: '« tarif réduit »' },
  { word: /\btaux réduit\b/i, use: '« tarif réduit »' },
  { word: /\bbarème bas\b/i, use: '« tarif réduit »' },
];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return /\.(mdx?|json|ts)$/.test(name) ? [path] : [];
  });
}

/** The drift words in a text, as "file:line: word (use …)". */
export function driftIn(file: string, text: string): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, i) => {
    for (const d of DRIFT) {
      const m = d.word.exec(line);
      if (m) found.push(`${file}:${i + 1}: « ${m[0]} » (use ${d.use})`);
    }
  });
  return found;
}

describe("the French site speaks the French rules' words", () => {
  const files = [...ROOTS.flatMap(filesUnder), ...EXTRA].filter((f) => !/\.en\.ts$/.test(f));

  it('reads the French pages, rulings, overlays and catalogs', () => {
    expect(files.length).toBeGreaterThan(80);
    expect(files).toContain('src/lib/i18n/narration-fr.ts');
  });

  it('finds a drift word with its place (the check can fail)', () => {
    expect(driftIn('x.md', 'ok\nLe colon retourne dans la réserve.')).toEqual([
      'x.md:2: « réserve » (use « stock » (figures) or « pioche » (tiles), as the French rules say)',
    ]);
    expect(
      driftIn('y.md', 'cinq cartes d’aide ; au tarif bas ; un taux réduit ; au barème bas'),
    ).toHaveLength(4);
    expect(driftIn('z.md', 'le colon retourne dans votre stock, au tarif réduit')).toEqual([]);
  });

  it('has no drift word anywhere', () => {
    expect(files.flatMap((f) => driftIn(f, readFileSync(f, 'utf8')))).toEqual([]);
  });
});
