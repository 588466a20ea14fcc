/** Small readers for JSON input: each checks one value and names its place when it is wrong. */
import { choices, refuseCore } from './refusals';
import { shown } from './said';
import { MAX_COORD, isRotation, type Rotation } from './geometry';

/** A JSON object (not null, not an array): its fields are read as unknown values. */
export function isRecord(raw: unknown): raw is Record<string, unknown> {
  return typeof raw === 'object' && raw !== null && !Array.isArray(raw);
}

/** Whether `raw` is one of `values` (compared with ===). */
export function isOneOf<T>(raw: unknown, values: readonly T[]): raw is T {
  for (const v of values) if (v === raw) return true;
  return false;
}

export function asObject(raw: unknown, path: string): Record<string, unknown> {
  if (!isRecord(raw)) refuseCore(path, { code: 'not-object', got: shown(raw) });
  return raw;
}

export function asInt(raw: unknown, path: string, min = -MAX_COORD, max = MAX_COORD): number {
  if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < min || raw > max)
    refuseCore(path, { code: 'not-whole-number', min, max, got: shown(raw) });
  return raw + 0; // no -0
}

export function asArray(raw: unknown, path: string, max: number): unknown[] {
  if (!Array.isArray(raw)) refuseCore(path, { code: 'not-array', got: shown(raw) });
  if (raw.length > max) refuseCore(path, { code: 'too-many', count: raw.length, max });
  return raw;
}

export function asBool(raw: unknown, path: string): boolean {
  if (typeof raw !== 'boolean') refuseCore(path, { code: 'not-bool', got: shown(raw) });
  return raw;
}

/** One of a fixed list of values (`must be one of "a", "b", not "c"`). */
export function asOneOf<T>(raw: unknown, path: string, values: readonly T[]): T {
  if (!isOneOf(raw, values))
    refuseCore(path, { code: 'not-one-of', values: choices(values), got: shown(raw) });
  return raw;
}

/** The largest number of players any ruleset seats. */
export const MAX_PLAYERS = 5;

/** Player names: 1–5 distinct non-empty strings of at most 40 characters. */
export function parsePlayers(raw: unknown, path = 'players'): string[] {
  const list = asArray(raw, path, MAX_PLAYERS);
  if (list.length === 0) refuseCore(path, { code: 'no-players' });
  const seen = new Set<string>();
  return list.map((p, i) => {
    if (typeof p !== 'string' || p.trim().length === 0 || p.length > 40)
      refuseCore(`${path}[${i}]`, { code: 'not-player-name', got: shown(p) });
    if (seen.has(p)) refuseCore(`${path}[${i}]`, { code: 'named-twice', name: p });
    seen.add(p);
    return p;
  });
}

/** A value that must name one of the players. */
export function asPlayer(raw: unknown, path: string, players: readonly string[]): string {
  if (typeof raw !== 'string' || !players.includes(raw))
    refuseCore(path, { code: 'not-a-player', players, got: shown(raw) });
  return raw;
}

/** A key of an object (scores, settlers per player) that must be one of the players. */
export function checkPlayerKey(name: string, path: string, players: readonly string[]): void {
  if (!players.includes(name)) refuseCore(path, { code: 'not-among-players', players });
}

/**
 * An object from player name to a whole number, e.g. `{ "Red": 12 }`: every key must be a
 * player and every value in range. Built with fromEntries, so names like "__proto__" are safe.
 */
export function asPlayerCounts(
  raw: unknown,
  path: string,
  players: readonly string[],
  max: number,
): Record<string, number> {
  const o = asObject(raw, path);
  return Object.fromEntries(
    Object.entries(o).map(([name, v]) => {
      checkPlayerKey(name, `${path}.${name}`, players);
      return [name, asInt(v, `${path}.${name}`, 0, max)];
    }),
  );
}

/**
 * The top of a record or tally, as every reader takes it first: an object (never an array),
 * nested at most 64 levels deep; `what` names it in errors (`(record)`, `(tally)`).
 */
export function topObject(raw: unknown, what: string): Record<string, unknown> {
  const o = asObject(raw, what);
  checkJsonDepth(o, what);
  return o;
}

/** A copy of JSON input, so a game never shares objects with its caller. */
export function copyJson(input: unknown, what: string): unknown {
  checkJsonDepth(input, what);
  try {
    return structuredClone(input);
  } catch (e) {
    if (e instanceof RangeError) refuseCore(what, { code: 'too-deep' });
    refuseCore(what, { code: 'not-plain' });
  }
}

/** A rotation in degrees (0 when absent). */
export function asRotation(raw: unknown, path: string): Rotation {
  if (raw === undefined) return 0;
  if (!isRotation(raw)) refuseCore(path, { code: 'not-rotation', got: shown(raw) });
  return raw;
}

/** An object or an array: what its keys hold is read as unknown values. */
function isIndexable(raw: unknown): raw is Readonly<Record<string | number, unknown>> {
  return typeof raw === 'object' && raw !== null;
}

/** How deep objects and arrays may nest in a record or tally (the top-level object is level 1). */
export const MAX_JSON_DEPTH = 64;

/**
 * Refuse an in-memory value nested deeper than `max` levels (the value itself is level 1), or
 * one that contains itself, naming the place below `what` (`notes[0][0]…: nested more than 64
 * levels deep`). Iterative, so a value 10,000 levels deep gets this answer and not a stack
 * overflow. `what` names the whole value: `(record)`, `(tally)`, or a field such as `setup`.
 */
export function checkJsonDepth(value: unknown, what: string, max = MAX_JSON_DEPTH): void {
  if (!isIndexable(value)) return;
  interface Frame {
    value: Readonly<Record<string | number, unknown>>;
    keys: (string | number)[];
    next: number;
    /** The first steps of its path (three at most), for messages. */
    path: (string | number)[];
    depth: number;
  }
  /** `notes[0][0]…` (the whole value is not named), `setup.placed[0]` (a field is). */
  const place = (path: (string | number)[], depth: number): string => {
    let out = what.startsWith('(') ? '' : what;
    for (const k of path) out += typeof k === 'number' ? `[${k}]` : out ? `.${k}` : k;
    return (out || what) + (depth - 1 > path.length ? '…' : '');
  };
  const keysOf = (o: object): (string | number)[] => (Array.isArray(o) ? o.map((_, i) => i) : Object.keys(o));
  /** Objects already walked, with the depth they were walked at: shared objects are walked again only deeper. */
  const walked = new Map<object, number>();
  /** Objects on the current path: meeting one again is a cycle. */
  const open = new Set<object>([value]);
  const stack: Frame[] = [{ value, keys: keysOf(value), next: 0, path: [], depth: 1 }];
  while (stack.length) {
    const f = stack[stack.length - 1];
    if (f.next >= f.keys.length) {
      stack.pop();
      open.delete(f.value);
      walked.set(f.value, f.depth);
      continue;
    }
    const key = f.keys[f.next++];
    const child = f.value[key];
    if (!isIndexable(child)) continue;
    const depth = f.depth + 1;
    const path = f.path.length < 3 ? [...f.path, key] : f.path;
    if (open.has(child)) refuseCore(place(path, depth), { code: 'contains-itself' });
    if (depth > max) refuseCore(place(path, depth), { code: 'nested-deeper', max });
    const before = walked.get(child);
    if (before !== undefined && before >= depth) continue;
    open.add(child);
    stack.push({ value: child, keys: keysOf(child), next: 0, path, depth });
  }
}
