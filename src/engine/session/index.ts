/** The headless session controller (see session.ts), with every ruleset registered. */
import { registerAdapter } from './adapters';
import { DISCOVERY } from './discovery';

registerAdapter(DISCOVERY);

export { Session, type SessionInit, type AnySessionInit, type Phase, type AnySession, type NewWorldSession, type DiscoverySession, type RulesOf } from './session';
export { loadRuleset } from './adapters';
export type { Step, SavedSession, Rescored, RulesetId, Spot, XY, OrderRef, RulesetTypes, AnyRuleset, SessionGame } from './types';
export type { Adapter, Placed } from './ruleset';
export type { NewWorldRules } from './new-world';
export type { DiscoveryRules } from './discovery';
