/**
 * The link payload of formats §6: base64url (no padding) of the UTF-8 JSON compressed with raw
 * DEFLATE. A reader also accepts base64url of the JSON itself (a link made by hand). Browser and
 * Node 20 both have CompressionStream. Errors say which step failed, for the page's message.
 */

// Reading a link (link-read.ts, with the engine's strict JSON reader) loads only when a link is
// read: the replays, which only write links, stay without it, and so does a page opened without one.
import { PayloadError } from './reasons';

export { PayloadError };
// The address bar's parameters and the longest link, for the pages that only read them (hash.ts).
export { hashParam, MAX_LINK_CHARS } from './hash';

function toBase64url(bytes: Uint8Array): string {
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

async function pipe(
  bytes: Uint8Array<ArrayBuffer>,
  stream: CompressionStream | DecompressionStream,
): Promise<Uint8Array> {
  const blob = new Blob([bytes]);
  const res = new Response(blob.stream().pipeThrough(stream));
  return new Uint8Array(await res.arrayBuffer());
}

/** JSON value → payload (compressed). */
export async function encodePayload(value: unknown): Promise<string> {
  const json = new TextEncoder().encode(JSON.stringify(value));
  return toBase64url(await pipe(json, new CompressionStream('deflate-raw')));
}

/**
 * Payload → JSON value. Throws PayloadError naming the step that failed. The reader (link-read.ts) loads with
 * the first link read.
 */
export async function decodePayload(payload: string): Promise<unknown> {
  return (await import('./link-read')).readPayload(payload);
}
