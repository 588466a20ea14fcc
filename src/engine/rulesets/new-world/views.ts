/**
 * Read-only pictures of a position for boards, explanations and tests: the whole position, and
 * every feature with what it holds, who is on it and what it would score.
 */
import { ROTATIONS } from '../../core/geometry';
import { isComplete } from './completion';
import { settlersByFeature } from './settlers';
import { countsOf, type State, type TableSettler } from './state';
import type { FeatureType, PositionView, SettlerView } from './types';

/** A feature as seen from outside: which tiles and segments, what it holds, who is on it. */
export interface FeatureView {
  type: FeatureType;
  /** Distinct tiles, [col, row]. */
  tiles: [number, number][];
  /** Its segments: tile position and index in the tile type's segment list (towns, trails, plains, farm). */
  segments: { col: number; row: number; index: number }[];
  /** Tiles that count (start spaces per the option). */
  counted: number;
  complete: boolean;
  open: number;
  flags: number;
  tradingPosts: number;
  animals: number;
  settlers: SettlerView[];
}

export function settlerView(s: State, t: TableSettler): SettlerView {
  return { player: s.players[t.player], role: t.role, col: t.col, row: t.row, at: t.at, lying: t.lying };
}

export function positionView(s: State, over: boolean): PositionView {
  return {
    players: [...s.players],
    scores: Object.fromEntries(s.players.map((p, i) => [p, s.points[i]])),
    supply: Object.fromEntries(s.players.map((p, i) => [p, s.reserve[i]])),
    tiles: s.board.tiles.map((t) => ({
      tile: t.tile.type.id,
      col: t.x,
      row: t.y,
      rotation: ROTATIONS[t.q],
      start: t.tile.isStart,
    })),
    settlers: s.table.map((t) => settlerView(s, t)),
    surveyors: [...s.surv.surveyors],
    trackSurveyor: s.surv.track,
    current: s.players[s.current],
    turn: s.played.length,
    over,
  };
}

/** Every feature on the table (start board included). */
export function featureViews(s: State): FeatureView[] {
  const bySeg = settlersByFeature(s);
  const board = s.board;
  return board.roots().map((root) => {
    const info = board.feature(root);
    return {
      type: info.type,
      tiles: info.tiles.map((i): [number, number] => [board.tiles[i].x, board.tiles[i].y]),
      segments: board.membersOf(root).map((m) => {
        const { placed, local } = board.segment(m);
        return { col: placed.x, row: placed.y, index: local };
      }),
      counted: countsOf(s, info).tiles,
      complete: isComplete(board, root, s.options.farmStartSpaces),
      open: info.open,
      flags: info.flags,
      tradingPosts: info.tradingPosts,
      animals: info.animals,
      settlers: (bySeg.get(root) ?? []).map((t) => settlerView(s, t)),
    };
  });
}
