/** What a figure of The Discovery stands on and would score (figure-info.ts; loaded with it, on first use). */
import type { Session } from '@engine/index';
import type { FigureInfo } from '@lib/board/board-types';

export function discoveryFigureInfo(s: Session, index: number): FigureInfo | null {
  const t = s.narrow();
  if (t.ruleset !== 'discovery') return null;
  const g = t.current;
  const f = g.figureValues()[index];
  if (!f) return null;
  const region = g.regionAt(f.x, f.y, f.at);
  return {
    label: `${f.player}'s ${f.role} at x ${f.x}, y ${f.y}`,
    tiles: (region?.at ?? []).map((p) => ({ gx: p.x, gy: p.y })),
    now: f.now,
    atEnd: f.atEnd,
    note: `Taken back now it scores ${f.now}; left on the board to the end it scores ${f.atEnd}.`,
  };
}
