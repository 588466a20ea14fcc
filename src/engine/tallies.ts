/**
 * Public entry point for the table tallies of the four games (the calculator and the command
 * line): each game's scorer, what each says as data (its lines, items, reasons and verdict, with
 * the English the command line prints), and the readers' helpers that name a bad field's place.
 * Everything here is also exported by '@engine/index'.
 */
import { refuseCore } from './core/refusals';
import { shown } from './core/said';
import type { StandingVerdict } from './core/standings';
import type { ConquestVerdict } from './rulesets/conquest/said';
import type { RaceVerdict } from './rulesets/race/said';

export { scoreTally, outnumberedEnglish, type TallyOutnumbered } from './rulesets/new-world/tally';
export { FARM_NEIGHBOURS } from './rulesets/new-world/scoring';
export { scoreDiscoveryTally } from './rulesets/discovery/tally';
export { scoreRaceTally } from './rulesets/race/tally';
export {
  raceClauseEnglish,
  raceItemEnglish,
  raceReasonEnglish,
  raceTitleEnglish,
  raceVerdictEnglish,
} from './rulesets/race/said';
export type {
  RaceClause,
  RaceColour,
  RaceCommodities,
  RaceItem,
  RaceReason,
  RaceTitle,
  RaceVerdict,
} from './rulesets/race/said';
export { scoreConquestTally, type ConquestLineType } from './rulesets/conquest/tally';
export {
  conquestItemEnglish,
  conquestTitleEnglish,
  conquestVerdictEnglish,
  type ConquestVerdict,
} from './rulesets/conquest/said';
export { standingEnglish, type StandingVerdict } from './core/standings';
export { EngineError } from './core/errors';
export { topObject } from './core/json';
export { refuseCore } from './core/refusals';
export { listNames } from './core/words';

/**
 * Who wins or leads a tally, and why, as data: New World's and The Discovery's standing, Race's or Conquest's
 * verdict.
 */
export type TallyVerdict = StandingVerdict | RaceVerdict | ConquestVerdict;

/** Refuse a tally whose `format` is none of `formats` (the calculator's and the command line's first check). */
export function refuseTallyFormat(formats: readonly string[], got: unknown): never {
  return refuseCore('format', { code: 'tally-format-unknown', formats, got: shown(got) });
}
