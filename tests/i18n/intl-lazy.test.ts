/**
 * src/lib/i18n/intl.ts: formatters made on first use, and whole numbers 0–999 written and agreed
 * without Intl. What they give must be what Intl gives, in every locale the pages use.
 */
import { describe, expect, it } from 'vitest';
import { lazyList, lazyNumber, lazyPlural, longDate } from '@lib/i18n/intl';

const LOCALES = ['en', 'en-GB', 'fr', 'fr-FR'];
const NUMBERS = [
  ...Array.from({ length: 1000 }, (_, i) => i),
  1000,
  1234,
  12_345,
  1_000_000,
  -1,
  -5,
  -1234,
  0.5,
  1.5,
  2.25,
];

describe('lazyNumber and lazyPlural', () => {
  it.each(LOCALES)('write and agree every number as Intl does (%s)', (locale) => {
    const num = lazyNumber(locale);
    const tenths = lazyNumber(locale, { maximumFractionDigits: 1 });
    const plural = lazyPlural(locale);
    const nf = new Intl.NumberFormat(locale);
    const nf1 = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    const pr = new Intl.PluralRules(locale);
    for (const n of NUMBERS) {
      expect(num(n), `${n}`).toBe(nf.format(n));
      expect(tenths(n), `${n}`).toBe(nf1.format(n));
      expect(plural(n), `${n}`).toBe(pr.select(n));
    }
  });

  it('make no Intl object for a whole number from 0 to 999, and one on the first other number', () => {
    const made: string[] = [];
    const count = <C extends new (...a: never[]) => object>(name: string, C: C): C =>
      new Proxy(C, { construct: (t, a: never[]) => (made.push(name), Reflect.construct(t, a)) });
    const { NumberFormat, PluralRules } = Intl;
    const set = (k: 'NumberFormat' | 'PluralRules', v: object) =>
      Object.defineProperty(Intl, k, { value: v, writable: true, configurable: true });
    set('NumberFormat', count('NumberFormat', NumberFormat));
    set('PluralRules', count('PluralRules', PluralRules));
    try {
      const num = lazyNumber('fr-FR');
      const plural = lazyPlural('fr-FR');
      expect([num(0), num(999), plural(1), plural(2)]).toEqual(['0', '999', 'one', 'other']);
      expect(made).toEqual([]);
      expect([num(1000), num(2000)]).toEqual(['1\u202f000', '2\u202f000']);
      expect([plural(1.5), plural(2.5)]).toEqual(['one', 'other']);
      expect(made).toEqual(['NumberFormat', 'PluralRules']);
    } finally {
      set('NumberFormat', NumberFormat);
      set('PluralRules', PluralRules);
    }
  });
});

describe('lazyList', () => {
  it('joins as Intl.ListFormat does, in French without Intl', () => {
    const lists = [[], ['Rouge'], ['Rouge', 'Bleu'], ['Rouge', 'Bleu', 'Vert'], ['a', 'b', 'c', 'd', 'e']];
    for (const locale of ['fr', 'fr-FR', 'en', 'en-GB'])
      for (const type of ['conjunction', 'disjunction'] as const) {
        const join = lazyList(locale, { type });
        for (const xs of lists) expect(join(xs)).toBe(new Intl.ListFormat(locale, { type }).format(xs));
      }
  });
});

describe('longDate', () => {
  it('writes a date as Intl.DateTimeFormat does (day, long month, year), en-GB and French without Intl', () => {
    const options = { day: 'numeric', month: 'long', year: 'numeric' } as const;
    for (const locale of ['fr', 'fr-FR', 'en-GB', 'en-US'])
      for (let m = 0; m < 12; m++)
        for (const day of [1, 9, 28]) {
          const d = new Date(2026, m, day);
          expect(longDate(locale, d)).toBe(new Intl.DateTimeFormat(locale, options).format(d));
        }
  });
});
