/**
 * The code's form (issue 43): Prettier's settings cover every kind of file the tree holds, and a file
 * whose formatting is undone fails the check that `npm run lint` runs (`prettier --check .`, and
 * scripts/format-astro.mjs --check for the .astro files' frontmatter). The whole tree's check is
 * the lint's; here, one file of each kind shows the check can fail.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, cpSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../../', import.meta.url).pathname;
const SAMPLES = [
  'src/engine/index.ts',
  'src/components/board/Board.svelte',
  'src/lib/i18n/ui/sandbox.en.ts',
  'content/rulings/trapper-ties.md',
  'package.json',
];

/** The file's text as Prettier would not leave it: indentation taken away, blank lines doubled. */
const unformatted = (text: string) => text.replace(/^[ \t]+/gm, '').replace(/\n\n/g, '\n\n\n');

async function formatted(file: string, text: string): Promise<boolean> {
  const options = await prettier.resolveConfig(join(ROOT, file));
  return prettier.check(text, { ...options, filepath: join(ROOT, file) });
}

describe('the code is formatted', () => {
  for (const file of SAMPLES) {
    it(`${file}: formatted, and fails the check once its formatting is undone`, async () => {
      const text = readFileSync(join(ROOT, file), 'utf8');
      expect(await formatted(file, text)).toBe(true);
      expect(await formatted(file, unformatted(text))).toBe(false);
    });
  }

  it('the .astro frontmatter check fails on an unformatted frontmatter and passes on a formatted one', () => {
    // Inside the checkout (its .tmp/ is ignored), so that the script finds the project's Prettier.
    mkdirSync(join(ROOT, '.tmp'), { recursive: true });
    const dir = mkdtempSync(join(ROOT, '.tmp', 'format-astro-'));
    try {
      mkdirSync(join(dir, 'scripts'));
      cpSync(join(ROOT, 'scripts/format-astro.mjs'), join(dir, 'scripts/format-astro.mjs'));
      cpSync(join(ROOT, '.prettierrc.json'), join(dir, '.prettierrc.json'));
      const run = () =>
        execFileSync('node', ['scripts/format-astro.mjs', '--check'], {
          cwd: dir,
          encoding: 'utf8',
        });
      execFileSync('git', ['init', '-q'], { cwd: dir });
      writeFileSync(join(dir, 'x.astro'), '---\nconst a = { b: 1 };\n---\n\n<p>{a.b}</p>\n');
      execFileSync('git', ['add', 'x.astro'], { cwd: dir });
      expect(run()).toBe('');
      writeFileSync(join(dir, 'x.astro'), '---\nconst a = {b:1}\n---\n\n<p>{a.b}</p>\n');
      expect(run).toThrow();
    } finally {
      rmSync(dir, { recursive: true });
    }
  });
});
