/**
 * Why the strict JSON reader (json-bytes.ts, json-text.ts) refuses a file or a text, as data: the
 * command line prints its English sentence (`jsonProblemParts`, byte for byte as ever), and a
 * page says it in its reader's language from the same data (src/lib/io/reasons.ts and its French
 * twin). A JsonTextError is an EngineError that carries its problem beside its message.
 */
import { EngineError } from './errors';
import { hex2, megabytesOver, overDigits, showText } from './json-shown';

export { hex2, megabytesOver, overDigits, showText } from './json-shown';

/** A syntax error's own words: the one a French page says in French, or the scanner's English sentence. */
export type JsonDetail = { code: 'unclosed-string' } | { code: 'said'; text: string };

export type JsonProblem =
  | { code: 'too-large'; bytes: number }
  | { code: 'wide-text'; encoding: 'UTF-16' | 'UTF-32' }
  | { code: 'nul-byte'; offset: number }
  | { code: 'bad-byte'; byte: number; offset: number }
  | { code: 'not-utf8' }
  | { code: 'json-empty' }
  | { code: 'json-deep' }
  | { code: 'json-syntax'; at?: { line: number; column: number }; detail: JsonDetail }
  | { code: 'json-duplicate'; at: { line: number; column: number }; key: string }
  | { code: 'json-depth'; at: { line: number; column: number }; max: number };

const where = (at: { line: number; column: number }) => `line ${at.line}, column ${at.column}`;

function detailEn(d: JsonDetail): string {
  switch (d.code) {
    case 'unclosed-string':
      return 'a string is not closed: its closing " is missing';
    case 'said':
      return d.text;
  }
}

/**
 * The English sentence of a problem as its place and its reason (an EngineError's two parts).
 * `noun` is what was read ("file" on the command line); `subject` starts the sentences whose
 * subject is the input itself ("" on the command line, which prints `FILE: is not valid JSON`).
 */
export function jsonProblemParts(
  p: JsonProblem,
  noun = 'file',
  subject = '',
): { path: string; reason: string } {
  const it = subject ? `${subject} ` : '';
  const whole = (reason: string) => ({ path: '', reason });
  switch (p.code) {
    case 'too-large':
      return whole(
        `the ${noun} is ${megabytesOver(p.bytes).toFixed(overDigits(p.bytes))} MB; a game record or tally is ` +
          `at most 1 MB`,
      );
    case 'wide-text':
      return whole(`the ${noun} is ${p.encoding} text; save it as UTF-8`);
    case 'nul-byte':
      return whole(`the ${noun} is not text: it holds a NUL byte (0x00) at offset ${p.offset}`);
    case 'bad-byte':
      return whole(
        `the ${noun} is not UTF-8 text: byte ${hex2(p.byte)} at offset ${p.offset} cannot start or continue a ` +
          `character`,
      );
    case 'not-utf8':
      return whole(`the ${noun} is not UTF-8 text`);
    case 'json-empty':
      return whole(`${it}is not valid JSON (it is empty)`);
    case 'json-deep':
      return whole(`${it}is nested too deeply`);
    case 'json-syntax':
      return whole(`${it}is not valid JSON (${p.at ? `${where(p.at)}: ` : ''}${detailEn(p.detail)})`);
    case 'json-duplicate':
      return { path: where(p.at), reason: `the key ${showText(p.key)} appears twice in the same object` };
    case 'json-depth':
      return { path: where(p.at), reason: `nested more than ${p.max} levels deep` };
  }
}

/** The reader's refusal: an EngineError (its message as ever) with its problem as data. */
export class JsonTextError extends EngineError {
  constructor(readonly problem: JsonProblem) {
    const { path, reason } = jsonProblemParts(problem);
    super(path, reason);
  }
}
