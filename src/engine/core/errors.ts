/**
 * The one error the engine throws: it names the place in the input (`turns[3].settler.at`)
 * and the reason, never a stack trace for the user.
 */
export class EngineError extends Error {
  readonly path: string;
  readonly reason: string;
  constructor(path: string, reason: string) {
    super(path ? `${path}: ${reason}` : reason);
    this.name = 'EngineError';
    this.path = path;
    this.reason = reason;
  }
}

export function fail(path: string, reason: string): never {
  throw new EngineError(path, reason);
}

/** Describe a JSON value briefly for an error message. */
export function describe(x: unknown): string {
  if (x === null) return 'null';
  if (Array.isArray(x)) return 'an array';
  if (typeof x === 'string') return JSON.stringify(x.length > 30 ? x.slice(0, 30) + '…' : x);
  if (typeof x === 'object') return 'an object';
  return String(x);
}
