/**
 * The games of `npm run bench` alone (complete random 5-player games, same seeds as bench.ts's
 * measured runs): New World 7 runs × 300 games, The Discovery 7 runs × 200, each the median in
 * games per second, as one JSON line. It uses only entry points every version of the engine since
 * issue 16 has, so bench/compare.sh can run it against an older commit.
 */
import { playRandom } from '@engine/index';
import { playRandomDiscovery } from '@engine/rulesets/discovery';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const nw: number[] = [];
const discovery: number[] = [];
for (let i = 0; i < 300; i++) playRandom({ seed: 1_000_000 + i, players: 5, settlerChance: 1 });
for (let i = 0; i < 50; i++) playRandomDiscovery({ seed: 5_000_000 + i, players: 5 });
for (let r = 0; r < 7; r++) {
  let t0 = performance.now();
  for (let i = 0; i < 300; i++) playRandom({ seed: r * 300 + i, players: 5, settlerChance: 1 });
  nw.push(300_000 / (performance.now() - t0));
  t0 = performance.now();
  for (let i = 0; i < 200; i++) playRandomDiscovery({ seed: r * 200 + i, players: 5 });
  discovery.push(200_000 / (performance.now() - t0));
}
console.log(JSON.stringify({ newWorld: Math.round(median(nw)), discovery: Math.round(median(discovery)) }));
