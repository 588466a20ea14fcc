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

/** The regions through one square (pointing at a tile, not a figure): each in words, with the figures on it. Null for an empty square. */
export function discoveryTileInfo(s: Session, gx: number, gy: number): FigureInfo | null {
  const t = s.narrow();
  if (t.ruleset !== 'discovery') return null;
  const g = t.current;
  const seen = new Set<string>();
  const regions: RegionView[] = [];
  for (const at of ['N', 'E', 'S', 'W'] as const) {
    const r = g.regionAt(gx, gy, at);
    const key = r ? `${r.kind}:${r.at.map((p) => `${p.x},${p.y}`).sort().join(';')}` : '';
    if (r && !seen.has(key)) {
      seen.add(key);
      regions.push(r);
    }
  }
  if (!regions.length) return null;
  const figures = g.figureValues();
  const lines = regions.map((r) => {
    const on = figures.filter((f) => r.at.some((p) => p.x === f.x && p.y === f.y) && g.regionAt(f.x, f.y, f.at)?.kind === r.kind && g.regionAt(f.x, f.y, f.at)?.at.length === r.at.length);
    const who = on.length ? on.map((f) => `${f.player}'s ${f.role} would score ${f.now} taken back now, ${f.atEnd} at the end`).join('; ') : 'no figure on it';
    return `${regionWords(r)}: ${who}.`;
  });
  const tiles = [...new Map(regions.flatMap((r) => r.at).map((p) => [`${p.x},${p.y}`, { gx: p.x, gy: p.y }])).values()];
  return { label: `The tile at x ${gx}, y ${gy}`, tiles, now: null, atEnd: null, note: lines.join(' ') };
}
