/**
 * Whether the player is typing into a field of the calculator's sheet, or stepping a number with its
 * − and + buttons (issue 31): then, on a phone, the foot keeps to one line of totals
 * (Calculator.svelte, boards.css). A field counts once the
 * player taps it, reaches it by keyboard or types into it; a field the page focuses after a tap
 * elsewhere (the neighbour's name after "Remove Blue", a new line's first field) counts only once
 * typed into, so what that tap made (a notice with its Undo) stays in view meanwhile.
 */
const FIELD = 'input:not([type=radio],[type=checkbox],[type=file]), select, textarea';

function isField(t: EventTarget | null): t is HTMLElement {
  return (
    t instanceof HTMLElement &&
    (t.matches(FIELD) || !!t.closest('.nw-stepper')) &&
    !!t.closest('.nw-calc') &&
    !t.closest('.nw-calc-foot, .nw-share, .nw-recent')
  );
}

/**
 * Follow the document's focus and typing; `set` is told each change, in a microtask of its own (a
 * field removed while focused loses focus in the middle of the page's update, which must not
 * change the page's state). Returns the stop.
 */
export function watchEntering(told: (on: boolean) => void): () => void {
  const set = (on: boolean) => queueMicrotask(() => told(on));
  let down: Node | null = null;
  let keyed = false;
  const byUser = (t: HTMLElement) =>
    keyed ||
    (!!down &&
      (t.contains(down) ||
        [
          ...(t instanceof HTMLInputElement ||
          t instanceof HTMLSelectElement ||
          t instanceof HTMLTextAreaElement
            ? (t.labels ?? [])
            : []),
        ].some((l) => !!down && l.contains(down))));
  const on: [string, (e: Event) => void][] = [
    ['pointerdown', (e) => ((down = e.target instanceof Node ? e.target : null), (keyed = false))],
    ['keydown', () => (keyed = true)],
    ['focusin', (e) => set(isField(e.target) && byUser(e.target))],
    ['input', (e) => isField(e.target) && set(true)],
    ['focusout', (e) => e instanceof FocusEvent && !isField(e.relatedTarget) && set(false)],
  ];
  for (const [type, f] of on) document.addEventListener(type, f, true);
  return () => {
    for (const [type, f] of on) document.removeEventListener(type, f, true);
  };
}
