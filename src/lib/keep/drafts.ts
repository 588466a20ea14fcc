/**
 * Work a player has not finished (a half-built set-up position, a "Score one feature now" line, a
 * typed answer): kept in this tab's session storage as it changes, so a reload of the tab (the
 * update prompt's "Load it", a slip of the finger) brings it back where it was. Session storage
 * is the tab's own: two tabs never share or overwrite a draft, and it goes with the tab. A draft
 * is checked when taken back (`check` returns null for one it cannot use: written by another
 * version, or for another game), and a draft that cannot be read is dropped, never thrown.
 */
export const DRAFT_PREFIX = 'nwc.draft.';

function tabStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Keep `value` as the draft `name` (null: the work is done or closed, the draft goes). False when the browser
 * refused.
 */
export function keepDraft(name: string, value: unknown): boolean {
  const ss = tabStorage();
  if (!ss) return false;
  try {
    if (value === null || value === undefined) ss.removeItem(DRAFT_PREFIX + name);
    else ss.setItem(DRAFT_PREFIX + name, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

export const dropDraft = (name: string): boolean => keepDraft(name, null);

/** Whether a draft `name` is kept in this tab (a page opens the editor that holds it). */
export function hasDraft(name: string): boolean {
  try {
    return tabStorage()?.getItem(DRAFT_PREFIX + name) != null;
  } catch {
    return false;
  }
}

/** The draft `name`, checked; null when there is none or it cannot be used (then it is dropped). */
export function takeDraft<T>(name: string, check: (raw: unknown) => T | null): T | null {
  let text: string | null = null;
  try {
    text = tabStorage()?.getItem(DRAFT_PREFIX + name) ?? null;
  } catch {
    return null;
  }
  if (text === null) return null;
  try {
    const v = check(JSON.parse(text));
    if (v === null) dropDraft(name);
    return v;
  } catch {
    dropDraft(name);
    return null;
  }
}
