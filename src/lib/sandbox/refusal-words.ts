/**
 * The words a refusal is told in (refusals.ts): sides, spots on a tile, tiles and squares as
 * players name them.
 */
import { wordsOf } from '@lib/rulesets/words';
export { tileWords } from '@lib/replay/tile-words';

export const DIRECTIONS = ['north', 'east', 'south', 'west'];
const HALF_WORDS: Record<string, string> = {
  Nw: 'the west half of its north side',
  Ne: 'the east half of its north side',
  En: 'the north half of its east side',
  Es: 'the south half of its east side',
  Se: 'the east half of its south side',
  Sw: 'the west half of its south side',
  Ws: 'the south half of its west side',
  Wn: 'the north half of its west side',
};

/**
 * Where on a tile a settler or figure stands, as players say it: "its north side", "the east half of its
 * south side", "its centre".
 */
export function spotWords(at: string): string {
  const d = 'NESW'.indexOf(at);
  if (at.length === 1 && d >= 0) return `its ${DIRECTIONS[d]} side`;
  if (at === 'C') return 'its centre';
  return HALF_WORDS[at] ?? at;
}

/** A square of the table: "column 3, row 2" (New World) or "x 1, y 0" (The Discovery). */
export function squareWords(ruleset: string, x: unknown, y: unknown): string {
  return wordsOf(ruleset).squareWords(x, y);
}

/** "a shopkeeper", "an explorer". */
export const a = (word: string) => `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
export const sentence = (s: string) => {
  const t = capital(s.trim());
  return /[.!?]$/.test(t) ? t : `${t}.`;
};

/** What an edge shows, with an article where players would say one: "plains", "a town", "the sea". */
export function edgeWords(kind: string): string {
  if (kind === 'town' || kind === 'trail') return `a ${kind}`;
  if (kind === 'sea') return 'the sea';
  return kind;
}
