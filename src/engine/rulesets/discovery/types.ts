/**
 * The Discovery's data (formats §8): tile types by whole edges, figures, records, tallies and
 * the events a game hands out. Plain JSON shapes; the rules that use them live beside this file.
 */
import type { Edge, Rotation } from '../../core/geometry';

/** The three kinds of region, named as in the tile format and the tally. */
export type RegionKind = 'plains' | 'mountains' | 'seas';
/** The figure's role follows its region: explorer on plains, thief on a mountain, sailor on a sea. */
export type DiscoveryRole = 'explorer' | 'thief' | 'sailor';

export const REGION_KINDS: readonly RegionKind[] = ['plains', 'mountains', 'seas'];
export const ROLE_OF_KIND: Record<RegionKind, DiscoveryRole> = {
  plains: 'explorer',
  mountains: 'thief',
  seas: 'sailor',
};
export const KIND_OF_ROLE: Record<DiscoveryRole, RegionKind> = {
  explorer: 'plains',
  thief: 'mountains',
  sailor: 'seas',
};
export const ROLES: readonly DiscoveryRole[] = ['explorer', 'thief', 'sailor'];

/** A tile type as written in a record or the tile set (formats §8). */
export interface DiscoveryTileDef {
  id: string;
  count?: number;
  start?: boolean;
  plains?: { edges: Edge[] }[];
  mountains?: { edges: Edge[] }[];
  seas?: { edges: Edge[] }[];
  cities?: { in: 'plains' | 'mountains'; index: number; sea: number }[];
}

/**
 * What a Discovery score item counts: plains tiles, cities (in or by a mountain), cities on a sea's shores,
 * sea tiles.
 */
export type DiscoveryTerm = 'plains-tile' | 'city' | 'shore-city' | 'sea-tile';

/**
 * One labelled line of a region's score. `label` and `rule` are the command line's English
 * (formats §5); the rest says the same as data: the term counted, its rate, the region's kind
 * (whose rule applies), whether it is the final scoring, and `small`, the tiles of a complete
 * region that scores at the reduced rate ("a complete sea of 2 tiles scores as an incomplete one").
 */
export interface ScoreItem {
  label: string;
  count: number;
  points: number;
  rule: string;
  term: DiscoveryTerm;
  rate: number;
  region: RegionKind;
  final: boolean;
  small?: number;
}

export interface DiscoveryOptions {
  /** Which complete regions score at the reduced "2 tiles" rate. */
  smallRegion: 'two-or-fewer' | 'exactly-two';
  /** Whether the reduced rate also applies at game end to small regions counted as complete. */
  finalSmallRegion: boolean;
  /** Whether regions that meet only at a corner of the board's grid border each other. */
  cornerBorder: boolean;
  /** Which seas a city faces: the one named in its tile, or every sea its land region touches on its tile. */
  cityShores: 'own-sea' | 'every-sea';
  /** Whether the last tile's player may still put a figure down or take one back before the final scoring. */
  lastTile: 'ends-game' | 'full-turn';
  /** Expert variant (seeded play): tiles in hand, face up. */
  hand: 1 | 2;
  /** Expert variant (seeded play): tiles put aside unseen before the game so that turns even out. */
  removeTiles: 'none' | 'rulebook' | 'even';
}

/** A figure on the board. */
export interface Figure {
  player: string;
  role: DiscoveryRole;
  /** The tile it stands on. */
  x: number;
  y: number;
  /** The edge named when it was put down (board orientation). */
  at: Edge;
}

/** A place on the board and a rotation. */
export interface DiscoveryPlacement {
  x: number;
  y: number;
  rotation: Rotation;
}

/** One turn of a record (formats §8). */
export type DiscoveryTurn = DiscoveryPlacedTurn | DiscoveryDiscardedTurn;

/** A tile placed, with a figure put down or one withdrawn (never both). */
export interface DiscoveryPlacedTurn {
  tile: string;
  x: number;
  y: number;
  rotation?: Rotation;
  figure?: { at: Edge; role?: DiscoveryRole };
  withdraw?: { x: number; y: number };
  discard?: false;
}

/** A drawn tile that fitted nowhere and was removed from the game. */
export interface DiscoveryDiscardedTurn {
  tile: string;
  discard: true;
  x?: undefined;
  y?: undefined;
  rotation?: undefined;
  figure?: undefined;
  withdraw?: undefined;
}

export interface DiscoverySetupTile {
  tile: string;
  x: number;
  y: number;
  rotation?: Rotation;
  figure?: { player: string; at: Edge; role?: DiscoveryRole };
}

export interface DiscoveryRecord {
  format: 'discovery-record';
  version: 1;
  ruleset: 'discovery';
  players: string[];
  options?: Partial<DiscoveryOptions>;
  tiles?: DiscoveryTileDef[];
  setup?: { placed: DiscoverySetupTile[]; scores?: Record<string, number> };
  turns: DiscoveryTurn[];
  finish?: boolean;
  [extra: string]: unknown;
}

/** What a region holds, as read off the board or counted by players at the table. */
export interface RegionCounts {
  kind: RegionKind;
  /** Distinct tiles the region covers. */
  tiles: number;
  /** Cities that count for it (mountain: in it and in bordering plains; sea: on its shores). */
  cities: number;
}

export interface RegionView extends RegionCounts {
  complete: boolean;
  /** Board positions of its tiles. */
  at: { x: number; y: number }[];
}

export type DiscoveryEvent =
  | {
      kind: 'place';
      turn: number;
      player: string;
      tile: string;
      x: number;
      y: number;
      rotation: Rotation;
      figure?: { role: DiscoveryRole; at: Edge };
    }
  | { kind: 'discard'; turn: number; player: string; tile: string }
  | {
      kind: 'score';
      turn: number;
      player: string;
      /** The region's kind, as `type` in the New World events. */
      type: RegionKind;
      role: DiscoveryRole;
      points: number;
      items: ScoreItem[];
      region: RegionView;
      /** The tile the figure stood on. */
      x: number;
      y: number;
      /** True for the game-end scoring of figures left on the board. */
      final?: boolean;
    };
