/**
 * The code's shape (issue 16), read by scripts/code-map.mjs with the TypeScript parser: no import
 * circle anywhere in src/ (type-only imports included), code outside the engine reaches it only
 * through its entry points, and the counts that keep the UI honest (`as` casts, branches on a
 * ruleset's name, long lines) stay at or under their ceilings. Each ceiling is today's figure, so
 * a change that adds one fails here; lower it when you remove some. Modules are split by concept:
 * none grows past about 400 formatted lines (issue 43: the old 300-line ceiling was met by packing
 * lines, which Prettier now unpacks).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  circles,
  codeMap,
  engineInternals,
  ENGINE_ENTRIES,
  LONG_LINE,
  longLines,
  MAX_MODULE_LINES,
  PER_RULESET_UI,
  srcLongLines,
} from '../../scripts/code-map.mjs';

interface Module {
  file: string;
  imports: { spec: string; to: string | null }[];
  casts: string[];
  branches: string[];
}
const map = codeMap() as Module[];
const ROOT = new URL('../../', import.meta.url).pathname;

/** Ceilings: today's figures (docs/architecture.md, the code map, says how each is counted). */
const MAX_CASTS = 52;
const MAX_RULESET_BRANCHES = 1;
/** Lines over LONG_LINE characters in src/, each a string or URL (prose and data may run on; code may not). */
const MAX_LONG_LINES = 30;

describe('the code map', () => {
  it('reads every module of src/ (a parse failure would hide imports)', () => {
    expect(map.length).toBeGreaterThan(100);
    expect(
      map.some((m) => m.file.endsWith('src/components/sandbox/Sandbox.svelte') && m.imports.length > 5),
    ).toBe(true);
  });

  it('has no import circle, type-only imports included', () => {
    expect(circles(map, { types: true })).toEqual([]);
  });

  it('finds a circle when there is one (the check can fail)', () => {
    const a = {
      file: `${ROOT}src/a.ts`,
      imports: [{ spec: './b', to: `${ROOT}src/b.ts` }],
      typeImports: [],
      casts: [],
      branches: [],
    };
    const b = {
      file: `${ROOT}src/b.ts`,
      imports: [],
      typeImports: [{ spec: './a', to: `${ROOT}src/a.ts` }],
      casts: [],
      branches: [],
    };
    expect(circles([a, b])).toEqual([]);
    expect(circles([a, b], { types: true })).toEqual([['src/a.ts', 'src/b.ts']]);
  });

  it('reaches the engine from outside only through its entry points', () => {
    expect(engineInternals(map)).toEqual([]);
    for (const e of ENGINE_ENTRIES) expect(readFileSync(`${ROOT}${e}`, 'utf8').length, e).toBeGreaterThan(0);
    const outside = {
      file: `${ROOT}src/lib/x.ts`,
      imports: [{ spec: '@engine/core/board', to: `${ROOT}src/engine/core/board.ts` }],
      typeImports: [],
      casts: [],
      branches: [],
    };
    expect(engineInternals([outside])).toEqual(['src/lib/x.ts → @engine/core/board']);
  });

  it('keeps the engine free of the DOM, Svelte and Astro', () => {
    const bad = map
      .filter((m) => m.file.includes('/src/engine/'))
      .flatMap((m) =>
        m.imports
          .filter(
            (i) =>
              /^(svelte|astro|@astrojs)/.test(i.spec) ||
              i.to?.includes('/src/lib/') ||
              i.to?.includes('/src/components/'),
          )
          .map((i) => `${relative(ROOT, m.file)} → ${i.spec}`),
      );
    expect(bad).toEqual([]);
  });

  it(`has at most ${MAX_CASTS} \`as\` casts in src/`, () => {
    expect(map.flatMap((m) => m.casts).length).toBeLessThanOrEqual(MAX_CASTS);
  });

  it(`has at most ${MAX_RULESET_BRANCHES} branches on a ruleset's name outside the engine and the per-ruleset UI modules`, () => {
    const branches = map.flatMap((m) => m.branches).filter((b) => !PER_RULESET_UI.test(b));
    expect(branches.length).toBeLessThanOrEqual(MAX_RULESET_BRANCHES);
    // The screens ask their ruleset's descriptor (src/lib/rulesets/): none branches on a game's name.
    expect(branches.filter((b) => /^src\/(components|lib)\//.test(b))).toEqual([]);
  });

  it(`has no module over ${MAX_MODULE_LINES} lines, the engine's included`, () => {
    const long = map
      .map((m) => [relative(ROOT, m.file), readFileSync(m.file, 'utf8').split('\n').length] as const)
      .filter(([, n]) => n > MAX_MODULE_LINES);
    expect(long).toEqual([]);
  });

  it(`has at most ${MAX_LONG_LINES} lines over ${LONG_LINE} characters in src/, each a string or URL`, () => {
    const long = srcLongLines() as { at: string; length: number; code: number }[];
    expect(long.filter((l) => l.code > LONG_LINE).map((l) => l.at)).toEqual([]);
    expect(long.length).toBeLessThanOrEqual(MAX_LONG_LINES);
  });

  it('tells a long line of code or comment from a long string (the check can fail)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'code-map-'));
    const file = join(dir, 'x.ts');
    const pad = 'x'.repeat(LONG_LINE);
    writeFileSync(
      file,
      [
        `const a = '${pad}';`,
        `const b = \`${pad} \${a}\`;`,
        `// ${pad}`,
        `const c = [${pad
          .split('')
          .map(() => 1)
          .join(', ')}];`,
        `const d = 'https://example.org/${pad}';`,
        `const e = 1; // https://example.org/${pad}`,
      ].join('\n'),
    );
    try {
      expect(
        (longLines(file) as { at: string; code: number }[]).map((l) => [
          l.at.split(':').pop(),
          l.code > LONG_LINE,
        ]),
      ).toEqual([
        ['1', false],
        ['2', false],
        ['3', true],
        ['4', true],
        ['5', false],
        ['6', false],
      ]);
    } finally {
      rmSync(dir, { recursive: true });
    }
  });
});
