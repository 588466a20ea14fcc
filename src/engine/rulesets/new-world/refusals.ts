/**
 * New World's refusals as data (core/said.ts): a record's turns and set-up, its tiles, settlers,
 * scoring orders and tally (rulebook sections named at each throw). `newWorldEnglish` says each as
 * the command line prints it (formats §5); the site's catalogs say them to players.
 */
import { refuser, type Refuse } from '../../core/errors';
import { EDGES, HALVES, edgeIndex, opposite, type Edge, type Half, type Location } from '../../core/geometry';
import { shownEn, type Shown } from '../../core/said';
import type { FeatureType, Role } from './record-types';
import { newWorldTallyEnglish, type NewWorldTallyRefusal } from './tally-refusals';

/** What a tile's edge shows, as the board matches edges. */
export type EdgeKindName = 'plains' | 'trail' | 'town' | 'sea';
/** A part of a tile type that covers an edge or a half: `towns[0]`, `plains[1]`, the sea. */
export type TilePart = { readonly list: 'towns' | 'trails' | 'plains'; readonly index: number } | { readonly list: 'sea' };
/** The lists of names a tile type gives: edges (N, E, S, W) or half-edges (Nw … Wn). */
export type NameList = 'edges' | 'half-edges';

type R<C extends string, P = unknown> = { readonly area: 'new-world'; readonly code: C } & P;

/** Why a tile cannot stand on a square (the board's reason, NewWorldBoard.whyNotAt). */
export type NewWorldPlacementWhy =
  | R<'west-of-start-board', { readonly col: number; readonly row: number }>
  | R<'square-taken', { readonly col: number; readonly row: number; readonly tile: string }>
  /** Its `edge` shows `kind`; the `neighbour` tile at (col, row) shows `theirs` on the edge they share. */
  | R<'edge-clash', { readonly edge: Edge; readonly kind: EdgeKindName; readonly neighbour: string; readonly col: number; readonly row: number; readonly theirs: EdgeKindName }>
  | R<'touches-nothing', { readonly col: number; readonly row: number }>;

/** Why a location names no segment of a placed tile (settlers.ts segmentAt). */
export type NewWorldLocationWhy =
  | R<'no-farm', { readonly tile: string }>
  | R<'edge-faces-sea', { readonly edge: Edge; readonly tile: string }>
  | R<'edge-two-plains', { readonly edge: Edge; readonly tile: string }>
  | R<'town-no-halves', { readonly edge: Edge; readonly tile: string }>
  | R<'half-faces-sea', { readonly half: Half; readonly tile: string }>;

export type NewWorldRefusal =
  | NewWorldPlacementWhy
  | NewWorldLocationWhy
  // Settlers (Deploying a settler).
  | R<'feature-held', { readonly feature: FeatureType; readonly owner: string; readonly role: Role; readonly col: number; readonly row: number }>
  | R<'no-settler-left', { readonly player: string }>
  | R<'wrong-role', { readonly feature: FeatureType; readonly role: Role; readonly asked: Role }>
  | R<'one-settler-per-turn'>
  | R<'not-your-turn', { readonly current: string; readonly player: string }>
  // The order of a turn.
  | R<'place-first', { readonly step: 'deploy' | 'score' }>
  | R<'game-finished'>
  | R<'turn-not-scored'>
  // Tiles: the supply, start spaces, discards.
  | R<'unknown-tile', { readonly tile: string }>
  | R<'none-left', { readonly tile: string }>
  | R<'start-space-drawn'>
  | R<'start-space-placed'>
  | R<'discard-fits', { readonly tile: string }>
  // Scoring orders.
  | R<'no-tile-there', { readonly col: number; readonly row: number }>
  | R<'order-not-location', { readonly got: Shown }>
  | R<'not-completed', { readonly feature: FeatureType; readonly col: number; readonly row: number; readonly at: Location }>
  | R<'listed-twice'>
  // Set-up.
  | R<'track-surveyor-unused'>
  | R<'surveyor-count', { readonly expected: number }>
  | R<'start-space-misfit', { readonly tile: string; readonly why: NewWorldPlacementWhy }>
  | R<'setup-tile-misplaced', { readonly tile: string; readonly col: number; readonly row: number; readonly why: NewWorldPlacementWhy }>
  // A record's shape (formats §3).
  | R<'must-equal', { readonly expected: string | number; readonly got: Shown }>
  | R<'not-tile-id', { readonly got: Shown }>
  | R<'not-location', { readonly got: Shown }>
  | R<'discard-has-field', { readonly field: 'col' | 'row' | 'rotation' | 'settler' | 'order' }>
  | R<'tile-defined-twice', { readonly tile: string }>
  | R<'bad-start-id', { readonly tile: string }>
  // A record's own tile types (formats §2).
  | R<'bad-type-id', { readonly got: Shown }>
  | R<'name-not-text', { readonly got: Shown }>
  | R<'farm-not-boolean', { readonly got: Shown }>
  | R<'names-empty', { readonly list: NameList }>
  | R<'not-a-name', { readonly list: NameList; readonly got: Shown }>
  | R<'name-twice', { readonly name: string }>
  | R<'trail-edges', { readonly count: number }>
  | R<'edge-covered-twice', { readonly edge: Edge; readonly by: TilePart }>
  | R<'half-covered-twice', { readonly half: Half; readonly by: TilePart }>
  | R<'half-on-closed-edge', { readonly half: Half; readonly edge: Edge; readonly kind: 'sea' | 'town' }>
  | R<'trail-needs-plains', { readonly edge: Edge }>
  | R<'edge-uncovered', { readonly edge: Edge }>
  // The table tally (tally.ts).
  | ({ readonly area: 'new-world' } & NewWorldTallyRefusal);

const NAME_LISTS: Record<NameList, string> = { edges: 'edges (N, E, S, W)', 'half-edges': 'half-edges (Nw, Ne, En, Es, Se, Sw, Ws, Wn)' };
const LOCATIONS = 'a location (N, E, S, W, Nw, Ne, En, Es, Se, Sw, Ws, Wn or C)';
const part = (p: TilePart) => (p.list === 'sea' ? 'the sea' : `${p.list}[${p.index}]`);
/** An edge's two halves: `Nw, Ne`, joined by `sep`. */
const halvesOf = (edge: Edge, sep: string) => `${HALVES[2 * edgeIndex(edge)]}${sep}${HALVES[2 * edgeIndex(edge) + 1]}`;

/** A New World refusal as the command line says it (for tool builders). */
export function newWorldEnglish(r: NewWorldRefusal): string {
  switch (r.code) {
    case 'west-of-start-board':
      return `land tiles go west of the start board, in column 1 or beyond (col ${r.col})`;
    case 'square-taken':
      return `(${r.col}, ${r.row}) is already taken by tile ${r.tile}`;
    case 'edge-clash':
      return `its ${r.edge} edge (${r.kind}) meets the ${EDGES[opposite(edgeIndex(r.edge))]} edge of tile ${r.neighbour} at (${r.col}, ${r.row}), which is ${r.theirs}`;
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
      return `needs ${r.expected} column${r.expected > 1 ? 's' : ''} (${r.expected > 1 ? 'two surveyors on the board' : 'one on the board, one on the score track'})`;
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
      return `half ${r.half} lies on edge ${r.edge}, which is ${r.kind === 'sea' ? 'sea' : 'a town'}: such an edge has no plains`;
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
      return newWorldTallyEnglish(r);
  }
}

/** Refuse `path` with a New World reason. */
export const refuseNewWorld: Refuse<NewWorldRefusal> = refuser('new-world', newWorldEnglish);
