/**
 * New World Conquest's rule options: where the rules can be read two ways, the engine takes the
 * first value as its default and names the other reading. A conquest tally carries them in its
 * `options` field (an extension to formats §7).
 */
import { resolveOptionTable, withDocs, type OptionChoice, type OptionInfo } from '../../core/options';

export interface ConquestOptions {
  /**
   * Who wins when the game ends because one player conquered all the others (the tally's
   * `conqueror`). `most-vp` (default, our reading): the game ends and is scored as any end, so the
   * most VP wins. `conqueror`: the other reading, a total conquest is a victory in itself.
   */
  totalConquest: 'most-vp' | 'conqueror';
}

/** Names, values and defaults: all the engine (and the calculator's select) needs. */
export const CONQUEST_DEFAULT_OPTIONS: ConquestOptions = { totalConquest: 'most-vp' };

export const CONQUEST_OPTION_CHOICES: readonly OptionChoice<ConquestOptions>[] = [
  {
    name: 'totalConquest',
    default: CONQUEST_DEFAULT_OPTIONS.totalConquest,
    values: ['most-vp', 'conqueror'],
  },
];

/** The full table, with what each reading means and where the question comes from. */
export const CONQUEST_OPTIONS: readonly OptionInfo<ConquestOptions>[] = /* @__PURE__ */ withDocs(
  CONQUEST_OPTION_CHOICES,
  {
    totalConquest: {
      summary: 'Who wins when one player has conquered all the others and the game ends at once.',
      meanings: {
        'most-vp':
          'Default, our reading. The game ends there and is scored as at any end: settlements and cities are ' +
          'added and the most VP wins, whoever did the conquering.',
        conqueror:
          'The other reading. A total conquest is a victory in itself: the conqueror wins, whatever the VP.',
      },
      source:
        'New World Conquest rules, Victory: the most VP at the end of the game wins; a player who conquers ' +
        'all the others ends the game at once; the winner of that end is not named',
    },
  },
);

/** Check a conquest tally's `options` and fill in the defaults; throws EngineError naming the place. */
export function resolveConquestOptions(raw: unknown): ConquestOptions {
  return resolveOptionTable(CONQUEST_OPTION_CHOICES, CONQUEST_DEFAULT_OPTIONS, raw);
}
