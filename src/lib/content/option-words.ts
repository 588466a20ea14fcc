/**
 * The rule options in players' words: each option's name and each reading's, for every screen that
 * shows them (the rule options tables, the sandbox, the example replays). The ids and values stay
 * those of the engine's tables (src/engine/rulesets/…/options.ts) and of the records.
 */
import { own } from '@lib/io/names';
/** Each option and each of its readings in players' words. */
export const OPTION_WORDS: Record<string, { title: string; readings: Record<string, string> }> = {
  // New World
  eviction: {
    title: 'When fallen-behind settlers go home',
    readings: {
      'every-move': 'After every surveyor move',
      'vacated-column': 'Only when the last surveyor leaves their column',
      'every-scoring': 'After every scoring, even if no surveyor can move',
    },
  },
  incompleteCount: {
    title: 'Unfinished trails and towns at game end: tiles or segments',
    readings: { tile: 'Count tiles', segment: 'Count segments' },
  },
  finalTradingPost: {
    title: 'A trading post on an unfinished trail at game end',
    readings: { '2': 'Worth 2 points', '1': 'Worth 1 point' },
  },
  startSpacesCount: {
    title: 'Start spaces in trails and towns',
    readings: { true: 'They count as tiles', false: 'Only land tiles count' },
  },
  farmStartSpaces: {
    title: 'Start spaces around a farm beside the board',
    readings: { true: 'They fill the space and count', false: 'Only land tiles count' },
  },
  surveyorBonus: {
    title: 'The surveyor bonus with several settlers',
    readings: {
      'per-surveyor': '+4 once per surveyor for each player',
      'per-settler': '+4 for every settler in a surveyor’s column',
    },
  },
  trackSurveyor: {
    title: 'House rule: a surveyor waits on the score track',
    readings: { false: 'Off: both surveyors start on the board', true: 'On' },
  },
  // The Discovery
  smallRegion: {
    title: 'Which small complete regions score the low rate',
    readings: { 'two-or-fewer': 'Regions of 1 or 2 tiles', 'exactly-two': 'Only regions of exactly 2 tiles' },
  },
  finalSmallRegion: {
    title: 'The low rate for 2-tile regions at game end',
    readings: {
      true: 'It applies at game end too (the rule)',
      false: 'Only to regions really completed (a variant)',
    },
  },
  cornerBorder: {
    title: 'Plains and a mountain meeting only at a grid corner',
    readings: { false: 'They do not border', true: 'They border' },
  },
  cityShores: {
    title: 'A city on a tile with two seas',
    readings: {
      'own-sea': 'It counts for the sea it is drawn beside',
      'every-sea': 'It counts for every sea it touches',
    },
  },
  lastTile: {
    title: 'The last tile: the game ends at once, or the turn is played out',
    readings: {
      'ends-game': 'The game ends as soon as it is placed',
      'full-turn': 'The last turn is played in full',
    },
  },
  hand: {
    title: 'Expert variant: a hand of tiles',
    readings: { '1': 'Draw one tile and lay it', '2': 'Keep 2 tiles face up, lay one, draw one' },
  },
  removeTiles: {
    title: 'Expert variant: tiles put aside before play',
    readings: {
      none: 'None: every tile is played',
      rulebook: 'As many as the rules print',
      even: 'As many as make the turns even',
    },
  },
};
/** An option's name in words (its id when it has none). */
export const optionTitle = (name: string): string => own(OPTION_WORDS, name)?.title ?? name;
/** A reading of an option in words (its value when it has none). */
export const optionReading = (name: string, v: unknown): string =>
  own(own(OPTION_WORDS, name)?.readings, String(v)) ?? String(v);
