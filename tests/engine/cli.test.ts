/**
 * The command line (formats.md §5), through run() (no process), plus one real spawn of the
 * entry point to prove it works end to end.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { OPTIONS } from '@engine/index';
import { run } from '../../src/cli/commands';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const EXAMPLE_PATH = fileURLToPath(new URL('../fixtures/three-tile-town.json', import.meta.url));
const EXAMPLE_TEXT = readFileSync(EXAMPLE_PATH, 'utf8');

/** A read function over an in-memory set of files (ENOENT for the rest, like fs). */
function files(map: Record<string, string>) {
  return (f: string) => {
    if (f in map) return map[f];
    throw Object.assign(new Error(`ENOENT: no such file or directory, open '${f}'`), { code: 'ENOENT' });
  };
}
const realRead = (f: string) => readFileSync(f, 'utf8');

/** The tally of formats.md §4, verbatim (tests/fixtures/spec-tally.json). */
const SPEC_TALLY = JSON.parse(readFileSync(new URL('../fixtures/spec-tally.json', import.meta.url), 'utf8'));

/** One line on stderr, `nw: …`, nothing on stdout. */
function expectOneErrorLine(res: ReturnType<typeof run>, code: 1 | 2 = 1) {
  expect(res.code).toBe(code);
  expect(res.stdout).toBe('');
  if (code === 1) expect(res.stderr).toMatch(/^nw: [^\n]+\n$/);
  else expect(res.stderr).toMatch(/^nw: [^\n]+\n/);
}

describe('nw score', () => {
  it('replays the spec example: Red 8, Blue 0, with the breakdown and the surveyor move (text)', () => {
    const res = run(['score', 'ex.json'], files({ 'ex.json': EXAMPLE_TEXT }));
    expect(res.code).toBe(0);
    expect(res.stderr).toBe('');
    const out = res.stdout;
    // The breakdown: 3 tiles × 2 and 1 flag × 2, 8 in all, on turn 3.
    expect(out).toMatch(/Turn 3/);
    expect(out).toMatch(/Red\b.*\b8\b/);
    expect(out).toMatch(/3 tiles × 2\s+6\b/);
    expect(out).toMatch(/1 flag × 2\s+2\b/);
    expect(out).toMatch(/surveyor.*column 0.*column 1|column 1.*surveyor/i);
    // The final table, best first.
    const table = out.slice(out.lastIndexOf('Player'));
    expect(table).toMatch(/Red\s+8\s*\n\s*Blue\s+0\s*\n?$/);
  });

  it('replays the spec example (--json): players, events with turn/type/player/points/items, surveyor and return events', () => {
    const res = run(['score', 'ex.json', '--json'], files({ 'ex.json': EXAMPLE_TEXT }));
    expect(res.code).toBe(0);
    expect(res.stderr).toBe('');
    const out = JSON.parse(res.stdout);
    expect(out.players).toEqual([
      { name: 'Red', score: 8 },
      { name: 'Blue', score: 0 },
    ]);
    const scores = out.events.filter((e: { type: string }) =>
      ['trail', 'town', 'farm', 'plains'].includes(e.type),
    );
    expect(scores).toHaveLength(1);
    expect(scores[0]).toMatchObject({
      turn: 3,
      type: 'town',
      player: 'Red',
      points: 8,
      items: [
        { label: '3 tiles × 2', count: 3, points: 6 },
        { label: '1 flag × 2', count: 1, points: 2 },
      ],
    });
    expect(out.events).toContainEqual(expect.objectContaining({ turn: 3, type: 'surveyor', from: 0, to: 1 }));
    expect(out.events).toContainEqual(
      expect.objectContaining({ turn: 3, type: 'return', player: 'Red', role: 'shopkeeper', col: 1, row: 2 }),
    );
    // Every event says when it happened and what it is; placements are not scoring events.
    for (const e of out.events) {
      expect(e.turn === 'final' || Number.isInteger(e.turn)).toBe(true);
      expect(typeof e.type).toBe('string');
      expect(e.type).not.toBe('place');
    }
  });

  it('a file saved with a UTF-8 byte-order mark (as Windows editors write it) is read', () => {
    const plain = run(['score', 'ex.json', '--json'], files({ 'ex.json': EXAMPLE_TEXT }));
    const bom = run(['score', 'ex.json', '--json'], files({ 'ex.json': '\uFEFF' + EXAMPLE_TEXT }));
    expect(bom.code).toBe(0);
    expect(bom).toEqual(plain);
    const tally = run(['tally', 't.json'], files({ 't.json': '\uFEFF' + JSON.stringify(SPEC_TALLY) }));
    expect(tally.code).toBe(0);
  });

  it('--json may come before the file', () => {
    const a = run(['score', '--json', 'ex.json'], files({ 'ex.json': EXAMPLE_TEXT }));
    const b = run(['score', 'ex.json', '--json'], files({ 'ex.json': EXAMPLE_TEXT }));
    expect(a).toEqual(b);
  });
});

describe('nw tally', () => {
  // Worked by hand from the rules (formats §4 example):
  //  1 incomplete trail, 3 tiles, no post, Red alone          → Red 3 × 1 = 3
  //  2 incomplete town, 5 tiles, 3 flags, Green 2 v Black 1   → Green 5 × 1 + 3 × 1 = 8; Black 0 (lost)
  //  3 incomplete farm, 4 around, Yellow                      → Yellow 1 + 4 = 5
  //  4 plains, 4 animals, Red 2 v Yellow 1                    → Red 4 × 1 = 4; Yellow 0 (lost)
  //  5 complete trail, 4 tiles, 1 post, 1 surveyor, Yellow    → Yellow 4 × 1 + 1 × 2 + 1 × 4 = 10
  // Totals: Red 41 + 3 + 4 = 48, Yellow 38 + 5 + 10 = 53, Blue 40, Green 8, Black 0.
  const EXPECTED = [
    {
      name: 'Red',
      score: 48,
      lines: [
        { feature: 0, points: 3 },
        { feature: 3, points: 4 },
      ],
    },
    {
      name: 'Yellow',
      score: 53,
      lines: [
        { feature: 2, points: 5 },
        { feature: 3, points: 0 },
        { feature: 4, points: 10 },
      ],
    },
    { name: 'Blue', score: 40, lines: [] },
    { name: 'Green', score: 43, lines: [{ feature: 1, points: 8 }] },
    { name: 'Black', score: 37, lines: [{ feature: 1, points: 0 }] },
  ];

  it('scores the formats.md §4 example (--json), line by line', () => {
    const res = run(['tally', 't.json', '--json'], files({ 't.json': JSON.stringify(SPEC_TALLY) }));
    expect(res.code).toBe(0);
    expect(res.stderr).toBe('');
    const out = JSON.parse(res.stdout);
    const byName = Object.fromEntries(out.players.map((p: { name: string }) => [p.name, p]));
    expect(Object.keys(byName).sort()).toEqual(EXPECTED.map((p) => p.name).sort());
    for (const want of EXPECTED) {
      const got = byName[want.name];
      expect(got.score, want.name).toBe(want.score);
      expect(
        got.lines.map((l: { feature: number; points: number }) => ({ feature: l.feature, points: l.points })),
        want.name,
      ).toEqual(want.lines);
      for (const l of got.lines)
        expect(l.points).toBe(l.items.reduce((n: number, i: { points: number }) => n + i.points, 0));
    }
    // The items of the completed trail, and the losers' reasons.
    const yellowTrail = byName.Yellow.lines.find((l: { feature: number }) => l.feature === 4);
    expect(yellowTrail.items.map((i: { count: number; points: number }) => [i.count, i.points])).toEqual([
      [4, 4],
      [1, 2],
      [1, 4],
    ]);
    expect(
      byName.Green.lines[0].items.map((i: { count: number; points: number }) => [i.count, i.points]),
    ).toEqual([
      [5, 5],
      [3, 3],
    ]);
    expect(
      byName.Yellow.lines
        .find((l: { feature: number }) => l.feature === 2)
        .items.map((i: { count: number }) => i.count),
    ).toEqual([1, 4]);
    const blackLine = byName.Black.lines[0];
    expect(blackLine.items).toEqual([]);
    expect(blackLine.reason).toMatch(/Green/);
    expect(byName.Yellow.lines.find((l: { feature: number }) => l.feature === 3).reason).toMatch(/Red/);
    // Events: one per player line, with the feature's type.
    expect(out.events).toHaveLength(7);
    for (const e of out.events) expect(['trail', 'town', 'farm', 'plains']).toContain(e.type);
  });

  it('scores the formats.md §4 example (text): totals and the losers with 0 and why', () => {
    const res = run(['tally', 't.json'], files({ 't.json': JSON.stringify(SPEC_TALLY) }));
    expect(res.code).toBe(0);
    const totals = res.stdout.slice(res.stdout.lastIndexOf('Player'));
    const rows = totals
      .split('\n')
      .slice(2)
      .filter(Boolean)
      .map((l) => l.trim().split(/\s+/));
    expect(rows).toEqual([
      ['Yellow', '53'],
      ['Red', '48'],
      ['Green', '43'],
      ['Blue', '40'],
      ['Black', '37'],
    ]);
    expect(res.stdout).toMatch(/Black[\s\S]*: 0 \(.*Green.*\)/);
  });

  it('majority ties: every tied player scores in full; incomplete trail with a post: 1/tile + 2/post', () => {
    const tally = {
      format: 'new-world-tally',
      version: 1,
      players: ['Red', 'Blue', 'Green'],
      features: [
        // Complete town 3 tiles + 1 flag, Red 1 v Blue 1 (tie), Green has none: 3 × 2 + 1 × 2 = 8 each.
        { type: 'town', complete: true, tiles: 3, flags: 1, settlers: { Red: 1, Blue: 1 } },
        // Incomplete trail, 2 tiles + 1 post: 2 + 2 = 4 for Green alone.
        { type: 'trail', tiles: 2, tradingPosts: 1, settlers: { Green: 1 } },
        // Plains 3 animals, Red 2 v Blue 2 v Green 1: Red and Blue 3 each, Green 0.
        { type: 'plains', animals: 3, settlers: { Red: 2, Blue: 2, Green: 1 } },
      ],
    };
    const res = run(['tally', 't.json', '--json'], files({ 't.json': JSON.stringify(tally) }));
    expect(res.code).toBe(0);
    const out = JSON.parse(res.stdout);
    expect(out.players.map((p: { name: string; score: number }) => [p.name, p.score])).toEqual([
      ['Red', 11],
      ['Blue', 11],
      ['Green', 4],
    ]);
    const green = out.players[2];
    expect(green.lines.find((l: { feature: number }) => l.feature === 2)).toMatchObject({
      points: 0,
      reason: expect.stringMatching(/Red.*Blue|Blue.*Red/),
    });
  });
});

describe('nw options', () => {
  it('lists every option with its default (text)', () => {
    const res = run(['options'], files({}));
    expect(res.code).toBe(0);
    for (const o of OPTIONS)
      expect(res.stdout).toContain(`${o.name} (default: ${JSON.stringify(o.default)})`);
  });

  it('lists every option with its default and values (--json)', () => {
    const res = run(['options', '--json'], files({}));
    expect(res.code).toBe(0);
    const out = JSON.parse(res.stdout);
    expect(out.options.map((o: { name: string; default: unknown }) => [o.name, o.default])).toEqual(
      OPTIONS.map((o) => [o.name, o.default]),
    );
    for (const o of out.options) expect(o.values).toContain(o.default);
    expect(out.options.map((o: { name: string }) => o.name).sort()).toEqual([
      'eviction',
      'farmStartSpaces',
      'finalTradingPost',
      'incompleteCount',
      'startSpacesCount',
      'surveyorBonus',
      'trackSurveyor',
    ]);
  });
});

describe('nw score: surveyors that cannot move, under each reading of eviction (issue 32)', () => {
  const stays = readFileSync(
    new URL('../../content/examples/surveyors-stuck-settler-stays.json', import.meta.url),
    'utf8',
  );
  it('lists every-scoring among the eviction readings', () => {
    const out = JSON.parse(run(['options', '--json'], files({})).stdout);
    expect(out.options.find((o: { name: string }) => o.name === 'eviction').values).toEqual([
      'every-move',
      'vacated-column',
      'every-scoring',
    ]);
  });
  it('default: the skipped move sends nobody home, Blue scores 4 at the end', () => {
    const res = run(['score', 'g.json', '--json'], files({ 'g.json': stays }));
    expect(res.code).toBe(0);
    const out = JSON.parse(res.stdout);
    expect(out.players).toEqual([
      { name: 'Red', score: 10 },
      { name: 'Blue', score: 4 },
    ]);
    expect(out.events.filter((e: { kind: string }) => e.kind === 'evict')).toEqual([]);
  });
  it("every-scoring (in the record's options): Blue's robber goes home after the scoring, said in the text", () => {
    const rec = { ...JSON.parse(stays), options: { eviction: 'every-scoring' } };
    const res = run(['score', 'g.json'], files({ 'g.json': JSON.stringify(rec) }));
    expect(res.code).toBe(0);
    expect(res.stdout).toMatch(
      /No surveyor moves[^\n]*\n[^\n]*Blue's robber in column 1, row 2 has fallen behind the surveyors and goes home unscored/,
    );
    expect(res.stdout).toMatch(/Blue +0/);
  });
});

describe('nw random', () => {
  it('--seed 7 --players 3 writes a record that score accepts, the same every time', () => {
    const a = run(['random', '--seed', '7', '--players', '3'], files({}));
    const b = run(['random', '--players', '3', '--seed', '7'], files({}));
    expect(a.code).toBe(0);
    expect(a.stderr).toBe('');
    expect(b.stdout).toBe(a.stdout);
    const rec = JSON.parse(a.stdout);
    expect(rec).toMatchObject({
      format: 'new-world-record',
      version: 1,
      players: ['Red', 'Yellow', 'Green'],
      finish: true,
    });
    expect(rec.turns.length).toBeGreaterThanOrEqual(95);
    const s1 = run(['score', 'r.json', '--json'], files({ 'r.json': a.stdout }));
    const s2 = run(['score', 'r.json', '--json'], files({ 'r.json': a.stdout }));
    expect(s1.code).toBe(0);
    expect(s1.stdout).toBe(s2.stdout);
    const out = JSON.parse(s1.stdout);
    expect(out.players.map((p: { name: string }) => p.name)).toEqual(['Red', 'Yellow', 'Green']);
    expect(out.events.some((e: { turn: unknown }) => e.turn === 'final')).toBe(true);
    const other = run(['random', '--seed', '8', '--players', '3'], files({}));
    expect(other.stdout).not.toBe(a.stdout);
  });

  it('--out names the file to write instead of stdout', () => {
    const res = run(['random', '--seed', '7', '--players', '2', '--out', 'game.json'], files({}));
    expect(res.code).toBe(0);
    expect(res.file).toBe('game.json');
    expect(JSON.parse(res.stdout).players).toEqual(['Red', 'Yellow']);
  });
});

describe('exit status', () => {
  it.each([
    [[]],
    [['bogus']],
    [['score']],
    [['score', 'a.json', 'b.json']],
    [['score', '--json']],
    [['score', '--verbose']],
    [['tally']],
    [['options', 'x.json']],
    [['random']],
    [['random', '--seed', '7']],
    [['random', '--players', '3']],
    [['random', '--seed', 'x', '--players', '3']],
    [['random', '--seed', '-1', '--players', '3']],
    [['random', '--seed', '1.5', '--players', '3']],
    [['random', '--seed', '7', '--players', '0']],
    [['random', '--seed', '7', '--players', '6']],
    [['random', '--seed', '7', '--players', '3', '--bogus', '1']],
    [['random', '--seed', '7', '--players', '3', '--out', '--seed']],
  ])('2 for wrong usage: nw %j', (argv) => {
    const res = run(argv, files({ 'a.json': EXAMPLE_TEXT, 'b.json': EXAMPLE_TEXT, 'x.json': '{}' }));
    expectOneErrorLine(res, 2);
    expect(res.stderr).toMatch(/usage: nw/);
  });

  // Regression (fixed): a trailing `--out` with no FILE is ignored (the record goes to
  // stdout, exit 0) instead of the usage error that `--out ''` gets.
  it('2 for wrong usage: nw random --seed 7 --players 3 --out (no FILE)', () => {
    expectOneErrorLine(run(['random', '--seed', '7', '--players', '3', '--out'], files({})), 2);
  });

  it('1 for a missing file (one stderr line naming it)', () => {
    for (const cmd of ['score', 'tally']) {
      const res = run([cmd, '/nonexistent/nope.json'], realRead);
      expectOneErrorLine(res);
      expect(res.stderr).toMatch(/^nw: \/nonexistent\/nope\.json: .*no such file/);
    }
  });

  it('1 for text that is not JSON', () => {
    for (const cmd of ['score', 'tally']) {
      const res = run([cmd, 'bad.json', '--json'], files({ 'bad.json': '{"format": "new-world-record",' }));
      expectOneErrorLine(res);
      expect(res.stderr).toMatch(/^nw: bad\.json: .*JSON/);
    }
  });

  it('1 for an illegal move, naming the turn and the reason', () => {
    const rec = JSON.parse(EXAMPLE_TEXT);
    const cases: [(r: typeof rec) => void, RegExp][] = [
      [(r) => (r.turns[0].col = 0), /turns\[0\]: .*column 1/],
      [(r) => (r.turns[1].row = 20), /turns\[1\]: .*touches no/],
      [(r) => (r.turns[1].rotation = 90), /turns\[1\]: .*edge/],
      [(r) => (r.turns[0].settler = { at: 'C' }), /turns\[0\]\.settler\.at: .*no farm/],
      [(r) => (r.turns[0].settler.role = 'robber'), /turns\[0\]\.settler\.role: .*shopkeeper/],
      [(r) => (r.turns[1].settler = { at: 'N' }), /turns\[1\]\.settler\.at: .*already holds/],
      [
        (r) => (r.turns[2].order = [{ col: 1, row: 3, at: 'En' }]),
        /turns\[2\]\.order\[0\]: .*not completed this turn/,
      ],
      [(r) => (r.turns[2].tile = 'nope'), /turns\[2\]\.tile: .*not a tile type/],
      [(r) => (r.turns[1] = { tile: 'band-flag', discard: true }), /turns\[1\]: .*legal place/],
    ];
    for (const [change, why] of cases) {
      const r = structuredClone(rec);
      change(r);
      for (const json of [false, true]) {
        const res = run(
          ['score', 'ex.json', ...(json ? ['--json'] : [])],
          files({ 'ex.json': JSON.stringify(r) }),
        );
        expectOneErrorLine(res);
        expect(res.stderr).toMatch(/^nw: ex\.json: /);
        expect(res.stderr).toMatch(why);
      }
    }
  });

  it('1 for an invalid tally, naming the place', () => {
    const t = structuredClone(SPEC_TALLY) as Record<string, unknown> & {
      features: Record<string, unknown>[];
    };
    t.features[1].type = 'castle';
    const res = run(['tally', 't.json'], files({ 't.json': JSON.stringify(t) }));
    expectOneErrorLine(res);
    expect(res.stderr).toMatch(/features\[1\]\.type/);
    const res2 = run(
      ['tally', 't.json'],
      files({ 't.json': JSON.stringify({ ...SPEC_TALLY, scores: { Red: -1 } }) }),
    );
    expectOneErrorLine(res2);
    expect(res2.stderr).toMatch(/scores\.Red/);
  });

  it('a player named in settlers or surveyors who is not in players is refused, naming the place', () => {
    const t = structuredClone(SPEC_TALLY) as {
      features: { settlers: Record<string, number>; surveyors?: Record<string, number> }[];
    };
    t.features[2].settlers = { Purple: 1 };
    const res = run(['tally', 't.json'], files({ 't.json': JSON.stringify(t) }));
    expectOneErrorLine(res);
    expect(res.stderr).toMatch(/features\[2\]\.settlers\.Purple: is not one of the players/);
    const u = structuredClone(SPEC_TALLY) as typeof t;
    u.features[4].surveyors = { Orange: 1 };
    const res2 = run(['tally', 'u.json'], files({ 'u.json': JSON.stringify(u) }));
    expectOneErrorLine(res2);
    expect(res2.stderr).toMatch(/features\[4\]\.surveyors\.Orange/);
  });

  it('surveyorBonus per-settler is honoured by the tally as by the game', () => {
    const tally = {
      format: 'new-world-tally',
      version: 1,
      players: ['Red', 'Blue'],
      options: { surveyorBonus: 'per-settler' },
      // Extension: bonusSettlers, how many of the player's settlers stand in the surveyor's column.
      features: [
        {
          type: 'trail',
          complete: true,
          tiles: 4,
          tradingPosts: 0,
          settlers: { Red: 2 },
          surveyors: { Red: 1 },
          bonusSettlers: { Red: 2 },
        },
      ],
    };
    const per = JSON.parse(
      run(['tally', 't.json', '--json'], files({ 't.json': JSON.stringify(tally) })).stdout,
    );
    const once = JSON.parse(
      run(['tally', 't.json', '--json'], files({ 't.json': JSON.stringify({ ...tally, options: {} }) }))
        .stdout,
    );
    const red = (r: { players: { name: string; score: number }[] }) =>
      r.players.find((p) => p.name === 'Red')!.score;
    // 4 tiles × 1, plus the surveyor bonus 4 once, or once per settler in its column (2 × 4).
    expect(red(once)).toBe(8);
    expect(red(per)).toBe(12);
  });

  it('a record given to tally, or a tally given to score, is refused with 1', () => {
    expectOneErrorLine(run(['tally', 'ex.json'], files({ 'ex.json': EXAMPLE_TEXT })));
    expectOneErrorLine(run(['score', 't.json'], files({ 't.json': JSON.stringify(SPEC_TALLY) })));
  });
});

describe('the real entry point', () => {
  it('tsx src/cli/nw.ts score <spec example> --json exits 0 with Red 8, Blue 0', () => {
    const tsx = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));
    const p = spawnSync(tsx, ['src/cli/nw.ts', 'score', EXAMPLE_PATH, '--json'], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(p.error).toBeUndefined();
    expect(p.stderr).toBe('');
    expect(p.status).toBe(0);
    const out = JSON.parse(p.stdout);
    expect(out.players).toEqual([
      { name: 'Red', score: 8 },
      { name: 'Blue', score: 0 },
    ]);
    // The same as run() gives.
    expect(p.stdout).toBe(run(['score', EXAMPLE_PATH, '--json'], realRead).stdout);
  }, 30_000);
});

describe('the format decides the reader, in the same words as the pages', () => {
  it('score: a record without a known format names both record formats; tally names all four', () => {
    const score = run(['score', 'x.json'], () => '{"players":["Red"]}');
    expect(score).toMatchObject({ code: 1, stdout: '' });
    expect(score.stderr).toBe(
      'nw: x.json: format: must be one of "new-world-record", "discovery-record", not undefined\n',
    );
    const tally = run(['tally', 'x.json'], () => '{"format":"race"}');
    expect(tally.stderr).toBe(
      'nw: x.json: format: must be one of "new-world-tally", "discovery-tally", "race-tally", "conquest-tally", not "race"\n',
    );
  });

  it('an array is not a record or a tally, before anything else', () => {
    expect(run(['tally', 'x.json'], () => '[{"format":"race-tally"}]').stderr).toBe(
      'nw: x.json: (tally): must be an object, not an array\n',
    );
    expect(run(['score', 'x.json'], () => '[]').stderr).toBe(
      'nw: x.json: (record): must be an object, not an array\n',
    );
  });
});
