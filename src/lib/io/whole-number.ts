/**
 * A whole-number field (the calculators' steppers, the set-up editor's scores and surveyors): what
 * its text counts as. A number out of range or not whole is never counted: the field keeps it on
 * screen with what is wrong (src/components/NumberField.svelte), and the sheet leaves it out until
 * it is fixed (field-problems.svelte.ts).
 */

/** What a number field says of itself, in the page's language. */
export interface NumberWords {
  whole: string;
  atMost: (n: number) => string;
  atLeast: (n: number) => string;
  /** The field's label and what is wrong: "Tiles: at most 200". */
  problem: (label: string, problem: string) => string;
  oneLess: (label: string) => string;
  oneMore: (label: string) => string;
}

/**
 * A field's text read: the number it counts as, what is wrong with it, or nothing yet (empty: a number is
 * being typed).
 */
export type Reading = { n: number } | { problem: string } | null;

export function readWhole(
  raw: string,
  min: number,
  max: number,
  w: Pick<NumberWords, 'whole' | 'atMost' | 'atLeast'>,
): Reading {
  if (raw.trim() === '') return null;
  const n = Number(raw);
  if (!Number.isInteger(n)) return { problem: w.whole };
  if (n > max) return { problem: w.atMost(max) };
  if (n < min) return { problem: w.atLeast(min) };
  return { n };
}
