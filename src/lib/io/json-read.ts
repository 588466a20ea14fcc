/**
 * JSON text from a link or a file, read as the command line reads it (the engine's strict
 * reader: duplicate keys, nesting deeper than 64 levels, UTF-16, invalid UTF-8 and more than
 * 1 MB are refused with the place and the reason), so every screen accepts and refuses the same
 * input with the same words. Loaded on demand: only where a link or a file is read.
 */
import {
  checkInputSize,
  JsonTextError,
  parseJsonText,
  readJsonBytes as readBytes,
} from '@engine/core/json-text';
import type { Noun } from './reasons';
import { reasonError } from './reasons-en';

/**
 * The engine's refusal as a page says it of a file, a link or a text ("the link is UTF-16 text…", "it is not
 * valid JSON…"), its reason as data.
 */
function said(e: unknown, noun: Noun): unknown {
  return e instanceof JsonTextError ? reasonError({ code: 'read', what: noun, problem: e.problem }) : e;
}

/** JSON text → value; throws a ReasonError whose message names the place and the reason. */
export function readJsonText(text: string, noun: Noun = 'text'): unknown {
  try {
    return parseJsonText(text);
  } catch (e) {
    throw said(e, noun);
  }
}

/** Bytes (a file, a decompressed link) → value. */
export function readJsonBytes(bytes: Uint8Array, noun: Noun = 'file'): unknown {
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
