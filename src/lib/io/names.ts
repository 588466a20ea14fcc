/**
 * Player, colour and option names are data, never keys looked up on a plain object: a name such
 * as "constructor" or "__proto__" would read (or, assigned, replace) what every object inherits.
 * Read with `own`, write with `withKey` (a computed key in an object literal always makes an own
 * property), and build maps with `Object.fromEntries`.
 */

/** The value stored under the name itself, never an inherited one. */
export function own<T>(o: Readonly<Record<string, T>> | null | undefined, name: string): T | undefined {
  return o != null && Object.hasOwn(o, name) ? o[name] : undefined;
}

/** A copy of `o` with `name` set to `value`. */
export function withKey<T>(
  o: Readonly<Record<string, T>> | null | undefined,
  name: string,
  value: T,
): Record<string, T> {
  return { ...(o ?? {}), [name]: value };
}

/** A copy of `o` without `name`. */
export function withoutKey<T>(
  o: Readonly<Record<string, T>> | null | undefined,
  name: string,
): Record<string, T> {
  return Object.fromEntries(Object.entries(o ?? {}).filter(([k]) => k !== name));
}

/** Made when first needed: making one costs a phone tens of milliseconds, and plain names never need it. */
let segmenter: Intl.Segmenter | null | undefined;

/** The characters as a reader sees them (an emoji with its modifiers is one). */
function graphemes(text: string): string[] {
  // Printable ASCII: every character is a grapheme of its own.
  if (/^[\x20-\x7e]*$/.test(text)) return Array.from(text);
  segmenter ??=
    typeof Intl !== 'undefined' && 'Segmenter' in Intl
      ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
      : null;
  return segmenter ? [...segmenter.segment(text)].map((s) => s.segment) : Array.from(text);
}

/** Invisible characters (direction marks such as U+202E, joiners) and spaces are skipped. */
const INVISIBLE = /^[\p{Cf}\p{Cc}\p{Z}\s]+$/u;

/** The visible characters of a name, in order (the first is the name's letter on a swatch). */
export function visibleChars(name: string): string[] {
  return graphemes(name.normalize('NFC'))
    .filter((g) => !INVISIBLE.test(g))
    .map((g) => g.replace(/[\p{Cf}]/gu, ''));
}

/** The first visible character of a name, upper-cased when it is a letter ("?" for none). */
export function initial(name: string): string {
  const c = visibleChars(name)[0];
  return c ? c.toLocaleUpperCase() : '?';
}
