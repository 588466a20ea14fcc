/** Carcassonne: New World's records told in a player's words (see RecordWords in types.ts). */
import type { RecordWords } from './types';

/** The New World column rule in words, for a square east of the first land column. */
function columnWhy(col: number, row: number): string {
  const rule = 'land tiles go only to the west of the start board, in column 1 or further west';
  if (col === 0) {
    const end = row < 0 ? ' (here, beyond its northern end)' : row > 9 ? ' (here, beyond its southern end)' : '';
    return `It cannot go there: column 0 is the start board's own column${end}, and ${rule}.`;
  }
  return `It cannot go there: column ${col} lies east of the start board, out at sea, and ${rule}.`;
}

export const NEW_WORLD_WORDS: RecordWords = {
  id: 'new-world',
  recordFormat: 'new-world-record',
  piece: 'settler',
  fields: { x: 'col', y: 'row', piece: 'settler' },
  sidesMatch: 'town against town, trail against trail, plains against plains',
  startSpaces: true,
  discardWords: (who, tile) => `${who} draws ${tile}, which fits nowhere, puts it back in the box and draws again.`,
  squareWords: (x, y) => `column ${String(x)}, row ${String(y)}`,
  placementRule: (detail, x, y) => (/^land tiles go west of the start board/.test(detail) ? columnWhy(x, y) : null),
};
