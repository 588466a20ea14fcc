/**
 * Asking the site's search many questions in one page: the question typed into the box, then the
 * results read at the moment the list says it answers that question (`data-query`, set with the
 * line under the box in one step by src/lib/search/search-ui.ts). The wait happens in the page (a
 * MutationObserver on the search's own element), so each question costs the search itself and
 * three round trips, not a locator's polling (which waits up to half a second between looks).
 */
import type { Page } from '@playwright/test';

export interface Answer {
  /** The line under the box ("Searched for …", "No word …"). */
  said: string;
  /** The first result's first link (its href as written), or null when there is none. */
  first: string | null;
  /** How many results the list holds. */
  count: number;
}

/**
 * The results under `root` (the search's own element: `#nw-search-page`, `#nw-search-dialog`) once
 * its list answers `query`; rejects after `timeout` ms (an upper bound, not a wait).
 */
export function answered(page: Page, root: string, query: string, timeout = 20_000): Promise<Answer> {
  return page.evaluate(
    ({ root, query, timeout }) =>
      new Promise<Answer>((resolve, reject) => {
        const el = document.querySelector(root);
        if (!el) return reject(new Error(`no ${root} on the page`));
        const read = (): boolean => {
          const list = el.querySelector<HTMLOListElement>('ol[data-results]');
          if (!list || list.dataset.query !== query) return false;
          const item = list.querySelector(':scope > li');
          resolve({
            said: el.querySelector('[data-said]')?.textContent ?? '',
            first: item?.querySelector('a')?.getAttribute('href') ?? null,
            count: list.querySelectorAll(':scope > li').length,
          });
          return true;
        };
        if (read()) return;
        const watch = new MutationObserver(() => {
          if (!read()) return;
          watch.disconnect();
          clearTimeout(late);
        });
        watch.observe(el, { subtree: true, childList: true, attributes: true, characterData: true });
        const late = setTimeout(() => {
          watch.disconnect();
          reject(new Error(`the search gave no results for "${query}" within ${timeout} ms`));
        }, timeout);
      }),
    { root, query, timeout },
  );
}

export interface Outcome {
  question: string;
  expected: string;
  first: string | null;
  ok: boolean;
}

/**
 * Every question of a set asked on the search page (`prefix`: '' or 'fr/'): the first by address,
 * as a shared link brings it, the others typed into the page's box and sent with Enter (the page
 * searches at once; without Enter it waits for typing to pause). Each answer's line under the box
 * must match `said`. The outcome of each question: the page that came first, against the one
 * expected (paths under the site's base).
 */
export async function askAll(
  page: Page,
  {
    questions,
    prefix,
    said,
    base,
  }: { questions: [string, string][]; prefix: string; said: RegExp; base: string },
): Promise<Outcome[]> {
  const box = page.locator('#nw-search-page').getByRole('searchbox');
  const outcome: Outcome[] = [];
  for (const [i, [question, expected]] of questions.entries()) {
    if (i === 0) await page.goto(`${prefix}search/?q=${encodeURIComponent(question)}`);
    else {
      await box.fill(question);
      await box.press('Enter');
    }
    const a = await answered(page, '#nw-search-page', question);
    if (!said.test(a.said)) throw new Error(`"${question}": the line under the box says "${a.said}"`);
    const path = a.first ? new URL(a.first, page.url()).pathname : null;
    outcome.push({ question, expected, first: path, ok: path === base.replace(/\/$/, '') + expected });
  }
  return outcome;
}
