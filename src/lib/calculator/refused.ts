/**
 * Why the calculator cannot score a tally, as a page shows it: the sentence, and apart from it
 * the engine's own words for tool builders, naming the place in the tally (`hands.Red.lap: must
 * be 0, 50 or 100 …`, shown in a disclosure). The engine's refusal is data (src/engine/refusals.ts): a French
 * page says it with
 * the catalogs (src/lib/i18n/ui/refusals/), an English page as the command line does.
 */
// The engine's English for tool builders (src/engine/refusals-english.ts): its refusals' `reason` and `message`.
import '@engine/refusals-english';
import { refusalOf, type Refusal } from '@engine/refusals';
import { EngineError } from '@engine/play';
import { messageOf } from '@lib/io/errors';
import type { Context } from '@lib/i18n/ui/refusals/context';
import { NEW_WORLD_WORDS } from '@lib/rulesets/new-world-words';

export interface Refused {
  /** The reason, in the page's language. */
  text: string;
  /** The engine's words, place first, for tool builders (empty when the text is them). */
  tools: string;
}

/** A tally's refusals need no ruleset's words nor piece: this context is never read by them. */
export const TALLY_CONTEXT: Context = { ruleset: NEW_WORLD_WORDS, piece: 'settler' };

/** An English page: the engine's message, its place first, as the command line says it. */
export const refusedEn = (e: unknown): Refused => ({ text: messageOf(e), tools: '' });

/** A page in another language: the refusal said by `say` (the language's catalog), the engine's words apart. */
export function refusedIn(e: unknown, say: (r: Refusal, c: Context) => string): Refused {
  const r = refusalOf(e);
  if (r && e instanceof EngineError) return { text: say(r, TALLY_CONTEXT), tools: e.message };
  return { text: messageOf(e), tools: '' };
}
