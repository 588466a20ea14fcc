/**
 * `npm run bench`: complete random 5-player games with the standard tile set, a legal
 * placement enumeration every turn and a settler deployed whenever one may be.
 * Reports games per second and microseconds per legal-placement enumeration, each the median
 * of several runs. `--json` prints the figures as JSON.
 */
import { Game, playRandom, shuffledBag, mulberry32, PLAYER_COLOURS } from '@engine/index';

const RUNS = 7;
const GAMES_PER_RUN = 300;
const ENUM_GAMES = 40;
const ENUM_REPEAT = 20;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function gamesPerSecond(seed0: number): number {
  const t0 = performance.now();
  for (let i = 0; i < GAMES_PER_RUN; i++) playRandom({ seed: seed0 + i, players: 5, settlerChance: 1 });
  return (GAMES_PER_RUN * 1000) / (performance.now() - t0);
}

/** Microseconds per legalPlacements() call, over every turn of ENUM_GAMES games. */
function enumerationMicros(seed0: number): { micros: number; placements: number } {
  let time = 0;
  let calls = 0;
  let placements = 0;
  for (let i = 0; i < ENUM_GAMES; i++) {
    const rand = mulberry32(seed0 + i);
    const g = new Game({ players: PLAYER_COLOURS.slice(0, 5) });
    for (const id of shuffledBag(rand)) {
      const t0 = performance.now();
      let list = g.legalPlacements(id);
      for (let k = 1; k < ENUM_REPEAT; k++) list = g.legalPlacements(id);
      time += performance.now() - t0;
      calls += ENUM_REPEAT;
      placements += list.length;
      if (!list.length) {
        g.discard(id);
        continue;
      }
      g.place(id, list[Math.floor(rand() * list.length)]);
      const d = g.deployOptions();
      if (d.length) g.deploy(d[Math.floor(rand() * d.length)]);
      g.score();
    }
  }
  return { micros: (time * 1000) / calls, placements: (placements * ENUM_REPEAT) / calls };
}

// Warm up the JIT, then measure.
gamesPerSecond(1_000_000);
enumerationMicros(2_000_000);
const gps: number[] = [];
const enums: number[] = [];
let avgPlacements = 0;
for (let r = 0; r < RUNS; r++) {
  gps.push(gamesPerSecond(r * GAMES_PER_RUN));
  const e = enumerationMicros(10_000 + r * ENUM_GAMES);
  enums.push(e.micros);
  avgPlacements = e.placements;
}
const result = {
  node: process.version,
  runs: RUNS,
  gamesPerRun: GAMES_PER_RUN,
  gamesPerSecond: Math.round(median(gps)),
  gamesPerSecondRange: [Math.round(Math.min(...gps)), Math.round(Math.max(...gps))],
  microsPerEnumeration: Number(median(enums).toFixed(2)),
  averageLegalPlacements: Number(avgPlacements.toFixed(1)),
};
if (process.argv.includes('--json')) console.log(JSON.stringify(result, null, 2));
else {
  console.log(`New World engine benchmark (Node ${result.node}, one core)`);
  console.log(`  complete 5-player games: ${result.gamesPerSecond} games/s (median of ${RUNS} runs × ${GAMES_PER_RUN}; range ${result.gamesPerSecondRange.join('–')})`);
  console.log(`  legal-placement enumeration: ${result.microsPerEnumeration} µs per call (median of ${RUNS} runs; ${result.averageLegalPlacements} legal placements on average)`);
}
