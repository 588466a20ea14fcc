/**
 * The sandbox's game kept after every change (sandbox-controller.svelte.ts): saved in this
 * browser through the keeper and written to the address bar as a link (formats §6), a moment
 * after the change (the board is redrawn first, and quick steps such as turning a tile
 * coalesce); leaving the page saves at once.
 */
import type { Session } from '@engine/session/session';
import { MAX_LINK_CHARS } from '@lib/io/hash';
import type { Keeper } from '@lib/keep/keeper';
import type { Said } from '@lib/io/reasons';
import { linkFor, type SandboxGame } from './sandbox-store';
import type { SandboxWords } from '@lib/i18n/ui/sandbox.en';

export type Autosave = ReturnType<typeof autosave>;

/** `say`: the status line, in the page's `words`. */
export function autosave(
  keeper: Keeper<SandboxGame>,
  current: () => Session | null,
  say: (status: string) => void,
  words: () => SandboxWords['status'],
) {
  /** Why the last save failed (storage full or refused), or null. */
  let saveProblem = $state<Said | null>(null);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let unsaved = false;

  /** The address bar gets the current game's link (or none, when the game is too large for one). */
  function writeLink() {
    void keeper
      .writeLink((g) => linkFor(g.session), MAX_LINK_CHARS)
      .then((r) => {
        if (r === 'too-large') say(words().tooLarge);
      });
  }
  /** Save now, if anything changed. */
  function persist() {
    clearTimeout(timer);
    if (!current() || !unsaved) return;
    unsaved = false;
    saveProblem = keeper.save();
    writeLink();
  }

  return {
    get saveProblem() {
      return saveProblem;
    },
    /** A change not saved yet. */
    get pending() {
      return unsaved;
    },
    /** Save a moment from now. */
    schedule() {
      unsaved = true;
      keeper.changed();
      clearTimeout(timer);
      timer = setTimeout(persist, 150);
    },
    persist,
    writeLink,
    /** The page's link copied to the clipboard; says how it went. */
    copyLink() {
      navigator.clipboard?.writeText(location.href).then(
        () => say(words().linkCopied),
        () => say(words().copyRefused),
      );
    },
    destroy: () => clearTimeout(timer),
  };
}
