/**
 * The Discovery's refusals as data (core/said.ts): a record's turns, tiles, figures and tally
 * (French rules, sections named at each throw). `discoveryEnglish` says each as the command line
 * prints it (formats §5, §8); the site's catalogs say them to players.
 */
import { type BoardWhy } from '../../core/board-why';
import { refuser, type Refuse } from '../../core/errors';
import type { Edge } from '../../core/geometry';
import { type Shown } from '../../core/said';
import type { DiscoveryRole, RegionKind } from './types';
import { type DiscoveryTallyRefusal } from './tally-refusals';

/**
 * Why The Discovery's board refuses a tile on a square (core/board-why.ts): its kinds of side are plains,
 * mountains and sea.
 */
export type DiscoveryPlacementWhy = BoardWhy;

/** A land region a city may stand in. */
type Land = 'plains' | 'mountains';

export type DiscoveryRefusal = { readonly area: 'discovery' } &
  // A turn under way (figures.ts, game.ts; French rules 2.1, 2.2, Fin de la partie).
  /** A step that needs the tile of the turn placed first: putting a figure down, withdrawing one, ending the turn. */
  (
    | { readonly code: 'tile-first'; readonly before: 'figure' | 'withdraw' | 'end-turn' }
    /**
     * A turn puts a figure down or withdraws one, never both; `done`: what it already did (null: a record's
     * turn names both).
     */
    | { readonly code: 'figure-or-withdraw'; readonly done: 'figure' | 'withdraw' | null }
    | { readonly code: 'one-figure-per-turn' }
    | { readonly code: 'one-withdrawal-per-turn' }
    /** The last tile ended the game (option lastTile "ends-game"): no figure goes on it, none is taken back. */
    | { readonly code: 'game-ended' }
    | { readonly code: 'no-figure-left'; readonly player: string }
    /** `got`: what the move gave for the figure's edge. */
    | { readonly code: 'not-an-edge'; readonly got: Shown }
    /** The `at` edge of the tile is `kind`, where a figure is a `role`, and the move named `given`. */
    | {
        readonly code: 'wrong-role';
        readonly at: Edge;
        readonly kind: RegionKind;
        readonly role: DiscoveryRole;
        readonly given: DiscoveryRole;
      }
    /** The region of `kind` the tile continues holds `owner`'s `role` on the tile at (x, y). */
    | {
        readonly code: 'region-held';
        readonly kind: RegionKind;
        readonly owner: string;
        readonly role: DiscoveryRole;
        readonly x: number;
        readonly y: number;
      }
    | { readonly code: 'no-figure-there'; readonly x: number; readonly y: number }
    /** The figure on the tile at (x, y) is `owner`'s, and `player` is to move. */
    | {
        readonly code: 'not-your-figure';
        readonly x: number;
        readonly y: number;
        readonly owner: string;
        readonly player: string;
      }
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
    | {
        readonly code: 'setup-misplaced';
        readonly tile: string;
        readonly x: number;
        readonly y: number;
        readonly rotation: number;
        readonly why: DiscoveryPlacementWhy;
      }
    | { readonly code: 'setup-no-figure-left'; readonly player: string }
    /**
     * A setup's figure on the `at` edge, which is `kind` (its region's name, as the tile type says it), where
     * a figure is a `role`, not the `given` one.
     */
    | {
        readonly code: 'setup-wrong-role';
        readonly at: Edge;
        readonly kind: RegionKind;
        readonly role: DiscoveryRole;
        readonly given: DiscoveryRole;
      }
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

/** Refuse `path` with a Discovery reason. */
export const refuseDiscovery: Refuse<DiscoveryRefusal> = refuser('discovery');
