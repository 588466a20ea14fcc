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

/** The link keys of formats §6 and the page that opens each. */
export const LINK_KEYS = ['record', 'tally'] as const;
export type LinkKey = (typeof LINK_KEYS)[number];
export const LINK_PAGE: Readonly<Record<LinkKey, '/sandbox/' | '/calculator/'>> = {
  record: '/sandbox/',
  tally: '/calculator/',
};
const linkKey = (k: string): LinkKey | null => LINK_KEYS.find((x) => x === k.trim().toLowerCase()) ?? null;

/** A link the page could not read as it came: what was found, which key it looks like, its payload. */
export interface StrayLink {
  /** What the address holds, as written (cut to 40 characters): `#TALLY=`, `#tally%3D`, `?tally=`. */
  found: string;
  key: LinkKey;
  /** The payload, to open it where it belongs. */
  payload: string;
  /**
   * True when the key is this page's own, written in a way the page does not read; false when it is the other
   * page's.
   */
  own: boolean;
}

const cut = (s: string) => (s.length > 40 ? `${s.slice(0, 39)}…` : s);
const decode = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

/**
 * A game or tally link this page cannot read (formats §6 keys are `#record=` and `#tally=`, in the
 * hash, lower case): the key in other letters (`#TALLY=`), encoded (`#tally%3D…`), in the query
 * (`?tally=…`), or the other page's key (`#tally=` on the sandbox). Null when the address holds
 * the page's own key as written, or nothing that looks like a link.
 */
export function strayLink(hash: string, search: string, own: LinkKey): StrayLink | null {
  if (hashParam(hash, own) !== null) return null;
  const parts = [
    ...hash
      .replace(/^#/, '')
      .split('&')
      .map((p) => ({ raw: p, mark: '#' })),
    ...search
      .replace(/^\?/, '')
      .split('&')
      .map((p) => ({ raw: p, mark: '?' })),
  ];
  for (const { raw, mark } of parts) {
    const text = decode(raw);
    const i = text.search(/[=:]/);
    if (i <= 0) continue;
    const key = linkKey(text.slice(0, i));
    if (!key) continue;
    // The key and its separator as written in the address (`=`, `%3D` or `:`).
    const m = /^(.*?)(=|%3d|:)/i.exec(raw);
    return {
      found: cut(`${mark}${m ? m[0] : text.slice(0, i + 1)}`),
      key,
      payload: text.slice(i + 1),
      own: key === own,
    };
  }
  return null;
}
