/**
 * A Map-backed stand-in for the browser's localStorage, for tests that run in Node. Install it
 * with `vi.stubGlobal('localStorage', fakeStorage())` and undo with `vi.unstubAllGlobals()`.
 */
export interface FakeStorage extends Storage {
  readonly map: Map<string, string>;
  /** When set, setItem throws it (a full or private-mode storage). */
  refuse: Error | null;
  /** When it returns true for a write, that write throws a full-storage error. */
  refuseWhen: ((key: string, value: string) => boolean) | null;
  writes: number;
}

export function fakeStorage(entries: Record<string, string> = {}): FakeStorage {
  const map = new Map(Object.entries(entries));
  const store: FakeStorage = {
    map,
    refuse: null,
    refuseWhen: null,
    writes: 0,
    get length() {
      return map.size;
    },
    key: (i: number) => [...map.keys()][i] ?? null,
    getItem: (k: string) => (map.has(k) ? map.get(k)! : null),
    setItem(k: string, v: string) {
      if (store.refuse) throw store.refuse;
      if (store.refuseWhen?.(k, String(v))) throw quotaError();
      store.writes++;
      map.set(k, String(v));
    },
    removeItem: (k: string) => void map.delete(k),
    clear: () => map.clear(),
  };
  return store;
}

/** The error a browser throws when storage is full. */
export function quotaError(): Error {
  return new DOMException('The quota has been exceeded.', 'QuotaExceededError');
}
