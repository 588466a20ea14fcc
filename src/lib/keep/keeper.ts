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
 * Plain TypeScript: the page gives callbacks to read its state and to show a new one. What happens
 * only when a state is replaced or something goes wrong (keeping the replaced state, another tab,
 * an unreadable saved state, a link over a different saved state, a link pasted later) is in
 * keeper-more.ts, loaded when first needed.
 */
import { hashParam } from '@lib/io/hash';
import { reasonOf, type Said } from '@lib/io/reasons';
// The recent list loads when something is first replaced (with keeper-more.ts): most visits replace nothing.
import type { RecentEntry } from './recent';
import { parseStored, Slot } from './stored';
import type { KeeperCore, KeeperSpec, NoticeAction } from './keeper-types';
import { wordsFor } from '@lib/i18n/ui/load';
import type { KeepWords } from '@lib/i18n/ui/keep.en';

export type { KeeperSpec, Notice, NoticeAction } from './keeper-types';

/**
 * JSON with every object's keys in one order: two states holding the same things are the same, whatever order
 * their keys were set in.
 */
export function canonical(v: unknown): string {
  return JSON.stringify(v, (_k, x: unknown) =>
    x && typeof x === 'object' && !Array.isArray(x)
      ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : x,
  );
}

export class Keeper<T> implements KeeperCore<T> {
  readonly slot: Slot;
  private stop: (() => void)[] = [];

  constructor(readonly spec: KeeperSpec<T>) {
    this.slot = new Slot(spec.key);
  }

  /** Identity of the state the address bar's link describes (opened from it or written to it), or null. */
  private linked: string | null = null;

  private loaded: KeepWords | null = null;

  /** The messages' words, in the spec's language (English by default). */
  get words(): KeepWords {
    if (!this.loaded) throw new Error('the keeper has not loaded its words yet');
    return this.loaded;
  }

  /** Load the messages' words (the page may want them for its own messages about saving). */
  async loadWords(): Promise<KeepWords> {
    this.loaded ??= await wordsFor<KeepWords>(
      { en: () => import('@lib/i18n/ui/keep.en'), fr: () => import('@lib/i18n/ui/keep.fr') },
      this.spec.lang ?? 'en',
    );
    return this.loaded;
  }

  /** The keeper's rarer paths (keeper-more.ts), with the words they say things in. */
  private async more(): Promise<typeof import('./keeper-more')> {
    const [m] = await Promise.all([import('./keeper-more'), this.loadWords()]);
    return m;
  }

  private id(s: T): string {
    return canonical(this.spec.identity ? this.spec.identity(s) : this.spec.toStored(s));
  }

  same(a: T, b: T): boolean {
    return this.id(a) === this.id(b);
  }

  worthKeeping(s: T): boolean {
    return !this.same(s, this.spec.blank(s));
  }

  linkedTo(s: T): void {
    this.linked = this.id(s);
  }

  /**
   * Write the current state's link to the address bar (formats §6). 'too-large': the address bar
   * is left without one (the page says to export a file instead); 'stale': the state changed
   * meanwhile and its own write follows.
   */
  async writeLink(
    make: (s: T) => Promise<string>,
    maxChars: number,
  ): Promise<'written' | 'too-large' | 'stale'> {
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
    if (!this.spec.hashKey || hashParam(location.hash, this.spec.hashKey) === null) return;
    const cur = this.spec.current();
    if (cur && this.linked !== null && this.linked === this.id(cur)) return;
    history.replaceState(null, '', location.pathname + location.search);
    this.linked = null;
  }

  /**
   * Open the state the page should show: the link's, else the saved one. Returns null for
   * "nothing: start a new one". Messages go to the notice.
   */
  async open(hash: string): Promise<{ state: T | null; from: 'link' | 'storage' | 'new' }> {
    const { spec } = this;
    const problems: string[] = [];
    let details: string | undefined;
    const actions: NoticeAction[] = [];
    let stored: T | null = null;
    const text = this.slot.current();
    this.slot.known = text;
    if (text !== null) {
      try {
        stored = await spec.fromStored(parseStored(text));
      } catch (e) {
        (await this.more()).unreadable(this, text, e, problems, actions);
      }
    }
    const payload = spec.hashKey ? hashParam(hash, spec.hashKey) : null;
    if (payload === null) await this.stray(hash, problems, actions);
    if (payload !== null && spec.fromLink) {
      try {
        const linked = await spec.fromLink(await (await import('@lib/io/link-read')).readPayload(payload));
        this.linkedTo(linked);
        if (stored && !this.same(stored, linked))
          return await (await this.more()).linkOverStored(this, stored, linked, problems, actions);
        // No saved state, or the link of the saved one itself (the address bar after a reload): the saved
        // one, with its extras.
        spec.notice(problems.length ? { text: problems.join(' '), actions, alert: true } : null);
        return stored ? { state: stored, from: 'storage' } : { state: linked, from: 'link' };
      } catch (e) {
        const w = await this.loadWords();
        const why = reasonOf(e);
        problems.unshift(w.linkRefusedSaved(spec.noun, why));
        details = w.tools(why) ?? undefined;
      }
    }
    spec.notice(problems.length ? { text: problems.join(' '), actions, alert: true, details } : null);
    return { state: stored, from: stored ? 'storage' : 'new' };
  }

  /**
   * Show `next` instead of the current state, keeping the current one in the recent list first
   * (keeper-more.ts). Returns false when it could not be kept (nothing replaced; the notice offers
   * to go ahead).
   */
  async replace(next: T, say: string, why: string, force = false): Promise<boolean> {
    return (await this.more()).replace(this, next, say, why, force);
  }

  /** Reopen a recent entry (the current state is kept in its place). */
  async reopen(entry: RecentEntry): Promise<void> {
    await (await this.more()).reopen(this, entry);
  }

  /** Write the page's state; the reason when it could not be saved. */
  save(): Said | null {
    const cur = this.spec.current();
    if (!cur) return null;
    const r = this.slot.write(this.spec.toStored(cur));
    if (r.ok) return null;
    if ('conflict' in r) {
      this.follow(r.conflict, true);
      return null;
    }
    return r.error;
  }

  /** Another tab's text is now stored: show it, keeping this tab's state first if it changed too (keeper-more.ts). */
  private follow(text: string | null, clash: boolean): void {
    const mine = this.spec.current();
    if (text === null) {
      // The other tab removed it (cleared the site's data): this tab's state is written back.
      this.slot.known = null;
      if (mine) this.save();
      return;
    }
    void this.more().then((m) => m.follow(this, text, mine, clash));
  }

  /** Follow other tabs and links pasted into the address bar. */
  watch(): void {
    this.stop.push(this.slot.listen((text) => this.follow(text, this.spec.pending())));
    const onHash = () => void this.openHash(location.hash);
    window.addEventListener('hashchange', onHash);
    this.stop.push(() => window.removeEventListener('hashchange', onHash));
  }

  /** A link that arrives in the open page. */
  async openHash(hash: string): Promise<void> {
    if (!this.spec.hashKey) return;
    const payload = hashParam(hash, this.spec.hashKey);
    if (payload !== null) {
      await (await this.more()).openHash(this, payload);
      return;
    }
    const problems: string[] = [];
    const actions: NoticeAction[] = [];
    if (await this.stray(hash, problems, actions))
      this.spec.notice({ text: problems.join(' '), actions, alert: true });
  }

  /**
   * A link this page cannot read as written (`#TALLY=`, `#tally%3D`, `?tally=`) or another page's
   * (`#tally=` on the sandbox): said, with an action to open it where it belongs (keeper-more.ts,
   * loaded only when the address names a link key at all). True when there was one.
   */
  private async stray(hash: string, problems: string[], actions: NoticeAction[]): Promise<boolean> {
    const search = typeof location === 'undefined' ? '' : location.search;
    if (!this.spec.hashKey || !/record|tally/i.test(hash + search)) return false;
    return (await this.more()).stray(this, hash, search, problems, actions);
  }

  destroy(): void {
    for (const f of this.stop) f();
    this.stop = [];
  }
}
