/**
 * OpenSearch description: lets a browser add the site as a search engine. Its address for a
 * query is the search page of its language (/search/?q=…, /fr/search/?q=…), under the site URL
 * and base path of the build. Build time only.
 */
import { localePath, type Lang } from '@lib/i18n/lang';

const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const WORDS: Record<Lang, { name: string; description: string }> = {
  en: {
    name: 'New World rules',
    description:
      'Search the New World Companion: rules, rulings and worked examples for Carcassonne: New World',
  },
  fr: {
    name: 'Règles New World',
    description:
      'Chercher dans le New World Companion : règles, décisions et exemples commentés de Carcassonne: New World',
  },
};

/** The description for language `lang`, for a build at `site` (Astro's `site`) under `BASE_URL`. */
export function openSearchXml(site: URL | undefined, lang: Lang): string {
  const base = import.meta.env.BASE_URL.replace(/\/?$/, '/');
  const origin = (site?.href ?? 'http://localhost/').replace(/\/$/, '');
  const root = origin.endsWith(base.replace(/\/$/, '')) ? origin : origin + base.replace(/\/$/, '');
  const search = `${root}${localePath(lang, '/search/')}`;
  const w = WORDS[lang];
  return `<?xml version="1.0" encoding="UTF-8"?>
<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/" xmlns:moz="http://www.mozilla.org/2006/browser/search/">
  <ShortName>${escape(w.name)}</ShortName>
  <Description>${escape(w.description)}</Description>
  <InputEncoding>UTF-8</InputEncoding>
  <Image width="16" height="16" type="image/svg+xml">${escape(`${root}/favicon.svg`)}</Image>
  <Url type="text/html" method="get" template="${escape(`${search}?q={searchTerms}`)}"/>
  <moz:SearchForm>${escape(search)}</moz:SearchForm>
</OpenSearchDescription>
`;
}
