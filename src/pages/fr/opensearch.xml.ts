/**
 * OpenSearch description of the French pages: its address for a query is /fr/search/?q=…
 * (src/lib/search/opensearch.ts).
 */
import type { APIRoute } from 'astro';
import { openSearchXml } from '@lib/search/opensearch';

export const GET: APIRoute = ({ site }) =>
  new Response(openSearchXml(site, 'fr'), {
    headers: { 'Content-Type': 'application/opensearchdescription+xml' },
  });
