/**
 * Race to the New Found Land's rule options: where our source can be read two ways, the engine
 * takes the first value as its default and names the other reading. A race tally carries them
 * in its `options` field (an extension to formats §7).
 */
import { resolveOptionTable, withDocs, type OptionChoice, type OptionInfo } from '../../core/options';

export interface RaceOptions {
  /**
   * Two players: whether the neutral colour's markers also hold second place on an island.
   * `true` (default, our reading): the neutral colour ranks like a player for the primary and
   * the secondary alike, so a player behind it, or tied with it, for second takes no secondary.
   * `false` (the other reading): it counts only when deciding who has the most; second place is
   * decided among the players alone.
   */
  neutralSecond: boolean;
  /**
   * Two players: who takes the secondary bonus when the neutral colour alone has the most markers
   * on an island. `'next'` (default, our reading): the player with the most markers behind it, as
   * second place (if both players are level there, nobody). `'none'` (the other reading): nobody
   * takes either bonus on that island.
   */
  neutralLead: RaceNeutralLead;
}

export const RACE_NEUTRAL_LEADS = ['next', 'none'] as const;
export type RaceNeutralLead = (typeof RACE_NEUTRAL_LEADS)[number];

/** Names, values and defaults: all the engine (and the calculator's select) needs. */
export const RACE_DEFAULT_OPTIONS: RaceOptions = { neutralSecond: true, neutralLead: 'next' };

export const RACE_OPTION_CHOICES: readonly OptionChoice<RaceOptions>[] = [
  { name: 'neutralSecond', default: RACE_DEFAULT_OPTIONS.neutralSecond, values: [true, false] },
  { name: 'neutralLead', default: RACE_DEFAULT_OPTIONS.neutralLead, values: RACE_NEUTRAL_LEADS },
];

/** The full table, with what each reading means and where the question comes from. */
export const RACE_OPTIONS: readonly OptionInfo<RaceOptions>[] = /* @__PURE__ */ withDocs(
  RACE_OPTION_CHOICES,
  {
    neutralSecond: {
      summary:
        'Two players: whether the neutral colour also takes a place when the second-most markers on an island ' +
        'are decided.',
      meanings: {
        true:
          'Default, our reading. The neutral colour ranks like a player for both bonuses (it takes ' +
          'neither): alone in second place it leaves the secondary bonus to nobody, and a ' +
          'player tied with it for second takes nothing.',
        false:
          'The other reading. The neutral colour counts only when deciding who has the most; second place ' +
          'goes to the player with the most markers after the first place, as if the ' +
          'neutral colour were not there.',
      },
      source:
        'Race to the New Found Land rules, 2-player rules: the neutral markers are counted when deciding who ' +
        'has the most; second place is not mentioned',
    },
    neutralLead: {
      summary:
        'Two players: who takes the secondary bonus on an island where the neutral colour alone has the most markers.',
      meanings: {
        next:
          'Default, our reading. Nobody takes the primary; the player with the most markers behind the ' +
          'neutral colour holds second place and takes the secondary (if both players are ' +
          'level there, nobody does).',
        none:
          'The other reading. While the neutral colour alone has the most, nobody takes either bonus on ' +
          'that island: the best player has not the most, and is first, not second, among ' +
          'the players.',
      },
      source:
        'Race to the New Found Land rules, Score islands (the secondary bonus goes to the second-most "among ' +
        'all players") and 2-player rules (the neutral markers count when deciding who ' +
        'has the most): a neutral colour in the lead is not mentioned',
    },
  },
);

/** Check a race tally's `options` and fill in the defaults; throws EngineError naming the place. */
export function resolveRaceOptions(raw: unknown): RaceOptions {
  return resolveOptionTable(RACE_OPTION_CHOICES, RACE_DEFAULT_OPTIONS, raw);
}
