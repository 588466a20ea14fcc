/**
 * Why something cannot be kept or read, as data: the browser's storage (src/lib/keep/stored.ts,
 * recent.ts, aside.ts), a link (link-read.ts) and a file's or a text's JSON (json-read.ts, with the
 * engine's strict reader, whose problems it carries). A reason travels with its English sentence
 * (a `Told`: a ReasonError is one), made where it arises (reasons-en.ts, loaded with the readers of
 * links and files; the storage's few sentences here), so an English page says it without loading
 * every sentence; a French page says the same data with src/lib/keep/reasons-fr.ts. A `Said` is a
 * told reason, or an English sentence shown as it is (the engine's checks of a record or a tally,
 * which name a place such as `features[0].type`).
 */
import type { JsonProblem } from '@engine/core/json-problem';
import { refusedAt, type Refusal } from '@engine/refusals';

/** What was read. */
export type Noun = 'file' | 'link' | 'text';

export type StorageReason =
  { code: 'storage-off' } | { code: 'storage-full' } | { code: 'storage-refused'; name: string };

export type Reason =
  | StorageReason
  | { code: 'recent-unreadable' }
  | { code: 'read'; what: Noun; problem: JsonProblem }
  | { code: 'link-char'; char: string }
  | { code: 'link-length' }
  | { code: 'link-unpacks'; max: number }
  | { code: 'link-long'; size: number; max: number }
  | { code: 'link-empty' }
  | { code: 'link-not-deflate' }
  /**
   * The engine refused what was read (a record's turn, a tally's field): why, as data, and where
   * (`turns[1]`) with the engine's own message, for tool builders (the command line's words: the
   * pages never load every area's English to rebuild it).
   */
  | { code: 'refused'; path: string; refusal: Refusal; engine: string };

export type ReasonCode = Reason['code'];

/** A reason with its English sentence. */
export interface Told {
  readonly reason: Reason;
  readonly message: string;
}

/** A told reason, or an English sentence to show as it is. */
export type Said = Told | string;

/**
 * A link that arrived damaged or cut short: it cannot be unpacked, or what it unpacks to is not JSON
 * (a character that no link holds, such as "%", a length no whole link has, nothing after "=", data
 * that does not decompress, JSON that stops half-way). A player is told only that, and to copy the
 * link whole; the step that failed is for tool builders. A link read whole whose game or tally the
 * engine refuses, or one too large, is not damaged: its reason is said as it is.
 */
const CUT: ReadonlySet<string> = new Set(['json-syntax', 'json-empty', 'not-utf8', 'bad-byte', 'nul-byte']);

export function damagedLink(s: Said): boolean {
  if (typeof s === 'string') return false;
  const r = s.reason;
  switch (r.code) {
    case 'link-char':
    case 'link-length':
    case 'link-empty':
    case 'link-not-deflate':
      return true;
    case 'read':
      // Cut short or garbled on its way; a link whole but made wrong by a program (a key twice, nested too
      // deep, UTF-16, too large) is said as it is.
      return r.what === 'link' && CUT.has(r.problem.code);
    default:
      return false;
  }
}

/** The storage's reasons in English (the pages' core: its few sentences load with them). */
export function storageEn(r: StorageReason): string {
  switch (r.code) {
    case 'storage-off':
      return 'this browser does not let the page save (storage is off)';
    case 'storage-full':
      return "the browser's storage for this site is full";
    case 'storage-refused':
      return `the browser refused to save (${r.name})`;
  }
}

/** A storage reason with its sentence. */
export const storageTold = (reason: StorageReason): Told => ({ reason, message: storageEn(reason) });

/** What an English page says: the sentence. */
export const saidEn = (s: Said): string => (typeof s === 'string' ? s : s.message);

/** An error that carries its reason as data beside its English message. */
export class ReasonError extends Error implements Told {
  constructor(
    readonly reason: Reason,
    message: string,
  ) {
    super(message);
  }
}

/** A link that cannot be read (link-read.ts): its reason names the step that failed. */
export class PayloadError extends ReasonError {}

/** What a page says of a thrown error: its reason as data when it has one, else its message. */
export function reasonOf(e: unknown): Said {
  if (e instanceof ReasonError) return e;
  const refused = refusedAt(e);
  // The engine's English is read when shown (it comes with the page's words, after the island starts).
  if (refused && e instanceof Error)
    return {
      reason: {
        code: 'refused',
        ...refused,
        get engine() {
          return e.message;
        },
      },
      get message() {
        return e.message;
      },
    };
  return e instanceof Error ? e.message : String(e);
}
