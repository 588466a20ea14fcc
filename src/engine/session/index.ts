/** The headless session controller (see session.ts), with every ruleset and the previews registered. */
import { registerAdapter } from './adapters';
import { DISCOVERY } from './discovery';
import * as WHAT_IF from './what-if';
import { registerWhatIf } from './what-if-seam';

registerAdapter(DISCOVERY);
registerWhatIf(WHAT_IF);

export {
  Session,
  type SessionInit,
  type AnySessionInit,
  type Phase,
  type AnySession,
  type NewWorldSession,
  type DiscoverySession,
  type RulesOf,
} from './session';
export { loadRuleset } from './adapters';
export { loadWhatIf } from './what-if-seam';
export type {
  Step,
  SavedSession,
  Rescored,
  RulesetId,
  Spot,
  XY,
  OrderRef,
  RulesetTypes,
  AnyRuleset,
  SessionGame,
} from './types';
export type { Adapter, Placed } from './ruleset';
export type { NewWorldRules } from './new-world';
export type { DiscoveryRules } from './discovery';
