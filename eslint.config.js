// ESLint's flat config: typescript-eslint's type-checked recommended rules over the TypeScript, Svelte and
// Astro sources, with the Svelte and Astro plugins' recommended rules. `npm run lint` runs it beside
// Prettier's check and the type checks (scripts/lint.sh); docs/testing.md says what each one holds.
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import svelte from 'eslint-plugin-svelte';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** @type {import('eslint').Linter.Config[]} */
export default [
  {
    ignores: [
      'dist/',
      'dist-subpath/',
      '.astro/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      '.tmp/',
      'public/',
      // Astro's generated type declarations.
      'src/env.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  ...svelte.configs['flat/recommended'],
  ...astro.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
        extraFileExtensions: ['.svelte', '.astro'],
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // `typeof import('…')` stays allowed: it types a module loaded on demand (its own chunk) without importing it.
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    files: ['**/*.svelte', '**/*.svelte.ts'],
    languageOptions: { parserOptions: { parser: tseslint.parser } },
  },
  {
    // In a component's markup the Svelte parser gives ESLint no types for another component's props: a
    // callback prop's parameter reads as `any` (`onchange={(n) => …}`), though astro check types it. The
    // `any`-flow rules would flag every such callback; the type checks (npm run lint) hold them instead.
    // Keys on `{#each}`: a keyed list moves DOM nodes where an index-keyed one patches them in place (focus
    // and transitions differ); lists here are keyed where identity matters, a rule for every list would
    // change behaviour, not style.
    files: ['**/*.svelte'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      'svelte/require-each-key': 'off',
    },
  },
  {
    // astro-eslint-parser has no types for a template's expressions (each reads as an error type): the
    // type-aware rules are off for .astro files, whose code `astro check` type-checks (npm run lint).
    files: ['**/*.astro'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Tests read JSON files, Playwright's evaluate() results and fixtures typed `any` on purpose (the
    // malformed inputs they feed): the `any`-flow rules are off there; promises must still be awaited.
    files: ['tests/**', 'bench/**'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // Plain JavaScript (configs, scripts): no type information to check against.
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
];
