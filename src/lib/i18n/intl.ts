/**
 * Numbers, plurals and lists through Intl, made when first asked for. The first Intl formatter a
 * page makes wakes the browser's locale data: 13–60 ms on this machine, four times that on a slow
 * phone, in one task. French words made their formatters when their module ran, so every French
 * island paid it while it hydrated, and English pages did not. Here a formatter is made on its
 * first use, and a whole number from 0 to 999 (nearly every score and count) is written and
 * agreed without one: `String(n)` is what both languages' formats give it, and its plural is the
 * rule's (English: 1 is one; French: 0 and 1 are one). French lists are joined as French joins them.
 */

/** A number formatter of `locale` made on its first use; whole numbers 0–999 as `String(n)`. */
export function lazyNumber(locale: string, options?: Intl.NumberFormatOptions): (n: number) => string {
  let format: Intl.NumberFormat | undefined;
  return (n) =>
    Number.isInteger(n) && n >= 0 && n < 1000
      ? String(n)
      : (format ??= new Intl.NumberFormat(locale, options)).format(n);
}

/** The plural category of `n` in `locale` (`en…` or `fr…`), Intl.PluralRules made on its first use. */
export function lazyPlural(locale: string): (n: number) => Intl.LDMLPluralRule {
  let rules: Intl.PluralRules | undefined;
  const french = locale.startsWith('fr');
  return (n) => {
    if (Number.isInteger(n) && n >= 0 && n < 1000) return (french ? n < 2 : n === 1) ? 'one' : 'other';
    return (rules ??= new Intl.PluralRules(locale)).select(n);
  };
}

/**
 * A list formatter of `locale` made on its first use. French lists (« a, b et c », « a ou b ») are
 * joined without one: French puts no comma before its last « et » or « ou ».
 */
export function lazyList(
  locale: string,
  options: Intl.ListFormatOptions,
): (items: readonly string[]) => string {
  let format: Intl.ListFormat | undefined;
  const last =
    locale.startsWith('fr') && (options.style ?? 'long') === 'long'
      ? ({ conjunction: ' et ', disjunction: ' ou ', unit: undefined } as const)[
          options.type ?? 'conjunction'
        ]
      : undefined;
  if (last !== undefined)
    return (items) =>
      items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')}${last}${items[items.length - 1]}`;
  return (items) => (format ??= new Intl.ListFormat(locale, options)).format(items);
}

const MONTHS: Record<string, readonly string[]> = {
  en: 'January February March April May June July August September October November December'.split(' '),
  fr: 'janvier février mars avril mai juin juillet août septembre octobre novembre décembre'.split(' '),
};

/**
 * A date as `{ day: 'numeric', month: 'long', year: 'numeric' }` writes it in `locale`: « 7 décembre
 * 2026 », "7 December 2026" (en-GB). French and British English are written without Intl (making a
 * date format woke the locale data: 136–202 ms with the CPU slowed 4×); other locales through Intl.
 */
export function longDate(locale: string, d: Date): string {
  const months = locale === 'en-GB' || locale.startsWith('fr') ? MONTHS[locale.slice(0, 2)] : undefined;
  if (!months)
    return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' }).format(d);
  return `${d.getDate()} ${months[d.getMonth()]} ${d.getFullYear()}`;
}
