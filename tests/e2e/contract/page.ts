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
  // How long to wait below for the page to show an answer (none when the script in the page waited).
  let wait = opts.timeout;
  const byHash =
    arrival.sentinel !== null &&
    page.url().startsWith('http') &&
    (await showSentinel(page, arrival.sentinel, opts.timeout));
  if (byHash) {
    watch.start();
    // Set the hash and read the answer in one script in the page; an uncaught error first: read as below.
    const pasted = page.evaluate(pasteAndRead, {
      hash: new URL(arrival.url, 'http://x').hash,
      sentinel: SENTINEL,
      want: opts.want,
      timeout: opts.timeout,
      settleMs: opts.settleMs,
    });
    pasted.catch(() => {}); // still running when an error comes first (it ends at its timeout)
    const read = await Promise.race([pasted, watch.next().then(() => null)]);
    if (read?.shown) {
      const rows = read.rows?.map(([name, total]): Row => [squash(name), total]) ?? null;
      const own = rows?.some(([name]) => name.startsWith(SENTINEL)) ? null : rows;
      const alerts = read.alerts.map(squash).filter(Boolean);
      if (own || alerts.length) return { alerts, rows: own, stuck: null, errors: watch.errors() };
    }
    if (read) wait = 1;
  } else {
    // The previous case's page may still hold a game or tally: clear the storage while on it
    // (an init script also clears it at the start of every document, which covers an autosave
    // the old page makes while it is being left).
    if (page.url().startsWith('http')) await page.evaluate(() => localStorage.clear());
    watch.start();
    await page.goto(arrival.url, { waitUntil: 'domcontentloaded' });
  }
  const shown = await Promise.race([showsAnswer(page, wait), watch.next().then(() => false)]);
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
 * In the page: set the location's hash (a link pasted into the address bar), wait (each animation
 * frame) until a message (role alert) or a table named "Scores" other than the placeholder's is
 * shown, or `timeout` ms pass; when the command line's totals are known (`want`) and the table
 * differs, until it holds them or `settleMs` more pass; then read the table's rows (as
 * `scoresRows` does, names squashed later) and the messages' text without their buttons. The same
 * roles as the locators above: an element with role alert that is shown, a table captioned (or
 * labelled) "Scores".
 */
async function pasteAndRead({
  hash,
  sentinel,
  want,
  timeout,
  settleMs,
}: {
  hash: string;
  sentinel: string;
  want: Row[] | null;
  timeout: number;
  settleMs: number;
}): Promise<{ shown: boolean; rows: Row[] | null; alerts: string[] }> {
  const shown = (e: Element) =>
    e.checkVisibility({ visibilityProperty: true }) && !e.closest('[aria-hidden="true"]');
  const alerts = () => [...document.querySelectorAll('[role="alert"]')].filter(shown);
  const table = () =>
    [...document.querySelectorAll('table')].find(
      (t) =>
        shown(t) &&
        (t.caption?.textContent?.trim() === 'Scores' || t.getAttribute('aria-label') === 'Scores'),
    );
  const rows = (): Row[] | null => {
    const t = table();
    if (!t) return null;
    return [...t.querySelectorAll('tbody tr')].map((tr) => {
      const tds = tr.querySelectorAll('td');
      const total = (tds[tds.length - 1]?.textContent ?? '').trim();
      return [tr.querySelector('th')?.textContent ?? '', /^-?\d+$/.test(total) ? Number(total) : NaN];
    });
  };
  const frame = () => new Promise((r) => requestAnimationFrame(r));
  const same = (a: Row[] | null, b: Row[]) =>
    !!a &&
    a.length === b.length &&
    a.every(([n, t], i) => n.replace(/\s+/g, ' ').trim() === b[i][0] && t === b[i][1]);
  // Set the hash as a pasted link; the page may write its own link to the address bar (a moment
  // after its last change) between the setting and the hashchange event, which then reads that
  // one: set it again until the event sees this hash (the page's own listener, added first, too).
  const paste = async (h: string): Promise<boolean> => {
    for (let i = 0; i < 5; i++) {
      if (location.hash === h) history.replaceState(null, '', location.pathname + location.search);
      const seen = new Promise<string | null>((resolve) => {
        addEventListener('hashchange', () => resolve(location.hash), { once: true });
        setTimeout(() => resolve(null), 1_000);
      });
      location.hash = h;
      if ((await seen) === h) return true;
    }
    return false;
  };
  if (!(await paste(hash))) return { shown: false, rows: null, alerts: [] };
  const until = async (done: () => boolean, ms: number) => {
    const end = performance.now() + ms;
    while (!done() && performance.now() < end) await frame();
    return done();
  };
  const answered = await until(() => {
    if (alerts().length) return true;
    const t = table();
    return (
      !!t &&
      [...t.querySelectorAll('tbody tr th')].every((th) => !th.textContent?.trim().startsWith(sentinel))
    );
  }, timeout);
  if (answered && want && rows() && !same(rows(), want)) await until(() => same(rows(), want), settleMs);
  return {
    shown: answered,
    rows: rows(),
    alerts: alerts().map((el) => {
      const copy = el.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('button').forEach((b) => b.remove());
      return copy.textContent ?? '';
    }),
  };
}

/**
 * Set the placeholder's link (`hash`) on the open page and wait until its table is shown with no
 * message beside it (the last case's message gone): from here, any other table or a message is the
 * next case's. False when it is not shown within `timeout` ms.
 */
async function showSentinel(page: Page, { hash, name }: Sentinel, timeout: number): Promise<boolean> {
  const pasted = await page.evaluate(async (h) => {
    // Set the hash as a pasted link; the page may write its own link to the address bar (a moment
    // after its last change) between the setting and the hashchange event, which then reads that
    // one: set it again until the event sees this hash (the page's own listener, added first, too).
    const paste = async (h: string): Promise<boolean> => {
      for (let i = 0; i < 5; i++) {
        if (location.hash === h) history.replaceState(null, '', location.pathname + location.search);
        const seen = new Promise<string | null>((resolve) => {
          addEventListener('hashchange', () => resolve(location.hash), { once: true });
          setTimeout(() => resolve(null), 1_000);
        });
        location.hash = h;
        if ((await seen) === h) return true;
      }
      return false;
    };
    return paste(h);
  }, hash);
  if (!pasted) return false;
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
