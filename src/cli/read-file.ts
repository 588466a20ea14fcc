/** How the command line reads a FILE: its bytes, refused unread when over the size limit. */
import { readFileSync, statSync } from 'node:fs';
import { checkInputSize } from '@engine/index';

/**
 * Bytes, not text: the engine's reader refuses UTF-16 and invalid UTF-8 instead of guessing.
 * A file over the limit is refused (EngineError) before it is read.
 */
export function readInputFile(path: string): Uint8Array {
  const stat = statSync(path);
  if (stat.isFile()) checkInputSize(stat.size);
  return readFileSync(path);
}
