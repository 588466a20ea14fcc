/**
 * Every refusal the engine gives, as data (core/said.ts): one union over the rule areas, each
 * area's own union kept beside its rules (`refusals.ts` in core/, session/ and each ruleset). The
 * site's catalogs (src/lib/i18n/ui/refusals/) say them in each language, a `switch` per area whose
 * missing or extra codes and misnamed parameters fail the type check.
 */
import { EngineError } from './core/errors';
import { coreEnglish, type CoreRefusal } from './core/refusals';
import type { Said } from './core/said';
import { conquestEnglish, type ConquestRefusal } from './rulesets/conquest/refusals';
import { discoveryEnglish, type DiscoveryRefusal } from './rulesets/discovery/refusals';
import { newWorldEnglish, type NewWorldRefusal } from './rulesets/new-world/refusals';
import { raceEnglish, type RaceRefusal } from './rulesets/race/refusals';
import { sessionEnglish, type SessionRefusal } from './session/refusals';

export type { PlaceRefusal, PlacementWhy } from './core/refusals';
export type { CoreRefusal, ConquestRefusal, DiscoveryRefusal, NewWorldRefusal, RaceRefusal, SessionRefusal };
export type { Said, Shown } from './core/said';
export { shownEn } from './core/said';

export type Refusal = CoreRefusal | SessionRefusal | NewWorldRefusal | DiscoveryRefusal | RaceRefusal | ConquestRefusal;
export type RefusalArea = Refusal['area'];

const AREAS: ReadonlySet<string> = new Set<RefusalArea>(['core', 'session', 'new-world', 'discovery', 'race', 'conquest']);

function isRefusal(s: Said): s is Refusal {
  return AREAS.has(s.area);
}

/** The refusal an error carries as data, or null (not the engine's, or an area that gives only its English). */
export function refusalOf(e: unknown): Refusal | null {
  return e instanceof EngineError ? refusalIn(e.why) : null;
}

/** Where an error refuses (`turns[1]`, `hands.Red.lap`) and its refusal as data, or null. */
export function refusedAt(e: unknown): { path: string; refusal: Refusal } | null {
  const refusal = e instanceof EngineError ? refusalIn(e.why) : null;
  return e instanceof EngineError && refusal ? { path: e.path, refusal } : null;
}

/** A reason the engine gave as data (an error's `why`, a session's `placeRefusal`) as a refusal of a known area, or null. */
export function refusalIn(s: Said | null | undefined): Refusal | null {
  return s && isRefusal(s) ? s : null;
}

/** A refusal in the command line's English (for tool builders: what `EngineError.reason` holds). */
export function englishOf(r: Refusal): string {
  switch (r.area) {
    case 'core':
      return coreEnglish(r, englishOf);
    case 'session':
      return sessionEnglish(r);
    case 'new-world':
      return newWorldEnglish(r);
    case 'discovery':
      return discoveryEnglish(r);
    case 'race':
      return raceEnglish(r);
    case 'conquest':
      return conquestEnglish(r);
  }
}
