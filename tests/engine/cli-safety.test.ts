/**
 * The command line's contract and safety (issue 29, findings 8–12):
 * - a record's `session` field is read as the sandbox reads it (Session.load, one reader): the
 *   same scores, and the same refusal with the same place and reason;
 * - names, keys and values it prints never steer the terminal (control characters shown `\u001b`);
 * - no input is read past 1 MB, whatever kind of file it is;
 * - an `--out` that cannot be written is one line with the path and the reason, exit 1;
 * - a seed is a whole number from 0 to 4294967295 in digits.
 * The real-file cases (/dev/zero, /dev/full, a folder) spawn the entry point; the rest call run().
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { Session } from '@engine/index';
import { readSession } from '@lib/sandbox/sandbox-store';
import { run } from '../../src/cli/commands';
import { readInputFile, writeOutputFile } from '../../src/cli/read-file';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const TSX = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));
const EXAMPLE = JSON.parse(
  readFileSync(new URL('../fixtures/three-tile-town.json', import.meta.url), 'utf8'),
);
const RACE_TEXT = readFileSync(new URL('../../content/tallies/race-tally.json', import.meta.url), 'utf8');

/** One file, as text. */
const only = (value: unknown) => () => (typeof value === 'string' ? value : JSON.stringify(value));
const nw = (args: string[]) =>
  spawnSync(TSX, ['src/cli/nw.ts', ...args], { cwd: ROOT, encoding: 'utf8', timeout: 20_000 });

/** What a terminal would obey: C0 (ESC, line breaks, tab, BEL…), DEL, C1, line/paragraph separators, bidi overrides and isolates. */
// eslint-disable-next-line no-control-regex -- the control characters are what this pattern finds
const UNSAFE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;

/**
 * The spec example (three-tile-town: Red's shopkeeper on a town of 3 tiles and a flag, 8 points
 * when the third tile closes it) saved by the sandbox mid-game: two turns in the record, the third
 * turn and the final scoring as the steps of its `session` field.
 */
function savedMidGame(
  pending: unknown[] = [
    { step: 'draw', tile: 'cap-south' },
    { step: 'rotate', rotation: 180 },
    { step: 'place', at: { col: 1, row: 4 } },
    { step: 'confirm' },
    { step: 'finish' },
  ],
) {
  return {
    ...EXAMPLE,
    turns: EXAMPLE.turns.slice(0, 2),
    finish: false,
    session: { version: 1, seed: 1, pending },
  };
}

describe('finding 8: a record with a session field reads the same in nw score and in the sandbox', () => {
  it('applies session.pending as the sandbox does: Red 8, finished, in the text and --json, the sandbox agreeing', () => {
    const record = savedMidGame();
    const res = run(['score', 'saved.json', '--json'], only(record));
    expect(res.stderr).toBe('');
    const out = JSON.parse(res.stdout);
    expect(out.players).toEqual([
      { name: 'Red', score: 8 },
      { name: 'Blue', score: 0 },
    ]);
    expect(out.finished).toBe(true);
    // The sandbox's reader (sandbox-store.ts readSession) on the same record.
    const sandbox = readSession(structuredClone(record));
    expect(sandbox.scores).toEqual({ Red: 8, Blue: 0 });
    expect(sandbox.phase).toBe('finished');
    // And the same as the whole game written as turns.
    expect(out).toEqual(JSON.parse(run(['score', 'whole.json', '--json'], only(EXAMPLE)).stdout));
    const text = run(['score', 'saved.json'], only(record)).stdout;
    expect(text).toMatch(/Final table\n.*\n.*\n {2}Red +8\n {2}Blue +0\n$/);
  });

  it('a turn in progress (placed, not confirmed) is on the table, not yet scored, in both', () => {
    const record = savedMidGame([
      { step: 'draw', tile: 'cap-south' },
      { step: 'rotate', rotation: 180 },
      { step: 'place', at: { col: 1, row: 4 } },
    ]);
    const out = JSON.parse(run(['score', 'saved.json', '--json'], only(record)).stdout);
    expect(out.players).toEqual([
      { name: 'Red', score: 0 },
      { name: 'Blue', score: 0 },
    ]);
    expect(out.finished).toBe(false);
    expect(readSession(structuredClone(record)).scores).toEqual({ Red: 0, Blue: 0 });
  });

  it.each([
    ['a session that is not an object', 'x', 'session: '],
    ['another version', { version: 2 }, 'session.version: must be 1, not 2'],
    [
      'a step the sandbox does not know',
      { version: 1, pending: [{ step: 'fly' }] },
      'session.pending[0].step: ',
    ],
    ['a seed out of range', { version: 1, seed: -1 }, 'session.seed: '],
    [
      'a step that does not hold',
      { version: 1, pending: [{ step: 'place', at: { col: 1, row: 4 } }] },
      'session.pending[0]: ',
    ],
  ])('refuses %s as the sandbox does, with the same place and reason', (_what, session, start) => {
    const record = { ...EXAMPLE, turns: EXAMPLE.turns.slice(0, 2), finish: false, session };
    const res = run(['score', 'saved.json'], only(record));
    expect(res.code).toBe(1);
    expect(res.stdout).toBe('');
    let sandbox = '';
    try {
      readSession(structuredClone(record));
    } catch (e) {
      sandbox = e instanceof Error ? e.message : String(e);
    }
    expect(sandbox.startsWith(start)).toBe(true);
    expect(res.stderr).toBe(`nw: saved.json: ${sandbox}\n`);
    // Both call the engine's one reader of saved games.
    expect(() => Session.load(structuredClone(record))).toThrow(sandbox);
  });
});

describe('finding 9: what the command line prints cannot steer the terminal', () => {
  const CLEAR = 'Red\u001b[2J\u001b[H\u001b]0;pwned\u0007';
  const FAKE_ROW = 'Blue\n  Winner     99';
  const C1_BIDI = 'Gr\u009b2Jeen\u202etxt.exe\u2066';

  it('player names in nw score: escaped in the text, one table row each, columns aligned; --json holds the same names', () => {
    const record = { ...EXAMPLE, players: [CLEAR, FAKE_ROW] };
    const text = JSON.stringify(record).replaceAll('"Red"', JSON.stringify(CLEAR));
    const res = run(['score', 'odd.json'], only(text));
    expect(res.code).toBe(0);
    expect(res.stdout).not.toMatch(UNSAFE);
    const table = res.stdout.slice(res.stdout.indexOf('Final table')).trimEnd().split('\n');
    expect(table).toEqual([
      'Final table',
      expect.stringMatching(/^ {2}Player +Score$/),
      expect.stringMatching(/^ {2}-+ {2}-----$/),
      '  Red\\u001b[2J\\u001b[H\\u001b]0;pwned\\u0007      8',
      `  ${'Blue\\u000a  Winner     99'.padEnd(40)}      0`,
    ]);
    expect(res.stdout).toContain('Red\\u001b[2J'); // the turn's sentence names the player escaped too
    const json = run(['score', 'odd.json', '--json'], only(text));
    expect(JSON.parse(json.stdout).players.map((p: { name: string }) => p.name)).toEqual([CLEAR, FAKE_ROW]);
  });

  it('C1 controls and bidi overrides: escaped in the text; in --json written as \\u escapes of the same value', () => {
    const text = RACE_TEXT.replaceAll('"Red"', JSON.stringify(C1_BIDI));
    const res = run(['tally', 'race.json'], only(text));
    expect(res.code).toBe(0);
    expect(res.stdout).not.toMatch(UNSAFE);
    expect(res.stdout).toContain('Winner: Gr\\u009b2Jeen\\u202etxt.exe\\u2066');
    const json = run(['tally', 'race.json', '--json'], only(text));
    expect(json.stdout).not.toMatch(UNSAFE);
    expect(JSON.parse(json.stdout).winners).toEqual([C1_BIDI]);
  });

  it('arguments, file names, keys and values in error lines: escaped, one line', () => {
    const lines = [
      run(['score', 'a\u001b[2J.json'], () => 'x').stderr,
      run(
        ['tally', 'race.json'],
        only({ ...JSON.parse(RACE_TEXT), hands: { 'X\u001b[2J\nY\u0085': { lap: 50 } } }),
      ).stderr,
      run(['score', 'x.json'], only({ ...EXAMPLE, players: [FAKE_ROW, FAKE_ROW] })).stderr,
      run(['\u001b]0;title\u0007'], () => '').stderr.split('\n')[0],
      run(['random', '--seed', '1', '--players', '2', '--\u009bx'], () => '').stderr.split('\n')[0],
      run(['play', '--seed', '1', '--seats', 'greedy,\u001b[31mWinner'], () => '').stderr.split('\n')[0],
    ].map((l) => l.replace(/\n$/, ''));
    for (const l of lines) {
      expect(l).toMatch(/^nw: /);
      expect(l).not.toMatch(UNSAFE);
      expect(l).not.toContain('\n');
    }
    expect(lines[0]).toBe(
      'nw: a\\u001b[2J.json: is not valid JSON (line 1, column 1: x is not a JSON value; text goes in double quotes ("x"))',
    );
    expect(lines[3]).toContain('unknown command "\\u001b]0;title\\u0007"');
    expect(lines[4]).toContain('unknown argument --\\u009bx');
    expect(lines[5]).toContain('--seats: "\\u001b[31mWinner" is not a computer player');
    expect(lines[1]).toBe(
      'nw: race.json: hands.X\\u001b[2J\\u000aY\\u0085: is not one of the players (Red, Blue, Yellow)',
    );
  });
});

describe('finding 10: no input is read past 1 MB, whatever kind of file it is', () => {
  it('/dev/zero is refused after 1 MB + 1 byte, not read without end', () => {
    expect(() => readInputFile('/dev/zero')).toThrow(
      'the file holds more than 1 MB; a game record or tally is at most 1 MB',
    );
  });

  it('a file whose size says nothing (/proc) is still read to its end', () => {
    const bytes = readInputFile('/proc/self/status');
    expect(bytes.length).toBeGreaterThan(0);
    expect(new TextDecoder().decode(bytes)).toMatch(/^Name:/);
  });

  it('nw score /dev/zero: one line, exit 1, at once', () => {
    const p = nw(['score', '/dev/zero']);
    expect(p.error).toBeUndefined();
    expect(p.status).toBe(1);
    expect(p.stdout).toBe('');
    expect(p.stderr).toBe(
      'nw: /dev/zero: the file holds more than 1 MB; a game record or tally is at most 1 MB\n',
    );
  });
});

describe('finding 11: an --out that cannot be written says where and why, in one line', () => {
  const dir = mkdtempSync(join(tmpdir(), 'nw-out-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('--out /dev/full: exit 1, nothing on stdout, the path and the reason in one line, no stack trace', () => {
    const p = nw(['random', '--seed', '1', '--players', '2', '--out', '/dev/full']);
    expect(p.error).toBeUndefined();
    expect(p.stdout).toBe('');
    expect(p.stderr).toBe('nw: /dev/full: cannot be written: no space left on the device (ENOSPC)\n');
    expect(p.status).toBe(1);
  });

  it.each([
    ['a folder', () => dir, 'it is a folder (EISDIR)'],
    [
      'a file in a missing folder',
      () => join(dir, 'missing', 'game.json'),
      'the folder it would go in does not exist (ENOENT)',
    ],
    [
      'a file under a file',
      () => join(ROOT, 'package.json', 'game.json'),
      'a part of its path is not a folder (ENOTDIR)',
    ],
  ])('%s: the reason in words (what nw.ts prints after the path)', (_what, out, reason) => {
    expect(writeOutputFile(out(), '{}\n')).toBe(`cannot be written: ${reason}`);
  });
});

describe('finding 12: a seed is a whole number from 0 to 4294967295, written in digits', () => {
  it.each(['', ' ', '-0', '-1', '1e308', '4294967296', '1.5', '1.0', '0x10', '+1', '１'])(
    '--seed %j is refused, naming the value (exit 2)',
    (seed) => {
      for (const args of [
        ['random', '--seed', seed, '--players', '2'],
        ['play', '--seed', seed, '--seats', 'random,random'],
      ]) {
        const res = run(args, () => '');
        expect(res.code).toBe(2);
        expect(res.stdout).toBe('');
        expect(res.stderr.split('\n')[0]).toBe(
          `nw: --seed ${JSON.stringify(seed)}: a seed is a whole number from 0 to 4294967295, written in digits`,
        );
      }
    },
  );

  it('0, 4294967295 and 007 are seeds (007 is seed 7), and each seed its own game', () => {
    const game = (seed: string) => run(['random', '--seed', seed, '--players', '2'], () => '');
    for (const s of ['0', '4294967295', '007']) expect(game(s).code).toBe(0);
    expect(game('007').stdout).toBe(game('7').stdout);
    expect(game('4294967295').stdout).not.toBe(game('0').stdout);
  });
});
