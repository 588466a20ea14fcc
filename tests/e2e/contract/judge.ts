/**
 * The contract, case by case: what the command line accepts the page opens with the same totals
 * (per player, in the record's order) and no message; what it refuses the page refuses with a
 * message that holds the command line's reason verbatim in the page's sentence; no uncaught
 * error in the page either way.
 */
import type { Case, PageKind } from './corpus';
import type { Verdict } from './cli';
import { sameRows, type Row, type Seen } from './page';

export type MismatchKind =
  | 'command line gives a score that is not a number'
  | 'page error'
  | 'page shows neither Scores nor a message'
  | 'command line accepts, page refuses'
  | 'command line refuses, page accepts'
  | 'different reason'
  | 'different totals'
  | 'message beside the Scores';

export interface Mismatch {
  id: string;
  kind: MismatchKind;
  cli: string;
  page: string;
}

/** The sentence the page shows for a link it cannot open (src/lib/sandbox-store.ts, calculator-store.ts). */
export function refusalSentence(page: PageKind, message: string): string {
  return `The ${page === 'sandbox' ? 'game' : 'tally'} in this link could not be opened: ${message}.`;
}

const rowsText = (rows: Row[]) => rows.map(([n, t]) => `${n} ${t}`).join(', ');

function pageText(seen: Seen): string {
  const parts: string[] = [];
  if (seen.alerts.length) parts.push(`message: ${seen.alerts.join(' | ')}`);
  if (seen.rows) parts.push(`Scores: ${rowsText(seen.rows)}`);
  if (seen.stuck !== null) parts.push(`neither; it shows: ${seen.stuck}`);
  if (seen.errors.length) parts.push(`errors: ${seen.errors.join(' | ')}`);
  return parts.join('; ');
}

/**
 * At most one mismatch per case for the page (the first that applies: neither shown, the other
 * verdict, another reason or other totals, a message beside right totals, an uncaught error),
 * and one more when the command line's own answer is not whole numbers.
 */
export function judge(c: Case, want: Verdict, seen: Seen): Mismatch[] {
  const out: Mismatch[] = [];
  const cli = want.kind === 'accepted' ? `accepted: ${rowsText(want.players)}` : `refused: ${want.message}`;
  const page = pageText(seen);
  const add = (kind: MismatchKind) => out.push({ id: c.id, kind, cli, page });

  if (want.kind === 'accepted' && want.players.some(([, s]) => typeof s !== 'number' || !Number.isInteger(s)))
    add('command line gives a score that is not a number');
  if (seen.stuck !== null) add('page shows neither Scores nor a message');
  else if (want.kind === 'accepted') {
    if (!seen.rows) add('command line accepts, page refuses');
    else if (!sameRows(seen.rows, want.players)) add('different totals');
    else if (seen.alerts.length) add('message beside the Scores');
    else if (seen.errors.length) add('page error');
  } else {
    const sentence = refusalSentence(c.page, want.message.replace(/\s+/g, ' ').trim());
    if (!seen.alerts.length) add('command line refuses, page accepts');
    else if (!seen.alerts.some((a) => a.includes(sentence))) add('different reason');
    else if (seen.errors.length) add('page error');
  }
  return out;
}

export function mismatchText(m: Mismatch): string {
  return `[${m.kind}] ${m.id}\n      CLI:  ${m.cli}\n      page: ${m.page}`;
}
