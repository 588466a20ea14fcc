/**
 * Every piece in sight (issue 31, point 5), on the boards of the replays and the sandbox, in both
 * languages: the surveyors stand in a ruler band of their own above the board's drawing, inside the
 * board's box (at least 24 px, nothing drawn over them, both from a replay's first step), the
 * column numbers and "coast" stay readable there after a zoom and a pan, the board's own marks
 * (flags, farmhouses, the last tile, a scored feature) wear none of the players' colours, and the
 * animals under a lying trapper are drawn over it.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './reused';

/** The players' colours (src/lib/board/board-data.ts): red, yellow, green, blue, black. */
const PLAYERS = [
  [200, 16, 46],
  [242, 197, 0],
  [30, 123, 52],
  [31, 95, 191],
  [26, 26, 26],
];

/** How far (RGB distance) a computed colour is from the nearest player colour. */
function fromPlayers(css: string): number {
  const [r, g, b] = (css.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return Math.min(...PLAYERS.map(([pr, pg, pb]) => Math.hypot(r - pr, g - pg, b - pb)));
}

/** The surveyor markers: size on screen, inside the board's box, and whether the point at their centre finds them (nothing drawn over them). */
function markers(board: Locator) {
  return board.evaluate((svg) => {
    // The whole board in the window (below the site's header), as a player looks at it.
    svg.scrollIntoView({ block: 'center' });
    const box = svg.getBoundingClientRect();
    return [...svg.parentElement!.querySelectorAll('.surveyor')].map((m) => {
      const r = m.getBoundingClientRect();
      const [x, y] = [r.x + r.width / 2, r.y + r.height / 2];
      const hit = document.elementFromPoint(x, y);
      return {
        w: Math.round(r.width),
        h: Math.round(r.height),
        inside: x > box.left && x < box.right && y > box.top && y < box.bottom,
        top: !!hit && m.contains(hit),
      };
    });
  });
}

/**
 * The column labels whose middle is inside the board's box, and whether anything is drawn over that
 * middle: a tile, piece or square later in the document (SVG paints in document order). The labels
 * let clicks through to the squares, so the point does not find them.
 */
function columnLabels(board: Locator) {
  return board.evaluate((svg) => {
    svg.scrollIntoView({ block: 'center' });
    const box = svg.getBoundingClientRect();
    const drawn = [...svg.querySelectorAll('svg.nw-tile, svg.dc-tile, .figure, .spot')];
    return [...svg.parentElement!.querySelectorAll('.col-label')]
      .map((l) => ({ l, r: l.getBoundingClientRect() }))
      .filter(
        ({ r }) =>
          r.width > 0 &&
          r.x + r.width / 2 > box.left &&
          r.x + r.width / 2 < box.right &&
          r.y + r.height / 2 > box.top &&
          r.y + r.height / 2 < box.bottom,
      )
      .map(({ l, r }) => {
        const [x, y] = [r.x + r.width / 2, r.y + r.height / 2];
        const over = drawn.filter((e) => {
          const b = e.getBoundingClientRect();
          return (
            x >= b.left &&
            x <= b.right &&
            y >= b.top &&
            y <= b.bottom &&
            !!(l.compareDocumentPosition(e) & Node.DOCUMENT_POSITION_FOLLOWING)
          );
        });
        return { text: l.textContent, top: over.length === 0, y: Math.round(r.y - box.top) };
      });
  });
}

async function surveyorsInSight(board: Locator) {
  const m = await markers(board);
  expect(m).toHaveLength(2);
  for (const s of m) {
    expect(s, JSON.stringify(m)).toMatchObject({ inside: true, top: true });
    expect(Math.min(s.w, s.h), JSON.stringify(m)).toBeGreaterThanOrEqual(24);
  }
}

async function hydrated(page: Page, r: Locator) {
  await r.scrollIntoViewIfNeeded();
  await expect(r.locator('xpath=ancestor::astro-island[1]')).not.toHaveAttribute('ssr');
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

test("the surveyor replay: both surveyors in sight from step 1, the ruler after zoom and pan, no player colour on the board's own marks", async ({
  reusedPage,
}) => {
  const { page } = await reusedPage();
  await page.goto('/examples/surveyor-sequence/');
  const r = page.locator('.nw-replay').first();
  await hydrated(page, r);
  const board = r.locator('.nw-iboard > svg');
  await expect(r.getByText(/^Step 1 of \d+$/)).toBeVisible();
  await surveyorsInSight(board);
  // Flags and farmhouses wear no player's colour.
  const marks = await board.evaluate((svg) =>
    [...svg.querySelectorAll('.flag path, .farm rect, .farm path')].map((e) => getComputedStyle(e).fill),
  );
  expect(marks.length).toBeGreaterThan(0);
  for (const c of marks) expect(fromPlayers(c), c).toBeGreaterThan(70);
  // A scored feature and the last tile placed neither.
  const forward = r.getByRole('button', { name: 'Forward ▶' });
  while (!(await board.locator('.feature-hl').count())) await forward.click();
  const hl = await board
    .locator('.feature-hl')
    .first()
    .evaluate((e) => getComputedStyle(e).stroke);
  expect(fromPlayers(hl), hl).toBeGreaterThan(70);
  const last = await board
    .locator('.outline.highlight')
    .first()
    .evaluate((e) => getComputedStyle(e).stroke);
  expect(fromPlayers(last), last).toBeGreaterThan(70);

  // Zoomed in twice and dragged up (the tiles come to the top edge): the column numbers and the coast stay readable there.
  await r.getByRole('button', { name: 'Zoom in' }).click();
  await r.getByRole('button', { name: 'Zoom in' }).click();
  const b = (await board.boundingBox())!;
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2 - 60, { steps: 4 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2 - 160, { steps: 4 });
  await page.mouse.up();
  const labels = await columnLabels(board);
  expect(labels.map((l) => l.text)).toContain('coast');
  for (const l of labels) expect(l, JSON.stringify(labels)).toMatchObject({ top: true });
  for (const l of labels) expect(l.y).toBeLessThan(70);
  await surveyorsInSight(board);
});

test('the sandbox in French: a new game shows both surveyors (at least 24 px) and « côte » over the start tiles', async ({
  reusedPage,
}) => {
  const { page } = await reusedPage();
  await page.goto('/fr/sandbox/');
  const form = page.getByRole('form', { name: 'Nouvelle partie' });
  await form.getByRole('button', { name: 'Commencer' }).click();
  const board = page.locator('.nw-iboard > svg').first();
  await expect(board.locator('xpath=..').locator('.surveyor')).toHaveCount(2);
  await surveyorsInSight(board);
  const labels = await columnLabels(board);
  expect(labels.map((l) => l.text)).toContain('côte');
  for (const l of labels) expect(l, JSON.stringify(labels)).toMatchObject({ top: true });
});

test('animals under a lying trapper are drawn over it (countable)', async ({ reusedPage }) => {
  const { page } = await reusedPage();
  await page.goto('/examples/final-trappers-red-4-blue-2/');
  const r = page.locator('.nw-replay').first();
  await hydrated(page, r);
  const board = r.locator('.nw-iboard > svg');
  await expect(board.locator('.figure')).toHaveCount(4);
  // For each animal mark whose middle lies under a trapper, one drawn after that trapper (SVG paints in document order) at the same place.
  const under = await board.evaluate((svg) => {
    const figures = [...svg.querySelectorAll('.figure')];
    const animals = [...svg.querySelectorAll('.animal')];
    const mid = (e: Element) => {
      const r = e.getBoundingClientRect();
      return [r.x + r.width / 2, r.y + r.height / 2];
    };
    const out: { figure: string; over: boolean }[] = [];
    for (const f of figures) {
      const fr = f.getBoundingClientRect();
      for (const a of animals) {
        const [x, y] = mid(a);
        if (x < fr.left || x > fr.right || y < fr.top || y > fr.bottom) continue;
        const over = animals.some((b) => {
          const [bx, by] = mid(b);
          return (
            Math.hypot(bx - x, by - y) < 1.5 &&
            !!(f.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING)
          );
        });
        out.push({ figure: f.getAttribute('aria-label') ?? '', over });
      }
    }
    return out;
  });
  expect(under.length).toBeGreaterThan(0);
  for (const u of under) expect(u, JSON.stringify(under)).toMatchObject({ over: true });
});
