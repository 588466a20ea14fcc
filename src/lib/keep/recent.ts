/**
 * Recent games, set-up positions, tallies and lesson progress on this device: every state a page
 * replaces (a link opened, a file imported, a new game, a cleared tally, a lesson started again,
 * a change from another tab) is kept here first, so it can be reopened. Each kind keeps its own
 * 20 most recent: opening 20 games never pushes out a tally. An entry identical to one already
 * kept moves to the top instead of being kept twice. A write the browser refuses is reported,
 * never hidden.
 */
import type { Headline } from '@lib/rulesets/tallies/said';
import { keepAside } from './aside';
import { storageTold, type Told } from '@lib/io/reasons';
import { storage, why } from './stored';

export const RECENT_KEY = 'nwc.recent.v1';
export const RECENT_MAX = 20;

/**
 * What the entry is: a sandbox game, a set-up position (a game with no turn yet), a calculator tally, a
 * lesson's progress.
 */
export const RECENT_KINDS = ['game', 'setup', 'tally', 'lesson'] as const;
export type RecentKind = (typeof RECENT_KINDS)[number];
const isKind = (k: unknown): k is RecentKind => RECENT_KINDS.some((x) => x === k);

export interface RecentEntry {
  id: string;
  kind: RecentKind;
  /** When it was kept (ISO 8601). */
  at: string;
  /** The game's name, e.g. "Carcassonne: New World". */
  game: string;
  players: { name: string; score: number }[];
  /** Who won or leads, in words ("Winner: Red", "Leading: Blue"), when known. */
  winner?: string;
  /** The same as data (a tally's), for a page in another language to say it. */
  headline?: Headline;
  /** Why it was kept, e.g. "replaced by a link". */
  why: string;
  /** The game record or tally itself. */
  data: unknown;
}

/**
 * The list cannot be read nor kept aside (its sentence here, as reasons-en.ts says it, so the storage's core
 * need not carry it).
 */
export const RECENT_UNREADABLE: Told = {
  reason: { code: 'recent-unreadable' },
  message: 'the list of recent games on this device cannot be read and could not be copied aside',
};

function valid(e: unknown): e is RecentEntry {
  if (!e || typeof e !== 'object') return false;
  const r = e as Record<string, unknown>;
  return (
    typeof r.id === 'string' &&
    isKind(r.kind) &&
    typeof r.at === 'string' &&
    typeof r.game === 'string' &&
    typeof r.why === 'string' &&
    Array.isArray(r.players) &&
    r.players.every(
      (p) =>
        p &&
        typeof p === 'object' &&
        typeof (p as { name?: unknown }).name === 'string' &&
        typeof (p as { score?: unknown }).score === 'number',
    ) &&
    r.data !== undefined
  );
}

/** The list as stored (newest first); entries that cannot be read are left out, never thrown. */
function readAll(): { list: RecentEntry[]; error: Told | null } {
  const ls = storage();
  let text: string | null = null;
  try {
    text = ls?.getItem(RECENT_KEY) ?? null;
  } catch {
    return { list: [], error: null };
  }
  if (text == null) return { list: [], error: null };
  try {
    const raw: unknown = JSON.parse(text);
    if (!Array.isArray(raw)) throw new Error('not a list');
    return { list: raw.filter(valid), error: null };
  } catch {
    // An unreadable list is copied aside before anything is written over it.
    return keepAside(RECENT_KEY, text) ? { list: [], error: null } : { list: [], error: RECENT_UNREADABLE };
  }
}

/** The entries of one kind, or of several (newest first), or all. */
export function recentList(kind?: RecentKind | readonly RecentKind[]): RecentEntry[] {
  const { list } = readAll();
  if (kind === undefined) return list;
  const kinds: readonly RecentKind[] = typeof kind === 'string' ? [kind] : kind;
  return list.filter((e) => kinds.includes(e.kind));
}

/** The list with `kept` first and, of each kind, only its RECENT_MAX newest. */
function capped(list: RecentEntry[]): RecentEntry[] {
  const seen = new Map<RecentKind, number>();
  return list.filter((e) => {
    const n = (seen.get(e.kind) ?? 0) + 1;
    seen.set(e.kind, n);
    return n <= RECENT_MAX;
  });
}

function write(list: RecentEntry[]): Told | null {
  const ls = storage();
  if (!ls) return storageTold({ code: 'storage-off' });
  try {
    ls.setItem(RECENT_KEY, JSON.stringify(list));
    return null;
  } catch (e) {
    return why(e);
  }
}

let counter = 0;
const newId = () =>
  `${Date.now().toString(36)}-${(counter++).toString(36)}-${Math.random().toString(36).slice(2, 7)}`;

/** Keep a state in the list; the entry's id, or the reason it could not be kept. */
export function keepRecent(
  entry: Omit<RecentEntry, 'id' | 'at'>,
): { ok: true; id: string } | { ok: false; error: Told } {
  const { list, error } = readAll();
  if (error) return { ok: false, error };
  const text = JSON.stringify(entry.data);
  const same = list.find((e) => e.kind === entry.kind && JSON.stringify(e.data) === text);
  const kept: RecentEntry = { ...entry, id: same?.id ?? newId(), at: new Date().toISOString() };
  const next = capped([kept, ...list.filter((e) => e !== same)]);
  const refused = write(next);
  return refused ? { ok: false, error: refused } : { ok: true, id: kept.id };
}

export function removeRecent(id: string): Told | null {
  const { list, error } = readAll();
  if (error) return error;
  return write(list.filter((e) => e.id !== id));
}

export function findRecent(id: string): RecentEntry | undefined {
  return recentList().find((e) => e.id === id);
}
