/**
 * What the command line prints is safe in a terminal: a name, key or value from a file or an
 * argument never reaches it with a character that steers the terminal. Control characters (C0
 * with ESC, line breaks and tabs; DEL; C1), the line and paragraph separators and the bidi
 * overrides and isolates are shown as `\u001b` instead, so an ESC sequence cannot clear the
 * screen or retitle the window, and a line break in a name cannot fake a row of a table.
 */

/**
 * C0 (U+0000–U+001F), DEL and C1 (U+007F–U+009F), U+2028/U+2029, bidi embeddings, overrides (U+202A–U+202E)
 * and isolates (U+2066–U+2069).
 */
// eslint-disable-next-line no-control-regex -- the control characters are what this pattern finds
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/gu;
/** The same without C0: JSON.stringify already writes those as `\u001b`, `\n`, … */
const UNSAFE_IN_JSON = /[\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/gu;

const escaped = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** One line of text output (or a piece of it) with every unsafe character written `\uXXXX`. */
export function shown(s: string): string {
  return s.replace(UNSAFE, escaped);
}

/**
 * Lines of text output as printed: each line made safe, then joined (a line break inside a line is shown,
 * never printed).
 */
export function linesText(lines: readonly string[]): string {
  return lines.map(shown).join('\n');
}

/**
 * `--json` output: the same JSON value, with the unsafe characters JSON.stringify leaves as they
 * are written as `\uXXXX` escapes (they can only be inside strings, so the text is still JSON
 * and parses to the same value).
 */
export function safeJson(text: string): string {
  return text.replace(UNSAFE_IN_JSON, escaped);
}
