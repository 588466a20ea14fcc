/**
 * Who won a finished sandbox game, as the rules decide it: the most points after the final scoring. A tie for
 * the most is a shared victory: New World's rulebook says so ("If players tie with the most, they rejoice in
 * their shared victory"); The Discovery's rules name only the player with the most points ("Le joueur ayant
 * marqué le plus de points gagne") and no tie-breaker, so the page says they share it and that the rules say
 * no more. The sentence is the page's (`EndWords`, sandbox.en.ts and sandbox.fr.ts).
 */
import { own } from '@lib/io/names';

export type Standing =
  /** One player alone at the table. */
  | { kind: 'alone'; player: string; points: number }
  /** One winner, `ahead` points before the next best (`next`, who may be several). */
  | { kind: 'wins'; player: string; points: number; ahead: number; next: string[] }
  /** Several players share the most points. */
  | { kind: 'tie'; players: string[]; points: number };

/** The words of a game's end (sandbox.en.ts's `end`). */
export interface EndWords {
  /** The log's section and the summary's heading: "Final scoring". */
  title: string;
  /** The standing in a sentence; a tie as the ruleset's rules settle it (each ruleset's words). */
  standing: (s: Standing, ruleset: string) => string;
}

/** The standing at the end of a game, from the players in seat order and their scores. */
export function standing(players: readonly string[], scores: Record<string, number>): Standing {
  const rows = players.map((p) => ({ p, n: own(scores, p) ?? 0 }));
  const best = Math.max(...rows.map((r) => r.n));
  const top = rows.filter((r) => r.n === best).map((r) => r.p);
  if (rows.length === 1) return { kind: 'alone', player: top[0], points: best };
  if (top.length > 1) return { kind: 'tie', players: top, points: best };
  const second = Math.max(...rows.filter((r) => r.n < best).map((r) => r.n));
  const next = rows.filter((r) => r.n === second).map((r) => r.p);
  return { kind: 'wins', player: top[0], points: best, ahead: best - second, next };
}
