/**
 * Rule options, whatever the ruleset: every point where the sources disagree or are unclear
 * gets a named option with a documented default. A ruleset lists its options in a table of
 * `OptionInfo`; the command line and the variants page print the same table.
 */
import { describe, fail } from './errors';

export interface OptionInfo<O = Record<string, unknown>, K extends keyof O = keyof O> {
  name: K;
  default: O[K];
  values: readonly O[K][];
  /** One line: what the option decides. */
  summary: string;
  /** What each value means. */
  meanings: Record<string, string>;
  /** Where the question comes from. */
  source: string;
}

/** The defaults of a table of options. */
export function defaultsOf<O>(table: readonly OptionInfo<O>[]): O {
  return Object.fromEntries(table.map((o) => [o.name, o.default])) as unknown as O;
}

/** Check an `options` object from a record or tally against a table and fill in the defaults. */
export function resolveOptionTable<O>(table: readonly OptionInfo<O>[], raw: unknown, path = 'options'): O {
  const out = { ...defaultsOf(table) } as Record<string, unknown>;
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
