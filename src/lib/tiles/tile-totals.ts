/** Counts of tiles by feature, for the tile distribution page. */
import type { TileType } from '@engine/index';
import { hasCrossing } from './tile-drawing';

export function tileTotals(tiles: readonly TileType[]) {
  const n = (pred: (t: TileType) => boolean) => tiles.filter(pred).reduce((s, t) => s + (t.count ?? 0), 0);
  const towns = (t: TileType) => t.towns ?? [];
  const trails = (t: TileType) => t.trails ?? [];
  const rows = [
    { label: 'with a town', count: n((t) => towns(t).length > 0) },
    { label: 'with a flag', count: n((t) => towns(t).some((s) => (s.flags ?? 0) > 0)) },
    { label: 'with two separate town segments', count: n((t) => towns(t).length >= 2) },
    { label: 'with a trail', count: n((t) => trails(t).length > 0) },
    { label: 'with a trading post', count: n((t) => trails(t).some((s) => (s.tradingPosts ?? 0) > 0)) },
    { label: 'with a crossing (three or four trails end there)', count: n(hasCrossing) },
    { label: 'with a farm', count: n((t) => !!t.farm) },
    { label: 'with animals on the plains', count: n((t) => (t.plains ?? []).some((p) => (p.animals ?? 0) > 0)) },
  ];
  return { tiles: n(() => true), rows };
}
