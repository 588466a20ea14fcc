#!/usr/bin/env bash
# Lighthouse (mobile profile, simulated throttling) on the pages with islands, against the built
# dist/ served by `astro preview`. Uses Debian's Chromium; lighthouse itself comes from the npm
# registry through npx (not a project dependency). Run `npm run build` first.
#   npm run lighthouse
#   PAGES="/fr/calculator/ /fr/sandbox/" RUNS=3 npm run lighthouse   # median of 3 runs per page
#   LESSONS=1 RUNS=3 npm run lighthouse                             # every lesson page, both languages
# PORT (4398) and OUT_DIR (./dist, the build served) can be set too.
set -euo pipefail
cd "$(dirname "$0")/.."
PORT=${PORT:-4398}
RUNS=${RUNS:-1}
# Measure this build, not a server left on the port by something else.
if curl -sf "http://127.0.0.1:$PORT/" >/dev/null; then echo "port $PORT is already serving: stop that server or set PORT" >&2; exit 1; fi
# Astro's own binary (not through npx), so that the server is this process and the trap below ends it.
OUT_DIR=${OUT_DIR:-./dist} node_modules/.bin/astro preview --host 127.0.0.1 --port "$PORT" >/dev/null 2>&1 &
SERVER=$!
trap 'kill $SERVER 2>/dev/null || true' EXIT
for i in $(seq 1 40); do curl -sf "http://127.0.0.1:$PORT/" >/dev/null && break; sleep 0.5; done
OUT=$(mktemp -d)
DEFAULT="/sandbox/ /surveyors/movement/ /variants/rule-options/ /examples/surveyor-sequence/ /calculator/ /search/?q=how+many+points+for+a+farm"
if [ -n "${LESSONS:-}" ]; then
  DEFAULT="/fr/calculator/ /fr/sandbox/"
  for f in content/lessons/*.json; do
    slug=$(basename "$f" .json); slug=${slug#[0-9][0-9]-}
    DEFAULT="$DEFAULT /learn/$slug/ /fr/learn/$slug/"
  done
fi
for page in ${PAGES:-$DEFAULT}; do
  name=$(echo "$page" | tr '/?=+' '____')
  for run in $(seq 1 "$RUNS"); do
    # A run that fails (the protocol times out on a loaded machine) is tried again, up to three times.
    for try in 1 2 3; do
    CHROME_PATH=${CHROME_PATH:-/usr/bin/chromium} npx --yes lighthouse@12 "http://127.0.0.1:$PORT$page" \
      --only-categories=performance,accessibility --output=json --output-path="$OUT/$name.$run.json" --quiet \
      --chrome-flags="--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run" && break
    done
  done
  node -e '
    const fs = require("fs");
    const [dir, name, page, runs] = process.argv.slice(1);
    const all = [];
    for (let i = 1; i <= Number(runs); i++) all.push(JSON.parse(fs.readFileSync(`${dir}/${name}.${i}.json`, "utf8")));
    const perf = (d) => Math.round(d.categories.performance.score * 100);
    all.sort((a, b) => perf(a) - perf(b));
    const d = all[Math.floor(all.length / 2)];
    const a = (k) => d.audits[k].displayValue;
    const each = all.length > 1 ? ` (runs ${all.map(perf).join(", ")})` : "";
    console.log(`${page.padEnd(30)} performance ${perf(d)}${each}, accessibility ${Math.round(d.categories.accessibility.score * 100)}; FCP ${a("first-contentful-paint")}, LCP ${a("largest-contentful-paint")}, TBT ${a("total-blocking-time")}, CLS ${a("cumulative-layout-shift")}`);
  ' "$OUT" "$name" "$page" "$RUNS"
done
echo "reports: $OUT"
