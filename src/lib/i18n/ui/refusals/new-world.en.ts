/**
 * New World's refusals (src/engine/rulesets/new-world/refusals.ts) in a player's English; null: the tool
 * builders' sentence says it.
 */
import type { NewWorldRefusal } from '@engine/refusals';
import { a, DIRECTIONS, tileWords } from '@lib/sandbox/refusal-words';
import type { Context } from './context';

/** Where a settler stands on each kind of feature, as players say it. */
const FEATURE_PLACE = {
  town: 'in a town',
  trail: 'on a trail',
  plains: 'on plains',
  farm: 'on a farm',
} as const;
const side = (edge: string) => DIRECTIONS['NESW'.indexOf(edge)];

export function newWorldEn(r: NewWorldRefusal, c: Context): string | null {
  switch (r.code) {
    case 'feature-held': {
      const at = c.ruleset.squareWords(String(r.col), String(r.row));
      return r.feature === 'plains'
        ? `The ${c.piece} cannot go there: these plains already hold a settler (${r.owner}'s ${r.role} on the ` +
            `tile at ${at}), and a new settler may only join plains that nobody holds yet, ` +
            `however far they reach.`
        : `The ${c.piece} cannot go there: this ${r.feature} already holds a settler (${r.owner}'s ${r.role} ` +
            `on the tile at ${at}), and a new settler may only join a ${r.feature} that ` +
            `nobody holds yet, however far it reaches.`;
    }
    case 'one-settler-per-turn':
      return 'Only one settler may be put down per turn.';
    case 'no-settler-left':
      return `${r.player} has no settler left to put down.`;
    case 'wrong-role':
      return `A settler ${FEATURE_PLACE[r.feature]} is ${a(r.role)}, not ${a(r.asked)}.`;
    case 'edge-faces-sea':
      return `The ${side(r.edge)} side of that tile faces the sea, where no settler can stand.`;
    case 'edge-two-plains':
      return (
        `The ${side(r.edge)} side of that tile has two separate plains, so the move does not say which ` +
        `one the settler joins.`
      );
    case 'town-no-halves':
      return (
        `The town takes the whole ${side(r.edge)} side of that tile: a shopkeeper goes on the side, not ` +
        `on half of it.`
      );
    case 'no-farm':
      return 'That tile has no farm in its centre, so no farmer can stand there.';
    case 'half-faces-sea':
      return 'That half of the side faces the sea, where no settler can stand.';
    case 'not-your-turn':
      return `It is ${r.current}'s turn, not ${r.player}'s.`;
    case 'none-left':
      return `No copy of ${tileWords(r.tile)} is left to draw: every one is already on the table.`;
    case 'start-space-drawn':
    case 'start-space-placed':
      return 'Start spaces are printed on the board: they are never drawn or laid.';
    case 'unknown-tile':
      return `There is no tile called ${r.tile} in this game.`;
    case 'discard-fits':
      return (
        'It fits somewhere on the table, and a tile that fits must be laid; only a tile that fits ' +
        'nowhere is put aside.'
      );
    case 'place-first':
      return 'A tile must be laid first.';
    case 'not-completed':
      return (
        `The scoring order names the ${r.feature} on the tile ` +
        `at ${c.ruleset.squareWords(String(r.col), String(r.row))}, which this turn did ` +
        `not complete.`
      );
    case 'listed-twice':
      return 'The scoring order names the same feature twice.';
    case 'no-tile-there':
      return (
        `The scoring order names the tile at ${c.ruleset.squareWords(String(r.col), String(r.row))}, but ` +
        `no tile lies there.`
      );
    // The board's reasons: the sentences read off the table (refusal-core.ts) say them; the column rule, the
    // ruleset's words.
    case 'west-of-start-board':
    case 'square-taken':
    case 'edge-clash':
    case 'touches-nothing':
    // Set-up and a record's shape, for tool builders, whose words say them: these fall through to the same answer.
    case 'game-finished':
    case 'turn-not-scored':
    case 'order-not-location':
    case 'track-surveyor-unused':
    case 'surveyor-count':
    case 'start-space-misfit':
    case 'setup-tile-misplaced':
    case 'must-equal':
    case 'not-tile-id':
    case 'not-location':
    case 'discard-has-field':
    case 'tile-defined-twice':
    case 'bad-start-id':
    case 'bad-type-id':
    case 'name-not-text':
    case 'farm-not-boolean':
    case 'names-empty':
    case 'not-a-name':
    case 'name-twice':
    case 'trail-edges':
    case 'edge-covered-twice':
    case 'half-covered-twice':
    case 'half-on-closed-edge':
    case 'trail-needs-plains':
    case 'edge-uncovered':
    // The table tally's: these fall through to the same answer.
    case 'tally-feature-type':
    case 'tally-tiles-missing':
    case 'tally-surrounding-missing':
    case 'tally-plains-complete':
    case 'tally-surveyors-incomplete':
    case 'tally-bonus-without-surveyors':
    case 'tally-bonus-settlers':
    case 'tally-impossible':
      return null;
  }
}
