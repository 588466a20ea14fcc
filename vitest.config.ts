import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const fromRoot = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

// Keep these aliases in step with "paths" in tsconfig.json.
export default defineConfig({
  resolve: {
    alias: {
      '@engine': fromRoot('./src/engine'),
      '@components': fromRoot('./src/components'),
      '@content': fromRoot('./content'),
    },
  },
  test: {
    include: ['tests/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**', 'dist/**'],
    environment: 'node',
  },
});
