/** The headless session controller (see session.ts), with every ruleset registered. */
import { registerAdapter } from './adapters';
import { DISCOVERY } from './discovery';
import type { Adapter } from './ruleset';

registerAdapter(DISCOVERY as unknown as Adapter);

export { Session, type SessionInit, type Phase } from './session';
export { loadRuleset } from './adapters';
export type { Step, SavedSession, Rescored, RulesetId, Spot } from './types';
export type { SessionGame, Adapter, Placed } from './ruleset';
