/** The New World ruleset (Carcassonne: New World; formats §1–4). */
export {
  Game,
  SETTLERS_PER_PLAYER,
  type CompletedFeature,
  type DeployOption,
  type FeatureView,
  type NewGame,
} from './game';
export { playRandom, shuffledBag, randomGame, type RandomGameOptions } from './random';
export {
  OPTIONS,
  OPTION_CHOICES,
  DEFAULT_OPTIONS,
  resolveOptions,
  type OptionInfo,
  type OptionChoice,
} from './options';
export { parseRecord, writeRecord, parseTurn, type ParsedRecord } from './record';
export { scoreTally, parseTally, type TallyResult, type TallyLine, type TallyEvent } from './tally';
export {
  RULES,
  scoreItems,
  bonusItem,
  total,
  newWorldItemEnglish,
  unscoredEnglish,
  type FeatureCounts,
} from './scoring';
export { majority, whoScores, type Holder, type Decision, type Award } from './majorities';
export { segmentAt, locationOf, roleOf, ROLES, ROLE_OF } from './settlers';
export { isLandColumn } from './board';
export {
  STANDARD_TILES,
  STANDARD_TILE_COUNT,
  START_SPACES,
  validateTileType,
  compileTile,
  type CompiledTile,
} from './tiles';
export * from './types';
