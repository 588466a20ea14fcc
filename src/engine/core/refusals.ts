/**
 * The core's refusals as data (core/said.ts): the checks every reader of JSON input shares
 * (json.ts, options.ts, placement.ts) and the tile-laying rules every ruleset stands on
 * (tile-game.ts, board.ts). `coreEnglish` says each one as the command line prints it (formats §5).
 */
import { refuser, type Refuse } from './errors';
import { shownEn, type Shown } from './said';

export type CoreRefusal = { readonly area: 'core' } & (
  | { readonly code: 'not-object'; readonly got: Shown }
  | { readonly code: 'not-whole-number'; readonly min: number; readonly max: number; readonly got: Shown }
);

/** A core refusal as the command line says it (for tool builders). */
export function coreEnglish(r: CoreRefusal): string {
  switch (r.code) {
    case 'not-object':
      return `must be an object, not ${shownEn(r.got)}`;
    case 'not-whole-number':
      return `must be a whole number from ${r.min} to ${r.max}, not ${shownEn(r.got)}`;
  }
}

/** Refuse `path` with a core reason. */
export const refuseCore: Refuse<CoreRefusal> = refuser('core', coreEnglish);
