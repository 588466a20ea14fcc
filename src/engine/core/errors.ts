/**
 * The one error the engine throws: it names the place in the input (`turns[3].settler.at`), the
 * reason in English for tool builders (`reason`, what the command line prints, formats §5) and,
 * once its rule area says it as data, the same reason as data (`why`, core/said.ts) for the site's
 * catalogs to say in each language. Never a stack trace for the user.
 */
import { englishOfSaid, type Bare, type Said } from './said';

export class EngineError extends Error {
  readonly path: string;
  /** The reason as data (its area, code and parameters), when its rule area gives it. */
  readonly why: Said | null;
  private said: string | null;
  /** `reason`: the English (a refusal of old), or the refusal as data, whose English is made when first read. */
  constructor(path: string, reason: string | Said) {
    super('');
    this.name = 'EngineError';
    this.path = path;
    this.why = typeof reason === 'string' ? null : reason;
    this.said = typeof reason === 'string' ? reason : null;
    // The message, like the reason, is made when read (never on the engine's hot path).
    Object.defineProperty(this, 'message', {
      get: () => (path ? `${path}: ${this.reason}` : this.reason),
      enumerable: false,
      configurable: true,
    });
  }

  /** The reason in the English of tool builders (what the command line prints, formats §5). */
  get reason(): string {
    this.said ??= this.why ? englishOfSaid(this.why) : '';
    return this.said;
  }
}

/** A rule area's refusing function (declared with this type so that TypeScript knows it never returns). */
export type Refuse<U extends Said> = (path: string, why: Bare<U>) => never;

/**
 * A rule area's way to refuse: the refusal travels as data (`why`, with the area added); its English
 * (the area's `…English`, registered by src/engine/refusals-english.ts) is made when it is read.
 *
 *   export const refuseNewWorld: Refuse<NewWorldRefusal> = refuser('new-world');
 *   refuseNewWorld(path, { code: 'feature-held', feature: 'town', … });
 */
export function refuser<A extends string, U extends Said & { area: A }>(area: A): Refuse<U> {
  return (path, bare) => {
    throw new EngineError(path, withArea(area, bare));
  };
}

/** `bare` with its area: the refusal as the catalogs read it. */
function withArea<A extends string, U extends Said & { area: A }>(area: A, bare: Bare<U>): U;
function withArea(area: string, bare: object): Said {
  return { area, ...bare, code: 'code' in bare && typeof bare.code === 'string' ? bare.code : '' };
}
