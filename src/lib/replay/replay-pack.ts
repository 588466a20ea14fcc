/**
 * A replay packed for the page: the frames computed at build time (by replay-frames.ts, which
 * runs the engine) stored compactly, each tile type once and each frame's tiles as short
 * tuples, so the replay island needs no engine to step through them. No runtime import of the
 * engine here (types only): the island stays small; the engine loads only when a reader
 * switches a rule option.
 */
import type { DiscoveryTileDef, TileType } from '@engine/index';
import type { BoardFigureModel, BoardModel, PlayerLook } from '@lib/board/board-model';
import type { Frame, Replay } from './types';

/** [type id, gx, gy, rotation, start(1|0)] */
type PackedTile = [string, number, number, number, number];

export interface PackedFrame {
  tiles: PackedTile[];
  figures: BoardFigureModel[];
  columns: { gx: number; label: string }[];
  surveyors: { gx: number; label: string }[];
  lastPlaced?: { gx: number; gy: number };
  highlight: { gx: number; gy: number }[];
  text: string;
  sum?: string;
  href?: string;
  scores: Record<string, number>;
  kind: Frame['kind'];
  steps: number;
}

export interface PackedReplay {
  ruleset: 'new-world' | 'discovery';
  players: string[];
  looks: Record<string, PlayerLook>;
  types: Record<string, TileType | DiscoveryTileDef>;
  frames: PackedFrame[];
}

export function packReplay(r: Replay): PackedReplay {
  const types: PackedReplay['types'] = {};
  const frames = r.frames.map((f): PackedFrame => {
    const m = f.model;
    const tiles = m.tiles.map((t): PackedTile => {
      const def = (t.nw ?? t.disc)!;
      types[def.id] = def;
      return [def.id, t.gx, t.gy, t.rotation, t.start ? 1 : 0];
    });
    return {
      tiles,
      figures: m.figures,
      columns: m.columns,
      surveyors: m.surveyors,
      lastPlaced: m.lastPlaced,
      highlight: m.highlight,
      text: f.text,
      sum: f.sum,
      href: f.href,
      scores: f.scores,
      kind: f.kind,
      steps: f.steps,
    };
  });
  return { ruleset: r.ruleset, players: r.players, looks: r.frames[0]?.model.looks ?? {}, types, frames };
}

/** A packed tile type as the drawings take it, for each ruleset. */
const lookOf = (ruleset: BoardModel['ruleset'], type: unknown) =>
  ({ 'new-world': { nw: type as TileType }, discovery: { disc: type as DiscoveryTileDef } })[ruleset];

/** One frame back as the board's model. */
export function unpackModel(p: PackedReplay, f: PackedFrame): BoardModel {
  return {
    ruleset: p.ruleset,
    tiles: f.tiles.map(([id, gx, gy, rotation, start]) => ({
      key: `${gx},${gy}`,
      gx,
      gy,
      rotation,
      start: start === 1,
      ...lookOf(p.ruleset, p.types[id]),
    })),
    figures: f.figures,
    looks: p.looks,
    columns: f.columns,
    surveyors: f.surveyors,
    lastPlaced: f.lastPlaced,
    highlight: f.highlight,
  };
}

/**
 * A hand-made link to open a record in the sandbox: base64url of the JSON, which the reader accepts (formats
 * §6). `prefix`: the page's language ('fr/' for the French sandbox).
 */
export function sandboxLink(record: Record<string, unknown>, prefix = ''): string {
  // The example's own fields (what its page shows, what the replay must give, its option) stay out of the link.
  const { title: _t, description: _d, source: _s, expect: _e, option: _o, ...game } = record;
  const bytes = new TextEncoder().encode(JSON.stringify(game));
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  // The site's base (BASE_PATH), inlined rather than imported: this module must stay free of the engine's chunk.
  const raw: string = import.meta.env?.BASE_URL ?? '/';
  const base = raw.replace(/\/?$/, '/');
  return `${base}${prefix}sandbox/#record=${btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`;
}
