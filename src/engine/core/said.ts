/**
 * What the engine says, as data: a refusal names its rule area (`area`), a code, and the
 * parameters a sentence needs (feature, player, role, square, tile, expected values…), never a
 * sentence. Each rule area keeps its refusals' union and their English for tool builders (the
 * command line, formats §5) in its own `refusals.ts`; the site's catalogs (src/lib/i18n/ui/refusals.*.ts)
 * say the same data to players in each language, type-checked against the same union.
 */

/** A refusal's data: its rule area, its code, its parameters. */
export interface Said {
  readonly area: string;
  readonly code: string;
}

/**
 * A value the input held, as a refusal shows it: `missing` (undefined), `null`, `array`, `object`,
 * a text (cut at 30 characters, its end marked by `cut`), or another value's JSON (a number, true).
 */
export type Shown =
  | { readonly kind: 'missing' | 'null' | 'array' | 'object' }
  | { readonly kind: 'text'; readonly text: string; readonly cut: boolean }
  | { readonly kind: 'value'; readonly text: string };

/** A JSON value, shown briefly. */
export function shown(x: unknown): Shown {
  if (x === undefined) return { kind: 'missing' };
  if (x === null) return { kind: 'null' };
  if (Array.isArray(x)) return { kind: 'array' };
  if (typeof x === 'string')
    return x.length > 30
      ? { kind: 'text', text: x.slice(0, 30), cut: true }
      : { kind: 'text', text: x, cut: false };
  if (typeof x === 'object') return { kind: 'object' };
  // What is left is no object: a number, a boolean or a bigint (JSON has nothing else), each with a text of its own.
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- no object is left here (TypeScript reads {})
  return { kind: 'value', text: String(x) };
}

/** A shown value in English, as the command line has always said it: `null`, `an array`, `"text…"`, `12`. */
export function shownEn(s: Shown): string {
  switch (s.kind) {
    case 'missing':
      return 'undefined';
    case 'null':
      return 'null';
    case 'array':
      return 'an array';
    case 'object':
      return 'an object';
    case 'text':
      return JSON.stringify(s.cut ? s.text + '…' : s.text);
    case 'value':
      return s.text;
  }
}

/** A refusal of one rule area, without its area (the area's refuser adds it). */
export type Bare<U extends Said> = U extends unknown ? Omit<U, 'area'> : never;

/**
 * The English of tool builders (what the command line prints, formats §5), registered by
 * src/engine/refusals-english.ts when it is loaded: the command line and the tests load it with the
 * engine's index; a page loads it with its words (src/lib/i18n/ui/load.ts), so no page's first
 * load carries every area's English and no refusal builds a sentence until one is read.
 */
let english: ((s: Said) => string) | null = null;

/** Register the English every refusal is said in (refusals-english.ts does, once). */
export function speakEnglish(say: (s: Said) => string): void {
  english = say;
}

/** A refusal in the English of tool builders; before that English is loaded, its area and code. */
export function englishOfSaid(s: Said): string {
  return english ? english(s) : `${s.area}: ${s.code}`;
}
