/**
 * How the strict JSON reader's reasons show their figures (json-problem.ts), for the command line's
 * English and a page's French alike (src/lib/keep/reasons-fr.ts): small, and free of the sentences.
 */

/** The largest input, 1 MB (json-bytes.ts's MAX_INPUT_BYTES). */
const MB = 1_048_576;

/**
 * A size over the limit in MB, rounded up so a file just over the limit never reads "1.0": 1 decimal below
 * 10, none above.
 */
export function megabytesOver(bytes: number): number {
  const mb = bytes / MB;
  return mb < 10 ? Math.ceil(mb * 10) / 10 : Math.ceil(mb);
}

/** Its digits in the fraction (1 below 10 MB, none above). */
export const overDigits = (bytes: number): number => (bytes / MB < 10 ? 1 : 0);

export const hex2 = (b: number): string => `0x${b.toString(16).toUpperCase().padStart(2, '0')}`;

/** A key or word, shortened for a message (quoted as JSON). */
export function showText(s: string): string {
  return JSON.stringify(s.length > 40 ? s.slice(0, 40) + '…' : s);
}
