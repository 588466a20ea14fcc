/**
 * Switching a rule option of a tally (its `options` field, formats §4 and §7), for the
 * calculator's option panels: the tally with the option set, and what that changes per player.
 */
import { withKey, withoutKey } from '@lib/io/names';
import { scoreAnyTally } from './tally-score';

export type WithOptions = { format: string; options?: Record<string, unknown> } & Record<string, unknown>;

/** The tally with one option set; the default is left out (and an empty `options` with it). */
export function withOption<T extends WithOptions>(
  tally: T,
  name: string,
  value: unknown,
  fallback: unknown,
): T {
  const next = value === fallback ? withoutKey(tally.options, name) : withKey(tally.options, name, value);
  const t: T = { ...tally, options: next };
  if (!Object.keys(next).length) delete t.options;
  return t;
}

function totals(t: unknown): Map<string, number> {
  try {
    return new Map(scoreAnyTally(t).players.map((p) => [p.name, p.score]));
  } catch {
    return new Map();
  }
}

/** How a change of totals is said (English unless a page gives its own words). */
export interface TotalsWords {
  none: string;
  change: (name: string, before: number | undefined, after: number | undefined) => string;
}
export const TOTALS_EN: TotalsWords = { none: 'no total changes', change: (p, a, b) => `${p} ${a} → ${b}` };

/** What the switch changed, in words: "Red 12 → 14, Blue 9 → 7" or "no total changes". */
export function totalsChange(before: unknown, after: unknown, w: TotalsWords = TOTALS_EN): string {
  const a = totals(before);
  const b = totals(after);
  const diffs = [...b.keys()]
    .filter((p) => b.get(p) !== a.get(p))
    .map((p) => w.change(p, a.get(p), b.get(p)));
  return diffs.length ? diffs.join(', ') : w.none;
}

/** Copy the options of `from` onto the tally being edited (or drop them). */
export function takeOptions(x: WithOptions, from: WithOptions): void {
  if (from.options) x.options = from.options;
  else delete x.options;
}
