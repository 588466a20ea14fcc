/**
 * The Discovery's refusals as data (core/said.ts): a record's turns, tiles, figures and tally
 * (French rules, sections named at each throw). `discoveryEnglish` says each as the command line
 * prints it (formats §5, §8); the site's catalogs say them to players.
 */
import { boardWhyEnglish, type BoardWhy } from '../../core/board-why';
import { refuser, type Refuse } from '../../core/errors';
import type { Edge } from '../../core/geometry';
import { shownEn, type Shown } from '../../core/said';
import { FIGURES_PER_PLAYER } from './constants';
import type { DiscoveryRole, RegionKind } from './types';
import { discoveryTallyEnglish, type DiscoveryTallyRefusal } from './tally-refusals';

/** Why The Discovery's board refuses a tile on a square (core/board-why.ts): its kinds of side are plains, mountains and sea. */
export type DiscoveryPlacementWhy = BoardWhy;

/** A land region a city may stand in. */
type Land = 'plains' | 'mountains';

export type DiscoveryRefusal = { readonly area: 'discovery' } & (
  // A turn under way (figures.ts, game.ts; French rules 2.1, 2.2, Fin de la partie).
  /** A step that needs the tile of the turn placed first: putting a figure down, withdrawing one, ending the turn. */
  | { readonly code: 'tile-first'; readonly before: 'figure' | 'withdraw' | 'end-turn' }
  /** A turn puts a figure down or withdraws one, never both; `done`: what it already did (null: a record's turn names both). */
  | { readonly code: 'figure-or-withdraw'; readonly done: 'figure' | 'withdraw' | null }
  | { readonly code: 'one-figure-per-turn' }
  | { readonly code: 'one-withdrawal-per-turn' }
  /** The last tile ended the game (option lastTile "ends-game"): no figure goes on it, none is taken back. */
  | { readonly code: 'game-ended' }
  | { readonly code: 'no-figure-left'; readonly player: string }
  /** `got`: what the move gave for the figure's edge. */
  | { readonly code: 'not-an-edge'; readonly got: Shown }
  /** The `at` edge of the tile is `kind`, where a figure is a `role`, and the move named `given`. */
  | { readonly code: 'wrong-role'; readonly at: Edge; readonly kind: RegionKind; readonly role: DiscoveryRole; readonly given: DiscoveryRole }
  /** The region of `kind` the tile continues holds `owner`'s `role` on the tile at (x, y). */
  | { readonly code: 'region-held'; readonly kind: RegionKind; readonly owner: string; readonly role: DiscoveryRole; readonly x: number; readonly y: number }
  | { readonly code: 'no-figure-there'; readonly x: number; readonly y: number }
  /** The figure on the tile at (x, y) is `owner`'s, and `player` is to move. */
  | { readonly code: 'not-your-figure'; readonly x: number; readonly y: number; readonly owner: string; readonly player: string }
  /** It is `player`'s turn; the move named `given`. */
  | { readonly code: 'not-your-turn'; readonly player: string; readonly given: string }
  | { readonly code: 'start-not-drawn' }
  /** `tile` fits somewhere, so it is not removed. */
  | { readonly code: 'fits-somewhere'; readonly tile: string }
  // A record's shape (record.ts, formats §8).
  | { readonly code: 'too-few-players' }
  | { readonly code: 'not-a-tile-id'; readonly got: Shown }
  /** A removed tile's turn names `field` (x, y, rotation, figure, withdraw). */
  | { readonly code: 'removed-not-placed'; readonly field: string }
  | { readonly code: 'figure-names-player' }
  /** A field of `setup` other than placed and scores (the path names it). */
  | { readonly code: 'not-in-setup' }
  | { readonly code: 'wrong-format'; readonly got: Shown }
  | { readonly code: 'wrong-version'; readonly got: Shown }
  | { readonly code: 'wrong-ruleset'; readonly got: Shown }
  | { readonly code: 'tile-defined-twice'; readonly id: string }
  // The tiles and the starting position (state.ts).
  | { readonly code: 'unknown-tile'; readonly id: string }
  | { readonly code: 'none-left'; readonly tile: string }
  /** A setup's tile that cannot stand where it is placed: the board's reason. */
  | { readonly code: 'setup-misplaced'; readonly tile: string; readonly x: number; readonly y: number; readonly rotation: number; readonly why: DiscoveryPlacementWhy }
  | { readonly code: 'setup-no-figure-left'; readonly player: string }
  /** A setup's figure on the `at` edge, which is `kind` (its region's name, as the tile type says it), where a figure is a `role`, not the `given` one. */
  | { readonly code: 'setup-wrong-role'; readonly at: Edge; readonly kind: RegionKind; readonly role: DiscoveryRole; readonly given: DiscoveryRole }
  // A record's own tile types (tiles.ts, formats §8).
  | { readonly code: 'bad-tile-id'; readonly got: Shown }
  | { readonly code: 'no-edges' }
  | { readonly code: 'not-an-edge-letter'; readonly got: Shown }
  /** `edge` is already claimed by the region `kind`[`index`] of the tile. */
  | { readonly code: 'edge-taken'; readonly edge: Edge; readonly kind: RegionKind; readonly index: number }
  | { readonly code: 'edges-unclaimed'; readonly edges: readonly Edge[] }
  | { readonly code: 'city-not-on-land'; readonly got: Shown }
  /** A city in `kind`[`index`], and the tile has `count` regions of that kind. */
  | { readonly code: 'no-such-region'; readonly kind: Land; readonly count: number; readonly index: number }
  /** A city facing seas[`sea`], and the tile has `count` seas. */
  | { readonly code: 'no-such-sea'; readonly count: number; readonly sea: number }
  /** A city in `kind`[`index`] facing seas[`sea`], which it does not touch. */
  | { readonly code: 'city-off-shore'; readonly kind: Land; readonly index: number; readonly sea: number }
  // The table tally (tally.ts).
  | DiscoveryTallyRefusal
);

const NEVER_BOTH = 'a turn either puts a figure down or withdraws one, never both';
/** A region's kind as a sentence names it: "sea", "mountain", "plains". */
const one = (k: RegionKind) => (k === 'seas' ? 'sea' : k === 'mountains' ? 'mountain' : 'plains');

/** A Discovery refusal as the command line says it (for tool builders). */
export function discoveryEnglish(r: DiscoveryRefusal): string {
  switch (r.code) {
    case 'tile-first':
      return r.before === 'figure' ? 'place a tile before putting a figure down' : r.before === 'withdraw' ? 'place a tile before withdrawing a figure' : 'place a tile before ending the turn';
    case 'figure-or-withdraw':
      return r.done === null ? NEVER_BOTH : `a figure was ${r.done === 'withdraw' ? 'withdrawn' : 'put down'} this turn: ${NEVER_BOTH}`;
    case 'one-figure-per-turn':
      return 'only one figure may be put down per turn';
    case 'one-withdrawal-per-turn':
      return 'only one figure may be withdrawn per turn';
    case 'game-ended':
      return 'the game ended when the last tile was placed, so no figure goes on it and none is taken back: the final scoring comes next';
    case 'no-figure-left':
      return `${r.player} has no figure left in supply (${FIGURES_PER_PLAYER} each; the fifth marks the score)`;
    case 'not-an-edge':
      return `must be an edge of the tile (N, E, S or W), not ${shownEn(r.got)}`;
    case 'wrong-role':
      return `the ${r.at} edge of the tile is ${r.kind === 'seas' ? 'sea' : r.kind}, where a figure is a ${r.role}, not a ${r.given} (a ${r.given} goes on ${r.given === 'sailor' ? 'a sea' : r.given === 'thief' ? 'a mountain' : 'plains'})`;
    case 'region-held':
      return `the ${one(r.kind)} this tile continues already holds a figure (${r.owner}'s ${r.role} at (${r.x}, ${r.y})), however far away`;
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
      return `edge${many ? 's' : ''} ${r.edges.join(', ')} belong${many ? '' : 's'} to no region: every edge must be plains, mountains or sea`;
    }
    case 'city-not-on-land':
      return `must be "plains" or "mountains", not ${shownEn(r.got)}`;
    case 'no-such-region':
      return `this tile has ${r.count} ${r.kind} region${r.count === 1 ? '' : 's'}, so there is no ${r.kind}[${r.index}]`;
    case 'no-such-sea':
      return `a city stands on the shore of a sea of its tile, and this tile has ${r.count === 0 ? 'no sea' : `no seas[${r.sea}]`}`;
    case 'city-off-shore':
      return `${r.kind}[${r.index}] does not touch seas[${r.sea}] on this tile, so the city is not on its shore`;
    case 'tally-region':
    case 'tally-cities-missing':
    case 'tally-when':
      return discoveryTallyEnglish(r);
  }
}

/** Refuse `path` with a Discovery reason. */
export const refuseDiscovery: Refuse<DiscoveryRefusal> = refuser('discovery', discoveryEnglish);
