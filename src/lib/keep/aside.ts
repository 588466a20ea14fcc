/**
 * Keeping aside what cannot be read (stored.ts): a stored entry that cannot be read is kept under
 * `<key>.unreadable` (or `<key>.unreadable.2`, `.3`, … when that one is taken), the copy read back
 * before the page says it was kept; and the one-shot readers and writers of a key. Loaded with
 * the keeper's rarer paths and the recent list, never with a page.
 */
import { reasonOf, saidEn, storageTold } from '@lib/io/reasons';
import { storage, why } from './stored';

export type Restored<T> =
  | { ok: true; value: T; text: string }
  | { ok: false; error: string; text: string; keptAs: string | null }
  | null;

/** How many unreadable entries are kept aside per key. */
export const MAX_KEPT_ASIDE = 9;

/** The keys where unreadable copies of `key` are kept aside. */
export function asideKeys(key: string): string[] {
  return Array.from({ length: MAX_KEPT_ASIDE }, (_, i) =>
    i === 0 ? `${key}.unreadable` : `${key}.unreadable.${i + 1}`,
  );
}

/**
 * Keep `text` aside under the first free `<key>.unreadable…` key (or the one already holding it); the key, or
 * null when it could not be written.
 */
export function keepAside(key: string, text: string): string | null {
  const ls = storage();
  if (!ls) return null;
  const keys = asideKeys(key);
  const same = keys.find((k) => ls.getItem(k) === text);
  if (same) return same;
  const free = keys.find((k) => ls.getItem(k) === null);
  if (!free) return null;
  try {
    ls.setItem(free, text);
  } catch {
    return null;
  }
  return ls.getItem(free) === text ? free : null;
}

/** Read and check the stored entry; `parse` throws an Error naming the place when it is wrong. */
export function restore<T>(
  key: string,
  parse: (raw: unknown) => T,
  read: (text: string) => unknown = JSON.parse,
): Restored<T> {
  const ls = storage();
  let text: string | null = null;
  try {
    text = ls?.getItem(key) ?? null;
  } catch {
    return null;
  }
  if (text == null) return null;
  try {
    return { ok: true, value: parse(read(text)), text };
  } catch (e) {
    const reason = e instanceof SyntaxError ? `it is not valid JSON (${e.message})` : saidEn(reasonOf(e));
    return { ok: false, error: reason, text, keptAs: keepAside(key, text) };
  }
}

/** Save; returns the reason in English when the browser refuses (a one-shot writer, which tests use). */
export function save(key: string, value: unknown): string | null {
  const ls = storage();
  if (!ls) return storageTold({ code: 'storage-off' }).message;
  try {
    ls.setItem(key, JSON.stringify(value));
    return null;
  } catch (e) {
    return why(e).message;
  }
}
