/**
 * Autosave in localStorage that never loses a user's work: a stored entry that cannot be read
 * is kept aside under `<key>.unreadable` (never overwritten by the next save) and reported with
 * the reason; writing failures (private mode, full storage) are reported, not thrown.
 */

export type Restored<T> = { ok: true; value: T } | { ok: false; error: string } | null;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Read and check the stored entry; `parse` throws an Error naming the place when it is wrong. */
export function restore<T>(key: string, parse: (raw: unknown) => T): Restored<T> {
  const ls = storage();
  const text = ls?.getItem(key);
  if (text == null) return null;
  try {
    return { ok: true, value: parse(JSON.parse(text)) };
  } catch (e) {
    const why = e instanceof SyntaxError ? `it is not valid JSON (${e.message})` : (e as Error).message;
    try {
      if (ls!.getItem(`${key}.unreadable`) == null) ls!.setItem(`${key}.unreadable`, text);
    } catch {
      /* the original stays where it is */
    }
    return { ok: false, error: why };
  }
}

/** Save; returns an error sentence when the browser refuses. */
export function save(key: string, value: unknown): string | null {
  const ls = storage();
  if (!ls) return 'this browser does not let the page save (storage is off)';
  try {
    ls.setItem(key, JSON.stringify(value));
    return null;
  } catch (e) {
    return `the browser refused to save (${(e as Error).name})`;
  }
}
