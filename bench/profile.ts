/**
 * `tsx bench/profile.ts [nw|discovery] [games]`: the bench's random-game workload alone, for
 * `node --import tsx --cpu-prof bench/profile.ts`. Prints games per second.
 */
import { playRandom } from '@engine/index';
import { playRandomDiscovery } from '@engine/rulesets/discovery';

const which = process.argv[2] ?? 'nw';
const games = Number(process.argv[3] ?? 3000);
const play = which === 'discovery' ? (seed: number) => playRandomDiscovery({ seed, players: 5 }) : (seed: number) => playRandom({ seed, players: 5, settlerChance: 1 });
const warm = Number(process.argv[4] ?? 300);
for (let i = 0; i < warm; i++) play(1_000_000 + i);
const t0 = performance.now();
const c0 = process.cpuUsage();
for (let i = 0; i < games; i++) play(i);
const ms = performance.now() - t0;
const cpu = process.cpuUsage(c0);
const cpuMs = (cpu.user + cpu.system) / 1000;
console.log(`${which}: ${Math.round((games * 1000) / ms)} games/s, ${Math.round((games * 1000) / cpuMs)} games per CPU second (${games} games)`);
