/**
 * The area a board fits by default (Board.svelte): the land tiles, the squares to try and the last
 * tile, the coast beside them (New World), at least 5 × 4 tiles. New World's ruler (column numbers,
 * surveyors, row numbers) has a band of its own outside the tiles (BoardRuler.svelte), so no room is
 * kept for it here. "Fit" shows `wholeArea`.
 */
import type { Box } from './board-cursor';
import type { BoardModel, BoardSpot, BoardTarget } from './board-types';

const T = 100;
type At = { gx: number; gy: number };

function areaOf(pts: At[], coast: boolean): Box {
  if (!pts.length) return { x: -T, y: -T, w: 3 * T, h: 3 * T };
  let minX = Math.min(...pts.map((p) => p.gx));
  let maxX = Math.max(...pts.map((p) => p.gx));
  let minY = Math.min(...pts.map((p) => p.gy));
  let maxY = Math.max(...pts.map((p) => p.gy));
  if (coast) maxX = Math.max(maxX, 0); // the coast
  const widen = (lo: number, hi: number, n: number) =>
    hi - lo + 1 >= n
      ? [lo, hi]
      : [lo - Math.floor((n - (hi - lo + 1)) / 2), hi + Math.ceil((n - (hi - lo + 1)) / 2)];
  [minX, maxX] = widen(minX, maxX, 5);
  [minY, maxY] = widen(minY, maxY, 4);
  return { x: minX * T - 20, y: minY * T - 20, w: (maxX - minX + 1) * T + 40, h: (maxY - minY + 1) * T + 40 };
}

export function playArea(model: BoardModel, spots: BoardSpot[], frame: { coast: boolean }): Box {
  const land = model.tiles.filter((t) => !t.start);
  const focus = [...land, ...spots, ...(model.lastPlaced ? [model.lastPlaced] : [])];
  return areaOf(focus.length ? focus : model.tiles, frame.coast);
}

/**
 * What "Fit" shows: every tile (the start board's too), every square to try and every target, whole, at
 * whatever size that takes.
 */
export function wholeArea(
  model: BoardModel,
  spots: BoardSpot[],
  targets: BoardTarget[],
  frame: { coast: boolean },
): Box {
  return areaOf(
    [...model.tiles, ...spots, ...targets, ...(model.lastPlaced ? [model.lastPlaced] : [])],
    frame.coast,
  );
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
