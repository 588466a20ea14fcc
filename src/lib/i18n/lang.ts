/**
 * The site's two languages: English at the root, French under /fr/ (Starlight's locales,
 * astro.config.mjs). A page's language comes from its path; links are written as English paths
 * (`/rules/turn/`) and given the page's language with `localePath`.
 */
import { BASE, sitePath } from '@lib/io/url';

export type Lang = 'en' | 'fr';
export const LANGS: readonly Lang[] = ['en', 'fr'];

/** The language of a page from its pathname (with or without the base path). */
export function langOf(pathname: string): Lang {
  return /^\/fr(\/|$)/.test(sitePath(pathname)) ? 'fr' : 'en';
}

/** A site path (`/rules/turn/#r-turn-1`) in language `lang` (`/fr/rules/turn/#r-turn-1`); other links unchanged. */
export function localePath(lang: Lang, path: string): string {
  if (lang === 'en' || !path.startsWith('/') || path.startsWith('//') || /^\/fr(\/|$|#|\?)/.test(path))
    return path;
  return `/fr${path}`;
}

/** A site path without its language prefix: `/fr/rules/turn/` → `/rules/turn/`. */
export function englishPath(path: string): string {
  return path.replace(/^\/fr(?=\/|$)/, '') || '/';
}

/** The language of the document an island runs in (its `<html lang>`), in the browser. */
export function documentLang(): Lang {
  return typeof document !== 'undefined' && document.documentElement.lang.startsWith('fr') ? 'fr' : 'en';
}

/** The page's path on the site without base or language: what both twins share. */
export function twinPath(pathname: string): string {
  return englishPath(sitePath(pathname));
}

export { BASE };

/** The `lang` route parameter of the pages under src/pages/[...lang]/: none for English, `fr` for French. */
export const LANG_PARAMS: readonly { lang: string | undefined }[] = [{ lang: undefined }, { lang: 'fr' }];

/** The language of a page under src/pages/[...lang]/, from its `lang` parameter. */
export function paramLang(param: string | undefined): Lang {
  return param === 'fr' ? 'fr' : 'en';
}
