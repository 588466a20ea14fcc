/**
 * Where the calculator's tally comes from and goes to: the link (`#tally=…`, formats §6), the
 * autosave in localStorage, renaming or removing a player everywhere in a tally. A bad link or
 * stored tally gives a message naming the place and the reason and changes nothing saved.
 */
import { decodePayload, encodePayload, hashParam, PayloadError } from './link-payload';
import { restore, save } from './stored';
import { scoreAnyTally } from './tally-score';

export const CALC_KEY = 'nwc.calculator.v1';

function checked(raw: unknown): Record<string, unknown> {
  scoreAnyTally(raw); // throws, naming the place
  return raw as Record<string, unknown>;
}

export async function openCalculator(hash: string): Promise<{ tally: Record<string, unknown> | null; messages: string[] }> {
  const messages: string[] = [];
  const payload = hashParam(hash, 'tally');
  if (payload !== null) {
    try {
      return { tally: checked(await decodePayload(payload)), messages };
    } catch (e) {
      const why = e instanceof PayloadError ? e.message : (e as Error).message;
      messages.push(`The tally in this link could not be opened: ${why}. Your saved tally is unchanged.`);
    }
  }
  const stored = restore(CALC_KEY, checked);
  if (stored?.ok) return { tally: stored.value, messages };
  if (stored && !stored.ok) messages.push(`The tally saved in this browser could not be restored: ${stored.error}. It is kept aside (key ${CALC_KEY}.unreadable).`);
  return { tally: null, messages };
}

export function saveCalculator(tally: unknown): string | null {
  return save(CALC_KEY, tally);
}

export async function tallyLink(tally: unknown): Promise<string> {
  return `#tally=${await encodePayload(tally)}`;
}

type Json = Record<string, unknown>;
const rekey = (m: unknown, from: string, to: string | null): unknown => {
  if (!m || typeof m !== 'object' || Array.isArray(m)) return m;
  const out: Json = {};
  for (const [k, v] of Object.entries(m as Json)) {
    if (k === from) {
      if (to !== null) out[to] = v;
    } else out[k] = v;
  }
  return out;
};

/** Rename a player everywhere a tally names them (formats §4, §7). */
export function renamePlayer(t: Json, from: string, to: string): Json {
  return rewrite(t, from, to);
}
/** Remove a player and everything counted for them. */
export function dropPlayer(t: Json, name: string): Json {
  return rewrite(t, name, null);
}

function rewrite(t: Json, from: string, to: string | null): Json {
  const out: Json = { ...t, players: (t.players as string[]).flatMap((p) => (p === from ? (to === null ? [] : [to]) : [p])) };
  if (t.scores) out.scores = rekey(t.scores, from, to);
  if (t.hands) out.hands = rekey(t.hands, from, to);
  if (t.colours) out.colours = rekey(t.colours, from, to);
  if (t.nations) out.nations = rekey(t.nations, from, to);
  if (Array.isArray(t.features)) out.features = (t.features as Json[]).map((f) => ({ ...f, settlers: rekey(f.settlers, from, to), ...(f.surveyors ? { surveyors: rekey(f.surveyors, from, to) } : {}) }));
  if (Array.isArray(t.regions)) out.regions = (t.regions as Json[]).map((r) => ({ ...r, markers: rekey(r.markers, from, to) }));
  if (Array.isArray(t.figures)) out.figures = (t.figures as Json[]).flatMap((f) => (f.player === from ? (to === null ? [] : [{ ...f, player: to }]) : [f]));
  return out;
}
