/**
 * The search worker: Pagefind, the site's vocabulary and the forgiving search run here, off the
 * page's main thread, so a search (loading the index, a dozen Pagefind searches, the candidates'
 * data, the ranking) never blocks typing or scrolling. The page sends `{ id, query, filters, lang }`
 * (or `{ id, warm: true, lang }` to load ahead; `lang` is the page's language, which picks the
 * index, the vocabulary and the rules that read the question) and gets back `{ id, found }` or
 * `{ id, error }`.
 */
import type { Lang } from '@lib/i18n/lang';
import { forgivingSearch, loadSite } from './search-engine';

const BASE = import.meta.env.BASE_URL.replace(/\/?$/, '/');

interface Ask {
  id: number;
  query?: string;
  filters?: Record<string, string>;
  warm?: boolean;
  lang?: Lang;
}

self.addEventListener('message', (e: MessageEvent<Ask>) => {
  const { id, query = '', filters = {}, warm, lang = 'en' } = e.data;
  loadSite(BASE, lang)
    .then((site) => (warm ? null : forgivingSearch(site, query, filters)))
    .then(
      (found) => self.postMessage({ id, found }),
      (err: unknown) => self.postMessage({ id, error: err instanceof Error ? err.message : String(err) }),
    );
});
