/** A number field's text read (src/lib/io/whole-number.ts): counted, refused with the reason, or nothing yet (issue 29, finding 7). */
import { describe, expect, it } from 'vitest';
import { readWhole } from '@lib/io/whole-number';
import EN from '@lib/i18n/ui/number.en';
import FR from '@lib/i18n/ui/number.fr';

describe('readWhole', () => {
  it('counts a whole number in range, the bounds included', () => {
    expect(readWhole('0', 0, 200, EN)).toEqual({ n: 0 });
    expect(readWhole('200', 0, 200, EN)).toEqual({ n: 200 });
    expect(readWhole('-999', -999, 9999, EN)).toEqual({ n: -999 });
  });
  it('refuses a number out of range or not whole, saying why, and never clamps it', () => {
    expect(readWhole('2000', 0, 200, EN)).toEqual({ problem: 'at most 200' });
    expect(readWhole('99999', 0, 9999, EN)).toEqual({ problem: 'at most 9999' });
    expect(readWhole('-1', 0, 200, EN)).toEqual({ problem: 'at least 0' });
    expect(readWhole('2.5', 0, 200, EN)).toEqual({ problem: 'a whole number' });
    expect(readWhole('1e400', 0, 200, EN)).toEqual({ problem: 'a whole number' });
    expect(readWhole('1e5', 0, 200, EN)).toEqual({ problem: 'at most 200' });
  });
  it("says it in the page's language", () => {
    expect(readWhole('99999', 0, 9999, FR)).toEqual({
      problem: `au plus ${new Intl.NumberFormat('fr-FR').format(9999)}`,
    });
    expect(FR.problem('Tuiles', FR.atMost(200))).toBe('Tuiles : au plus 200');
  });
  it('waits while the field is empty', () => {
    expect(readWhole('', 0, 200, EN)).toBeNull();
    expect(readWhole('  ', 0, 200, EN)).toBeNull();
  });
});
