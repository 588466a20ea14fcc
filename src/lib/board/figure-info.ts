/**
 * What a settler (New World) or figure (The Discovery) on the board stands on and would score:
 * the tiles of its feature or region, and its points now and at game end, for the sandbox's
 * "hover or focus a settler" explanation. Read-only: works on clones.
 */
import type { DiscoveryGame, Game, Session } from '@engine/index';
import { toGrid } from './board-model';

export interface FigureInfo {
  label: string;
  tiles: { gx: number; gy: number }[];
  /** Points if it scored now (The Discovery: withdrawn now; New World: null while the feature is open). */
  now: number | null;
  atEnd: number;
  note: string;
}

export function figureInfo(s: Session, index: number): FigureInfo | null {
  return INFO[s.ruleset](s, index);
}

function discoveryInfo(s: Session, index: number): FigureInfo | null {
  const g = s.current as unknown as DiscoveryGame;
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

function newWorldInfo(s: Session, index: number): FigureInfo | null {
  const g = s.current as unknown as Game;
  const st = g.view().settlers[index];
  if (!st) return null;
  const feature = g.features().find((f) => f.settlers.some((x) => x.col === st.col && x.row === st.row && x.at === st.at && x.player === st.player));
  const tiles = (feature?.tiles ?? [[st.col, st.row]]).map(([col, row]) => toGrid('new-world', { col, row }));
  // At game end: the final scoring of this feature, as it stands now.
  const end = s.finalPreview().events as { kind: string; player?: string; points?: number; feature?: { at: [number, number][] } }[];
  const mine = end.filter((e) => e.kind === 'score' && e.player === st.player && e.feature?.at.some(([c, r]) => c === st.col && r === st.row));
  const atEnd = mine.reduce((n, e) => n + (e.points ?? 0), 0);
  const complete = !!feature?.complete;
  return {
    label: `${st.player}'s ${st.role} at column ${st.col}, row ${st.row}`,
    tiles,
    now: null,
    atEnd,
    note: `${complete ? 'Its feature is complete' : 'Its feature is still open: it scores when completed'}; at game end, as things stand, ${st.player} would score ${atEnd} for it.`,
  };
}

const INFO: Record<Session['ruleset'], (s: Session, index: number) => FigureInfo | null> = { 'new-world': newWorldInfo, discovery: discoveryInfo };
