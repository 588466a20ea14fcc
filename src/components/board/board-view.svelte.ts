/**
 * The board's view box and the gestures that move it (Board.svelte): fit by default, pan by drag
 * (a move under 8 px is a tap), pinch and wheel zoom. The board's props stay in the component;
 * this keeps the geometry.
 */
type Box = { x: number; y: number; w: number; h: number };

export class BoardView {
  /** Set by a pan or zoom; null: fit the play area. */
  view = $state<Box | null>(null);
  svg = $state<SVGSVGElement | undefined>();
  private bounds: () => Box = () => ({ x: 0, y: 0, w: 0, h: 0 });
  /** The view box drawn: the one set, or the fitted one. */
  readonly vb = $derived(this.view ?? this.bounds());

  private readonly pointers = new Map<number, { x: number; y: number }>();
  private dragFrom: { x: number; y: number } | null = null;
  private dragging = false;
  private swallowClick = false;
  private pinch: number | null = null;

  constructor(bounds: () => Box) {
    this.bounds = bounds;
  }

  unitsPerPixel(): number {
    const r = this.svg?.getBoundingClientRect();
    if (!r || !r.width || !r.height) return 1;
    return Math.max(this.vb.w / r.width, this.vb.h / r.height);
  }
  toBoard(clientX: number, clientY: number): [number, number] {
    const r = this.svg!.getBoundingClientRect();
    const k = this.unitsPerPixel();
    const vb = this.vb;
    // preserveAspectRatio meet: the drawing is centred
    const ox = (r.width * k - vb.w) / 2;
    const oy = (r.height * k - vb.h) / 2;
    return [vb.x - ox + (clientX - r.left) * k, vb.y - oy + (clientY - r.top) * k];
  }
  zoom(factor: number, at?: [number, number]) {
    const v = this.vb;
    const [px, py] = at ?? [v.x + v.w / 2, v.y + v.h / 2];
    const w = Math.min(Math.max(v.w * factor, 150), 6000);
    const f = w / v.w;
    this.view = { x: px - (px - v.x) * f, y: py - (py - v.y) * f, w, h: v.h * f };
  }
  pan(dx: number, dy: number) {
    this.view = { ...this.vb, x: this.vb.x + dx, y: this.vb.y + dy };
  }
  fit() {
    this.view = null;
  }
  /** Bring a point into view (centred) when it is outside. */
  show(cx: number, cy: number) {
    const v = this.vb;
    if (cx < v.x || cx > v.x + v.w || cy < v.y || cy > v.y + v.h) this.view = { ...v, x: cx - v.w / 2, y: cy - v.h / 2 };
  }

  // Pointers: one pointer drags (after an 8 px threshold), two pinch.
  down = (e: PointerEvent) => {
    this.pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (this.pointers.size === 1) {
      this.dragFrom = { x: e.clientX, y: e.clientY };
      this.dragging = false;
    } else if (this.pointers.size === 2) {
      const [a, b] = [...this.pointers.values()];
      this.pinch = Math.hypot(a.x - b.x, a.y - b.y);
      this.dragging = true;
    }
  };
  move = (e: PointerEvent) => {
    const prev = this.pointers.get(e.pointerId);
    if (!prev) return;
    this.pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (this.pointers.size === 2 && this.pinch) {
      const [a, b] = [...this.pointers.values()];
      const d = Math.hypot(a.x - b.x, a.y - b.y);
      if (d > 0) {
        this.zoom(this.pinch / d, this.toBoard((a.x + b.x) / 2, (a.y + b.y) / 2));
        this.pinch = d;
      }
      return;
    }
    if (!this.dragFrom) return;
    if (!this.dragging && Math.hypot(e.clientX - this.dragFrom.x, e.clientY - this.dragFrom.y) > 8) {
      this.dragging = true;
      this.svg?.setPointerCapture?.(e.pointerId);
    }
    if (this.dragging) {
      const k = this.unitsPerPixel();
      this.pan(-(e.clientX - prev.x) * k, -(e.clientY - prev.y) * k);
    }
  };
  up = (e: PointerEvent) => {
    this.pointers.delete(e.pointerId);
    if (this.pointers.size < 2) this.pinch = null;
    if (this.pointers.size === 0) {
      if (this.dragging) this.swallowClick = true;
      this.dragging = false;
      this.dragFrom = null;
      setTimeout(() => (this.swallowClick = false), 0);
    }
  };
  /** A click handler that ignores the click ending a drag. */
  tap(f: () => void) {
    return (e: MouseEvent) => {
      e.stopPropagation();
      if (this.swallowClick) return;
      f();
    };
  }
  /** Wheel zoom (a non-passive listener, so the page does not scroll); returns its removal. */
  listenWheel(svg: SVGSVGElement): () => void {
    const wheel = (e: WheelEvent) => {
      e.preventDefault();
      this.zoom(e.deltaY > 0 ? 1.15 : 1 / 1.15, this.toBoard(e.clientX, e.clientY));
    };
    svg.addEventListener('wheel', wheel, { passive: false });
    return () => svg.removeEventListener('wheel', wheel);
  }
}
