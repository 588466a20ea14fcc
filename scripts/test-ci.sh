#!/usr/bin/env bash
# Full test run for a fresh machine: system Chromium, clean install, every test.
set -euo pipefail
cd "$(dirname "$0")/.."

export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
# The run of record: fresh preview servers, no test.only, plain list output, no traces (playwright.config.ts).
export CI="${CI:-1}"
CHROMIUM=/usr/bin/chromium

if [ ! -x "$CHROMIUM" ] && [ "$(id -u)" -eq 0 ]; then
  echo "test-ci: $CHROMIUM missing; installing Debian's chromium package" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update
  apt-get install -y chromium
fi

if [ ! -x "$CHROMIUM" ]; then
  echo "test-ci: ERROR: $CHROMIUM not found. The end-to-end tests need Debian's Chromium;" >&2
  echo "test-ci: install it as root with: apt-get update && apt-get install -y chromium" >&2
  exit 1
fi

npm ci
npm test
