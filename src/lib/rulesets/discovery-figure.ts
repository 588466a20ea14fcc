/** What a figure of The Discovery stands on and would score (figure-info.ts; loaded with it, on first use). */
import type { RegionView, Session } from '@engine/index';
import type { FigureInfo } from '@lib/board/board-types';
import EN, { type PointingWords } from '@lib/i18n/ui/pointing.en';

/** A figure's region and points, in words `w` (English by default). */
export function discoveryFigureInfo(s: Session, index: number, w: PointingWords = EN): FigureInfo | null {
  const t = s.narrow();
  if (t.ruleset !== 'discovery') return null;
  const g = t.current;
  const f = g.figureValues()[index];
  if (!f) return null;
  const region = g.regionAt(f.x, f.y, f.at);
  return {
    label: w.piece(f.player, f.role, w.rulesets.discovery.square(f.x, f.y)),
    tiles: (region?.at ?? []).map((p) => ({ gx: p.x, gy: p.y })),
    now: f.now,
    atEnd: f.atEnd,
    note: w.figureNote(region ?? null, f.now, f.atEnd),
  };
}

/**
 * The regions through one square (pointing at a tile, not a figure): each in words, with the figures on it.
 * Null for an empty square.
 */
export function discoveryTileInfo(
  s: Session,
  gx: number,
  gy: number,
  w: PointingWords = EN,
): FigureInfo | null {
  const t = s.narrow();
  if (t.ruleset !== 'discovery') return null;
  const g = t.current;
  const seen = new Set<string>();
  const regions: RegionView[] = [];
  for (const at of ['N', 'E', 'S', 'W'] as const) {
    const r = g.regionAt(gx, gy, at);
    const key = r
      ? `${r.kind}:${r.at
          .map((p) => `${p.x},${p.y}`)
          .sort()
          .join(';')}`
      : '';
    if (r && !seen.has(key)) {
      seen.add(key);
      regions.push(r);
    }
  }
  if (!regions.length) return null;
  const figures = g.figureValues();
  const lines = regions.map((r) => {
    const on = figures.filter(
      (f) =>
        r.at.some((p) => p.x === f.x && p.y === f.y) &&
        g.regionAt(f.x, f.y, f.at)?.kind === r.kind &&
        g.regionAt(f.x, f.y, f.at)?.at.length === r.at.length,
    );
    return w.regionLine(r, on);
  });
  const tiles = [
    ...new Map(regions.flatMap((r) => r.at).map((p) => [`${p.x},${p.y}`, { gx: p.x, gy: p.y }])).values(),
  ];
  return {
    label: w.tileAt(w.rulesets.discovery.square(gx, gy)),
    tiles,
    now: null,
    atEnd: null,
    note: lines.join(' '),
  };
}
