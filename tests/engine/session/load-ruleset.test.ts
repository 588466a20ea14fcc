/**
 * The sandbox loads The Discovery's rules only when a Discovery game is opened or started:
 * the session module on its own knows New World, names The Discovery and reads it once loaded.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';

const RECORD = JSON.parse(
  readFileSync(new URL('../../../content/examples/discovery/mountain-4.json', import.meta.url), 'utf8'),
) as Record<string, unknown>;

describe('loadRuleset: The Discovery on demand', () => {
  it('before loading, a Discovery record is refused with the reason; after, it replays', async () => {
    vi.resetModules();
    // The fresh engine's English for tool builders (tests/english.setup.ts registered the old one's).
    await import('../../../src/engine/refusals-english');
    const { Session } = await import('../../../src/engine/session/session');
    const { loadRuleset } = await import('../../../src/engine/session/adapters');
    expect(() => Session.load(RECORD)).toThrow(
      'ruleset: "discovery" is not loaded yet (call loadRuleset first)',
    );
    expect(() => Session.create({ ruleset: 'discovery', players: ['Red', 'Blue'] })).toThrow(
      'is not loaded yet',
    );
    // New World needs nothing loaded.
    expect(Session.create({ players: ['Red', 'Blue'] }).ruleset).toBe('new-world');
    await loadRuleset('discovery-record');
    expect(Session.load(RECORD).ruleset).toBe('discovery');
    expect(Session.create({ ruleset: 'discovery', players: ['Red', 'Blue'] }).ruleset).toBe('discovery');
    // Unknown names are left for the reader to refuse with its own sentence.
    await loadRuleset('chess');
    expect(() => Session.load({ ...RECORD, format: 'chess' })).toThrow(
      'format: must be one of "new-world-record", "discovery-record", not "chess"',
    );
  });
});
