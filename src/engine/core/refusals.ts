/**
 * The core's refusals as data (core/said.ts): the checks every reader of JSON input shares
 * (json.ts, options.ts, placement.ts) and the tile-laying rules every ruleset stands on
 * (tile-game.ts, board.ts). `coreEnglish` says each one as the command line prints it (formats §5).
 */
import type { DiscoveryRefusal } from '../rulesets/discovery/refusals';
import type { NewWorldRefusal } from '../rulesets/new-world/refusals';
import { refuser, type Refuse } from './errors';
import { shownEn, type Said, type Shown } from './said';

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
  readonly english: string;
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
      | { readonly code: 'cannot-go'; readonly tile: string; readonly x: number; readonly y: number; readonly rotation: number; readonly why: PlacementWhy }
      | { readonly code: 'file-too-large' }
      // The table tallies' (formats §4, §7): the same first two fields in every game's tally.
      | { readonly code: 'tally-format'; readonly expected: string; readonly got: Shown }
      | { readonly code: 'tally-version'; readonly got: Shown }
      | { readonly code: 'tally-format-unknown'; readonly formats: readonly string[]; readonly got: Shown }
    ));

/** The allowed values of a list, as a refusal names them (every list of values is of these kinds). */
export const choices = (values: readonly unknown[]): Choice[] => values.filter((v): v is Choice => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean');

/** A list of allowed values as the English names them: `"a", "b"`. */
export const choicesEn = (values: readonly Choice[]): string => values.map((v) => JSON.stringify(v)).join(', ');

/**
 * A core refusal as the command line says it (for tool builders). `board` says a placement's
 * nested reason (a ruleset's refusal: src/engine/refusals.ts's `englishOf`, or the game's own).
 */
export function coreEnglish(r: CoreRefusal, board: (why: PlacementWhy) => string = boardEnglish): string {
  switch (r.code) {
    case 'not-object':
      return `must be an object, not ${shownEn(r.got)}`;
    case 'not-whole-number':
      return `must be a whole number from ${r.min} to ${r.max}, not ${shownEn(r.got)}`;
    case 'not-array':
      return `must be an array, not ${shownEn(r.got)}`;
    case 'too-many':
      return `has ${r.count} entries; at most ${r.max} are allowed`;
    case 'not-bool':
      return `must be true or false, not ${shownEn(r.got)}`;
    case 'not-one-of':
      return `must be one of ${choicesEn(r.values)}, not ${shownEn(r.got)}`;
    case 'no-players':
      return 'must name at least one player';
    case 'not-player-name':
      return `must be a player name (1–40 characters), not ${shownEn(r.got)}`;
    case 'named-twice':
      return `${JSON.stringify(r.name)} is named twice`;
    case 'not-a-player':
      return `must name one of the players (${r.players.join(', ')}), not ${shownEn(r.got)}`;
    case 'not-among-players':
      return `is not one of the players (${r.players.join(', ')})`;
    case 'too-deep':
      return 'is nested too deeply';
    case 'not-plain':
      return 'is not plain JSON data: it holds a function or another value that cannot be copied';
    case 'not-rotation':
      return `must be 0, 90, 180 or 270, not ${shownEn(r.got)}`;
    case 'contains-itself':
      return 'contains itself, so it is not plain JSON data';
    case 'nested-deeper':
      return `nested more than ${r.max} levels deep`;
    case 'not-option':
      return `is not a rule option (known: ${r.known.join(', ')})`;
    case 'start-space':
      return 'start spaces are printed on the board and cannot be placed';
    case 'start-tile':
      return 'the start tile lies on the table from the beginning and is not drawn';
    case 'none-left':
      return `no tile ${r.tile} is left in the ${r.box}`;
    case 'game-over':
      return 'the game is over: the final scoring has been done';
    case 'tile-placed':
      return `a tile was already placed this turn: ${r.next} the turn first`;
    case 'cannot-go':
      return `tile ${r.tile} cannot go at (${r.x}, ${r.y}) turned ${r.rotation}°: ${board(r.why)}`;
    case 'board':
      return r.text;
    case 'file-too-large':
      return 'the file holds more than 1 MB; a game record or tally is at most 1 MB';
    case 'tally-format':
      return `must be ${JSON.stringify(r.expected)}, not ${shownEn(r.got)}`;
    case 'tally-version':
      return `must be 1, not ${shownEn(r.got)}`;
    case 'tally-format-unknown':
      return `must be one of ${r.formats.map((f) => JSON.stringify(f)).join(', ')}, not ${shownEn(r.got)}`;
  }
}

/** A board's reason said only in English (the rulesets' refusals are said by their own areas). */
function boardEnglish(why: PlacementWhy): string {
  return why.area === 'core' ? why.text : why.code;
}

/** Refuse `path` with a core reason. */
export const refuseCore: Refuse<CoreRefusal> = refuser('core', coreEnglish);
