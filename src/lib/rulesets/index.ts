/**
 * The rulesets the UI plays, looked up by name (a session's `ruleset`) or by record format: each
 * one's words and drawings live in its own module (new-world.ts, discovery.ts). Every ruleset is
 * registered here; the sandbox and the board read `rulesetUi` from registry.ts, which loads The
 * Discovery's on demand. The tallies' formats have their own registry (tally-formats.ts), so the
 * sandbox ships no tally code.
 */
import { DISCOVERY } from './discovery';
import { NEW_WORLD } from './new-world';
import { registerRulesetUi } from './registry';
import type { RulesetId, RulesetUi } from './types';

registerRulesetUi(DISCOVERY);

export { loadRulesetUi, rulesetUi } from './registry';

export type { Grid, PieceSpot, RecordWords, RulesetId, RulesetUi, SetupTile, TileLook } from './types';

export const RULESETS: Record<RulesetId, RulesetUi> = { 'new-world': NEW_WORLD, discovery: DISCOVERY };

/** The ruleset of a record (its `format`); New World for a format it does not know. */
export function rulesetOfRecord(record: { format?: unknown }): RulesetUi {
  return Object.values(RULESETS).find((r) => r.recordFormat === record.format) ?? NEW_WORLD;
}
