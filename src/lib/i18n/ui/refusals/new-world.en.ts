/** New World's refusals (src/engine/rulesets/new-world/refusals.ts) in a player's English; null: the tool builders' sentence says it. */
import type { NewWorldRefusal } from '@engine/refusals';
import type { Context } from './context';

export function newWorldEn(r: NewWorldRefusal, c: Context): string | null {
  switch (r.code) {
    case 'feature-held': {
      const at = c.ruleset.squareWords(String(r.col), String(r.row));
      return r.feature === 'plains'
        ? `The ${c.piece} cannot go there: these plains already hold a settler (${r.owner}'s ${r.role} on the tile at ${at}), and a new settler may only join plains that nobody holds yet, however far they reach.`
        : `The ${c.piece} cannot go there: this ${r.feature} already holds a settler (${r.owner}'s ${r.role} on the tile at ${at}), and a new settler may only join a ${r.feature} that nobody holds yet, however far it reaches.`;
    }
    // The table tally's.
    case 'tally-feature-type':
    case 'tally-tiles-missing':
    case 'tally-surrounding-missing':
    case 'tally-plains-complete':
    case 'tally-surveyors-incomplete':
    case 'tally-bonus-without-surveyors':
    case 'tally-bonus-settlers':
      return null;
  }
}
