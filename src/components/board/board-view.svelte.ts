/**
 * The board's view box and the gestures that move it (Board.svelte): fit by default, pan by drag
 * (a move under 8 px is a tap), pinch and wheel zoom. The board's props stay in the component;
 * this keeps the geometry. A readable board (the sandbox's, a lesson's) keeps the view the player
 * has, once shown: the game changing never moves it, and only what happens out of view brings the
 * view to it, as little as that takes (`attend`). "Fit" shows the whole table (`whole`). The view maps
 * to the svg's content box: New World's ruler stands in the svg's padding, outside the tiles.
 */
import { untrack } from 'svelte';
import { panToHold, viewHolding, type Box } from '@lib/board/board-cursor';

/** The smallest a tile is drawn when the board is fitted: 72 px, or 56 px on a board narrower than 480 px (a phone). */
export const MIN_TILE_PX = { wide: 72, narrow: 56 };
const T = 100;

/** A tile size kept from the player's last zoom: only a sane number of pixels counts (storage can hold anything). */
const KEPT = { lo: 24, hi: 400 };
function keyOf(name: string): string {
  return `nwc.board.${name}.tile-px.v1`;
}
/**
 * The tile size the player last zoomed to on this kind of board, or null (none kept, storage unreadable or
 * unusable).
 */
export function keptTilePx(name: string | null): number | null {
  if (!name) return null;
  try {
    const v = Number(globalThis.localStorage?.getItem(keyOf(name)));
    return Number.isFinite(v) && v >= KEPT.lo && v <= KEPT.hi ? v : null;
  } catch {
    return null;
  }
}
function keepTilePx(name: string | null, v: number | null): void {
  if (!name) return;
  try {
    if (v === null) globalThis.localStorage?.removeItem(keyOf(name));
    else
      globalThis.localStorage?.setItem(
        keyOf(name),
        String(Math.round(Math.min(Math.max(v, KEPT.lo), KEPT.hi))),
      );
  } catch {
    // Storage full or refused: the zoom still works, it is only not kept.
  }
}

/**
 * The fitted view: the whole play area when its tiles are drawn at a readable size, else a window of
 * it as large as that size allows, centred on `focus` (kept inside the play area). Pan, zoom and
 * "Fit" still reach everything.
 */
export function readableView(
  b: Box,
  px: { w: number; h: number } | null,
  focus: { x: number; y: number } | null,
  preferred: number | null = null,
): Box {
  if (!px || !px.w || !px.h) return b;
  const min = preferred ?? (px.w < 480 ? MIN_TILE_PX.narrow : MIN_TILE_PX.wide);
  if (Math.min(px.w / b.w, px.h / b.h) * T >= min) return b;
  const w = Math.min(b.w, (px.w / min) * T);
  const h = Math.min(b.h, (px.h / min) * T);
  const c = focus ?? { x: b.x + b.w / 2, y: b.y + b.h / 2 };
  const clamp = (v: number, lo: number, hi: number) => Math.min(Math.max(v, lo), Math.max(lo, hi));
  return { x: clamp(c.x - w / 2, b.x, b.x + b.w - w), y: clamp(c.y - h / 2, b.y, b.y + b.h - h), w, h };
}

/** The svg's content box on screen (its padding holds New World's ruler, outside the drawing). */
export function contentBox(el: Element): { left: number; top: number; width: number; height: number } {
  const r = el.getBoundingClientRect();
  const cs = getComputedStyle(el);
  const n = (v: string) => parseFloat(v) || 0;
  const left = n(cs.borderLeftWidth) + n(cs.paddingLeft);
  const top = n(cs.borderTopWidth) + n(cs.paddingTop);
  const right = n(cs.borderRightWidth) + n(cs.paddingRight);
  const bottom = n(cs.borderBottomWidth) + n(cs.paddingBottom);
  return {
    left: r.left + left,
    top: r.top + top,
    width: Math.max(0, r.width - left - right),
    height: Math.max(0, r.height - top - bottom),
  };
}

/**
 * The area of the board a view box shows on a screen area of `px` (preserveAspectRatio meet: the view box
 * centred, with more around it along one axis), in board units.
 */
export function seenArea(vb: Box, px: { w: number; h: number } | null): Box {
  if (!px?.w || !px.h) return vb;
  const k = Math.max(vb.w / px.w, vb.h / px.h);
  return { x: vb.x - (px.w * k - vb.w) / 2, y: vb.y - (px.h * k - vb.h) / 2, w: px.w * k, h: px.h * k };
}

/**
 * `keep`: the name of this kind of board (the sandbox's, the lessons'), whose tile size after a zoom
 * is kept in the browser and used for the fitted view next time ("zoom kept"); "Fit" forgets it.
 */
export function boardView(
  bounds: () => Box,
  svg: () => SVGSVGElement | undefined,
  focus: () => { x: number; y: number } | null = () => null,
  readable: () => boolean = () => false,
  keep: string | null = null,
  all: () => Box = bounds,
  attention: () => { gx: number; gy: number }[][] = () => [],
) {
  /** The tile size the player zoomed to last (pixels), kept across turns and reloads. */
  let preferred = $state<number | null>(keptTilePx(keep));
  /** Set by a pan or zoom; null: fit the play area. */
  let view = $state<Box | null>(null);
  /** The board's drawing area on screen, its content box (a ResizeObserver keeps it). */
  let px = $state<{ w: number; h: number } | null>(null);
  /** "Fit" asked for the whole table (every tile and square), whatever the tiles' size. */
  let whole = $state(false);
  const fitted = () =>
    whole ? all() : !readable() ? bounds() : readableView(bounds(), px, focus(), preferred);
  const vb = $derived(view ?? fitted());
  /** The view a readable board keeps, fitted once its size is known (null: it follows the fit). */
  const kept = () => (px?.w && readable() ? fitted() : null);
  $effect(() => {
    if (px?.w && readable()) untrack(() => (view ??= fitted()));
  });
  function set(v: Box) {
    view = v;
  }
  /**
   * Each group of squares `attention()` gives (a lesson's square or the last tile placed; the squares
   * where the tile fits): when it changes and none of it is in view, the kept view moves as little
   * as it takes to show the nearest. Nothing else moves it. A group is looked at only once the view is
   * there to move (a lesson's first step asks to look before the board is measured).
   */
  const seen: string[] = [];
  $effect(() => {
    if (!view) return;
    attention().forEach((pts, i) => {
      const key = pts.map((p) => `${p.gx},${p.gy}`).join(' ');
      if (key === seen[i]) return;
      seen[i] = key;
      untrack(() => {
        const moves = pts.map((p) => holding(p.gx * T + 50, p.gy * T + 50));
        const off = (v: Box) => Math.abs(v.x - vb.x) + Math.abs(v.y - vb.y);
        if (view && moves.length && !moves.includes(vb)) set(moves.sort((a, b) => off(a) - off(b))[0]);
      });
    });
  });
  // The wheel's zoom and the board's size on screen, while it is shown.
  $effect(() => {
    const el = svg();
    if (!el) return;
    const [a, b] = [listenWheel(el), listenSize(el)];
    return () => (a(), b());
  });
  /** The view moved as little as it takes to hold the square (or place) centred at (cx, cy), with a margin. */
  const holding = (cx: number, cy: number) => panToHold(vb, { x: cx - 60, y: cy - 60, w: 120, h: 120 });

  function unitsPerPixel(): number {
    const el = svg();
    const r = el && contentBox(el);
    if (!r || !r.width || !r.height) return 1;
    return Math.max(vb.w / r.width, vb.h / r.height);
  }
  function toBoard(clientX: number, clientY: number): [number, number] {
    const r = contentBox(svg()!);
    const k = unitsPerPixel();
    // preserveAspectRatio meet: the drawing is centred
    const ox = (r.width * k - vb.w) / 2;
    const oy = (r.height * k - vb.h) / 2;
    return [vb.x - ox + (clientX - r.left) * k, vb.y - oy + (clientY - r.top) * k];
  }
  function zoom(factor: number, at?: [number, number]) {
    const v = vb;
    const [px, py] = at ?? [v.x + v.w / 2, v.y + v.h / 2];
    const w = Math.min(Math.max(v.w * factor, 150), 6000);
    const f = w / v.w;
    set({ x: px - (px - v.x) * f, y: py - (py - v.y) * f, w, h: v.h * f });
    if (keep) {
      preferred = Math.min(Math.max(T / unitsPerPixel(), KEPT.lo), KEPT.hi);
      keepTilePx(keep, preferred);
    }
  }
  function pan(dx: number, dy: number) {
    set({ ...vb, x: vb.x + dx, y: vb.y + dy });
  }

  /** Keep the board's size on screen (for the readable fit); returns the observer's removal. */
  function listenSize(el: SVGSVGElement): () => void {
    const read = () => {
      const r = contentBox(el);
      if (!px || Math.abs(px.w - r.width) > 1 || Math.abs(px.h - r.height) > 1)
        px = { w: r.width, h: r.height };
    };
    read();
    if (typeof ResizeObserver === 'undefined') return () => {};
    const ro = new ResizeObserver(read);
    ro.observe(el);
    return () => ro.disconnect();
  }
  /** Wheel zoom (a non-passive listener, so the page does not scroll); returns its removal. */
  function listenWheel(el: SVGSVGElement): () => void {
    const wheel = (e: WheelEvent) => {
      e.preventDefault();
      zoom(e.deltaY > 0 ? 1.15 : 1 / 1.15, toBoard(e.clientX, e.clientY));
    };
    el.addEventListener('wheel', wheel, { passive: false });
    return () => el.removeEventListener('wheel', wheel);
  }

  // Pointers: one pointer drags (after an 8 px threshold), two pinch.
  // eslint-disable-next-line svelte/prefer-svelte-reactivity -- the handlers' own state: no markup or effect reads it
  const pointers = new Map<number, { x: number; y: number }>();
  let dragFrom: { x: number; y: number } | null = null;
  let dragging = false;
  let swallowClick = false;
  let pinch: number | null = null;

  return {
    get vb() {
      return vb;
    },
    /** The board's drawing area on screen, once measured (BoardRuler keeps a fixed size on screen by it). */
    get px() {
      return px;
    },
    /** The area of the board in view, in board units (what is drawn outside it is not shown). */
    get seen() {
      return seenArea(vb, px);
    },
    zoom,
    pan,
    /** Fit: the whole table, every tile and square in view (the zoom kept is forgotten). */
    fit: () => {
      whole = true;
      preferred = null;
      keepTilePx(keep, null);
      view = null;
      view = kept();
    },
    /**
     * Bring a box into view whole (the squares where the tile fits): centred on it, zoomed out if it needs
     * more room.
     */
    showBox(box: Box) {
      set(viewHolding(vb, box));
    },
    /** Bring the square (or place) centred at (cx, cy) whole into view, moving as little as it takes. */
    show(cx: number, cy: number) {
      const v = holding(cx, cy);
      if (v !== vb) set(v);
    },
    // The handlers are arrows: Board.svelte passes them to the svg unbound.
    down: (e: PointerEvent) => {
      pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
      if (pointers.size === 1) {
        dragFrom = { x: e.clientX, y: e.clientY };
        dragging = false;
      } else if (pointers.size === 2) {
        const [a, b] = [...pointers.values()];
        pinch = Math.hypot(a.x - b.x, a.y - b.y);
        dragging = true;
      }
    },
    move: (e: PointerEvent) => {
      const prev = pointers.get(e.pointerId);
      if (!prev) return;
      pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
      if (pointers.size === 2 && pinch) {
        const [a, b] = [...pointers.values()];
        const d = Math.hypot(a.x - b.x, a.y - b.y);
        if (d > 0) {
          zoom(pinch / d, toBoard((a.x + b.x) / 2, (a.y + b.y) / 2));
          pinch = d;
        }
        return;
      }
      if (!dragFrom) return;
      if (!dragging && Math.hypot(e.clientX - dragFrom.x, e.clientY - dragFrom.y) > 8) {
        dragging = true;
        svg()?.setPointerCapture?.(e.pointerId);
      }
      if (dragging) {
        const k = unitsPerPixel();
        pan(-(e.clientX - prev.x) * k, -(e.clientY - prev.y) * k);
      }
    },
    up: (e: PointerEvent) => {
      pointers.delete(e.pointerId);
      if (pointers.size < 2) pinch = null;
      if (pointers.size === 0) {
        if (dragging) swallowClick = true;
        dragging = false;
        dragFrom = null;
        setTimeout(() => (swallowClick = false), 0);
      }
    },
    /** A click handler that ignores the click ending a drag. */
    tap: (f: () => void) => (e: MouseEvent) => {
      e.stopPropagation();
      if (swallowClick) return;
      f();
    },
  };
}
