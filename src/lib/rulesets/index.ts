/**
 * The rulesets the UI plays, looked up by name (a session's `ruleset`) or by record format: each
 * one's words and drawings live in its own module (new-world.ts, discovery.ts). The tallies'
 * formats have their own registry (tally-formats.ts), so the sandbox ships no tally code.
 */
import { own } from '@lib/io/names';
import { DISCOVERY } from './discovery';
import { NEW_WORLD } from './new-world';
import type { RulesetId, RulesetUi } from './types';

export type { Grid, RecordWords, RulesetId, RulesetUi, TileLook } from './types';

export const RULESETS: Record<RulesetId, RulesetUi> = { 'new-world': NEW_WORLD, discovery: DISCOVERY };

/** The ruleset called `id` (a session's `ruleset`); New World for a name it does not know. */
export function rulesetUi(id: string): RulesetUi {
  return own(RULESETS, id) ?? NEW_WORLD;
}

/** The ruleset of a record (its `format`); New World for a format it does not know. */
export function rulesetOfRecord(record: { format?: unknown }): RulesetUi {
  return Object.values(RULESETS).find((r) => r.recordFormat === record.format) ?? NEW_WORLD;
}
