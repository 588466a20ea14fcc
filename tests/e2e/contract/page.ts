/**
 * The page side of the contract: open a case's link and see what the page says, the `Scores`
 * table or a message (role alert), waiting for states, never for fixed times.
 */
import type { Page } from '@playwright/test';

/** A row of the `Scores` table: the player's name (row header) and the total (last cell; NaN if it is not a whole number). */
export type Row = [name: string, total: number];

export interface Seen {
  /** Texts of the visible messages (role alert), whitespace collapsed. */
  alerts: string[];
  /** The `Scores` table's rows, or null when there is none. */
  rows: Row[] | null;
  /** Neither a table nor a message came: what the island shows instead. */
  stuck: string | null;
  /** Uncaught errors in the page while this case was open. */
  errors: string[];
}

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

/**
 * The `Scores` table (formats §6) as [name, total] pairs in row order. Unlike tests/e2e/scores.ts
 * it builds no object keyed by names, so a player called `__proto__` or `constructor` reads
 * as any other.
 */
export async function scoresRows(page: Page): Promise<Row[] | null> {
  // One round trip: every visible table named "Scores" (there is one), each as its rows.
  const tables = await page.getByRole('table', { name: 'Scores', exact: true }).evaluateAll((ts) =>
    ts.map((t) =>
      [...(t as HTMLTableElement).querySelectorAll('tbody tr')].map((tr) => {
        const tds = tr.querySelectorAll('td');
        return [tr.querySelector('th')?.textContent ?? '', tds[tds.length - 1]?.textContent ?? ''] as [
          string,
          string,
        ];
      }),
    ),
  );
  if (!tables.length) return null;
  return tables[0].map(([name, total]) => [
    squash(name),
    /^-?\d+$/.test(total.trim()) ? Number(total.trim()) : NaN,
  ]);
}

/** Collects the page's uncaught errors and wakes a waiting case when one comes. */
export class ErrorWatch {
  private all: string[] = [];
  private from = 0;
  private wake: (() => void) | null = null;
  constructor(page: Page) {
    page.on('pageerror', (e) => {
      this.all.push(squash(`${e.name}: ${e.message}`).slice(0, 300));
      this.wake?.();
    });
  }
  /** Start a case: later errors belong to it. */
  start(): void {
    this.from = this.all.length;
    this.wake = null;
  }
  /** Resolves at the case's first error. */
  next(): Promise<void> {
    return this.all.length > this.from ? Promise.resolve() : new Promise((resolve) => (this.wake = resolve));
  }
  errors(): string[] {
    return this.all.slice(this.from);
  }
}

/** How the placeholder players' names start (`Sentinel`): no case has a player called so. */
export const SENTINEL = 'Sentinel of the contract';

/** A placeholder state's link hash and the name of its player (it starts with SENTINEL). */
export interface Sentinel {
  hash: string;
  name: string;
}

/**
 * How a case reaches the page: its link `url` (it carries its own `?case=N`). With no `sentinel`:
 * a fresh page load with nothing saved in the browser, the link as someone opens it. With one: the
 * link's hash set on the page already open (the same island, `hashchange`: a link pasted into the
 * address bar), from a placeholder state (`Sentinel`: a game or tally of a player no case has, shown and settled
 * first), so that what the page shows next can only be this case's answer. Two placeholders take
 * turns: after a refused case the page still holds the last one, and opening the same state again
 * would change nothing (nor take the refusal's message away).
 */
export interface Arrival {
  url: string;
  sentinel: Sentinel | null;
}

/**
 * Bring a case to the page (see `Arrival`) and wait until the page shows the `Scores` table or a
 * message, an uncaught error happens, or `timeout` ms pass. When the command line's totals are
 * known (`want`) and the table differs, it is read again once it holds them or `settleMs` have
 * passed (the page may still be filling it). The placeholder's own table is never an answer.
 */
export async function observe(
  page: Page,
  arrival: Arrival,
  watch: ErrorWatch,
  opts: { timeout: number; settleMs: number; want: Row[] | null },
): Promise<Seen> {
  // By hash when the placeholder shows (a page the last case broke is loaded afresh instead).
  const byHash =
    arrival.sentinel !== null &&
    page.url().startsWith('http') &&
    (await showSentinel(page, arrival.sentinel, opts.timeout));
  if (byHash) {
    watch.start();
    await page.evaluate((h) => (location.hash = h), new URL(arrival.url, 'http://x').hash);
  } else {
    // The previous case's page may still hold a game or tally: clear the storage while on it
    // (an init script also clears it at the start of every document, which covers an autosave
    // the old page makes while it is being left).
    if (page.url().startsWith('http')) await page.evaluate(() => localStorage.clear());
    watch.start();
    await page.goto(arrival.url, { waitUntil: 'domcontentloaded' });
  }
  const shown = await Promise.race([showsAnswer(page, opts.timeout), watch.next().then(() => false)]);
  if (!shown && watch.errors().length) {
    // An error came first: give the page a moment to show what it shows after it.
    await showsAnswer(page, 500);
  }
  let rows = await scoresRows(page);
  if (rows && opts.want && !sameRows(rows, opts.want)) {
    await page
      .waitForFunction(
        (want) => {
          const caption = [...document.querySelectorAll('table caption')].find(
            (c) => c.textContent?.trim() === 'Scores',
          );
          const trs = caption ? [...caption.closest('table')!.querySelectorAll('tbody tr')] : [];
          const got = trs.map((tr) => {
            const tds = tr.querySelectorAll('td');
            return [
              tr.querySelector('th')?.textContent?.trim(),
              Number(tds[tds.length - 1]?.textContent?.trim()),
            ];
          });
          return JSON.stringify(got) === JSON.stringify(want);
        },
        opts.want,
        { timeout: opts.settleMs },
      )
      .catch(() => {});
    rows = await scoresRows(page);
  }
  // The placeholder's table still shown: the case brought no table of its own.
  if (rows?.some(([name]) => name.startsWith(SENTINEL))) rows = null;
  // The messages' text without their buttons ("Dismiss").
  const alerts = (
    await page.getByRole('alert').evaluateAll((els) =>
      els.map((el) => {
        const copy = el.cloneNode(true) as HTMLElement;
        copy.querySelectorAll('button').forEach((b) => b.remove());
        return copy.textContent ?? '';
      }),
    )
  )
    .map(squash)
    .filter(Boolean);
  let stuck: string | null = null;
  if (!rows && !alerts.length) {
    const island = page.locator('.nw-calc, .nw-sandbox').first();
    stuck =
      squash(
        (await island.count()) ? await island.innerText() : await page.locator('main').innerText(),
      ).slice(0, 160) || '(empty)';
  }
  return { alerts, rows, stuck, errors: watch.errors() };
}

/**
 * Set the placeholder's link (`hash`) on the open page and wait until its table is shown with no
 * message beside it (the last case's message gone): from here, any other table or a message is the
 * next case's. False when it is not shown within `timeout` ms.
 */
async function showSentinel(page: Page, { hash, name }: Sentinel, timeout: number): Promise<boolean> {
  await page.evaluate((h) => (location.hash = h), hash);
  return page
    .waitForFunction(
      (name) => {
        const visible = (e: Element) => e.checkVisibility();
        if ([...document.querySelectorAll('[role="alert"]')].some(visible)) return false;
        return [...document.querySelectorAll('table')].some(
          (t) =>
            visible(t) &&
            (t.caption?.textContent?.trim() === 'Scores' || t.getAttribute('aria-label') === 'Scores') &&
            [...t.querySelectorAll('tbody tr th')].some((th) => th.textContent?.trim() === name),
        );
      },
      name,
      { timeout, polling: 'raf' },
    )
    .then(
      () => true,
      () => false,
    );
}

/**
 * Resolves true at the first animation frame that shows a message (role alert) or a table
 * captioned "Scores" (not the placeholder's), false after `timeout` ms. (A locator's waitFor polls ever more slowly, up
 * to every 500 ms; this answers at once, and the roles are then read through the locators.)
 */
function showsAnswer(page: Page, timeout: number): Promise<boolean> {
  return page
    .waitForFunction(
      (sentinel) => {
        const visible = (e: Element) => e.checkVisibility();
        if ([...document.querySelectorAll('[role="alert"]')].some(visible)) return true;
        return [...document.querySelectorAll('table')].some(
          (t) =>
            visible(t) &&
            (t.caption?.textContent?.trim() === 'Scores' || t.getAttribute('aria-label') === 'Scores') &&
            ![...t.querySelectorAll('tbody tr th')].some((th) => th.textContent?.trim().startsWith(sentinel)),
        );
      },
      SENTINEL,
      { timeout, polling: 'raf' },
    )
    .then(
      () => true,
      () => false,
    );
}

export function sameRows(a: Row[], b: Row[]): boolean {
  return a.length === b.length && a.every(([n, t], i) => n === b[i][0] && t === b[i][1]);
}
