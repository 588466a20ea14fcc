/**
 * The board's view box and the gestures that move it (Board.svelte): fit by default, pan by drag
 * (a move under 8 px is a tap), pinch and wheel zoom. The board's props stay in the component;
 * this keeps the geometry.
 */
type Box = { x: number; y: number; w: number; h: number };

export function boardView(bounds: () => Box, svg: () => SVGSVGElement | undefined) {
  /** Set by a pan or zoom; null: fit the play area. */
  let view = $state<Box | null>(null);
  const vb = $derived(view ?? bounds());

  function unitsPerPixel(): number {
    const r = svg()?.getBoundingClientRect();
    if (!r || !r.width || !r.height) return 1;
    return Math.max(vb.w / r.width, vb.h / r.height);
  }
  function toBoard(clientX: number, clientY: number): [number, number] {
    const r = svg()!.getBoundingClientRect();
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
    view = { x: px - (px - v.x) * f, y: py - (py - v.y) * f, w, h: v.h * f };
  }
  function pan(dx: number, dy: number) {
    view = { ...vb, x: vb.x + dx, y: vb.y + dy };
  }

  // Pointers: one pointer drags (after an 8 px threshold), two pinch.
  const pointers = new Map<number, { x: number; y: number }>();
  let dragFrom: { x: number; y: number } | null = null;
  let dragging = false;
  let swallowClick = false;
  let pinch: number | null = null;

  return {
    get vb() {
      return vb;
    },
    zoom,
    pan,
    fit: () => (view = null),
    /** Bring a point into view (centred) when it is outside. */
    show(cx: number, cy: number) {
      const v = vb;
      if (cx < v.x || cx > v.x + v.w || cy < v.y || cy > v.y + v.h) view = { ...v, x: cx - v.w / 2, y: cy - v.h / 2 };
    },
    down(e: PointerEvent) {
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
    move(e: PointerEvent) {
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
    up(e: PointerEvent) {
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
    tap(f: () => void) {
      return (e: MouseEvent) => {
        e.stopPropagation();
        if (swallowClick) return;
        f();
      };
    },
    /** Wheel zoom (a non-passive listener, so the page does not scroll); returns its removal. */
    listenWheel(el: SVGSVGElement): () => void {
      const wheel = (e: WheelEvent) => {
        e.preventDefault();
        zoom(e.deltaY > 0 ? 1.15 : 1 / 1.15, toBoard(e.clientX, e.clientY));
      };
      el.addEventListener('wheel', wheel, { passive: false });
      return () => el.removeEventListener('wheel', wheel);
    },
  };
}
