/**
 * The bench's random-game workload alone (complete 5-player games, as `npm run bench` plays
 * them), for the profiler: `node --import tsx --cpu-prof bench/profile.ts [nw|discovery] [games]
 * [warm-up games] [batches]`. Prints games per second: overall, and the best batch (the least
 * disturbed by other work on the machine).
 */
import { playRandom } from '@engine/index';
import { playRandomDiscovery } from '@engine/rulesets/discovery';

const which = process.argv[2] ?? 'nw';
const games = Number(process.argv[3] ?? 3000);
const warm = Number(process.argv[4] ?? 300);
const batches = Number(process.argv[5] ?? 10);
const play =
  which === 'discovery'
    ? (seed: number) => playRandomDiscovery({ seed, players: 5 })
    : (seed: number) => playRandom({ seed, players: 5, settlerChance: 1 });
for (let i = 0; i < warm; i++) play(1_000_000 + i);
const perBatch = Math.ceil(games / batches);
let best = 0;
const t0 = performance.now();
for (let b = 0; b < batches; b++) {
  const tb = performance.now();
  for (let i = 0; i < perBatch; i++) play(b * perBatch + i);
  best = Math.max(best, (perBatch * 1000) / (performance.now() - tb));
}
const ms = performance.now() - t0;
console.log(
  `${which}: ${Math.round((perBatch * batches * 1000) / ms)} games/s, best batch ${Math.round(best)} games/s (${batches} × ${perBatch} games)`,
);
