/**
 * The expert computer player (src/engine/bots/expert.ts, issue 33): it plays whole games through
 * `nw play` that `nw score` replays to the same scores, the same seed and budget give the same
 * game, it searches (a bigger budget changes moves; the playouts compare the strong player's best
 * moves), its reason is data in both languages, and a person's own move is compared with its own.
 * Its strength is measured by duels (`npm run bench:duels`, docs/computer-players.md), not here: a handful of games
 * says too little; two seeded games check that it is no weaker than the beginner.
 */
import { describe, expect, it } from 'vitest';
import { run } from '../../src/cli/commands';
import { playDiscovery, playNewWorld } from '@engine/bots';
import { search, expertPlan } from '@engine/bots/expert';
import { NewWorldSearch, type DiscoveryWhole, type NewWorldWhole } from '@engine/bots/expert-games';
import { DiscoveryGame } from '@engine/rulesets/discovery/game';
import { expertNewWorld } from '@engine/bots/new-world';
import { Game, shuffledBag, mulberry32, PLAYER_COLOURS } from '@engine/index';
import { EXPERT_PLANS } from '@engine/bots/reasons';
import english from '@lib/i18n/ui/bot-reasons.en';
import french from '@lib/i18n/ui/bot-reasons.fr';
import { think } from '@lib/expert/expert-think';

const cliScores = (record: unknown): Record<string, number> => {
  const res = run(['score', 'game.json', '--json'], () => JSON.stringify(record));
  expect(res.stderr).toBe('');
  return Object.fromEntries(
    (JSON.parse(res.stdout) as { players: { name: string; score: number }[] }).players.map((p) => [
      p.name,
      p.score,
    ]),
  );
};

/** A New World game 30 turns in, two players, and the next tile. */
function midGame(seed = 3) {
  const rand = mulberry32(seed);
  const g = new Game({ players: PLAYER_COLOURS.slice(0, 2) });
  const bag = shuffledBag(rand);
  for (const id of bag.slice(0, 30)) {
    const l = g.legalPlacements(id);
    if (!l.length) {
      g.discard(id);
      continue;
    }
    g.place(id, l[Math.floor(rand() * l.length)]);
    const d = g.deployOptions();
    if (d.length && rand() < 0.3) g.deploy(d[0]);
    g.score();
  }
  const tile = bag.slice(30).find((t) => g.legalPlacements(t).length)!;
  return { g, tile };
}

// Whole games played by the expert: an upper bound, not a wait (seconds alone; on a 2-core machine busy with
// the lint beside the unit tests they passed 30 s).
describe('nw play --seats expert,…', { timeout: 120_000 }, () => {
  it('New World and The Discovery: whole games that nw score replays to the same scores', () => {
    for (const [ruleset, seats, seed] of [
      ['new-world', 'expert,greedy', 31],
      ['discovery', 'greedy,expert', 32],
    ] as const) {
      const res = run(['play', '--ruleset', ruleset, '--seats', seats, '--seed', String(seed)], () => '');
      expect(res.code, res.stderr).toBe(0);
      const record = JSON.parse(res.stdout);
      expect(record.finish).toBe(true);
      const direct = (ruleset === 'new-world' ? playNewWorld : playDiscovery)({
        seats: seats.split(',') as ('expert' | 'greedy')[],
        seed,
      });
      expect(cliScores(record)).toEqual(direct.scores);
      expect(
        direct.moves
          .filter((m) => m.bot === 'expert')
          .every((m) => m.reason.code === 'expert' || m.reason.code === 'fits-nowhere'),
      ).toBe(true);
    }
  });
  it('the same seed gives the same game', () => {
    const a = run(['play', '--seats', 'expert,random', '--seed', '8'], () => '').stdout;
    expect(run(['play', '--seats', 'expert,random', '--seed', '8'], () => '').stdout).toBe(a);
  });
  it('beats the beginner in two seeded games, seats swapped', () => {
    const one = playNewWorld({ seats: ['expert', 'random'], seed: 41 }).scores;
    const two = playNewWorld({ seats: ['random', 'expert'], seed: 42 }).scores;
    expect(one.Red).toBeGreaterThan(one[Object.keys(one)[1]]);
    expect(two[Object.keys(two)[1]]).toBeGreaterThan(two.Red);
  });
});

describe('the search', () => {
  it("plays out only the strong player's best moves, each at least once, and counts its budget", () => {
    const { g, tile } = midGame();
    const r = search(new NewWorldSearch(g), tile, 7, { playouts: 60, width: 4 })!;
    expect(r.candidates).toHaveLength(4);
    expect(r.playouts).toBe(60);
    expect(r.candidates.reduce((n, c) => n + c.tries, 0)).toBe(60);
    for (const c of r.candidates) expect(c.tries).toBeGreaterThan(0);
    // The candidates are in the strong player's order.
    for (let i = 1; i < r.candidates.length; i++)
      expect(r.candidates[i - 1].weight.value).toBeGreaterThanOrEqual(r.candidates[i].weight.value);
    // Sequential halving: 4 moves, then the better 2 (each of those played out more), the better of those 2 wins.
    const byTries = [...r.candidates].sort((a, b) => b.tries - a.tries);
    expect(byTries[1].tries).toBeGreaterThan(byTries[2].tries);
    const last = byTries.slice(0, 2);
    expect(last).toContain(r.best);
    expect(r.best.mean).toBe(Math.max(...last.map((c) => c.mean)));
    // Half the budget per round: the first round's 30 playouts spread over the 4 (7 or 8 each), the second's 30 over the 2 kept.
    for (const c of byTries.slice(2)) expect([7, 8]).toContain(c.tries);
    for (const c of last) expect([22, 23]).toContain(c.tries);
  });
  it('compares moves on the same deals: the n-th playout of every move draws the same tiles', () => {
    // Two copies of one move, side by side: on common deals their means are equal to the last digit.
    const { g, tile } = midGame();
    class Twice extends NewWorldSearch {
      moves(t: string) {
        const [m] = super.moves(t);
        return [m, { ...m }];
      }
    }
    const r = search(new Twice(g), tile, 4, { playouts: 40, width: 2 })!;
    expect(r.candidates[0].tries).toBe(20);
    expect(r.candidates[0].mean).toBe(r.candidates[1].mean);
  });
  it('the same seed and budget: the same move; the position is left as it was', () => {
    const { g, tile } = midGame();
    const before = JSON.stringify(g.toRecord());
    const a = expertNewWorld(g, tile, 11, { playouts: 80 }).move;
    const b = expertNewWorld(g, tile, 11, { playouts: 80 }).move;
    expect(b).toEqual(a);
    expect(JSON.stringify(g.toRecord())).toBe(before);
  });
  it("a person's placement is compared by where the tile goes: the expert's own square, piece or not, is 0 behind, and the advice stays the same", () => {
    const { g, tile } = midGame();
    const own = think({
      ruleset: 'new-world',
      record: g.toRecord(),
      tile,
      seed: 5,
      budget: { playouts: 60 },
    });
    const m = own.move as unknown as {
      placement: NewWorldWhole['placement'];
      settler: NewWorldWhole['settler'];
    };
    // The person has put the tile where the expert would, with no settler yet (a settler ends the turn): the same move.
    const again = think({
      ruleset: 'new-world',
      record: g.toRecord(),
      tile,
      seed: 5,
      budget: { playouts: 60 },
      own: { placement: m.placement, settler: null },
    });
    expect(again.ahead).toBe(0);
    expect(again.move).toEqual(own.move);
    const worst = new NewWorldSearch(g).moves(tile).at(-1)!;
    const other = think({
      ruleset: 'new-world',
      record: g.toRecord(),
      tile,
      seed: 5,
      budget: { playouts: 60 },
      own: worst,
    });
    expect(typeof other.ahead).toBe('number');
    expect(other.ahead).not.toBe(0);
    expect(other.move).toEqual(own.move);
  });
  it("The Discovery: the expert's square without its figure is the expert's move too", () => {
    const g = playDiscovery({ seats: ['greedy', 'greedy'], seed: 8 });
    const record = g.record as { turns: unknown[] };
    const mid = DiscoveryGame.fromRecord({ ...record, turns: record.turns.slice(0, 20), finish: false });
    const tile = (record.turns[20] as { tile: string }).tile;
    const own = think({
      ruleset: 'discovery',
      record: mid.toRecord(),
      tile,
      seed: 9,
      budget: { playouts: 60 },
    });
    const m = own.move as unknown as { placement: DiscoveryWhole['placement'] };
    const again = think({
      ruleset: 'discovery',
      record: mid.toRecord(),
      tile,
      seed: 9,
      budget: { playouts: 60 },
      own: { placement: m.placement, action: null },
    });
    expect(again.ahead).toBe(0);
    expect(again.move).toEqual(own.move);
  });
  it('progress: the best move so far, first after the weighing', () => {
    const { g, tile } = midGame();
    const seen: number[] = [];
    expertNewWorld(g, tile, 3, { playouts: 80 }, undefined, (r) => seen.push(r.playouts));
    expect(seen).toEqual([0, 40, 80]);
  });
});

describe("the expert's reason is data, worded in each language", () => {
  const base = {
    ruleset: 'new-world',
    player: 'Red',
    bot: 'expert',
    tile: 'K',
    x: 2,
    y: 3,
    rotation: 90,
    act: { kind: 'put', role: 'robber', feature: 'trail' },
    code: 'expert',
    points: 3,
    gain: 2.4,
    playouts: 240,
    remain: 40,
  } as const;
  const square = (x: number, y: number) => `column ${x}, row ${y}`;
  it.each(EXPERT_PLANS)('%s', (plan) => {
    const en = english({ ...base, plan }, square);
    const fr = french({ ...base, plan }, square);
    expect(en).toMatch(/240 playouts/);
    expect(fr).toMatch(/240 parties simulées/);
    if (plan === 'looks-ahead' || plan === 'holds-piece') {
      expect(en).toMatch(/2\.4 points/);
      expect(fr).toMatch(/2,4 points/);
    }
  });
  it('names the plan the search found: a move the strong player would not make', () => {
    const { g, tile } = midGame();
    const r = search(new NewWorldSearch(g), tile, 9, { playouts: 120 })!;
    const p = expertPlan(r, (m) => !!m.settler);
    expect(EXPERT_PLANS).toContain(p.plan);
    if (r.best !== r.candidates[0]) expect(p.gain).toBeGreaterThan(0);
    else expect(p.gain).toBe(0);
  });
});
