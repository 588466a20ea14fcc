/**
 * The expert's thinking as a page asks for it: a position (the game's record, the tile in hand),
 * a seed and a budget in, the expert's move with its reason out, and, given a person's own move,
 * how the two compare over the same playouts. Plain data both ways, so it runs in the sandbox's
 * expert worker (src/lib/expert/expert-worker.ts) or, where no worker can start, on the page.
 */
import { DiscoveryGame } from '../rulesets/discovery/game';
import { Game } from '../rulesets/new-world/game';
import { expertDiscovery, expertMoveOf as discoveryMoveOf, type DiscoveryMove } from './discovery';
import type { Budget } from './expert';
import type { DiscoveryWhole, NewWorldWhole } from './expert-games';
import { expertMoveOf as newWorldMoveOf, expertNewWorld, type NewWorldMove } from './new-world';

export type ThinkAsk =
  | {
      ruleset: 'new-world';
      record: unknown;
      tile: string;
      seed: number;
      budget?: Budget;
      own?: NewWorldWhole;
    }
  | {
      ruleset: 'discovery';
      record: unknown;
      tile: string;
      seed: number;
      budget?: Budget;
      own?: DiscoveryWhole;
    };

export type ExpertMove = NewWorldMove | DiscoveryMove;

export interface Thought {
  /** The expert's move (null: the tile fits nowhere). */
  move: ExpertMove | null;
  playouts: number;
  /**
   * With a person's own move: the expert's mean weight less the person's (points; 0: the same move), or null
   * when that move was not found among the legal ones.
   */
  ahead?: number | null;
}

/** Thinks about `ask`; `progress` hears the best move so far (every 40 playouts, and first after the weighing). */
export function think(ask: ThinkAsk, progress?: (t: Thought) => void): Thought {
  if (ask.ruleset === 'new-world') {
    const g = Game.fromRecord(ask.record);
    const { move, result } = expertNewWorld(
      g,
      ask.tile,
      ask.seed,
      ask.budget,
      ask.own,
      progress && ((r) => progress({ move: newWorldMoveOf(g, ask.tile, r), playouts: r.playouts })),
    );
    return {
      move,
      playouts: result?.playouts ?? 0,
      ...(ask.own
        ? { ahead: result?.own ? Math.round((result.best.mean - result.own.mean) * 10) / 10 : null }
        : {}),
    };
  }
  const g = DiscoveryGame.fromRecord(ask.record);
  const { move, result } = expertDiscovery(
    g,
    ask.tile,
    ask.seed,
    ask.budget,
    ask.own,
    progress && ((r) => progress({ move: discoveryMoveOf(g, ask.tile, r), playouts: r.playouts })),
  );
  return {
    move,
    playouts: result?.playouts ?? 0,
    ...(ask.own
      ? { ahead: result?.own ? Math.round((result.best.mean - result.own.mean) * 10) / 10 : null }
      : {}),
  };
}
