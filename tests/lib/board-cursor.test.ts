/** The board's keyboard cursor and "Show them" (src/lib/board/board-cursor.ts; issue 29, finding 15). */
import { describe, expect, it } from 'vitest';
import {
  boxAround,
  nearestToward,
  nextInTurn,
  panToHold,
  readingOrder,
  viewHolding,
} from '@lib/board/board-cursor';

const at = (key: string, gx: number, gy: number) => ({ key, cx: gx * 100 + 50, cy: gy * 100 + 50 });
const squares = [at('far', 9, 3), at('b', 1, 0), at('a', 0, 0), at('c', -4, 2)];

describe('the board cursor', () => {
  it('walks every square in reading order with N, round the end, and back with Shift+N', () => {
    expect(readingOrder(squares).map((s) => s.key)).toEqual(['a', 'b', 'c', 'far']);
    const seen: string[] = [];
    let key: string | null = null;
    for (let i = 0; i < 5; i++) seen.push((key = nextInTurn(squares, key, 1)!.key));
    expect(seen).toEqual(['a', 'b', 'c', 'far', 'a']);
    expect(nextInTurn(squares, 'a', -1)!.key).toBe('far');
    expect(nextInTurn(squares, null, -1)!.key).toBe('far');
    expect(nextInTurn([], null, 1)).toBeNull();
  });

  it("finds the nearest square in an arrow's direction, or none", () => {
    expect(nearestToward(squares, squares[2], 1, 0)!.key).toBe('b');
    expect(nearestToward(squares, squares[2], 0, -1)).toBeNull();
  });

  it('boxes every square, and a view holding the box keeps its zoom unless the box needs more room', () => {
    const box = boxAround(squares)!;
    expect(box).toEqual({ x: -420, y: -20, w: 1440, h: 440 });
    for (const s of squares) {
      expect(s.cx - 50).toBeGreaterThanOrEqual(box.x);
      expect(s.cx + 50).toBeLessThanOrEqual(box.x + box.w);
    }
    const small = { x: 5000, y: 5000, w: 500, h: 400 };
    const v = viewHolding(small, box);
    expect(v.w / v.h).toBeCloseTo(500 / 400);
    expect(v.x).toBeLessThanOrEqual(box.x);
    expect(v.x + v.w).toBeGreaterThanOrEqual(box.x + box.w);
    expect(v.y).toBeLessThanOrEqual(box.y);
    expect(v.y + v.h).toBeGreaterThanOrEqual(box.y + box.h);
    // One square: the view keeps its size and centres on it.
    expect(viewHolding(small, boxAround([at('a', 0, 0)])!)).toEqual({ x: -200, y: -150, w: 500, h: 400 });
    expect(boxAround([])).toBeNull();
  });

  it('moves the view as little as it takes to hold a square, and not at all when it holds it (issue 31, point 6)', () => {
    const v = { x: 0, y: 0, w: 500, h: 400 };
    expect(panToHold(v, { x: 100, y: 100, w: 100, h: 100 })).toBe(v);
    // Off the right edge by 50, above the top by 30: moved just that much, its size kept.
    expect(panToHold(v, { x: 450, y: -30, w: 100, h: 100 })).toEqual({ x: 50, y: -30, w: 500, h: 400 });
    expect(panToHold(v, { x: -700, y: 900, w: 100, h: 100 })).toEqual({ x: -700, y: 600, w: 500, h: 400 });
    // Larger than the view: centred on it.
    expect(panToHold(v, { x: 0, y: 0, w: 700, h: 100 })).toEqual({ x: 100, y: 0, w: 500, h: 400 });
  });
});
