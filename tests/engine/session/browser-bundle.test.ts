/**
 * The engine and its session controller run in the browser: bundling them for the browser
 * must not pull in any Node module (a `node:` import or a Node built-in fails to resolve).
 * The size is reported by `npm run bench`, not asserted here.
 */
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const entry = (p: string) => fileURLToPath(new URL(`../../../src/engine/${p}`, import.meta.url));

describe('the engine in the browser', () => {
  it.each(['index.ts', 'session/index.ts'])(
    '%s bundles for the browser with no Node import',
    async (file) => {
      const out = await build({
        entryPoints: [entry(file)],
        bundle: true,
        format: 'esm',
        platform: 'browser',
        write: false,
        logLevel: 'silent',
        metafile: true,
      });
      const inputs = Object.keys(out.metafile.inputs);
      expect(inputs.some((i) => i.includes('session/session.ts'))).toBe(true);
      expect(inputs.filter((i) => !i.startsWith('src/engine/'))).toEqual([]);
      expect(new TextDecoder().decode(out.outputFiles[0].contents)).not.toMatch(
        /from\s*["']node:|require\(["'](fs|path|node:)/,
      );
    },
  );

  it('a Node import would be caught', async () => {
    const bad = build({
      stdin: {
        contents: "import { readFileSync } from 'node:fs'; console.log(readFileSync);",
        resolveDir: '.',
      },
      bundle: true,
      platform: 'browser',
      write: false,
      logLevel: 'silent',
    });
    await expect(bad).rejects.toThrow(/node:fs/);
  });
});
