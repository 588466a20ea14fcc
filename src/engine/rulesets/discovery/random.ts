/**
 * Seeded random play of The Discovery, for tests and benchmarks: the same seed gives the same
 * game. Supports the expert variant (a hand of 2 face-up tiles; tiles put aside unseen).
 */
import { PLAYER_COLOURS, mulberry32, shuffle, tilesOf } from '../../core/random';
import { DiscoveryGame } from './game';
import { resolveDiscoveryOptions, tilesRemoved } from './options';
import { STANDARD_TILES } from './tiles';
import type { DiscoveryOptions, DiscoveryRecord } from './types';

export interface RandomDiscoveryOptions {
  seed: number;
  players?: number;
  options?: Partial<DiscoveryOptions>;
  /** Chance of putting a figure down when one may be put down (else: withdraw the best, if any). */
  figureChance?: number;
  maxTurns?: number;
  finish?: boolean;
}

/** The 83 tiles to draw (the start tile is on the table), shuffled by `rand`. */
export function shuffledDiscoveryBag(rand: () => number): string[] {
  return shuffle(tilesOf(STANDARD_TILES.filter((t) => !t.start)), rand);
}

export function playRandomDiscovery(o: RandomDiscoveryOptions): DiscoveryGame {
  const rand = mulberry32(o.seed);
  const n = o.players ?? 4;
  if (!Number.isInteger(n) || n < 2 || n > PLAYER_COLOURS.length) throw new RangeError('players must be 2–5');
  const options = resolveDiscoveryOptions(o.options ?? {});
  const g = new DiscoveryGame({ players: PLAYER_COLOURS.slice(0, n), options: o.options });
  const chance = o.figureChance ?? 0.6;
  const bag = shuffledDiscoveryBag(rand);
  bag.splice(0, tilesRemoved(n, options, bag.length)); // put aside unseen
  const hands: string[][] = PLAYER_COLOURS.slice(0, n).map(() => []);
  const pick = (xs: unknown[]) => Math.floor(rand() * xs.length);
  let turns = 0;
  while (turns < (o.maxTurns ?? Infinity)) {
    const hand = hands[g.players.indexOf(g.currentPlayer)];
    while (hand.length < options.hand && bag.length) hand.push(bag.pop()!);
    if (hand.length === 0) break;
    // With two tiles in hand, play one that fits (the first that does); a tile that fits nowhere is removed.
    let i = 0;
    while (hand.length > 1 && i < hand.length && !g.fitsAnywhere(hand[i])) i++;
    if (i === hand.length) i = 0;
    const id = hand[i];
    for (; i < hand.length - 1; i++) hand[i] = hand[i + 1];
    hand.pop();
    turns++;
    const places = g.legalPlacements(id);
    if (places.length === 0) {
      g.discard(id);
      continue;
    }
    g.place(id, places[pick(places)]);
    const deploy = g.deployOptions();
    const back = g.withdrawOptions();
    if (deploy.length && (rand() < chance || back.length === 0)) g.deploy(deploy[pick(deploy)]);
    else if (back.length && rand() < 0.5) {
      const best = back.reduce((a, b) => (b.points > a.points ? b : a));
      g.withdraw(best);
    }
    g.endTurn();
  }
  if (o.finish !== false) g.finish();
  return g;
}

export function randomDiscoveryGame(o: RandomDiscoveryOptions): DiscoveryRecord {
  return playRandomDiscovery(o).toRecord();
}
