/**
 * Nothing covered on the board (board-covered.spec.ts has the browser's side): "Fit" shows every tile
 * and square, the start board's too; the area a view shows on a screen area of another shape.
 */
import { describe, expect, it } from 'vitest';
import { playArea, wholeArea } from '../../src/lib/board/board-fit';
import { seenArea } from '../../src/components/board/board-view.svelte';
import type { BoardModel, BoardSpot } from '../../src/lib/board/board-types';

const tile = (gx: number, gy: number, start = false) => ({ key: `${gx},${gy}`, gx, gy, rotation: 0, start });
/** New World's start board (column 0, rows 0–9) and two land tiles in rows 0 and 1. */
const model = {
  ruleset: 'new-world',
  tiles: [...Array.from({ length: 10 }, (_, r) => tile(0, r, true)), tile(-1, 0), tile(-1, 1)],
  figures: [],
  looks: {},
  columns: [],
  surveyors: [],
  highlight: [],
} as unknown as BoardModel;
const spots = [{ key: '-2,-1', gx: -2, gy: -1, legal: true, label: '' }] as BoardSpot[];
const inside = (b: { x: number; y: number; w: number; h: number }, gx: number, gy: number) =>
  gx * 100 >= b.x && gy * 100 >= b.y && gx * 100 + 100 <= b.x + b.w && gy * 100 + 100 <= b.y + b.h;

describe('Fit shows the whole table', () => {
  it('every tile (the start board to row 9) and every square, where the default fit keeps to the land', () => {
    const whole = wholeArea(model, spots, [], { coast: true });
    for (const t of model.tiles) expect(inside(whole, t.gx, t.gy), t.key).toBe(true);
    expect(inside(whole, -2, -1)).toBe(true);
    expect(inside(playArea(model, spots, { coast: true }), 0, 9)).toBe(false);
  });
  it('keeps no room above the tiles for the ruler (it has a band of its own)', () => {
    expect(playArea(model, spots, { coast: true }).y).toBe(-120);
  });
});

describe('the area in view', () => {
  it('a view box on a taller screen area shows more above and below it, centred', () => {
    expect(seenArea({ x: 0, y: 0, w: 400, h: 400 }, { w: 200, h: 400 })).toEqual({
      x: 0,
      y: -200,
      w: 400,
      h: 800,
    });
    expect(seenArea({ x: 0, y: 0, w: 400, h: 400 }, null)).toEqual({ x: 0, y: 0, w: 400, h: 400 });
  });
});
