/**
 * The rules engine's public surface: import from '@engine/index'.
 *
 *   core/                  geometry, board and regions, frontier, replay, errors, JSON readers (json-text: the
 *                          strict reader of JSON files shared by the command line and the pages), randomness
 *   rulesets/new-world/    Carcassonne: New World (unprefixed names, as before: Game, OPTIONS, …)
 *   rulesets/discovery/    The Discovery (DiscoveryGame, DISCOVERY_OPTIONS, …)
 *   rulesets/race/         Race to the New Found Land's table tally (scoreRaceTally, …)
 *   rulesets/conquest/     New World Conquest's table tally (scoreConquestTally, …)
 *   session/               the headless session controller every interactive screen drives
 *
 * Code outside the engine imports only its entry points (checked by tests/architecture):
 *   '@engine/index'            everything (the command line, build-time pages, tests)
 *   '@engine/session'          the session controller with every ruleset registered
 *   '@engine/play'             what the playing screens load, The Discovery's rules left to loadRuleset()
 *   '@engine/options'          the rule option tables of every game, without the rules
 *   '@engine/tallies'          the four games' table tallies
 *   '@engine/core/json-text'   the strict JSON reader (its own chunk, for pages that only read files)
 */
export { EngineError, mulberry32, PLAYER_COLOURS } from './core';
export {
  MAX_INPUT_BYTES,
  MAX_JSON_DEPTH,
  checkInputSize,
  checkJsonDepth,
  decodeJsonBytes,
  lineColumn,
  parseJsonText,
  readJsonBytes,
} from './core/json-text';
export * from './rulesets/new-world';
export * from './rulesets/discovery';
export * from './rulesets/race';
export * from './rulesets/conquest';
export * from './session';
export { MAX_SCORE as MAX_SETUP_SCORE } from './rulesets/new-world/record';
export { MAX_COORD } from './core/geometry';
