/** The Discovery's records told in a player's words (see RecordWords in types.ts). */
import type { RecordWords } from './types';

export const DISCOVERY_WORDS: RecordWords = {
  id: 'discovery',
  recordFormat: 'discovery-record',
  piece: 'figure',
  fields: { x: 'x', y: 'y', piece: 'figure' },
  sidesMatch: 'plains against plains, mountains against mountains, sea against sea',
  startSpaces: false,
  discardWords: (who, tile) => `${who} draws ${tile}, which fits nowhere, and puts it aside.`,
  squareWords: (x, y) => `x ${String(x)}, y ${String(y)}`,
  placementRule: () => null,
};
