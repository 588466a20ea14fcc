/**
 * The games of `npm run bench` alone (complete random 5-player games, same seeds as bench.ts's
 * measured runs), as one JSON line: `newWorld` 7 runs × 300 games, or `discovery` 7 runs × 200,
 * the median in games per second. One game per process (the argument), so that neither game's
 * code paths slow the other's (both games share the engine's core). It uses only entry points every
 * version of the engine since issue 16 began has, so bench/compare.sh can run it against an older commit.
 */
import { playRandom } from '@engine/index';
import { playRandomDiscovery } from '@engine/rulesets/discovery';

const game = process.argv[2] === 'discovery' ? 'discovery' : 'newWorld';
const play =
  game === 'discovery'
    ? (seed: number) => playRandomDiscovery({ seed, players: 5 })
    : (seed: number) => playRandom({ seed, players: 5, settlerChance: 1 });
const perRun = game === 'discovery' ? 200 : 300;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const rates: number[] = [];
for (let i = 0; i < perRun; i++) play(9_000_000 + i); // warm-up
for (let r = 0; r < 7; r++) {
  const t0 = performance.now();
  for (let i = 0; i < perRun; i++) play(r * perRun + i);
  rates.push((perRun * 1000) / (performance.now() - t0));
}
console.log(JSON.stringify({ [game]: Math.round(median(rates)) }));
