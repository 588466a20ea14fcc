/**
 * Nothing covered on the board: every piece drawn (settler or figure, trapper, surveyor, animal, flag,
 * trading post, a deploy target) and every square where the tile fits is the topmost thing at its
 * centre, at the default view, after Fit and zoomed out, on a phone and a desktop, in the sandbox in
 * the middle of a game, a lesson, the surveyor example's replay and the rules pages' drawings. New
 * World's ruler (column numbers, surveyors, row numbers) stands in a band of its own and never over a
 * tile; the phone's play bar never over the board; after Fit every tile and square is inside the
 * board's visible area.
 */
import { readFileSync } from 'node:fs';
import { deflateRawSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';

const SIZES = [
  { name: 'phone', width: 360, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
];
const game = readFileSync(new URL('./board-covered-game.json', import.meta.url), 'utf8');
const sandboxLink = `/sandbox/#record=${deflateRawSync(game).toString('base64url')}`;

/**
 * The problems on the page's boards now: pieces covered at their centre (looked at with the board's top
 * under the header, then with its foot at the window's foot), the ruler over a visible tile, and after
 * Fit a tile or square outside the board's visible box.
 */
function problems(page: Page, fit: boolean): Promise<string[]> {
  return page.evaluate((fit) => {
    const out = new Set<string>();
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}` +
      `${el.getAttribute('aria-label') ? ` "${el.getAttribute('aria-label')}"` : ''}` +
      `${el.getAttribute('data-spot') ? ` [${el.getAttribute('data-spot')}]` : ''}`;
    const kinds = ['figure', 'settler', 'animal', 'surveyor', 'flag', 'post', 'spot', 'target'];
    const kindOf = (el: Element) => kinds.find((k) => el.classList?.contains(k)) ?? el.tagName;
    const unpainted = (el: Element) => {
      if (!(el instanceof SVGElement)) return false;
      const s = getComputedStyle(el);
      const none = (v: string) => !v || v === 'none' || v === 'transparent' || /rgba\(.*,\s*0\)$/.test(v);
      return Number(s.opacity) === 0 || (none(s.fill) && none(s.stroke));
    };
    // What stays over the page's top (the site's header, a phone's "On this page" bar): the board is looked
    // at below it.
    const header = Math.max(
      0,
      ...[...document.querySelectorAll('body *')]
        .filter((el) => /fixed|sticky/.test(getComputedStyle(el).position))
        .map((el) => el.getBoundingClientRect())
        .filter((r) => r.top < innerHeight / 4 && r.height > 0 && r.bottom < innerHeight / 2)
        .map((r) => r.bottom),
    );
    const boards = [...document.querySelectorAll<SVGSVGElement>('.nw-iboard > svg, .nw-board > svg')].filter(
      (b) => b.checkVisibility(),
    );
    for (const b of boards) {
      const frame = b.parentElement!;
      const pieces = [
        ...frame.querySelectorAll(
          'g.figure, g.settler, .animal, .surveyor, .flag, .post, rect.spot.legal, g.target',
        ),
      ].filter((t) => t.checkVisibility() && t.getBoundingClientRect().width > 0);
      const look = () => {
        const r = b.getBoundingClientRect();
        for (const t of pieces) {
          const p = t.getBoundingClientRect();
          const [x, y] = [p.left + p.width / 2, p.top + p.height / 2];
          if (x < 0 || y < header || x >= innerWidth || y >= innerHeight) continue;
          // A piece in the board's drawing: only what is inside the board's box is seen.
          if (b.contains(t) && (x < r.left || x > r.right || y < r.top || y > r.bottom)) continue;
          for (const h of document.elementsFromPoint(x, y)) {
            if (h === t || t.contains(h)) break;
            if (!t.classList.contains('spot') && unpainted(h)) continue;
            if (kindOf(h) === kindOf(t)) break; // an animal drawn again over its tile
            out.add(`${name(t)} is under ${name(h)}`);
            break;
          }
        }
      };
      scrollTo(scrollX, scrollY + b.getBoundingClientRect().top - header);
      look();
      scrollTo(scrollX, scrollY + b.getBoundingClientRect().bottom - innerHeight);
      look();
      // The board's drawing area: its box less its border and padding (where the ruler stands).
      const r = b.getBoundingClientRect();
      const cs = getComputedStyle(b);
      const area = {
        left: r.left + parseFloat(cs.borderLeftWidth) + parseFloat(cs.paddingLeft),
        top: r.top + parseFloat(cs.borderTopWidth) + parseFloat(cs.paddingTop),
        right: r.right - parseFloat(cs.borderRightWidth) - parseFloat(cs.paddingRight),
        bottom: r.bottom - parseFloat(cs.borderBottomWidth) - parseFloat(cs.paddingBottom),
      };
      const tiles = [...b.querySelectorAll(':scope > svg.nw-tile, :scope > g.dc-tile, :scope > svg.dc-tile')];
      if (fit)
        for (const t of [...tiles, ...b.querySelectorAll('rect.spot.legal')]) {
          const p = t.getBoundingClientRect();
          if (
            p.left < area.left - 1 ||
            p.right > area.right + 1 ||
            p.top < area.top - 1 ||
            p.bottom > area.bottom + 1
          )
            out.add(
              `after Fit, ${name(t)} at ${Math.round(p.left)},${Math.round(p.top)} is outside the board's area`,
            );
        }
      // The ruler never over the visible part of a tile.
      const seen = tiles
        .map((t) => t.getBoundingClientRect())
        .map((p) => ({
          left: Math.max(p.left, area.left),
          top: Math.max(p.top, area.top),
          right: Math.min(p.right, area.right),
          bottom: Math.min(p.bottom, area.bottom),
        }))
        .filter((p) => p.right > p.left && p.bottom > p.top);
      for (const m of frame.querySelectorAll('.col-label, .row-label, .surveyor')) {
        const a = m.getBoundingClientRect();
        if (!a.width) continue;
        if (
          seen.some(
            (t) =>
              a.left < t.right - 1 && a.right > t.left + 1 && a.top < t.bottom - 1 && a.bottom > t.top + 1,
          )
        )
          out.add(`the ruler's ${name(m)} lies over a tile`);
      }
    }
    return [...out];
  }, fit);
}

/** Each view of the board checked: the default one, after Fit, then zoomed out twice. */
async function checkViews(page: Page, where: string) {
  const board = page.locator('.nw-iboard').first();
  await expect(board.locator('> svg')).toBeVisible();
  await board.locator('> svg').scrollIntoViewIfNeeded();
  expect.soft(await problems(page, false), `${where}, the default view`).toEqual([]);
  await board.getByRole('button', { name: 'Fit', exact: true }).click();
  expect.soft(await problems(page, true), `${where}, after Fit`).toEqual([]);
  await board.getByRole('button', { name: 'Zoom out' }).click();
  await board.getByRole('button', { name: 'Zoom out' }).click();
  expect.soft(await problems(page, false), `${where}, zoomed out`).toEqual([]);
}

for (const size of SIZES) {
  test.describe(`${size.name} (${size.width}×${size.height})`, () => {
    test.use({ viewport: { width: size.width, height: size.height }, reducedMotion: 'reduce' });

    test('the sandbox in the middle of a game: nothing covered, the play bar beside the board', async ({
      page,
    }) => {
      await page.goto(sandboxLink);
      await expect(page.getByRole('application', { name: 'New World board' })).toBeVisible();
      await expect(page.locator('.nw-iboard g.figure').first()).toBeAttached();
      await page.getByRole('button', { name: 'Draw a tile' }).click();
      await expect(page.locator('rect.spot.legal').first()).toBeAttached();
      await checkViews(page, 'sandbox');
      // The play bar (on a phone, under the board) never over it: with the board at the top of the
      // screen, the bar starts below the board's foot.
      const bar = await page.locator('.nw-play-bar').boundingBox();
      const svg = await page.locator('.nw-iboard > svg').boundingBox();
      expect(bar!.y).toBeGreaterThanOrEqual(svg!.y + svg!.height);
    });

    test('a lesson (/learn/surveyors/): nothing covered', async ({ page }) => {
      await page.goto('/learn/surveyors/');
      await checkViews(page, 'lesson');
    });

    test('the surveyor example replay: nothing covered, a few steps in', async ({ page }) => {
      await page.goto('/examples/surveyor-sequence/');
      const r = page.getByRole('region', { name: /^Replay:/ }).first();
      await r.scrollIntoViewIfNeeded();
      await expect(r.locator('xpath=ancestor::astro-island[1]')).not.toHaveAttribute('ssr');
      for (let i = 0; i < 4; i++) await r.getByRole('button', { name: 'Forward ▶' }).click();
      await checkViews(page, 'replay');
    });

    test('the drawings on the rules pages (surveyors, setup, final scoring): nothing covered', async ({
      page,
    }) => {
      for (const path of ['/surveyors/movement/', '/rules/setup/', '/scoring/final-scoring/']) {
        await page.goto(path);
        await expect(page.locator('.nw-board > svg').first()).toBeVisible();
        expect.soft(await problems(page, false), path).toEqual([]);
      }
    });
  });
}
