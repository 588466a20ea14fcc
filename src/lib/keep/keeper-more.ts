/**
 * The keeper's rarer paths (keeper.ts), loaded when first needed: replacing a state (the replaced
 * one kept in the recent list first), another tab's change, a saved state that cannot be read, a
 * link that arrives over a different saved state or in the open page. Most visits restore a state
 * and never load this.
 */
import { decodePayload } from '@lib/io/link-payload';
import { reasonOf, type Said } from '@lib/io/reasons';
import type { KeeperCore, NoticeAction } from './keeper-types';
import { keepRecent, type RecentEntry } from './recent';
import { keepAside } from './aside';
import { parseStored } from './stored';
import { LINK_PAGE, strayLink } from '@lib/io/hash';
import { url } from '@lib/io/url';
import { localePath } from '@lib/i18n/lang';

/** Put `s` in the recent list (a state with nothing in it is not kept, and counts as kept). */
function keep<T>(k: KeeperCore<T>, s: T, why: string): { ok: true } | { ok: false; error: Said } {
  if (!k.worthKeeping(s)) return { ok: true };
  const r = keepRecent({
    kind: k.spec.kindOf?.(s) ?? k.spec.kind,
    ...k.spec.summary(s),
    why,
    data: k.spec.toStored(s),
  });
  return r.ok ? { ok: true } : r;
}

/**
 * Undo, back to `previous`: only while the page still shows `made`, the state the notice speaks of (once it
 * changed, the Undo would lose that change).
 */
function undoTo<T>(k: KeeperCore<T>, previous: T, made: T): NoticeAction {
  return {
    label: k.words.undo,
    run: () => {
      const now = k.spec.current();
      if (now && !k.same(now, made)) return void k.spec.notice(null);
      void k.replace(previous, k.words.backToPrevious(k.spec.noun), 'undone');
    },
  };
}

/**
 * Show `next` instead of the current state, keeping the current one first; false when it could not be kept
 * (see Keeper.replace).
 */
export function replace<T>(k: KeeperCore<T>, next: T, say: string, why: string, force: boolean): boolean {
  const { spec, words: w } = k;
  const cur = spec.current();
  let kept = false;
  if (cur && !k.same(cur, next)) {
    const r = keep(k, cur, why);
    if (!r.ok && !force) {
      spec.notice({
        text: w.notDone(say, spec.noun, r.error),
        actions: [{ label: w.goAhead, run: () => void k.replace(next, say, why, true) }],
        alert: true,
      });
      return false;
    }
    kept = r.ok && k.worthKeeping(cur);
  }
  spec.show(next, say);
  spec.notice({
    text: `${say}${kept ? w.keptInRecent(spec.noun) : ''}`,
    actions: cur && !k.same(cur, next) ? [undoTo(k, cur, next)] : [],
  });
  return true;
}

/** Reopen a recent entry (the current state is kept in its place). */
export async function reopen<T>(k: KeeperCore<T>, entry: RecentEntry): Promise<void> {
  try {
    const s = await k.spec.fromStored(entry.data);
    await k.replace(
      s,
      k.words.reopened(k.spec.noun, k.words.dateTime(new Date(entry.at))),
      'replaced by a recent one',
    );
  } catch (e) {
    k.spec.notice({ text: k.words.notReopened(k.spec.noun, reasonOf(e)), actions: [], alert: true });
  }
}

const download = async (name: string, text: string) =>
  (await import('@lib/io/download')).downloadText(name, text);

/** The stored text could not be read (`e`): kept aside if it can be, else this page will not save over it. */
export function unreadable<T>(
  k: KeeperCore<T>,
  text: string,
  e: unknown,
  problems: string[],
  actions: NoticeAction[],
): void {
  const { spec, words: w } = k;
  const why = reasonOf(e);
  const keptAs = keepAside(spec.key, text);
  actions.push({ label: w.downloadIt, run: () => void download(`unreadable-${spec.key}.json`, text) });
  if (keptAs) problems.push(w.unreadableKept(spec.noun, why, keptAs));
  else {
    k.slot.paused = w.unreadablePaused(spec.noun);
    problems.push(w.unreadableLeft(spec.noun, why));
    actions.push({ label: w.discardIt, run: () => discardUnreadable(k) });
  }
}

function discardUnreadable<T>(k: KeeperCore<T>): void {
  k.slot.release();
  k.spec.notice({ text: k.words.discarded(k.spec.noun), actions: [] });
  const cur = k.spec.current();
  if (cur) k.spec.show(cur, '');
}

/**
 * A link on load that is not the saved state: the saved one is kept first (else it stays, and the notice
 * offers the link).
 */
export function linkOverStored<T>(
  k: KeeperCore<T>,
  stored: T,
  linked: T,
  problems: string[],
  actions: NoticeAction[],
): Promise<{ state: T; from: 'link' | 'storage' }> {
  const { spec, words: w } = k;
  const kept = keep(k, stored, 'replaced by a link');
  if (!kept.ok) {
    problems.push(w.linkNotOpened(spec.noun, kept.error));
    actions.push({
      label: w.openLinkAnyway,
      run: () => void k.replace(linked, w.openedFromLink(spec.noun), 'replaced by a link', true),
    });
    spec.notice({ text: problems.join(' '), actions, alert: true });
    return Promise.resolve({ state: stored, from: 'storage' });
  }
  const note = `${w.openedFromLink(spec.noun)}${w.keptInRecent(spec.noun)}`;
  spec.notice({
    text: [...problems, note].join(' '),
    actions: [...actions, undoTo(k, stored, linked)],
    alert: problems.length > 0,
  });
  return Promise.resolve({ state: linked, from: 'link' });
}

/**
 * Another tab's text (`mine`: this tab's state when it came) is now stored: show it, keeping this tab's state
 * first if it changed too.
 */
export async function follow<T>(
  k: KeeperCore<T>,
  text: string,
  mine: T | null,
  clash: boolean,
): Promise<void> {
  const { spec, words: w } = k;
  let theirs: T;
  try {
    theirs = await spec.fromStored(parseStored(text));
  } catch (e) {
    // Another tab (an older version of the page?) wrote something this page cannot read: it is
    // copied aside before this page writes its own over it; if it cannot be, nothing is written.
    k.slot.known = text;
    const keptAs = keepAside(spec.key, text);
    if (!keptAs) {
      k.slot.paused = w.otherTabPaused(spec.noun);
      spec.notice({
        text: w.otherTabUnreadable(spec.noun, reasonOf(e)),
        actions: [
          { label: w.downloadIt, run: () => void download(`unreadable-${spec.key}.json`, text) },
          { label: w.discardIt, run: () => discardUnreadable(k) },
        ],
        alert: true,
      });
      return;
    }
    if (mine) k.save();
    return;
  }
  k.slot.known = text;
  if (mine && k.same(mine, theirs)) return;
  if (mine && clash) {
    const kept = keep(k, mine, 'changed in two tabs at once');
    spec.show(theirs, '');
    spec.notice({
      text: w.changedInTwoTabs(spec.noun, kept.ok),
      actions: [undoTo(k, mine, theirs)],
      alert: !kept.ok,
    });
    return;
  }
  spec.show(theirs, w.updatedFromOtherTab);
}

/** A link (its payload) that arrives in the open page. */
export async function openHash<T>(k: KeeperCore<T>, payload: string): Promise<void> {
  const { spec } = k;
  let next: T;
  try {
    if (!spec.fromLink) return;
    next = await spec.fromLink(await decodePayload(payload));
  } catch (e) {
    const why = reasonOf(e);
    spec.notice({
      text: k.words.linkRefused(spec.noun, why),
      actions: [],
      alert: true,
      details: k.words.tools(why) ?? undefined,
    });
    const cur = spec.current();
    if (cur) spec.show(cur, ''); // the address bar gets the current state's link back
    return;
  }
  const cur = spec.current();
  k.linkedTo(next);
  if (cur && k.same(cur, next)) return;
  await k.replace(next, k.words.openedFromLink(spec.noun), 'replaced by a link');
}

/**
 * A link the page cannot read as written, or another page's (Keeper.stray): the problem names what was found,
 * the action opens it where it belongs.
 */
export function stray<T>(
  k: KeeperCore<T>,
  hash: string,
  search: string,
  problems: string[],
  actions: NoticeAction[],
): boolean {
  const own = k.spec.hashKey;
  const s = own ? strayLink(hash, search, own) : null;
  if (!s) return false;
  problems.push(k.words.strayLink(s.found, s.key, s.own));
  const fixed = `#${s.key}=${s.payload}`;
  actions.push({
    label: k.words.openStray(s.key, s.own),
    run: () => {
      if (!s.own) return location.assign(url(localePath(k.spec.lang ?? 'en', LINK_PAGE[s.key])) + fixed);
      history.replaceState(null, '', location.pathname + fixed);
      void k.openHash(fixed);
    },
  });
  return true;
}
