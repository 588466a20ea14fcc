/**
 * The adapters by ruleset id and by record format. New World's is always here; The Discovery's
 * is registered by the session's index (Node, the command line, tests) or loaded on demand with
 * `loadRuleset` (the sandbox island, which then ships The Discovery only to those who play it).
 */
import { refuseCore } from '../core/refusals';
import { shown } from '../core/said';
import { refuseSession } from './refusals';
import type { DiscoveryRules } from './discovery';
import { NEW_WORLD, type NewWorldRules } from './new-world';
import type { Adapter } from './ruleset';
import type { RulesetId } from './types';

/** Either ruleset's adapter: narrows on `id`. */
export type AnyAdapter = Adapter<NewWorldRules> | Adapter<DiscoveryRules>;

/** Every ruleset the session knows, loaded or not. */
const KNOWN: { id: RulesetId; format: string }[] = [
  { id: 'new-world', format: 'new-world-record' },
  { id: 'discovery', format: 'discovery-record' },
];

const LOADED: { 'new-world': Adapter<NewWorldRules>; discovery?: Adapter<DiscoveryRules> } = {
  'new-world': NEW_WORLD,
};

export function registerAdapter(a: AnyAdapter): void {
  if (a.id === 'discovery') LOADED.discovery ??= a;
}

/**
 * Make sure the ruleset named by this id or record format is loaded (a no-op for unknown names: reading fails
 * later, with the reason).
 */
export async function loadRuleset(idOrFormat: unknown): Promise<void> {
  const k = KNOWN.find((x) => x.id === idOrFormat || x.format === idOrFormat);
  if (!k || LOADED[k.id]) return;
  if (k.id === 'discovery') registerAdapter((await import('./discovery')).DISCOVERY);
}

function found(k: { id: RulesetId } | undefined): AnyAdapter | undefined {
  const a = k && LOADED[k.id];
  if (k && !a) refuseSession('ruleset', { code: 'not-loaded', ruleset: k.id });
  return a;
}

export function adapterFor(id: 'discovery'): Adapter<DiscoveryRules>;
export function adapterFor(id: 'new-world'): Adapter<NewWorldRules>;
export function adapterFor(id: unknown): AnyAdapter;
export function adapterFor(id: unknown): AnyAdapter {
  const a = found(KNOWN.find((x) => x.id === id));
  if (!a) refuseCore('ruleset', { code: 'not-one-of', values: KNOWN.map((x) => x.id), got: shown(id) });
  return a;
}

export function adapterOf(format: unknown): AnyAdapter {
  const a = found(KNOWN.find((x) => x.format === format));
  if (!a)
    refuseCore('format', { code: 'not-one-of', values: KNOWN.map((x) => x.format), got: shown(format) });
  return a;
}
