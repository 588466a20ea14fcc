/**
 * The adapters by ruleset id and by record format. New World's is always here; The Discovery's
 * is registered by the session's index (Node, the command line, tests) or loaded on demand with
 * `loadRuleset` (the sandbox island, which then ships The Discovery only to those who play it).
 */
import { describe, fail } from '../core/errors';
import { NEW_WORLD } from './new-world';
import type { Adapter } from './ruleset';
import type { RulesetId } from './types';

/** Every ruleset the session knows, loaded or not. */
const KNOWN: { id: RulesetId; format: string }[] = [
  { id: 'new-world', format: 'new-world-record' },
  { id: 'discovery', format: 'discovery-record' },
];

const ADAPTERS: Adapter[] = [NEW_WORLD as unknown as Adapter];

export function registerAdapter(a: Adapter): void {
  if (!ADAPTERS.some((x) => x.id === a.id)) ADAPTERS.push(a);
}

/** Make sure the ruleset named by this id or record format is loaded (a no-op for unknown names: reading fails later, with the reason). */
export async function loadRuleset(idOrFormat: unknown): Promise<void> {
  const k = KNOWN.find((x) => x.id === idOrFormat || x.format === idOrFormat);
  if (!k || ADAPTERS.some((x) => x.id === k.id)) return;
  if (k.id === 'discovery') registerAdapter((await import('./discovery')).DISCOVERY as unknown as Adapter);
}

function found(k: { id: RulesetId } | undefined): Adapter | undefined {
  const a = k && ADAPTERS.find((x) => x.id === k.id);
  if (k && !a) fail('ruleset', `${JSON.stringify(k.id)} is not loaded yet (call loadRuleset first)`);
  return a;
}

export function adapterFor(id: RulesetId): Adapter {
  const a = found(KNOWN.find((x) => x.id === id));
  if (!a) fail('ruleset', `must be one of ${KNOWN.map((x) => JSON.stringify(x.id)).join(', ')}, not ${describe(id)}`);
  return a;
}

export function adapterOf(format: unknown): Adapter {
  const a = found(KNOWN.find((x) => x.format === format));
  if (!a) fail('format', `must be one of ${KNOWN.map((x) => JSON.stringify(x.format)).join(', ')}, not ${describe(format)}`);
  return a;
}
