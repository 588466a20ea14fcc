/**
 * The link payload (`#record=…`): base64url of raw-DEFLATE-compressed UTF-8 JSON, or of the JSON
 * itself for a link made by hand. Every way a link can be broken gives an error naming the step.
 */
import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { decodePayload, encodePayload, hashParam, PayloadError } from '@lib/io/link-payload';

const b64url = (text: string): string => Buffer.from(text, 'utf8').toString('base64url');

/** The PayloadError a decode rejects with (fails the test when it resolves or throws anything else). */
async function refusal(payload: string): Promise<PayloadError> {
  const e = await decodePayload(payload).then(
    (v) => {
      throw new Error(`expected a PayloadError, got ${JSON.stringify(v)}`);
    },
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(PayloadError);
  return e as PayloadError;
}

describe('encodePayload / decodePayload', () => {
  it('round-trips a record whose player names are not ASCII', async () => {
    const record = {
      format: 'new-world-record',
      players: ['Zoë', 'Łukasz', '明美', 'Ünal 🚂'],
      turns: [{ col: 1, row: 2 }],
    };
    const payload = await encodePayload(record);
    expect(payload).toMatch(/^[A-Za-z0-9_-]+$/); // base64url, no padding
    expect(await decodePayload(payload)).toEqual(record);
  });

  it('is compressed: a repetitive record gives a payload far shorter than its JSON', async () => {
    const record = { turns: Array.from({ length: 50 }, () => ({ tile: 'K', col: 1, row: 2, rotation: 0 })) };
    const payload = await encodePayload(record);
    expect(payload.length).toBeLessThan(JSON.stringify(record).length / 4);
  });

  it("reads a payload made by Node's zlib.deflateRawSync(json).toString('base64url')", async () => {
    const value = { players: ['Zoë', 'Blue'], finish: true, scores: [8, 0] };
    const payload = deflateRawSync(JSON.stringify(value)).toString('base64url');
    expect(await decodePayload(payload)).toEqual(value);
  });

  it('what it encodes, zlib inflates to the same JSON text', async () => {
    const value = { players: ['Zoë'], n: 1 };
    const payload = await encodePayload(value);
    const { inflateRawSync } = await import('node:zlib');
    expect(inflateRawSync(Buffer.from(payload, 'base64url')).toString('utf8')).toBe(
      '{"players":["Zoë"],"n":1}',
    );
  });

  it('accepts uncompressed base64url JSON (an object, an array, after a BOM)', async () => {
    expect(await decodePayload(b64url('{"players":["Zoë","Blue"]}'))).toEqual({ players: ['Zoë', 'Blue'] });
    expect(await decodePayload(b64url('[1,2,3]'))).toEqual([1, 2, 3]);
    expect(await decodePayload(b64url('\uFEFF{"a":1}'))).toEqual({ a: 1 });
  });

  it('ignores whitespace around the payload (a pasted link)', async () => {
    expect(await decodePayload(`  ${b64url('{"a":1}')}\n`)).toEqual({ a: 1 });
  });

  // The comment in decodePayload says hand-made JSON may start "after optional whitespace or a
  // BOM", but only a BOM is skipped: JSON with a leading newline is taken for DEFLATE and refused.
  // Reported as a src bug; this test turns red when it is fixed (then make it a plain `it`).
  it('accepts uncompressed JSON that starts with whitespace (as the source comment says)', async () => {
    expect(await decodePayload(b64url('\n{"a":1}'))).toEqual({ a: 1 });
  });
});

describe('decodePayload errors name the step that failed', () => {
  it('a character outside base64url: the message quotes it', async () => {
    const e = await refusal('q1YqyEm$TC0q');
    expect(e.message).toBe('the link is not base64url: it holds the character "$"');
    expect((await refusal('abc+def/')).message).toBe('the link is not base64url: it holds the character "+"');
    expect((await refusal('ab cd')).message).toBe('the link is not base64url: it holds the character " "');
  });

  it('an impossible length (4n + 1 characters, a link cut short)', async () => {
    const e = await refusal('abcde');
    expect(e.message).toBe('the link is not base64url: its length is impossible (cut short?)');
    expect((await refusal('a')).message).toMatch(/length is impossible/);
  });

  it('nothing after "="', async () => {
    expect((await refusal('')).message).toBe('the link holds nothing after "="');
  });

  it('bytes that are not DEFLATE (0xFF 0xFF 0xFF: block type 3 is reserved)', async () => {
    const e = await refusal('____');
    expect(e.message).toBe('the link is not DEFLATE-compressed JSON (it cannot be decompressed)');
  });

  it('DEFLATE of text that is not JSON', async () => {
    const e = await refusal(deflateRawSync('not json').toString('base64url'));
    expect(e.message).toMatch(/^it is not valid JSON \(.+\)$/);
  });

  it('uncompressed text that starts like JSON but is not', async () => {
    const e = await refusal(b64url('{"players": ['));
    expect(e.message).toMatch(/^it is not valid JSON \(.+\)$/);
  });
});

describe('hashParam', () => {
  it('finds the value of a key in a location hash, with or without the "#"', () => {
    expect(hashParam('#record=abc_-1', 'record')).toBe('abc_-1');
    expect(hashParam('record=abc', 'record')).toBe('abc');
  });

  it('finds it among other parameters and keeps an "=" inside the value', () => {
    expect(hashParam('#view=1&record=ab=c&x=2', 'record')).toBe('ab=c');
    expect(hashParam('#view=1&record=ab=c&x=2', 'x')).toBe('2');
  });

  it('gives "" for an empty value and null when the key is absent or only a prefix', () => {
    expect(hashParam('#record=', 'record')).toBe('');
    expect(hashParam('', 'record')).toBeNull();
    expect(hashParam('#record', 'record')).toBeNull();
    expect(hashParam('#records=abc', 'record')).toBeNull();
    expect(hashParam('#my-record=abc', 'record')).toBeNull();
    expect(hashParam('#=abc', '')).toBeNull();
  });
});
