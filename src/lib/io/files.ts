/** Files as people save them (shared by the sandbox and the calculators). */
import { checkFileSize, readJsonBytes } from './json-read';

/**
 * A file chosen by the reader, as JSON: refused before it is read when it is over 1 MB; UTF-16,
 * invalid UTF-8, duplicate keys and too deep nesting are refused with the place and the reason,
 * in the command line's words. A UTF-8 byte-order mark is dropped.
 */
export async function readJsonFile(file: Blob): Promise<unknown> {
  checkFileSize(file.size);
  return readJsonBytes(new Uint8Array(await file.arrayBuffer()), 'file');
}
