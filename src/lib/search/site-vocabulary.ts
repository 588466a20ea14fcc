/**
 * The vocabulary of the pages Pagefind indexes in one language (src/lib/search/search-vocab.ts),
 * read from the content collections at build time: /search-words.json for the English pages,
 * /fr/search-words.json for the French ones (the French docs `fr/…`, the French rulings `fr/…`,
 * and the worked examples with their French overlays laid on, as their French pages show them).
 */
import { getCollection } from 'astro:content';
import type { Lang } from '@lib/i18n/lang';
import { inLang } from '@lib/i18n/overlay';
import { buildVocabulary } from './search-vocab';
import type { VocabularyFile } from './search-typos';

/** Whether a docs or rulings id is a French page's (`fr`, `fr/rules/turn`). */
const french = (id: string) => /^fr(\/|$)/.test(id);

export async function siteVocabulary(lang: Lang): Promise<VocabularyFile> {
  const mine = (id: string) => french(id) === (lang === 'fr');
  const docs = (await getCollection('docs')).filter((e) => e.data.pagefind !== false && mine(e.id));
  const rulings = (await getCollection('rulings')).filter((e) => mine(e.id));
  const examples = await getCollection('examples');
  const pages = [
    ...docs.map((e) =>
      [e.data.title, e.data.description ?? '', ...(e.data.aliases ?? []), e.body ?? ''].join('\n'),
    ),
    ...rulings.map((e) =>
      [e.data.title, e.data.question, e.data.answer, ...e.data.aliases, e.body ?? ''].join('\n'),
    ),
    ...examples.map((e) => {
      const file = (e.filePath ?? '').replace(/^.*?content\/examples\//, '');
      const text = inLang(
        lang,
        { title: e.data.title, description: e.data.description, source: e.data.source },
        `examples/${file}`,
      );
      return [text.title, text.description, text.source].join('\n');
    }),
  ];
  return buildVocabulary(pages, lang);
}
