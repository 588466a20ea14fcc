#!/usr/bin/env bash
# `npm test`: every check, unit test, build and browser test. Steps that do not depend on each
# other run side by side (the machine has two cores and no step keeps both busy all the time):
#   1. the type checks (scripts/check.sh) beside the unit tests;
#   2. the site's build beside its sub-path build, then the size report;
#   3. the browser tests of both builds, in one run.
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

say "type checks beside the unit tests"
run check npm run --silent check
run unit npx vitest run
finish check
finish unit

say "build: the site and its sub-path build side by side"
run subpath-build npm run --silent build:subpath
if npm run --silent build >"$out/build" 2>&1; then
  tail -n 5 "$out/build"
  npm run --silent size || failed+=(size)
  # Both builds' browser tests in one run (its two workers share the tests of both): printed as it
  # runs, and kept for the summary at the end. Without the sub-path build, the root build's alone.
  if finish subpath-build; then serve=(both); else serve=(root --project chromium); fi
  say "browser tests (${serve[*]})"
  E2E_SERVE=${serve[0]} npx playwright test "${serve[@]:1}" 2>&1 | tee "$out/e2e"
  [ "${PIPESTATUS[0]}" -eq 0 ] || failed+=(e2e)
else
  cat "$out/build"
  failed+=(build)
  finish subpath-build || true
fi

say "done"
# What each browser run ended with: its counts, and every test that failed or needed its retry.
for f in e2e; do
  [ -f "$out/$f" ] || continue
  echo "== $f: summary"
  grep -E '^ +[0-9]+ (passed|failed|flaky|skipped|did not run)|^ +\[(chromium|subpath)\] ›' "$out/$f" || true
done
if [ ${#failed[@]} -gt 0 ]; then
  echo "FAILED: ${failed[*]}"
  exit 1
fi
echo "All passed."
