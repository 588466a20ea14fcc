/**
 * Something per board position (a placed tile, a frontier spot), in a dense array over a
 * rectangle of the board that grows to take in every position written, so that a lookup is a
 * bounds check and an array read rather than a hash lookup. Positions outside the rectangle
 * hold nothing. A plain array, not a typed one: it lives on the JavaScript heap, where a short
 * game's garbage is cheap to collect.
 */

/** Room left on every side of the rectangle when it grows. */
const MARGIN = 16;

/** A rectangle of positions, west and north edges included, east and south edges (x1, y1) not. */
export interface Area {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export class Grid<V> {
  /** West and north edges of the rectangle, its width and height. */
  private x0 = 0;
  private y0 = 0;
  private width = 0;
  private height = 0;
  /** Row by row; undefined (or a hole) where nothing is. */
  private cells: (V | undefined)[] = [];

  /**
   * `area`: where the values usually lie (the ruleset knows), the first rectangle made; otherwise one around
   * the first position written.
   */
  constructor(private readonly area?: Area) {}

  /** What is at (x, y), if anything. */
  get(x: number, y: number): V | undefined {
    const cx = x - this.x0;
    const cy = y - this.y0;
    if (cx < 0 || cy < 0 || cx >= this.width || cy >= this.height) return undefined;
    return this.cells[cy * this.width + cx];
  }

  /** An independent copy (the values themselves are shared). */
  copy(): Grid<V> {
    const g = new Grid<V>(this.area);
    g.x0 = this.x0;
    g.y0 = this.y0;
    g.width = this.width;
    g.height = this.height;
    g.cells = this.cells.slice();
    return g;
  }

  /** Put `value` at (x, y) (undefined clears it). */
  set(x: number, y: number, value: V | undefined): void {
    if (x < this.x0 || y < this.y0 || x >= this.x0 + this.width || y >= this.y0 + this.height)
      this.grow(x, y);
    this.cells[(y - this.y0) * this.width + (x - this.x0)] = value;
  }

  /** Widen the rectangle to hold (x, y), with room to spare on every side. */
  private grow(x: number, y: number): void {
    const empty = this.width === 0;
    const a = this.area;
    if (empty && a && x >= a.x0 && y >= a.y0 && x < a.x1 && y < a.y1) {
      // The first rectangle is the usual area, sized once, rather than one that must grow again.
      this.x0 = a.x0;
      this.y0 = a.y0;
      this.width = a.x1 - a.x0;
      this.height = a.y1 - a.y0;
      this.cells = new Array<V | undefined>(this.width * this.height);
      return;
    }
    const x0 = Math.min(x, empty ? x : this.x0) - MARGIN;
    const y0 = Math.min(y, empty ? y : this.y0) - MARGIN;
    const x1 = Math.max(x + 1, empty ? x : this.x0 + this.width) + MARGIN;
    const y1 = Math.max(y + 1, empty ? y : this.y0 + this.height) + MARGIN;
    const width = x1 - x0;
    // Holes read as undefined; leaving them (no fill) keeps a new board's grid cheap to make.
    const cells = new Array<V | undefined>(width * (y1 - y0));
    for (let r = 0; r < this.height; r++) {
      const from = r * this.width;
      const to = (r + this.y0 - y0) * width + (this.x0 - x0);
      for (let c = 0; c < this.width; c++) cells[to + c] = this.cells[from + c];
    }
    this.x0 = x0;
    this.y0 = y0;
    this.width = width;
    this.height = y1 - y0;
    this.cells = cells;
  }
}
