/**
 * The address bar's link parameters (formats §6): read on every page that keeps a game or a tally,
 * without the code that writes or reads a payload (link-payload.ts, link-read.ts), which loads
 * when a link is first written or read.
 */

/** The longest link the pages write into the address bar; a larger game is exported as a file. */
export const MAX_LINK_CHARS = 65_536;

/** The value of `key=` in a location hash such as `#record=…`, or null. */
export function hashParam(hash: string, key: string): string | null {
  const h = hash.replace(/^#/, '');
  for (const part of h.split('&')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i) === key) return part.slice(i + 1);
  }
  return null;
}
