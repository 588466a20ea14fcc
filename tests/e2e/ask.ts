/**
 * Asking the site's search many questions in one page: each question typed into the box, then the
 * results read at the moment the list says it answers that question (`data-query`, set with the
 * line under the box in one step by src/lib/search/search-ui.ts). The wait happens in the page (a
 * MutationObserver on the search's own element), so each question costs the search itself, not a
 * locator's polling (which waits up to half a second between looks) nor round trips.
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
 * as a shared link brings it; the others typed into the page's box (its value set and an `input`
 * event, as typing gives) and sent with Enter (the form's submit: the page searches at once;
 * without Enter it waits for typing to pause), one after another in one script in the page, each
 * read once the list says it answers that question (no round trip between questions). Each
 * answer's line under the box must match `said`. The outcome of each question: the page that came
 * first, against the one expected (paths under the site's base).
 */
export async function askAll(
  page: Page,
  {
    questions,
    prefix,
    said,
    base,
  }: { questions: [string, string][]; prefix: string; said: RegExp; base: string },
  timeout = 20_000,
): Promise<Outcome[]> {
  await page.goto(`${prefix}search/?q=${encodeURIComponent(questions[0][0])}`);
  const answers = [await answered(page, '#nw-search-page', questions[0][0], timeout)];
  answers.push(
    ...(await page.evaluate(
      async ({ rest, timeout }) => {
        const root = document.querySelector('#nw-search-page')!;
        const input = root.querySelector<HTMLInputElement>('input[type="search"]')!;
        const form = root.querySelector('form')!;
        const out: Answer[] = [];
        for (const query of rest) {
          const answer = new Promise<Answer>((resolve, reject) => {
            const read = (): boolean => {
              const list = root.querySelector<HTMLOListElement>('ol[data-results]');
              if (!list || list.dataset.query !== query) return false;
              const item = list.querySelector(':scope > li');
              resolve({
                said: root.querySelector('[data-said]')?.textContent ?? '',
                first: item?.querySelector('a')?.getAttribute('href') ?? null,
                count: list.querySelectorAll(':scope > li').length,
              });
              return true;
            };
            const watch = new MutationObserver(() => {
              if (!read()) return;
              watch.disconnect();
              clearTimeout(late);
            });
            watch.observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
            const late = setTimeout(() => {
              watch.disconnect();
              reject(new Error(`the search gave no results for "${query}" within ${timeout} ms`));
            }, timeout);
          });
          input.focus();
          input.value = query;
          input.dispatchEvent(
            new InputEvent('input', { bubbles: true, inputType: 'insertText', data: query }),
          );
          form.requestSubmit();
          out.push(await answer);
        }
        return out;
      },
      { rest: questions.slice(1).map(([q]) => q), timeout },
    )),
  );
  return questions.map(([question, expected], i) => {
    const a = answers[i];
    if (!said.test(a.said)) throw new Error(`"${question}": the line under the box says "${a.said}"`);
    const path = a.first ? new URL(a.first, page.url()).pathname : null;
    return { question, expected, first: path, ok: path === base.replace(/\/$/, '') + expected };
  });
}
