/**
 * Runs `f` when the browser is idle (at the latest after `timeout` ms; soon, where it cannot tell); returns a
 * cancel.
 */
export function whenIdle(f: () => void, timeout = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(f, { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(f, 50);
  return () => clearTimeout(id);
}
