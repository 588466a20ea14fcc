/**
 * The area a board fits by default (Board.svelte): the land tiles, the squares to try and the last
 * tile, the coast beside them (New World), at least 5 × 4 tiles, with room above for the ruler.
 */
import type { Box } from './board-cursor';
import type { BoardModel, BoardSpot, BoardTarget } from './board-types';

const T = 100;

export function playArea(model: BoardModel, spots: BoardSpot[], frame: { top: number; coast: boolean }): Box {
  const land = model.tiles.filter((t) => !t.start);
  const focus = [...land, ...spots, ...(model.lastPlaced ? [model.lastPlaced] : [])];
  const pts = focus.length ? focus : model.tiles;
  if (!pts.length) return { x: -T, y: -T, w: 3 * T, h: 3 * T };
  let minX = Math.min(...pts.map((p) => p.gx));
  let maxX = Math.max(...pts.map((p) => p.gx));
  let minY = Math.min(...pts.map((p) => p.gy));
  let maxY = Math.max(...pts.map((p) => p.gy));
  if (frame.coast) maxX = Math.max(maxX, 0); // the coast
  const widen = (lo: number, hi: number, n: number) =>
    hi - lo + 1 >= n
      ? [lo, hi]
      : [lo - Math.floor((n - (hi - lo + 1)) / 2), hi + Math.ceil((n - (hi - lo + 1)) / 2)];
  [minX, maxX] = widen(minX, maxX, 5);
  [minY, maxY] = widen(minY, maxY, 4);
  return {
    x: minX * T - 20,
    y: minY * T - frame.top - 10,
    w: (maxX - minX + 1) * T + 40,
    h: (maxY - minY + 1) * T + frame.top + 20,
  };
}

/**
 * Where the fitted view centres when the table is too large to show whole at a readable size: the square
 * given (a lesson's), else the squares where the tile fits (or the targets), else the last tile.
 */
export function focusOf(
  model: BoardModel,
  spots: BoardSpot[],
  targets: BoardTarget[],
  hints: boolean,
  focus: { gx: number; gy: number } | null,
): { x: number; y: number } | null {
  if (focus) return { x: focus.gx * T + 50, y: focus.gy * T + 50 };
  const pts = targets.length
    ? targets.map((t) => ({ gx: t.gx, gy: t.gy }))
    : hints
      ? spots.filter((s) => s.legal)
      : [];
  if (pts.length)
    return {
      x: (pts.reduce((a, p) => a + p.gx, 0) / pts.length) * T + 50,
      y: (pts.reduce((a, p) => a + p.gy, 0) / pts.length) * T + 50,
    };
  return model.lastPlaced ? { x: model.lastPlaced.gx * T + 50, y: model.lastPlaced.gy * T + 50 } : null;
}
