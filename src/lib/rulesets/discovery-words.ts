/** The Discovery's records told in a player's words (see RecordWords in types.ts). */
import TEXT from '@lib/i18n/ui/rulesets.en';
import type { RulesetText } from '@lib/i18n/ui/rulesets.en';
import type { RecordWords } from './types';

/** The Discovery's record words in the words `t` (English by default). */
export function discoveryWords(t: RulesetText = TEXT.discovery): RecordWords {
  return {
    id: 'discovery',
    recordFormat: 'discovery-record',
    piece: 'figure',
    fields: { x: 'x', y: 'y', piece: 'figure' },
    sidesMatch: t.sidesMatch,
    startSpaces: false,
    discardWords: t.discardWords.bind(t),
    squareWords: t.square.bind(t),
    placementRule: () => null,
  };
}

export const DISCOVERY_WORDS: RecordWords = discoveryWords();
