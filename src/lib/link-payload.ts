/**
 * The link payload of formats §6: base64url (no padding) of the UTF-8 JSON compressed with raw
 * DEFLATE. A reader also accepts base64url of the JSON itself (a link made by hand). Browser and
 * Node 20 both have CompressionStream. Errors say which step failed, for the page's message.
 */

export class PayloadError extends Error {}

function toBase64url(bytes: Uint8Array): string {
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(text: string): Uint8Array {
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

async function pipe(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const blob = new Blob([bytes as BlobPart]);
  const res = new Response(blob.stream().pipeThrough(stream));
  return new Uint8Array(await res.arrayBuffer());
}

/** JSON value → payload (compressed). */
export async function encodePayload(value: unknown): Promise<string> {
  const json = new TextEncoder().encode(JSON.stringify(value));
  return toBase64url(await pipe(json, new CompressionStream('deflate-raw')));
}

/** Payload → JSON value. Throws PayloadError naming the step that failed. */
export async function decodePayload(payload: string): Promise<unknown> {
  const bytes = fromBase64url(payload.trim());
  if (bytes.length === 0) throw new PayloadError('the link holds nothing after "="');
  // Uncompressed JSON made by hand starts with "{" or "[" (after optional whitespace or a BOM).
  let head = bytes[0] === 0xef ? 3 : 0;
  while (bytes[head] === 0x20 || bytes[head] === 0x09 || bytes[head] === 0x0a || bytes[head] === 0x0d) head++;
  if (bytes[head] === 0x7b || bytes[head] === 0x5b) return parseJson(new TextDecoder().decode(bytes));
  let inflated: Uint8Array;
  try {
    inflated = await pipe(bytes, new DecompressionStream('deflate-raw'));
  } catch {
    throw new PayloadError('the link is not DEFLATE-compressed JSON (it cannot be decompressed)');
  }
  return parseJson(new TextDecoder('utf-8', { fatal: false }).decode(inflated));
}

function parseJson(text: string): unknown {
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  text = text.trim();
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new PayloadError(`the link does not hold valid JSON (${(e as Error).message})`);
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
