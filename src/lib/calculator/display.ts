/**
 * How the calculator shows what a tally holds in the page's language: player names (data, shown
 * as typed; the default colour names in the page's language, unless that would show two players
 * under one name; the "Scores" table keeps them as given, as formats §6 reads it) and the links of
 * its lines (to the rules pages in the page's language).
 */
import { BASE, url } from '@lib/io/url';
import { localePath, type Lang } from '@lib/i18n/lang';

/**
 * Each player's name as shown: `translate(name)` (a colour name in French, any other name as it
 * is), or the name itself where the translation would be another player's name or shown name.
 * A name that is no player's (the neutral colour) is translated.
 */
export function namer(
  players: readonly string[],
  translate: (name: string) => string,
): (name: string) => string {
  const shown = new Map<string, string>();
  const taken = new Set(players);
  for (const p of players) {
    const t = translate(p);
    const name = t !== p && taken.has(t) ? p : t;
    shown.set(p, name);
    taken.add(name);
  }
  return (name) => shown.get(name) ?? translate(name);
}

/** A link to a site page (written with the base path, in English) in the page's language. */
export function localeHref(lang: Lang, href: string): string {
  const base = BASE.slice(0, -1);
  const path = base && href.startsWith(`${base}/`) ? href.slice(base.length) : href;
  return url(localePath(lang, path));
}
