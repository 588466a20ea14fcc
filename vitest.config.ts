import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'vitest/config';

const fromRoot = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

// Two projects: the engine, content and browser-side library tests run in Node; the Svelte
// component tests (tests/components) compile the components for the DOM and run them in
// happy-dom, resolving packages with the `browser` condition (so `svelte` is the client
// runtime with `mount`, not the server one).
// Keep these aliases in step with "paths" in tsconfig.json.
export default defineConfig({
  resolve: {
    alias: {
      '@engine': fromRoot('./src/engine'),
      '@components': fromRoot('./src/components'),
      '@lib': fromRoot('./src/lib'),
      '@content': fromRoot('./content'),
    },
  },
  test: {
    // Vitest's default in `run` is one worker fewer than the cores: one on a 2-core machine, where
    // the property tests then take one core and leave the other idle.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // An upper bound, not a wait (as in the browser tests): on a busy shared machine a fuzz test that
    // takes 1.5 s took 8 s and failed the default 5 s. Files that need more set their own.
    testTimeout: 30_000,
    // The engine's English for tool builders (src/engine/refusals-english.ts), whatever a test imports.
    setupFiles: ['tests/english.setup.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**', 'dist/**'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // One module graph per worker, not one per test file: the files import the same engine,
          // and loading it again for each of 43 files was a third of the run (unit project on this
          // 2-core machine: 109 → 74 CPU-seconds, 57 → 40 s). These tests keep no state between
          // files; the two that stub `localStorage` undo it after each test (vi.unstubAllGlobals).
          isolate: false,
          include: ['tests/**/*.test.ts'],
          exclude: ['tests/e2e/**', 'tests/components/**', 'node_modules/**', 'dist/**'],
          environment: 'node',
        },
      },
      {
        extends: true,
        // No svelte.config.js: Svelte 5 reads the components' `lang="ts"` scripts itself. The
        // compiler's accessibility lint (a11y_*) is for `astro check`/the build, not test output.
        plugins: [
          svelte({
            configFile: false,
            compilerOptions: { hmr: false },
            onwarn: (warning, handler) => {
              if (!warning.code?.startsWith('a11y')) handler?.(warning);
            },
          }),
        ],
        resolve: { conditions: ['browser'] },
        test: {
          name: 'components',
          include: ['tests/components/**/*.test.ts'],
          environment: 'happy-dom',
        },
      },
    ],
  },
});
