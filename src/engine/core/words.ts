/** Small helpers for the engine's sentences (scores and rulings are said in words). */

/** "1 marker", "3 markers". */
export const plural = (n: number, one: string, many = one + 's'): string => `${n} ${n === 1 ? one : many}`;

/** "Red", "Red and Blue", "Red, Blue and Yellow". */
export function listNames(names: readonly string[]): string {
  return names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
