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
  // The table tallies' (formats §4, §7): the same first two fields in every game's tally.
  | { readonly code: 'tally-format'; readonly expected: string; readonly got: Shown }
  | { readonly code: 'tally-version'; readonly got: Shown }
  | { readonly code: 'tally-format-unknown'; readonly formats: readonly string[]; readonly got: Shown }
);

/** A core refusal as the command line says it (for tool builders). */
export function coreEnglish(r: CoreRefusal): string {
  switch (r.code) {
    case 'not-object':
      return `must be an object, not ${shownEn(r.got)}`;
    case 'not-whole-number':
      return `must be a whole number from ${r.min} to ${r.max}, not ${shownEn(r.got)}`;
    case 'tally-format':
      return `must be ${JSON.stringify(r.expected)}, not ${shownEn(r.got)}`;
    case 'tally-version':
      return `must be 1, not ${shownEn(r.got)}`;
    case 'tally-format-unknown':
      return `must be one of ${r.formats.map((f) => JSON.stringify(f)).join(', ')}, not ${shownEn(r.got)}`;
  }
}

/** Refuse `path` with a core reason. */
export const refuseCore: Refuse<CoreRefusal> = refuser('core', coreEnglish);
