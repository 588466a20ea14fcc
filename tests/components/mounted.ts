/**
 * Mounting an island in happy-dom for a component test: one component at a time, taken down after
 * each test (`takeDown` in `afterEach`), and a wait for a state the island reaches in steps (its
 * words, its form, its log load one after another) instead of a fixed time.
 */
import { flushSync, mount, unmount, type Component } from 'svelte';

let current: { component: ReturnType<typeof mount>; target: HTMLElement } | null = null;

/** Mount `C` with `props` in a fresh element of the page, drawn at once; returns that element. */
// Svelte's own bound for a component's props (`Component<Props extends Record<string, any>>`).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function mountInto<P extends Record<string, any>>(C: Component<P>, props: P): HTMLElement {
  const target = document.createElement('div');
  document.body.append(target);
  current = { component: mount(C, { target, props }), target };
  flushSync();
  return target;
}

/** Unmount the component mounted last, if any, and remove its element. */
export function takeDown(): void {
  if (!current) return;
  void unmount(current.component);
  current.target.remove();
  current = null;
}

/** Wait until `ok()` holds (up to about `ms`, two seconds by default), flushing Svelte's updates; fails naming `what`. */
export async function until(ok: () => boolean, what: string, ms = 2000): Promise<void> {
  for (let i = 0; i < ms / 10; i++) {
    flushSync();
    if (ok()) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`never: ${what}`);
}
