/**
 * `npm run bench`: complete random 5-player games with the standard tile set, a legal
 * placement enumeration every turn and a settler deployed whenever one may be.
 * Reports games per second and microseconds per legal-placement enumeration, each the median
 * of several runs; then the session controller (replay of a whole 5-player record, undo of
 * every step, re-scoring under another option), The Discovery's games per second, and the
 * session controller's browser bundle (minified + gzipped), and the computer players (how often
 * the strong one beats the beginner, and how long a move takes). `--json` prints the figures as JSON.
 */
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import {
  Game,
  playRandom,
  randomGame,
  shuffledBag,
  mulberry32,
  PLAYER_COLOURS,
  Session,
} from '@engine/index';
import { playNewWorld, playDiscovery, type BotName } from '@engine/bots';
import { playRandomDiscovery } from '@engine/rulesets/discovery';
import { boardModel, boardSpots } from '@lib/board/board-model';

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

/** Milliseconds for `f`, the median of `runs` (after one warm-up call). */
function timeMs(f: () => void, runs = RUNS): number {
  f();
  const xs: number[] = [];
  for (let r = 0; r < runs; r++) {
    const t0 = performance.now();
    f();
    xs.push(performance.now() - t0);
  }
  return median(xs);
}

function sessionFigures() {
  const record = randomGame({ seed: 4242, players: 5, settlerChance: 1 });
  const turns = record.turns.length;
  const replayMs = timeMs(() => void Game.fromRecord(record));
  const loadMs = timeMs(() => void Session.load(record));
  let steps = 0;
  const undoAllMs = timeMs(() => {
    const s = Session.load(record);
    steps = 0;
    while (s.undo()) steps++;
  }, 3);
  const rescoreMs = timeMs(
    () => void Session.load(record).rescore({ eviction: 'vacated-column', incompleteCount: 'segment' }),
  );
  return { turns, steps, replayMs, loadMs, undoAllMs, undoMicros: (undoAllMs * 1000) / steps, rescoreMs };
}

/**
 * The sandbox's hint after a rotation: turn the tile in hand, then rebuild what the board draws
 * (the position and the squares where the tile now fits), as the page does on every turn of the
 * tile. Mid-game New World position (half of a 5-player game's turns), every standard tile type.
 */
function hintFigures() {
  const record = randomGame({ seed: 777, players: 5, settlerChance: 0.7 });
  const half = {
    ...record,
    turns: record.turns.slice(0, Math.floor(record.turns.length / 2)),
    finish: false,
  };
  const base = Session.load(half);
  const xs: number[] = [];
  for (const tile of Object.keys(base.box()).filter((id) => base.box()[id] > 0)) {
    const s = base.clone();
    s.draw(tile);
    for (let r = 0; r < 8; r++) {
      const t0 = performance.now();
      s.rotate();
      boardSpots(s, boardModel(s));
      xs.push(performance.now() - t0);
    }
  }
  xs.sort((a, b) => a - b);
  return {
    samples: xs.length,
    medianMs: xs[Math.floor(xs.length / 2)],
    p95Ms: xs[Math.floor(xs.length * 0.95)],
    maxMs: xs[xs.length - 1],
    tiles: base.current.tilesLeft(),
  };
}

function discoveryGamesPerSecond(seed0: number, n = 200): number {
  const t0 = performance.now();
  for (let i = 0; i < n; i++) playRandomDiscovery({ seed: seed0 + i, players: 5 });
  return (n * 1000) / (performance.now() - t0);
}

/**
 * Computer players: the strong one (greedy) against the beginner (random) over seeded two-player
 * games of each ruleset, seats alternating (greedy first on even seeds), and each move's
 * thinking time. BENCH_BOT_GAMES sets the number of games (200).
 */
function botFigures() {
  const games = Number(process.env.BENCH_BOT_GAMES) || 200;
  const pct = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor(xs.length * p))];
  return (['new-world', 'discovery'] as const).map((ruleset) => {
    let wins = 0;
    let ties = 0;
    const times: Record<BotName, number[]> = { random: [], greedy: [], expert: [] };
    for (let seed = 0; seed < games; seed++) {
      const greedyFirst = seed % 2 === 0;
      const seats: BotName[] = greedyFirst ? ['greedy', 'random'] : ['random', 'greedy'];
      const r = ruleset === 'new-world' ? playNewWorld({ seats, seed }) : playDiscovery({ seats, seed });
      const [a, b] = Object.values(r.scores);
      const [g, other] = greedyFirst ? [a, b] : [b, a];
      if (g > other) wins++;
      else if (g === other) ties++;
      for (const m of r.moves) times[m.bot].push(m.ms);
    }
    const stats = (xs: number[]) => {
      xs.sort((x, y) => x - y);
      return {
        moves: xs.length,
        medianMs: Number(pct(xs, 0.5).toFixed(2)),
        p95Ms: Number(pct(xs, 0.95).toFixed(2)),
        maxMs: Number(xs[xs.length - 1].toFixed(2)),
      };
    };
    return {
      ruleset,
      games,
      greedyWins: wins,
      ties,
      greedy: stats(times.greedy),
      random: stats(times.random),
    };
  });
}

/**
 * The expert's search speed: seeded two-player games of each ruleset against the strong player
 * (seats alternating), every expert move that searched (more than one move to compare) counted:
 * its playouts and its whole thinking time (the weighing of every move first included).
 * BENCH_EXPERT_GAMES sets the number of games (4).
 */
function expertFigures() {
  const games = Number(process.env.BENCH_EXPERT_GAMES) || 4;
  return (['new-world', 'discovery'] as const).map((ruleset) => {
    let playouts = 0;
    let ms = 0;
    let moves = 0;
    for (let seed = 0; seed < games; seed++) {
      const seats: BotName[] = seed % 2 === 0 ? ['expert', 'greedy'] : ['greedy', 'expert'];
      const r = ruleset === 'new-world' ? playNewWorld({ seats, seed }) : playDiscovery({ seats, seed });
      for (const m of r.moves) {
        if (m.reason.code !== 'expert' || m.reason.playouts === 0) continue;
        playouts += m.reason.playouts;
        ms += m.ms;
        moves++;
      }
    }
    return {
      ruleset,
      games,
      moves,
      playoutsPerMove: Math.round(playouts / moves),
      msPerMove: Number((ms / moves).toFixed(1)),
      playoutsPerSecond: Math.round((playouts * 1000) / ms),
    };
  });
}

/** The session controller with both rulesets, bundled for the browser as a screen would load it. */
async function sessionBundle(): Promise<{ minified: number; gzipped: number }> {
  const entry = fileURLToPath(new URL('../src/engine/index.ts', import.meta.url));
  const out = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  });
  const code = out.outputFiles[0].contents;
  return { minified: code.length, gzipped: gzipSync(code, { level: 9 }).length };
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
const session = sessionFigures();
discoveryGamesPerSecond(5_000_000, 50);
const dgps: number[] = [];
for (let r = 0; r < RUNS; r++) dgps.push(discoveryGamesPerSecond(r * 200));
const hint = hintFigures();
const bundle = await sessionBundle();
const bots = botFigures();
const expert = expertFigures();
const round2 = (x: number) => Number(x.toFixed(2));
const result = {
  node: process.version,
  runs: RUNS,
  gamesPerRun: GAMES_PER_RUN,
  gamesPerSecond: Math.round(median(gps)),
  gamesPerSecondRange: [Math.round(Math.min(...gps)), Math.round(Math.max(...gps))],
  microsPerEnumeration: Number(median(enums).toFixed(2)),
  averageLegalPlacements: Number(avgPlacements.toFixed(1)),
  session: {
    recordTurns: session.turns,
    steps: session.steps,
    replayRecordMs: round2(session.replayMs),
    loadSessionMs: round2(session.loadMs),
    undoEveryStepMs: round2(session.undoAllMs),
    microsPerUndo: Math.round(session.undoMicros),
    rescoreMs: round2(session.rescoreMs),
  },
  discoveryGamesPerSecond: Math.round(median(dgps)),
  discoveryGamesPerSecondRange: [Math.round(Math.min(...dgps)), Math.round(Math.max(...dgps))],
  engineBundle: { minifiedBytes: bundle.minified, gzippedBytes: bundle.gzipped },
  bots,
  expert,
  hintAfterRotation: {
    samples: hint.samples,
    medianMs: round2(hint.medianMs),
    p95Ms: round2(hint.p95Ms),
    maxMs: round2(hint.maxMs),
  },
};
if (process.argv.includes('--json')) console.log(JSON.stringify(result, null, 2));
else {
  console.log(`New World engine benchmark (Node ${result.node}, one core)`);
  console.log(
    `  complete 5-player games: ${result.gamesPerSecond} games/s (median of ${RUNS} runs × ${GAMES_PER_RUN}; range ${result.gamesPerSecondRange.join('–')})`,
  );
  console.log(
    `  legal-placement enumeration: ${result.microsPerEnumeration} µs per call (median of ${RUNS} runs; ${result.averageLegalPlacements} legal placements on average)`,
  );
  const ss = result.session;
  console.log(
    `Session controller (a 5-player record of ${ss.recordTurns} turns, ${ss.steps} steps; medians)`,
  );
  console.log(`  replay the record: ${ss.replayRecordMs} ms; load it as a session: ${ss.loadSessionMs} ms`);
  console.log(`  undo every step, one by one: ${ss.undoEveryStepMs} ms (${ss.microsPerUndo} µs per undo)`);
  console.log(`  re-score under other options: ${ss.rescoreMs} ms`);
  console.log(
    `The Discovery: ${result.discoveryGamesPerSecond} complete 5-player games/s (median of ${RUNS} runs × 200; range ${result.discoveryGamesPerSecondRange.join('–')})`,
  );
  console.log(
    `Sandbox hint after a rotation (rotate, redraw the position, find the squares that fit; mid-game, ${hint.samples} rotations): median ${round2(hint.medianMs)} ms, 95th percentile ${round2(hint.p95Ms)} ms, worst ${round2(hint.maxMs)} ms (one frame: 16 ms)`,
  );
  for (const b of bots) {
    console.log(
      `Computer players, ${b.ruleset === 'new-world' ? 'New World' : 'The Discovery'} (${b.games} two-player games, greedy against random, seats alternating):`,
    );
    console.log(
      `  greedy wins ${b.greedyWins} of ${b.games} (${Math.round((100 * b.greedyWins) / b.games)}%; ${b.ties} tied)`,
    );
    console.log(
      `  a move's thinking time: greedy median ${b.greedy.medianMs} ms, 95th percentile ${b.greedy.p95Ms} ms, worst ${b.greedy.maxMs} ms; random median ${b.random.medianMs} ms, 95th percentile ${b.random.p95Ms} ms`,
    );
  }
  for (const e of expert) {
    console.log(
      `The expert, ${e.ruleset === 'new-world' ? 'New World' : 'The Discovery'} (${e.games} games against greedy, ${e.moves} moves that searched): ${e.playoutsPerSecond} playouts/s of thinking (${e.playoutsPerMove} playouts in ${e.msPerMove} ms a move, the weighing of every move included)`,
    );
  }
  console.log(
    `Engine + session controller for the browser: ${(bundle.minified / 1024).toFixed(1)} kB minified, ${(bundle.gzipped / 1024).toFixed(1)} kB gzipped`,
  );
}
