/** Counts of tiles by feature, for the tile distribution page (labels in the words of `w`, English by default). */
import type { TileType } from '@engine/index';
import EN, { type TileWords } from '@lib/i18n/ui/tile-words.en';
import { hasCrossing } from './tile-drawing';

export function tileTotals(tiles: readonly TileType[], w: TileWords = EN) {
  const n = (pred: (t: TileType) => boolean) => tiles.filter(pred).reduce((s, t) => s + (t.count ?? 0), 0);
  const towns = (t: TileType) => t.towns ?? [];
  const trails = (t: TileType) => t.trails ?? [];
  const l = w.totals;
  const rows = [
    { label: l.town, count: n((t) => towns(t).length > 0) },
    { label: l.flag, count: n((t) => towns(t).some((s) => (s.flags ?? 0) > 0)) },
    { label: l.twoTowns, count: n((t) => towns(t).length >= 2) },
    { label: l.trail, count: n((t) => trails(t).length > 0) },
    { label: l.tradingPost, count: n((t) => trails(t).some((s) => (s.tradingPosts ?? 0) > 0)) },
    { label: l.crossing, count: n(hasCrossing) },
    { label: l.farm, count: n((t) => !!t.farm) },
    { label: l.animals, count: n((t) => (t.plains ?? []).some((p) => (p.animals ?? 0) > 0)) },
  ];
  return { tiles: n(() => true), rows };
}
