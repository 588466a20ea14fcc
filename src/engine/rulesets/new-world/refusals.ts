/**
 * New World's refusals as data (core/said.ts): a record's turns and set-up, its tiles, settlers,
 * scoring orders and tally (rulebook sections named at each throw). `newWorldEnglish` says each as
 * the command line prints it (formats §5); the site's catalogs say them to players.
 */
import { refuser, type Refuse } from '../../core/errors';
import { type Edge, type Half, type Location } from '../../core/geometry';
import { type Shown } from '../../core/said';
import type { FeatureType, Role } from './record-types';
import { type NewWorldTallyRefusal } from './tally-refusals';

/** What a tile's edge shows, as the board matches edges. */
export type EdgeKindName = 'plains' | 'trail' | 'town' | 'sea';
/** A part of a tile type that covers an edge or a half: `towns[0]`, `plains[1]`, the sea. */
export type TilePart =
  { readonly list: 'towns' | 'trails' | 'plains'; readonly index: number } | { readonly list: 'sea' };
/** The lists of names a tile type gives: edges (N, E, S, W) or half-edges (Nw … Wn). */
export type NameList = 'edges' | 'half-edges';

type R<C extends string, P = unknown> = { readonly area: 'new-world'; readonly code: C } & P;

/** Why a tile cannot stand on a square (the board's reason, NewWorldBoard.whyNotAt). */
export type NewWorldPlacementWhy =
  | R<'west-of-start-board', { readonly col: number; readonly row: number }>
  | R<'square-taken', { readonly col: number; readonly row: number; readonly tile: string }>
  /** Its `edge` shows `kind`; the `neighbour` tile at (col, row) shows `theirs` on the edge they share. */
  | R<
      'edge-clash',
      {
        readonly edge: Edge;
        readonly kind: EdgeKindName;
        readonly neighbour: string;
        readonly col: number;
        readonly row: number;
        readonly theirs: EdgeKindName;
      }
    >
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
  | R<
      'feature-held',
      {
        readonly feature: FeatureType;
        readonly owner: string;
        readonly role: Role;
        readonly col: number;
        readonly row: number;
      }
    >
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
  | R<
      'not-completed',
      { readonly feature: FeatureType; readonly col: number; readonly row: number; readonly at: Location }
    >
  | R<'listed-twice'>
  // Set-up.
  | R<'track-surveyor-unused'>
  | R<'surveyor-count', { readonly expected: number }>
  | R<'start-space-misfit', { readonly tile: string; readonly why: NewWorldPlacementWhy }>
  | R<
      'setup-tile-misplaced',
      {
        readonly tile: string;
        readonly col: number;
        readonly row: number;
        readonly why: NewWorldPlacementWhy;
      }
    >
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

/** Refuse `path` with a New World reason. */
export const refuseNewWorld: Refuse<NewWorldRefusal> = refuser('new-world');
