/**
 * `npm run bench:duels`: two-player duels between computer players, seats alternating, seeds
 * fixed (game i has seed 1000 + i; in odd games the first bot takes the second seat), for New
 * World and The Discovery. Prints each pairing's wins, losses and draws as one JSON line.
 * Usage: tsx bench/duels.ts [games=200] [a=expert] [b=greedy] [ruleset=new-world|discovery] [from=0] [playouts width depth]
 */
import { playDiscovery, playNewWorld, type BotName } from '@engine/bots';
import { DEFAULT_BUDGET } from '@engine/bots/expert';

const [games = '200', a = 'expert', b = 'greedy', ruleset = 'new-world', from = '0', playouts, width, depth] =
  process.argv.slice(2);
// A budget other than the default, for trying them (the default is what the README reports).
if (playouts) DEFAULT_BUDGET.playouts = Number(playouts);
if (width) DEFAULT_BUDGET.width = Number(width);
if (depth) DEFAULT_BUDGET.depth = Number(depth);
const play = ruleset === 'discovery' ? playDiscovery : playNewWorld;
let won = 0;
let lost = 0;
let drawn = 0;
let margin = 0;
const t0 = performance.now();
let expertMs = 0;
let expertMoves = 0;
for (let i = Number(from); i < Number(from) + Number(games); i++) {
  const swap = i % 2 === 1;
  const seats = (swap ? [b, a] : [a, b]) as BotName[];
  const r = play({ seats, seed: 1000 + i });
  const players = Object.keys(r.scores);
  const [pa, pb] = swap ? [players[1], players[0]] : [players[0], players[1]];
  const d = r.scores[pa] - r.scores[pb];
  margin += d;
  if (d > 0) won++;
  else if (d < 0) lost++;
  else drawn++;
  for (const m of r.moves)
    if (m.bot === a) {
      expertMs += m.ms;
      expertMoves++;
    }
}
console.log(
  JSON.stringify({
    ruleset,
    a,
    b,
    budget: DEFAULT_BUDGET,
    games: Number(games),
    from: Number(from),
    won,
    lost,
    drawn,
    meanMargin: Math.round((margin / Number(games)) * 10) / 10,
    msPerMoveOfA: Math.round((expertMs / Math.max(1, expertMoves)) * 10) / 10,
    seconds: Math.round((performance.now() - t0) / 100) / 10,
  }),
);
