/**
 * Player names are data, never keys of a plain object (issue 14): a player called
 * "constructor", "__proto__" or " Red " scores exactly as "Red" does. Every example record
 * (content/examples/, New World and The Discovery, options included) and every tally
 * (content/tallies/) is rewritten with one player renamed (each position in turn) and with
 * every player renamed at once, by replacing the quoted name in the JSON text; then
 * `nw score|tally FILE --json` and the session controller must give the same scores in the same
 * order, and the same output or error with the name substituted.
 *
 * How it compares: the same file with the player renamed to a plain token (`Tokenname0`) is the
 * baseline; the output for an odd name must be the baseline's output with the token replaced
 * by the odd name. The baseline's scores must be the original file's.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Session } from '@engine/session';
import { run } from '../../src/cli/commands';
import { shown } from '../../src/cli/safe-text';

/** Names that are properties of every plain object, and names parsePlayers accepts that look odd. */
const PROTO_NAMES = [
  'constructor',
  'toString',
  'valueOf',
  '__proto__',
  'hasOwnProperty',
  'isPrototypeOf',
  '__defineGetter__',
  'prototype',
];
const ODD_NAMES = [
  ' Red ',
  'Red ',
  '\tBlue',
  'x',
  'A'.repeat(40),
  '🙂 Ünïcødé 名前',
  'a "quoted" \\ name',
  'null',
  '0',
  'scores.Red',
  '[0]',
  'toLocaleString',
  '__lookupGetter__',
  'then',
];
const NAMES = [...PROTO_NAMES, ...ODD_NAMES];

const ROOTS = ['content/examples', 'content/tallies'];
function jsonFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((f) => {
      const p = join(dir, f);
      return statSync(p).isDirectory() ? jsonFiles(p) : p.endsWith('.json') ? [p] : [];
    });
}
const FILES = ROOTS.flatMap(jsonFiles).map((path) => {
  const text = readFileSync(path, 'utf8');
  const value = JSON.parse(text) as { format: string; players: string[]; neutral?: unknown };
  const command = value.format.endsWith('-tally') ? 'tally' : 'score';
  // The neutral colour of a two-player race tally is a name too (a key of `markers`).
  const names = [...value.players, ...(typeof value.neutral === 'string' ? [value.neutral] : [])];
  return { path, text, command, names, isRecord: command === 'score' };
});

const quoted = (s: string) => JSON.stringify(s);
/** As a name appears inside a JSON string of the output. */
const inner = (s: string) => JSON.stringify(s).slice(1, -1);
const token = (i: number) => `Tokenname${i}`;
/** The JSON text with each quoted name replaced. */
function renamed(text: string, map: Map<string, string>): string {
  let out = text;
  // Through the tokens first, so that a new name equal to an old one is never renamed twice.
  [...map.keys()].forEach((from, i) => (out = out.split(quoted(from)).join(quoted(`\u0001${i}\u0001`))));
  [...map.values()].forEach((to, i) => (out = out.split(quoted(`\u0001${i}\u0001`)).join(quoted(to))));
  return out;
}
const replaceAll = (s: string, pairs: [string, string][]) =>
  pairs.reduce((acc, [a, b]) => acc.split(a).join(b), s);
/** The command line's error line collapses runs of white space. */
const squash = (s: string) => s.replace(/\s+/g, ' ');

/** The original's and the baselines' results are the same for every odd name: computed once. */
function cached<T>(f: (command: string, text: string) => T): (command: string, text: string) => T {
  const seen = new Map<string, T>();
  return (command, text) => {
    const key = `${command}\n${text}`;
    if (!seen.has(key)) seen.set(key, f(command, text));
    return seen.get(key)!;
  };
}

const runCli = (command: string, text: string) =>
  run([command, 'f.json', '--json'], () => new TextEncoder().encode(text));
const cli = cached(runCli);

const session = cached((_: string, text: string) => runSession(text));
function runSession(text: string) {
  try {
    const s = Session.load(JSON.parse(text));
    // By player, in turn order: an object's keys put names like "0" first, so its order says nothing.
    const byPlayer = (o: Record<string, number>): [string, number | undefined][] =>
      s.players.map((p) => [p, Object.hasOwn(o, p) ? o[p] : undefined]);
    return {
      ok: true as const,
      players: s.players,
      scores: byPlayer(s.scores),
      reloaded: byPlayer(Session.load(s.save()).scores),
      rescored: byPlayer(s.rescore({}).diff),
      final: byPlayer(s.finalPreview().gain),
      keys: Object.keys(s.scores).length,
    };
  } catch (e) {
    return { ok: false as const, message: (e as Error).message };
  }
}

const scoresOf = (stdout: string) =>
  (JSON.parse(stdout) as { players: { name: string; score: number }[] }).players;

/**
 * Rename the players at `positions` (indices into the file's names) to `odd` names and check the
 * command line and the session against the token baseline.
 */
function check(file: (typeof FILES)[number], renames: [number, string][]) {
  const tokens = new Map(renames.map(([pos], k) => [file.names[pos], token(k)]));
  const odds = new Map(renames.map(([pos, name]) => [file.names[pos], name]));
  const jsonPairs: [string, string][] = renames.map(([, name], k) => [token(k), inner(name)]);
  const textPairs: [string, string][] = renames.map(([, name], k) => [token(k), name]);
  // The error line shows a name as the terminal may print it: a tab as \u0009 (safe-text.ts).
  const shownPairs: [string, string][] = renames.map(([, name], k) => [token(k), shown(name)]);
  const what = `${file.path} with ${renames.map(([pos, name]) => `${JSON.stringify(file.names[pos])} → ${JSON.stringify(name)}`).join(', ')}`;

  const original = cli(file.command, file.text);
  const base = cli(file.command, renamed(file.text, tokens));
  const odd = runCli(file.command, renamed(file.text, odds));
  expect(base.code, what).toBe(original.code);
  expect(odd.code, what).toBe(base.code);
  expect(odd.stdout === '', what).toBe(base.stdout === '');
  if (base.code === 0) {
    const o = scoresOf(original.stdout);
    const b = scoresOf(base.stdout);
    const n = scoresOf(odd.stdout);
    // Same scores, same order; the names are the original ones renamed.
    expect(
      b.map((p) => p.score),
      what,
    ).toEqual(o.map((p) => p.score));
    expect(
      n.map((p) => p.score),
      what,
    ).toEqual(o.map((p) => p.score));
    expect(
      n.map((p) => p.name),
      what,
    ).toEqual(o.map((p) => (odds.has(p.name) ? odds.get(p.name) : p.name)));
    // And everything else in the output: the baseline's with the name in place of the token.
    expect(odd.stdout, what).toBe(replaceAll(base.stdout, jsonPairs));
  } else {
    expect(squash(odd.stderr), what).toBe(squash(replaceAll(base.stderr, shownPairs)));
  }

  if (!file.isRecord) return;
  const so = session('', file.text);
  const sb = session('', renamed(file.text, tokens));
  const sn = runSession(renamed(file.text, odds));
  expect(sb.ok, what).toBe(so.ok);
  expect(sn.ok, what).toBe(sb.ok);
  if (sb.ok && sn.ok && so.ok) {
    expect(sn.keys, what).toBe(sn.players.length);
    const rename = (entries: [string, number | undefined][]) =>
      entries.map(([name, n]) => [replaceAll(name, textPairs), n]);
    expect(
      sb.scores.map(([, n]) => n),
      what,
    ).toEqual(so.scores.map(([, n]) => n));
    expect(sn.players, what).toEqual(sb.players.map((p) => replaceAll(p, textPairs)));
    expect(sn.scores, what).toEqual(rename(sb.scores));
    expect(sn.reloaded, what).toEqual(rename(sb.reloaded));
    expect(sn.rescored, what).toEqual(rename(sb.rescored));
    expect(sn.final, what).toEqual(rename(sb.final));
  } else if (!sb.ok && !sn.ok) {
    expect(sn.message, what).toBe(replaceAll(sb.message, textPairs));
  }
}

describe('odd player names score as plain ones', () => {
  it('finds every example record and tally', () => {
    expect(FILES.filter((f) => f.isRecord).length).toBeGreaterThanOrEqual(50);
    expect(FILES.filter((f) => !f.isRecord).length).toBeGreaterThanOrEqual(9);
    for (const f of FILES)
      expect(
        NAMES.some((n) => f.names.includes(n)),
        f.path,
      ).toBe(false);
  });

  describe.each(FILES.map((f) => [f.path, f] as const))('%s', (_, file) => {
    it('one player renamed, each position in turn, to each odd name', () => {
      for (let pos = 0; pos < file.names.length; pos++) for (const name of NAMES) check(file, [[pos, name]]);
    });

    it('every player renamed at once', () => {
      for (let shift = 0; shift < NAMES.length; shift++)
        check(
          file,
          file.names.map((_, pos) => [pos, NAMES[(shift + pos) % NAMES.length]]),
        );
    });
  });
});
