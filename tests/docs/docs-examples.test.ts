/**
 * The docs' examples run, so that they cannot go stale: every ```ts run and ```sh run block of
 * README.md and docs/*.md (doc-blocks.ts says how each is run and checked), their TypeScript type-checked
 * with the project's tsconfig, and in the docs that must run (STRICT_DOCS) no ts or sh block left
 * unmarked. A planted broken example shows that a wrong output, a wrong exit status and a throw fail.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  OUT_DIR,
  ROOT,
  STRICT_DOCS,
  blocksOf,
  expectedOf,
  linesMatch,
  linesOf,
  runSh,
  runTs,
  spawnIn,
  writeExample,
  type Block,
} from './doc-blocks';

const DOCS = ['README.md', ...readdirSync(join(ROOT, 'docs')).map((f) => `docs/${f}`)].filter((f) =>
  f.endsWith('.md'),
);
const BLOCKS = DOCS.flatMap((doc) => blocksOf(doc, readFileSync(join(ROOT, doc), 'utf8')));
const TS = BLOCKS.filter((b) => b.run && b.lang === 'ts');
const SH = BLOCKS.filter((b) => b.run && b.lang === 'sh');
const name = (b: Block) => `${b.doc}:${b.line}`;

/** What is wrong with a `ts run` block's run, or null. */
async function tsProblem(b: Block): Promise<string | null> {
  const want = expectedOf(b);
  if (want === null && !/\bassert\b/.test(b.code))
    return 'checks nothing: no `// → …` comment, no ```text block, no assert';
  const r = await runTs(b);
  if (r.code !== 0 || r.stderr !== '') return `exit ${r.code} (${r.file}):\n${r.stderr}`;
  if (want !== null && !linesMatch(linesOf(r.stdout), want))
    return `printed (${r.file}):\n${r.stdout}\nbut the doc says:\n${want.join('\n')}`;
  return null;
}

/** What is wrong with a `sh run` block's run, or null. */
async function shProblem(b: Block): Promise<string | null> {
  const r = await runSh(b);
  if (r.code !== b.exit) return `exit ${r.code}, the doc says ${b.exit}:\n${r.stdout}${r.stderr}`;
  if (b.output !== null && !linesMatch(linesOf(r.stdout + r.stderr), b.output.split('\n')))
    return `printed:\n${r.stdout}${r.stderr}\nbut the doc says:\n${b.output}`;
  return null;
}

beforeAll(() => rmSync(OUT_DIR, { recursive: true, force: true }));

describe('the docs hold runnable examples', () => {
  it('engine.md and command-line.md run some of each', () => {
    for (const doc of STRICT_DOCS)
      expect(
        BLOCKS.filter((b) => b.doc === doc && b.run).length,
        `${doc}: examples marked run`,
      ).toBeGreaterThanOrEqual(3);
  });

  it.each(STRICT_DOCS)('%s: every ts and sh block is marked `run` or `norun`', (doc) => {
    const unmarked = BLOCKS.filter(
      (b) => b.doc === doc && ['ts', 'typescript', 'sh', 'bash', 'js'].includes(b.lang) && !b.run && !b.norun,
    );
    expect(unmarked.map(name)).toEqual([]);
  });

  it('no block is marked run in a language the test does not run', () => {
    expect(BLOCKS.filter((b) => b.run && !['ts', 'sh'].includes(b.lang)).map(name)).toEqual([]);
  });
});

// One at a time: each a process of its own (about a second), beside the rest of the suite on two cores.
describe('```ts run examples', () => {
  it.each(TS.map((b) => [name(b), b] as const))(
    '%s',
    async (_, b) => {
      expect(await tsProblem(b)).toBeNull();
    },
    120_000,
  );
});

describe('```sh run examples', () => {
  it.each(SH.map((b) => [name(b), b] as const))(
    '%s',
    async (_, b) => {
      expect(await shProblem(b)).toBeNull();
    },
    120_000,
  );
});

describe('the TypeScript examples type-check', () => {
  it('tsc --noEmit over every ts run block, with the project tsconfig', async () => {
    const files = TS.map(writeExample);
    const config = join(OUT_DIR, 'tsconfig.json');
    writeFileSync(config, JSON.stringify({ extends: '../../tsconfig.json', include: [], files }, null, 2));
    const r = await spawnIn(process.execPath, [
      join(ROOT, 'node_modules/typescript/bin/tsc'),
      '--noEmit',
      '-p',
      config,
    ]);
    expect(r.stdout + r.stderr).toBe('');
    expect(r.code).toBe(0);
  }, 180_000);
});

describe('a broken example fails (the check can fail)', () => {
  const planted = (code: string, lang = 'ts', exit = 0, output: string | null = null): Block => ({
    doc: 'docs/planted.md',
    line: lang === 'ts' ? 1 : 2,
    lang,
    run: true,
    norun: false,
    exit,
    code,
    output,
  });

  it('a wrong `// →` value, a throw, and an example that checks nothing', async () => {
    const ok =
      "import { DEFAULT_OPTIONS } from '@engine/options';\nconsole.log(DEFAULT_OPTIONS.eviction); // → every-move";
    expect(await tsProblem(planted(ok))).toBeNull();
    expect(await tsProblem(planted(ok.replace('// → every-move', '// → vacated-column')))).toMatch(
      /but the doc says/,
    );
    expect(await tsProblem(planted("throw new Error('stale'); // → x"))).toMatch(/exit 1/);
    expect(await tsProblem(planted('console.log(1);'))).toMatch(/checks nothing/);
  }, 120_000);

  it('a wrong exit status or output of a command', async () => {
    const help = planted('npx nw help', 'sh', 0, 'usage: nw <command> [arguments]\n...');
    expect(await shProblem(help)).toBeNull();
    expect(await shProblem({ ...help, exit: 1 })).toMatch(/exit 0, the doc says 1/);
    expect(await shProblem({ ...help, output: 'usage: nw score\n...' })).toMatch(/but the doc says/);
  }, 120_000);

  it('`...` stands for any lines, and nothing else does', () => {
    expect(linesMatch(['a', 'b', 'c'], ['a', '...'])).toBe(true);
    expect(linesMatch(['a', 'b', 'c'], ['...', 'c'])).toBe(true);
    expect(linesMatch(['a', 'c'], ['a', '...', 'c'])).toBe(true);
    expect(linesMatch(['a', 'b'], ['a'])).toBe(false);
    expect(linesMatch(['a', 'b  '], ['a', 'b'])).toBe(true);
  });
});

describe('npx nw is this repository’s bin', () => {
  it('`npx nw help` prints the usage (npm finds the project’s own bin, bin/nw.mjs)', async () => {
    const r = await spawnIn('npx', ['--no-install', 'nw', 'help'], 120_000);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout.split('\n')[0]).toBe('usage: nw <command> [arguments]');
  }, 120_000);
});
