/**
 * The core's refusals (src/engine/core/refusals.ts) in a player's English; null: the tool builders' sentence
 * says it well enough.
 */
import type { CoreRefusal } from '@engine/refusals';
import type { Context } from './context';
import { tileWords } from '@lib/sandbox/refusal-words';

export function coreEn(r: CoreRefusal, _c: Context): string | null {
  switch (r.code) {
    case 'not-object':
    case 'not-whole-number':
    case 'not-array':
    case 'too-many':
    case 'not-bool':
    case 'not-one-of':
    case 'no-players':
    case 'not-player-name':
    case 'named-twice':
    case 'not-a-player':
    case 'not-among-players':
    case 'too-deep':
    case 'not-plain':
    case 'not-rotation':
    case 'contains-itself':
    case 'nested-deeper':
    case 'not-option':
    case 'cannot-go':
    case 'board':
    case 'file-too-large':
      return null;
    // The table tallies'.
    case 'tally-format':
    case 'tally-version':
    case 'tally-format-unknown':
      return null;
    case 'start-space':
      return 'Start spaces are printed on the board: they are never drawn or laid.';
    case 'start-tile':
      return 'The start tile lies on the table from the beginning: it is never drawn.';
    case 'none-left':
      return `No copy of ${tileWords(r.tile)} is left to draw: every one is already on the table.`;
    case 'game-over':
      return 'The game is already over: the final scoring has been done.';
    case 'tile-placed':
      return 'A tile was already laid this turn.';
  }
}
