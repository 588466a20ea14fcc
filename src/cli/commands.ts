/**
 * The commands behind `nw`, as a pure function from arguments to output, so tests can call it
 * without spawning a process.
 */
// The engine's English for tool builders (src/engine/refusals-english.ts): its refusals' `reason` and `message`.
import '@engine/refusals-english';
import { own } from '@lib/io/names';
import {
  DISCOVERY_OPTIONS,
  EngineError,
  OPTIONS,
  Session,
  checkInputSize,
  decodeJsonBytes,
  parseJsonText,
  randomDiscoveryGame,
  randomGame,
  scoreConquestTally,
  scoreDiscoveryTally,
  scoreRaceTally,
  scoreTally,
} from '@engine/index';
import { refuseCore, refuseTallyFormat, topObject } from '@engine/tallies';
import { BOT_NAMES, SEATS, isBotName, playDiscovery, playNewWorld } from '@engine/bots';
import {
  conquestTallyText,
  discoveryScoreText,
  discoveryTallyText,
  optionsText,
  raceTallyText,
  relatedTallyJson,
  scoreText,
  tallyJson,
  tallyText,
  type OptionDoc,
} from './text';
import { safeJson, shown } from './safe-text';

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
  play --seats S1,S2,... --seed N [--ruleset R] [--out FILE]
                           computer players play a whole game, one per seat (random: a beginner,
                           greedy: a strong player, expert: searches ahead, slower); writes its
                           complete, self-contained record
  R is new-world (the default) or discovery.
`;

/** The record and tally formats each command reads (formats §3, §4, §7, §8). */
export const RECORD_FORMATS = ['new-world-record', 'discovery-record'] as const;
export const TALLY_FORMATS = ['new-world-tally', 'discovery-tally', 'race-tally', 'conquest-tally'] as const;

// Messages name what was given (a file, an argument, a key or a name from the file): shown safe for the
// terminal (safe-text.ts).
const usage = (why: string): CliResult => ({ code: 2, stdout: '', stderr: `nw: ${shown(why)}\n${USAGE}` });
const invalid = (file: string, why: string): CliResult => ({
  code: 1,
  stdout: '',
  stderr: `nw: ${shown(file)}: ${shown(why).replace(/\s+/g, ' ').trim()}\n`,
});

/** Reads a file: its bytes (the command line), or its text (tests). */
export type Reader = (file: string) => Uint8Array | string;

/**
 * Read a file with the engine's strict reader: at most 1 MB, UTF-8 (a byte-order mark is
 * dropped), JSON with no key twice in an object and at most 64 levels deep. Every refusal is
 * one line naming the file, the place and the reason.
 */
function readJson(
  file: string,
  read: Reader,
  what: '(record)' | '(tally)',
): { ok: true; value: unknown } | { ok: false; res: CliResult } {
  let data: Uint8Array | string;
  try {
    data = read(file);
  } catch (e) {
    if (e instanceof EngineError) return { ok: false, res: invalid(file, e.message) };
    const code = typeof e === 'object' && e !== null && 'code' in e ? e.code : undefined;
    return {
      ok: false,
      res: invalid(file, code === 'ENOENT' ? 'no such file' : `cannot be read (${String(code ?? e)})`),
    };
  }
  try {
    if (typeof data === 'string') checkInputSize(new TextEncoder().encode(data).length);
    const text = typeof data === 'string' ? data : decodeJsonBytes(data);
    // A record or tally is an object: an array is refused as such before anything else, however deep.
    if (/^\uFEFF?[ \t\r\n]*\[/.test(text)) refuseCore(what, { code: 'not-object', got: { kind: 'array' } });
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
  return String(message ?? e).replace(/\s+/g, ' ');
}

/** Whether `x` is one of `values`. */
function isOneOf<T>(x: unknown, values: readonly T[]): x is T {
  return values.some((v) => v === x);
}

/** The largest seed: the games' randomness (mulberry32) takes a 32-bit whole number. */
export const MAX_SEED = 4_294_967_295;

/** `--seed` as typed: a whole number from 0 to MAX_SEED in decimal digits, or the usage error naming what was given. */
function seedOf(v: string | undefined, command: string): number | CliResult {
  if (v === undefined) return usage(`${command} needs --seed N (a whole number from 0 to ${MAX_SEED})`);
  if (!/^[0-9]+$/.test(v) || Number(v) > MAX_SEED)
    return usage(
      `--seed ${JSON.stringify(v)}: a seed is a whole number from 0 to ${MAX_SEED}, written in digits`,
    );
  return Number(v);
}

const RULESETS = ['new-world', 'discovery'] as const;
/** What `options`, `random` and `play` need of each ruleset. */
const BY_RULESET = {
  'new-world': { options: OPTIONS, fewest: 1, random: randomGame, play: playNewWorld },
  discovery: { options: DISCOVERY_OPTIONS, fewest: 2, random: randomDiscoveryGame, play: playDiscovery },
};

/** What `nw tally` prints for each tally format (formats §5, §7, §8): its text, or its JSON with `--json`. */
const TALLY_OUTPUT: Record<(typeof TALLY_FORMATS)[number], (tally: unknown, json: boolean) => string> = {
  'new-world-tally': (tally, json) => {
    const r = scoreTally(tally);
    return json ? tallyJson({ players: r.players, events: r.events }) : tallyText(r);
  },
  'discovery-tally': (tally, json) => {
    const r = scoreDiscoveryTally(tally);
    return json ? tallyJson({ players: r.players, events: r.events }) : discoveryTallyText(r);
  },
  'race-tally': (tally, json) => {
    const r = scoreRaceTally(tally);
    return json ? relatedTallyJson(r) : raceTallyText(r);
  },
  'conquest-tally': (tally, json) => {
    const r = scoreConquestTally(tally);
    return json ? relatedTallyJson(r) : conquestTallyText(r);
  },
};

/**
 * Run `nw` with its arguments; `read` reads a file as bytes (or as text, in tests). Whatever it
 * prints is safe in a terminal: the text output shows control characters as `\u001b`
 * (text.ts, safe-text.ts), and `--json` writes the ones JSON leaves as they are as escapes.
 */
export function run(argv: string[], read: Reader): CliResult {
  const res = runCommand(argv, read);
  return { ...res, stdout: safeJson(res.stdout) };
}

function runCommand(argv: string[], read: Reader): CliResult {
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
        if (command === 'tally') {
          if (!isOneOf(format, TALLY_FORMATS)) refuseTallyFormat(TALLY_FORMATS, format);
          return { code: 0, stdout: TALLY_OUTPUT[format](input.value, json), stderr: '' };
        }
        if (!isOneOf(format, RECORD_FORMATS)) refuseTallyFormat(RECORD_FORMATS, format);
        // A record is read as the pages read it: Session.load, the sandbox's reader, plays its turns, then the steps
        // of its `session` field (the sandbox's extension: a turn in progress), and refuses a bad one naming its place.
        const s = Session.load(input.value);
        if (s.is('discovery')) {
          const g = s.current;
          if (!json) return { code: 0, stdout: discoveryScoreText(g), stderr: '' };
          const result = {
            players: g.players.map((name) => ({ name, score: own(g.scores, name) ?? 0 })),
            events: g.events.filter((e) => e.kind !== 'place'),
            finished: g.isFinished(),
            turns: g.turn,
            options: g.options,
          };
          return { code: 0, stdout: JSON.stringify(result, null, 2) + '\n', stderr: '' };
        }
        const g = s.current;
        if (!json) return { code: 0, stdout: scoreText(g), stderr: '' };
        const result = {
          players: g.players.map((name) => ({ name, score: own(g.scores, name) ?? 0 })),
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
      let seed: string | undefined;
      let players: number | undefined;
      let out: string | undefined;
      let ruleset: (typeof RULESETS)[number] = 'new-world';
      for (let i = 0; i < args.length; i++) {
        const v = args[i + 1];
        if (
          ['--seed', '--players', '--out', '--ruleset'].includes(args[i]) &&
          (v === undefined || v.startsWith('--'))
        )
          return usage(`${args[i]} needs a value`);
        if (args[i] === '--seed') seed = v;
        else if (args[i] === '--players') players = Number(v);
        else if (args[i] === '--out') out = v;
        else if (args[i] === '--ruleset') {
          if (!isOneOf(v, RULESETS)) return usage(`--ruleset must be ${RULESETS.join(' or ')}`);
          ruleset = v;
        } else return usage(`unknown argument ${args[i]}`);
        i++;
      }
      const given = seedOf(seed, 'random');
      if (typeof given !== 'number') return given;
      const { fewest, random } = BY_RULESET[ruleset];
      if (players === undefined || !Number.isInteger(players) || players < fewest || players > 5)
        return usage(`random needs --players K (${fewest}–5)`);
      if (out !== undefined && (out === '' || out.startsWith('--'))) return usage('--out needs a FILE');
      const record = random({ seed: given, players });
      return { code: 0, stdout: JSON.stringify(record, null, 1) + '\n', stderr: '', file: out };
    }
    case 'play': {
      let seed: string | undefined;
      let seats: string[] | undefined;
      let out: string | undefined;
      let ruleset: (typeof RULESETS)[number] = 'new-world';
      for (let i = 0; i < args.length; i++) {
        const v = args[i + 1];
        if (
          ['--seed', '--seats', '--out', '--ruleset'].includes(args[i]) &&
          (v === undefined || v.startsWith('--'))
        )
          return usage(`${args[i]} needs a value`);
        if (args[i] === '--seed') seed = v;
        else if (args[i] === '--seats') seats = v.split(',').map((x) => x.trim());
        else if (args[i] === '--out') out = v;
        else if (args[i] === '--ruleset') {
          if (!isOneOf(v, RULESETS)) return usage(`--ruleset must be ${RULESETS.join(' or ')}`);
          ruleset = v;
        } else return usage(`unknown argument ${args[i]}`);
        i++;
      }
      const given = seedOf(seed, 'play');
      if (typeof given !== 'number') return given;
      const [fewest, most] = SEATS[ruleset];
      if (!seats || seats.length < fewest || seats.length > most)
        return usage(
          `play needs --seats with ${fewest}–${most} comma-separated computer players (${BOT_NAMES.join(' or ')})`,
        );
      const unknown = seats.find((x) => !isBotName(x));
      if (unknown !== undefined)
        return usage(
          `--seats: ${JSON.stringify(unknown)} is not a computer player (${BOT_NAMES.join(' or ')})`,
        );
      const bots = seats.filter(isBotName);
      const { record } = BY_RULESET[ruleset].play({ seats: bots, seed: given });
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
