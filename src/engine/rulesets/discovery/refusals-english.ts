/**
 * The Discovery's refusals in the English of tool builders (what the command line prints, formats §5), apart
 * from the refusals themselves: only src/engine/refusals-english.ts loads them (the command line, the tests,
 * a page with its words).
 */
import { boardWhyEnglish } from '../../core/board-why';
import { shownEn } from '../../core/said';
import { FIGURES_PER_PLAYER } from './constants';
import type { RegionKind } from './types';
import { discoveryTallyEnglish } from './tally-refusals';
import type { DiscoveryRefusal } from './refusals';

const NEVER_BOTH = 'a turn either puts a figure down or withdraws one, never both';
/** A region's kind as a sentence names it: "sea", "mountain", "plains". */
const one = (k: RegionKind) => (k === 'seas' ? 'sea' : k === 'mountains' ? 'mountain' : 'plains');

/** A Discovery refusal as the command line says it (for tool builders). */
export function discoveryEnglish(r: DiscoveryRefusal): string {
  switch (r.code) {
    case 'tile-first':
      return r.before === 'figure'
        ? 'place a tile before putting a figure down'
        : r.before === 'withdraw'
          ? 'place a tile before withdrawing a figure'
          : 'place a tile before ending the turn';
    case 'figure-or-withdraw':
      return r.done === null
        ? NEVER_BOTH
        : `a figure was ${r.done === 'withdraw' ? 'withdrawn' : 'put down'} this turn: ${NEVER_BOTH}`;
    case 'one-figure-per-turn':
      return 'only one figure may be put down per turn';
    case 'one-withdrawal-per-turn':
      return 'only one figure may be withdrawn per turn';
    case 'game-ended':
      return (
        'the game ended when the last tile was placed, so no figure goes on it and none is taken back: ' +
        'the final scoring comes next'
      );
    case 'no-figure-left':
      return `${r.player} has no figure left in supply (${FIGURES_PER_PLAYER} each; the fifth marks the score)`;
    case 'not-an-edge':
      return `must be an edge of the tile (N, E, S or W), not ${shownEn(r.got)}`;
    case 'wrong-role':
      return (
        `the ${r.at} edge of the tile is ${r.kind === 'seas' ? 'sea' : r.kind}, where a figure is ` +
        `a ${r.role}, not a ${r.given} (a ${r.given} goes ` +
        `on ${r.given === 'sailor' ? 'a sea' : r.given === 'thief' ? 'a mountain' : 'plains'})`
      );
    case 'region-held':
      return (
        `the ${one(r.kind)} this tile continues already holds a figure (${r.owner}'s ${r.role} at ` +
        `(${r.x}, ${r.y})), however far away`
      );
    case 'no-figure-there':
      return `no figure stands on the tile at (${r.x}, ${r.y})`;
    case 'not-your-figure':
      return `the figure at (${r.x}, ${r.y}) is ${r.owner}'s, not ${r.player}'s`;
    case 'not-your-turn':
      return `it is ${r.player}'s turn, not ${r.given}'s`;
    case 'start-not-drawn':
      return 'the start tile is not drawn';
    case 'fits-somewhere':
      return `tile ${r.tile} has a legal place, so it cannot be removed`;
    case 'too-few-players':
      return 'The Discovery is played by 2 to 5 players';
    case 'not-a-tile-id':
      return `must be a tile id (such as "D7", "start" or a record's own id), not ${shownEn(r.got)}`;
    case 'removed-not-placed':
      return `a tile that is removed is not placed, so the turn has no ${r.field}`;
    case 'figure-names-player':
      return "the figure is the active player's: leave player out of a turn";
    case 'not-in-setup':
      return 'is not part of a setup (placed, scores)';
    case 'wrong-format':
      return `must be "discovery-record", not ${shownEn(r.got)}`;
    case 'wrong-version':
      return `must be 1, not ${shownEn(r.got)}`;
    case 'wrong-ruleset':
      return `must be "discovery", not ${shownEn(r.got)}`;
    case 'tile-defined-twice':
      return `${JSON.stringify(r.id)} is defined twice`;
    case 'unknown-tile':
      return `${JSON.stringify(r.id)} is not a tile type of this game`;
    case 'none-left':
      return `no tile ${r.tile} is left in the box`;
    case 'setup-misplaced':
      return `tile ${r.tile} cannot go at (${r.x}, ${r.y}) turned ${r.rotation}°: ${boardWhyEnglish(r.why)}`;
    case 'setup-no-figure-left':
      return `${r.player} has no figure left in supply (${FIGURES_PER_PLAYER} each)`;
    case 'setup-wrong-role':
      return `the ${r.at} edge is ${r.kind}, so the figure there is a ${r.role}, not a ${r.given}`;
    case 'bad-tile-id':
      return `must be a tile id (letters, digits, - or _), not ${shownEn(r.got)}`;
    case 'no-edges':
      return 'must name at least one edge';
    case 'not-an-edge-letter':
      return `must be N, E, S or W, not ${shownEn(r.got)}`;
    case 'edge-taken':
      return `edge ${r.edge} already belongs to ${r.kind}[${r.index}]`;
    case 'edges-unclaimed': {
      const many = r.edges.length > 1;
      return (
        `edge${many ? 's' : ''} ${r.edges.join(', ')} belong${many ? '' : 's'} to no region: every edge ` +
        `must be plains, mountains or sea`
      );
    }
    case 'city-not-on-land':
      return `must be "plains" or "mountains", not ${shownEn(r.got)}`;
    case 'no-such-region':
      return (
        `this tile has ${r.count} ${r.kind} region${r.count === 1 ? '' : 's'}, so there is ` +
        `no ${r.kind}[${r.index}]`
      );
    case 'no-such-sea':
      return (
        `a city stands on the shore of a sea of its tile, and this tile ` +
        `has ${r.count === 0 ? 'no sea' : `no seas[${r.sea}]`}`
      );
    case 'city-off-shore':
      return `${r.kind}[${r.index}] does not touch seas[${r.sea}] on this tile, so the city is not on its shore`;
    case 'tally-region':
    case 'tally-cities-missing':
    case 'tally-when':
    case 'tally-region-tiles':
      return discoveryTallyEnglish(r);
  }
}
