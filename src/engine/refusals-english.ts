/**
 * Every refusal in the English of tool builders (what the command line prints, formats §5): each
 * rule area's `…English`, one table. Loading this module registers it (core/said.ts's
 * `speakEnglish`), so an EngineError's `reason` and `message` read in English from then on: the
 * engine's index loads it (the command line, the tests), and a page loads it with its words
 * (src/lib/i18n/ui/load.ts), so no page's first load carries every area's sentences.
 */
import { coreEnglish } from './core/refusals-english';
import { speakEnglish, type Said } from './core/said';
import { refusalIn, sayRefusal, type Refusal, type RefusalCatalog } from './refusals';
import { conquestEnglish } from './rulesets/conquest/refusals-english';
import { discoveryEnglish } from './rulesets/discovery/refusals-english';
import { newWorldEnglish } from './rulesets/new-world/refusals-english';
import { raceEnglish } from './rulesets/race/refusals-english';
import { sessionEnglish } from './session/refusals-english';

const ENGLISH: RefusalCatalog<null, string> = {
  core: (r) => coreEnglish(r, englishOfAny),
  session: sessionEnglish,
  'new-world': newWorldEnglish,
  discovery: discoveryEnglish,
  race: raceEnglish,
  conquest: conquestEnglish,
};

/** A refusal in the command line's English (for tool builders: what `EngineError.reason` holds). */
export function englishOf(r: Refusal): string {
  return sayRefusal(ENGLISH, r, null);
}

/** Any reason given as data: a known area's refusal in English, else its area and code. */
function englishOfAny(s: Said): string {
  const r = refusalIn(s);
  return r ? englishOf(r) : `${s.area}: ${s.code}`;
}

speakEnglish(englishOfAny);
