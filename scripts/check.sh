#!/usr/bin/env bash
# `npm run check`: astro sync, then astro check (.astro, .svelte and the project's TypeScript through the Astro
# language tools) and tsc --noEmit (the whole tsconfig, tests and scripts included) side by side:
# each keeps one core busy, so on two cores the pair takes about as long as the slower one.
# Fails when either fails; each one's report is printed whole, one after the other.
set -u
cd "$(dirname "$0")/.."
# The types both read (.astro/) are generated first, once: `astro check` would otherwise rewrite
# them while tsc reads them (and on a fresh clone tsc would find none).
# (scripts/lint.sh syncs before it starts ESLint beside this script, and says so with NW_SYNCED=1.)
[ "${NW_SYNCED:-}" = 1 ] || npx astro sync || exit 1
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
npx astro check --noSync >"$out/astro" 2>&1 &
astro=$!
npx tsc --noEmit >"$out/tsc" 2>&1
tsc=$?
wait "$astro"
astro_rc=$?
echo "== astro check (exit $astro_rc)"
cat "$out/astro"
echo "== tsc --noEmit (exit $tsc)"
cat "$out/tsc"
exit $(( astro_rc != 0 || tsc != 0 ))
