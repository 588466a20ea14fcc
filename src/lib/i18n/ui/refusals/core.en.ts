/** The core's refusals (src/engine/core/refusals.ts) in a player's English; null: the tool builders' sentence says it well enough. */
import type { CoreRefusal } from '@engine/refusals';
import type { Context } from './context';

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
    case 'start-space':
    case 'start-tile':
    case 'none-left':
    case 'game-over':
    case 'tile-placed':
    case 'cannot-go':
    case 'board':
    case 'file-too-large':
      return null;
  }
}
