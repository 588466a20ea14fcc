/**
 * The words of the calculator's line editors (src/components/calculator: NewWorldTally,
 * DiscoveryTally, RaceTally, ConquestTally, TallyOptions, RaceOptions and Stepper), in English.
 * The French ones (tally-editors.fr.ts) have the same shape. Player names come in as shown.
 */
import type { Lang } from '../lang';
import { optionReading, optionTitle } from '@lib/content/option-words';
import NUMBER from './number.en';

/** The words' language (typed as any language: the French words have the same shape). */
const lang = ((l: Lang): Lang => l)('en');

/** The track of each game with entries during play, inside a sentence. */
const TRACK: Record<string, string> = {
  'new-world-tally': 'the track',
  'discovery-tally': 'the track',
  'race-tally': 'the track',
};
/** Each thing a New World line counts, one of it (the rates beside "Completed during play"). */
const TERMS: Record<string, string> = {
  tile: 'tile',
  'trail-segment': 'trail segment',
  'town-segment': 'town segment',
  'trading-post': 'trading post',
  flag: 'flag',
  'whole-farm': 'tile of the farm and its 8 neighbours',
  'farm-tile': 'farm tile',
  'surrounding-tile': 'tile around it',
  animal: 'animal',
};

const words = {
  lang,
  stepper: NUMBER,
  /** What every editor says of its lines. */
  removeLine: (n: number) => `Remove line ${n}`,
  lineRemoved: (n: number, what: string) => `Line ${n} (${what}) removed.`,
  tiles: 'Tiles',
  newWorld: {
    names: { trail: 'Trail', town: 'Town', farm: 'Farm', plains: 'Plains' },
    /** A feature's name inside a sentence ("Line 2 (trail) removed."). */
    lower: { trail: 'trail', town: 'town', farm: 'farm', plains: 'plains' },
    /** Each feature's settlers by their role's name (Rulebook, Deploying a settler). */
    roles: { trail: 'robbers', town: 'shopkeepers', farm: 'farmers', plains: 'trappers' },
    legend: (n: number, name: string, when: string) => `Line ${n}: ${name}${when}`,
    whenPlains: ', at game end',
    whenComplete: ', completed during play',
    whenUnfinished: ', unfinished at game end',
    whichFeature: 'Which feature',
    whichFeatureColon: 'Which feature:',
    none: 'No features yet.',
    tradingPosts: 'Trading posts',
    flags: 'Flags',
    around: 'Tiles around it',
    animals: 'Animals',
    settlers: (player: string, role: string) => `${player}'s ${role}`,
    surveyors: (player: string) => `Surveyors in ${player}'s column`,
    completedDuringPlay: 'Completed during play',
    addFinal: 'Add an unfinished feature or plains:',
    addPlay: 'Add a completed feature (plains: at game end):',
  },
  discovery: {
    names: { plains: 'Plains', mountains: 'Mountain', seas: 'Sea' },
    lower: { plains: 'plains', mountains: 'mountain', seas: 'sea' },
    /** Each region's figure, named as on the rules page, the glossary, the examples and the sandbox. */
    roles: { plains: 'explorer', mountains: 'thief', seas: 'sailor' },
    none: 'No figures yet.',
    legend: (n: number, name: string, role: string, play: boolean) =>
      `Line ${n}: ${name}, ${role}, ${play ? 'taken back during play' : 'on the board at game end'}`,
    whose: (role: string) => `Whose ${role}`,
    whenScored: 'When it scored',
    takenBack: 'Taken back during play',
    onBoard: 'On the board at game end',
    regionComplete: 'Region complete',
    shoreCities: 'Cities on its shores',
    mountainCities: 'Cities in it and its bordering plains',
    addFinal: 'Add a figure still on the board:',
    addPlay: 'Add a figure taken back:',
    addButton: (name: string, role: string) => `+ ${name} (${role})`,
  },
  race: {
    lapNone: 'none',
    lapsLegend: '50/100 cards: the track starts again after 50',
    lapsHint:
      "Each ship's space is set with the players above. A 50/100 card adds its side up (50 or 100) to it, " +
      'whether or not this is the final scoring.',
    lap: (player: string) => `${player}'s 50/100 card`,
    neutral: 'Neutral colour on the islands (two players)',
    neutralNone: 'none',
    kinds: { island: 'island', city: 'city' },
    /** A new region's name (the players may change it). */
    newName: { island: (n: number) => `Island ${n}`, city: (n: number) => `City ${n}` },
    legend: (n: number, name: string, kind: string) => `Line ${n}: ${name} (${kind})`,
    name: 'Name',
    full: 'Full',
    alreadyScored: 'Already scored',
    primary: 'Primary bonus (printed on the board)',
    secondary: 'Secondary bonus (printed on the board)',
    markers: (player: string) => `${player}'s markers`,
    addFinal: 'Add a region not yet scored:',
    addPlay: 'Add a region that just filled:',
    addIsland: '+ Island',
    addCity: '+ City',
    finalLegend: 'Final scoring: 50/100 card bonuses, cards in hand and commodities',
    cardBonus: (player: string) => `${player}'s 50/100 card bonus (printed on the card)`,
    cards: (player: string) => `${player}'s 1x and goal cards`,
    commodities: (player: string) => `${player}'s commodities`,
  },
  raceOption: {
    legend: 'Rule option: the neutral colour and second place',
    label: 'On an island, the neutral colour',
    readings: {
      true: 'also holds second place (our reading)',
      false: 'counts only for the most (the other reading)',
    },
    isDefault: ' (default)',
    hint: 'The rules count its markers when deciding who has the most; they do not say whether it can also be second.',
    why: 'Why two readings',
    changed: (reading: string, change: string) => `The neutral colour ${reading}: ${change}.`,
  },
  raceLead: {
    label: 'Neutral colour alone in the lead on an island',
    readings: {
      next: 'the player behind it takes the secondary (our reading)',
      none: 'nobody takes either bonus (the other reading)',
    },
    hint:
      'The rules count its markers when deciding who has the most; they do not say who, if anyone, is ' +
      'second behind it.',
    why: 'Who is second behind it',
    changed: (reading: string, change: string) => `When the neutral colour leads, ${reading}: ${change}.`,
  },
  conquest: {
    vp: (player: string) => `${player}'s victory points (negative: oppression)`,
    settlements: (player: string) => `${player}'s settlements`,
    cities: (player: string) => `${player}'s cities`,
    conceded: (player: string) => `${player} conceded (still scored, cannot win)`,
    endLegend: 'How the game ended',
    ended: 'The game ended',
    lastTurn: 'after the last turn (1760)',
    conquered: (player: string) => `when ${player} conquered all the others`,
    afterConquest: 'After a total conquest',
    readings: {
      'most-vp': 'the most VP wins, as at any end (our reading)',
      conqueror: 'the conqueror wins (the other reading)',
    },
    isDefault: ' (default)',
    conquestNote: 'The rules say a total conquest ends the game at once, not who wins it (',
    conquestLink: 'why two readings',
    concedeNote:
      'The rules do not say whether a player who concedes still scores. We read it as giving the game up: ' +
      'their settlements and cities stay on the map, so their total is still added up, ' +
      'but they cannot win (',
    concedeLink: 'how we read it',
    close: ').',
  },
  /**
   * What each number means (src/lib/calculator/meaning.ts): the track as it stands now, and the entries
   * during play added to it or already on it.
   */
  meaning: {
    legend: 'Entries during play',
    /** `track`: the game's track, inside a sentence (`track` below: the same in every English game). */
    hint: (_track: string) =>
      'The points already on the track are the track as it stands now. Is each entry made during play already on it?',
    add: (_track: string) => 'Add them to the track (it shows the points from before them)',
    onTrack: (_track: string) => 'Already on the track (shown, not added)',
    /** The track of each game, inside a sentence. */
    track: TRACK,
    twiceHeading: 'May be counted twice',
    twice: (line: number, player: string, start: number, track: string) =>
      `Line ${line} (${player}) is added to ${player}'s ${start} points already on ${track}: if ${track} ` +
      `already counts it, it is counted twice. Say which above, under “Entries during ` +
      `play”.`,
    readingAdd: (n: number, given: boolean, _track: string) =>
      `Totals: the track as entered + ${n} ${n === 1 ? 'entry' : 'entries'} during play ` +
      `added${given ? '.' : ' (the sheet does not say whether the track already counts them).'}`,
    readingOnTrack: (n: number, _track: string) =>
      `Entries during play shown only: already on the track (${n} ${n === 1 ? 'entry' : 'entries'}, not added ` +
      `again). Totals: the track as entered, plus the lines at game end.`,
    shownOnly: (_track: string) => 'shown, not added: already on the track',
    /** Race's points before the lines with the 50/100 card: where the ship stands. */
    space: (n: number) => `space ${n}`,
    ratesPlay: (list: string) => `Rates during play: ${list}.`,
    ratesEnd: (list: string) => `End-of-game rates: ${list}.`,
    rate: (rate: number, what: string) => `${rate} per ${what}`,
    /** Each thing a New World line counts, one of it. */
    terms: TERMS,
    conquestVp:
      'Victory points: as on the tokens now, those gained during play included (already on them, not added ' +
      'again). At game end each settlement adds 1 and each city 3.',
  },
  options: {
    summary: (changed: boolean) => `Rule options (${changed ? 'changed' : 'the defaults'})`,
    introBefore: 'Where the sources can be read two ways; see the ',
    introLink: 'rule options page',
    introAfter: ". Only the readings that can change this tally's result are offered.",
    ourDefault: ' (our default)',
    changed: (title: string, reading: string, change: string) => `${title}: “${reading}”: ${change}.`,
    /** Between an option's name and why it is not offered. */
    colon: ': ',
    absentIntro:
      "Not offered, because they cannot change this tally's result: what each one decides is already in the " +
      'numbers you enter.',
    /** Why an option is not offered: what it decides, and where that already is in a tally. */
    why: {
      eviction: 'A tally has no surveyor moves; you enter only the settlers still standing on each feature.',
      incompleteCount:
        'A line scores the count you enter, so if your group counts segments, enter the number of segments ' +
        'as the line\u2019s tiles.',
      startSpacesCount:
        'You count a trail\u2019s or town\u2019s tiles yourself, with or without its start spaces, as your ' +
        'group plays.',
      farmStartSpaces: 'You say yourself whether a farm is complete and how many tiles surround it.',
      surveyorBonus:
        'A line puts one of a player\u2019s settlers in the surveyors\u2019 column, and then both readings ' +
        'give the same bonus.',
      trackSurveyor:
        'A house rule about where the surveyors stand during play; you enter the surveyors of each line.',
      cornerBorder:
        'You enter the cities that count for a mountain, so the choice is already in that number.',
      cityShores: 'You enter the cities that count for a sea yourself.',
      lastTile:
        'It decides what may still happen once the box is empty; a tally has no box, only the figures you ' +
        'enter.',
      hand: 'It changes how tiles are drawn, not how they score.',
      removeTiles: 'It changes which tiles are played, not how they score.',
    },
    whyOther: 'The tally\u2019s scoring does not read it; it is about play on the board.',
    uses: (reading: string) => `This tally uses “${reading}”, which changes nothing here.`,
    title: (name: string) => optionTitle(name),
    reading: (name: string, v: unknown) => optionReading(name, v),
  },
};

export type TallyEditorWords = typeof words;
export default words;
