/**
 * Where a Discovery figure on a tile's side stands, in tile units: apart from the tile drawings
 * (discovery-drawing.ts), so the sandbox can place figures before those drawings have loaded.
 */
import type { Edge } from '@engine/index';

const FIGURE_SPOTS: Record<Edge, [number, number]> = { N: [50, 20], E: [80, 50], S: [50, 80], W: [20, 50] };

/** Where a figure on edge `at` (board orientation) stands on its tile, in tile units. */
export function figureSpot(at: Edge): [number, number] {
  return FIGURE_SPOTS[at];
}
