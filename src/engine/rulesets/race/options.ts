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
}

/** Names, values and defaults: all the engine (and the calculator's select) needs. */
export const RACE_DEFAULT_OPTIONS: RaceOptions = { neutralSecond: true };

export const RACE_OPTION_CHOICES: readonly OptionChoice<RaceOptions>[] = [{ name: 'neutralSecond', default: RACE_DEFAULT_OPTIONS.neutralSecond, values: [true, false] }];

/** The full table, with what each reading means and where the question comes from. */
export const RACE_OPTIONS: readonly OptionInfo<RaceOptions>[] = /* @__PURE__ */ withDocs(RACE_OPTION_CHOICES, {
  neutralSecond: {
    summary: 'Two players: whether the neutral colour also takes a place when the second-most markers on an island are decided.',
    meanings: {
      true: 'Default, our reading. The neutral colour ranks like a player for both bonuses (it takes neither): alone in second place it leaves the secondary bonus to nobody, and a player tied with it for second takes nothing.',
      false: 'The other reading. The neutral colour counts only when deciding who has the most; second place goes to the player with the most markers after the first place, as if the neutral colour were not there.',
    },
    source: 'Race to the New Found Land rules, 2-player rules: the neutral markers are counted when deciding who has the most; second place is not mentioned',
  },
});

/** Check a race tally's `options` and fill in the defaults; throws EngineError naming the place. */
export function resolveRaceOptions(raw: unknown): RaceOptions {
  return resolveOptionTable(RACE_OPTION_CHOICES, RACE_DEFAULT_OPTIONS, raw);
}
