/**
 * Each ruleset's records in a player's words (the refusals, the example pages), looked up by
 * name or by record format; apart from index.ts so that the sandbox's first load does not carry them.
 */
import { own } from '@lib/io/names';
import { DISCOVERY_WORDS } from './discovery-words';
import { NEW_WORLD_WORDS } from './new-world-words';
import type { RecordWords, RulesetId } from './types';

export type { RecordWords };

export const RECORD_WORDS: Record<RulesetId, RecordWords> = { 'new-world': NEW_WORLD_WORDS, discovery: DISCOVERY_WORDS };

/** The words of the ruleset called `id`; New World's for a name it does not know. */
export function wordsOf(id: string): RecordWords {
  return own(RECORD_WORDS, id) ?? NEW_WORLD_WORDS;
}

/** The words of a record's ruleset (its `format`); New World's for a format it does not know. */
export function wordsOfRecord(record: { format?: unknown }): RecordWords {
  return Object.values(RECORD_WORDS).find((r) => r.recordFormat === record.format) ?? NEW_WORLD_WORDS;
}
