/** Race to the New Found Land: the table tally (formats §7, `race-tally`). Names are Race-prefixed. */
export { parseRaceTally, scoreRaceTally, raceMajority, raceWinners, RACE_RULES, RACE_REGION_KINDS } from './tally';
export type {
  RaceTally, RaceRegion, RaceRegionKind, RaceHand, RaceScoreItem, RaceTallyLine, RaceTallyEvent, RaceTallyPlayer, RaceTallyResult, RaceStep, RaceMajority,
} from './tally';
