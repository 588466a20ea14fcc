/**
 * A strict reader of JSON text, shared by the command line and the web pages: the bytes of a
 * file become text only if they are UTF-8 (a byte-order mark is dropped; UTF-16, NUL bytes and
 * invalid UTF-8 are refused, never turned into U+FFFD), and the text becomes a value only if it
 * is JSON with no key twice in one object and no nesting deeper than 64 levels.
 *
 * Every refusal is an EngineError in plain words: with no place for the whole file
 * (`the file is UTF-16 text; save it as UTF-8`, `is not valid JSON (line 2, column 7: …)`), or
 * with a line and column as its place (`line 3, column 5: the key "players" appears twice in the
 * same object`). The command line prints `nw: FILE: <message>`; a page shows the message.
 *
 * No recursion anywhere: a value nested 10,000 levels deep gets an answer, not a stack overflow.
 */
import { JsonTextError, showText, type JsonProblem } from './json-problem';

import { decodeJsonBytes } from './json-bytes';

export { MAX_INPUT_BYTES, checkInputSize, decodeJsonBytes } from './json-bytes';
export {
  JsonTextError,
  jsonProblemParts,
  megabytesOver,
  overDigits,
  hex2,
  showText,
  type JsonDetail,
  type JsonProblem,
} from './json-problem';

/** How deep objects and arrays may nest in a record or tally (the top-level object is level 1). */
export { MAX_JSON_DEPTH } from './json';
import { MAX_JSON_DEPTH } from './json';

interface Problem {
  /** A syntax error is "not valid JSON"; the others are JSON that a record or tally may not be. */
  kind: 'syntax' | 'empty' | 'duplicate' | 'depth';
  /** Index in the text (UTF-16 units). */
  pos: number;
  /** A syntax error's sentence; for a duplicate, the key; for depth, the limit. */
  reason: string;
  /** The one syntax error a page words in its own language (json-problem.ts). */
  unclosed?: true;
}

/** Line and column (1-based; columns count characters, a surrogate pair as one) of an index in the text. */
export function lineColumn(text: string, pos: number): { line: number; column: number } {
  let line = 1;
  let column = 1;
  for (let i = 0; i < pos && i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x0a || (c === 0x0d && text.charCodeAt(i + 1) !== 0x0a)) {
      line++;
      column = 1;
    } else if (!(
      c >= 0xdc00 &&
      c <= 0xdfff &&
      i > 0 &&
      text.charCodeAt(i - 1) >= 0xd800 &&
      text.charCodeAt(i - 1) <= 0xdbff
    ))
      column++;
  }
  return { line, column };
}

/** A character as an error message shows it: `"x"`, or `U+00A0` for what cannot be seen. */
function showChar(text: string, pos: number): string {
  if (pos >= text.length) return 'the end of the text';
  const cp = text.codePointAt(pos)!;
  if (cp > 0x20 && cp < 0x7f) return JSON.stringify(String.fromCodePoint(cp));
  return `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
}

const isWs = (c: number) => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;
const isDigit = (c: number) => c >= 0x30 && c <= 0x39;
const NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;
const WORD = /[A-Za-z_$][A-Za-z0-9_$]*/y;
const HEX4 = /[0-9A-Fa-f]{4}/y;

/** Scan a string starting at its opening quote: the index after its closing quote, or the problem. */
function scanString(text: string, start: number): number | Problem {
  const n = text.length;
  let i = start + 1;
  for (;;) {
    if (i >= n)
      return {
        kind: 'syntax',
        pos: start,
        reason: 'a string is not closed: its closing " is missing',
        unclosed: true,
      };
    const c = text.charCodeAt(i);
    if (c === 0x22) return i + 1;
    if (c === 0x5c) {
      const e = text[i + 1];
      if (e === 'u') {
        HEX4.lastIndex = i + 2;
        if (!HEX4.test(text))
          return { kind: 'syntax', pos: i, reason: 'a \\u escape needs four hexadecimal digits' };
        i += 6;
      } else if (e !== undefined && '"\\/bfnrt'.includes(e)) i += 2;
      else if (e === undefined) i++;
      else
        return {
          kind: 'syntax',
          pos: i,
          reason: `"\\${e}" is not an escape JSON knows (\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)`,
        };
      continue;
    }
    if (c < 0x20) {
      const reason =
        c === 0x0a || c === 0x0d
          ? 'a string runs over the end of the line: its closing " is missing, or a line break in it must be ' +
            'written \\n'
          : c === 0x09
            ? 'a tab inside a string must be written \\t'
            : `the control character ${showChar(text, i)} inside a string must be written as an escape ` +
              `(\\u${c.toString(16).padStart(4, '0')})`;
      return { kind: 'syntax', pos: i, reason };
    }
    i++;
  }
}

/** Why a value cannot start here. */
function notAValue(text: string, i: number, inArray: boolean): Problem {
  const c = text[i];
  const syntax = (reason: string, pos = i): Problem => ({ kind: 'syntax', pos, reason });
  if (i >= text.length)
    return syntax('the text ends where a value should be: something is missing at the end');
  if (c === ']' && inArray) return syntax('a comma before "]" is not allowed in JSON');
  if (c === '}' || c === ']') return syntax(`expected a value before ${showChar(text, i)}`);
  if (c === "'") return syntax('text goes in double quotes ("), not single quotes');
  if (c === '/') return syntax('comments are not allowed in JSON');
  if (c === '+' || c === '.' || c === '-' || isDigit(text.charCodeAt(i)))
    return syntax(
      'a number is not written as JSON allows (digits with an optional minus sign, no leading zeros, digits ' +
        'on both sides of a decimal point)',
    );
  WORD.lastIndex = i;
  const word = WORD.exec(text)?.[0];
  if (word) {
    const lower = word.toLowerCase();
    if (lower === 'true' || lower === 'false' || lower === 'null')
      return syntax(`${word} must be written ${lower}, in lower case`);
    if (word === 'undefined' || word === 'NaN' || word === 'Infinity')
      return syntax(`${word} is not a JSON value`);
    if (['true', 'false', 'null'].some((w) => w.startsWith(lower)))
      return syntax(`${word} is not a JSON value (true, false or null?)`);
    return syntax(
      `${showText(word).slice(1, -1)} is not a JSON value; text goes in double quotes (${showText(word)})`,
    );
  }
  return syntax(
    `expected a value (an object, an array, text in double quotes, a number, true, false or null), ` +
      `found ${showChar(text, i)}`,
  );
}

/**
 * Walk the text once, without recursion: the first problem in reading order (a syntax error, a
 * key twice in one object, nesting deeper than `max`), or null for JSON a record may be.
 */
function scan(text: string, max: number): Problem | null {
  const n = text.length;
  /** Open containers: an object's keys so far, or null for an array. */
  const stack: (Set<string> | null)[] = [];
  type Mode = 'value' | 'first-value' | 'key' | 'first-key' | 'after';
  let mode: Mode = 'value';
  let i = 0;
  const syntax = (reason: string, pos = i): Problem => ({ kind: 'syntax', pos, reason });
  for (;;) {
    while (i < n && isWs(text.charCodeAt(i))) i++;
    const top = stack.length ? stack[stack.length - 1] : undefined;
    if (mode === 'after') {
      if (top === undefined)
        return i < n
          ? syntax(`there is more after the end of the JSON value, starting with ${showChar(text, i)}`)
          : null;
      const close = top ? '}' : ']';
      if (i >= n)
        return syntax(`the text ends before the ${top ? 'object' : 'array'} is closed with "${close}"`);
      const c = text[i];
      if (c === ',') {
        i++;
        mode = top ? 'key' : 'value';
      } else if (c === close) {
        stack.pop();
        i++;
      } else if (c === '}' || c === ']')
        return syntax(`${showChar(text, i)} closes an ${top ? 'object' : 'array'}, which needs "${close}"`);
      else
        return syntax(
          `expected "," or "${close}" after a value in ${top ? 'an object' : 'an array'}, found ${showChar(text, i)}`,
        );
      continue;
    }
    if (mode === 'key' || mode === 'first-key') {
      const keys = top!;
      if (i >= n) return syntax('the text ends before the object is closed with "}"');
      const c = text[i];
      if (c === '}') {
        if (mode === 'key') return syntax('a comma before "}" is not allowed in JSON');
        stack.pop();
        i++;
        mode = 'after';
        continue;
      }
      if (c !== '"') {
        if (c === "'") return syntax('keys go in double quotes ("), not single quotes');
        if (c === '/') return syntax('comments are not allowed in JSON');
        return syntax(`expected a key in double quotes, found ${showChar(text, i)}`);
      }
      const start = i;
      const end = scanString(text, i);
      if (typeof end !== 'number') return end;
      const raw = text.slice(start, end);
      const key = raw.includes('\\') ? String(JSON.parse(raw)) : raw.slice(1, -1);
      if (keys.has(key)) return { kind: 'duplicate', pos: start, reason: key };
      keys.add(key);
      i = end;
      while (i < n && isWs(text.charCodeAt(i))) i++;
      if (text[i] !== ':')
        return syntax(`expected ":" after the key ${showText(key)}, found ${showChar(text, i)}`);
      i++;
      mode = 'value';
      continue;
    }
    // A value.
    const c = text.charCodeAt(i);
    if (mode === 'first-value' && c === 0x5d) {
      stack.pop();
      i++;
      mode = 'after';
      continue;
    }
    if (c === 0x7b || c === 0x5b) {
      if (stack.length >= max) return { kind: 'depth', pos: i, reason: String(max) };
      stack.push(c === 0x7b ? new Set() : null);
      i++;
      mode = c === 0x7b ? 'first-key' : 'first-value';
      continue;
    }
    if (c === 0x22) {
      const end = scanString(text, i);
      if (typeof end !== 'number') return end;
      i = end;
      mode = 'after';
      continue;
    }
    if (c === 0x2d || isDigit(c)) {
      NUMBER.lastIndex = i;
      const m = NUMBER.exec(text);
      const next = m ? text[i + m[0].length] : undefined;
      if (!m || (next !== undefined && /[0-9.eE+-]/.test(next))) return notAValue(text, i, top === null);
      i += m[0].length;
      mode = 'after';
      continue;
    }
    if (text.startsWith('true', i) || text.startsWith('null', i) || text.startsWith('false', i)) {
      const len = text[i] === 'f' ? 5 : 4;
      WORD.lastIndex = i;
      if (WORD.exec(text)![0].length === len) {
        i += len;
        mode = 'after';
        continue;
      }
    }
    if (i >= n && stack.length === 0) return { kind: 'empty', pos: 0, reason: 'it is empty' };
    return notAValue(text, i, top === null);
  }
}

function problemError(text: string, p: Problem): JsonTextError {
  const at = lineColumn(text, p.pos);
  const problem: JsonProblem =
    p.kind === 'empty'
      ? { code: 'json-empty' }
      : p.kind === 'syntax'
        ? {
            code: 'json-syntax',
            at,
            detail: p.unclosed ? { code: 'unclosed-string' } : { code: 'said', text: p.reason },
          }
        : p.kind === 'duplicate'
          ? { code: 'json-duplicate', at, key: p.reason }
          : { code: 'json-depth', at, max: Number(p.reason) };
  return new JsonTextError(problem);
}

/** The engine's own message, for the rare error the scanner does not explain: no position or quoted text in it. */
function engineMessage(e: unknown): string {
  const m = e instanceof Error ? e.message : String(e);
  return m
    .replace(/\s+in JSON at position \d+.*$/s, '')
    .replace(/,\s*".*" is not valid JSON$/s, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The value of a JSON text (a leading byte-order mark is dropped). Refuses text that is not
 * JSON (`is not valid JSON (line 2, column 7: …)`), a key twice in one object
 * (`line 3, column 5: the key "players" appears twice in the same object`) and nesting deeper
 * than 64 levels (`line 1, column 65: nested more than 64 levels deep`). A `__proto__` key
 * comes out as an own property, as JSON.parse makes it.
 */
export function parseJsonText(text: string): unknown {
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    // Explain it in our words, with a line and column, the same in every browser.
    const p = scan(text, MAX_JSON_DEPTH);
    if (p) throw problemError(text, p);
    throw new JsonTextError(
      e instanceof RangeError
        ? { code: 'json-deep' }
        : { code: 'json-syntax', detail: { code: 'said', text: engineMessage(e) } },
    );
  }
  const p = scan(text, MAX_JSON_DEPTH);
  if (p) throw problemError(text, p);
  return value;
}

/** The value of a file's bytes: decodeJsonBytes, then parseJsonText. */
export function readJsonBytes(bytes: Uint8Array): unknown {
  return parseJsonText(decodeJsonBytes(bytes));
}

// Values already in memory are checked by checkJsonDepth in ./json (it stays in the engine's
// own chunk; this text reader loads only where links and files are read).
export { checkJsonDepth } from './json';
