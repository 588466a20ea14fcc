/** The Discovery ruleset (the French rules "Nouveau monde"; formats §7–8). Names are Discovery-prefixed. */
export { DiscoveryGame, type NewDiscoveryGame } from './game';
export {
  DISCOVERY_OPTIONS,
  DISCOVERY_OPTION_CHOICES,
  DISCOVERY_DEFAULTS,
  resolveDiscoveryOptions,
  tilesRemoved,
} from './options';
export {
  parseDiscoveryRecord,
  parseDiscoveryTurn,
  writeDiscoveryRecord,
  type ParsedDiscoveryRecord,
  type DiscoverySpec,
} from './record';
export {
  DISCOVERY_RULES,
  regionItems,
  regionPoints,
  isSmall,
  discoveryItemEnglish,
  discoveryRuleEnglish,
  total as discoveryTotal,
  type ScoredAs,
} from './scoring';
export {
  scoreDiscoveryTally,
  parseDiscoveryTally,
  type DiscoveryTally,
  type DiscoveryTallyResult,
  type DiscoveryTallyLine,
} from './tally';
export {
  playRandomDiscovery,
  randomDiscoveryGame,
  shuffledDiscoveryBag,
  type RandomDiscoveryOptions,
} from './random';
export {
  STANDARD_TILES as DISCOVERY_TILES,
  STANDARD_TILE_COUNT as DISCOVERY_TILE_COUNT,
  START_TILE as DISCOVERY_START_TILE,
  compileTile as compileDiscoveryTile,
  validateTileType as validateDiscoveryTileType,
  KIND_NAMES as DISCOVERY_KIND_NAMES,
  type DiscoveryTile,
} from './tiles';
export { FIGURES_PER_PLAYER } from './state';
export { borderingRegions, citiesFor, regionView } from './regions';
export type { FigureOption } from './figures';
export { REGION_KINDS, ROLE_OF_KIND, KIND_OF_ROLE, ROLES as DISCOVERY_ROLES } from './types';
export type {
  RegionKind,
  DiscoveryRole,
  DiscoveryTileDef,
  DiscoveryOptions,
  Figure as DiscoveryFigure,
  DiscoveryPlacement,
  DiscoveryTurn,
  DiscoverySetupTile,
  DiscoveryRecord,
  RegionCounts,
  RegionView,
  DiscoveryEvent,
  ScoreItem as DiscoveryScoreItem,
  DiscoveryTerm,
} from './types';
