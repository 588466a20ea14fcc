/** The rules engine's public surface: import from '@engine/index'. */
export { Game, SETTLERS_PER_PLAYER, type CompletedFeature, type DeployOption, type FeatureView, type NewGame } from './game';
export { playRandom, shuffledBag, PLAYER_COLOURS } from './random';
export { EngineError } from './errors';
export { OPTIONS, DEFAULT_OPTIONS, resolveOptions, type OptionInfo } from './options';
export { parseRecord } from './record';
export { scoreTally } from './tally';
export { randomGame, mulberry32 } from './random';
export { RULES, scoreItems, majority } from './scoring';
export { STANDARD_TILES, STANDARD_TILE_COUNT, START_SPACES, validateTileType, compileTile } from './tiles';
export * from './types';
