/**
 * The one error the engine throws: it names the place in the input (`turns[3].settler.at`), the
 * reason in English for tool builders (`reason`, what the command line prints, formats §5) and,
 * once its rule area says it as data, the same reason as data (`why`, core/said.ts) for the site's
 * catalogs to say in each language. Never a stack trace for the user.
 */
import { shown, shownEn, type Bare, type Said } from './said';

export class EngineError extends Error {
  readonly path: string;
  readonly reason: string;
  /** The reason as data (its area, code and parameters), when its rule area gives it. */
  readonly why: Said | null;
  constructor(path: string, reason: string, why: Said | null = null) {
    super(path ? `${path}: ${reason}` : reason);
    this.name = 'EngineError';
    this.path = path;
    this.reason = reason;
    this.why = why;
  }
}

/** Refuse with an English sentence only (the areas not yet saying their reasons as data). */
export function fail(path: string, reason: string): never {
  throw new EngineError(path, reason);
}

/** A rule area's refusing function (declared with this type so that TypeScript knows it never returns). */
export type Refuse<U extends Said> = (path: string, why: Bare<U>) => never;

/**
 * A rule area's way to refuse: `english` says each of its refusals as the command line prints it;
 * the refusal travels as data (`why`, with the area added) beside that sentence.
 *
 *   export const refuseNewWorld: Refuse<NewWorldRefusal> = refuser('new-world', newWorldEnglish);
 *   refuse(path, { code: 'feature-held', feature: 'town', … });
 */
export function refuser<A extends string, U extends Said & { area: A }>(area: A, english: (r: U) => string): Refuse<U> {
  return (path, bare) => {
    const why = withArea(area, bare);
    throw new EngineError(path, english(why), why);
  };
}

/** `bare` with its area: the refusal as the catalogs read it. */
function withArea<A extends string, U extends Said & { area: A }>(area: A, bare: Bare<U>): U;
function withArea(area: string, bare: object): Said {
  return { area, ...bare, code: 'code' in bare && typeof bare.code === 'string' ? bare.code : '' };
}

/** Describe a JSON value briefly for an error message. */
export function describe(x: unknown): string {
  return shownEn(shown(x));
}
