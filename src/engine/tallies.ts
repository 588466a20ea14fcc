/**
 * Public entry point for the table tallies of the four games (the calculator and the command
 * line): each game's scorer, and the readers' helpers that name a bad field's place.
 * Everything here is also exported by '@engine/index'.
 */
export { scoreTally } from './rulesets/new-world/tally';
export { FARM_NEIGHBOURS } from './rulesets/new-world/scoring';
export { scoreDiscoveryTally } from './rulesets/discovery/tally';
export { scoreRaceTally } from './rulesets/race/tally';
export { scoreConquestTally } from './rulesets/conquest/tally';
export { EngineError, describe, fail } from './core/errors';
export { topObject } from './core/json';
export { refuseCore } from './core/refusals';
export { shown as shownValue } from './core/said';
export { listNames } from './core/words';
