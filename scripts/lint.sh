#!/usr/bin/env bash
# `npm run lint`: every check of the code's form and types, side by side where they can be.
#   - Prettier's check over the tree (.prettierrc.json, .prettierignore), and the .astro files'
#     frontmatter (scripts/format-astro.mjs --check);
#   - ESLint (eslint.config.js: typescript-eslint's type-checked rules, Svelte and Astro plugins);
#   - the type checks: astro check and tsc (scripts/check.sh).
# ESLint and the type checks each keep one core busy: they run side by side; Prettier runs first
# (a few seconds). Fails when any fails; each report is printed whole. `npm run format` fixes the form.
set -u
cd "$(dirname "$0")/.."
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
rc_format=0
{ npx prettier --check . --log-level warn && node scripts/format-astro.mjs --check; } >"$out/format" 2>&1 || rc_format=$?
# Astro's generated types (.astro/, astro:content) first: ESLint's type-aware rules and the type checks read them.
npx astro sync >"$out/sync" 2>&1 || { cat "$out/sync"; exit 1; }
export NW_SYNCED=1
npx eslint . --max-warnings 0 >"$out/eslint" 2>&1 &
eslint=$!
bash scripts/check.sh >"$out/check" 2>&1
rc_check=$?
wait "$eslint"
rc_eslint=$?
echo "== prettier (exit $rc_format)"
cat "$out/format"
echo "== eslint (exit $rc_eslint)"
grep -v 'does not support the `projectService` option' "$out/eslint"
echo "== type checks (exit $rc_check)"
cat "$out/check"
exit $(( rc_format != 0 || rc_eslint != 0 || rc_check != 0 ))
