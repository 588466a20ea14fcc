/** Race to the New Found Land: the table tally (formats §7, `race-tally`). Names are Race-prefixed. */
export {
  parseRaceTally,
  scoreRaceTally,
  raceMajority,
  raceWinners,
  RACE_RULES,
  RACE_REGION_KINDS,
  RACE_LAPS,
} from './tally';
export type {
  RaceTally,
  RaceRegion,
  RaceRegionKind,
  RaceHand,
  RaceLap,
  RaceScoreItem,
  RaceTallyLine,
  RaceTallyEvent,
  RaceTallyPlayer,
  RaceTallyResult,
  RaceStep,
  RaceMajority,
} from './tally';
export { RACE_OPTIONS, RACE_OPTION_CHOICES, RACE_DEFAULT_OPTIONS, resolveRaceOptions } from './options';
export type { RaceOptions } from './options';
