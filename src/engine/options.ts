/**
 * Public entry point for the rule options of every game (the option tables, the sandbox's and
 * the calculator's option pickers, the content schema): the tables alone, without the rules.
 * Everything here is also exported by '@engine/index'.
 */
export {
  OPTIONS,
  OPTION_CHOICES,
  DEFAULT_OPTIONS,
  type OptionInfo,
  type OptionChoice,
} from './rulesets/new-world/options';
export {
  DISCOVERY_OPTIONS,
  DISCOVERY_OPTION_CHOICES,
  DISCOVERY_DEFAULTS,
} from './rulesets/discovery/options';
export { RACE_OPTIONS, RACE_OPTION_CHOICES, RACE_DEFAULT_OPTIONS } from './rulesets/race/options';
export {
  CONQUEST_OPTIONS,
  CONQUEST_OPTION_CHOICES,
  CONQUEST_DEFAULT_OPTIONS,
} from './rulesets/conquest/options';
