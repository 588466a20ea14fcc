/**
 * One catalog per language, with type-checked keys (issue 30, item 2): every French catalog of the
 * islands (src/lib/i18n/ui/<name>.fr.ts) is declared with its English twin's type
 * (`const words: SandboxWords = {…}`), so that a key left out, a key the English has not got or a
 * function of another shape fails `npm run check`; tests/i18n/catalog-types.fixtures.ts holds one
 * such mistake of each kind, each marked `@ts-expect-error`, to prove the type check catches it.
 * The refusals' catalogs (src/lib/i18n/ui/refusals/<area>.<lang>.ts) are functions over the
 * engine's union of codes, one per area and language.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const UI = join(import.meta.dirname, '../../src/lib/i18n/ui');
const read = (f: string) => readFileSync(join(UI, f), 'utf8');

/** English catalogs with no French twin, and where their French words are instead. */
const ENGLISH_ONLY: Record<string, string> = {
  'verdict.en.ts': 'the verdict’s French words are in calculator.fr.ts (`verdict`)',
};

/** The type an English catalog's default export has: `export type T = typeof words`, or `const words: T = …`. */
export function englishType(en: string): string | null {
  const name = /^export default (\w+);/m.exec(en)?.[1];
  if (!name) return null;
  return (
    new RegExp(`^export type (\\w+) = typeof ${name};`, 'm').exec(en)?.[1] ??
    new RegExp(`^const ${name}: (\\w+) = `, 'm').exec(en)?.[1] ??
    null
  );
}

/** What is wrong with a French catalog's declaration, given its English twin's type (null: nothing). */
export function frenchProblem(fr: string, type: string): string | null {
  const name = /^export default (\w+);/m.exec(fr)?.[1];
  if (!name) return 'no `export default <name>;`';
  if (
    !new RegExp(`^const ${name}: ${type} = `, 'm').test(fr) &&
    !new RegExp(`^const ${name} = [\\s\\S]*? satisfies ${type};`, 'm').test(fr)
  )
    return `its default export \`${name}\` is not declared \`const ${name}: ${type} = …\``;
  if (!new RegExp(`^import type \\{[^}]*\\b${type}\\b[^}]*\\} from `, 'm').test(fr))
    return `it does not import the type ${type}`;
  return null;
}

describe('each island catalog in French is typed by its English twin', () => {
  const files = readdirSync(UI);
  const french = files.filter((f) => f.endsWith('.fr.ts'));

  it('every English catalog has its French twin, and back', () => {
    const english = files.filter((f) => f.endsWith('.en.ts'));
    expect(english.length).toBeGreaterThan(10);
    expect(
      english.filter(
        (f) => !french.includes(f.replace('.en.ts', '.fr.ts')) && !Object.hasOwn(ENGLISH_ONLY, f),
      ),
    ).toEqual([]);
    expect(french.filter((f) => !english.includes(f.replace('.fr.ts', '.en.ts')))).toEqual([]);
  });

  for (const f of french) {
    it(f, () => {
      const type = englishType(read(f.replace('.fr.ts', '.en.ts')));
      expect(type, `the type of ${f.replace('.fr.ts', '.en.ts')}'s default export`).toBeTruthy();
      expect(frenchProblem(read(f), type!)).toBeNull();
    });
  }

  it('the fixtures of mistakes cover every pair', () => {
    const fixtures = readFileSync(join(import.meta.dirname, 'catalog-types.fixtures.ts'), 'utf8');
    for (const f of french) expect(fixtures, f).toContain(`@lib/i18n/ui/${f.replace('.ts', '')}'`);
  });

  it('catches an untyped French catalog (the check can fail)', () => {
    expect(
      englishType(
        'const words = {\n  a: 1,\n};\nexport type AWords = typeof words;\nexport default words;\n',
      ),
    ).toBe('AWords');
    expect(
      frenchProblem(
        "import type { AWords } from './a.en';\nconst words: AWords = {\n  a: 1,\n};\nexport default words;\n",
        'AWords',
      ),
    ).toBeNull();
    expect(frenchProblem('const words = {\n  a: 1,\n};\nexport default words;\n', 'AWords')).toMatch(
      /not declared/,
    );
    expect(
      frenchProblem(
        "import type { BWords } from './b.en';\nconst words: AWords = {};\nexport default words;\n",
        'AWords',
      ),
    ).toMatch(/does not import/);
  });
});

describe('the refusals’ catalogs: one per rule area and language', () => {
  const DIR = join(UI, 'refusals');
  const areas = readdirSync(DIR)
    .filter((f) => /\.en\.ts$/.test(f) && f !== 'index.en.ts')
    .map((f) => f.replace('.en.ts', ''));
  it('each area has its English and French catalog, and the dispatchers name each', () => {
    expect(areas.length).toBeGreaterThanOrEqual(6);
    for (const a of areas) expect(existsSync(join(DIR, `${a}.fr.ts`)), `${a}.fr.ts`).toBe(true);
    for (const lang of ['en', 'fr']) {
      const index = readFileSync(join(DIR, `index.${lang}.ts`), 'utf8');
      for (const a of areas) expect(index, `index.${lang}.ts`).toContain(`from './${a}.${lang}'`);
    }
  });
  for (const a of ['core', 'session', 'new-world', 'discovery', 'race', 'conquest']) {
    it(`${a}: a function of the area’s refusals, French complete (string), English possibly null (the tool builders’ sentence)`, () => {
      expect(readFileSync(join(DIR, `${a}.fr.ts`), 'utf8')).toMatch(
        /^export function \w+Fr\(\s*r: \w+Refusal,\s*_?c: Context(?:,?\s*\)|,[\s\S]*?\)): string \{$/m,
      );
      expect(readFileSync(join(DIR, `${a}.en.ts`), 'utf8')).toMatch(
        /^export function \w+En\(\s*r: \w+Refusal,\s*_?c: Context,?\s*\): string \| null \{/m,
      );
    });
  }
});
