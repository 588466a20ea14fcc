/**
 * The QR code of a tally link (src/lib/io/qr.ts): the SVG path it gives, drawn into pixels here in
 * Node and read back with a QR decoder (jsQR), gives the exact link; a text no QR code can hold is
 * refused with a clear error (QrTooLongError, not uqr's bare "Data too long"); the path is plain
 * path data, its rectangles inside the symbol and clear of the quiet zone.
 */
import { readFileSync } from 'node:fs';
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { encodePayload } from '@lib/io/link-payload';
import { QR_MAX_BYTES, QUIET_ZONE, QrTooLongError, qrPath, type QrDrawing } from '@lib/io/qr';

/** Pixels per module in the drawing read back. */
const SCALE = 4;
/** One rectangle of the path: a run of dark modules in one row, `M x y h w v1 h-w z`. */
const RUN = /M(\d+) (\d+)h(\d+)v1h-(\d+)z/g;

/** The rectangles of the path; fails the test when the path holds anything else. */
function runs(d: string): { x: number; y: number; w: number }[] {
  expect(d.replace(RUN, '')).toBe('');
  return [...d.matchAll(RUN)].map((m) => {
    expect(m[4]).toBe(m[3]);
    return { x: Number(m[1]), y: Number(m[2]), w: Number(m[3]) };
  });
}

/** The drawing as RGBA pixels: white, the path's rectangles black, SCALE pixels per module. */
function raster({ size, d }: QrDrawing): { data: Uint8ClampedArray; width: number } {
  const width = size * SCALE;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const { x, y, w } of runs(d))
    for (let py = y * SCALE; py < (y + 1) * SCALE; py++)
      for (let px = x * SCALE; px < (x + w) * SCALE; px++)
        data.fill(0, (py * width + px) * 4, (py * width + px) * 4 + 3);
  return { data, width };
}

/** What a QR decoder reads off the drawing, or null. */
function read(q: QrDrawing): string | null {
  const { data, width } = raster(q);
  return jsQR(data, width, width, { inversionAttempts: 'dontInvert' })?.data ?? null;
}

/** The link the calculator writes for an example tally, on a plausible site address. */
async function tallyLink(file: string): Promise<string> {
  const tally = JSON.parse(readFileSync(new URL(`../../content/tallies/${file}`, import.meta.url), 'utf8'));
  return `https://new-world.example.org/calculator/#tally=${await encodePayload(tally)}`;
}

describe('qrPath', () => {
  it('draws a real tally link so that a QR decoder reads back the exact link', async () => {
    for (const file of ['new-world-tally.json', 'race-final-tie-commodities.json', 'race-tally.json']) {
      const link = await tallyLink(file);
      const payload = link.slice(link.indexOf('#tally=') + 7);
      expect(payload.length).toBeGreaterThanOrEqual(200);
      expect(payload.length).toBeLessThanOrEqual(600);
      const q = qrPath(link);
      expect(q.size).toBe(17 + 4 * q.version + 2 * QUIET_ZONE);
      expect(read(q), file).toBe(link);
    }
  });

  it('reads back a long link (1,500 characters of payload) and a name that is not ASCII', () => {
    const payload = Array.from({ length: 1500 }, (_, i) => 'AbCd-_0123456789xyz'[(i * 7) % 19]).join('');
    const long = `https://new-world.example.org/calculator/#tally=${payload}`;
    expect(read(qrPath(long))).toBe(long);
    expect(read(qrPath('Zoë, Łukasz and 明美: 48 to 53'))).toBe('Zoë, Łukasz and 明美: 48 to 53');
  });

  it('the read-back check can fail: another text is not read as this one', async () => {
    const link = await tallyLink('new-world-tally.json');
    expect(read(qrPath(`${link}A`))).not.toBe(link);
  });

  it('gives only path data: rectangles inside the symbol, none in the quiet zone', async () => {
    const q = qrPath(await tallyLink('discovery-tally.json'));
    expect(q.d).toMatch(/^[Mhvz0-9 -]+$/);
    const rs = runs(q.d);
    expect(rs.length).toBeGreaterThan(100);
    for (const { x, y, w } of rs) {
      expect(x).toBeGreaterThanOrEqual(QUIET_ZONE);
      expect(y).toBeGreaterThanOrEqual(QUIET_ZONE);
      expect(x + w).toBeLessThanOrEqual(q.size - QUIET_ZONE);
      expect(y + 1).toBeLessThanOrEqual(q.size - QUIET_ZONE);
    }
    // The three finder patterns: each starts with a run of 7 dark modules on its top row.
    expect(rs.filter((r) => r.w === 7 && r.y === QUIET_ZONE).length).toBe(2);
  });

  it('holds up to 2,953 bytes and refuses one byte more with a clear error', () => {
    expect(qrPath('x'.repeat(QR_MAX_BYTES)).version).toBe(40);
    const tooLong = () => qrPath('x'.repeat(QR_MAX_BYTES + 1));
    expect(tooLong).toThrow(QrTooLongError);
    expect(tooLong).toThrow(`too long for a QR code (2954 bytes; a QR code holds at most ${QR_MAX_BYTES})`);
    // Bytes, not characters: 1,477 two-byte characters are 2,954 bytes.
    expect(() => qrPath('é'.repeat(1477))).toThrow(QrTooLongError);
  });
});
