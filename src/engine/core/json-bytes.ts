/**
 * The bytes of a file as text for the strict JSON reader (json-text.ts): UTF-8 only (a
 * byte-order mark is dropped; UTF-16, NUL bytes and invalid UTF-8 are refused with their place,
 * never turned into U+FFFD), and no larger than MAX_INPUT_BYTES.
 */
import { JsonTextError, type JsonProblem } from './json-problem';

function fail(problem: JsonProblem): never {
  throw new JsonTextError(problem);
}

/** The largest file a game record or tally may be (1 MB); the command line and the pages refuse larger ones. */
export const MAX_INPUT_BYTES = 1_048_576;

/** Refuse a file over MAX_INPUT_BYTES (pages may call this with a File's size before reading it). */
export function checkInputSize(bytes: number): void {
  if (bytes <= MAX_INPUT_BYTES) return;
  // Rounded up when said, so that a file just over the limit never reads "1.0 MB".
  fail({ code: 'too-large', bytes });
}

/** UTF-16 (or UTF-32) without a byte-order mark: the ASCII characters JSON starts with leave NUL bytes beside them. */
function wideEncoding(bytes: Uint8Array): 'UTF-16' | 'UTF-32' | null {
  const n = Math.min(bytes.length, 64);
  if (
    n >= 4 &&
    ((bytes[0] === 0 && bytes[1] === 0 && bytes[2] === 0 && bytes[3] !== 0) ||
      (bytes[0] !== 0 && bytes[1] === 0 && bytes[2] === 0 && bytes[3] === 0))
  )
    return 'UTF-32';
  let even = 0;
  let odd = 0;
  for (let i = 0; i < n; i++) {
    if (bytes[i] !== 0) continue;
    if (i % 2 === 0) even++;
    else odd++;
  }
  const pairs = Math.floor(n / 2);
  // One side of most pairs is NUL, the other side (almost) never is: mostly ASCII text in UTF-16.
  if (pairs > 0 && ((even * 2 >= pairs && odd * 4 <= even) || (odd * 2 >= pairs && even * 4 <= odd)))
    return 'UTF-16';
  return null;
}

/**
 * The offset of the first byte that does not belong to a valid UTF-8 sequence (the lead byte of a broken
 * one), or -1.
 */
function firstInvalidUtf8(bytes: Uint8Array): number {
  const n = bytes.length;
  let i = 0;
  while (i < n) {
    const b = bytes[i];
    if (b < 0x80) {
      i++;
      continue;
    }
    let need: number;
    let lo = 0x80;
    let hi = 0xbf;
    if (b >= 0xc2 && b <= 0xdf) need = 1;
    else if (b >= 0xe0 && b <= 0xef) {
      need = 2;
      if (b === 0xe0) lo = 0xa0; // no overlong forms
      if (b === 0xed) hi = 0x9f; // no surrogates
    } else if (b >= 0xf0 && b <= 0xf4) {
      need = 3;
      if (b === 0xf0) lo = 0x90;
      if (b === 0xf4) hi = 0x8f; // nothing past U+10FFFF
    } else return i;
    for (let k = 1; k <= need; k++) {
      const c = bytes[i + k];
      if (c === undefined || c < (k === 1 ? lo : 0x80) || c > (k === 1 ? hi : 0xbf)) return i;
    }
    i += need + 1;
  }
  return -1;
}

/**
 * The text of a file's bytes, which must be UTF-8 (a leading byte-order mark is dropped).
 * Refuses files over 1 MB, UTF-16 and UTF-32 text (with or without a byte-order mark), NUL bytes
 * and invalid UTF-8 (naming the byte and its offset).
 */
export function decodeJsonBytes(bytes: Uint8Array): string {
  checkInputSize(bytes.length);
  const b = bytes;
  if (
    (b[0] === 0xff && b[1] === 0xfe && b[2] === 0 && b[3] === 0) ||
    (b[0] === 0 && b[1] === 0 && b[2] === 0xfe && b[3] === 0xff)
  )
    fail({ code: 'wide-text', encoding: 'UTF-32' });
  if ((b[0] === 0xff && b[1] === 0xfe) || (b[0] === 0xfe && b[1] === 0xff))
    fail({ code: 'wide-text', encoding: 'UTF-16' });
  const wide = wideEncoding(b);
  if (wide) fail({ code: 'wide-text', encoding: wide });
  const nul = b.indexOf(0);
  if (nul >= 0) fail({ code: 'nul-byte', offset: nul });
  const start = b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf ? 3 : 0;
  const body = start ? b.subarray(start) : b;
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(body);
  } catch {
    // Find the byte to name (the decoder does not say where).
    const bad = firstInvalidUtf8(body);
    fail(bad >= 0 ? { code: 'bad-byte', byte: body[bad], offset: bad + start } : { code: 'not-utf8' });
  }
}

// ----- the scanner -----
