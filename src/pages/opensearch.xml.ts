/**
 * OpenSearch description: lets a browser add the site as a search engine. Its address for a
 * query is the /search/ page (?q=…), under the site URL and base path of the build.
 */
import type { APIRoute } from 'astro';

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const GET: APIRoute = ({ site }) => {
  const base = import.meta.env.BASE_URL.replace(/\/?$/, '/');
  const origin = (site?.href ?? 'http://localhost/').replace(/\/$/, '');
  const root = origin.endsWith(base.replace(/\/$/, '')) ? origin : origin + base.replace(/\/$/, '');
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/" xmlns:moz="http://www.mozilla.org/2006/browser/search/">
  <ShortName>New World rules</ShortName>
  <Description>Search the New World Companion: rules, rulings and worked examples for Carcassonne: New World</Description>
  <InputEncoding>UTF-8</InputEncoding>
  <Image width="16" height="16" type="image/svg+xml">${escape(`${root}/favicon.svg`)}</Image>
  <Url type="text/html" method="get" template="${escape(`${root}/search/?q={searchTerms}`)}"/>
  <moz:SearchForm>${escape(`${root}/search/`)}</moz:SearchForm>
</OpenSearchDescription>
`;
  return new Response(xml, { headers: { 'Content-Type': 'application/opensearchdescription+xml' } });
};
