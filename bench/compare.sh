#!/usr/bin/env bash
# `bash bench/compare.sh [COMMIT] [ROUNDS]`: the engine of COMMIT (default 6dbd66a, the last commit
# before issue 16's work) and the engine of the work tree, each playing the bench's complete random
# 5-player games (bench/games-only.ts: 7 runs × 300 New World games, 7 × 200 The Discovery games,
# the medians), one after the other, ROUNDS times (default 3). The machine's speed varies through
# the day; two engines measured side by side compare fairly where figures taken hours apart do not.
set -euo pipefail
cd "$(dirname "$0")/.."
commit=${1:-6dbd66a}
rounds=${2:-3}
old=$(mktemp -d)
trap 'git worktree remove --force "$old" >/dev/null 2>&1 || rm -rf "$old"' EXIT
git worktree add --detach "$old" "$commit" >/dev/null 2>&1
ln -s "$PWD/node_modules" "$old/node_modules"
cp bench/games-only.ts "$old/bench/games-only.ts"
for r in $(seq "$rounds"); do
  echo "round $r: $commit $(cd "$old" && node --import tsx bench/games-only.ts)  work tree $(node --import tsx bench/games-only.ts)"
done
