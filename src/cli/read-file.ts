/** How the command line reads a FILE and writes `--out`: never more than 1 MB in, every failure one line out. */
import { closeSync, fstatSync, openSync, readSync, writeFileSync } from 'node:fs';
import { MAX_INPUT_BYTES, checkInputSize } from '@engine/index';
import { refuseCore } from '@engine/tallies';

/**
 * Bytes, not text: the engine's reader refuses UTF-16 and invalid UTF-8 instead of guessing.
 * A regular file over the limit is refused (EngineError) before it is read; anything else (a
 * device such as /dev/zero, a FIFO, a /proc file, whose size says nothing) is read up to the limit
 * and one byte more, and refused there: never more than 1 MB is read, whatever the FILE is.
 */
export function readInputFile(path: string): Uint8Array {
  const fd = openSync(path, 'r');
  try {
    if (fstatSync(fd).isFile()) checkInputSize(fstatSync(fd).size);
    const buf = new Uint8Array(MAX_INPUT_BYTES + 1);
    let n = 0;
    while (n < buf.length) {
      const got = readSync(fd, buf, n, buf.length - n, null);
      if (got === 0) break;
      n += got;
    }
    if (n > MAX_INPUT_BYTES) refuseCore('', { code: 'file-too-large' });
    return buf.subarray(0, n);
  } finally {
    closeSync(fd);
  }
}

/** Why a file could not be written, in words, by the system's error code. */
const WRITE_REASONS: [code: string, reason: string][] = [
  ['ENOENT', 'the folder it would go in does not exist'],
  ['EISDIR', 'it is a folder'],
  ['ENOTDIR', 'a part of its path is not a folder'],
  ['ENOSPC', 'no space left on the device'],
  ['EDQUOT', 'the disk quota is used up'],
  ['EACCES', 'permission denied'],
  ['EPERM', 'permission denied'],
  ['EROFS', 'the file system is read-only'],
];

/** Write `--out`; on failure, the reason in one line (`cannot be written: … (ENOSPC)`), never a stack trace. */
export function writeOutputFile(path: string, text: string): string | null {
  try {
    writeFileSync(path, text);
    return null;
  } catch (e) {
    const code =
      typeof e === 'object' && e !== null && 'code' in e && typeof e.code === 'string' ? e.code : undefined;
    const reason = WRITE_REASONS.find(([c]) => c === code)?.[1];
    const message = e instanceof Error ? e.message : String(e);
    return `cannot be written: ${reason ?? message.replace(/\s+/g, ' ')}${reason && code ? ` (${code})` : ''}`;
  }
}
