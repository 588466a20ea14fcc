/**
 * A damaged or incomplete link (src/lib/io/reasons.ts `damagedLink`, the keeper's words in
 * keep.en.ts / keep.fr.ts): a player reads, in both languages, that the link is damaged or
 * incomplete and to copy it whole; the step that failed ("not base64url", "DEFLATE", the character
 * "%") is only in the words for tool builders. A link read whole but refused (its game or tally,
 * a key twice) still says why.
 */
import { describe, expect, it } from 'vitest';
import { deflateRawSync } from 'node:zlib';
import { readPayload } from '@lib/io/link-read';
import { damagedLink, reasonOf, type Said } from '@lib/io/reasons';
import keepEn from '@lib/i18n/ui/keep.en';
import keepFr from '@lib/i18n/ui/keep.fr';

async function refusal(payload: string): Promise<Said> {
  try {
    await readPayload(payload);
  } catch (e) {
    return reasonOf(e);
  }
  throw new Error(`read: ${payload}`);
}

const TALLY = JSON.stringify({
  format: 'new-world-tally',
  version: 1,
  players: ['Red', 'Blue'],
  features: [],
});
const whole = deflateRawSync(Buffer.from(TALLY)).toString('base64url');
const handMade = Buffer.from(TALLY).toString('base64url');

const DAMAGED: Record<string, string> = {
  'a "%"': `${whole.slice(0, 10)}%20${whole.slice(10)}`,
  'cut short (impossible length)': whole.slice(0, 4 * Math.floor(whole.length / 8) + 1),
  'cut in half': whole.slice(0, Math.floor(whole.length / 2)),
  'nothing after =': '',
  'not compressed at all': 'hello-world',
  'hand-made JSON cut short': handMade.slice(0, 40),
};
const TECHNICAL = /base64|DEFLATE|décompress|JSON|the character|le caractère|"%"|=/i;

describe('a damaged link', () => {
  for (const [what, payload] of Object.entries(DAMAGED))
    it(`${what}: damaged, said in plain words in both languages, the reason for tool builders`, async () => {
      const why = await refusal(payload);
      expect(damagedLink(why), JSON.stringify(why)).toBe(true);
      for (const [w, said, copy] of [
        [keepEn, 'This link is damaged or incomplete', 'Copy the whole link'],
        [keepFr, 'Ce lien est endommagé ou incomplet', 'Copiez le lien en entier'],
      ] as const) {
        for (const text of [w.linkRefused('tally', why), w.linkRefusedSaved('game', why)]) {
          expect(text).toContain(said);
          expect(text).toContain(copy);
          expect(text).not.toMatch(TECHNICAL);
        }
        expect(w.tools(why)).toBeTruthy();
        expect(w.tools(why)).toBe(w === keepEn ? (why as { message: string }).message : w.reason(why));
      }
    });

  it('the character "%" is named for tool builders only', async () => {
    const why = await refusal('abc%20def');
    expect(keepEn.tools(why)).toBe('the link is not base64url: it holds the character "%"');
    expect(keepFr.tools(why)).toBe('le lien n’est pas en base64url : il contient le caractère "%"');
    expect(keepFr.linkRefused('tally', why)).toBe(
      'Ce lien est endommagé ou incomplet : le relevé qu’il contient n’a pas pu être ouvert. ' +
        'Copiez le lien en entier, jusqu’à son dernier caractère, et ouvrez-le de nouveau. ' +
        'Votre relevé est inchangé.',
    );
    expect(keepEn.linkRefusedSaved('tally', why)).toBe(
      'This link is damaged or incomplete, so the tally in it could not be opened. ' +
        'Copy the whole link, right to its end, and open it again. Your saved tally is unchanged.',
    );
  });

  it('a link read whole but made wrong (a key twice) is not damaged: its reason is said as before', async () => {
    const why = await refusal(Buffer.from('{"format":"x","format":"y"}').toString('base64url'));
    expect(damagedLink(why)).toBe(false);
    expect(keepEn.linkRefused('tally', why)).toContain('could not be opened: line 1, column');
    expect(keepEn.tools(why)).toBeNull();
    expect(damagedLink('some sentence')).toBe(false);
  });
});
