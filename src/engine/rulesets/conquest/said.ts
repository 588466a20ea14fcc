/**
 * New World Conquest's verdict as data (core/said.ts): who wins and why, a code with its
 * parameters. `conquestVerdictEnglish` says it as the command line prints it (the result's `why`);
 * the site's calculator says the same data in each language.
 */
import { listNames, plural } from '../../core/words';

export type ConquestVerdict =
  /** The other reading of a total conquest: the conqueror wins, whatever the VP. */
  | { readonly code: 'conquest-conqueror'; readonly conqueror: string; readonly conceded: readonly string[] }
  /** The most VP among the players still in the game (one winner, or several sharing). */
  | {
      readonly code: 'conquest-most';
      readonly winners: readonly string[];
      readonly best: number;
      readonly conqueror: string | null;
      readonly conceded: readonly string[];
    };

export function conquestVerdictEnglish(v: ConquestVerdict): string {
  const out = v.conceded.length
    ? `; ${listNames(v.conceded)} conceded and cannot win (our reading: the rules do not say)`
    : '';
  if (v.code === 'conquest-conqueror')
    return (
      `${v.conqueror} conquered all the other players and wins, whatever the VP (the other reading: a ` +
      `total conquest is a victory in itself)${out}`
    );
  const among = v.conceded.length ? ' among the players still in the game' : '';
  const ended =
    v.conqueror !== null
      ? `; the game ended when ${v.conqueror} conquered all the others, and is scored as at any end (our ` +
        `reading: the rules do not say who wins then)`
      : '';
  return v.winners.length === 1
    ? `${v.winners[0]} has the most VP (${v.best})${among}${ended}${out}`
    : `${listNames(v.winners)} tie on ${v.best} VP${among} and share the victory (the rules give no ` +
        `tie-break)${ended}${out}`;
}

export type ConquestLine = 'vp' | 'settlements' | 'cities';

/** A line's title: "victory points", "settlements", "cities". */
export function conquestTitleEnglish(type: ConquestLine): string {
  return type === 'vp' ? 'victory points' : type;
}

/**
 * A line's item: "12 victory points", "3 oppression points (negative VP)", "2 settlements × 1", "1 city × 3";
 * `n` is the VP on the tokens for `vp`, else the count.
 */
export function conquestItemEnglish(type: ConquestLine, n: number): string {
  switch (type) {
    case 'vp':
      return n < 0 ? `${plural(-n, 'oppression point')} (negative VP)` : plural(n, 'victory point');
    case 'settlements':
      return `${plural(n, 'settlement')} × 1`;
    case 'cities':
      return `${plural(n, 'city', 'cities')} × 3`;
  }
}
