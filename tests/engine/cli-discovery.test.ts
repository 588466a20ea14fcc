/**
 * The command line with The Discovery (formats.md §5, §7, §8): `score` replays a
 * discovery-record, `tally` scores a discovery-tally, `random --ruleset discovery` writes a game
 * that `score` accepts, `options --ruleset discovery` lists that game's options.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DISCOVERY_OPTIONS, DiscoveryGame } from '@engine/index';
import { run } from '../../src/cli/commands';

const read = (f: string) => readFileSync(f, 'utf8');
const FINAL = 'content/examples/discovery/final-scoring.json';
const REFUSED = 'content/examples/discovery/deploy-and-withdraw-refused.json';
const SPEC_TALLY = '/work/shared/spec/examples/discovery-tally.json';
const SPEC_TALLY_TEXT = JSON.stringify({
  format: 'discovery-tally',
  version: 1,
  players: ['Red', 'Yellow'],
  scores: { Red: 12 },
  figures: [
    { player: 'Red', region: 'mountains', tiles: 3, cities: 4, complete: true },
    { player: 'Yellow', region: 'seas', tiles: 4, cities: 3, complete: false },
  ],
  final: false,
});
const mem = (map: Record<string, string>) => (f: string) => {
  if (f in map) return map[f];
  throw Object.assign(new Error('ENOENT'), { code: 'ENOENT' });
};

describe('nw score with a discovery-record', () => {
  it('replays the final-scoring example: Red 6 for an unfinished plains of 3 tiles, Yellow 2 for a 2-tile sea (text)', () => {
    const res = run(['score', FINAL], read);
    expect(res.code).toBe(0);
    expect(res.stderr).toBe('');
    expect(res.stdout).toContain('Final scoring');
    expect(res.stdout).toMatch(
      /Red's explorer at x 0, y 0 scores 6 for an unfinished \(counted as complete\) plains of 3 tiles/,
    );
    expect(res.stdout).toMatch(/3 plains tiles × 2\s+6/);
    expect(res.stdout).toMatch(/Red\s+6\n/);
    expect(res.stdout).toMatch(/Yellow\s+2\n/);
  });

  it('--json gives players in record order and every scoring event with turn, type, player, points and items', () => {
    const res = run(['score', FINAL, '--json'], read);
    expect(res.code).toBe(0);
    const out = JSON.parse(res.stdout);
    expect(out.players).toEqual([
      { name: 'Red', score: 6 },
      { name: 'Yellow', score: 2 },
    ]);
    const scores = out.events.filter((e: { kind: string }) => e.kind === 'score');
    expect(
      scores.map((e: { player: string; type: string; points: number }) => [e.player, e.type, e.points]),
    ).toEqual([
      ['Red', 'plains', 6],
      ['Yellow', 'seas', 2],
    ]);
    for (const e of scores) {
      expect(typeof e.turn).toBe('number');
      expect(e.items.reduce((s: number, i: { points: number }) => s + i.points, 0)).toBe(e.points);
      for (const i of e.items)
        expect(Object.keys(i)).toEqual(expect.arrayContaining(['label', 'count', 'points']));
    }
    expect(out.finished).toBe(true);
  });

  it('a figure put down and one withdrawn in the same turn: exit 1, one line naming the turn and the reason', () => {
    const res = run(['score', REFUSED], read);
    expect(res.code).toBe(1);
    expect(res.stdout).toBe('');
    expect(res.stderr).toMatch(/^nw: .*turns\[0\]\.withdraw.*never both/);
    expect(res.stderr.split('\n').filter(Boolean)).toHaveLength(1);
  });

  it('a discovery-record given to tally is refused with 1, and a discovery-tally given to score too', () => {
    expect(run(['tally', FINAL], read).code).toBe(1);
    expect(run(['score', 't.json'], mem({ 't.json': SPEC_TALLY_TEXT })).code).toBe(1);
  });
});

describe('nw tally with a discovery-tally', () => {
  it('scores the formats.md §7 example: Red 12 + a complete mountain of 4 cities × 2 = 20, Yellow an incomplete sea 3 × 1 = 3', () => {
    const res = run(['tally', 't.json', '--json'], mem({ 't.json': SPEC_TALLY_TEXT }));
    expect(res.code).toBe(0);
    const out = JSON.parse(res.stdout);
    expect(out.players.map((p: { name: string; score: number }) => [p.name, p.score])).toEqual([
      ['Red', 20],
      ['Yellow', 3],
    ]);
    expect(out.events.map((e: { player: string; points: number }) => [e.player, e.points])).toEqual([
      ['Red', 8],
      ['Yellow', 3],
    ]);
  });

  it('the spec file itself (when the shared spec is on this machine) gives the same totals, in text', () => {
    let text: string;
    try {
      text = read(SPEC_TALLY);
    } catch {
      text = SPEC_TALLY_TEXT;
    }
    const res = run(['tally', 't.json'], mem({ 't.json': text }));
    expect(res.code).toBe(0);
    expect(res.stdout).toMatch(/Red: 20 \(12 on the track before\)/);
    expect(res.stdout).toMatch(/4 cities × 2\s+8/);
    expect(res.stdout).toMatch(/Yellow: 3/);
  });

  it('final: true scores every line as complete (the incomplete sea of 4 tiles: 3 cities + 4 sea tiles = 7)', () => {
    const t = { ...JSON.parse(SPEC_TALLY_TEXT), final: true };
    const out = JSON.parse(run(['tally', 't.json', '--json'], mem({ 't.json': JSON.stringify(t) })).stdout);
    expect(out.players.find((p: { name: string }) => p.name === 'Yellow').score).toBe(7);
  });

  it('a figure of a player not in players is refused, naming the place', () => {
    const t = JSON.parse(SPEC_TALLY_TEXT);
    t.figures[1].player = 'Green';
    const res = run(['tally', 't.json'], mem({ 't.json': JSON.stringify(t) }));
    expect(res.code).toBe(1);
    expect(res.stderr).toMatch(/figures\[1\]\.player/);
  });
});

describe('nw random --ruleset discovery', () => {
  it('writes a finished record that score replays to the same totals, the same for the same seed', () => {
    const a = run(['random', '--seed', '11', '--players', '3', '--ruleset', 'discovery'], read);
    const b = run(['random', '--seed', '11', '--players', '3', '--ruleset', 'discovery'], read);
    expect(a.code).toBe(0);
    expect(a.stdout).toBe(b.stdout);
    const record = JSON.parse(a.stdout);
    expect(record.format).toBe('discovery-record');
    const g = DiscoveryGame.fromRecord(record);
    const scored = JSON.parse(run(['score', 'r.json', '--json'], mem({ 'r.json': a.stdout })).stdout);
    expect(scored.players).toEqual(g.players.map((name) => ({ name, score: g.scores[name] })));
    expect(scored.finished).toBe(true);
  });

  it('needs 2–5 players and a known ruleset (exit 2)', () => {
    expect(run(['random', '--seed', '1', '--players', '1', '--ruleset', 'discovery'], read).code).toBe(2);
    expect(run(['random', '--seed', '1', '--players', '3', '--ruleset', 'chess'], read).code).toBe(2);
  });
});

describe('nw options --ruleset discovery', () => {
  it('lists every option of The Discovery with its default', () => {
    const res = run(['options', '--ruleset', 'discovery', '--json'], read);
    expect(res.code).toBe(0);
    const out = JSON.parse(res.stdout);
    expect(out.options.map((o: { name: string; default: unknown }) => [o.name, o.default])).toEqual(
      DISCOVERY_OPTIONS.map((o) => [o.name, o.default]),
    );
    const text = run(['options', '--ruleset', 'discovery'], read).stdout;
    for (const o of DISCOVERY_OPTIONS)
      expect(text).toContain(`${o.name} (default: ${JSON.stringify(o.default)})`);
  });
});
