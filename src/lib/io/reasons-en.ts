/**
 * Every reason of src/lib/io/reasons.ts in English: the sentences the pages and the command line
 * have always said. Loaded with the readers of links and files (json-read.ts, link-read.ts), which
 * make their errors with it.
 */
import { jsonProblemParts } from '@engine/core/json-problem';
import { megabytes } from './sizes';
import { ReasonError, storageEn, type Reason } from './reasons';

/** A reason in English: the sentence the pages and the command line have always said. */
export function reasonEn(r: Reason): string {
  switch (r.code) {
    case 'storage-off':
    case 'storage-full':
    case 'storage-refused':
      return storageEn(r);
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
    case 'refused':
      return r.engine;
  }
}

/** An error carrying `r`, its message in English. */
export const reasonError = (r: Reason): ReasonError => new ReasonError(r, reasonEn(r));
