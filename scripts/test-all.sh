#!/usr/bin/env bash
# `npm test`: every check, unit test, build and browser test. Steps that do not depend on each
# other run side by side (the machine has two cores and no step keeps both busy all the time):
#   1. the unit tests, then the lint (scripts/lint.sh: Prettier's check, ESLint beside the type checks);
#   2. the site's build, then its size report;
#   3. the root build's browser tests beside the sub-path build; then the sub-path build's tests,
#      and last, alone, the whole game against the expert (the `quiet` project, playwright.config.ts).
# Each step's output is printed whole when it ends; the run fails if any step fails, after all ran
# that could (a failing check does not hide the unit tests' result).
set -u
cd "$(dirname "$0")/.."
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
failed=()
t0=$(date +%s)
say() { echo "== $1 (at $(( $(date +%s) - t0 )) s)"; }
# run NAME COMMAND...: in the background, output to $out/NAME; `finish NAME` waits and prints it.
declare -A pid
run() { local name=$1; shift; "$@" >"$out/$name" 2>&1 & pid[$name]=$!; }
finish() {
  local name=$1 rc=0
  wait "${pid[$name]}" || rc=$?
  say "$name: exit $rc"
  cat "$out/$name"
  [ "$rc" -eq 0 ] || failed+=("$name")
  return "$rc"
}

# The unit tests first, alone (two Vitest workers keep both cores busy; the property tests and the
# expert's games have time bounds that four processes on two cores overran), then the lint (ESLint
# beside the type checks: two processes), then the build (the lint's `astro sync` and the build both
# write .astro/, so they do not overlap).
say "unit tests"
run unit npx vitest run
finish unit
say "lint (format, ESLint, type checks)"
run lint npm run --silent lint
finish lint

say "build"
if npm run --silent build >"$out/build" 2>&1; then
  tail -n 5 "$out/build"
  npm run --silent size || failed+=(size)
  say "browser tests (root build) beside the sub-path build"
  run subpath-build npm run --silent build:subpath
  # Printed as it runs, and kept for the summary at the end (the sub-path run would push it out of a log's tail).
  E2E_SERVE=root npx playwright test --project chromium 2>&1 | tee "$out/e2e"
  [ "${PIPESTATUS[0]}" -eq 0 ] || failed+=(e2e)
  if finish subpath-build; then
    E2E_SERVE=subpath npx playwright test --project quiet 2>&1 | tee "$out/e2e-subpath"
    [ "${PIPESTATUS[0]}" -eq 0 ] || failed+=(e2e-subpath)
  fi
else
  cat "$out/build"
  failed+=(build)
fi

say "done"
# What each browser run ended with: its counts, and every test that failed or needed its retry.
for f in e2e e2e-subpath; do
  [ -f "$out/$f" ] || continue
  echo "== $f: summary"
  grep -E '^ +[0-9]+ (passed|failed|flaky|skipped|did not run)|^ +\[(chromium|subpath|quiet)\] ›' "$out/$f" || true
done
if [ ${#failed[@]} -gt 0 ]; then
  echo "FAILED: ${failed[*]}"
  exit 1
fi
echo "All passed."
