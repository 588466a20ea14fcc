/**
 * Something per board position (a placed tile, a frontier spot), in a dense array over a
 * rectangle of the board that grows to take in every position written, so that a lookup is a
 * bounds check and an array read rather than a hash lookup. Positions outside the rectangle
 * hold nothing. A plain array, not a typed one: it lives on the JavaScript heap, where a short
 * game's garbage is cheap to collect.
 */

/** Margin around the first position written, and the least a side grows by. */
const MARGIN = 16;
/** The most a side grows by beyond the position that made it grow (a far-flung setup tile stays cheap). */
const MAX_SLACK = 32;

export class Grid<V> {
  /** West and north edges of the rectangle, its width and height. */
  private x0 = 0;
  private y0 = 0;
  private width = 0;
  private height = 0;
  /** Row by row; undefined (or a hole) where nothing is. */
  private cells: (V | undefined)[] = [];

  /** What is at (x, y), if anything. */
  get(x: number, y: number): V | undefined {
    const cx = x - this.x0;
    const cy = y - this.y0;
    if (cx < 0 || cy < 0 || cx >= this.width || cy >= this.height) return undefined;
    return this.cells[cy * this.width + cx];
  }

  /** Put `value` at (x, y) (undefined clears it). */
  set(x: number, y: number, value: V | undefined): void {
    if (x < this.x0 || y < this.y0 || x >= this.x0 + this.width || y >= this.y0 + this.height) this.grow(x, y);
    this.cells[(y - this.y0) * this.width + (x - this.x0)] = value;
  }

  /** Widen the rectangle to hold (x, y), with room to spare on the side that grew. */
  private grow(x: number, y: number): void {
    let x0 = this.x0;
    let y0 = this.y0;
    let x1 = x0 + this.width;
    let y1 = y0 + this.height;
    if (this.width === 0) {
      x0 = x - MARGIN;
      y0 = y - MARGIN;
      x1 = x + MARGIN + 1;
      y1 = y + MARGIN + 1;
    } else {
      const dx = Math.min(MAX_SLACK, Math.max(MARGIN, this.width));
      const dy = Math.min(MAX_SLACK, Math.max(MARGIN, this.height));
      if (x < x0) x0 = x - dx;
      if (x >= x1) x1 = x + 1 + dx;
      if (y < y0) y0 = y - dy;
      if (y >= y1) y1 = y + 1 + dy;
    }
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
