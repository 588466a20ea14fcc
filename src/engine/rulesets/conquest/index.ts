/** New World Conquest: the table tally (formats §7, `conquest-tally`). Names are Conquest-prefixed. */
export { parseConquestTally, scoreConquestTally, CONQUEST_RULES } from './tally';
export type {
  ConquestTally,
  ConquestNation,
  ConquestScoreItem,
  ConquestTallyLine,
  ConquestLineType,
  ConquestTallyEvent,
  ConquestTallyPlayer,
  ConquestTallyResult,
} from './tally';
export {
  CONQUEST_OPTIONS,
  CONQUEST_OPTION_CHOICES,
  CONQUEST_DEFAULT_OPTIONS,
  resolveConquestOptions,
} from './options';
export type { ConquestOptions } from './options';
