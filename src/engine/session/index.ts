/** The headless session controller (see session.ts). */
export { Session, type SessionInit, type Phase } from './session';
export type { Step, SavedSession, Rescored, RulesetId, Spot } from './types';
export type { SessionGame, Adapter, Placed } from './ruleset';
