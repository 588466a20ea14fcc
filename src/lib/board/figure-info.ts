/**
 * What a settler (New World) or figure (The Discovery) on the board stands on and would score:
 * the tiles of its feature or region, and its points now and at game end, for the sandbox's
 * "hover or focus a settler" explanation. Read-only: works on clones. Each ruleset's reading is
 * its own (src/lib/rulesets/*-figure.ts), looked up by name; its words are `w` (the page's
 * language, src/lib/i18n/ui/pointing.<lang>.ts; English by default).
 */
import type { Session } from '@engine/index';
import EN, { type PointingWords } from '@lib/i18n/ui/pointing.en';
import { discoveryFigureInfo, discoveryTileInfo } from '@lib/rulesets/discovery-figure';
import { newWorldFigureInfo, newWorldTileInfo } from '@lib/rulesets/new-world-figure';
import type { FigureInfo } from './board-types';

export type { FigureInfo };

const INFO: Record<Session['ruleset'], (s: Session, index: number, w: PointingWords) => FigureInfo | null> = {
  'new-world': newWorldFigureInfo,
  discovery: discoveryFigureInfo,
};

export function figureInfo(s: Session, index: number, w: PointingWords = EN): FigureInfo | null {
  return INFO[s.ruleset](s, index, w);
}

const TILE_INFO: Record<
  Session['ruleset'],
  (s: Session, gx: number, gy: number, w: PointingWords) => FigureInfo | null
> = { 'new-world': newWorldTileInfo, discovery: discoveryTileInfo };

/**
 * What the features (regions) through the square at (gx, gy) hold and would score: for pointing at a tile
 * rather than a piece.
 */
export function tileInfo(s: Session, gx: number, gy: number, w: PointingWords = EN): FigureInfo | null {
  return TILE_INFO[s.ruleset](s, gx, gy, w);
}
