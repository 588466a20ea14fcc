/**
 * New World's refusals in the English of tool builders (what the command line prints, formats §5), apart from
 * the refusals themselves: only src/engine/refusals-english.ts loads them (the command line, the tests, a
 * page with its words).
 */
import { EDGES, HALVES, edgeIndex, opposite, type Edge } from '../../core/geometry';
import { shownEn } from '../../core/said';
import { newWorldTallyEnglish } from './tally-refusals';
import type { NameList, NewWorldRefusal, TilePart } from './refusals';

const NAME_LISTS: Record<NameList, string> = {
  edges: 'edges (N, E, S, W)',
  'half-edges': 'half-edges (Nw, Ne, En, Es, Se, Sw, Ws, Wn)',
};
const LOCATIONS = 'a location (N, E, S, W, Nw, Ne, En, Es, Se, Sw, Ws, Wn or C)';
const part = (p: TilePart) => (p.list === 'sea' ? 'the sea' : `${p.list}[${p.index}]`);
/** An edge's two halves: `Nw, Ne`, joined by `sep`. */
const halvesOf = (edge: Edge, sep: string) =>
  `${HALVES[2 * edgeIndex(edge)]}${sep}${HALVES[2 * edgeIndex(edge) + 1]}`;

/** A New World refusal as the command line says it (for tool builders). */
export function newWorldEnglish(r: NewWorldRefusal): string {
  switch (r.code) {
    case 'west-of-start-board':
      return `land tiles go west of the start board, in column 1 or beyond (col ${r.col})`;
    case 'square-taken':
      return `(${r.col}, ${r.row}) is already taken by tile ${r.tile}`;
    case 'edge-clash':
      return (
        `its ${r.edge} edge (${r.kind}) meets the ${EDGES[opposite(edgeIndex(r.edge))]} edge of ` +
        `tile ${r.neighbour} at (${r.col}, ${r.row}), which is ${r.theirs}`
      );
    case 'touches-nothing':
      return `(${r.col}, ${r.row}) touches no placed tile on an edge`;
    case 'no-farm':
      return `tile ${r.tile} has no farm in its centre`;
    case 'edge-faces-sea':
      return `the ${r.edge} edge of ${r.tile} faces the sea`;
    case 'edge-two-plains':
      return `the ${r.edge} edge of ${r.tile} has two plains segments: name a half (${halvesOf(r.edge, ' or ')})`;
    case 'town-no-halves':
      return `the ${r.edge} edge of ${r.tile} is a town, which has no halves: name the edge ${r.edge}`;
    case 'half-faces-sea':
      return `the ${r.half} half of ${r.tile} has no segment (its edge faces the sea)`;
    case 'feature-held':
      return `this ${r.feature} already holds a settler (${r.owner}'s ${r.role} at (${r.col}, ${r.row}))`;
    case 'no-settler-left':
      return `${r.player} has no settler left in supply`;
    case 'wrong-role':
      return `a settler on a ${r.feature} is a ${r.role}, not a ${r.asked}`;
    case 'one-settler-per-turn':
      return 'only one settler may be deployed per turn';
    case 'not-your-turn':
      return `it is ${r.current}'s turn, not ${r.player}'s`;
    case 'place-first':
      return `place a tile before ${r.step === 'deploy' ? 'deploying a settler' : 'scoring'}`;
    case 'game-finished':
      return 'the game is already finished';
    case 'turn-not-scored':
      return 'the current turn has not been scored yet';
    case 'unknown-tile':
      return `${JSON.stringify(r.tile)} is not a tile type (standard tiles are A–AX)`;
    case 'none-left':
      return `no tile ${r.tile} is left in the supply`;
    case 'start-space-drawn':
      return 'start spaces are printed on the board, not drawn';
    case 'start-space-placed':
      return 'start spaces are printed on the board and cannot be placed';
    case 'discard-fits':
      return `tile ${r.tile} has a legal place, so it cannot be discarded`;
    case 'no-tile-there':
      return `there is no tile at (${r.col}, ${r.row})`;
    case 'order-not-location':
      return 'is not a location (N, E, S, W, Nw … Wn or C)';
    case 'not-completed':
      return `the ${r.feature} at (${r.col}, ${r.row}) ${r.at} was not completed this turn`;
    case 'listed-twice':
      return 'names a feature already listed';
    case 'track-surveyor-unused':
      return 'is only used with the trackSurveyor option (the house rule)';
    case 'surveyor-count':
      return (
        `needs ${r.expected} column${r.expected > 1 ? 's' : ''} ` +
        `(${r.expected > 1 ? 'two surveyors on the board' : 'one on the board, one on the score track'})`
      );
    case 'start-space-misfit':
      return `start space ${r.tile} does not fit the start board: ${newWorldEnglish(r.why)}`;
    case 'setup-tile-misplaced':
      return `tile ${r.tile} cannot go at (${r.col}, ${r.row}): ${newWorldEnglish(r.why)}`;
    case 'must-equal':
      return `must be ${JSON.stringify(r.expected)}, not ${shownEn(r.got)}`;
    case 'not-tile-id':
      return `must be a tile id (a letter A–AX or a record's own id), not ${shownEn(r.got)}`;
    case 'not-location':
      return `must be ${LOCATIONS}, not ${shownEn(r.got)}`;
    case 'discard-has-field':
      return `a discarded tile is not placed, so the turn has no ${r.field}`;
    case 'tile-defined-twice':
      return `${JSON.stringify(r.tile)} is defined twice`;
    case 'bad-start-id':
      return 'start spaces are start-0 … start-9';
    case 'bad-type-id':
      return `must be a non-empty string of at most 40 characters, not ${shownEn(r.got)}`;
    case 'name-not-text':
      return 'must be a string';
    case 'farm-not-boolean':
      return 'must be true or false';
    case 'names-empty':
      return `must be a non-empty array of ${NAME_LISTS[r.list]}`;
    case 'not-a-name':
      return `${shownEn(r.got)} is not ${NAME_LISTS[r.list]}`;
    case 'name-twice':
      return `${r.name} is listed twice`;
    case 'trail-edges':
      return 'a trail segment has one edge (it ends on the tile) or two (it runs through)';
    case 'edge-covered-twice':
      return `edge ${r.edge} is already covered by ${part(r.by)}`;
    case 'half-covered-twice':
      return `half ${r.half} is already in ${part(r.by)}`;
    case 'half-on-closed-edge':
      return (
        `half ${r.half} lies on edge ${r.edge}, which is ${r.kind === 'sea' ? 'sea' : 'a town'}: such an ` +
        `edge has no plains`
      );
    case 'trail-needs-plains':
      return `edge ${r.edge} has a trail, so both its halves (${halvesOf(r.edge, ', ')}) need plains`;
    case 'edge-uncovered':
      return `edge ${r.edge} is covered by nothing: give it a town, a trail, plains on both halves, or sea`;
    case 'tally-feature-type':
    case 'tally-tiles-missing':
    case 'tally-surrounding-missing':
    case 'tally-plains-complete':
    case 'tally-surveyors-incomplete':
    case 'tally-bonus-without-surveyors':
    case 'tally-bonus-settlers':
    case 'tally-impossible':
      return newWorldTallyEnglish(r);
  }
}
