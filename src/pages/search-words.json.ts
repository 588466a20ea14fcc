/**
 * The site's vocabulary for the search's typo correction (src/lib/search-vocab.ts): every word of
 * the English pages Pagefind indexes, with how many pages hold it (the French pages have their
 * own, /fr/search-words.json). Fetched by the search worker on first use.
 */
import type { APIRoute } from 'astro';
import { siteVocabulary } from '@lib/search/site-vocabulary';

export const GET: APIRoute = async () =>
  new Response(JSON.stringify(await siteVocabulary('en')), {
    headers: { 'Content-Type': 'application/json' },
  });
