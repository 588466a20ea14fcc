/**
 * A turn's steps (rulebook, Course of play): put the drawn tile down, perhaps a settler on it,
 * then score what the tile completed and pass to the next player; or send back a drawn tile
 * that fits nowhere. The Game facade checks first that the game is not over and whether a tile
 * waits to be scored; refusals here name the place and leave the state as it was.
 */
import { quarter } from '../../core/geometry';
import { completedBy, scoringSequence } from './completion';
import { refuseNewWorld } from './refusals';
import { seat, standingOn } from './settlers';
import { take, tileType, type State } from './state';
import type { CompiledTile } from './tiles';
import { scoreCompleted } from './turn-scoring';
import type { FeatureType, OrderEntry, OrderInput, Placement, Role, SettlerSpec } from './types';

export interface DeployOption {
  role: Role;
  at: SettlerSpec['at'];
}

export interface CompletedFeature {
  /** Root segment id (stable during the turn). */
  seg: number;
  type: FeatureType;
  /** A location that names it, for `order`. */
  ref: OrderEntry;
  /** Standing settlers on it, by player name. */
  settlers: Record<string, number>;
}

/** No scoring order given. */
export const NO_ORDER: readonly OrderInput[] = [];

/** Step 1: put the drawn tile down (the facade has checked the placement: `TileGame.checkPlace`). */
export function placeTile(s: State, t: CompiledTile, p: Placement, path: string): void {
  const tileId = t.type.id;
  take(s, tileId, `${path}.tile`);
  const placed = s.board.put(t, p.col, p.row, quarter(p.rotation));
  s.pending = {
    placed,
    turn: { tile: tileId, col: p.col, row: p.row, rotation: p.rotation },
    deployed: false,
  };
  s.log.push({
    kind: 'place',
    type: 'place',
    turn: s.played.length + 1,
    player: s.players[s.current],
    tile: tileId,
    col: p.col,
    row: p.row,
    rotation: p.rotation,
  });
}

/** Step 2 (optional): one settler from supply onto the tile just placed. */
export function deploySettler(s: State, settler: SettlerSpec, path: string): void {
  const p = s.pending;
  if (!p) refuseNewWorld(path, { code: 'place-first', step: 'deploy' });
  if (p.deployed) refuseNewWorld(path, { code: 'one-settler-per-turn' });
  const current = s.players[s.current];
  if (settler.player !== undefined && settler.player !== current)
    refuseNewWorld(`${path}.player`, { code: 'not-your-turn', current, player: settler.player });
  const t = seat(s, p.placed, settler, s.current, path, true);
  p.deployed = true;
  const ev = s.log[s.log.length - 1];
  if (ev.kind === 'place') ev.settler = { role: t.role, at: t.at };
  p.turn.settler = { role: t.role, at: settler.at };
}

/** Features completed by this turn's tile, in the default scoring order. */
export function completedFeatures(s: State): CompletedFeature[] {
  const p = s.pending;
  if (!p) return [];
  return completedBy(s.board, p.placed, s.options.farmStartSpaces).map((c) => {
    const counts = new Map<string, number>();
    for (const t of standingOn(s, c.seg))
      counts.set(s.players[t.player], (counts.get(s.players[t.player]) ?? 0) + 1);
    return { ...c, type: s.board.segType[c.seg], settlers: Object.fromEntries(counts) };
  });
}

/** Step 3: score what the tile completed (in `order`, then the default order) and end the turn. */
export function scoreTurn(s: State, order: readonly OrderInput[], path: string): void {
  const p = s.pending;
  if (!p) refuseNewWorld(path, { code: 'place-first', step: 'score' });
  const completed = completedBy(s.board, p.placed, s.options.farmStartSpaces);
  const turnNo = s.played.length + 1;
  if (order.length === 0) {
    // No order given: the default order, as scoringSequence would give it.
    for (const c of completed) scoreCompleted(s, c.seg, turnNo);
  } else {
    const { sequence, named } = scoringSequence(s.board, completed, order, path);
    for (const root of sequence) scoreCompleted(s, root, turnNo);
    if (named.length) p.turn.order = named;
  }
  s.played.push(p.turn);
  s.pending = null;
  s.current = (s.current + 1) % s.players.length;
}

/** A drawn tile with no legal place goes back in the box; the same player draws again. */
export function discardTile(s: State, tileId: string, path: string): void {
  const t = tileType(s, tileId, `${path}.tile`);
  if (t.isStart) refuseNewWorld(`${path}.tile`, { code: 'start-space-drawn' });
  if (s.board.fitsAnywhere(t)) refuseNewWorld(path, { code: 'discard-fits', tile: tileId });
  take(s, tileId, `${path}.tile`);
  s.log.push({
    kind: 'discard',
    type: 'discard',
    turn: s.played.length + 1,
    player: s.players[s.current],
    tile: tileId,
  });
  s.played.push({ tile: tileId, discard: true });
}
