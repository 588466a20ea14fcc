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
