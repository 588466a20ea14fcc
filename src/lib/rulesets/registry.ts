/**
 * The rulesets the UI plays, by name (a session's `ruleset`): New World's words and drawings are
 * always here, The Discovery's once loaded (`loadRulesetUi`, beside the engine's `loadRuleset`), so
 * the sandbox ships them only to those who play or open a Discovery game. index.ts registers every
 * ruleset (the build-time pages, the setup editor).
 */
import { own } from '@lib/io/names';
import { NEW_WORLD } from './new-world';
import type { RulesetId, RulesetUi } from './types';

const LOADED: Partial<Record<RulesetId, RulesetUi>> = { 'new-world': NEW_WORLD };

export function registerRulesetUi(r: RulesetUi): void {
  LOADED[r.id] ??= r;
}

/** Make sure the ruleset named by this id or record format has its words and drawings (a no-op for other names). */
export async function loadRulesetUi(idOrFormat: unknown): Promise<void> {
  if ((idOrFormat === 'discovery' || idOrFormat === 'discovery-record') && !LOADED.discovery)
    registerRulesetUi((await import('./discovery')).DISCOVERY);
}

/** The ruleset called `id` (a session's `ruleset`); New World for a name it does not know. */
export function rulesetUi(id: string): RulesetUi {
  if (id === 'discovery' && !LOADED.discovery)
    throw new Error('The Discovery is not loaded yet (call loadRulesetUi first)');
  return own(LOADED, id) ?? NEW_WORLD;
}
