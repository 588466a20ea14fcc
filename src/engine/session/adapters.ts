/** The adapters by ruleset id and by record format. */
import { describe, fail } from '../core/errors';
import { DISCOVERY } from './discovery';
import { NEW_WORLD } from './new-world';
import type { Adapter } from './ruleset';
import type { RulesetId } from './types';

const ADAPTERS: Adapter[] = [NEW_WORLD as unknown as Adapter, DISCOVERY as unknown as Adapter];

export function adapterFor(id: RulesetId): Adapter {
  const a = ADAPTERS.find((x) => x.id === id);
  if (!a) fail('ruleset', `must be one of ${ADAPTERS.map((x) => JSON.stringify(x.id)).join(', ')}, not ${describe(id)}`);
  return a;
}

export function adapterOf(format: unknown): Adapter {
  const a = ADAPTERS.find((x) => x.format === format);
  if (!a) fail('format', `must be one of ${ADAPTERS.map((x) => JSON.stringify(x.format)).join(', ')}, not ${describe(format)}`);
  return a;
}
