/**
 * Rule options, whatever the ruleset: every point where the sources disagree or are unclear
 * gets a named option with a documented default. A ruleset lists its options in a table of
 * `OptionInfo`; the command line and the variants page print the same table.
 */
import { choices, refuseCore } from './refusals';
import { shown } from './said';
import { isOneOf, isRecord } from './json';

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

export interface OptionInfo<O = Record<string, unknown>, K extends keyof O = keyof O> extends OptionChoice<
  O,
  K
> {
  /** One line: what the option decides. */
  summary: string;
  /** What each value means. */
  meanings: Record<string, string>;
  /** Where the question comes from. */
  source: string;
}

/**
 * Check an `options` object from a record or tally against a table and fill in the defaults
 * (each ruleset writes its defaults once, as a typed object its table's `default`s read from).
 */
export function resolveOptionTable<O extends object>(
  table: readonly OptionChoice<O>[],
  defaults: O,
  raw: unknown,
  path = 'options',
): O {
  const out: O = { ...defaults };
  if (raw === undefined) return out;
  if (!isRecord(raw)) refuseCore(path, { code: 'not-object', got: shown(raw) });
  for (const [name, value] of Object.entries(raw)) {
    const info = table.find((o) => o.name === name);
    if (!info) refuseCore(`${path}.${name}`, { code: 'not-option', known: table.map((o) => String(o.name)) });
    if (!isOneOf(value, info.values))
      refuseCore(`${path}.${name}`, { code: 'not-one-of', values: choices(info.values), got: shown(value) });
    const key: keyof O = info.name; // an option of the table, never a name from the input
    out[key] = value;
  }
  return out;
}

/** The options a record or a new game names (checked, with `resolved` their values), in the order given. */
export function givenOptionTable<O>(
  table: readonly OptionChoice<O>[],
  resolved: O,
  raw: unknown,
): Partial<O> {
  const out: Partial<O> = {};
  if (!isRecord(raw)) return out;
  for (const name of Object.keys(raw)) {
    const info = table.find((o) => o.name === name);
    const key = info?.name; // an option of the table, never a name from the input
    if (key !== undefined) out[key] = resolved[key];
  }
  return out;
}

/** The full table for pages and the command line: each choice with its docs, in the choices' order. */
export function withDocs<O>(
  choices: readonly OptionChoice<O>[],
  docs: Record<string, OptionDocs>,
): OptionInfo<O>[] {
  return choices.map((c) => ({ ...c, ...docs[String(c.name)] }));
}
