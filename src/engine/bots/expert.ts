/**
 * The expert computer player's search, the same for both games (new-world.ts and discovery.ts
 * give it their moves): flat Monte Carlo tree search at the root.
 *
 * 1. Every whole move (a place for the tile and what comes with it) is weighed as the strong
 *    player weighs it (weigh.ts); the best `width` go on.
 * 2. The playouts are shared out by sequential halving: in each of about log2(width) rounds
 *    every move still in the running is played out as often as the others, and the worse half
 *    is dropped; the moves left get the most playouts. A playout deals the tiles still hidden in
 *    a random order (the stacks are hidden: determinised draws, from the tiles not yet seen),
 *    plays the next `depth` turns of every player with a cheap policy (any legal place, a piece
 *    put down now and then), and weighs the position reached for the player to move, the same
 *    way. Common deals: the n-th playout of every move draws the same tiles with the same random
 *    numbers, so two moves are compared on the same luck.
 * 3. The move left at the end wins (ties: the strong player's order). Same game, same seed,
 *    same budget: same move, on any machine (the budget counts playouts, not time).
 *
 * What the playouts see and the weighing alone does not: the surveyors moving on (a settler left
 * east of them goes home), features the other players join or close, tiles that never come.
 */
import { mulberry32 } from '../core/random';
import type { ExpertPlan } from './reasons';
import { greedyWhy, pointsOf, weigh, type Weighable, type Weight } from './weigh';

/** A game as the search needs it. `M` is one whole move. */
export interface SearchGame<M> extends Weighable {
  readonly currentPlayer: string;
  fork(): SearchGame<M>;
  isOver(): boolean;
  /** Every whole move with `tile` (empty: it fits nowhere). */
  moves(tile: string): M[];
  /** Plays `m` with `tile`: place, act, score (New World) or end the turn (The Discovery). */
  play(tile: string, m: M): void;
  discard(tile: string): void;
  /** Plays the cheap policy's move with `tile` on this game itself (false: it fits nowhere, nothing played). */
  playCheap(tile: string, rand: () => number): boolean;
  /**
   * Tiles not yet seen by the player to move (the one in hand left out) and how many are still to be drawn
   * after it.
   */
  hidden(tile: string): { pool: string[]; draws: number };
  /** Pieces the player `who` still has in supply. */
  kept(who: number): number;
  /**
   * A move's identity: where, turned how, then `|` and what came with it (a person's own move is found by the
   * part before `|`).
   */
  key(m: M): string;
}

export interface Budget {
  /** Playouts in all (default 960). */
  playouts?: number;
  /** Moves weighed by the strong player's measure that the playouts compare (default 6). */
  width?: number;
  /**
   * Turns each playout plays on, all players together (default 8: in duels against the strong player 2 won 24
   * of 40, 4 won 25, 8 won 57 of 80, 16 won 19 of 40).
   */
  depth?: number;
}

/**
 * The default budget, the same in both games (duels against the strong player: docs/computer-players.md,
 * *Computer players*): 960 playouts won 151 of 200 New World duels where 240 won 128, and 143 of
 * 200 Discovery duels where 480 won 129, in about the time 240 took before a playout stopped
 * copying the game at every turn.
 */
export const DEFAULT_BUDGET: Required<Budget> = { playouts: 960, width: 6, depth: 8 };

export interface Scored<M> {
  move: M;
  /** The strong player's weight of the move (weigh.ts). */
  weight: Weight;
  /** Mean weight of the positions the playouts reached after it, and how many playouts tried it. */
  mean: number;
  tries: number;
}

export interface SearchResult<M> {
  best: Scored<M>;
  /** Every candidate, the strong player's best first (its order). */
  candidates: Scored<M>[];
  playouts: number;
  /**
   * The person's placement (`extra`, compared by where its tile goes) with its best piece, when it was given
   * and is legal.
   */
  own?: Scored<M>;
}

/** Progress while searching: after the first weighing, then every `every` playouts. */
export type Progress<M> = (r: SearchResult<M>) => void;

/** Deals `n` tiles of `pool` at random (a partial shuffle). */
function deal(pool: readonly string[], n: number, rand: () => number): string[] {
  const a = pool.slice();
  const k = Math.min(n, a.length);
  for (let i = 0; i < k; i++) {
    const j = i + Math.floor(rand() * (a.length - i));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a.slice(0, k);
}

/**
 * The expert's search from `g` with `tile` in hand. `extra`, when given, is weighed and played out
 * too (a person's own move, to compare with the expert's). Null when the tile fits nowhere.
 */
export function search<M>(
  g: SearchGame<M>,
  tile: string,
  seed: number,
  budget: Budget = {},
  extra?: M,
  progress?: Progress<M>,
  every = 40,
): SearchResult<M> | null {
  const b = { ...DEFAULT_BUDGET, ...budget };
  const moves = g.moves(tile);
  if (!moves.length) return null;
  const me = g.players.indexOf(g.currentPlayer);
  const before = pointsOf(g);
  const all: Scored<M>[] = [];
  for (const move of moves) {
    const after = g.fork();
    after.play(tile, move);
    all.push({ move, weight: weigh(after, me, before, after.kept(me), true), mean: 0, tries: 0 });
  }
  // The strong player's order; the first of equals in the engine's order stays first.
  const ranked = all
    .map((s, i) => ({ s, i }))
    .sort((x, y) => y.s.weight.value - x.s.weight.value || x.i - y.i)
    .map((x) => x.s);
  const cands = ranked.slice(0, Math.max(1, b.width));
  // A person's own move is compared by its placement (its piece is not down yet when they ask):
  // the search itself is the same with or without it, so the expert's answer does not change.
  const spot = extra === undefined ? null : where(g.key(extra));
  let own: Scored<M> | undefined;
  /** The moves still in the running (indices into `cands`), best first once a round has ranked them. */
  let alive = cands.map((_, i) => i);
  const result = (n: number): SearchResult<M> => {
    let best = cands[alive[0]];
    for (const i of alive)
      if (cands[i].tries && (!best.tries || cands[i].mean > best.mean + 1e-9)) best = cands[i];
    return { best, candidates: cands, playouts: n, ...(own ? { own } : {}) };
  };
  progress?.(result(0));
  if (cands.length === 1 && spot === null) return result(0);
  const { pool, draws } = g.hidden(tile);
  const depth = b.depth > 0 ? b.depth : 2 * g.players.length;
  /** The random numbers of every move's `n`-th playout (common deals). */
  const luck = (n: number) => mulberry32((seed + Math.imul(n + 1, 0x9e3779b9)) >>> 0);
  /** One playout after `move`: the hidden tiles dealt, the next turns played cheaply, the position weighed. */
  const playout = (move: M, r: () => number): number => {
    const f = g.fork();
    f.play(tile, move);
    for (const t of deal(pool, Math.min(depth, draws), r)) {
      if (f.isOver()) break;
      if (!f.playCheap(t, r)) f.discard(t);
    }
    return weigh(f, me, before, f.kept(me), true).value;
  };
  const sum = cands.map(() => 0);
  const tryOut = (i: number) => {
    const c = cands[i];
    sum[i] += playout(c.move, luck(c.tries));
    c.tries++;
    c.mean = sum[i] / c.tries;
  };
  let n = 0;
  const rounds = Math.max(1, Math.ceil(Math.log2(cands.length)));
  for (let k = 0; k < rounds; k++) {
    // This round's share of what is left, spread evenly (the better-ranked first get any one over).
    const share = k === rounds - 1 ? b.playouts - n : Math.floor((b.playouts - n) / (rounds - k));
    for (let j = 0; j < share; j++) {
      tryOut(alive[j % alive.length]);
      n++;
      if (progress && n % every === 0) progress(result(n));
    }
    // Best mean first (ties: the strong player's order); the worse half goes.
    alive.sort((x, y) => cands[y].mean - cands[x].mean || x - y);
    if (k < rounds - 1) alive = alive.slice(0, Math.ceil(alive.length / 2));
  }
  if (spot !== null) {
    // The placement as the search played it, its best piece with it; else as the strong player
    // would complete it, played out as often as the expert's own move.
    const best = result(b.playouts).best;
    own = cands
      .filter((c) => c.tries && where(g.key(c.move)) === spot)
      .reduce<Scored<M> | undefined>((a, c) => (!a || c.mean > a.mean ? c : a), undefined);
    if (!own) {
      own = ranked.find((c) => where(g.key(c.move)) === spot);
      if (own) {
        // On the same deals as the expert's move: the difference is the moves', not the luck's.
        let total = 0;
        for (own.tries = 0; own.tries < Math.max(1, best.tries); own.tries++)
          total += playout(own.move, luck(own.tries));
        own.mean = total / own.tries;
      }
    }
  }
  return result(b.playouts);
}

/** A move's place alone (its key up to the piece): where the tile goes, turned how. */
function where(key: string): string {
  return key.slice(0, key.indexOf('|'));
}

/** What decided the search's move, and its figures, for the reason (reasons.ts `expert`). */
export function expertPlan<M>(
  r: SearchResult<M>,
  acted: (m: M) => boolean,
): { plan: ExpertPlan; points: number; gain: number; playouts: number } {
  const first = r.candidates[0];
  const b = r.best;
  const round = (x: number) => Math.round(x * 10) / 10;
  const gain = round(b.mean - first.mean);
  if (b !== first && gain > 0) {
    return {
      plan: acted(first.move) && !acted(b.move) ? 'holds-piece' : 'looks-ahead',
      points: Math.max(0, b.weight.now),
      gain,
      playouts: r.playouts,
    };
  }
  const why = greedyWhy(b.weight, acted(b.move));
  return { plan: why.code, points: 'points' in why ? why.points : 0, gain: 0, playouts: r.playouts };
}
