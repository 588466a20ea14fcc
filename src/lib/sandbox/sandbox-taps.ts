/**
 * Why a tap on the board does nothing, while the player chooses where a settler or figure goes (the
 * sandbox): the part of the tile under the tap (tile-point.ts), tried on a copy of the game, and the
 * engine's refusal read as data. The words are the page's (sandbox-taps.<lang>.ts in src/lib/i18n/ui).
 */
import { refusalOf } from '@engine/refusals';
import type { Session } from '@engine/session/session';
import type { BoardModel } from '@lib/board/board-types';
import { discoveryPoint, newWorldPoint, type PointFeature } from '@lib/board/tile-point';
import { rulesetUi } from '@lib/rulesets/registry';

/** A tap on the board: the square, and the point in it in tile units (0–100). */
export interface BoardTap {
  gx: number;
  gy: number;
  px: number;
  py: number;
}

export type TapWhy =
  /** The feature is held already: by `owner`'s `role`. */
  | { code: 'held'; feature: PointFeature; owner: string; role: string }
  /** The sea, or a crossing: no piece stands there. */
  | { code: 'no-place'; feature: PointFeature }
  | { code: 'none-left'; player: string }
  | { code: 'one-per-turn' }
  /** The feature is free: its circle puts the piece there. */
  | { code: 'offered'; feature: PointFeature }
  /** An older tile, while a piece may go only on the one just laid. */
  | { code: 'older-tile' }
  /** Another refusal of the engine's, said by the refusal words (refusal-core.ts). */
  | { code: 'other'; error: unknown };

/**
 * Why tap `t` puts no piece down, in the settler step of session `s` (board model `model`); null: not the
 * settler step, or an empty square.
 */
export function tapWhy(s: Session, model: BoardModel, t: BoardTap): TapWhy | null {
  const placed = s.placed;
  if (!placed || s.phase !== 'act') return null;
  const r = rulesetUi(s.ruleset);
  const here = r.toGrid(placed.at);
  const tile = model.tiles.find((m) => m.gx === t.gx && m.gy === t.gy);
  if (!tile) return null;
  if (here.gx !== t.gx || here.gy !== t.gy) return { code: 'older-tile' };
  const point = tile.nw
    ? newWorldPoint(tile.nw, tile.rotation, t.px, t.py)
    : tile.disc
      ? discoveryPoint(tile.disc, tile.rotation, t.px, t.py)
      : null;
  if (!point) return null;
  if (!point.at) return { code: 'no-place', feature: point.feature };
  const copy = s.clone();
  try {
    copy.deploy({ at: point.at });
  } catch (e) {
    const why = refusalOf(e);
    if (!why) return { code: 'other', error: e };
    switch (why.code) {
      case 'feature-held':
      case 'region-held':
        return { code: 'held', feature: point.feature, owner: why.owner, role: why.role };
      case 'edge-faces-sea':
      case 'half-faces-sea':
        return { code: 'no-place', feature: 'sea' };
      case 'no-settler-left':
      case 'no-figure-left':
        return { code: 'none-left', player: why.player };
      case 'one-settler-per-turn':
      case 'one-figure-per-turn':
      case 'figure-or-withdraw':
        return { code: 'one-per-turn' };
      default:
        return { code: 'other', error: e };
    }
  }
  return { code: 'offered', feature: point.feature };
}
