/**
 * Rule options: every point where the sources disagree or are unclear, plus the wiki's house
 * rule. Each has a documented default; the command line (`nw options`) and the variants page
 * list them from this table.
 */
import {
  givenOptionTable,
  resolveOptionTable,
  withDocs,
  type OptionChoice as CoreOptionChoice,
  type OptionInfo as CoreOptionInfo,
} from '../../core/options';
import type { RuleOptions } from './types';

export type OptionInfo<K extends keyof RuleOptions = keyof RuleOptions> = CoreOptionInfo<RuleOptions, K>;
export type OptionChoice<K extends keyof RuleOptions = keyof RuleOptions> = CoreOptionChoice<RuleOptions, K>;

/** Each option's default (the table below reads its `default`s from here). */
export const DEFAULT_OPTIONS: RuleOptions = {
  eviction: 'every-move',
  incompleteCount: 'tile',
  finalTradingPost: 2,
  startSpacesCount: true,
  farmStartSpaces: true,
  surveyorBonus: 'per-surveyor',
  trackSurveyor: false,
};

/** Names, values and defaults: all the engine needs. */
export const OPTION_CHOICES: readonly OptionChoice[] = [
  {
    name: 'eviction',
    default: DEFAULT_OPTIONS.eviction,
    values: ['every-move', 'vacated-column', 'every-scoring'],
  },
  {
    name: 'incompleteCount',
    default: DEFAULT_OPTIONS.incompleteCount,
    values: ['tile', 'segment'],
  },
  {
    name: 'finalTradingPost',
    default: DEFAULT_OPTIONS.finalTradingPost,
    values: [2, 1],
  },
  {
    name: 'startSpacesCount',
    default: DEFAULT_OPTIONS.startSpacesCount,
    values: [true, false],
  },
  {
    name: 'farmStartSpaces',
    default: DEFAULT_OPTIONS.farmStartSpaces,
    values: [true, false],
  },
  {
    name: 'surveyorBonus',
    default: DEFAULT_OPTIONS.surveyorBonus,
    values: ['per-surveyor', 'per-settler'],
  },
  {
    name: 'trackSurveyor',
    default: DEFAULT_OPTIONS.trackSurveyor,
    values: [false, true],
  },
];

/** The full table with what each reading means and where it comes from, for pages and the command line. */
export const OPTIONS: readonly OptionInfo[] = /* @__PURE__ */ withDocs(OPTION_CHOICES, {
  eviction: {
    summary:
      'When standing settlers that have fallen behind the surveyors go back to their owners: after every ' +
      'surveyor move, as the wiki reads the rule; only on the trigger the rulebook ' +
      'names; or after every scoring, even one that moves no surveyor, as the ' +
      "rulebook's warning can be read.",
    meanings: {
      'every-move':
        'After every surveyor move, every standing settler (not a trapper) in a column east of the ' +
        'eastern-most surveyor goes home unscored (wiki footnote 7; the rulebook ' +
        'paragraph also says such settlers go at the next scoring).',
      'vacated-column':
        "The rulebook's trigger as worded: settlers go home only when the eastern-most surveyor moves out of " +
        'a column where standing settlers (not trappers) stand; those settlers and every ' +
        'standing settler east of that column go home unscored. A move out of a column ' +
        'with no standing settlers sends nobody home. When both surveyors share the ' +
        'column, only the move that takes the second one out counts (our reading of the ' +
        'page-B2 example).',
      'every-scoring':
        'As every-move, and also after a scoring that moves no surveyor (both surveyors in the western-most ' +
        'column of tiles): the rulebook warns that a settler east of the surveyors "will ' +
        'be removed immediately after the next scoring", so here the scoring itself ' +
        'sends home every standing settler (not a trapper) east of the eastern-most ' +
        "surveyor. A move of the house rule's track surveyor, which follows no scoring " +
        'on the board, sends nobody home.',
    },
    source:
      'Rulebook (RGG), "Removing fallen-behind settlers" (its warning: "the next scoring"), "The surveyors" ' +
      'and the page-B2 example; wiki footnote 7',
  },
  incompleteCount: {
    summary: 'What an incomplete trail or town counts at game end.',
    meanings: {
      tile:
        'One point per tile of the feature (a tile with two segments of it counts once), as the scoring ' +
        'summary says.',
      segment: 'One point per trail or town segment, as the RGG final-scoring text words it.',
    },
    source: 'Rulebook, "Final scoring" vs "Scoring summary"',
  },
  finalTradingPost: {
    summary: 'What a trading post on an incomplete trail is worth at game end.',
    meanings: {
      '2': "Two points, as in the scoring summary and in the wiki's final-scoring text (wiki footnote 9).",
      '1': 'One point, by analogy with flags, which drop from 2 to 1 (no source we hold gives this figure).',
    },
    source: 'Rulebook, "Scoring summary"; wiki, "Final Scoring" and footnote 9',
  },
  startSpacesCount: {
    summary: 'Whether the start spaces on the board count as tiles of the trails and towns that reach them.',
    meanings: {
      true:
        'They count (the wiki\'s reading, "by implication", of a Hans im Glück response it does not ' +
        'quote: footnotes 5 and 6): the coastal towns and the trails to the sea score ' +
        'their start spaces.',
      false: 'Only land tiles count; a start space still closes the trails and towns that reach the sea.',
    },
    source:
      'Wiki footnotes 5 and 6 (by implication from a Hans im Glück response, about trails and coastal towns)',
  },
  farmStartSpaces: {
    summary: 'Whether start spaces fill the spaces around a farm beside the board, and count for it.',
    meanings: {
      true:
        "Our reading, which the rulebook's page-B2 example needs (a farm beside the board completed for " +
        '17): a start space fills a space around a farm and counts as a surrounding ' +
        'tile, so a farm in column 1 beside the board is complete with five land tiles ' +
        'around it (9 points).',
      false:
        'The rulebook read literally (a farm is surrounded by land tiles): start spaces neither fill nor ' +
        'count, so a farm beside the board can never be completed and at game end scores ' +
        "1 plus 1 per land tile around it. It conflicts with the rulebook's page-B2 " +
        'example.',
    },
    source:
      'Rulebook, example on page B2 (a farm beside the board completed for 17, which needs the start spaces); ' +
      '"A completed farm" and "Final scoring" (land tiles); no sentence speaks of ' +
      'start spaces around a farm',
  },
  surveyorBonus: {
    summary: 'How the +4 surveyor bonus counts when one player has several scoring settlers on a feature.',
    meanings: {
      'per-surveyor':
        'A scoring player gets +4 once for each surveyor that stands in a column holding at least one of ' +
        'their scoring settlers on the feature.',
      'per-settler':
        'Each scoring settler earns +4 for each surveyor in its own column, so two settlers in a surveyor ' +
        'column earn +8.',
    },
    source: 'Rulebook, "Bonus" (the text speaks of one settler; the case of several is not covered)',
  },
  trackSurveyor: {
    summary:
      'House rule: one surveyor starts on the score track and joins the board after five completed features.',
    meanings: {
      false: 'Both surveyors start on the start board (rulebook).',
      true:
        'One surveyor starts on the start board, the other on space 0 of the score track; each completed ' +
        'feature (scored or not, as the house rule counts them) moves it one space ' +
        'instead of moving a board surveyor; at space 5 it joins the start board (column ' +
        '0), and from then on only scored features move surveyors.',
    },
    source: 'Wiki, "House Rules" (from BoardGameGeek)',
  },
});

/** Check an `options` object from a record or tally and fill in the defaults. */
export function resolveOptions(raw: unknown, path = 'options'): RuleOptions {
  return resolveOptionTable(OPTION_CHOICES, DEFAULT_OPTIONS, raw, path);
}

/** The options a record names, checked (`resolved` holds their values), in the record's order. */
export function givenOptions(resolved: RuleOptions, raw: unknown): Partial<RuleOptions> {
  return givenOptionTable(OPTION_CHOICES, resolved, raw);
}
