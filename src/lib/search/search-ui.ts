/**
 * The search box of the header's dialog and of the /search/ page: one implementation, on
 * Pagefind's JavaScript API over the site's one static index (no second index). The search
 * itself runs in a worker (src/lib/search-worker.ts; on the page only where a worker cannot
 * start), so the page's main thread only draws the results. Results are an ordered list named
 * "Search results"; the first link of each item is the result. Text from the index and the
 * query is put in the page as text nodes, never as HTML.
 */
import { documentLang, localePath, type Lang } from '@lib/i18n/lang';
import { wordsFor } from '@lib/i18n/ui/load';
import type { SearchWords } from '@lib/i18n/ui/search.en';
import type { Found } from './search-engine';
import { oneLine } from './one-line';

const BASE = import.meta.env.BASE_URL.replace(/\/?$/, '/');
/** The page's language: it picks the index, the vocabulary, the rules that read a question and the words. */
const lang: Lang = documentLang();

type Reply = { id: number; found?: Found | null; error?: string };
let worker: Worker | null | undefined;
let asked = 0;
const waiting = new Map<
  number,
  {
    resolve: (f: Found | null) => void;
    reject: (e: Error) => void;
    query?: string;
    filters?: Record<string, string>;
    warm?: boolean;
  }
>();

/** The search on the page itself: only when no worker can run it. */
async function onPage(query: string, filters: Record<string, string>, warm?: boolean): Promise<Found | null> {
  const engine = await import('./search-engine');
  const site = await engine.loadSite(BASE, lang);
  return warm ? null : engine.forgivingSearch(site, query, filters);
}

/** Give up on the worker: what it was asked is asked again on the page. */
function fallBack() {
  worker?.terminate();
  worker = null;
  for (const [id, w] of waiting) {
    waiting.delete(id);
    onPage(w.query ?? '', w.filters ?? {}, w.warm).then(w.resolve, w.reject);
  }
}

function startWorker(): Worker | null {
  if (worker !== undefined) return worker;
  try {
    worker = new Worker(new URL('./search-worker.ts', import.meta.url), { type: 'module', name: 'search' });
    worker.addEventListener('message', (e: MessageEvent<Reply>) => {
      const w = waiting.get(e.data.id);
      if (!w) return;
      waiting.delete(e.data.id);
      if (e.data.error !== undefined) w.reject(new Error(e.data.error));
      else w.resolve(e.data.found ?? null);
    });
    // A worker that cannot start (no module workers, a blocked script) hands its work to the page.
    worker.addEventListener('error', (e) => {
      e.preventDefault();
      fallBack();
    });
  } catch {
    worker = null;
  }
  return worker;
}

function ask(query: string, filters: Record<string, string>, warm?: boolean): Promise<Found | null> {
  const w = startWorker();
  if (!w) return onPage(query, filters, warm);
  return new Promise((resolve, reject) => {
    const id = ++asked;
    waiting.set(id, { resolve, reject, query, filters, warm });
    w.postMessage({ id, query, filters, warm, lang });
  });
}

/** Load the index ahead of the first search (the header's dialog does when it opens). */
export function warm(): Promise<void> {
  return ask('', {}, true).then(() => undefined);
}

/** The forgiving search (src/lib/search-engine.ts), in the worker. */
export async function search(query: string, filters: Record<string, string>): Promise<Found> {
  return (await ask(query, filters)) ?? { said: '', results: [], weights: [] };
}

/** Pagefind's excerpt marks matches with <mark>; rebuild it as text and <mark> elements. */
export function excerptNodes(excerpt: string): Node[] {
  const decode = (t: string) =>
    t.replace(
      /&(amp|lt|gt|quot|#39|#x27|nbsp);/g,
      (_, e: string) =>
        ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", nbsp: ' ' })[e] ?? '',
    );
  return excerpt
    .split(/(<mark>[\s\S]*?<\/mark>)/)
    .filter(Boolean)
    .map((part) => {
      const m = /^<mark>([\s\S]*?)<\/mark>$/.exec(part);
      if (!m) return document.createTextNode(decode(part.replace(/<[^>]*>/g, '')));
      const mark = document.createElement('mark');
      mark.textContent = decode(m[1].replace(/<[^>]*>/g, ''));
      return mark;
    });
}

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<Omit<HTMLElementTagNameMap[K], 'dataset'>> & { dataset?: Record<string, string> } = {},
  ...children: (Node | string)[]
) {
  const { dataset, ...rest } = props;
  const e = Object.assign(document.createElement(tag), rest);
  Object.assign(e.dataset, dataset ?? {});
  e.append(...children);
  return e;
}

function render(list: HTMLOListElement, found: Found) {
  list.replaceChildren(
    ...found.results.map(({ url, title, excerpt, sections, tier, why }) =>
      el(
        'li',
        // Why it ranks where it does (game, tier, answer, weight held, score): for tuning and tests.
        { className: `nw-result nw-result-${tier.replace(/ /g, '-')}`, dataset: { why } },
        el('a', { href: url, className: 'nw-result-link' }, title),
        el('p', { className: 'nw-result-excerpt' }, ...excerptNodes(excerpt)),
        ...(sections.length
          ? [
              el(
                'ul',
                { className: 'nw-result-sections' },
                ...sections.map((x) => el('li', {}, el('a', { href: x.url }, x.title))),
              ),
            ]
          : []),
      ),
    ),
  );
}

/**
 * Wire a search form: `root` holds an input[type=search], selects named "kind" and "game", an
 * element [data-said] and an ol[data-results]. With `syncUrl`, the query and filters live in the
 * address bar (?q=…&kind=…&game=…) so a search can be shared.
 */
export function mountSearch(
  root: HTMLElement,
  { syncUrl = false } = {},
): { run: () => void; input: HTMLInputElement } {
  const input = root.querySelector<HTMLInputElement>('input[type=search]')!;
  const kind = root.querySelector<HTMLSelectElement>('select[name=kind]')!;
  const game = root.querySelector<HTMLSelectElement>('select[name=game]')!;
  const said = root.querySelector<HTMLElement>('[data-said]')!;
  const list = root.querySelector<HTMLOListElement>('ol[data-results]')!;
  const more = root.querySelector<HTMLAnchorElement>('a[data-more]');
  // The line under the box, in the page's language (its words load with the first search).
  const words = wordsFor<SearchWords>(
    { en: () => import('@lib/i18n/ui/search.en'), fr: () => import('@lib/i18n/ui/search.fr') },
    lang,
  );
  if (syncUrl) {
    const q = new URLSearchParams(location.search);
    // On one line first: the box would drop a new line without a space ("town\ncity" → towncity).
    input.value = oneLine(q.get('q') ?? '');
    for (const [sel, key] of [
      [kind, 'kind'],
      [game, 'game'],
    ] as const) {
      const v = q.get(key);
      if (v && [...sel.options].some((o) => o.value === v)) sel.value = v;
    }
  }
  let turn = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = async () => {
    const me = ++turn;
    const query = oneLine(input.value);
    const filters: Record<string, string> = {};
    if (kind.value) filters.kind = kind.value;
    if (game.value) filters.game = game.value;
    if (syncUrl) {
      const u = new URL(location.href);
      for (const [k, v] of [
        ['q', query],
        ['kind', kind.value],
        ['game', game.value],
      ])
        if (v) u.searchParams.set(k, v);
        else u.searchParams.delete(k);
      history.replaceState(null, '', u);
    }
    if (more) {
      more.hidden = !query;
      more.href = `${BASE}${localePath(lang, '/search/').slice(1)}?q=${encodeURIComponent(query)}`;
    }
    if (!query) {
      list.replaceChildren();
      delete list.dataset.query;
      said.textContent = '';
      return;
    }
    try {
      const [found, w] = await Promise.all([search(query, filters), words]);
      if (me !== turn) return;
      render(list, found);
      // The query these results answer (the tests wait for it).
      list.dataset.query = query;
      said.textContent = `${w.found(found.results.length)}${found.said}`;
    } catch (e) {
      const w = await words.catch(() => null);
      if (me !== turn) return;
      list.replaceChildren();
      list.dataset.query = query;
      const why = e instanceof Error ? e.message : String(e);
      said.textContent = w ? w.failed(why) : why;
    }
  };
  input.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(() => void run(), 120);
  });
  kind.addEventListener('change', () => void run());
  game.addEventListener('change', () => void run());
  // On the search page, Enter searches in place; in the dialog it opens the search page (the form's action).
  if (syncUrl)
    root.querySelector('form')?.addEventListener('submit', (e) => {
      e.preventDefault();
      void run();
    });
  if (input.value) void run();
  return { run: () => void run(), input };
}
