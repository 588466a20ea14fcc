/**
 * Every refusal the engine gives, as data (core/said.ts): one union over the rule areas, each
 * area's own union kept beside its rules (`refusals.ts` in core/, session/ and each ruleset). The
 * site's catalogs (src/lib/i18n/ui/refusals/) say them in each language, a `switch` per area whose
 * missing or extra codes and misnamed parameters fail the type check. Their English for tool
 * builders is src/engine/refusals-english.ts's, loaded apart (the command line, the tests, a page's words).
 */
import { EngineError } from './core/errors';
import type { CoreRefusal } from './core/refusals';
import type { Said } from './core/said';
import type { ConquestRefusal } from './rulesets/conquest/refusals';
import type { DiscoveryPlacementWhy, DiscoveryRefusal } from './rulesets/discovery/refusals';
import type { NewWorldRefusal } from './rulesets/new-world/refusals';
import type { RaceRefusal } from './rulesets/race/refusals';
import type { SessionRefusal } from './session/refusals';

export type { PlaceRefusal, PlacementWhy } from './core/refusals';
export type {
  CoreRefusal,
  ConquestRefusal,
  DiscoveryPlacementWhy,
  DiscoveryRefusal,
  NewWorldRefusal,
  RaceRefusal,
  SessionRefusal,
};
export type { Said, Shown } from './core/said';
export type { NewWorldLocationWhy, NewWorldPlacementWhy } from './rulesets/new-world/refusals';
export { shownEn } from './core/said';

export type Refusal =
  CoreRefusal | SessionRefusal | NewWorldRefusal | DiscoveryRefusal | RaceRefusal | ConquestRefusal;
export type RefusalArea = Refusal['area'];

/** Each rule area's refusals by its name. */
export interface RefusalsByArea {
  core: CoreRefusal;
  session: SessionRefusal;
  'new-world': NewWorldRefusal;
  discovery: DiscoveryRefusal;
  race: RaceRefusal;
  conquest: ConquestRefusal;
}

/**
 * A catalog: one function per rule area saying its refusals (a `switch` over its codes), with `C` the context
 * it needs and `T` what it gives.
 */
export type RefusalCatalog<C, T> = { readonly [A in RefusalArea]: (r: RefusalsByArea[A], c: C) => T };

/** `r` said by its area's function in `catalog`. */
export function sayRefusal<C, T>(catalog: RefusalCatalog<C, T>, r: Refusal, c: C): T {
  return sayIn(catalog, r.area, r, c);
}

function sayIn<A extends RefusalArea, C, T>(
  catalog: RefusalCatalog<C, T>,
  area: A,
  r: RefusalsByArea[A],
  c: C,
): T {
  return catalog[area](r, c);
}

const AREAS: ReadonlySet<string> = new Set<RefusalArea>([
  'core',
  'session',
  'new-world',
  'discovery',
  'race',
  'conquest',
]);

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

/**
 * A reason the engine gave as data (an error's `why`, a session's `placeRefusal`) as a refusal of a known
 * area, or null.
 */
export function refusalIn(s: Said | null | undefined): Refusal | null {
  return s && isRefusal(s) ? s : null;
}
