/**
 * The autosave store never loses a user's work: an entry it cannot read is kept aside under
 * `<key>.unreadable` (never overwritten) and reported; a save the browser refuses is a sentence.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { asideKeys, keepAside, MAX_KEPT_ASIDE, restore, save } from '@lib/keep/aside';
import { Slot } from '@lib/keep/stored';
import { fakeStorage, quotaError } from './fake-storage';

const KEY = 'test.key';

/** A parser that accepts `{ n: <number> }` and names what is wrong otherwise. */
function parseCounter(raw: unknown): { n: number } {
  if (!raw || typeof raw !== 'object' || typeof (raw as { n?: unknown }).n !== 'number')
    throw new Error('n: must be a number');
  return { n: (raw as { n: number }).n };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('restore', () => {
  it('no storage at all (Node, storage off): null', () => {
    expect(typeof localStorage).toBe('undefined');
    expect(restore(KEY, parseCounter)).toBeNull();
  });

  it('nothing saved under the key: null', () => {
    vi.stubGlobal('localStorage', fakeStorage({ other: '{"n":1}' }));
    expect(restore(KEY, parseCounter)).toBeNull();
  });

  it('a good entry: the parsed value', () => {
    vi.stubGlobal('localStorage', fakeStorage({ [KEY]: '{"n":42}' }));
    expect(restore(KEY, parseCounter)).toEqual({ ok: true, value: { n: 42 }, text: '{"n":42}' });
  });

  it('bad JSON: an error saying so, and the text kept aside under <key>.unreadable', () => {
    const ls = fakeStorage({ [KEY]: '{"n":4' });
    vi.stubGlobal('localStorage', ls);
    const r = restore(KEY, parseCounter);
    expect(r).toMatchObject({ ok: false });
    expect(r!.ok === false && r!.error).toMatch(/^it is not valid JSON \(.+\)$/);
    expect(ls.map.get(`${KEY}.unreadable`)).toBe('{"n":4');
    expect(ls.map.get(KEY)).toBe('{"n":4'); // the original is not removed
  });

  it("valid JSON the parser refuses: the parser's message, and the text kept aside", () => {
    const ls = fakeStorage({ [KEY]: '{"n":"four"}' });
    vi.stubGlobal('localStorage', ls);
    expect(restore(KEY, parseCounter)).toEqual({
      ok: false,
      error: 'n: must be a number',
      text: '{"n":"four"}',
      keptAs: `${KEY}.unreadable`,
    });
    expect(ls.map.get(`${KEY}.unreadable`)).toBe('{"n":"four"}');
  });

  it('an earlier .unreadable copy is never overwritten: the second goes to .unreadable.2, and is read back', () => {
    const ls = fakeStorage({ [KEY]: 'garbage 2', [`${KEY}.unreadable`]: 'garbage 1' });
    vi.stubGlobal('localStorage', ls);
    expect(restore(KEY, parseCounter)).toMatchObject({ ok: false, keptAs: `${KEY}.unreadable.2` });
    expect(ls.map.get(`${KEY}.unreadable`)).toBe('garbage 1');
    expect(ls.map.get(`${KEY}.unreadable.2`)).toBe('garbage 2');
    // The same entry again: already kept, not copied twice.
    expect(restore(KEY, parseCounter)).toMatchObject({ ok: false, keptAs: `${KEY}.unreadable.2` });
    expect(ls.writes).toBe(1);
  });

  it('every aside key taken: keptAs null (the page must not say it was kept)', () => {
    const taken = Object.fromEntries(asideKeys(KEY).map((k, i) => [k, `old ${i}`]));
    const ls = fakeStorage({ [KEY]: 'garbage', ...taken });
    vi.stubGlobal('localStorage', ls);
    expect(restore(KEY, parseCounter)).toMatchObject({ ok: false, keptAs: null });
    expect(asideKeys(KEY)).toHaveLength(MAX_KEPT_ASIDE);
  });

  it('a write that the storage drops silently is not reported as kept', () => {
    const ls = fakeStorage({ [KEY]: 'garbage' });
    ls.setItem = () => {};
    vi.stubGlobal('localStorage', ls);
    expect(keepAside(KEY, 'garbage')).toBeNull();
  });

  it('storage that refuses to keep the copy aside: still the error, no throw', () => {
    const ls = fakeStorage({ [KEY]: 'garbage' });
    ls.refuse = quotaError();
    vi.stubGlobal('localStorage', ls);
    expect(restore(KEY, parseCounter)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/not valid JSON/),
      keptAs: null,
    });
    expect(ls.map.has(`${KEY}.unreadable`)).toBe(false);
    expect(ls.map.get(KEY)).toBe('garbage');
  });
});

describe('save', () => {
  it('writes the JSON and returns null', () => {
    const ls = fakeStorage();
    vi.stubGlobal('localStorage', ls);
    expect(save(KEY, { n: 7, who: 'Zoë' })).toBeNull();
    expect(ls.map.get(KEY)).toBe('{"n":7,"who":"Zoë"}');
  });

  it('a full storage (setItem throws QuotaExceededError): a sentence naming the error', () => {
    const ls = fakeStorage({ [KEY]: '{"n":1}' });
    ls.refuse = quotaError();
    vi.stubGlobal('localStorage', ls);
    expect(save(KEY, { n: 2 })).toBe("the browser's storage for this site is full");
    expect(ls.map.get(KEY)).toBe('{"n":1}');
  });

  it('no storage: a sentence, not a throw', () => {
    expect(save(KEY, { n: 2 })).toBe('this browser does not let the page save (storage is off)');
  });

  it('storage whose very access throws (blocked by the browser): treated as no storage', () => {
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    try {
      expect(save(KEY, { n: 2 })).toBe('this browser does not let the page save (storage is off)');
      expect(restore(KEY, parseCounter)).toBeNull();
    } finally {
      delete (globalThis as { localStorage?: unknown }).localStorage;
    }
  });

  it('what save writes, restore reads back', () => {
    vi.stubGlobal('localStorage', fakeStorage());
    save(KEY, { n: 3 });
    expect(restore(KEY, parseCounter)).toEqual({ ok: true, value: { n: 3 }, text: '{"n":3}' });
  });
});

describe('Slot: one key as one page sees it', () => {
  it("another tab's write since the last read is a conflict, never overwritten", () => {
    const ls = fakeStorage({ [KEY]: '{"n":1}' });
    vi.stubGlobal('localStorage', ls);
    const slot = new Slot(KEY);
    slot.known = slot.current(); // read, as the keeper does on opening
    expect(slot.write({ n: 2 })).toEqual({ ok: true });
    ls.map.set(KEY, '{"n":9}'); // the other tab
    expect(slot.write({ n: 3 })).toEqual({ ok: false, conflict: '{"n":9}' });
    expect(ls.map.get(KEY)).toBe('{"n":9}');
    expect(slot.write({ n: 3 }, true)).toEqual({ ok: true });
    expect(ls.map.get(KEY)).toBe('{"n":3}');
  });

  it('paused (an unreadable entry it could not copy aside): no write until released', () => {
    const ls = fakeStorage({ [KEY]: 'garbage' });
    ls.refuse = quotaError();
    vi.stubGlobal('localStorage', ls);
    const slot = new Slot(KEY);
    slot.known = slot.current();
    expect(restore(KEY, parseCounter)).toMatchObject({ ok: false, keptAs: null });
    // What the keeper does then (keeper-more.ts): this page will not write over it.
    slot.paused = 'the unreadable entry could not be copied aside, so it is left as it was';
    ls.refuse = null;
    expect(slot.write({ n: 1 })).toMatchObject({
      ok: false,
      error: expect.stringContaining('left as it was'),
    });
    expect(ls.map.get(KEY)).toBe('garbage');
    slot.release();
    expect(slot.write({ n: 1 })).toEqual({ ok: true });
  });
});
