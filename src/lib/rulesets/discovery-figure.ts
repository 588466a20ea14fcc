/** What a figure of The Discovery stands on and would score (figure-info.ts; loaded with it, on first use). */
import type { RegionView, Session } from '@engine/index';
import type { FigureInfo } from '@lib/board/board-types';
import { REGION_NAMES } from '@lib/replay/event-text';

/** A region in players' words: "A sea of 3 tiles with 2 cities on its shores, still open". */
function regionWords(r: RegionView): string {
  const tiles = `${r.tiles} tile${r.tiles === 1 ? '' : 's'}`;
  const cities = r.kind === 'plains' ? '' : ` with ${r.cities === 1 ? '1 city' : `${r.cities} cities`}${r.kind === 'seas' ? ' on its shores' : ' in it or its bordering plains'}`;
  return `${r.kind === 'plains' ? 'Plains' : `A ${REGION_NAMES[r.kind]}`} of ${tiles}${cities}, ${r.complete ? 'complete' : 'still open'}`;
}

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
    note: `${region ? `${regionWords(region)}. ` : ''}Taken back now it scores ${f.now}; left on the board to the end it scores ${f.atEnd}.`,
  };
}
