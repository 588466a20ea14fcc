/**
 * The core's refusals as data (core/said.ts): the checks every reader of JSON input shares
 * (json.ts, options.ts, placement.ts) and the tile-laying rules every ruleset stands on
 * (tile-game.ts, board.ts). `coreEnglish` says each one as the command line prints it (formats §5).
 */
import type { DiscoveryRefusal } from '../rulesets/discovery/refusals';
import type { NewWorldRefusal } from '../rulesets/new-world/refusals';
import { refuser, type Refuse } from './errors';
import { type Said, type Shown } from './said';

/**
 * Why a ruleset's board refuses a tile on a square (the reason after "tile X cannot go at (a, b)
 * turned r°: "): its ruleset's refusal, or, from a board that still says its reasons only in
 * English, that English (`board`, tool builders' words: a catalog says it in general terms).
 */
export type PlacementWhy = NewWorldRefusal | DiscoveryRefusal | BoardEnglish;
export type BoardEnglish = { readonly area: 'core'; readonly code: 'board'; readonly text: string };

/**
 * A board's reason as data (its ruleset's refusal) with its English for tool builders (its
 * ruleset's `…English`), as TileGame's `whyNotOnBoard` gives it; a board that says its reasons
 * only in English gives that English alone.
 */
export interface BoardSaid {
  readonly why: Exclude<PlacementWhy, { area: 'core' }>;
}

/** Why a placement is refused: the English (the board's reason alone, when the board refuses) and the same as data. */
export interface PlaceRefusal {
  readonly text: string;
  readonly why: Said | null;
}

/** A value's JSON text, as the English names the allowed ones (`"a", "b"`, `0, 90`). */
export type Choice = string | number | boolean;

export type CoreRefusal =
  | BoardEnglish
  | ({ readonly area: 'core' } & (
      | { readonly code: 'not-object'; readonly got: Shown }
      | { readonly code: 'not-whole-number'; readonly min: number; readonly max: number; readonly got: Shown }
      | { readonly code: 'not-array'; readonly got: Shown }
      | { readonly code: 'too-many'; readonly count: number; readonly max: number }
      | { readonly code: 'not-bool'; readonly got: Shown }
      | { readonly code: 'not-one-of'; readonly values: readonly Choice[]; readonly got: Shown }
      | { readonly code: 'no-players' }
      | { readonly code: 'not-player-name'; readonly got: Shown }
      | { readonly code: 'named-twice'; readonly name: string }
      | { readonly code: 'not-a-player'; readonly players: readonly string[]; readonly got: Shown }
      | { readonly code: 'not-among-players'; readonly players: readonly string[] }
      | { readonly code: 'too-deep' }
      | { readonly code: 'not-plain' }
      | { readonly code: 'not-rotation'; readonly got: Shown }
      | { readonly code: 'contains-itself' }
      | { readonly code: 'nested-deeper'; readonly max: number }
      | { readonly code: 'not-option'; readonly known: readonly string[] }
      | { readonly code: 'start-space' }
      | { readonly code: 'start-tile' }
      | { readonly code: 'none-left'; readonly tile: string; readonly box: 'supply' | 'box' }
      | { readonly code: 'game-over' }
      | { readonly code: 'tile-placed'; readonly next: 'score' | 'end' }
      | {
          readonly code: 'cannot-go';
          readonly tile: string;
          readonly x: number;
          readonly y: number;
          readonly rotation: number;
          readonly why: PlacementWhy;
        }
      | { readonly code: 'file-too-large' }
      // The table tallies' (formats §4, §7): the same first two fields in every game's tally.
      | { readonly code: 'tally-format'; readonly expected: string; readonly got: Shown }
      | { readonly code: 'tally-version'; readonly got: Shown }
      | { readonly code: 'tally-format-unknown'; readonly formats: readonly string[]; readonly got: Shown }
    ));

/** The allowed values of a list, as a refusal names them (every list of values is of these kinds). */
export const choices = (values: readonly unknown[]): Choice[] =>
  values.filter((v): v is Choice => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean');

/** A list of allowed values as the English names them: `"a", "b"`. */
export const choicesEn = (values: readonly Choice[]): string =>
  values.map((v) => JSON.stringify(v)).join(', ');

/** Refuse `path` with a core reason. */
export const refuseCore: Refuse<CoreRefusal> = refuser('core');
