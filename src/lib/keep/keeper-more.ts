/**
 * The keeper's rarer paths (keeper.ts), loaded when first needed: replacing a state (the replaced
 * one kept in the recent list first), another tab's change, a saved state that cannot be read, a
 * link that arrives over a different saved state or in the open page. Most visits restore a state
 * and never load this.
 */
import { decodePayload } from '@lib/io/link-payload';
import { messageOf } from '@lib/io/errors';
import type { KeeperCore, NoticeAction } from './keeper-types';
import { keepRecent, type RecentEntry } from './recent';
import { keepAside } from './aside';
import { parseStored } from './stored';

const plural = (noun: string) => (noun.endsWith('y') ? `${noun.slice(0, -1)}ies` : `${noun}s`);

/** Put `s` in the recent list (a state with nothing in it is not kept, and counts as kept). */
function keep<T>(k: KeeperCore<T>, s: T, why: string): { ok: true } | { ok: false; error: string } {
  if (!k.spec.worthKeeping(s)) return { ok: true };
  const r = keepRecent({ kind: k.spec.kind, ...k.spec.summary(s), why, data: k.spec.toStored(s) });
  return r.ok ? { ok: true } : r;
}

function undoTo<T>(k: KeeperCore<T>, previous: T): NoticeAction {
  return { label: 'Undo', run: () => void k.replace(previous, `Back to the previous ${k.spec.noun}.`, 'undone') };
}

/** Show `next` instead of the current state, keeping the current one first; false when it could not be kept (see Keeper.replace). */
export function replace<T>(k: KeeperCore<T>, next: T, say: string, why: string, force: boolean): boolean {
  const { spec } = k;
  const cur = spec.current();
  let kept = false;
  if (cur && !k.same(cur, next)) {
    const r = keep(k, cur, why);
    if (!r.ok && !force) {
      spec.notice({
        text: `${say.replace(/\.$/, '')}: not done, because your current ${spec.noun} could not be kept first (${r.error}). Export it as a file first, or go ahead anyway.`,
        actions: [{ label: 'Go ahead anyway', run: () => void k.replace(next, say, why, true) }],
        alert: true,
      });
      return false;
    }
    kept = r.ok && spec.worthKeeping(cur);
  }
  spec.show(next, say);
  spec.notice({
    text: `${say}${kept ? ` Your previous ${spec.noun} is kept in Recent ${plural(spec.noun)}.` : ''}`,
    actions: cur && !k.same(cur, next) ? [undoTo(k, cur)] : [],
  });
  return true;
}

/** Reopen a recent entry (the current state is kept in its place). */
export async function reopen<T>(k: KeeperCore<T>, entry: RecentEntry): Promise<void> {
  try {
    const s = await k.spec.fromStored(entry.data);
    await k.replace(s, `Reopened the ${k.spec.noun} of ${new Date(entry.at).toLocaleString()}.`, 'replaced by a recent one');
  } catch (e) {
    k.spec.notice({ text: `That ${k.spec.noun} could not be reopened: ${messageOf(e)}.`, actions: [], alert: true });
  }
}

const download = async (name: string, text: string) => (await import('@lib/io/download')).downloadText(name, text);

/** The stored text could not be read (`e`): kept aside if it can be, else this page will not save over it. */
export function unreadable<T>(k: KeeperCore<T>, text: string, e: unknown, problems: string[], actions: NoticeAction[]): void {
  const { spec } = k;
  const why = messageOf(e);
  const keptAs = keepAside(spec.key, text);
  actions.push({ label: 'Download it', run: () => void download(`unreadable-${spec.key}.json`, text) });
  if (keptAs) problems.push(`The ${spec.noun} saved in this browser could not be restored: ${why}. A copy is kept aside (under ${keptAs} in this browser's storage); download it if you want to repair it.`);
  else {
    k.slot.paused = `the ${spec.noun} saved in this browser could not be read, nor copied aside (the browser's storage is full or refuses), so this page will not save over it`;
    problems.push(`The ${spec.noun} saved in this browser could not be restored: ${why}. It could not be copied aside either (the browser's storage is full or refuses), so it is left where it is and this page will not save over it until you download it or discard it.`);
    actions.push({ label: 'Discard it', run: () => discardUnreadable(k) });
  }
}

function discardUnreadable<T>(k: KeeperCore<T>): void {
  k.slot.release();
  k.spec.notice({ text: `The unreadable ${k.spec.noun} was discarded; this page saves again.`, actions: [] });
  const cur = k.spec.current();
  if (cur) k.spec.show(cur, '');
}

/** A link on load that is not the saved state: the saved one is kept first (else it stays, and the notice offers the link). */
export async function linkOverStored<T>(k: KeeperCore<T>, stored: T, linked: T, problems: string[], actions: NoticeAction[]): Promise<{ state: T; from: 'link' | 'storage' }> {
  const { spec } = k;
  const kept = keep(k, stored, 'replaced by a link');
  if (!kept.ok) {
    problems.push(`The ${spec.noun} in this link was not opened: your saved ${spec.noun} could not be kept first (${kept.error}). Export it as a file first, or open the link anyway.`);
    actions.push({ label: 'Open the link anyway', run: () => void k.replace(linked, `Opened the ${spec.noun} from the link.`, 'replaced by a link', true) });
    spec.notice({ text: problems.join(' '), actions, alert: true });
    return { state: stored, from: 'storage' };
  }
  const note = `Opened the ${spec.noun} from the link. Your previous ${spec.noun} is kept in Recent ${plural(spec.noun)}.`;
  spec.notice({ text: [...problems, note].join(' '), actions: [...actions, undoTo(k, stored)], alert: problems.length > 0 });
  return { state: linked, from: 'link' };
}

/** Another tab's text (`mine`: this tab's state when it came) is now stored: show it, keeping this tab's state first if it changed too. */
export async function follow<T>(k: KeeperCore<T>, text: string, mine: T | null, clash: boolean): Promise<void> {
  const { spec } = k;
  let theirs: T;
  try {
    theirs = await spec.fromStored(parseStored(text));
  } catch (e) {
    // Another tab (an older version of the page?) wrote something this page cannot read: it is
    // copied aside before this page writes its own over it; if it cannot be, nothing is written.
    k.slot.known = text;
    const keptAs = keepAside(spec.key, text);
    if (!keptAs) {
      k.slot.paused = `the ${spec.noun} saved in this browser could not be read, nor copied aside, so this page will not save over it`;
      spec.notice({
        text: `Another tab saved a ${spec.noun} this page cannot read (${messageOf(e)}), and it could not be copied aside (the browser's storage is full or refuses), so this page will not save over it until you download it or discard it.`,
        actions: [
          { label: 'Download it', run: () => void download(`unreadable-${spec.key}.json`, text) },
          { label: 'Discard it', run: () => discardUnreadable(k) },
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
      text: `This ${spec.noun} was changed in another tab at the same time. This tab now shows that version${kept.ok ? `; yours is kept in Recent ${plural(spec.noun)}` : ''}.`,
      actions: [undoTo(k, mine)],
      alert: !kept.ok,
    });
    return;
  }
  spec.show(theirs, `Updated from another tab.`);
}

/** A link (its payload) that arrives in the open page. */
export async function openHash<T>(k: KeeperCore<T>, payload: string): Promise<void> {
  const { spec } = k;
  let next: T;
  try {
    next = await spec.fromLink(await decodePayload(payload));
  } catch (e) {
    spec.notice({ text: `The ${spec.noun} in this link could not be opened: ${messageOf(e)}. Your ${spec.noun} is unchanged.`, actions: [], alert: true });
    const cur = spec.current();
    if (cur) spec.show(cur, ''); // the address bar gets the current state's link back
    return;
  }
  const cur = spec.current();
  k.linkedTo(next);
  if (cur && k.same(cur, next)) return;
  await k.replace(next, `Opened the ${spec.noun} from the link.`, 'replaced by a link');
}
