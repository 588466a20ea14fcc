/**
 * The forgiving search itself, on Pagefind's JavaScript API: the searches a question becomes
 * (src/lib/search-query.ts), each idea's weight from the number of pages Pagefind finds for it,
 * the candidates' data, and their order. No DOM: it runs in the search worker
 * (src/lib/search-worker.ts), or on the page when a worker cannot start. Results are plain data
 * (cloned to the page), never HTML to insert.
 */
import { localePath, type Lang } from '@lib/i18n/lang';
import { wordsFor } from '@lib/i18n/ui/load';
import english, { type SearchWords } from '@lib/i18n/ui/search.en';
import { resultGame } from './search-games';
import {
  describePlan,
  idf,
  plan,
  rank,
  rankKey,
  RANKING,
  rerank,
  rulesFor,
  type Candidate,
  type Hit,
  type QueryPlan,
} from './search-query';
import { vocabulary, type Vocabulary, type VocabularyFile } from './search-typos';
import { excerptWithout, type ExcerptData } from './excerpt';

interface SubResult {
  title: string;
  url: string;
  excerpt: string;
}
export interface ResultData extends ExcerptData {
  url: string;
  meta: Record<string, string>;
  filters?: Record<string, string[]>;
  sub_results?: SubResult[];
}
interface PagefindResult extends Hit {
  data(): Promise<ResultData>;
}
export interface Pagefind {
  options(o: Record<string, unknown>): Promise<void>;
  search(
    q: string | null,
    o?: { filters?: Record<string, string> },
  ): Promise<{ results: PagefindResult[]; unfilteredResultCount?: number } | null>;
}

/**
 * One result as the page shows it. `excerpt` is Pagefind's, with <mark> around matches (the page rebuilds it
 * as text).
 */
export interface FoundResult {
  url: string;
  title: string;
  excerpt: string;
  sections: { title: string; url: string }[];
  tier: string;
  /** Why it ranks where it does (game, tier, answer, weight held, score): for tuning and tests. */
  why: string;
}
export interface Found {
  said: string;
  results: FoundResult[];
  /** Each idea searched and its weight (for tuning and tests). */
  weights: [string, number][];
}

/**
 * The site in one language: its Pagefind index, the number of pages in it, its vocabulary (null
 * when it could not be read), the language of its questions and the words its answers are told in
 * (English when not given).
 */
export interface Site {
  pf: Pagefind;
  pages: number;
  vocab: Vocabulary | null;
  lang?: Lang;
  words?: SearchWords;
}

const sites = new Map<Lang, Promise<Site>>();

/**
 * Pagefind reads the language of its index from the page's `<html lang>`; a worker has no page,
 * and Pagefind would then take its largest index, whatever the language. In a worker, it is
 * given a stand-in that says the page's language (one page, one language, one worker).
 */
function tellPagefindTheLanguage(lang: Lang) {
  if (typeof document !== 'undefined') return;
  const html = { getAttribute: (name: string) => (name === 'lang' ? lang : null) };
  Object.defineProperty(globalThis, 'document', {
    configurable: true,
    value: { currentScript: null, documentElement: { lang }, querySelector: () => html },
  });
}

/**
 * Load Pagefind (from `base`/pagefind/) with the index of `lang`, its page count, the vocabulary
 * of that language (`base`/search-words.json, `base`/fr/search-words.json) and its words, once.
 */
export function loadSite(base: string, lang: Lang = 'en'): Promise<Site> {
  const had = sites.get(lang);
  if (had) return had;
  const site = (async () => {
    tellPagefindTheLanguage(lang);
    const pf = (await import(/* @vite-ignore */ `${base}pagefind/pagefind.js`)) as Pagefind;
    // In the search worker, Pagefind runs where it is (it starts a worker of its own only on a page).
    await pf.options({ baseUrl: base, excerptLength: 24 });
    // The vocabulary (typo correction, word weights): asked for twice before the search goes on without it.
    const folding = rulesFor(lang).folding;
    const file = `${base}${localePath(lang, '/search-words.json').slice(1)}`;
    const read = () =>
      fetch(file)
        .then((r) => (r.ok ? (r.json() as Promise<VocabularyFile>) : null))
        .then((f) => (f ? vocabulary(f, folding) : null))
        .catch(() => null);
    const vocab = read().then((v) => v ?? read());
    const words = wordsFor<SearchWords>(
      { en: () => import('@lib/i18n/ui/search.en'), fr: () => import('@lib/i18n/ui/search.fr') },
      lang,
    );
    // How many pages the language's index holds (the N of each word's weight: Pagefind counts a
    // word's pages in that index only), from Pagefind's entry file; all of them without one.
    const entry = await fetch(`${base}pagefind/pagefind-entry.json`)
      .then((r) => r.json() as Promise<{ languages?: Record<string, { page_count?: number }> }>)
      .catch(() => null);
    const languages = entry?.languages ?? {};
    const all = Object.values(languages).reduce((n, l) => n + (l.page_count ?? 0), 0);
    const indexed = Object.hasOwn(languages, lang) ? (languages[lang].page_count ?? all) : all;
    const v = await vocab;
    return { pf, pages: indexed || v?.pages || 100, vocab: v, lang, words: await words };
  })();
  sites.set(lang, site);
  // A failed load, or one without the vocabulary, is tried again by the next search.
  site.then(
    (s) => {
      if (!s.vocab) sites.delete(lang);
    },
    () => sites.delete(lang),
  );
  return site;
}

/** What the searches of a question found: its plan, each idea's page count and the candidates with their data. */
export interface Gathered {
  p: QueryPlan;
  /** How many pages hold each idea (Pagefind's count over the whole index). */
  df: number[];
  pages: number;
  cands: (Candidate & { data: ResultData })[];
}

/** Each idea's weight: its inverse document frequency (never quite zero, so it still tells pages apart). */
export const weightsOf = (g: Pick<Gathered, 'df' | 'pages'>): number[] =>
  g.df.map((df) => Math.max(idf(df, g.pages), 0.05) ** RANKING.idfPower);

/** The searches: the query as typed, then in the rulebook's words, then idea by idea; the candidates' data. */
export async function gather(
  s: Site,
  query: string,
  filters: Record<string, string>,
  limit = 12,
): Promise<Gathered> {
  const p = plan(query, s.vocab, s.lang);
  const run = async (q: string) => {
    const r = await s.pf.search(q, { filters });
    return { hits: r?.results ?? [], df: r?.unfilteredResultCount ?? r?.results.length ?? 0 };
  };
  const words = p.words.join(' ');
  const ideas = p.ideas.length > 1 ? p.ideas.slice(0, 8) : [];
  const [exact, rewritten, perIdea] = await Promise.all([
    p.text ? run(p.text) : { hits: [], df: 0 },
    words && words !== p.text.toLowerCase() ? run(words) : { hits: [], df: 0 },
    // Each idea on its own too (up to eight), in any of its forms: a page holding most of them can still be the answer.
    Promise.all(
      ideas.map(async (idea) => {
        const found = await Promise.all(idea.forms.map(run));
        return { hits: found.flatMap((f) => f.hits), df: Math.max(...found.map((f) => f.df)) };
      }),
    ),
  ]);
  // A page's excerpt comes from the fullest search that found it: the query as typed, in the rulebook's
  // words, then an idea.
  const byId = new Map<string, PagefindResult>();
  for (const h of [...exact.hits, ...rewritten.hits, ...perIdea.flatMap((x) => x.hits)])
    if (!byId.has(h.id)) byId.set(h.id, h);
  // Each idea weighs by how rare it is on the site (the pages Pagefind finds for it among all).
  const df = perIdea.map((x) => x.df);
  const ranked = rank(
    exact.hits,
    rewritten.hits,
    perIdea.map((x) => x.hits),
    weightsOf({ df, pages: s.pages }),
  ).slice(0, Math.max(limit, 48));
  const cands = await Promise.all(
    ranked.map(async (r) => {
      const hit = byId.get(r.id)!;
      const data = await hit.data();
      // The title is labelled with its kind in the page's language ("Règle · …"); the kind's id is its filter.
      const [label, ...title] = (data.meta.title ?? '').split(' · ');
      return {
        data,
        tier: r.tier,
        matched: r.matched,
        holds: r.holds,
        held: r.held,
        score: hit.score,
        kind: data.filters?.kind?.[0] ?? label,
        title: title.join(' · '),
        summary: `${data.meta.summary ?? ''} ${data.meta.aliases ?? ''}`,
        game: resultGame(data.url, data.filters?.game?.[0]),
        // The page's own phrases; not its title (word for word without the little words, "how the surveyors
        // move" took every question about a surveyor moving).
        asks: (data.meta.asks ?? '').split(' | ').filter(Boolean),
      };
    }),
  );
  return { p, df, pages: s.pages, cands };
}

/**
 * Pagefind's excerpt, unless it was cut from the page's hidden list of players' words (the
 * `aliases` indexed under its title: a run of four of them in a row), which reads as a word list:
 * then the page's summary, unmarked.
 */
export function plainExcerpt(excerpt: string, aliases = '', summary = ''): string {
  if (!aliases || !summary) return excerpt;
  const listed = new Set(aliases.toLowerCase().split(/\s+/).filter(Boolean));
  let run = 0;
  for (const w of excerpt
    .replace(/<\/?mark>/g, '')
    .toLowerCase()
    .split(/[\s,.;:!?()«»"]+/)
    .filter(Boolean)) {
    run = listed.has(w) ? run + 1 : 0;
    if (run >= 4) return summary;
  }
  return excerpt;
}

/** The candidates in order, as the page shows them; what was searched said in words `w`. */
export function order(g: Gathered, limit = 12, w: SearchWords = english): Found {
  const { p } = g;
  const weights = g.df.length ? weightsOf(g) : undefined;
  const results = rerank(g.cands, p, weights)
    .slice(0, limit)
    .map((c): FoundResult => ({
      url: c.data.url,
      title: c.data.meta.title ?? c.data.url,
      excerpt: plainExcerpt(
        excerptWithout(c.data, c.data.meta.aliases),
        c.data.meta.aliases,
        c.data.meta.summary,
      ),
      sections: (c.data.sub_results ?? [])
        .filter((x) => x.url !== c.data.url && x.url.includes('#') && !x.url.endsWith('#_top'))
        .slice(0, 3)
        .map((x) => ({ title: x.title, url: x.url })),
      tier: c.tier,
      why: JSON.stringify(rankKey(c, p, weights)),
    }));
  const said =
    p.words.length && !results.length ? `${describePlan(p, w)}${w.said.nowhere}` : describePlan(p, w);
  return {
    said,
    results,
    weights: weights ? p.ideas.slice(0, 8).map((i, k) => [i.word, Math.round(weights[k] * 100) / 100]) : [],
  };
}

/** The forgiving search: the question's searches, then the pages in order. */
export async function forgivingSearch(
  s: Site,
  query: string,
  filters: Record<string, string>,
  limit = 12,
): Promise<Found> {
  return order(await gather(s, query, filters, limit), limit, s.words ?? english);
}
