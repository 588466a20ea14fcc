/**
 * Where the keyboard goes when a sheet's line comes or goes (issue 31, point 4): a new line takes
 * it on its first control; a removed line gives it to the line that takes its place, else the one
 * before, else the sheet's first "add" button (never to the page). The steppers' − and + are out
 * of the Tab order, so a line's first control is its first number, box or button in Tab order.
 */
import { tick } from 'svelte';

const CONTROL = 'input:not([tabindex="-1"]), select, button:not([tabindex="-1"])';

function focusFirst(el: Element | null | undefined): boolean {
  const c = el?.querySelector<HTMLElement>(CONTROL);
  c?.focus();
  return !!c;
}

/** After adding a line: its first control. */
export async function focusNewLine(list: HTMLElement | undefined) {
  await tick();
  focusFirst(list?.lastElementChild);
}

/** After removing line `i` (0-based): its neighbour's first control, else the first control of `fallback`. */
export async function focusAfterRemoval(
  list: HTMLElement | undefined,
  i: number,
  fallback: HTMLElement | undefined,
) {
  await tick();
  const next = list?.children[i] ?? list?.children[i - 1];
  if (!focusFirst(next)) focusFirst(fallback);
}
