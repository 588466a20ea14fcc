/**
 * What the interactive board draws, as plain data (built by board-model.ts and the per-ruleset
 * modules of src/lib/rulesets/): tiles, figures, New World's columns and surveyors, the squares
 * a tile may try, deploy and withdraw targets.
 */
import type { DiscoveryTileDef, TileType } from '@engine/index';

export interface PlayerLook {
  fill: string;
  text: string;
  letter: string;
}

export interface BoardTileModel {
  key: string;
  gx: number;
  gy: number;
  rotation: number;
  nw?: TileType;
  disc?: DiscoveryTileDef;
  start: boolean;
}

export interface BoardFigureModel {
  key: string;
  player: string;
  role: string;
  gx: number;
  gy: number;
  /** Position inside the tile, in tile units (0–100). */
  dx: number;
  dy: number;
  lying: boolean;
  label: string;
}

export interface BoardModel {
  ruleset: 'new-world' | 'discovery';
  tiles: BoardTileModel[];
  figures: BoardFigureModel[];
  looks: Record<string, PlayerLook>;
  /** New World: column numbers above the table. */
  columns: { gx: number; label: string }[];
  /** New World: the surveyors above their columns. */
  surveyors: { gx: number; label: string }[];
  /** The tile placed this turn or last. */
  lastPlaced?: { gx: number; gy: number };
  /** Tiles to highlight (a scored feature, a hovered settler's feature). */
  highlight: { gx: number; gy: number }[];
}

export interface BoardSpot {
  key: string;
  gx: number;
  gy: number;
  /** The tile in hand fits here as turned. */
  legal: boolean;
  label: string;
}

export interface BoardTarget {
  key: string;
  kind: 'deploy' | 'withdraw';
  gx: number;
  gy: number;
  dx: number;
  dy: number;
  /** Short mark drawn in the target: the role's initial. */
  mark: string;
  label: string;
}

/** What a settler or figure on the board stands on and would score (figure-info.ts). */
export interface FigureInfo {
  label: string;
  tiles: { gx: number; gy: number }[];
  /** Points if it scored now (The Discovery: withdrawn now; New World: null while the feature is open). */
  now: number | null;
  atEnd: number | null;
  note: string;
}
