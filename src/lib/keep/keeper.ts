/**
 * What the sandbox and the calculator share about keeping a user's game or tally: where it comes
 * from (a link on load or pasted later, the autosave, a file, another tab) and that nothing is
 * replaced without being kept first.
 *
 * - Every replaced state goes into the recent list (`recent.ts`) before the new one is shown, and
 *   the notice that follows has an Undo. When it cannot be kept (storage full), nothing is
 *   replaced: the notice says so and offers to go ahead anyway.
 * - Another tab's change is followed; when this tab changed too, its version is kept first.
 * - A link pasted into an open page (`hashchange`) is handled as a link on load.
 * Plain TypeScript: the page gives callbacks to read its state and to show a new one.
 */
import { decodePayload, hashParam, PayloadError } from '@lib/io/link-payload';
// The recent list loads when something is first replaced: most visits replace nothing.
import type { RecentEntry } from './recent';
import type { KeeperSpec, Notice, NoticeAction } from './types';

export type { KeeperSpec, Notice, NoticeAction } from './types';
import { keepAside, readStored, Slot } from './stored';
import { messageOf } from '@lib/io/errors';

const download = async (name: string, text: string) => (await import('@lib/io/download')).downloadText(name, text);

const plural = (noun: string) => (noun.endsWith('y') ? `${noun.slice(0, -1)}ies` : `${noun}s`);

export class Keeper<T> {
  readonly slot: Slot;
  private stop: (() => void)[] = [];

  constructor(private spec: KeeperSpec<T>) {
    this.slot = new Slot(spec.key);
  }

  /** Identity of the state the address bar's link describes (opened from it or written to it), or null. */
  private linked: string | null = null;

  private id(s: T): string {
    return JSON.stringify(this.spec.identity ? this.spec.identity(s) : this.spec.toStored(s));
  }

  private same(a: T, b: T): boolean {
    return this.id(a) === this.id(b);
  }

  private linkedTo(s: T): void {
    this.linked = this.id(s);
  }

  /**
   * Write the current state's link to the address bar (formats §6). 'too-large': the address bar
   * is left without one (the page says to export a file instead); 'stale': the state changed
   * meanwhile and its own write follows.
   */
  async writeLink(make: (s: T) => Promise<string>, maxChars: number): Promise<'written' | 'too-large' | 'stale'> {
    const cur = this.spec.current();
    if (!cur) return 'stale';
    const id = this.id(cur);
    const h = await make(cur);
    const now = this.spec.current();
    if (!now || this.id(now) !== id) return 'stale';
    this.linked = h.length > maxChars ? null : id;
    history.replaceState(null, '', h.length > maxChars ? location.pathname + location.search : h);
    return this.linked ? 'written' : 'too-large';
  }

  /**
   * The page's state changed: a link in the address bar that no longer describes it is taken off
   * at once (the new one is written a moment later, with the save). Otherwise a reload in that
   * moment would open the old link over the change just saved on leaving the page.
   */
  changed(): void {
    if (hashParam(location.hash, this.spec.hashKey) === null) return;
    const cur = this.spec.current();
    if (cur && this.linked !== null && this.linked === this.id(cur)) return;
    history.replaceState(null, '', location.pathname + location.search);
    this.linked = null;
  }

  private async keep(s: T, why: string): Promise<{ ok: true } | { ok: false; error: string }> {
    if (!this.spec.worthKeeping(s)) return { ok: true };
    const { keepRecent } = await import('./recent');
    const r = keepRecent({ kind: this.spec.kind, ...this.spec.summary(s), why, data: this.spec.toStored(s) });
    return r.ok ? { ok: true } : r;
  }

  /**
   * Open the state the page should show: the link's, else the saved one. Returns null for
   * "nothing: start a new one". Messages go to the notice.
   */
  async open(hash: string): Promise<{ state: T | null; from: 'link' | 'storage' | 'new' }> {
    const { spec } = this;
    const problems: string[] = [];
    const actions: NoticeAction[] = [];
    let stored: T | null = null;
    const text = this.slot.current();
    this.slot.known = text;
    if (text !== null) {
      try {
        stored = await spec.fromStored(readStored(text));
      } catch (e) {
        const why = messageOf(e);
        const keptAs = keepAside(spec.key, text);
        actions.push({ label: 'Download it', run: () => void download(`unreadable-${spec.key}.json`, text) });
        if (keptAs) problems.push(`The ${spec.noun} saved in this browser could not be restored: ${why}. A copy is kept aside (under ${keptAs} in this browser's storage); download it if you want to repair it.`);
        else {
          this.slot.paused = `the ${spec.noun} saved in this browser could not be read, nor copied aside (the browser's storage is full or refuses), so this page will not save over it`;
          problems.push(`The ${spec.noun} saved in this browser could not be restored: ${why}. It could not be copied aside either (the browser's storage is full or refuses), so it is left where it is and this page will not save over it until you download it or discard it.`);
          actions.push({ label: 'Discard it', run: () => this.discardUnreadable() });
        }
      }
    }
    const payload = hashParam(hash, spec.hashKey);
    if (payload !== null) {
      try {
        const linked = await spec.fromLink(await decodePayload(payload));
        this.linkedTo(linked);
        // The link of the saved game itself (the address bar after a reload): the saved one, with its extras.
        if (stored && this.same(stored, linked)) {
          spec.notice(problems.length ? { text: problems.join(' '), actions, alert: true } : null);
          return { state: stored, from: 'storage' };
        }
        if (stored) {
          const kept = await this.keep(stored, 'replaced by a link');
          if (!kept.ok) {
            problems.push(`The ${spec.noun} in this link was not opened: your saved ${spec.noun} could not be kept first (${kept.error}). Export it as a file first, or open the link anyway.`);
            actions.push({ label: 'Open the link anyway', run: () => void this.replace(linked, `Opened the ${spec.noun} from the link.`, 'replaced by a link', true) });
            spec.notice({ text: problems.join(' '), actions, alert: true });
            return { state: stored, from: 'storage' };
          }
          const previous = stored;
          const note = `Opened the ${spec.noun} from the link. Your previous ${spec.noun} is kept in Recent ${plural(spec.noun)}.`;
          spec.notice({ text: [...problems, note].join(' '), actions: [...actions, this.undoTo(previous)], alert: problems.length > 0 });
          return { state: linked, from: 'link' };
        }
        spec.notice(problems.length ? { text: problems.join(' '), actions, alert: true } : null);
        return { state: linked, from: stored ? 'storage' : 'link' };
      } catch (e) {
        const why = e instanceof PayloadError ? e.message : messageOf(e);
        problems.unshift(`The ${spec.noun} in this link could not be opened: ${why}. Your saved ${spec.noun} is unchanged.`);
      }
    }
    spec.notice(problems.length ? { text: problems.join(' '), actions, alert: true } : null);
    return { state: stored, from: stored ? 'storage' : 'new' };
  }

  private discardUnreadable() {
    this.slot.release();
    this.spec.notice({ text: `The unreadable ${this.spec.noun} was discarded; this page saves again.`, actions: [] });
    const cur = this.spec.current();
    if (cur) this.spec.show(cur, '');
  }

  private undoTo(previous: T): NoticeAction {
    return { label: 'Undo', run: () => void this.replace(previous, `Back to the previous ${this.spec.noun}.`, 'undone') };
  }

  /**
   * Show `next` instead of the current state, keeping the current one in the recent list first.
   * Returns false when it could not be kept (nothing replaced; the notice offers to go ahead).
   */
  async replace(next: T, say: string, why: string, force = false): Promise<boolean> {
    const { spec } = this;
    const cur = spec.current();
    let kept = false;
    if (cur && !this.same(cur, next)) {
      const k = await this.keep(cur, why);
      if (!k.ok && !force) {
        spec.notice({
          text: `${say.replace(/\.$/, '')}: not done, because your current ${spec.noun} could not be kept first (${k.error}). Export it as a file first, or go ahead anyway.`,
          actions: [{ label: 'Go ahead anyway', run: () => void this.replace(next, say, why, true) }],
          alert: true,
        });
        return false;
      }
      kept = k.ok && spec.worthKeeping(cur);
    }
    spec.show(next, say);
    spec.notice({
      text: `${say}${kept ? ` Your previous ${spec.noun} is kept in Recent ${plural(spec.noun)}.` : ''}`,
      actions: cur && !this.same(cur, next) ? [this.undoTo(cur)] : [],
    });
    return true;
  }

  /** Reopen a recent entry (the current state is kept in its place). */
  async reopen(entry: RecentEntry): Promise<void> {
    try {
      const s = await this.spec.fromStored(entry.data);
      await this.replace(s, `Reopened the ${this.spec.noun} of ${new Date(entry.at).toLocaleString()}.`, 'replaced by a recent one');
    } catch (e) {
      this.spec.notice({ text: `That ${this.spec.noun} could not be reopened: ${messageOf(e)}.`, actions: [], alert: true });
    }
  }

  /** Write the page's state; an error sentence when it could not be saved. */
  save(): string | null {
    const cur = this.spec.current();
    if (!cur) return null;
    const r = this.slot.write(this.spec.toStored(cur));
    if (r.ok) return null;
    if ('conflict' in r) {
      void this.follow(r.conflict, true);
      return null;
    }
    return r.error;
  }

  /** Another tab's text is now stored: show it, keeping this tab's state first if it changed too. */
  private async follow(text: string | null, clash: boolean): Promise<void> {
    const { spec } = this;
    const mine = spec.current();
    if (text === null) {
      // The other tab removed it (cleared the site's data): this tab's state is written back.
      this.slot.known = null;
      if (mine) this.save();
      return;
    }
    let theirs: T;
    try {
      theirs = await spec.fromStored(readStored(text));
    } catch (e) {
      // Another tab (an older version of the page?) wrote something this page cannot read: it is
      // copied aside before this page writes its own over it; if it cannot be, nothing is written.
      this.slot.known = text;
      const keptAs = keepAside(spec.key, text);
      if (!keptAs) {
        this.slot.paused = `the ${spec.noun} saved in this browser could not be read, nor copied aside, so this page will not save over it`;
        spec.notice({
          text: `Another tab saved a ${spec.noun} this page cannot read (${messageOf(e)}), and it could not be copied aside (the browser's storage is full or refuses), so this page will not save over it until you download it or discard it.`,
          actions: [
            { label: 'Download it', run: () => void download(`unreadable-${spec.key}.json`, text) },
            { label: 'Discard it', run: () => this.discardUnreadable() },
          ],
          alert: true,
        });
        return;
      }
      if (mine) this.save();
      return;
    }
    this.slot.known = text;
    if (mine && this.same(mine, theirs)) return;
    if (mine && clash) {
      const kept = await this.keep(mine, 'changed in two tabs at once');
      spec.show(theirs, '');
      spec.notice({
        text: `This ${spec.noun} was changed in another tab at the same time. This tab now shows that version${kept.ok ? `; yours is kept in Recent ${plural(spec.noun)}` : ''}.`,
        actions: [this.undoTo(mine)],
        alert: !kept.ok,
      });
      return;
    }
    spec.show(theirs, `Updated from another tab.`);
  }

  /** Follow other tabs and links pasted into the address bar. */
  watch(): void {
    this.stop.push(this.slot.listen((text) => void this.follow(text, this.spec.pending())));
    const onHash = () => void this.openHash(location.hash);
    window.addEventListener('hashchange', onHash);
    this.stop.push(() => window.removeEventListener('hashchange', onHash));
  }

  /** A link that arrives in the open page. */
  async openHash(hash: string): Promise<void> {
    const { spec } = this;
    const payload = hashParam(hash, spec.hashKey);
    if (payload === null) return;
    let next: T;
    try {
      next = await spec.fromLink(await decodePayload(payload));
    } catch (e) {
      const why = e instanceof PayloadError ? e.message : messageOf(e);
      spec.notice({ text: `The ${spec.noun} in this link could not be opened: ${why}. Your ${spec.noun} is unchanged.`, actions: [], alert: true });
      const cur = spec.current();
      if (cur) spec.show(cur, ''); // the address bar gets the current state's link back
      return;
    }
    const cur = spec.current();
    this.linkedTo(next);
    if (cur && this.same(cur, next)) return;
    await this.replace(next, `Opened the ${spec.noun} from the link.`, 'replaced by a link');
  }

  destroy(): void {
    for (const f of this.stop) f();
    this.stop = [];
  }
}
