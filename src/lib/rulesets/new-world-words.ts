/** Carcassonne: New World's records told in a player's words (see RecordWords in types.ts). */
import TEXT from '@lib/i18n/ui/rulesets.en';
import type { RulesetText } from '@lib/i18n/ui/rulesets.en';
import type { RecordWords } from './types';

/** New World's record words in the words `t` (English by default). */
export function newWorldWords(t: RulesetText = TEXT['new-world']): RecordWords {
  return {
    id: 'new-world',
    recordFormat: 'new-world-record',
    piece: 'settler',
    fields: { x: 'col', y: 'row', piece: 'settler' },
    sidesMatch: t.sidesMatch,
    startSpaces: true,
    discardWords: t.discardWords.bind(t),
    squareWords: t.square.bind(t),
    placementRule: (x, y) => (t.placementWhy ? t.placementWhy(x, y) : null),
  };
}

export const NEW_WORLD_WORDS: RecordWords = newWorldWords();
