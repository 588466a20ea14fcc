/** Small readers for JSON input: each checks one value and names its place when it is wrong. */
import { describe, fail } from './errors';
import { MAX_COORD } from './geometry';

export function asObject(raw: unknown, path: string): Record<string, unknown> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) fail(path, `must be an object, not ${describe(raw)}`);
  return raw as Record<string, unknown>;
}

export function asInt(raw: unknown, path: string, min = -MAX_COORD, max = MAX_COORD): number {
  if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < min || raw > max)
    fail(path, `must be a whole number from ${min} to ${max}, not ${describe(raw)}`);
  return raw + 0; // no -0
}

export function asArray(raw: unknown, path: string, max: number): unknown[] {
  if (!Array.isArray(raw)) fail(path, `must be an array, not ${describe(raw)}`);
  if (raw.length > max) fail(path, `has ${raw.length} entries; at most ${max} are allowed`);
  return raw;
}
