/**
 * The link payload of formats §6: base64url (no padding) of the UTF-8 JSON compressed with raw
 * DEFLATE. A reader also accepts base64url of the JSON itself (a link made by hand). Browser and
 * Node 20 both have CompressionStream. Errors say which step failed, for the page's message.
 */

// The strict JSON reader (the engine's) loads only when a link is read: the replays, which only
// write links, stay without the engine.
import { MAX_INPUT_BYTES, megabytes } from './sizes';

export class PayloadError extends Error {}

/** The longest link the pages write into the address bar; a larger game is exported as a file. */
export const MAX_LINK_CHARS = 65_536;

function toBase64url(bytes: Uint8Array): string {
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) {
    const bad = text.match(/[^A-Za-z0-9_-]/)![0];
    throw new PayloadError(`the link is not base64url: it holds the character ${JSON.stringify(bad)}`);
  }
  if (text.length % 4 === 1) throw new PayloadError('the link is not base64url: its length is impossible (cut short?)');
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  const bin = atob(b64);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

async function pipe(bytes: Uint8Array<ArrayBuffer>, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const blob = new Blob([bytes]);
  const res = new Response(blob.stream().pipeThrough(stream));
  return new Uint8Array(await res.arrayBuffer());
}

/** Raw DEFLATE → bytes, stopped as soon as the output passes the input limit (a link cannot balloon). */
async function inflate(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  const reader = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate-raw')).getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > MAX_INPUT_BYTES) {
      void reader.cancel();
      throw new PayloadError(`the link unpacks to more than ${megabytes(MAX_INPUT_BYTES)}; a game record or tally is at most that`);
    }
    parts.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** JSON value → payload (compressed). */
export async function encodePayload(value: unknown): Promise<string> {
  const json = new TextEncoder().encode(JSON.stringify(value));
  return toBase64url(await pipe(json, new CompressionStream('deflate-raw')));
}

/** Payload → JSON value. Throws PayloadError naming the step that failed. */
export async function decodePayload(payload: string): Promise<unknown> {
  if (payload.length > 4 * MAX_INPUT_BYTES) throw new PayloadError(`the link is ${megabytes(payload.length)} long; a game record or tally is at most ${megabytes(MAX_INPUT_BYTES)}`);
  const bytes = fromBase64url(payload.trim());
  if (bytes.length === 0) throw new PayloadError('the link holds nothing after "="');
  // Uncompressed JSON made by hand starts with "{" or "[" (after optional whitespace or a BOM).
  let head = bytes[0] === 0xef ? 3 : 0;
  while (bytes[head] === 0x20 || bytes[head] === 0x09 || bytes[head] === 0x0a || bytes[head] === 0x0d) head++;
  if (bytes[head] === 0x7b || bytes[head] === 0x5b) return await parseJson(bytes);
  let inflated: Uint8Array;
  try {
    inflated = await inflate(bytes);
  } catch (e) {
    if (e instanceof PayloadError) throw e;
    throw new PayloadError('the link is not DEFLATE-compressed JSON (it cannot be decompressed)');
  }
  return await parseJson(inflated);
}

async function parseJson(bytes: Uint8Array): Promise<unknown> {
  const { readJsonBytes } = await import('./json-read');
  try {
    return readJsonBytes(bytes, 'link');
  } catch (e) {
    throw new PayloadError(e instanceof Error ? e.message : String(e));
  }
}

/** The value of `key=` in a location hash such as `#record=…`, or null. */
export function hashParam(hash: string, key: string): string | null {
  const h = hash.replace(/^#/, '');
  for (const part of h.split('&')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i) === key) return part.slice(i + 1);
  }
  return null;
}
