/**
 * Public entry point for the screens that play a game (the sandbox, the tile explorer, the
 * replays' re-scoring): the session controller without The Discovery's rules, which
 * `loadRuleset('discovery')` loads on demand, so a New World page never downloads them, and
 * without the previews and the rescoring (Session.preview, finalPreview, rescore), which
 * `loadWhatIf()` loads on demand.
 * Everything here is also exported by '@engine/index'.
 */
export {
  Session,
  type SessionInit,
  type AnySessionInit,
  type Phase,
  type AnySession,
  type NewWorldSession,
  type DiscoverySession,
  type RulesOf,
} from './session/session';
export type { NewWorldRules } from './session/new-world';
export type { DiscoveryRules } from './session/discovery';
export type { Step, Spot, XY, OrderRef, RulesetId, AnyRuleset, RulesetTypes } from './session/types';
export { loadRuleset } from './session/adapters';
export { loadWhatIf } from './session/what-if-seam';
export { EngineError } from './core/errors';
export { PLAYER_COLOURS, mulberry32 } from './core/random';
export { Game } from './rulesets/new-world/game';
export { STANDARD_TILES } from './rulesets/new-world/tiles';
export { START_TILE as DISCOVERY_START_TILE } from './rulesets/discovery/constants';
/** The largest score and column a set-up position may hold (records, formats §3 and §8). */
export { unscoredEnglish } from './rulesets/new-world/scoring';
export { MAX_SCORE as MAX_SETUP_SCORE } from './rulesets/new-world/record';
export { MAX_COORD } from './core/geometry';
