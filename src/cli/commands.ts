/**
 * The commands behind `nw`, as a pure function from arguments to output, so tests can call it
 * without spawning a process.
 */
import { DISCOVERY_OPTIONS, DiscoveryGame, EngineError, Game, OPTIONS, checkInputSize, decodeJsonBytes, parseJsonText, randomDiscoveryGame, randomGame, scoreConquestTally, scoreDiscoveryTally, scoreRaceTally, scoreTally } from '@engine/index';
import { describe, fail, topObject } from '@engine/tallies';
import type { ConquestTallyResult, DiscoveryTallyResult, GameEvent, RaceTallyResult, ScoreItem } from '@engine/index';
import type { TallyResult } from '@engine/index';
import { discoveryEventText, eventText } from '@lib/replay/event-text';

export interface CliResult {
  code: 0 | 1 | 2;
  stdout: string;
  stderr: string;
  /** Write stdout to this file instead of printing it. */
  file?: string;
}

export const USAGE = `usage: nw <command> [arguments]
  score FILE [--json]      replay a game record (New World or The Discovery) and show every scoring
  tally FILE [--json]      score a table tally (new-world-tally, discovery-tally, race-tally or
                           conquest-tally)
  options [--ruleset R] [--json]
                           list the rule options and their defaults
  random --seed N --players K [--ruleset R] [--out FILE]
                           write a complete random game record (standard tiles)
  R is new-world (the default) or discovery.
`;

/** The record and tally formats each command reads (formats §3, §4, §7, §8). */
export const RECORD_FORMATS = ['new-world-record', 'discovery-record'] as const;
export const TALLY_FORMATS = ['new-world-tally', 'discovery-tally', 'race-tally', 'conquest-tally'] as const;

const usage = (why: string): CliResult => ({ code: 2, stdout: '', stderr: `nw: ${why}\n${USAGE}` });
const invalid = (file: string, why: string): CliResult => ({
  code: 1,
  stdout: '',
  stderr: `nw: ${file}: ${why.replace(/\s+/g, ' ').trim()}\n`,
});

/** Reads a file: its bytes (the command line), or its text (tests). */
export type Reader = (file: string) => Uint8Array | string;

/**
 * Read a file with the engine's strict reader: at most 1 MB, UTF-8 (a byte-order mark is
 * dropped), JSON with no key twice in an object and at most 64 levels deep. Every refusal is
 * one line naming the file, the place and the reason.
 */
function readJson(file: string, read: Reader, what: '(record)' | '(tally)'): { ok: true; value: unknown } | { ok: false; res: CliResult } {
  let data: Uint8Array | string;
  try {
    data = read(file);
  } catch (e) {
    if (e instanceof EngineError) return { ok: false, res: invalid(file, e.message) };
    const code = typeof e === 'object' && e !== null && 'code' in e ? e.code : undefined;
    return { ok: false, res: invalid(file, code === 'ENOENT' ? 'no such file' : `cannot be read (${code ?? String(e)})`) };
  }
  try {
    if (typeof data === 'string') checkInputSize(new TextEncoder().encode(data).length);
    const text = typeof data === 'string' ? data : decodeJsonBytes(data);
    // A record or tally is an object: an array is refused as such before anything else, however deep.
    if (/^\uFEFF?[ \t\r\n]*\[/.test(text)) throw new EngineError(what, 'must be an object, not an array');
    return { ok: true, value: parseJsonText(text) };
  } catch (e) {
    if (e instanceof EngineError) return { ok: false, res: invalid(file, e.message) };
    return { ok: false, res: invalid(file, `cannot be read: ${messageOf(e)}`) };
  }
}

function guard(file: string, f: () => CliResult): CliResult {
  try {
    return f();
  } catch (e) {
    if (e instanceof EngineError) return invalid(file, e.message);
    return invalid(file, `cannot be processed: ${messageOf(e)}`);
  }
}

/** What went wrong, from whatever was thrown. */
function messageOf(e: unknown): string {
  const message = typeof e === 'object' && e !== null && 'message' in e ? e.message : undefined;
  return message === undefined || message === null ? String(e) : String(message);
}

/** Whether `x` is one of `values`. */
function isOneOf<T>(x: unknown, values: readonly T[]): x is T {
  return values.some((v) => v === x);
}

function pad(s: string, n: number): string {
  return s.length >= n ? s : s + ' '.repeat(n - s.length);
}
function lpad(s: string, n: number): string {
  return s.length >= n ? s : ' '.repeat(n - s.length) + s;
}

function itemLines(items: ScoreItem[], indent: string): string[] {
  return items.map((i) => `${indent}${pad(i.label, 34)}${lpad(String(i.points), 4)}   (${i.rule})`);
}

function table(rows: { name: string; score: number }[]): string[] {
  const w = Math.max(6, ...rows.map((r) => r.name.length));
  const ranked = [...rows].sort((a, b) => b.score - a.score);
  return [`  ${pad('Player', w)}  Score`, `  ${'-'.repeat(w)}  -----`, ...ranked.map((r) => `  ${pad(r.name, w)}  ${lpad(String(r.score), 5)}`)];
}

function describeEvent(e: GameEvent): string[] {
  if (e.kind === 'place') return [];
  const line = `  ${eventText(e)}`;
  return e.kind === 'score' ? [line, ...itemLines(e.items, '      ')] : [line];
}

function scoreText(g: Game): string {
  const lines: string[] = [];
  let turn: number | 'final' | null = null;
  for (const e of g.events) {
    if (e.kind === 'place') continue;
    if (e.turn !== turn) {
      turn = e.turn;
      lines.push(turn === 'final' ? 'Final scoring' : `Turn ${turn}`);
    }
    lines.push(...describeEvent(e));
  }
  if (!lines.length) lines.push('No scoring.');
  lines.push('', g.isFinished() ? 'Final table' : 'Scores (the game is not finished)', ...table(Object.entries(g.scores).map(([name, score]) => ({ name, score }))));
  return lines.join('\n') + '\n';
}

function discoveryScoreText(g: DiscoveryGame): string {
  const lines: string[] = [];
  let turn: number | 'final' | null = null;
  for (const e of g.events) {
    if (e.kind === 'place') continue;
    const t = e.kind === 'score' && e.final ? 'final' : e.turn;
    if (t !== turn) {
      turn = t;
      lines.push(turn === 'final' ? 'Final scoring' : `Turn ${turn}`);
    }
    lines.push(`  ${discoveryEventText(e)}`);
    if (e.kind === 'score') lines.push(...itemLines(e.items, '      '));
  }
  if (!lines.length) lines.push('No scoring.');
  lines.push('', g.isFinished() ? 'Final table' : 'Scores (the game is not finished)', ...table(g.players.map((name) => ({ name, score: g.scores[name] }))));
  return lines.join('\n') + '\n';
}

function discoveryTallyText(r: DiscoveryTallyResult): string {
  const lines: string[] = [];
  for (const p of r.players) {
    lines.push(`${p.name}: ${p.score}${p.start ? ` (${p.start} on the track before)` : ''}`);
    for (const l of p.lines) {
      lines.push(`  figure ${l.figure + 1}: ${l.complete ? 'complete' : 'incomplete'} ${l.type}: ${l.points}`);
      lines.push(...itemLines(l.items, '      '));
    }
  }
  lines.push('', 'Totals', ...table(r.players));
  return lines.join('\n') + '\n';
}

function tallyText(r: TallyResult): string {
  const lines: string[] = [];
  for (const p of r.players) {
    lines.push(`${p.name}: ${p.score}${p.start ? ` (${p.start} on the track before)` : ''}`);
    for (const l of p.lines) {
      lines.push(`  feature ${l.feature + 1}: ${l.complete ? 'completed' : 'incomplete'} ${l.type}: ${l.points}${l.reason ? ` (${l.reason})` : ''}`);
      lines.push(...itemLines(l.items, '      '));
    }
  }
  lines.push('', 'Totals', ...table(r.players));
  return lines.join('\n') + '\n';
}

function winnersText(r: { winners: string[]; why: string }): string[] {
  if (!r.winners.length) return ['', r.why];
  return ['', `${r.winners.length > 1 ? 'Winners (shared)' : 'Winner'}: ${r.winners.join(', ')}`, `  ${r.why}`];
}

/** `--json` for the related games' tallies: players, events, the winner(s) and why. */
function relatedTallyJson(r: RaceTallyResult | ConquestTallyResult): string {
  return JSON.stringify({ players: r.players, events: r.events, winners: r.winners, why: r.why }, null, 2) + '\n';
}

function raceTallyText(r: RaceTallyResult): string {
  const lines: string[] = [];
  for (const p of r.players) {
    // With a 50/100 card the ship's space is not the whole score: the card's side (a line of its own) is added to it.
    const before = p.lap ? ` (ship on space ${p.start} + ${p.lap} from the 50/100 card = ${p.start + p.lap} before)` : p.start ? ` (${p.start} on the track before)` : '';
    lines.push(`${p.name}: ${p.score}${before}${p.commodities !== undefined ? `, ${p.commodities} commodit${p.commodities === 1 ? 'y' : 'ies'}` : ''}`);
    for (const l of p.lines) {
      lines.push(`  ${l.label}: ${l.points}${l.reason ? ` (${l.reason})` : ''}`);
      lines.push(...itemLines(l.items, '      '));
    }
  }
  const regions = r.events.filter((e) => e.kind === 'region');
  if (regions.length) {
    lines.push('', 'Regions');
    for (const e of regions) lines.push(`  ${e.name} (${e.type}): ${e.status === 'scored' ? `scored now: ${e.reason}` : e.reason}`);
  }
  lines.push('', 'Totals', ...table(r.players), ...winnersText(r));
  return lines.join('\n') + '\n';
}

function conquestTallyText(r: ConquestTallyResult): string {
  const lines: string[] = [];
  for (const p of r.players) {
    lines.push(`${p.name}: ${p.score}`);
    for (const l of p.lines) {
      lines.push(`  ${l.label}: ${l.points}${l.reason ? ` (${l.reason})` : ''}`);
      lines.push(...itemLines(l.items, '      '));
    }
  }
  lines.push('', 'Totals', ...table(r.players), ...winnersText(r));
  return lines.join('\n') + '\n';
}

function optionsText(options: readonly OptionDoc[]): string {
  const lines: string[] = [];
  for (const o of options) {
    lines.push(`${o.name} (default: ${JSON.stringify(o.default)})`, `  ${o.summary}`);
    for (const v of o.values) lines.push(`  ${JSON.stringify(v)}${v === o.default ? ' (default)' : ''}: ${o.meanings[String(v)]}`);
    lines.push(`  Source: ${o.source}`, '');
  }
  return lines.join('\n');
}

interface OptionDoc {
  name: string;
  default: unknown;
  summary: string;
  values: readonly unknown[];
  meanings: Record<string, string>;
  source: string;
}

const RULESETS = ['new-world', 'discovery'] as const;
/** What `options` and `random` need of each ruleset. */
const BY_RULESET = {
  'new-world': { options: OPTIONS, fewest: 1, random: randomGame },
  discovery: { options: DISCOVERY_OPTIONS, fewest: 2, random: randomDiscoveryGame },
};

/** Run `nw` with its arguments; `read` reads a file as bytes (or as text, in tests). */
export function run(argv: string[], read: Reader): CliResult {
  const [command, ...rest] = argv;
  const json = rest.includes('--json');
  const args = rest.filter((a) => a !== '--json');
  switch (command) {
    case 'score':
    case 'tally': {
      if (args.length !== 1 || args[0].startsWith('--')) return usage(`${command} takes one FILE`);
      const file = args[0];
      const input = readJson(file, read, command === 'score' ? '(record)' : '(tally)');
      if (!input.ok) return input.res;
      return guard(file, () => {
        // The format decides the reader, as on the pages (the sandbox's session, the calculator's tally-score).
        const format = topObject(input.value, command === 'score' ? '(record)' : '(tally)').format;
        const formats = command === 'score' ? RECORD_FORMATS : TALLY_FORMATS;
        if (!isOneOf(format, formats)) fail('format', `must be one of ${formats.map((f) => JSON.stringify(f)).join(', ')}, not ${describe(format)}`);
        if (command === 'tally' && format === 'discovery-tally') {
          const r = scoreDiscoveryTally(input.value);
          const stdout = json ? JSON.stringify({ players: r.players, events: r.events }, null, 2) + '\n' : discoveryTallyText(r);
          return { code: 0, stdout, stderr: '' };
        }
        if (command === 'tally' && format === 'race-tally') {
          const r = scoreRaceTally(input.value);
          return { code: 0, stdout: json ? relatedTallyJson(r) : raceTallyText(r), stderr: '' };
        }
        if (command === 'tally' && format === 'conquest-tally') {
          const r = scoreConquestTally(input.value);
          return { code: 0, stdout: json ? relatedTallyJson(r) : conquestTallyText(r), stderr: '' };
        }
        if (command === 'score' && format === 'discovery-record') {
          const g = DiscoveryGame.fromRecord(input.value);
          if (!json) return { code: 0, stdout: discoveryScoreText(g), stderr: '' };
          const result = {
            players: g.players.map((name) => ({ name, score: g.scores[name] })),
            events: g.events.filter((e) => e.kind !== 'place'),
            finished: g.isFinished(),
            turns: g.turn,
            options: g.options,
          };
          return { code: 0, stdout: JSON.stringify(result, null, 2) + '\n', stderr: '' };
        }
        if (command === 'tally') {
          const r = scoreTally(input.value);
          const stdout = json ? JSON.stringify({ players: r.players, events: r.events }, null, 2) + '\n' : tallyText(r);
          return { code: 0, stdout, stderr: '' };
        }
        const g = Game.fromRecord(input.value);
        if (!json) return { code: 0, stdout: scoreText(g), stderr: '' };
        const result = {
          players: g.players.map((name) => ({ name, score: g.scores[name] })),
          events: g.events.filter((e) => e.kind !== 'place'),
          finished: g.isFinished(),
          turns: g.turn,
          surveyors: g.surveyors,
          options: g.options,
        };
        return { code: 0, stdout: JSON.stringify(result, null, 2) + '\n', stderr: '' };
      });
    }
    case 'options': {
      let ruleset: (typeof RULESETS)[number] = 'new-world';
      if (args[0] === '--ruleset') {
        if (!isOneOf(args[1], RULESETS)) return usage(`--ruleset must be ${RULESETS.join(' or ')}`);
        ruleset = args[1];
        args.splice(0, 2);
      }
      if (args.length) return usage('options takes no FILE');
      const list: readonly OptionDoc[] = BY_RULESET[ruleset].options;
      const stdout = json ? JSON.stringify({ options: list }, null, 2) + '\n' : optionsText(list);
      return { code: 0, stdout, stderr: '' };
    }
    case 'random': {
      let seed: number | undefined;
      let players: number | undefined;
      let out: string | undefined;
      let ruleset: (typeof RULESETS)[number] = 'new-world';
      for (let i = 0; i < args.length; i++) {
        const v = args[i + 1];
        if (['--seed', '--players', '--out', '--ruleset'].includes(args[i]) && (v === undefined || v.startsWith('--'))) return usage(`${args[i]} needs a value`);
        if (args[i] === '--seed') seed = Number(v);
        else if (args[i] === '--players') players = Number(v);
        else if (args[i] === '--out') out = v;
        else if (args[i] === '--ruleset') {
          if (!isOneOf(v, RULESETS)) return usage(`--ruleset must be ${RULESETS.join(' or ')}`);
          ruleset = v;
        }
        else return usage(`unknown argument ${args[i]}`);
        i++;
      }
      if (seed === undefined || !Number.isInteger(seed) || seed < 0) return usage('random needs --seed N (a whole number ≥ 0)');
      const { fewest, random } = BY_RULESET[ruleset];
      if (players === undefined || !Number.isInteger(players) || players < fewest || players > 5) return usage(`random needs --players K (${fewest}–5)`);
      if (out !== undefined && (out === '' || out.startsWith('--'))) return usage('--out needs a FILE');
      const record = random({ seed, players });
      return { code: 0, stdout: JSON.stringify(record, null, 1) + '\n', stderr: '', file: out };
    }
    case undefined:
    case '--help':
    case 'help':
      return command ? { code: 0, stdout: USAGE, stderr: '' } : usage('no command given');
    default:
      return usage(`unknown command ${JSON.stringify(command)}`);
  }
}
