/**
 * The French pages' vocabulary for the search's typo correction (src/lib/search/site-vocabulary.ts):
 * every word of the French pages Pagefind indexes (/fr/…), with how many pages hold it. Fetched by
 * the search worker of a French page on first use.
 */
import type { APIRoute } from 'astro';
import { siteVocabulary } from '@lib/search/site-vocabulary';

export const GET: APIRoute = async () =>
  new Response(JSON.stringify(await siteVocabulary('fr')), {
    headers: { 'Content-Type': 'application/json' },
  });
