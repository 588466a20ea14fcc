/**
 * Rule options, whatever the ruleset: every point where the sources disagree or are unclear
 * gets a named option with a documented default. A ruleset lists its options in a table of
 * `OptionInfo`; the command line and the variants page print the same table.
 */
import { describe, fail } from './errors';

/** What the engine needs of an option: its name, values and default (no prose, so a page's island stays small). */
export interface OptionChoice<O = Record<string, unknown>, K extends keyof O = keyof O> {
  name: K;
  default: O[K];
  values: readonly O[K][];
}

/** What people read about it. */
export interface OptionDocs {
  /** One line: what the option decides. */
  summary: string;
  /** What each value means. */
  meanings: Record<string, string>;
  /** Where the question comes from. */
  source: string;
}

export interface OptionInfo<O = Record<string, unknown>, K extends keyof O = keyof O> extends OptionChoice<O, K> {
  /** One line: what the option decides. */
  summary: string;
  /** What each value means. */
  meanings: Record<string, string>;
  /** Where the question comes from. */
  source: string;
}

/** The defaults of a table of options. */
export function defaultsOf<O>(table: readonly OptionChoice<O>[]): O {
  // A plain loop (not Object.fromEntries): every game resolves its options, and objects built
  // this way share one shape, which keeps the rules' option reads fast.
  const out: Partial<O> = {};
  for (const o of table) out[o.name] = o.default;
  return out as O;
}

/** Check an `options` object from a record or tally against a table and fill in the defaults. */
export function resolveOptionTable<O>(table: readonly OptionChoice<O>[], raw: unknown, path = 'options'): O {
  const out = defaultsOf(table) as Record<string, unknown>;
  if (raw === undefined) return out as O;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) fail(path, `must be an object, not ${describe(raw)}`);
  for (const [name, value] of Object.entries(raw as Record<string, unknown>)) {
    const info = table.find((o) => o.name === name);
    if (!info) fail(`${path}.${name}`, `is not a rule option (known: ${table.map((o) => String(o.name)).join(', ')})`);
    if (!(info.values as readonly unknown[]).includes(value))
      fail(`${path}.${name}`, `must be one of ${info.values.map((v) => JSON.stringify(v)).join(', ')}, not ${describe(value)}`);
    out[name] = value;
  }
  return out as O;
}

/** The full table for pages and the command line: each choice with its docs, in the choices' order. */
export function withDocs<O>(choices: readonly OptionChoice<O>[], docs: Record<string, OptionDocs>): OptionInfo<O>[] {
  return choices.map((c) => ({ ...c, ...docs[String(c.name)] }));
}
