/**
 * The strict JSON text reader (src/engine/core/json-text.ts) shared by the command line and the
 * pages (issue 14): bytes must be UTF-8 (a byte-order mark is dropped; UTF-16, NUL bytes and
 * invalid UTF-8 are refused with the byte and its offset), the text must be JSON with no key twice
 * in an object and at most 64 levels deep, and values nested 10,000 levels deep, in text or in
 * memory, get a sentence instead of a stack overflow. Through the command line each refusal is
 * exit 1 and one line `nw: FILE: <place and reason>` on stderr, nothing on stdout.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  DiscoveryGame,
  EngineError,
  Game,
  MAX_INPUT_BYTES,
  MAX_JSON_DEPTH,
  checkInputSize,
  checkJsonDepth,
  decodeJsonBytes,
  lineColumn,
  parseJsonText,
  readJsonBytes,
  scoreConquestTally,
  scoreDiscoveryTally,
  scoreRaceTally,
  scoreTally,
} from '@engine/index';
import { Session } from '@engine/session';
import { run } from '../../src/cli/commands';
import { readInputFile } from '../../src/cli/read-file';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const text = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const RECORD = text('content/examples/town-tie-12-each.json');
const DISCOVERY_RECORD = text('content/examples/discovery/mountain-4.json');
const TALLY = text('content/tallies/new-world-tally.json');
const TALLIES = {
  'new-world-tally': TALLY,
  'discovery-tally': text('content/tallies/discovery-tally.json'),
  'race-tally': text('content/tallies/race-tally.json'),
  'conquest-tally': text('content/tallies/conquest-tally.json'),
};

const utf8 = (s: string) => new TextEncoder().encode(s);
const bytes = (...parts: (string | number[])[]) => {
  const chunks = parts.map((p) => (typeof p === 'string' ? utf8(p) : Uint8Array.from(p)));
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
};
function utf16(s: string, order: 'le' | 'be', bom: boolean): Uint8Array {
  const out = new Uint8Array((s.length + (bom ? 1 : 0)) * 2);
  const units = [...(bom ? [0xfeff] : []), ...Array.from(s, (_, i) => s.charCodeAt(i))];
  units.forEach((u, i) => {
    const [a, b] = order === 'le' ? [u & 0xff, u >> 8] : [u >> 8, u & 0xff];
    out[2 * i] = a;
    out[2 * i + 1] = b;
  });
  return out;
}

/** The error an action throws: an EngineError, never anything else. */
function refusal(f: () => unknown): EngineError {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(EngineError);
    return e as EngineError;
  }
  throw new Error('expected a refusal');
}

/** `nw score|tally f.json --json` over these bytes (or this text). */
const nw = (command: 'score' | 'tally', data: Uint8Array | string) =>
  run([command, 'f.json', '--json'], () => data);
/** Exit 1, nothing on stdout, exactly this one line on stderr. */
function expectRefused(res: ReturnType<typeof run>, line: string) {
  expect(res.stdout).toBe('');
  expect(res.stderr).toBe(`nw: f.json: ${line}\n`);
  expect(res.code).toBe(1);
}

const nested = (n: number): unknown => {
  let v: unknown = [];
  for (let i = 0; i < n; i++) v = [v];
  return v;
};
const deepText = (n: number) => '['.repeat(n) + ']'.repeat(n);

describe('decodeJsonBytes: UTF-8 only, never a silent U+FFFD', () => {
  const JSON_TEXT = '{"players": ["Red", "Blue"]}';

  it.each([
    ['UTF-16 LE with a byte-order mark', utf16(JSON_TEXT, 'le', true)],
    ['UTF-16 BE with a byte-order mark', utf16(JSON_TEXT, 'be', true)],
    ['UTF-16 LE without a byte-order mark', utf16(JSON_TEXT, 'le', false)],
    ['UTF-16 BE without a byte-order mark', utf16(JSON_TEXT, 'be', false)],
    ['UTF-16 LE, short', utf16('{}', 'le', false)],
    ['UTF-16 LE with non-ASCII names', utf16('{"players": ["Rouge", "Bleu", "名前", "José"]}', 'le', false)],
  ])('refuses %s', (_, data) => {
    expect(refusal(() => decodeJsonBytes(data)).message).toBe('the file is UTF-16 text; save it as UTF-8');
    expectRefused(nw('tally', data), 'the file is UTF-16 text; save it as UTF-8');
  });

  it('refuses UTF-32', () => {
    expect(refusal(() => decodeJsonBytes(bytes([0x7b, 0, 0, 0, 0x7d, 0, 0, 0]))).message).toBe(
      'the file is UTF-32 text; save it as UTF-8',
    );
    expect(refusal(() => decodeJsonBytes(bytes([0xff, 0xfe, 0, 0, 0x7b, 0, 0, 0]))).message).toBe(
      'the file is UTF-32 text; save it as UTF-8',
    );
  });

  it('refuses invalid UTF-8, naming the byte and its offset (a Latin-1 "é")', () => {
    const data = bytes('{"players": ["Ren', [0xe9], 'e", "Blue"]}');
    const why = 'the file is not UTF-8 text: byte 0xE9 at offset 17 cannot start or continue a character';
    expect(refusal(() => decodeJsonBytes(data)).message).toBe(why);
    expectRefused(nw('score', data), why);
    expectRefused(nw('tally', data), why);
  });

  it.each([
    ['a stray continuation byte', bytes('{"a": "', [0x80], '"}'), 'byte 0x80 at offset 7'],
    ['a sequence cut short by the end of the file', bytes('{"a": "', [0xe2, 0x82]), 'byte 0xE2 at offset 7'],
    ['a sequence cut short by ASCII', bytes('["', [0xf0, 0x9f, 0x99], '"]'), 'byte 0xF0 at offset 2'],
    ['an overlong "/"', bytes('["', [0xc0, 0xaf], '"]'), 'byte 0xC0 at offset 2'],
    ['an encoded surrogate', bytes('["', [0xed, 0xa0, 0x80], '"]'), 'byte 0xED at offset 2'],
    ['a code point past U+10FFFF', bytes('["', [0xf4, 0x90, 0x80, 0x80], '"]'), 'byte 0xF4 at offset 2'],
    ['a byte never used in UTF-8', bytes('["', [0xff], '"]'), 'byte 0xFF at offset 2'],
    [
      'invalid UTF-8 after a byte-order mark (offsets count the mark)',
      bytes([0xef, 0xbb, 0xbf], '["', [0xe9], '"]'),
      'byte 0xE9 at offset 5',
    ],
  ])('refuses %s', (_, data, where) => {
    expect(refusal(() => decodeJsonBytes(data)).message).toBe(
      `the file is not UTF-8 text: ${where} cannot start or continue a character`,
    );
  });

  it('refuses a NUL byte anywhere', () => {
    const data = bytes('{"players": ["Red", "Blue"]}', [0]);
    const why = 'the file is not text: it holds a NUL byte (0x00) at offset 28';
    expect(refusal(() => decodeJsonBytes(data)).message).toBe(why);
    expectRefused(nw('tally', data), why);
  });

  it('accepts a UTF-8 byte-order mark (dropped) and any valid UTF-8', () => {
    expect(decodeJsonBytes(bytes([0xef, 0xbb, 0xbf], '{"a": "é 名前 🙂"}'))).toBe('{"a": "é 名前 🙂"}');
    expect(decodeJsonBytes(utf8('{"a": "é"}'))).toBe('{"a": "é"}');
    expect(readJsonBytes(bytes([0xef, 0xbb, 0xbf], '{"a": 1}'))).toEqual({ a: 1 });
    const plain = nw('tally', utf8(TALLY));
    expect(plain.code).toBe(0);
    expect(nw('tally', bytes([0xef, 0xbb, 0xbf], TALLY))).toEqual(plain);
    expect(nw('tally', '\uFEFF' + TALLY)).toEqual(plain);
  });
});

describe('parseJsonText: JSON with no key twice and at most 64 levels', () => {
  it('refuses a key twice in one object, with its line and column and the key', () => {
    const dup = '{\n  "format": "new-world-tally",\n  "players": ["Red"],\n    "players": ["Blue"]\n}';
    const e = refusal(() => parseJsonText(dup));
    expect(e.message).toBe('line 4, column 5: the key "players" appears twice in the same object');
    expect(e.path).toBe('line 4, column 5');
    expectRefused(
      nw('tally', utf8(dup)),
      'line 4, column 5: the key "players" appears twice in the same object',
    );
    // Escapes name the same key; the same key in two objects is fine.
    expect(refusal(() => parseJsonText('{"a": 1, "\\u0061": 2}')).message).toBe(
      'line 1, column 10: the key "a" appears twice in the same object',
    );
    expect(parseJsonText('[{"a": 1}, {"a": 2, "b": {"a": 3}}]')).toEqual([{ a: 1 }, { a: 2, b: { a: 3 } }]);
    // Deep inside a real tally, and a key named like a prototype property.
    const t = TALLY.replace('"complete": true', '"complete": true, "constructor": 1, "constructor": 2');
    expect(refusal(() => parseJsonText(t)).message).toMatch(
      /^line \d+, column \d+: the key "constructor" appears twice in the same object$/,
    );
    expect(refusal(() => parseJsonText('{"__proto__": 1, "__proto__": 2}')).message).toBe(
      'line 1, column 18: the key "__proto__" appears twice in the same object',
    );
  });

  it('keeps a "__proto__" key as an own property, never as the prototype', () => {
    const o = parseJsonText('{"__proto__": 1}') as Record<string, unknown>;
    expect(Object.hasOwn(o, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(o)).toBe(Object.prototype);
    const p = parseJsonText('{"__proto__": {"polluted": true}}') as Record<string, unknown>;
    expect(Object.hasOwn(p, '__proto__')).toBe(true);
    expect((p as { polluted?: unknown }).polluted).toBeUndefined();
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
  });

  it('refuses 10,000 nested arrays as text, at the 65th bracket', () => {
    const why = 'line 1, column 65: nested more than 64 levels deep';
    expect(refusal(() => parseJsonText(deepText(10_000))).message).toBe(why);
    expect(refusal(() => parseJsonText(deepText(MAX_JSON_DEPTH + 1))).message).toBe(why);
    expect(parseJsonText(deepText(MAX_JSON_DEPTH))).toEqual(nested(MAX_JSON_DEPTH - 1));
    // Deep enough that JSON.parse itself overflows the stack: the same sentence, not "Maximum call stack size exceeded".
    expect(refusal(() => parseJsonText(deepText(300_000))).message).toBe(why);
    expect(refusal(() => parseJsonText('{"a": '.repeat(100) + '1' + '}'.repeat(100))).message).toBe(
      'line 1, column 385: nested more than 64 levels deep',
    );
  });

  it('refuses deep nesting in an extra field of a tally (text), with the place', () => {
    const t = JSON.parse(TALLY);
    const deep = TALLY.replace(/\}\s*$/, `, "notes": ${deepText(10_000)}}`);
    expect(deep).not.toBe(TALLY);
    expect(refusal(() => parseJsonText(deep)).message).toMatch(
      /^line \d+, column \d+: nested more than 64 levels deep$/,
    );
    const res = nw('tally', utf8(deep));
    expect(res.code).toBe(1);
    expect(res.stdout).toBe('');
    expect(res.stderr).toMatch(/^nw: f\.json: line \d+, column \d+: nested more than 64 levels deep\n$/);
    expect(t.format).toBe('new-world-tally');
  });

  it('says where text is not JSON, with line and column', () => {
    const cases: [string, string][] = [
      [
        '{"format": "new-world-record",',
        'line 1, column 31: the text ends before the object is closed with "}"',
      ],
      [
        '{\n  "a": 1\n  "b": 2\n}',
        'line 3, column 3: expected "," or "}" after a value in an object, found "\\""',
      ],
      ['[1, 2,]', 'line 1, column 7: a comma before "]" is not allowed in JSON'],
      ['{"a": 1,}', 'line 1, column 9: a comma before "}" is not allowed in JSON'],
      ["{'a': 1}", 'line 1, column 2: keys go in double quotes ("), not single quotes'],
      ['{"a": Red}', 'line 1, column 7: Red is not a JSON value; text goes in double quotes ("Red")'],
      ['{"a": True}', 'line 1, column 7: True must be written true, in lower case'],
      ['// notes\n{}', 'line 1, column 1: comments are not allowed in JSON'],
      [
        '{"a": "x\ny"}',
        'line 1, column 9: a string runs over the end of the line: its closing " is missing, or a line break in it must be written \\n',
      ],
      [
        '{"a": 01}',
        'line 1, column 7: a number is not written as JSON allows (digits with an optional minus sign, no leading zeros, digits on both sides of a decimal point)',
      ],
      ['{"a": 1} x', 'line 1, column 10: there is more after the end of the JSON value, starting with "x"'],
      ['\r\n\r\n  {"a" 1}', 'line 3, column 8: expected ":" after the key "a", found "1"'],
      ['{"🙂": "🙂", "b" 1}', 'line 1, column 16: expected ":" after the key "b", found "1"'],
    ];
    for (const [t, where] of cases)
      expect(refusal(() => parseJsonText(t)).message, t).toBe(`is not valid JSON (${where})`);
    expect(refusal(() => parseJsonText('')).message).toBe('is not valid JSON (it is empty)');
    expect(refusal(() => parseJsonText(' \n ')).message).toBe('is not valid JSON (it is empty)');
    expectRefused(
      nw('tally', utf8('{"format": "new-world-tally",')),
      'is not valid JSON (line 1, column 30: the text ends before the object is closed with "}")',
    );
  });

  it('counts lines and columns as an editor does (CRLF is one break, an emoji one character)', () => {
    expect(lineColumn('ab\r\ncd', 4)).toEqual({ line: 2, column: 1 });
    expect(lineColumn('a\rb', 2)).toEqual({ line: 2, column: 1 });
    expect(lineColumn('🙂x', 2)).toEqual({ line: 1, column: 2 });
  });

  it('accepts a leading U+FEFF and every JSON value', () => {
    expect(parseJsonText('\uFEFF{"a": [1, -2.5e3, true, false, null, "x\\n\\u00e9"]}')).toEqual({
      a: [1, -2500, true, false, null, 'x\né'],
    });
    expect(parseJsonText(' 42 ')).toBe(42);
  });
});

describe('values in memory: 10,000 levels deep get a sentence, not a stack overflow', () => {
  const readers: [string, (v: unknown) => unknown, string][] = [
    ['Game.fromRecord', (v) => Game.fromRecord(v), '(record)'],
    ['DiscoveryGame.fromRecord', (v) => DiscoveryGame.fromRecord(v), '(record)'],
    ['Session.load', (v) => Session.load(v), '(record)'],
    ['scoreTally', (v) => scoreTally(v), '(tally)'],
    ['scoreDiscoveryTally', (v) => scoreDiscoveryTally(v), '(tally)'],
    ['scoreRaceTally', (v) => scoreRaceTally(v), '(tally)'],
    ['scoreConquestTally', (v) => scoreConquestTally(v), '(tally)'],
  ];

  it.each(readers)(
    '%s: a top-level array is "must be an object, not an array", before anything else',
    (_, read, what) => {
      expect(refusal(() => read(nested(10_000))).message).toBe(`${what}: must be an object, not an array`);
      expect(refusal(() => read([])).message).toBe(`${what}: must be an object, not an array`);
    },
  );

  it.each(readers)('%s: an extra field 10,000 levels deep is refused, naming the field', (_, read) => {
    const base: Record<string, unknown> = { format: 'x', players: ['Red', 'Blue'] };
    expect(refusal(() => read({ ...base, notes: nested(10_000) })).message).toBe(
      'notes[0][0]…: nested more than 64 levels deep',
    );
    expect(refusal(() => read({ ...base, notes: { a: { b: nested(10_000) } } })).message).toBe(
      'notes.a.b…: nested more than 64 levels deep',
    );
  });

  it('the real examples and tallies with a deep extra field: refused by their readers', () => {
    const record = JSON.parse(RECORD);
    expect(refusal(() => Game.fromRecord({ ...record, notes: nested(10_000) })).message).toBe(
      'notes[0][0]…: nested more than 64 levels deep',
    );
    expect(
      refusal(() => Session.load({ ...record, session: { version: 1, pending: nested(10_000) } })).message,
    ).toBe('session.pending[0]…: nested more than 64 levels deep');
    expect(
      refusal(() => DiscoveryGame.fromRecord({ ...JSON.parse(DISCOVERY_RECORD), notes: nested(10_000) }))
        .message,
    ).toBe('notes[0][0]…: nested more than 64 levels deep');
    const score = {
      'new-world-tally': scoreTally,
      'discovery-tally': scoreDiscoveryTally,
      'race-tally': scoreRaceTally,
      'conquest-tally': scoreConquestTally,
    };
    for (const [format, t] of Object.entries(TALLIES)) {
      const tally = JSON.parse(t);
      expect(() => score[format as keyof typeof score](tally)).not.toThrow();
      expect(
        refusal(() => score[format as keyof typeof score]({ ...tally, notes: nested(10_000) })).message,
      ).toBe('notes[0][0]…: nested more than 64 levels deep');
      // 64 levels in all is still fine.
      expect(() =>
        score[format as keyof typeof score]({ ...tally, notes: nested(MAX_JSON_DEPTH - 2) }),
      ).not.toThrow();
    }
  });

  it('checkJsonDepth: iterative, names the place, refuses a value that contains itself, walks shared objects once', () => {
    expect(refusal(() => checkJsonDepth({ a: { b: [[nested(100)]] } }, 'setup')).message).toBe(
      'setup.a.b[0]…: nested more than 64 levels deep',
    );
    expect(() => checkJsonDepth(nested(MAX_JSON_DEPTH - 1), '(record)')).not.toThrow();
    expect(refusal(() => checkJsonDepth(nested(MAX_JSON_DEPTH), '(record)')).message).toMatch(
      /nested more than 64 levels deep$/,
    );
    expect(refusal(() => checkJsonDepth({ a: nested(3) }, '(tally)', 3)).message).toBe(
      'a[0][0]: nested more than 3 levels deep',
    );
    const loop: Record<string, unknown> = { players: ['Red'] };
    loop.self = { back: loop };
    expect(refusal(() => checkJsonDepth(loop, '(record)')).message).toBe(
      'self.back: contains itself, so it is not plain JSON data',
    );
    expect(refusal(() => Game.fromRecord(loop)).message).toBe(
      'self.back: contains itself, so it is not plain JSON data',
    );
    // 2^60 paths through 60 shared arrays: walked in a moment.
    let shared: unknown = 1;
    for (let i = 0; i < 60; i++) shared = [shared, shared];
    expect(() => checkJsonDepth(shared, '(record)')).not.toThrow();
    expect(() => checkJsonDepth(42, '(record)')).not.toThrow();
  });

  it('a value that cannot be copied is refused with the reason', () => {
    const record = JSON.parse(RECORD);
    expect(refusal(() => Game.fromRecord({ ...record, notes: () => 1 })).message).toBe(
      '(record): is not plain JSON data: it holds a function or another value that cannot be copied',
    );
  });

  it('a record with a "__proto__" field keeps it as its own field, through the game and the session', () => {
    const raw = JSON.parse(RECORD.replace('{', '{"__proto__": {"polluted": 1},'));
    expect(Object.hasOwn(raw, '__proto__')).toBe(true);
    const out = Game.fromRecord(raw).toRecord() as unknown as Record<string, unknown>;
    expect(Object.hasOwn(out, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect((out as { polluted?: unknown }).polluted).toBeUndefined();
    const saved = Session.load(raw).save();
    expect(Object.hasOwn(saved, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(saved)).toBe(Object.prototype);
  });
});

describe('the command line', () => {
  it('a record or tally that is an array: "must be an object, not an array", however deep', () => {
    expectRefused(nw('score', utf8(deepText(10_000))), '(record): must be an object, not an array');
    expectRefused(nw('tally', utf8(deepText(10_000))), '(tally): must be an object, not an array');
    expectRefused(nw('tally', ' \n[]'), '(tally): must be an object, not an array');
    expectRefused(
      nw('score', '\uFEFF[{"format": "new-world-record"}]'),
      '(record): must be an object, not an array',
    );
  });

  it(`files over 1 MB (${MAX_INPUT_BYTES} bytes) are refused; exactly 1 MB is read`, () => {
    const compact = JSON.stringify(JSON.parse(TALLY));
    const exact = compact + ' '.repeat(MAX_INPUT_BYTES - utf8(compact).length);
    expect(utf8(exact).length).toBe(MAX_INPUT_BYTES);
    expect(nw('tally', utf8(exact)).code).toBe(0);
    expect(nw('tally', exact).code).toBe(0);
    const why = 'the file is 1.1 MB; a game record or tally is at most 1 MB';
    expectRefused(nw('tally', utf8(exact + ' ')), why);
    expectRefused(nw('tally', exact + ' '), why);
    expectRefused(
      nw('score', new Uint8Array(5 * MAX_INPUT_BYTES)),
      'the file is 5.0 MB; a game record or tally is at most 1 MB',
    );
    expect(refusal(() => checkInputSize(30 * MAX_INPUT_BYTES + 1)).message).toBe(
      'the file is 31 MB; a game record or tally is at most 1 MB',
    );
    expect(() => checkInputSize(MAX_INPUT_BYTES)).not.toThrow();
  });

  it('text readers (as the older tests use) still work', () => {
    const res = run(['tally', 't.json', '--json'], () => TALLY);
    expect(res.code).toBe(0);
    expect(res).toEqual(nw('tally', utf8(TALLY)));
  });

  describe('files read as the real entry point reads them', () => {
    const dir = mkdtempSync(join(tmpdir(), 'nw-json-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    // What a text reader would get wrong (U+FFFD, a UTF-16 guess), and the size check before reading.
    const cases: [string, Uint8Array, string][] = [
      ['utf16.json', utf16(TALLY, 'le', true), 'the file is UTF-16 text; save it as UTF-8'],
      [
        'latin1.json',
        bytes('{"players": ["Ren', [0xe9], 'e"]}'),
        'the file is not UTF-8 text: byte 0xE9 at offset 17 cannot start or continue a character',
      ],
      [
        'dup.json',
        utf8('{"players": [],\n "players": []}'),
        'line 2, column 2: the key "players" appears twice in the same object',
      ],
      [
        'big.json',
        utf8(' '.repeat(MAX_INPUT_BYTES + 1)),
        'the file is 1.1 MB; a game record or tally is at most 1 MB',
      ],
    ];
    for (const [name, data] of cases) writeFileSync(join(dir, name), data);

    it.each(cases)('%s: exit 1, one line', (name, _, why) => {
      const path = join(dir, name);
      for (const command of ['score', 'tally']) {
        const res = run([command, path], readInputFile);
        expect(res).toEqual({ code: 1, stdout: '', stderr: `nw: ${path}: ${why}\n` });
      }
    });

    it('the entry point itself (tsx src/cli/nw.ts) reads bytes', () => {
      const tsx = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));
      const path = join(dir, 'utf16.json');
      const p = spawnSync(tsx, ['src/cli/nw.ts', 'tally', path], {
        cwd: ROOT,
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(p.error).toBeUndefined();
      expect(p.stdout).toBe('');
      expect(p.stderr).toBe(`nw: ${path}: the file is UTF-16 text; save it as UTF-8\n`);
      expect(p.status).toBe(1);
    }, 30_000);
  });
});
