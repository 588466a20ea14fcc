/** What a settler of New World stands on and would score (figure-info.ts; loaded with it, on first use). */
import type { NewWorldSession, Session } from '@engine/index';
import type { FigureInfo } from '@lib/board/board-types';
import EN, { type PointingWords } from '@lib/i18n/ui/pointing.en';
import { NEW_WORLD } from './new-world';

type NewWorldEvent = ReturnType<NewWorldSession['events']>[number];
type Tiles = readonly (readonly [number, number])[];

/**
 * What the board would still score, as things stand: the turn in progress ended first (a feature it
 * completes scores then, with its settlers), then the end-game scoring. A finished game: its final
 * scoring. Changes nothing (on a copy).
 */
export function scoresToCome(s: NewWorldSession): NewWorldEvent[] {
  if (s.phase === 'finished') return s.events().filter((e) => e.turn === 'final');
  const c = s.clone();
  const from = c.events().length;
  try {
    if (c.phase === 'act') c.confirm();
    c.finish();
  } catch {
    return s.finalPreview().events;
  }
  return c.events().slice(from);
}

/** Whether a score event scores this very feature (same type, same tiles), not another one through its tiles. */
export const scoresFeature = (
  e: NewWorldEvent,
  type: string | undefined,
  tiles: Tiles,
): e is Extract<NewWorldEvent, { kind: 'score' }> =>
  e.kind === 'score' &&
  e.type === type &&
  e.feature.at.length === tiles.length &&
  e.feature.at.every(([c, r]) => tiles.some(([tc, tr]) => tc === c && tr === r));

/** A settler's feature, who holds it and what it would score, in words `w` (English by default). */
export function newWorldFigureInfo(s: Session, index: number, w: PointingWords = EN): FigureInfo | null {
  const t = s.narrow();
  if (t.ruleset !== 'new-world') return null;
  const g = t.current;
  const st = g.view().settlers[index];
  if (!st) return null;
  const feature = g
    .features()
    .find((f) =>
      f.settlers.some(
        (x) => x.col === st.col && x.row === st.row && x.at === st.at && x.player === st.player,
      ),
    );
  const tiles = (feature?.tiles ?? [[st.col, st.row]]).map(([col, row]) => NEW_WORLD.toGrid({ col, row }));
  // At game end: the final scoring of this feature, as it stands now.
  const here = feature?.tiles ?? [[st.col, st.row]];
  const end = scoresToCome(t).filter((e) => scoresFeature(e, feature?.type, here));
  const mine = end.filter((e) => e.kind === 'score' && e.player === st.player);
  const atEnd = mine.reduce((n, e) => n + (e.kind === 'score' ? e.points : 0), 0);
  // Who holds it: settlers per player (the majority decides who scores), and what the leaders would score.
  const counts = new Map<string, number>();
  for (const x of feature?.settlers ?? [st]) counts.set(x.player, (counts.get(x.player) ?? 0) + 1);
  const most = Math.max(...counts.values());
  const leaders = [...counts].filter(([, n]) => n === most).map(([p]) => p);
  const leaderPoints = end.find((e) => e.kind === 'score' && e.player === leaders[0]);
  const worth = leaderPoints && leaderPoints.kind === 'score' ? leaderPoints.points : atEnd;
  return {
    label: w.piece(st.player, st.role, w.rulesets['new-world'].square(st.col, st.row)),
    tiles,
    now: null,
    atEnd,
    note: w.settlerNote(
      feature?.type,
      !!feature?.complete,
      { counts: [...counts], leaders },
      worth,
      st.player,
    ),
  };
}

/**
 * What the features through one square hold and would score (pointing at a tile, not a settler):
 * each feature in words, who holds it (settlers per player) and what its leaders would score at
 * game end as things stand. Null for an empty square.
 */
export function newWorldTileInfo(
  s: Session,
  gx: number,
  gy: number,
  w: PointingWords = EN,
): FigureInfo | null {
  const t = s.narrow();
  if (t.ruleset !== 'new-world') return null;
  const { col, row } = NEW_WORLD.fromGrid(gx, gy);
  const g = t.current;
  const here = g.features().filter((f) => f.tiles.some(([c, r]) => c === col && r === row));
  if (!here.length) return null;
  const end = scoresToCome(t);
  const lines = here.map((f) => {
    const counts = new Map<string, number>();
    for (const x of f.settlers) counts.set(x.player, (counts.get(x.player) ?? 0) + 1);
    if (!counts.size) return w.featureLine(f, { counts: [], leaders: [] }, 0);
    const most = Math.max(...counts.values());
    const leaders = [...counts].filter(([, k]) => k === most).map(([p]) => p);
    const worth = end.find((e) => scoresFeature(e, f.type, f.tiles) && leaders.includes(e.player));
    const points = worth && worth.kind === 'score' ? worth.points : 0;
    return w.featureLine(f, { counts: [...counts], leaders }, points);
  });
  const tiles = [
    ...new Map(
      here.flatMap((f) => f.tiles).map(([c, r]) => [`${c},${r}`, NEW_WORLD.toGrid({ col: c, row: r })]),
    ).values(),
  ];
  return {
    label: w.tileAt(w.rulesets['new-world'].square(col, row)),
    tiles,
    now: null,
    atEnd: null,
    note: lines.join(' '),
  };
}
