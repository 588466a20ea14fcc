/**
 * Where the sandbox's game comes from and goes to: the link (`#record=…`, formats §6), the
 * autosave in localStorage, a file. A bad link, file or stored game gives a message naming the
 * place and the reason and never replaces the saved game.
 */
import { EngineError } from '@engine/core/errors';
// The session without The Discovery's rules: those load on demand (loadRuleset), so the sandbox
// ships them only to those who play or open a Discovery game.
import { Session } from '@engine/session/session';
import { loadRuleset } from '@engine/session/adapters';
import { decodePayload, encodePayload, hashParam, PayloadError } from './link-payload';
import { restore, save } from './stored';

export const STORE_KEY = 'nwc.sandbox.v1';

export interface Saved {
  record: Record<string, unknown>;
  colours: Record<string, string>;
}

/** A record (JSON value) as a session, its ruleset loaded first; rejects with an Error whose message names the place and the reason. */
export async function sessionFrom(raw: unknown): Promise<Session> {
  await loadRuleset(raw && typeof raw === 'object' ? (raw as { format?: unknown }).format : undefined);
  return readSession(raw);
}

/** The same, for a ruleset already loaded (the setup editor, which brings every ruleset). */
export function readSession(raw: unknown): Session {
  try {
    return Session.load(raw);
  } catch (e) {
    if (e instanceof EngineError) throw new Error(e.message);
    throw new Error(`the game cannot be read (${(e as Error).message})`);
  }
}

function parseSaved(raw: unknown): { session: Session; colours: Record<string, string> } {
  if (!raw || typeof raw !== 'object' || !('record' in raw)) throw new Error('it is not a saved sandbox game');
  const r = raw as Saved;
  const colours: Record<string, string> = {};
  if (r.colours && typeof r.colours === 'object') for (const [k, v] of Object.entries(r.colours)) if (typeof v === 'string') colours[k] = v;
  return { session: readSession(r.record), colours };
}

export interface Opened {
  session: Session | null;
  colours: Record<string, string>;
  from: 'link' | 'storage' | 'new';
  messages: string[];
}

/** Open the game the page should show: the link's, else the saved one, else none (a new game). */
export async function openSandbox(hash: string): Promise<Opened> {
  const messages: string[] = [];
  const payload = hashParam(hash, 'record');
  if (payload !== null) {
    try {
      const session = await sessionFrom(await decodePayload(payload));
      return { session, colours: {}, from: 'link', messages };
    } catch (e) {
      const why = e instanceof PayloadError ? e.message : (e as Error).message;
      messages.push(`The game in this link could not be opened: ${why}. Your saved game is unchanged.`);
    }
  }
  await loadRuleset(storedFormat());
  const stored = restore(STORE_KEY, parseSaved);
  if (stored?.ok) return { session: stored.value.session, colours: stored.value.colours, from: 'storage', messages };
  if (stored && !stored.ok)
    messages.push(`The game saved in this browser could not be restored: ${stored.error}. It is kept aside (key ${STORE_KEY}.unreadable) and a new game starts.`);
  return { session: null, colours: {}, from: 'new', messages };
}

/** The record format of the saved game, if it can be seen (so its ruleset loads before it is read). */
function storedFormat(): unknown {
  try {
    return (JSON.parse(localStorage.getItem(STORE_KEY) ?? 'null') as Saved | null)?.record?.format;
  } catch {
    return undefined;
  }
}

export function autosave(s: Session, colours: Record<string, string>): string | null {
  return save(STORE_KEY, { record: s.save(), colours } satisfies Saved);
}

export async function linkFor(s: Session): Promise<string> {
  return `#record=${await encodePayload(s.save())}`;
}

export { readFileText } from './files';
