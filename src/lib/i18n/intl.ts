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
      ? { conjunction: ' et ', disjunction: ' ou ' }[options.type ?? 'conjunction']
      : undefined;
  if (last !== undefined)
    return (items) =>
      items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')}${last}${items[items.length - 1]}`;
  return (items) => (format ??= new Intl.ListFormat(locale, options)).format(items);
}
