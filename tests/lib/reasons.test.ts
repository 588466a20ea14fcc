// The reasons of the storage, the links and the JSON reader, as data (src/lib/io/reasons.ts): each
// code says today's English sentence (the errors' messages, the command line's words) and today's
// French one (src/lib/keep/reasons-fr.ts), and no code lacks either.
import { describe, expect, it } from 'vitest';
import {
  reasonOf,
  saidEn,
  storageTold,
  type Reason,
  type ReasonCode,
  type StorageReason,
} from '@lib/io/reasons';
import { reasonEn, reasonError } from '@lib/io/reasons-en';
import { reasonFr } from '@lib/keep/reasons-fr';
import { readJsonBytes, readJsonText, checkFileSize } from '@lib/io/json-read';
import { readPayload } from '@lib/io/link-read';
import { parseStored, why } from '@lib/keep/stored';
import { RECENT_UNREADABLE } from '@lib/keep/recent';

const at = { line: 3, column: 5 };
const isStorage = (r: Reason): r is StorageReason => r.code.startsWith('storage');
/** Every reason code, with its English and its French sentence as the pages said them before they were data. */
export const CASES: [Reason, string, string][] = [
  [
    { code: 'storage-off' },
    'this browser does not let the page save (storage is off)',
    'ce navigateur ne permet pas à la page d’enregistrer (le stockage est désactivé)',
  ],
  [
    { code: 'storage-full' },
    "the browser's storage for this site is full",
    'le stockage du navigateur pour ce site est plein',
  ],
  [
    { code: 'storage-refused', name: 'SecurityError' },
    'the browser refused to save (SecurityError)',
    'le navigateur a refusé d’enregistrer (SecurityError)',
  ],
  [
    { code: 'recent-unreadable' },
    'the list of recent games on this device cannot be read and could not be copied aside',
    'la liste des parties et relevés récents de cet appareil est illisible et n’a pas pu être copiée à part',
  ],
  [
    { code: 'read', what: 'text', problem: { code: 'json-deep' } },
    'it is nested too deeply',
    'il est imbriqué trop profondément',
  ],
  [
    { code: 'read', what: 'link', problem: { code: 'json-empty' } },
    'it is not valid JSON (it is empty)',
    'ce n’est pas du JSON valide (il est vide)',
  ],
  [
    {
      code: 'read',
      what: 'text',
      problem: { code: 'json-syntax', detail: { code: 'said', text: 'Unexpected end of JSON input' } },
    },
    'it is not valid JSON (Unexpected end of JSON input)',
    'ce n’est pas du JSON valide (Unexpected end of JSON input)',
  ],
  [
    {
      code: 'read',
      what: 'text',
      problem: {
        code: 'json-syntax',
        at: { line: 1, column: 2 },
        detail: { code: 'said', text: 'comments are not allowed in JSON' },
      },
    },
    'it is not valid JSON (line 1, column 2: comments are not allowed in JSON)',
    'ce n’est pas du JSON valide (ligne 1, colonne 2: comments are not allowed in JSON)',
  ],
  [
    {
      code: 'read',
      what: 'file',
      problem: { code: 'json-syntax', at: { line: 1, column: 7 }, detail: { code: 'unclosed-string' } },
    },
    'it is not valid JSON (line 1, column 7: a string is not closed: its closing " is missing)',
    'ce n’est pas du JSON valide (ligne 1, colonne 7: une chaîne n’est pas fermée : il manque son " final)',
  ],
  [
    { code: 'read', what: 'link', problem: { code: 'json-duplicate', at, key: 'players' } },
    'line 3, column 5: the key "players" appears twice in the same object',
    'ligne 3, colonne 5 : la clé "players" apparaît deux fois dans le même objet',
  ],
  [
    { code: 'read', what: 'file', problem: { code: 'json-depth', at: { line: 1, column: 65 }, max: 64 } },
    'line 1, column 65: nested more than 64 levels deep',
    'ligne 1, colonne 65 : imbriqué sur plus de 64 niveaux',
  ],
  [
    { code: 'read', what: 'file', problem: { code: 'too-large', bytes: 1_572_864 } },
    'the file is 1.5 MB; a game record or tally is at most 1 MB',
    'le fichier fait 1,5 Mo ; une partie ou un relevé fait au plus 1 Mo',
  ],
  [
    { code: 'read', what: 'file', problem: { code: 'too-large', bytes: 12 * 1_048_576 + 1 } },
    'the file is 13 MB; a game record or tally is at most 1 MB',
    'le fichier fait 13 Mo ; une partie ou un relevé fait au plus 1 Mo',
  ],
  [
    { code: 'read', what: 'link', problem: { code: 'wide-text', encoding: 'UTF-16' } },
    'the link is UTF-16 text; save it as UTF-8',
    'le lien est un texte UTF-16 ; enregistrez-le en UTF-8',
  ],
  [
    { code: 'read', what: 'file', problem: { code: 'nul-byte', offset: 1 } },
    'the file is not text: it holds a NUL byte (0x00) at offset 1',
    'le fichier n’est pas du texte : il contient un octet NUL (0x00) à la position 1',
  ],
  [
    { code: 'read', what: 'text', problem: { code: 'bad-byte', byte: 0xc3, offset: 1 } },
    'the text is not UTF-8 text: byte 0xC3 at offset 1 cannot start or continue a character',
    'le texte n’est pas un texte UTF-8 : l’octet 0xC3 à la position 1 ne peut ni commencer ni continuer un caractère',
  ],
  [
    { code: 'read', what: 'file', problem: { code: 'not-utf8' } },
    'the file is not UTF-8 text',
    'le fichier n’est pas un texte UTF-8',
  ],
  [
    { code: 'link-char', char: ' ' },
    'the link is not base64url: it holds the character " "',
    'le lien n’est pas en base64url : il contient le caractère " "',
  ],
  [
    { code: 'link-length' },
    'the link is not base64url: its length is impossible (cut short?)',
    'le lien n’est pas en base64url : sa longueur est impossible (coupé ?)',
  ],
  [
    { code: 'link-unpacks', max: 1_048_576 },
    'the link unpacks to more than 1.0 MB; a game record or tally is at most that',
    'le lien se décompresse en plus de 1,0 Mo, la taille maximale d’une partie ou d’un relevé',
  ],
  [
    { code: 'link-long', size: 4_200_000, max: 1_048_576 },
    'the link is 4.1 MB long; a game record or tally is at most 1.0 MB',
    'le lien fait 4,1 Mo ; une partie ou un relevé fait au plus 1,0 Mo',
  ],
  [
    { code: 'link-long', size: 12_000, max: 1_048_576 },
    'the link is 12 KB long; a game record or tally is at most 1.0 MB',
    'le lien fait 12 Ko ; une partie ou un relevé fait au plus 1,0 Mo',
  ],
  [{ code: 'link-empty' }, 'the link holds nothing after "="', 'le lien ne contient rien après « = »'],
  [
    { code: 'link-not-deflate' },
    'the link is not DEFLATE-compressed JSON (it cannot be decompressed)',
    'le lien n’est pas du JSON compressé en DEFLATE (il ne peut pas être décompressé)',
  ],
  [
    {
      code: 'refused',
      path: 'options.ships',
      refusal: { area: 'core', code: 'not-bool', got: { kind: 'value', text: '7' } },
      engine: 'options.ships: must be true or false, not 7',
    },
    'options.ships: must be true or false, not 7',
    'une valeur doit valoir true ou false (vrai ou faux), pas 7',
  ],
  [
    {
      code: 'refused',
      path: 'turns[1]',
      refusal: {
        area: 'core',
        code: 'cannot-go',
        tile: 'HP',
        x: 3,
        y: 3,
        rotation: 90,
        why: { area: 'core', code: 'board', text: '(3, 3) touches no placed tile on an edge' },
      },
      engine: 'turns[1]: tile HP cannot go at (3, 3) turned 90°: (3, 3) touches no placed tile on an edge',
    },
    'turns[1]: tile HP cannot go at (3, 3) turned 90°: (3, 3) touches no placed tile on an edge',
    'au tour 2, la tuile HP ne peut pas aller en colonne 3, rangée 3, tournée de 90° : les règles du plateau ne le permettent pas',
  ],
];

/** Every code, once: a code added to Reason and not listed here fails the type check. */
const CODES: Record<ReasonCode, true> = {
  'storage-off': true,
  'storage-full': true,
  'storage-refused': true,
  'recent-unreadable': true,
  read: true,
  'link-char': true,
  'link-length': true,
  'link-unpacks': true,
  'link-long': true,
  'link-empty': true,
  'link-not-deflate': true,
  refused: true,
};

describe('reasons as data', () => {
  it.each(CASES)('%j says its English and its French sentence', (r, en, fr) => {
    expect(reasonEn(r)).toBe(en);
    expect(reasonError(r).message).toBe(en);
    expect(reasonFr(reasonError(r))).toBe(fr);
    if (isStorage(r)) expect(storageTold(r).message).toBe(en);
    if (r.code === 'recent-unreadable') expect(RECENT_UNREADABLE).toEqual({ reason: r, message: en });
  });

  it('has a case, an English and a French sentence for every code', () => {
    const listed = new Set(CASES.map(([r]) => r.code));
    expect([...listed].sort()).toEqual(Object.keys(CODES).sort());
    for (const [r] of CASES) {
      expect(reasonEn(r)).toMatch(/\w/);
      expect(reasonFr(reasonError(r))).not.toBe(reasonEn(r));
    }
  });

  it('leaves a sentence it has no data for as it is, in both languages', () => {
    expect(saidEn('features[0].type: must be a string')).toBe('features[0].type: must be a string');
    expect(reasonFr('features[0].type: must be a string')).toBe('features[0].type: must be a string');
    expect(reasonOf(new Error('x'))).toBe('x');
    expect(reasonOf('y')).toBe('y');
  });

  it('carries the engine’s refusal as data (its place apart), so a French page says it without the engine’s English', async () => {
    const { Session } = await import('@engine/session');
    const { toolsOf } = await import('@lib/keep/reasons-fr');
    const { englishOf } = await import('@engine/refusals-english');
    let said: ReturnType<typeof reasonOf> = '';
    try {
      Session.load({
        format: 'new-world-record',
        version: 1,
        players: ['Red', 'Blue'],
        turns: [{ tile: 'K', col: 3, row: 7 }],
      });
    } catch (e) {
      said = reasonOf(e);
    }
    if (typeof said === 'string') throw new Error(`no data: ${said}`);
    expect(said.reason.code).toBe('refused');
    expect(said.message).toMatch(/^turns\[0\]: tile K cannot go at \(3, 7\) turned 0°: /);
    expect(reasonEn(said.reason)).toBe(said.message);
    if (said.reason.code === 'refused')
      expect(`${said.reason.path}: ${englishOf(said.reason.refusal)}`).toBe(said.message);
    const fr = reasonFr(said);
    expect(fr).toMatch(/^au tour 1, la tuile K ne peut pas aller en colonne 3, rangée 7 : /);
    expect(fr).not.toMatch(/turns|cannot| the /);
    expect(toolsOf(said)).toBe(said.message);
  });

  it('is carried by the errors of the links, the files, the texts and the storage', async () => {
    const got: Reason[] = [];
    const catchIt = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        const r = reasonOf(e);
        if (typeof r !== 'string') {
          got.push(r.reason);
          expect(r.message).toBe(reasonEn(r.reason));
        }
      }
    };
    for (const p of ['a b', 'abcde', '', 'AAAA'])
      await readPayload(p).catch((e: unknown) =>
        catchIt(() => {
          throw e;
        }),
      );
    const nul = new TextEncoder().encode(`{"a":"${'x'.repeat(30)}"}`);
    nul[10] = 0;
    for (const b of [new Uint8Array([0xff, 0xfe, 0x7b, 0x00]), new Uint8Array([0x7b, 0xc3]), nul])
      catchIt(() => readJsonBytes(b, 'file'));
    for (const t of ['', '{"a":1,"a":2}', '{"a', '['.repeat(70)]) catchIt(() => readJsonText(t, 'link'));
    catchIt(() => checkFileSize(1_572_864));
    catchIt(() => parseStored('{'));
    expect(got.map((r) => r.code)).toEqual([
      'link-char',
      'link-length',
      'link-empty',
      'link-not-deflate',
      'read',
      'read',
      'read',
      'read',
      'read',
      'read',
      'read',
      'read',
      'read',
    ]);
    expect(got.map((r) => reasonEn(r))).toEqual([
      'the link is not base64url: it holds the character " "',
      'the link is not base64url: its length is impossible (cut short?)',
      'the link holds nothing after "="',
      'the link is not DEFLATE-compressed JSON (it cannot be decompressed)',
      'the file is UTF-16 text; save it as UTF-8',
      'the file is not UTF-8 text: byte 0xC3 at offset 1 cannot start or continue a character',
      'the file is not text: it holds a NUL byte (0x00) at offset 10',
      'it is not valid JSON (it is empty)',
      'line 1, column 8: the key "a" appears twice in the same object',
      'it is not valid JSON (line 1, column 2: a string is not closed: its closing " is missing)',
      'line 1, column 65: nested more than 64 levels deep',
      'the file is 1.5 MB; a game record or tally is at most 1 MB',
      reasonEn(got[12]),
    ]);
    expect(reasonEn(got[12])).toMatch(/^it is not valid JSON \(.+\)$/);
    const quota = Object.assign(new Error('full'), { name: 'QuotaExceededError' });
    expect(why(quota).reason).toEqual({ code: 'storage-full' });
    expect(why(Object.assign(new Error('no'), { name: 'SecurityError' })).reason).toEqual({
      code: 'storage-refused',
      name: 'SecurityError',
    });
  });
});

describe('the pages say a told reason in their language', () => {
  it('the sandbox says a refused save in French on a French page, as before in English', async () => {
    const sandboxFr = (await import('@lib/i18n/ui/sandbox.fr')).default;
    const sandboxEn = (await import('@lib/i18n/ui/sandbox.en')).default;
    const full = storageTold({ code: 'storage-full' });
    expect(sandboxFr.autosaveFailed(full)).toContain('le stockage du navigateur pour ce site est plein');
    expect(sandboxEn.autosaveFailed(full)).toBe(
      "Autosave failed: the browser's storage for this site is full. Export the game as a file to keep it.",
    );
  });
});
