#!/usr/bin/env bash
# Lighthouse (mobile profile, simulated throttling) on the pages with islands, against the built
# dist/ served by `astro preview`. Uses Debian's Chromium; lighthouse itself comes from the npm
# registry through npx (not a project dependency). Run `npm run build` first.
#   npm run lighthouse
set -euo pipefail
cd "$(dirname "$0")/.."
PORT=4398
npx astro preview --host 127.0.0.1 --port "$PORT" >/dev/null 2>&1 &
SERVER=$!
trap 'kill $SERVER 2>/dev/null || true' EXIT
for i in $(seq 1 40); do curl -sf "http://127.0.0.1:$PORT/" >/dev/null && break; sleep 0.5; done
OUT=$(mktemp -d)
for page in ${PAGES:-/sandbox/ /surveyors/movement/ /variants/rule-options/ /examples/surveyor-sequence/ /calculator/ "/search/?q=how+many+points+for+a+farm"}; do
  name=$(echo "$page" | tr '/' '_')
  CHROME_PATH=${CHROME_PATH:-/usr/bin/chromium} npx --yes lighthouse@12 "http://127.0.0.1:$PORT$page" \
    --only-categories=performance,accessibility --output=json --output-path="$OUT/$name.json" --quiet \
    --chrome-flags="--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run"
  node -e '
    const d = require(process.argv[1]);
    const a = (k) => d.audits[k].displayValue;
    console.log(`${process.argv[2].padEnd(28)} performance ${Math.round(d.categories.performance.score * 100)}, accessibility ${Math.round(d.categories.accessibility.score * 100)}; FCP ${a("first-contentful-paint")}, LCP ${a("largest-contentful-paint")}, TBT ${a("total-blocking-time")}, CLS ${a("cumulative-layout-shift")}`);
  ' "$OUT/$name.json" "$page"
done
