/**
 * The calculator's tally kept (Calculator.svelte), apart from the sheet that edits it: the keeper that
 * opens a link or the saved tally, replaces the sheet (keeping the old one in the recent list, with Undo)
 * and follows other tabs; the save in this browser a moment after each change (several quick taps make
 * one save) or at once when the page is hidden or left; and the `#tally=…` link in the address bar.
 */
import type { Said } from '@lib/io/reasons';
import { MAX_LINK_CHARS } from '@lib/io/link-payload';
import { Keeper, type Notice } from '@lib/keep/keeper';
import type { Lang } from '@lib/i18n/lang';
import { CALC_KEY, blankTally, readTally, tallyLink, tallySummary, type Tally } from './calculator-store';

/** `show`: a kept tally shown (opened, reopened, replaced, undone), with what to say of it. */
export function tallyKeeping(o: {
  lang: Lang;
  tally: () => Tally;
  /** The sheet is drawn: before, there is nothing to keep. */
  ready: () => boolean;
  show: (t: Tally, say: string) => void;
  notice: (n: Notice | null) => void;
  /** The tally is too large for a link. */
  tooLarge: () => void;
}) {
  let saveProblem = $state<Said | null>(null);
  let kept = $state(0);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending = false;
  /** The address of the tally on screen (its `#tally=…` link), for sharing; '' until written. */
  let link = $state('');

  const keeper = new Keeper<Tally>({
    key: CALC_KEY,
    kind: 'tally',
    noun: 'tally',
    lang: o.lang,
    hashKey: 'tally',
    fromStored: readTally,
    fromLink: readTally,
    toStored: (t) => t,
    summary: tallySummary,
    blank: blankTally,
    current: () => (o.ready() ? o.tally() : null),
    show: (t, say) => {
      o.show(t, say);
      kept++;
    },
    notice: (n) => o.notice(n),
    pending: () => pending,
  });

  // Save and rewrite the link a moment after each change (several quick taps make one save).
  $effect(() => {
    void o.tally();
    if (!o.ready()) return;
    keeper.changed();
    pending = true;
    clearTimeout(timer);
    timer = setTimeout(flush, 150);
  });
  function flush() {
    clearTimeout(timer);
    if (!pending || !o.ready()) return;
    pending = false;
    saveProblem = keeper.save();
    void keeper.writeLink(tallyLink, MAX_LINK_CHARS).then((r) => {
      if (r === 'too-large') o.tooLarge();
      if (r !== 'stale') link = r === 'written' ? location.href : '';
    });
  }

  return {
    keeper,
    /** Save now, if anything changed (the page hidden or left). */
    flush,
    get link() {
      return link;
    },
    /** Why the last save failed (storage full or refused), or null. */
    get saveProblem() {
      return saveProblem;
    },
    /** Moves when a kept tally is shown, so the recent list reads its entries again. */
    get kept() {
      return kept;
    },
    /** The tally opened is on screen: the address is its link when it holds one; other tabs are followed. */
    opened() {
      if (location.hash.startsWith('#tally=')) link = location.href;
      keeper.watch();
    },
    /** The page is left: nothing more followed, and the last change saved. */
    close() {
      keeper.destroy();
      flush();
    },
  };
}
