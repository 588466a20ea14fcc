/**
 * What a settler (New World) or figure (The Discovery) on the board stands on and would score:
 * the tiles of its feature or region, and its points now and at game end, for the sandbox's
 * "hover or focus a settler" explanation. Read-only: works on clones. Each ruleset's reading is
 * its own (src/lib/rulesets/*-figure.ts), looked up by name.
 */
import type { Session } from '@engine/index';
import { discoveryFigureInfo } from '@lib/rulesets/discovery-figure';
import { newWorldFigureInfo } from '@lib/rulesets/new-world-figure';
import type { FigureInfo } from './board-types';

export type { FigureInfo };

const INFO: Record<Session['ruleset'], (s: Session, index: number) => FigureInfo | null> = { 'new-world': newWorldFigureInfo, discovery: discoveryFigureInfo };

export function figureInfo(s: Session, index: number): FigureInfo | null {
  return INFO[s.ruleset](s, index);
}
