/**
 * Why something cannot be kept or read, as data: the browser's storage (src/lib/keep/stored.ts,
 * recent.ts, aside.ts), a link (link-read.ts) and a file's or a text's JSON (json-read.ts, with the
 * engine's strict reader, whose problems it carries). `reasonEn` says a reason in English (the
 * errors' messages, as the command line says them); a French page says the same data with
 * reasons-fr.ts. A `Said` is a reason, or an English sentence shown as it is (the engine's checks
 * of a record or a tally, which name a place such as `features[0].type`).
 */
import { jsonProblemParts, type JsonProblem } from '@engine/core/json-problem';
import { megabytes } from './sizes';

/** What was read. */
export type Noun = 'file' | 'link' | 'text';

export type Reason =
  | { code: 'storage-off' }
  | { code: 'storage-full' }
  | { code: 'storage-refused'; name: string }
  | { code: 'recent-unreadable' }
  | { code: 'read'; what: Noun; problem: JsonProblem }
  | { code: 'link-char'; char: string }
  | { code: 'link-length' }
  | { code: 'link-unpacks'; max: number }
  | { code: 'link-long'; size: number; max: number }
  | { code: 'link-empty' }
  | { code: 'link-not-deflate' };

export type ReasonCode = Reason['code'];

/** A reason as data, or an English sentence to show as it is. */
export type Said = Reason | string;

/** A reason in English: the sentence the pages and the command line have always said. */
export function reasonEn(r: Said): string {
  if (typeof r === 'string') return r;
  switch (r.code) {
    case 'storage-off':
      return 'this browser does not let the page save (storage is off)';
    case 'storage-full':
      return "the browser's storage for this site is full";
    case 'storage-refused':
      return `the browser refused to save (${r.name})`;
    case 'recent-unreadable':
      return 'the list of recent games on this device cannot be read and could not be copied aside';
    case 'read': {
      const { path, reason } = jsonProblemParts(r.problem, r.what, 'it');
      return path ? `${path}: ${reason}` : reason;
    }
    case 'link-char':
      return `the link is not base64url: it holds the character ${JSON.stringify(r.char)}`;
    case 'link-length':
      return 'the link is not base64url: its length is impossible (cut short?)';
    case 'link-unpacks':
      return `the link unpacks to more than ${megabytes(r.max)}; a game record or tally is at most that`;
    case 'link-long':
      return `the link is ${megabytes(r.size)} long; a game record or tally is at most ${megabytes(r.max)}`;
    case 'link-empty':
      return 'the link holds nothing after "="';
    case 'link-not-deflate':
      return 'the link is not DEFLATE-compressed JSON (it cannot be decompressed)';
  }
}

/** An error that carries its reason as data; its message is the reason in English. */
export class ReasonError extends Error {
  constructor(readonly reason: Reason) {
    super(reasonEn(reason));
  }
}

/** A link that cannot be read (link-read.ts): its reason names the step that failed. */
export class PayloadError extends ReasonError {}

/** What a page says of a thrown error: its reason as data when it has one, else its message. */
export function reasonOf(e: unknown): Said {
  if (e instanceof ReasonError) return e.reason;
  return e instanceof Error ? e.message : String(e);
}
