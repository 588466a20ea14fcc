/**
 * Player names are data, never keys looked up on a plain object: "constructor" or "toString"
 * would read what every object inherits, and "__proto__", assigned, would replace the object's
 * prototype. Records keyed by names are built with `Object.fromEntries` or a computed key in an
 * object literal (both make own properties) and read with `own` (the command line and the pages
 * have the same helper in src/lib/io/names.ts). tests/architecture/names.test.ts holds this.
 */

/** The value stored under the name itself, never an inherited one. */
export function own<T>(o: Readonly<Record<string, T>> | null | undefined, name: string): T | undefined {
  return o != null && Object.hasOwn(o, name) ? o[name] : undefined;
}

/** The same, or `fallback` when the name has no value of its own. */
export function ownOr<T>(
  o: Readonly<Record<string, T>> | null | undefined,
  name: string,
  fallback: NoInfer<T>,
): T {
  return o != null && Object.hasOwn(o, name) ? o[name] : fallback;
}
