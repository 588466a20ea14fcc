/**
 * The code blocks of the Markdown docs (README.md, docs/*.md) and how their examples are run, for
 * docs-examples.test.ts. A block's info string says what to do with it:
 *
 *   ```ts run         TypeScript, saved as a file at the repository's root would be (relative imports are
 *                     from the root; @engine/* and the other aliases resolve through tsconfig.json) and run
 *                     with `node --import tsx`; it must exit 0 with nothing on stderr, and the lines it
 *                     prints must be its `// → …` comments, in order (or the ```text block right after it).
 *   ```sh run         a shell script run from the repository's root (`npx nw` runs bin/nw.mjs); its stdout
 *                     then stderr must match the ```text block right after it, where a line `...` stands
 *                     for any lines; `exit=N` gives the exit status it must end with (0 if not given).
 *   ```ts norun       shown, not run (a fragment or a syntax summary): said explicitly, so that a block
 *   ```sh norun       left unmarked in the docs that must run (STRICT_DOCS) fails the test.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** Where the TypeScript examples are written to be run (.tmp/ is ignored by git, tsc, ESLint and Prettier). */
export const OUT_DIR = join(ROOT, '.tmp/docs-examples');

/** Docs whose every ts and sh block is marked `run` or `norun`. */
export const STRICT_DOCS = ['docs/engine.md', 'docs/command-line.md'];

export interface Block {
  /** The Markdown file, relative to the root. */
  doc: string;
  /** The line of the opening fence (1-based). */
  line: number;
  lang: string;
  run: boolean;
  norun: boolean;
  /** The exit status a `sh run` block must end with. */
  exit: number;
  code: string;
  /** The ```text block right after it, if any: the output it must print. */
  output: string | null;
}

/** The fenced code blocks of a Markdown text, each with the ```text block that follows it, if any. */
export function blocksOf(doc: string, markdown: string): Block[] {
  const lines = markdown.split('\n');
  const raw: { line: number; info: string; code: string; end: number }[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(`{3,})(.*)$/.exec(lines[i]);
    if (!open) continue;
    const fence = open[1];
    let j = i + 1;
    while (j < lines.length && !(lines[j].startsWith(fence) && lines[j].trim() === fence)) j++;
    raw.push({ line: i + 1, info: open[2].trim(), code: lines.slice(i + 1, j).join('\n'), end: j });
    i = j;
  }
  const blocks: Block[] = [];
  for (let k = 0; k < raw.length; k++) {
    const [lang = '', ...flags] = raw[k].info.split(/\s+/);
    if (lang === 'text') continue;
    const next = raw[k + 1];
    const between = next ? lines.slice(raw[k].end + 1, next.line - 1) : [];
    const output = next && next.info === 'text' && between.every((l) => l.trim() === '') ? next.code : null;
    const exit = flags.find((f) => f.startsWith('exit='));
    blocks.push({
      doc,
      line: raw[k].line,
      lang,
      run: flags.includes('run'),
      norun: flags.includes('norun'),
      exit: exit ? Number(exit.slice('exit='.length)) : 0,
      code: raw[k].code,
      output,
    });
  }
  return blocks;
}

/** The output a `ts run` block says it prints: its ```text block, or its `// → …` comments in order. */
export function expectedOf(b: Block): string[] | null {
  if (b.output !== null) return b.output.split('\n');
  const said = b.code
    .split('\n')
    .map((l) => /\/\/ → (.*)$/.exec(l)?.[1])
    .filter((x) => x !== undefined);
  return said.length ? said : null;
}

/** Whether `got` matches `want` line for line (trailing spaces ignored), a `...` line in `want` standing for any lines. */
export function linesMatch(got: string[], want: string[]): boolean {
  const g = got.map((l) => l.trimEnd());
  const w = want.map((l) => l.trimEnd());
  const memo = new Map<string, boolean>();
  const from = (i: number, j: number): boolean => {
    const key = `${i},${j}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    let ok: boolean;
    if (j === w.length) ok = i === g.length;
    else if (w[j] === '...') ok = from(i, j + 1) || (i < g.length && from(i + 1, j));
    else ok = i < g.length && g[i] === w[j] && from(i + 1, j + 1);
    memo.set(key, ok);
    return ok;
  };
  return from(0, 0);
}

/** A process's output split into lines, without the last line break. */
export const linesOf = (text: string): string[] => (text === '' ? [] : text.replace(/\n$/, '').split('\n'));

export interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Run a command from the repository's root and collect what it printed. */
export function spawnIn(command: string, args: string[], timeoutMs = 100_000): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', INIT_CWD: ROOT },
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: timeoutMs,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The file a `ts run` block is saved to: its relative imports made absolute, as from the repository's root. */
export function writeExample(b: Block): string {
  mkdirSync(OUT_DIR, { recursive: true });
  const file = join(OUT_DIR, `${b.doc.replace(/[/.]/g, '-')}-L${b.line}.ts`);
  const code = b.code.replace(
    /(from\s+|import\s*\(\s*|import\s+)(['"])(\.{1,2}\/[^'"]+)\2/g,
    (_, lead: string, q: string, rel: string) => `${lead}${q}${join(ROOT, rel)}${q}`,
  );
  writeFileSync(file, code + '\n');
  return file;
}

/** Run a `ts run` block as a reader would (`npx tsx file.ts` at the root). */
export function runTs(b: Block): Promise<Ran & { file: string }> {
  const file = writeExample(b);
  return spawnIn(process.execPath, ['--import', 'tsx', file]).then((r) => ({ ...r, file }));
}

/** Run a `sh run` block: `npx nw` is this repository's bin, run directly (npx finds the same file, more slowly). */
export function runSh(b: Block): Promise<Ran> {
  const script = b.code.replace(/\bnpx nw\b/g, `node ${join(ROOT, 'bin/nw.mjs')}`);
  return spawnIn('sh', ['-c', `set -e\n${script}`]);
}
