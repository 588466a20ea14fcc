/**
 * A QR code of a text (the calculator's tally link, ShareTally.svelte) as the SVG path of its dark
 * modules, for Svelte markup to draw (`<path d={…}>`, never HTML built from the text). Loaded on
 * demand (a dynamic import) so the calculator's first load does not carry the encoder (uqr).
 *
 * Error correction: the smallest symbol that holds the text at level L, then the highest level
 * (M, Q or H) that still fits in that same symbol (uqr's `boostEcc`). Fewer modules means larger
 * ones, which is what lets a phone read the code from across a table; the boost adds resilience
 * whenever it costs no extra size.
 */
import { encode } from 'uqr';

/** The white margin around the code, in modules: the quiet zone the QR standard asks for. */
export const QUIET_ZONE = 4;
/** The most bytes a QR code holds (version 40, level L, byte mode): a longer text has no QR code. */
export const QR_MAX_BYTES = 2953;

/** A drawn QR code: `size` modules square (quiet zone included), `d` the path of the dark modules in those units. */
export interface QrDrawing {
  size: number;
  d: string;
  /** The QR version (1–40): the symbol is 17 + 4 × version modules square without its quiet zone. */
  version: number;
}

/** The text is too long for any QR code. */
export class QrTooLongError extends Error {
  constructor(readonly bytes: number) {
    super(`too long for a QR code (${bytes} bytes; a QR code holds at most ${QR_MAX_BYTES})`);
    this.name = 'QrTooLongError';
  }
}

/**
 * The QR code of `text` (encoded as UTF-8) as an SVG path: one `M x y h w v1 h-w z` rectangle per run
 * of dark modules in a row, offset by the quiet zone. Throws QrTooLongError when no QR code holds it.
 */
export function qrPath(text: string): QrDrawing {
  let code: ReturnType<typeof encode>;
  try {
    code = encode(text, { ecc: 'L', boostEcc: true, border: 0 });
  } catch (e) {
    // uqr's own refusal (its encodeSegments): no version up to 40 holds the data.
    if (e instanceof RangeError && /too long/i.test(e.message))
      throw new QrTooLongError(new TextEncoder().encode(text).length);
    throw e;
  }
  const parts: string[] = [];
  code.data.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      if (!row[x]) continue;
      const start = x;
      while (x + 1 < row.length && row[x + 1]) x++;
      const w = x - start + 1;
      parts.push(`M${start + QUIET_ZONE} ${y + QUIET_ZONE}h${w}v1h-${w}z`);
    }
  });
  return { size: code.size + 2 * QUIET_ZONE, d: parts.join(''), version: code.version };
}
