/**
 * Computer players (src/engine/bots) and the copy they look ahead with (`fork`): a fork is a
 * game of its own (moves on it never reach the original, and it plays on exactly as a replayed
 * copy does); `nw play` writes a complete, self-contained record that `nw score` replays to the
 * same scores; the same seed gives the same game; the strong player beats the beginner.
 */
import { describe, expect, it } from 'vitest';
import {
  type DiscoveryGame,
  Game,
  PLAYER_COLOURS,
  mulberry32,
  playRandom,
  playRandomDiscovery,
  START_SPACES,
} from '@engine/index';
import { playDiscovery, playNewWorld } from '@engine/bots';
import { run } from '../../src/cli/commands';

const json = (x: unknown) => JSON.stringify(x);
/** Everything a game shows: record, scores, events, supply, the open squares and where each tile type would go. */
const state = (g: Game | DiscoveryGame) =>
  json([
    g.toRecord(),
    g.scores,
    g.events,
    g.supplyLeft(),
    g.isOver(),
    g.openSpots(),
    g.tileIds().map((id) => g.legalPlacements(id)),
    g.deployOptions(),
    g instanceof Game ? [g.view(), g.features()] : [g.tiles, g.figureValues()],
  ]);

/** Play `turns` more random turns of New World on `g` with `rand` (place, maybe a settler, score). */
function moreNewWorld(g: Game, rand: () => number, turns: number): void {
  const bag = Object.entries(g.supplyLeft()).flatMap(([id, n]) => Array<string>(n).fill(id));
  for (let i = 0; i < turns && bag.length; i++) {
    const id = bag.splice(Math.floor(rand() * bag.length), 1)[0];
    const places = g.legalPlacements(id);
    if (!places.length) {
      g.discard(id);
      continue;
    }
    g.place(id, places[Math.floor(rand() * places.length)]);
    const d = g.deployOptions();
    if (d.length && rand() < 0.6) g.deploy(d[Math.floor(rand() * d.length)]);
    g.score();
  }
}

function moreDiscovery(g: DiscoveryGame, rand: () => number, turns: number): void {
  const bag = Object.entries(g.supplyLeft()).flatMap(([id, n]) => Array<string>(n).fill(id));
  for (let i = 0; i < turns && bag.length; i++) {
    const id = bag.splice(Math.floor(rand() * bag.length), 1)[0];
    const places = g.legalPlacements(id);
    if (!places.length) {
      g.discard(id);
      continue;
    }
    g.place(id, places[Math.floor(rand() * places.length)]);
    const d = g.deployOptions();
    const w = g.withdrawOptions();
    if (d.length && rand() < 0.5) g.deploy(d[Math.floor(rand() * d.length)]);
    else if (w.length && rand() < 0.5) g.withdraw(w[Math.floor(rand() * w.length)]);
    g.endTurn();
  }
}

describe('fork: a copy of the game to look ahead with', () => {
  for (const seed of [1, 2, 3, 4, 5, 6]) {
    it(`New World, seed ${seed}: the original is untouched, and the fork plays on as a replayed copy does`, () => {
      const g = playRandom({
        seed,
        players: 2 + (seed % 4),
        maxTurns: 10 + seed * 9,
        finish: false,
        settlerChance: 0.7,
      });
      // Mid-turn too: a tile down and a settler on it, not yet scored.
      if (seed % 2 === 0) {
        const id = Object.entries(g.supplyLeft()).find(
          ([id, n]) => n > 0 && g.legalPlacements(id).length,
        )![0];
        g.place(id, g.legalPlacements(id)[0]);
        const d = g.deployOptions();
        if (d.length) g.deploy(d[0]);
      }
      const before = state(g);
      const fork = g.fork();
      const copy = g.clone();
      expect(state(fork)).toBe(before);
      if (seed % 2 === 0) {
        fork.score();
        copy.score();
      }
      moreNewWorld(fork, mulberry32(seed), 40);
      moreNewWorld(copy, mulberry32(seed), 40);
      fork.finish();
      copy.finish();
      expect(state(g)).toBe(before);
      expect(state(fork)).toBe(state(copy));
      expect(json(fork.view())).toBe(json(copy.view()));
      expect(fork.scores).not.toEqual(g.scores);
    });
    it(`The Discovery, seed ${seed}: the original is untouched, and the fork plays on as a replayed copy does`, () => {
      const g = playRandomDiscovery({ seed, players: 2 + (seed % 4), maxTurns: 8 + seed * 7, finish: false });
      if (seed % 2 === 0) {
        const id = Object.entries(g.supplyLeft()).find(
          ([id, n]) => n > 0 && g.legalPlacements(id).length,
        )![0];
        g.place(id, g.legalPlacements(id)[0]);
        const d = g.deployOptions();
        if (d.length) g.deploy(d[0]);
      }
      const before = state(g);
      const fork = g.fork();
      const copy = g.clone();
      expect(state(fork)).toBe(before);
      if (seed % 2 === 0) {
        fork.endTurn();
        copy.endTurn();
      }
      moreDiscovery(fork, mulberry32(seed), 40);
      moreDiscovery(copy, mulberry32(seed), 40);
      fork.finish();
      copy.finish();
      expect(state(g)).toBe(before);
      expect(state(fork)).toBe(state(copy));
      expect(json(fork.figures)).toBe(json(copy.figures));
    });
  }
});

/** `nw score FILE --json` on a record: the players' scores by name. */
function cliScores(record: unknown): Record<string, number> {
  const res = run(['score', 'game.json', '--json'], () => JSON.stringify(record));
  expect(res.stderr).toBe('');
  return Object.fromEntries(
    (JSON.parse(res.stdout) as { players: { name: string; score: number }[] }).players.map((p) => [
      p.name,
      p.score,
    ]),
  );
}

describe('nw play: computer players write a whole game', () => {
  it('New World: a complete, self-contained record that nw score replays to the same scores', () => {
    for (const [seed, seats] of [
      [11, 'random,greedy'],
      [12, 'greedy,greedy,random'],
      [13, 'random'],
      [14, 'greedy,random,random,greedy,random'],
    ] as const) {
      const res = run(['play', '--ruleset', 'new-world', '--seats', seats, '--seed', String(seed)], () => '');
      expect(res.code, res.stderr).toBe(0);
      const record = JSON.parse(res.stdout);
      expect(record).toMatchObject({ format: 'new-world-record', ruleset: 'new-world', finish: true });
      expect(record.players).toEqual(PLAYER_COLOURS.slice(0, seats.split(',').length));
      const ids = new Set(record.tiles.map((t: { id: string }) => t.id));
      for (const t of record.turns) expect(ids.has(t.tile), t.tile).toBe(true);
      for (const s of START_SPACES) expect(ids.has(s.id), s.id).toBe(true);
      expect(record.turns.length).toBeGreaterThanOrEqual(95);
      const direct = playNewWorld({ seats: seats.split(',') as ('random' | 'greedy')[], seed });
      expect(cliScores(record)).toEqual(direct.scores);
      expect(Object.values(direct.scores).some((n) => n > 0)).toBe(true);
    }
  });

  it('The Discovery: the start tile placed in setup, every tile type in the record, the same scores through nw score', () => {
    for (const [seed, seats] of [
      [21, 'random,greedy'],
      [22, 'greedy,random,greedy'],
      [23, 'random,random,random,greedy,greedy'],
    ] as const) {
      const res = run(['play', '--ruleset', 'discovery', '--seats', seats, '--seed', String(seed)], () => '');
      expect(res.code, res.stderr).toBe(0);
      const record = JSON.parse(res.stdout);
      expect(record).toMatchObject({
        format: 'discovery-record',
        ruleset: 'discovery',
        finish: true,
        setup: { placed: [{ tile: 'start', x: 0, y: 0, rotation: 0 }] },
      });
      const ids = new Set(record.tiles.map((t: { id: string }) => t.id));
      expect(ids.has('start')).toBe(true);
      for (const t of record.turns) expect(ids.has(t.tile), t.tile).toBe(true);
      const direct = playDiscovery({ seats: seats.split(',') as ('random' | 'greedy')[], seed });
      expect(cliScores(record)).toEqual(direct.scores);
    }
  });

  it('the same seed gives the same game; another seed another', () => {
    const a = run(['play', '--seats', 'greedy,random', '--seed', '5'], () => '').stdout;
    expect(run(['play', '--seats', 'greedy,random', '--seed', '5'], () => '').stdout).toBe(a);
    expect(run(['play', '--seats', 'greedy,random', '--seed', '6'], () => '').stdout).not.toBe(a);
  });

  it('wrong usage exits 2 and says why', () => {
    const bad: [string[], RegExp][] = [
      [['play', '--seats', 'random,clever', '--seed', '1'], /"clever" is not a computer player/],
      [['play', '--seats', 'random'], /--seed N/],
      [['play', '--seed', '1'], /--seats/],
      [['play', '--ruleset', 'discovery', '--seats', 'greedy', '--seed', '1'], /2–5/],
      [['play', '--seats', 'random,random,random,random,random,random', '--seed', '1'], /1–5/],
      [['play', '--ruleset', 'chess', '--seats', 'random', '--seed', '1'], /--ruleset/],
    ];
    for (const [argv, why] of bad) {
      const res = run(argv, () => '');
      expect(res.code, argv.join(' ')).toBe(2);
      expect(res.stderr).toMatch(why);
    }
  });
});

describe('the strong player beats the beginner', () => {
  it('New World and The Discovery: greedy wins at least 3 games in 4 against random (8 seeded games each, seats alternating)', () => {
    for (const play of [playNewWorld, playDiscovery]) {
      let wins = 0;
      for (let seed = 0; seed < 8; seed++) {
        const greedyFirst = seed % 2 === 0;
        const r = play({
          seats: greedyFirst ? ['greedy', 'random'] : ['random', 'greedy'],
          seed: 100 + seed,
        });
        const [first, second] = Object.values(r.scores);
        if (greedyFirst ? first > second : second > first) wins++;
      }
      expect(wins).toBeGreaterThanOrEqual(6);
    }
  });

  it('every move says why, as data naming the player, the bot and the tile (tests/i18n/bot-reasons.test.ts words it)', () => {
    const r = playNewWorld({ seats: ['greedy', 'random'], seed: 3 });
    expect(r.moves.length).toBeGreaterThanOrEqual(95);
    for (const m of r.moves)
      expect(m.reason).toMatchObject({
        ruleset: 'new-world',
        player: m.player,
        bot: m.bot,
        tile: expect.stringMatching(/^[A-Z]+$/),
      });
    expect(
      r.moves.some((m) => m.bot === 'greedy' && m.reason.code === 'scores-now' && m.reason.points > 0),
    ).toBe(true);
  });
});
