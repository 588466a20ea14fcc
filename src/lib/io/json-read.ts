/**
 * JSON text from a link or a file, read as the command line reads it (the engine's strict
 * reader: duplicate keys, nesting deeper than 64 levels, UTF-16, invalid UTF-8 and more than
 * 1 MB are refused with the place and the reason), so every screen accepts and refuses the same
 * input with the same words. Loaded on demand: only where a link or a file is read.
 */
import { checkInputSize, parseJsonText, readJsonBytes as readBytes } from '@engine/core/json-text';

/** The engine's sentence as a page says it of a file or a link ("the link is UTF-16 text…", "it is not valid JSON…"). */
function said(e: unknown, noun: string): Error {
  const m = (e instanceof Error ? e.message : String(e)).replace(/^:\s*/, '');
  return new Error(m.replace(/^the file\b/, `the ${noun}`).replace(/^is\b/, 'it is'));
}

/** JSON text → value; throws an Error whose message names the place and the reason. */
export function readJsonText(text: string, noun = 'text'): unknown {
  try {
    return parseJsonText(text);
  } catch (e) {
    throw said(e, noun);
  }
}

/** Bytes (a file, a decompressed link) → value. */
export function readJsonBytes(bytes: Uint8Array, noun = 'file'): unknown {
  try {
    return readBytes(bytes);
  } catch (e) {
    throw said(e, noun);
  }
}

/** A file's size, checked before it is read. */
export function checkFileSize(bytes: number): void {
  try {
    checkInputSize(bytes);
  } catch (e) {
    throw said(e, 'file');
  }
}
