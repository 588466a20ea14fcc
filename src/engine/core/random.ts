/** Seeded randomness: the same seed gives the same game, in every ruleset. */

/** A small, fast, seeded PRNG (mulberry32): returns floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Default player names for generated games, in seat order. */
export const PLAYER_COLOURS = ['Red', 'Yellow', 'Green', 'Blue', 'Black'];

/** Shuffle in place (Fisher–Yates) and return the array. */
export function shuffle<T>(items: T[], rand: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

/** Every tile of a set as a list of ids, `count` times each. */
export function tilesOf(set: readonly { id: string; count?: number }[]): string[] {
  const out: string[] = [];
  for (const t of set) for (let i = 0; i < (t.count ?? 0); i++) out.push(t.id);
  return out;
}

/**
 * A pseudo-random whole number in [0, n) from a seed and a draw number, with no state to keep:
 * the session controller uses it so that a saved seed and the turns played decide every draw.
 */
export function drawIndex(seed: number, draw: number, n: number): number {
  return Math.floor(mulberry32((seed ^ Math.imul(draw + 1, 0x9e3779b1)) >>> 0)() * n);
}
