#!/usr/bin/env bash
# `bash bench/compare.sh [COMMIT] [ROUNDS]`: the engine of COMMIT (default 6dbd66a, the last commit
# before issue 16's work) and the engine of the work tree, each playing the bench's complete random
# 5-player games (bench/games-only.ts: 7 runs × 300 New World games, 7 × 200 The Discovery games,
# the medians; each game in a process of its own), one after the other, ROUNDS times (default 3). The machine's speed varies through
# the day; two engines measured side by side compare fairly where figures taken hours apart do not,
# and the more rounds the better (a single pair can be off by half). GAMES=newWorld (or discovery)
# plays one game only.
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
  for game in ${GAMES:-newWorld discovery}; do
    echo "round $r, $game: $commit $(cd "$old" && node --import tsx bench/games-only.ts "$game")  work tree $(node --import tsx bench/games-only.ts "$game")"
  done
done
