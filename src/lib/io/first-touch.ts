/**
 * The player's first tap or key on the page (Ctrl+P included), listened for from when this module is first
 * imported: work that only matters once the page is used (the printed sheet's QR code, ShareTally.svelte) waits
 * for it rather than running while a phone is still busy opening the page. A part loaded after that first tap
 * is told at once.
 */
let touched = false;
const waiting = new Set<() => void>();
const KINDS = ['pointerdown', 'keydown', 'touchstart'] as const;

function on() {
  if (touched) return;
  touched = true;
  for (const k of KINDS) removeEventListener(k, on, { capture: true });
  for (const f of waiting) f();
  waiting.clear();
}
if (typeof addEventListener === 'function')
  for (const k of KINDS) addEventListener(k, on, { passive: true, capture: true });

/** Runs `f` at the player's first tap or key (at once if it came already); returns a cancel. */
export function onFirstTouch(f: () => void): () => void {
  if (touched) {
    f();
    return () => {};
  }
  waiting.add(f);
  return () => waiting.delete(f);
}
