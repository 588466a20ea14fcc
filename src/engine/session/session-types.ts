/** The session controller's own types that do not name the Session class (see session.ts). */
import type { DiscoveryRules } from './discovery';
import type { NewWorldRules } from './new-world';
import type { AnyRuleset, RulesetId, RulesetTypes } from './types';

export interface SessionInit<R extends RulesetTypes = AnyRuleset> {
  ruleset?: R['id'];
  players: string[];
  options?: R['options'];
  /** Seed of the box (default 1). */
  seed?: number;
}

/** The rules bundle of a ruleset id. */
export type RulesOf<K extends RulesetId> = { 'new-world': NewWorldRules; discovery: DiscoveryRules }[K];

/** Either game's start: narrows on `ruleset` (absent: New World). */
export type AnySessionInit =
  | (SessionInit<NewWorldRules> & { ruleset?: 'new-world' })
  | (SessionInit<DiscoveryRules> & { ruleset: 'discovery' });

/**
 * A change listener, declared as a method so that a `Session<NewWorldRules>` is also a `Session`
 * (of either game): a listener of the narrower session is only ever called with that session.
 */
export type Listener<S> = { call(session: S): void }['call'];

/** Where the turn stands. */
export type Phase = 'draw' | 'place' | 'act' | 'over' | 'finished';
