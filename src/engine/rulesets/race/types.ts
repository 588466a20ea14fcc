/**
 * Race to the New Found Land's tally (formats §7, `race-tally`): its shapes and where each rule is written
 * (see ./tally.ts).
 */
import type { DuringPlay } from '../../core/tally-reading';
import type { RaceOptions } from './options';
import type { RaceItem, RaceReason, RaceTitle, RaceVerdict } from './said';

export type {
  RaceClause,
  RaceColour,
  RaceCommodities,
  RaceItem,
  RaceReason,
  RaceTitle,
  RaceVerdict,
} from './said';

/** Where each rule is written down. */
export const RACE_RULES = {
  island: 'Race to the New Found Land rules, Score islands',
  city: 'Race to the New Found Land rules, Score cities',
  twoPlayer: 'Race to the New Found Land rules, 2-player rules',
  // Our reading (option neutralSecond, default), that the neutral colour also holds second place, takes
  // no bonus from anyone, so no item cites it: the line's reason says "in our reading" where it decided.
  /** The other reading (neutralSecond: false), cited on a secondary bonus it gave. */
  neutralMostOnly:
    'the other reading of the Race to the New Found Land 2-player rules (option neutralSecond: false): the ' +
    'neutral colour counts only for the most',
  /**
   * Our reading (neutralLead: 'next', the default), cited on the secondary bonus it gave behind a neutral
   * colour in the lead.
   */
  neutralLeadNext:
    'our reading of the Race to the New Found Land 2-player rules (option neutralLead: "next"): behind a ' +
    'neutral colour with the most, the next player holds second place',
  lap: 'Race to the New Found Land rules, 50/100 Cards: the track starts again after 50',
  final: 'Race to the New Found Land rules, Final scoring',
  card: 'Race to the New Found Land rules, Final scoring: the bonus points on the 50/100 card',
  hand: 'Race to the New Found Land rules, Final scoring: 1x cards and goal cards in hand',
  winner:
    'Race to the New Found Land rules, Final scoring: most points; a tie goes to the most commodities, then is shared',
} as const;

export const RACE_REGION_KINDS = ['island', 'city'] as const;
export type RaceRegionKind = (typeof RACE_REGION_KINDS)[number];

/** Points, in items of `count` × a rate; `rule` cites the rulebook. */
export interface RaceScoreItem {
  label: string;
  count: number;
  points: number;
  rule: string;
  /** The label as data (./said.ts). */
  said: RaceItem;
}

export interface RaceRegion {
  kind: RaceRegionKind;
  name: string;
  primary: number;
  secondary: number;
  /** No empty space left (island tile spaces, or a city's marker spaces). */
  full: boolean;
  /** Already scored (its victory point symbol covered). */
  scored: boolean;
  /** Markers per colour: the players, and in a two-player game the neutral colour. */
  markers: Record<string, number>;
}

export interface RaceHand {
  /** The side of the player's 50/100 card face up: the points passed on the track (0 without a card). */
  lap: RaceLap;
  /** The bonus points printed on the player's 50/100 card (0 without one). */
  card: number;
  /** 1x cards and goal cards in hand. */
  cards: number;
  /** Commodities in the storage area (the tie-break). */
  commodities: number;
}

/** The sides of a 50/100 card, and 0 for a player who has none yet. */
export const RACE_LAPS = [0, 50, 100] as const;
export type RaceLap = (typeof RACE_LAPS)[number];

export interface RaceTally {
  format: 'race-tally';
  version: 1;
  players: string[];
  neutral: string | null;
  scores: Record<string, number>;
  regions: RaceRegion[];
  final: boolean;
  hands: Record<string, RaceHand>;
  /** The readings used (an extension to formats §7; defaults when absent). */
  options: RaceOptions;
  /**
   * What the regions scored as they fill mean beside the ships' spaces (core/tally-reading.ts), and whether
   * the tally said so.
   */
  duringPlay: DuringPlay;
  duringPlayGiven: boolean;
}

export interface RaceTallyLine {
  /** Index in `regions`, for a region's line. */
  region?: number;
  /** What scored: "Nova Scotia (island)", "50/100 card, 50 side up", "50/100 card bonus", "cards in hand". */
  label: string;
  points: number;
  items: RaceScoreItem[];
  /** How the majority was decided, in words. */
  reason?: string;
  /** The label and the reason as data (./said.ts). */
  said: { title: RaceTitle; reason?: RaceReason };
  /** A region scored as it filled, already on the track (`duringPlay: "on-track"`): shown, not added to the total. */
  onTrack?: true;
}

/**
 * When a line scored: `track` for the points already passed on the track (the 50/100 card's
 * side, counted whether or not the tally is final), the island or city step of the end phase,
 * or the final scoring.
 */
export type RaceStep = 'track' | 'islands' | 'cities' | 'final';
export type RaceLineType = RaceRegionKind | 'lap' | 'card' | 'hand';

export type RaceTallyEvent =
  /** What became of each region: scored now, scored at game end, or why it scores nothing. */
  | {
      kind: 'region';
      region: number;
      name: string;
      type: RaceRegionKind;
      status: 'scored' | 'final' | 'not full' | 'already scored';
      reason: string;
    }
  /** One line of one player. */
  | (RaceTallyLine & { kind: 'score'; step: RaceStep; player: string; type: RaceLineType })
  /** A step's points, totalled, added to the track in turn order. */
  | { kind: 'advance'; step: RaceStep; player: string; points: number; score: number };

export interface RaceTallyPlayer {
  name: string;
  score: number;
  /** The space the ship stands on before this tally (the 50/100 card's 50 or 100 is a line of its own). */
  start: number;
  /** The side of the player's 50/100 card face up, when they have one. */
  lap?: 50 | 100;
  lines: RaceTallyLine[];
  /** With `final`: the commodities that break a tie. */
  commodities?: number;
}

export interface RaceTallyResult {
  players: RaceTallyPlayer[];
  events: RaceTallyEvent[];
  /** The winner, or the players sharing the victory; none before the final scoring. */
  winners: string[];
  /** Who leads now (the winners after the final scoring). */
  leaders: string[];
  /** Who wins and how a tie was broken, in words. */
  why: string;
  /** The same, as data (./said.ts). */
  verdict: RaceVerdict;
  duringPlay: DuringPlay;
  duringPlayGiven: boolean;
}

/** The majority on a region: who takes the primary bonus, who the secondary, and why in words. */
export interface RaceMajority {
  primary: string[];
  secondary: string[];
  /** Several colours tie for most (the secondary bonus goes to each of them who is a player). */
  tiedForMost: boolean;
  /**
   * Set when a reading of the 2-player rules, not the rulebook, decided the secondary bonus:
   * `neutralSecond` (our reading, the default) when the neutral colour held second place, alone
   * or tied; `neutralMostOnly` (the other reading) when it was passed over for second place;
   * `neutralLeadNext` (our reading, option neutralLead, the default) and `neutralLeadNone` (the
   * other reading) when the neutral colour alone had the most and players stood behind it.
   */
  reading: 'neutralSecond' | 'neutralMostOnly' | 'neutralLeadNext' | 'neutralLeadNone' | null;
  /**
   * "Red has 5 markers, Blue 5: Red and Blue tie for most and both take the secondary bonus of 4; nobody
   * takes the primary".
   */
  reason: string;
  /** The same, as data (./said.ts). */
  said: RaceReason;
}
