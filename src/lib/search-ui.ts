/**
 * The search box of the header's dialog and of the /search/ page: one implementation, on
 * Pagefind's JavaScript API over the site's one static index (no second index). Results are an
 * ordered list named "Search results"; the first link of each item is the result. Text from the
 * index and the query is put in the page as text nodes, never as HTML.
 */
import { describePlan, plan, rank, rankKey, rerank, type Hit } from './search-query';

interface SubResult {
  title: string;
  url: string;
  excerpt: string;
}
interface ResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string>;
  sub_results?: SubResult[];
}
interface PagefindResult extends Hit {
  data(): Promise<ResultData>;
}
interface Pagefind {
  options(o: Record<string, unknown>): Promise<void>;
  search(q: string, o?: { filters?: Record<string, string> }): Promise<{ results: PagefindResult[] } | null>;
}

const BASE = (import.meta.env.BASE_URL as string).replace(/\/?$/, '/');
let loading: Promise<Pagefind> | null = null;

export function loadPagefind(): Promise<Pagefind> {
  loading ??= (import(/* @vite-ignore */ `${BASE}pagefind/pagefind.js`) as Promise<Pagefind>).then(async (pf) => {
    await pf.options({ baseUrl: BASE, excerptLength: 24 });
    return pf;
  });
  loading.catch(() => (loading = null));
  return loading;
}

export interface Found {
  said: string;
  results: { data: ResultData; tier: string; why: string }[];
}

/** The forgiving search: the query as typed, then in the rulebook's words, then word by word. */
export async function forgivingSearch(pf: Pagefind, query: string, filters: Record<string, string>, limit = 12): Promise<Found> {
  const p = plan(query);
  const byId = new Map<string, PagefindResult>();
  const run = async (q: string) => {
    const r = (await pf.search(q, { filters }))?.results ?? [];
    for (const h of r) byId.set(h.id, h);
    return r;
  };
  const exact = p.typed ? await run(p.typed) : [];
  const words = p.words.join(' ');
  const rewritten = words && words !== p.typed.toLowerCase() ? await run(words) : [];
  // Each word on its own too (up to eight): a page holding most of the words can still be the answer.
  const perWord = p.words.length > 1 ? await Promise.all(p.words.slice(0, 8).map(run)) : [];
  // The first candidates of each kind of match, with their data, re-ranked on what their titles say.
  const ranked = rank(exact, rewritten, perWord).slice(0, Math.max(limit, 24));
  const cands = await Promise.all(
    ranked.map(async (r) => {
      const hit = byId.get(r.id)!;
      const data = await hit.data();
      const [kind, ...title] = (data.meta.title ?? '').split(' · ');
      const held = perWord.length ? r.matched / perWord.length : 1;
      return { data, tier: r.tier, matched: r.matched, held, score: hit.score, kind, title: title.join(' · '), summary: `${data.meta.summary ?? ''} ${data.meta.aliases ?? ''}` };
    }),
  );
  const results = rerank(cands, p)
    .slice(0, limit)
    .map((c) => ({ ...c, why: JSON.stringify(rankKey(c, p)) }));
  const said = p.words.length && !exact.length && !rewritten.length && !results.length ? `${describePlan(p)} Nothing on the site holds these words.` : describePlan(p);
  return { said, results };
}

/** Pagefind's excerpt marks matches with <mark>; rebuild it as text and <mark> elements. */
export function excerptNodes(excerpt: string): Node[] {
  const decode = (t: string) =>
    t.replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", nbsp: ' ' })[e] ?? '');
  return excerpt.split(/(<mark>[\s\S]*?<\/mark>)/).filter(Boolean).map((part) => {
    const m = /^<mark>([\s\S]*?)<\/mark>$/.exec(part);
    if (!m) return document.createTextNode(decode(part.replace(/<[^>]*>/g, '')));
    const mark = document.createElement('mark');
    mark.textContent = decode(m[1].replace(/<[^>]*>/g, ''));
    return mark;
  });
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<Omit<HTMLElementTagNameMap[K], 'dataset'>> & { dataset?: Record<string, string> } = {}, ...children: (Node | string)[]) {
  const { dataset, ...rest } = props;
  const e = Object.assign(document.createElement(tag), rest);
  Object.assign(e.dataset, dataset ?? {});
  e.append(...children);
  return e;
}

function render(list: HTMLOListElement, found: Found) {
  list.replaceChildren(
    ...found.results.map(({ data, tier, why }) => {
      const title = data.meta.title ?? data.url;
      const subs = (data.sub_results ?? []).filter((s) => s.url !== data.url && s.url.includes('#') && !s.url.endsWith('#_top')).slice(0, 3);
      return el(
        'li',
        // Why it ranks where it does (tier, title and summary hits, words held, score): for tuning and tests.
        { className: `nw-result nw-result-${tier.replace(/ /g, '-')}`, dataset: { why } },
        el('a', { href: data.url, className: 'nw-result-link' }, title),
        el('p', { className: 'nw-result-excerpt' }, ...excerptNodes(data.excerpt)),
        ...(subs.length ? [el('ul', { className: 'nw-result-sections' }, ...subs.map((s) => el('li', {}, el('a', { href: s.url }, s.title))))] : []),
      );
    }),
  );
}

/**
 * Wire a search form: `root` holds an input[type=search], selects named "kind" and "game", an
 * element [data-said] and an ol[data-results]. With `syncUrl`, the query and filters live in the
 * address bar (?q=…&kind=…&game=…) so a search can be shared.
 */
export function mountSearch(root: HTMLElement, { syncUrl = false } = {}): { run: () => void; input: HTMLInputElement } {
  const input = root.querySelector<HTMLInputElement>('input[type=search]')!;
  const kind = root.querySelector<HTMLSelectElement>('select[name=kind]')!;
  const game = root.querySelector<HTMLSelectElement>('select[name=game]')!;
  const said = root.querySelector<HTMLElement>('[data-said]')!;
  const list = root.querySelector<HTMLOListElement>('ol[data-results]')!;
  const more = root.querySelector<HTMLAnchorElement>('a[data-more]');
  if (syncUrl) {
    const q = new URLSearchParams(location.search);
    input.value = q.get('q') ?? '';
    for (const [sel, key] of [[kind, 'kind'], [game, 'game']] as const) {
      const v = q.get(key);
      if (v && [...sel.options].some((o) => o.value === v)) sel.value = v;
    }
  }
  let turn = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = async () => {
    const me = ++turn;
    const query = input.value.trim();
    const filters: Record<string, string> = {};
    if (kind.value) filters.kind = kind.value;
    if (game.value) filters.game = game.value;
    if (syncUrl) {
      const u = new URL(location.href);
      for (const [k, v] of [['q', query], ['kind', kind.value], ['game', game.value]]) v ? u.searchParams.set(k, v) : u.searchParams.delete(k);
      history.replaceState(null, '', u);
    }
    if (more) {
      more.hidden = !query;
      more.href = `${BASE}search/?q=${encodeURIComponent(query)}`;
    }
    if (!query) {
      list.replaceChildren();
      said.textContent = '';
      return;
    }
    try {
      const pf = await loadPagefind();
      const found = await forgivingSearch(pf, query, filters);
      if (me !== turn) return;
      render(list, found);
      said.textContent = `${found.results.length ? `${found.results.length} result${found.results.length === 1 ? '' : 's'}. ` : 'No results. '}${found.said}`;
    } catch (e) {
      if (me !== turn) return;
      list.replaceChildren();
      said.textContent = `The search index could not be loaded (${(e as Error).message}). If you are offline, open this page once while online.`;
    }
  };
  input.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(run, 120);
  });
  kind.addEventListener('change', run);
  game.addEventListener('change', run);
  // On the search page, Enter searches in place; in the dialog it opens the search page (the form's action).
  if (syncUrl)
    root.querySelector('form')?.addEventListener('submit', (e) => {
      e.preventDefault();
      run();
    });
  if (input.value) run();
  return { run, input };
}
