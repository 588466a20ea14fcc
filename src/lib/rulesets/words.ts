/**
 * Each ruleset's records in a player's words (the refusals, the example pages), looked up by
 * name or by record format; apart from index.ts so that the sandbox's first load does not carry them.
 */
import { own } from '@lib/io/names';
import type { RulesetsWords, RulesetText } from '@lib/i18n/ui/rulesets.en';
import { DISCOVERY_WORDS, discoveryWords } from './discovery-words';
import { NEW_WORLD_WORDS, newWorldWords } from './new-world-words';
import type { RecordWords, RulesetId } from './types';

export type { RecordWords };

export const RECORD_WORDS: Record<RulesetId, RecordWords> = {
  'new-world': NEW_WORLD_WORDS,
  discovery: DISCOVERY_WORDS,
};

/** The words of the ruleset called `id`; New World's for a name it does not know. */
export function wordsOf(id: string): RecordWords {
  return own(RECORD_WORDS, id) ?? NEW_WORLD_WORDS;
}

/** The words of a record's ruleset (its `format`); New World's for a format it does not know. */
export function wordsOfRecord(record: { format?: unknown }): RecordWords {
  return Object.values(RECORD_WORDS).find((r) => r.recordFormat === record.format) ?? NEW_WORLD_WORDS;
}

const MAKERS: Record<RulesetId, (t: RulesetText) => RecordWords> = {
  'new-world': newWorldWords,
  discovery: discoveryWords,
};

/**
 * The words of the ruleset called `id` (New World's for a name it does not know) in the page's
 * language: `w` is src/lib/i18n/ui/rulesets.<lang>.ts, loaded by the island.
 */
export function recordWordsIn(w: RulesetsWords, id: string): RecordWords {
  const r = wordsOf(id).id;
  return MAKERS[r](w[r]);
}
