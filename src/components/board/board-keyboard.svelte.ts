/**
 * The board's keyboard cursor (Board.svelte), apart from its drawing: what the cursor walks over (the
 * squares where the tile fits, every square with hints off, or the targets), arrows, N and Enter, R, the
 * zoom keys, focus, what is said at each move, and the turn panel's "Show them". The square previewing
 * the tile in hand goes with it: the square clicked last, or the keyboard's while the board has focus.
 * The geometry is lib/board/board-cursor.ts's; the view is board-view.svelte.ts's.
 */
import { boxAround, nearestToward, nextInTurn, type Box } from '@lib/board/board-cursor';
import type { BoardModel, BoardSpot, BoardTarget } from '@lib/board/board-model';
import type { BoardWords } from '@lib/i18n/ui/board.en';

const T = 100;
/** A square or target the cursor can stand on, in board units, and what Enter does there. */
type Item = { key: string; gx: number; gy: number; cx: number; cy: number; text: string; act: () => void };

/** What the keyboard moves of the view (boardView's). */
interface View {
  show(cx: number, cy: number): void;
  showBox(box: Box): void;
  pan(dx: number, dy: number): void;
  zoom(factor: number): void;
  fit(): void;
}

/** The board's props are read through these getters, so that the cursor follows them. */
export function boardKeyboard(p: {
  model: () => BoardModel;
  spots: () => BoardSpot[];
  targets: () => BoardTarget[];
  hints: () => boolean;
  hand: () => unknown;
  w: () => BoardWords;
  onplace: (spot: BoardSpot) => void;
  ontarget: (target: BoardTarget) => void;
  onrotate: () => (() => void) | undefined;
  view: () => View;
  svg: () => SVGSVGElement | undefined;
}) {
  // ----- what the keyboard cursor walks over -----
  const items = $derived.by<Item[]>(() => {
    const targets = p.targets();
    if (targets.length)
      return targets.map((t) => ({
        key: t.key,
        gx: t.gx,
        gy: t.gy,
        cx: t.gx * T + t.dx,
        cy: t.gy * T + t.dy,
        text: t.label,
        act: () => p.ontarget(t),
      }));
    const walk = p.hints() ? p.spots().filter((s) => s.legal) : p.spots();
    return walk.map((s) => ({
      key: s.key,
      gx: s.gx,
      gy: s.gy,
      cx: s.gx * T + 50,
      cy: s.gy * T + 50,
      text: s.label,
      act: () => p.onplace(s),
    }));
  });
  let cursorKey = $state<string | null>(null);
  const cursor = $derived(items.find((i) => i.key === cursorKey) ?? null);
  let focused = $state(false);
  let said = $state('');

  $effect(() => {
    // Keep the cursor on a square that still exists; start near the last tile placed.
    if (items.length === 0) cursorKey = null;
    else if (!items.some((i) => i.key === cursorKey)) {
      const near = p.model().lastPlaced ?? { gx: 0, gy: 0 };
      const best = [...items].sort(
        (a, b) => Math.hypot(a.gx - near.gx, a.gy - near.gy) - Math.hypot(b.gx - near.gx, b.gy - near.gy),
      )[0];
      cursorKey = best.key;
    }
  });

  // ----- keyboard -----
  function step(dx: number, dy: number) {
    if (!items.length) return;
    const from = cursor ?? items[0];
    const best = nearestToward(items, from, dx, dy);
    if (best) moveTo(best);
    else said = p.w().nothingFurther(from.text);
  }
  function moveTo(i: Item, show = true) {
    cursorKey = i.key;
    clicked = null;
    said = i.text;
    if (show) p.view().show(i.cx, i.cy);
  }
  /**
   * The turn panel's "Show them": every square where the tile fits (or target) in the window, the keyboard on
   * the first.
   */
  function showAll() {
    const all = p.targets().length
      ? items
      : items.filter((i) => p.spots().some((s) => s.key === i.key && s.legal));
    const box = boxAround(all);
    const first = nextInTurn(all, null, 1);
    if (!box || !first) return;
    p.view().showBox(box);
    moveTo(first, false);
    p.svg()?.focus({ preventScroll: true });
  }
  function key(e: KeyboardEvent) {
    // Browser shortcuts (reload, page zoom, …) stay the browser's.
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const k = e.key;
    const dirs: Record<string, [number, number]> = {
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
      ArrowUp: [0, -1],
      ArrowDown: [0, 1],
    };
    if (dirs[k]) {
      e.preventDefault();
      const [dx, dy] = dirs[k];
      if (e.shiftKey || !items.length) p.view().pan(dx * 60, dy * 60);
      else step(dx, dy);
    } else if ((k === 'n' || k === 'N') && items.length) {
      e.preventDefault();
      const next = nextInTurn(items, cursorKey, e.shiftKey ? -1 : 1);
      if (next) moveTo(next);
    } else if (k === 'r' || k === 'R') {
      const onrotate = p.onrotate();
      if (onrotate && p.hand()) {
        e.preventDefault();
        onrotate();
      }
    } else if (k === 'Enter' || k === ' ') {
      if (cursor) {
        e.preventDefault();
        cursor.act();
      }
    } else if (k === '+' || k === '=') {
      e.preventDefault();
      p.view().zoom(1 / 1.25);
    } else if (k === '-' || k === '_') {
      e.preventDefault();
      p.view().zoom(1.25);
    } else if (k === '0') {
      e.preventDefault();
      p.view().fit();
    }
  }

  // the square clicked last: the preview stays there (the tile fitting or not) until the keyboard moves
  let clicked = $state<string | null>(null);
  $effect(() => void (p.hand() || (clicked = null)));
  const ghost = $derived(
    p.hand() && !p.targets().length
      ? (p.spots().find((s) => s.key === clicked) ??
          (focused && cursor && p.spots().find((s) => s.key === cursor.key && s.legal) ? cursor : null))
      : null,
  );

  // The handlers are arrows or functions of their own: Board.svelte passes them to the svg unbound.
  return {
    /** The square or target the keyboard is on (null: none to walk over). */
    get cursor() {
      return cursor;
    },
    get focused() {
      return focused;
    },
    /** What the cursor's last move said (the board's live region). */
    get said() {
      return said;
    },
    /** Where the tile in hand is previewed (null: nowhere). */
    get ghost() {
      return ghost;
    },
    key,
    showAll,
    /** A square clicked: the preview stays on it, and the page is told. */
    pick: (s: BoardSpot) => {
      clicked = s.key;
      p.onplace(s);
    },
    focus: () => {
      focused = true;
      if (cursor) said = cursor.text;
    },
    blur: () => {
      focused = false;
    },
  };
}
