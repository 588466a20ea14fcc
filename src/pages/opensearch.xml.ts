/**
 * OpenSearch description: lets a browser add the site as a search engine. Its address for a
 * query is the /search/ page (?q=…), under the site URL and base path of the build (the French
 * pages' own: /fr/opensearch.xml, src/lib/search/opensearch.ts).
 */
import type { APIRoute } from 'astro';
import { openSearchXml } from '@lib/search/opensearch';

export const GET: APIRoute = ({ site }) =>
  new Response(openSearchXml(site, 'en'), {
    headers: { 'Content-Type': 'application/opensearchdescription+xml' },
  });
