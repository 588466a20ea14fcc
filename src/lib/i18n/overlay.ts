/**
 * French overlays for content kept as JSON (worked examples, lessons): content/i18n/fr/<kind>/<file>.json
 * holds the reader-facing strings of the English file at the same places (same keys, arrays of the
 * same length; `{}` where an item has nothing to translate). Build time only: a French page gets
 * the English object with the French strings laid over it, so an island on that page receives
 * French words in its props and nothing else.
 */
import type { Lang } from './lang';

const files = import.meta.glob<unknown>('/content/i18n/fr/**/*.json', { eager: true, import: 'default' });

/** The overlay for `file` (a path under content/i18n/fr/, e.g. `examples/trail-3-points.json`), if written. */
export function frenchOverlay(file: string): unknown {
  return files[`/content/i18n/fr/${file}`];
}

/**
 * `base` with the strings of `over` laid on it: only where `base` has a string does a string of
 * `over` replace it (a non-empty one); objects and arrays are walked in step; anything else in
 * `over` is ignored, so an overlay can never change a record, an id or a number.
 */
export function overlay<T>(base: T, over: unknown): T {
  const copy = structuredClone(base);
  layOn(copy, over);
  return copy;
}

/** A plain object (from JSON), as a record of its fields. */
function isRecord(x: unknown): x is Record<string, unknown> {
  return !!x && typeof x === 'object' && !Array.isArray(x);
}

/**
 * Lay `over`'s strings on `target` in place: an object's or array's string fields replaced, the rest walked
 * in step.
 */
function layOn(target: unknown, over: unknown): void {
  const put = (get: () => unknown, set: (v: string) => void, from: unknown) => {
    const here = get();
    if (typeof here === 'string') {
      if (typeof from === 'string' && from.trim()) set(from);
    } else layOn(here, from);
  };
  if (Array.isArray(target)) {
    if (Array.isArray(over))
      target.forEach((_, i) =>
        put(
          () => target[i],
          (v) => (target[i] = v),
          over[i],
        ),
      );
  } else if (isRecord(target) && isRecord(over)) {
    for (const k of Object.keys(target))
      if (Object.hasOwn(over, k))
        put(
          () => target[k],
          (v) => (target[k] = v),
          over[k],
        );
  }
}

/** `base` in language `lang`: as it is in English, with its French overlay (if any) laid on in French. */
export function inLang<T>(lang: Lang, base: T, file: string): T {
  return lang === 'fr' ? overlay(base, frenchOverlay(file)) : base;
}
