/**
 * Reading a link payload (formats §6, see link-payload.ts): base64url, then raw DEFLATE (or JSON
 * made by hand), then the engine's strict JSON reader. Loaded on demand, with that reader, only
 * when a link is read. Errors say which step failed, for the page's message.
 */
import { readJsonBytes } from './json-read';
import { PayloadError, ReasonError, type Reason } from './reasons';
import { reasonEn } from './reasons-en';

const refused = (r: Reason) => new PayloadError(r, reasonEn(r));
import { MAX_INPUT_BYTES } from './sizes';

function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) {
    const bad = text.match(/[^A-Za-z0-9_-]/)![0];
    throw refused({ code: 'link-char', char: bad });
  }
  if (text.length % 4 === 1) throw refused({ code: 'link-length' });
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  const bin = atob(b64);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
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
      throw refused({ code: 'link-unpacks', max: MAX_INPUT_BYTES });
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

/** Payload → JSON value. Throws PayloadError naming the step that failed. */
export async function readPayload(payload: string): Promise<unknown> {
  if (payload.length > 4 * MAX_INPUT_BYTES)
    throw refused({ code: 'link-long', size: payload.length, max: MAX_INPUT_BYTES });
  const bytes = fromBase64url(payload.trim());
  if (bytes.length === 0) throw refused({ code: 'link-empty' });
  // Uncompressed JSON made by hand starts with "{" or "[" (after optional whitespace or a BOM).
  let head = bytes[0] === 0xef ? 3 : 0;
  while (bytes[head] === 0x20 || bytes[head] === 0x09 || bytes[head] === 0x0a || bytes[head] === 0x0d) head++;
  if (bytes[head] === 0x7b || bytes[head] === 0x5b) return parseJson(bytes);
  let inflated: Uint8Array;
  try {
    inflated = await inflate(bytes);
  } catch (e) {
    if (e instanceof PayloadError) throw e;
    throw refused({ code: 'link-not-deflate' });
  }
  return parseJson(inflated);
}

function parseJson(bytes: Uint8Array): unknown {
  try {
    return readJsonBytes(bytes, 'link');
  } catch (e) {
    // The reader's reasons are data (json-read.ts); anything else it throws is not expected.
    if (e instanceof ReasonError) throw new PayloadError(e.reason, e.message);
    throw e;
  }
}
