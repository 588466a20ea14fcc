/**
 * The interactive board's keyboard cursor (src/components/board/Board.svelte), in board units
 * (a tile is 100): the nearest square or target in an arrow's direction, the next one in reading
 * order (N and Shift+N: every one is reached, wherever it lies), and the box around them all (the
 * turn panel's "Show them" brings it into the board's window), and the least move of the view that
 * brings a square into it (the keyboard's square, something that happened out of view).
 */
export interface CursorItem {
  key: string;
  cx: number;
  cy: number;
}
export type Box = { x: number; y: number; w: number; h: number };

/** The item nearest `from` in the direction (dx, dy), favouring those straight ahead; null: none that way. */
export function nearestToward<I extends CursorItem>(
  items: readonly I[],
  from: I,
  dx: number,
  dy: number,
): I | null {
  let best: I | null = null;
  let bestScore = Infinity;
  for (const i of items) {
    if (i === from) continue;
    const vx = i.cx - from.cx;
    const vy = i.cy - from.cy;
    const along = vx * dx + vy * dy;
    if (along <= 0) continue;
    const score = along + 2 * Math.abs(vx * dy - vy * dx);
    if (score < bestScore) {
      bestScore = score;
      best = i;
    }
  }
  return best;
}

/** The items in reading order: row by row from the top, each row from the left. */
export function readingOrder<I extends CursorItem>(items: readonly I[]): I[] {
  return [...items].sort((a, b) => a.cy - b.cy || a.cx - b.cx);
}

/**
 * The item after (by 1) or before (by -1) the one under `key` in reading order, round the end; the first when
 * `key` is none of them.
 */
export function nextInTurn<I extends CursorItem>(
  items: readonly I[],
  key: string | null,
  by: 1 | -1,
): I | null {
  const list = readingOrder(items);
  if (!list.length) return null;
  const at = list.findIndex((i) => i.key === key);
  if (at < 0) return by === 1 ? list[0] : list[list.length - 1];
  return list[(at + by + list.length) % list.length];
}

/** The box around every item, each `half` units each side of its centre, with `pad` around; null: no items. */
export function boxAround(items: readonly CursorItem[], half = 50, pad = 20): Box | null {
  if (!items.length) return null;
  const xs = items.map((i) => i.cx);
  const ys = items.map((i) => i.cy);
  const x = Math.min(...xs) - half - pad;
  const y = Math.min(...ys) - half - pad;
  return { x, y, w: Math.max(...xs) + half + pad - x, h: Math.max(...ys) + half + pad - y };
}

/**
 * A view that holds `box` whole: the current view's size (never zoomed in), grown in proportion
 * when the box is larger, centred on the box.
 */
export function viewHolding(view: Box, box: Box): Box {
  const k = Math.max(1, box.w / view.w, box.h / view.h);
  const w = view.w * k;
  const h = view.h * k;
  return { x: box.x + box.w / 2 - w / 2, y: box.y + box.h / 2 - h / 2, w, h };
}

/**
 * The view `v` moved as little as it takes to hold `box` whole (centred on it if larger): `v` itself when it
 * holds it already.
 */
export function panToHold(v: Box, box: Box): Box {
  const along = (at: number, size: number, lo: number, len: number) =>
    len > size ? lo + len / 2 - size / 2 : Math.min(Math.max(at, lo + len - size), lo);
  const x = along(v.x, v.w, box.x, box.w);
  const y = along(v.y, v.h, box.y, box.h);
  return x === v.x && y === v.y ? v : { ...v, x, y };
}
