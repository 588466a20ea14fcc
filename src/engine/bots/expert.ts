/**
 * The expert computer player's search, the same for both games (new-world.ts and discovery.ts
 * give it their moves): flat Monte Carlo tree search at the root.
 *
 * 1. Every whole move (a place for the tile and what comes with it) is weighed as the strong
 *    player weighs it (weigh.ts); the best `width` go on.
 * 2. Each playout picks one of them by UCB1 (the one whose mean is best, plus a bonus for the
 *    ones tried least), deals the tiles still hidden in a random order (the stacks are hidden:
 *    determinised draws, from the tiles not yet seen), plays the next `depth` turns of every
 *    player with a cheap policy (any legal place, a piece put down now and then), and weighs
 *    the position reached for the player to move, the same way.
 * 3. The move with the best mean wins (ties: the strong player's order). Same game, same seed,
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
  /** The cheap policy's move with `tile` (null: it fits nowhere). */
  cheap(tile: string, rand: () => number): M | null;
  /** Tiles not yet seen by the player to move (the one in hand left out) and how many are still to be drawn after it. */
  hidden(tile: string): { pool: string[]; draws: number };
  /** Pieces the player `who` still has in supply. */
  kept(who: number): number;
  /** A move's identity: where, turned how, then `|` and what came with it (a person's own move is found by the part before `|`). */
  key(m: M): string;
}

export interface Budget {
  /** Playouts in all (default 240). */
  playouts?: number;
  /** Moves weighed by the strong player's measure that the playouts compare (default 6). */
  width?: number;
  /** Turns each playout plays on, all players together (default 8: in duels against the strong player 2 won 24 of 40, 4 won 25, 8 won 57 of 80, 16 won 19 of 40). */
  depth?: number;
}

export const DEFAULT_BUDGET: Required<Budget> = { playouts: 240, width: 6, depth: 8 };

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
  /** The person's placement (`extra`, compared by where its tile goes) with its best piece, when it was given and is legal. */
  own?: Scored<M>;
}

/** Progress while searching: after the first weighing, then every `every` playouts. */
export type Progress<M> = (r: SearchResult<M>) => void;

const EXPLORE = 2.5;

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
export function search<M>(g: SearchGame<M>, tile: string, seed: number, budget: Budget = {}, extra?: M, progress?: Progress<M>, every = 40): SearchResult<M> | null {
  const b = { ...DEFAULT_BUDGET, ...budget };
  const moves = g.moves(tile);
  if (!moves.length) return null;
  const me = g.players.indexOf(g.currentPlayer);
  const before = pointsOf(g);
  const all: Scored<M>[] = [];
  for (const move of moves) {
    const after = g.fork();
    after.play(tile, move);
    all.push({ move, weight: weigh(after, me, before, after.kept(me)), mean: 0, tries: 0 });
  }
  // The strong player's order; the first of equals in the engine's order stays first.
  const ranked = all.map((s, i) => ({ s, i })).sort((x, y) => y.s.weight.value - x.s.weight.value || x.i - y.i).map((x) => x.s);
  const cands = ranked.slice(0, Math.max(1, b.width));
  // A person's own move is compared by its placement (its piece is not down yet when they ask):
  // the search itself is the same with or without it, so the expert's answer does not change.
  const spot = extra === undefined ? null : where(g.key(extra));
  let own: Scored<M> | undefined;
  const result = (n: number): SearchResult<M> => {
    let best = cands[0];
    for (const c of cands) if (c.tries && (!best.tries || c.mean > best.mean + 1e-9)) best = c;
    return { best, candidates: cands, playouts: n, ...(own ? { own } : {}) };
  };
  progress?.(result(0));
  if (cands.length === 1 && spot === null) return result(0);
  const rand = mulberry32(seed >>> 0);
  const { pool, draws } = g.hidden(tile);
  const depth = b.depth > 0 ? b.depth : 2 * g.players.length;
  /** One playout after `move`: the hidden tiles dealt, the next turns played cheaply, the position weighed. */
  const playout = (move: M, r: () => number): number => {
    const f = g.fork();
    f.play(tile, move);
    for (const t of deal(pool, Math.min(depth, draws), r)) {
      if (f.isOver()) break;
      const m = f.cheap(t, r);
      if (m === null) f.discard(t);
      else f.play(t, m);
    }
    return weigh(f, me, before, f.kept(me)).value;
  };
  const sum = cands.map(() => 0);
  for (let n = 0; n < b.playouts; n++) {
    // UCB1 on the means (in points: a point is a point in both games); each candidate once first.
    let pick = n < cands.length ? n : 0;
    if (n >= cands.length) {
      let top = -Infinity;
      for (let i = 0; i < cands.length; i++) {
        const c = cands[i];
        const u = c.mean + EXPLORE * Math.sqrt(Math.log(n + 1) / c.tries);
        if (u > top) [top, pick] = [u, i];
      }
    }
    const c = cands[pick];
    const v = playout(c.move, rand);
    sum[pick] += v;
    c.tries++;
    c.mean = sum[pick] / c.tries;
    if (progress && (n + 1) % every === 0) progress(result(n + 1));
  }
  if (spot !== null) {
    // The placement as the search played it, its best piece with it; else as the strong player
    // would complete it, played out as often as the expert's own move, on deals of its own.
    const best = result(b.playouts).best;
    own = cands.filter((c) => c.tries && where(g.key(c.move)) === spot).reduce<Scored<M> | undefined>((a, c) => (!a || c.mean > a.mean ? c : a), undefined);
    if (!own) {
      own = ranked.find((c) => where(g.key(c.move)) === spot);
      if (own) {
        const r = mulberry32((seed ^ 0x6f776e) >>> 0);
        let total = 0;
        for (own.tries = 0; own.tries < Math.max(1, best.tries); own.tries++) total += playout(own.move, r);
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
export function expertPlan<M>(r: SearchResult<M>, acted: (m: M) => boolean): { plan: ExpertPlan; points: number; gain: number; playouts: number } {
  const first = r.candidates[0];
  const b = r.best;
  const round = (x: number) => Math.round(x * 10) / 10;
  const gain = round(b.mean - first.mean);
  if (b !== first && gain > 0) {
    return { plan: acted(first.move) && !acted(b.move) ? 'holds-piece' : 'looks-ahead', points: Math.max(0, b.weight.now), gain, playouts: r.playouts };
  }
  const why = greedyWhy(b.weight, acted(b.move));
  return { plan: why.code, points: 'points' in why ? why.points : 0, gain: 0, playouts: r.playouts };
}
