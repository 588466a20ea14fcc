/**
 * What the interactive board draws, built from a session of either ruleset: tiles, figures,
 * New World's column numbers and surveyors, the frontier of empty squares and which of them
 * fit, deploy and withdraw targets. The board decides nothing; this is plain data.
 *
 * Screen grid: `gx` grows to the right, `gy` downwards. New World's columns count westward from
 * the coast (col 0 at the right), so gx = -col; The Discovery's x grows east, so gx = x.
 */
import { own } from '@lib/io/names';
import type { Session } from '@engine/index';
import { rulesetUi } from '@lib/rulesets/registry';
import EN, { type BoardWords } from '@lib/i18n/ui/board.en';
import { playerStyle } from './board-data';
import { roleInitial, withArticle } from './roles';

export { roleInitial, withArticle };

export type {
  PlayerLook,
  BoardTileModel,
  BoardFigureModel,
  BoardModel,
  BoardSpot,
  BoardTarget,
} from './board-types';
import type { BoardModel, BoardSpot, BoardTarget, PlayerLook } from './board-types';

/**
 * Looks of the players: the colour chosen for each, or the one its name says; the letter from the name as
 * shown (`w.player`).
 */
export function playerLooks(
  players: string[],
  colours: Record<string, string> = {},
  w: BoardWords = EN,
): Record<string, PlayerLook> {
  const shown = players.map(w.player);
  return Object.fromEntries(
    players.map((p) => {
      const mine = playerStyle(players, p);
      const c = own(colours, p);
      const look = typeof c === 'string' ? playerStyle([c], c) : mine;
      return [p, { fill: look.fill, text: look.text, letter: playerStyle(shown, w.player(p)).letter }];
    }),
  );
}

/** Spot of the session's ruleset ↔ screen grid. */
export function toGrid(ruleset: string, spot: Record<string, number>): { gx: number; gy: number } {
  return rulesetUi(ruleset).toGrid(spot);
}
export function fromGrid(ruleset: string, gx: number, gy: number): Record<string, number> {
  return rulesetUi(ruleset).fromGrid(gx, gy);
}
/** A square's name as players say it (in words `w`: English by default). */
export function spotName(ruleset: string, gx: number, gy: number, w: BoardWords = EN): string {
  const r = rulesetUi(ruleset);
  return r.gridWords(gx, gy, w.rulesets[r.id]);
}

/** The board's model of session `s`, its labels in words `w` (the page's language; English by default). */
export function boardModel(
  s: Session,
  colours: Record<string, string> = {},
  highlight: { gx: number; gy: number }[] = [],
  w: BoardWords = EN,
): BoardModel {
  const r = rulesetUi(s.ruleset);
  const placed = s.placed;
  return r.model(
    s,
    playerLooks(s.players, colours, w),
    placed ? r.toGrid(placed.at) : undefined,
    highlight,
    w,
  );
}

/** Empty squares next to the table (where a player may try the tile in hand), marking those where it fits as turned. */
export function boardSpots(s: Session, model: BoardModel, w: BoardWords = EN): BoardSpot[] {
  const hand = s.hand;
  if (!hand) return [];
  const taken = new Set(model.tiles.map((t) => `${t.gx},${t.gy}`));
  const legal = new Set(
    s.legalSpots().map((p) => {
      const { gx, gy } = toGrid(s.ruleset, p);
      return `${gx},${gy}`;
    }),
  );
  const out: BoardSpot[] = [];
  // The engine knows the empty squares where a tile could ever go (New World: never east of the coast).
  for (const p of s.openSpots()) {
    const { gx, gy } = toGrid(s.ruleset, p);
    const key = `${gx},${gy}`;
    if (taken.has(key)) continue;
    const ok = legal.has(key);
    const name = spotName(s.ruleset, gx, gy, w);
    out.push({ key, gx, gy, legal: ok, label: ok ? w.fitsHere(name) : name });
  }
  return out.sort((a, b) => a.gy - b.gy || a.gx - b.gx);
}

/** Where a settler or figure may go on the tile just placed, and (The Discovery) which figures may be taken back. */
export function boardTargets(s: Session, model: BoardModel, w: BoardWords = EN): BoardTarget[] {
  const placed = s.placed;
  if (!placed || s.phase !== 'act') return [];
  const { gx, gy } = toGrid(s.ruleset, placed.at);
  const r = rulesetUi(s.ruleset);
  const out: BoardTarget[] = s.deployOptions().map((o) => {
    const [dx, dy] = r.pieceSpot(o.at);
    return {
      key: `d:${o.role}:${o.at}`,
      kind: 'deploy',
      gx,
      gy,
      dx,
      dy,
      mark: w.roleInitial(o.role),
      label: w.deployLabel(o.role, o.at),
    };
  });
  return [...out, ...r.withdrawTargets(s, model, w)];
}
