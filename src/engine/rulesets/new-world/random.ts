/**
 * Seeded random play, for tests and benchmarks: the same seed gives the same game.
 */
import { PLAYER_COLOURS, mulberry32, shuffle, tilesOf } from '../../core/random';
import { Game } from './game';
import { STANDARD_TILES } from './tiles';
import type { GameRecord, OptionValues } from './types';

/** The 95 standard tiles shuffled by `rand`. */
export function shuffledBag(rand: () => number): string[] {
  return shuffle(tilesOf(STANDARD_TILES), rand);
}

export interface RandomGameOptions {
  seed: number;
  players?: number;
  options?: OptionValues;
  /** Chance of deploying a settler when one may be deployed (1 = always). */
  settlerChance?: number;
  /** Stop after this many tiles (default: the whole bag). */
  maxTurns?: number;
  /** Run the final scoring at the end (default true). */
  finish?: boolean;
}

/** Play a whole random game with the standard set; returns the finished game. */
export function playRandom(o: RandomGameOptions): Game {
  const rand = mulberry32(o.seed);
  const n = o.players ?? 4;
  if (!Number.isInteger(n) || n < 1 || n > PLAYER_COLOURS.length) throw new RangeError('players must be 1–5');
  const g = new Game({ players: PLAYER_COLOURS.slice(0, n), options: o.options });
  const chance = o.settlerChance ?? 0.7;
  const bag = shuffledBag(rand).slice(0, o.maxTurns ?? Infinity);
  for (const id of bag) {
    const places = g.legalPlacements(id);
    if (places.length === 0) {
      g.discard(id);
      continue;
    }
    g.place(id, places[Math.floor(rand() * places.length)]);
    const deploy = g.deployOptions();
    if (deploy.length && rand() < chance) g.deploy(deploy[Math.floor(rand() * deploy.length)]);
    g.score();
  }
  if (o.finish !== false) g.finish();
  return g;
}

/** A whole random game as a record. */
export function randomGame(o: RandomGameOptions): GameRecord {
  return playRandom(o).toRecord();
}
