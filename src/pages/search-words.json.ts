/**
 * The site's vocabulary for the search's typo correction (src/lib/search-vocab.ts): every word of
 * the pages Pagefind indexes, with how many pages hold it. Fetched by the search worker on first use.
 */
import type { APIRoute } from 'astro';
import { getCollection } from 'astro:content';
import { buildVocabulary } from '@lib/search/search-vocab';

export const GET: APIRoute = async () => {
  const docs = (await getCollection('docs')).filter((e) => e.data.pagefind !== false);
  const rulings = await getCollection('rulings');
  const examples = await getCollection('examples');
  const pages = [
    ...docs.map((e) => [e.data.title, e.data.description ?? '', ...(e.data.aliases ?? []), e.body ?? ''].join('\n')),
    ...rulings.map((e) => [e.data.title, e.data.question, e.data.answer, ...e.data.aliases, e.body ?? ''].join('\n')),
    ...examples.map((e) => [e.data.title, e.data.description, e.data.source].join('\n')),
  ];
  return new Response(JSON.stringify(buildVocabulary(pages)), { headers: { 'Content-Type': 'application/json' } });
};
