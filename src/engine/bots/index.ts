/**
 * Whole games played by computer players, one per seat, for the command line (`nw play`), the
 * bench and the tests: the same ruleset, seats and seed always give the same game. The record
 * written is self-contained (formats §3, §8): its `tiles` list every tile type the game used,
 * the start spaces (New World) or the start tile (The Discovery, placed in `setup`) included,
 * so that a reader with no tile set of its own replays it to the same scores.
 */
import { PLAYER_COLOURS, mulberry32 } from '../core/random';
import { DiscoveryGame } from '../rulesets/discovery/game';
import { resolveDiscoveryOptions, tilesRemoved } from '../rulesets/discovery/options';
import { shuffledDiscoveryBag } from '../rulesets/discovery/random';
import { STANDARD_TILES as DISCOVERY_TILES, START_TILE } from '../rulesets/discovery/tiles';
import type { DiscoveryRecord, DiscoveryTileDef } from '../rulesets/discovery/types';
import { Game } from '../rulesets/new-world/game';
import { shuffledBag } from '../rulesets/new-world/random';
import { START_SPACES, STANDARD_TILES } from '../rulesets/new-world/tiles';
import type { GameRecord, TileType } from '../rulesets/new-world/types';
import { discoveryMove } from './discovery';
import { BOT_NAMES, type BotName } from './names';
import { newWorldMove } from './new-world';
import type { BotReason, BotRuleset } from './reasons';

export { BOT_NAMES, type BotName } from './names';
export { newWorldMove, type NewWorldMove } from './new-world';
export { discoveryMove, type DiscoveryMove, type DiscoveryAction } from './discovery';
export {
  BOT_REASON_CODES,
  type BotAct,
  type BotFeature,
  type BotPlace,
  type BotReason,
  type BotRuleset,
} from './reasons';

export interface BotGame {
  ruleset: BotRuleset;
  /** One bot per seat; the n-th seat plays the n-th player (Red, Yellow, … in PLAYER_COLOURS order). */
  seats: readonly BotName[];
  seed: number;
}

/**
 * A move a bot made: who, with which bot, why (as data: src/lib/i18n/ui/bot-reasons.*.ts word it), and how
 * long it thought (milliseconds).
 */
export interface BotTurn {
  player: string;
  bot: BotName;
  reason: BotReason;
  ms: number;
}

export interface PlayedGame<R> {
  record: R;
  moves: BotTurn[];
  scores: Record<string, number>;
}

/** Seats allowed for a ruleset: New World 1–5 players, The Discovery 2–5. */
export const SEATS = { 'new-world': [1, 5], discovery: [2, 5] } as const;

export function playNewWorld(o: Omit<BotGame, 'ruleset'>): PlayedGame<GameRecord> {
  const rand = mulberry32(o.seed);
  const g = new Game({ players: PLAYER_COLOURS.slice(0, o.seats.length) });
  const moves: BotTurn[] = [];
  for (const tile of shuffledBag(rand)) {
    const seat = g.players.indexOf(g.currentPlayer);
    const t0 = performance.now();
    const m = newWorldMove(g, tile, o.seats[seat], rand);
    const ms = performance.now() - t0;
    if (!m) {
      g.discard(tile);
      moves.push({
        player: g.currentPlayer,
        bot: o.seats[seat],
        reason: {
          code: 'fits-nowhere',
          ruleset: 'new-world',
          player: g.currentPlayer,
          bot: o.seats[seat],
          tile,
        },
        ms,
      });
      continue;
    }
    g.place(tile, m.placement);
    if (m.settler) g.deploy(m.settler);
    g.score();
    moves.push({ player: g.players[seat], bot: o.seats[seat], reason: m.reason, ms });
  }
  g.finish();
  const record = g.toRecord();
  const used = new Set(record.turns.map((t) => t.tile));
  const tiles: TileType[] = structuredClone([
    ...STANDARD_TILES.filter((t) => used.has(t.id)),
    ...START_SPACES,
  ]);
  const { turns, finish, ...head } = record;
  return { record: { ...head, tiles, turns, finish }, moves, scores: g.scores };
}

export function playDiscovery(o: Omit<BotGame, 'ruleset'>): PlayedGame<DiscoveryRecord> {
  const rand = mulberry32(o.seed);
  const n = o.seats.length;
  const g = new DiscoveryGame({ players: PLAYER_COLOURS.slice(0, n) });
  const options = resolveDiscoveryOptions({});
  const bag = shuffledDiscoveryBag(rand);
  bag.splice(0, tilesRemoved(n, options, bag.length));
  const moves: BotTurn[] = [];
  while (bag.length) {
    const tile = bag.pop()!;
    const seat = g.players.indexOf(g.currentPlayer);
    const t0 = performance.now();
    const m = discoveryMove(g, tile, o.seats[seat], rand);
    const ms = performance.now() - t0;
    if (!m) {
      g.discard(tile);
      moves.push({
        player: g.currentPlayer,
        bot: o.seats[seat],
        reason: {
          code: 'fits-nowhere',
          ruleset: 'discovery',
          player: g.currentPlayer,
          bot: o.seats[seat],
          tile,
        },
        ms,
      });
      continue;
    }
    g.place(tile, m.placement);
    if (m.action && 'figure' in m.action) g.deploy(m.action.figure);
    else if (m.action) g.withdraw(m.action.withdraw);
    g.endTurn();
    moves.push({ player: g.players[seat], bot: o.seats[seat], reason: m.reason, ms });
  }
  g.finish();
  const record = g.toRecord();
  const used = new Set(record.turns.map((t) => t.tile));
  const tiles: DiscoveryTileDef[] = structuredClone(
    DISCOVERY_TILES.filter((t) => used.has(t.id) || t.id === START_TILE),
  );
  const { turns, finish, ...head } = record;
  const setup = { placed: [{ tile: START_TILE, x: 0, y: 0, rotation: 0 as const }] };
  return { record: { ...head, tiles, setup, turns, finish }, moves, scores: g.scores };
}

/** Whether `x` names a bot. */
export function isBotName(x: unknown): x is BotName {
  return BOT_NAMES.some((b) => b === x);
}
