/**
 * The expert variant's face-up hands (option `hand: 2`): each player holds two tiles face up,
 * plays one of them and draws a replacement (The Discovery, French rules, Variante pour experts).
 * A record lists only the tiles played, so the hands are dealt again from the seed each time they
 * are asked for: the box shuffled by the seed (as seeded random play shuffles it), the tiles put
 * aside unseen taken off first (`removeTiles`), two tiles dealt to each player in seat order, and
 * after each turn the player who played draws back up to two. A tile played that was not in the
 * hand (picked by hand for teaching) comes out of the box instead. Same seed, same turns: same hands.
 */
import { mulberry32, shuffle } from '../../core/random';

export interface HandsInput {
  players: number;
  /** Every tile the box held before play (ids, one per tile), in a fixed order. */
  box: string[];
  seed: number;
  /** The tiles played (and discarded) so far, in order; a discard keeps the turn with the same player. */
  played: readonly { tile: string; discard?: boolean }[];
  /** How many tiles a hand holds. */
  size: number;
  /** How many tiles are put aside unseen before play. */
  removed: number;
}

/** Each player's hand now, by seat. */
export function expertHands(o: HandsInput): string[][] {
  const bag = shuffle([...o.box], mulberry32(o.seed));
  bag.splice(0, o.removed);
  const hands: string[][] = Array.from({ length: o.players }, () => []);
  const refill = (seat: number) => {
    while (hands[seat].length < o.size && bag.length) hands[seat].push(bag.pop()!);
  };
  for (let seat = 0; seat < o.players; seat++) refill(seat);
  let seat = 0;
  for (const t of o.played) {
    const h = hands[seat];
    const i = h.indexOf(t.tile);
    if (i >= 0) h.splice(i, 1);
    else {
      const j = bag.lastIndexOf(t.tile);
      if (j >= 0) bag.splice(j, 1);
    }
    refill(seat);
    if (!t.discard) seat = (seat + 1) % o.players;
  }
  return hands;
}
