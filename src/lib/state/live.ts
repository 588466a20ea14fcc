/**
 * A controller's state handed to its screen as read-only properties that read it afresh on every access.
 * Why: a Svelte 5 controller (`*.svelte.ts`) keeps its state in `$state` variables inside a closure, and its
 * screen must read them through the returned object for the runes to track the read. Written by hand, each
 * is a getter (`get stage() { return stage; }`), three formatted lines apiece; `live` takes one thunk per
 * property instead and defines the same getters on `rest` (so `rest` may hold methods and accessors of its own).
 *
 *   return live({ stage: () => stage, step: () => step }, { next, restart });
 */
export function live<T extends Record<string, () => unknown>, R extends object>(
  getters: T,
  rest: R,
): R & { readonly [K in keyof T]: ReturnType<T[K]> } {
  for (const [key, get] of Object.entries(getters))
    Object.defineProperty(rest, key, { get, enumerable: true });
  return rest as R & { readonly [K in keyof T]: ReturnType<T[K]> };
}
