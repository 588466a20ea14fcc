/**
 * Autosave in localStorage that never loses a user's work.
 *
 * - A stored entry that cannot be read is kept aside (aside.ts, loaded with the pages' rarer
 *   paths). When it cannot be kept (storage full), the page is told so, and the slot refuses to
 *   write over the entry until the reader has downloaded or discarded it.
 * - Writing failures (private mode, full storage) are reported as sentences, not thrown.
 * - A `Slot` remembers the text it last read or wrote, so a change made by another tab is noticed
 *   (the `storage` event, and a comparison before each write) instead of being overwritten.
 */
import { ReasonError, storageTold, type Said, type Told } from '@lib/io/reasons';

/**
 * What this site wrote to storage (or another tab of it): plain JSON.parse, so the strict reader
 * of links and files need not load with the page; the engine's readers still refuse too deep a
 * nesting with its place.
 */
export function parseStored(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (e) {
    const text = e instanceof Error ? e.message : String(e);
    // The reader's sentences (reasons-en.ts says them alike) without loading all of them.
    const deep = e instanceof RangeError;
    throw new ReasonError(
      {
        code: 'read',
        what: 'text',
        problem: deep ? { code: 'json-deep' } : { code: 'json-syntax', detail: { code: 'said', text } },
      },
      deep ? 'it is nested too deeply' : `it is not valid JSON (${text})`,
    );
  }
}

export function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Why the browser refused to write. */
export function why(e: unknown): Told {
  const name = (e as Error)?.name;
  return storageTold(
    name === 'QuotaExceededError'
      ? { code: 'storage-full' }
      : { code: 'storage-refused', name: name ?? String(e) },
  );
}

export type WriteResult = { ok: true } | { ok: false; error: Said } | { ok: false; conflict: string | null };

/**
 * One key of localStorage as one page sees it. `known` is the text this page last read or wrote:
 * a write finds another text there (another tab wrote since) and reports a conflict instead of
 * overwriting it.
 */
export class Slot {
  known: string | null = null;
  /** Why writes are paused (an unreadable entry that could not be kept aside: keeper-more.ts sets it), or null. */
  paused: Said | null = null;

  constructor(readonly key: string) {}

  /** What is stored under the key now (null when nothing, or no storage). */
  current(): string | null {
    try {
      return storage()?.getItem(this.key) ?? null;
    } catch {
      return null;
    }
  }

  write(value: unknown, force = false): WriteResult {
    if (this.paused && !force) return { ok: false, error: this.paused };
    const ls = storage();
    if (!ls) return { ok: false, error: storageTold({ code: 'storage-off' }) };
    const text = JSON.stringify(value);
    const now = this.current();
    if (!force && now !== this.known && now !== text) return { ok: false, conflict: now };
    if (now === text) {
      this.known = text;
      return { ok: true };
    }
    try {
      ls.setItem(this.key, text);
    } catch (e) {
      return { ok: false, error: why(e) };
    }
    this.known = text;
    this.paused = null;
    return { ok: true };
  }

  /** Let writes go over the unreadable entry (the reader downloaded or discarded it). */
  release(): void {
    this.paused = null;
    this.known = this.current();
  }

  /** Calls `changed(text)` when another tab writes or removes this key. */
  listen(changed: (text: string | null) => void): () => void {
    if (typeof window === 'undefined') return () => {};
    const on = (e: StorageEvent) => {
      if (e.storageArea !== storage() || (e.key !== this.key && e.key !== null)) return;
      const text = e.key === null ? null : e.newValue;
      if (text === this.known) return;
      changed(text);
    };
    window.addEventListener('storage', on);
    return () => window.removeEventListener('storage', on);
  }
}
