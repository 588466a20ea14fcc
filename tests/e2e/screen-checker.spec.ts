/**
 * The screen checker checked (screen/check.js, run over every screen state by screens.spec.ts): each of its
 * invariants finds a defect planted in a small page, and says nothing of the same page without it. So a
 * screen state that passes is one the checker could have failed.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';

const CHECK = readFileSync(new URL('./screen/check.js', import.meta.url), 'utf8');

interface Screen {
  check: (lang: string, mode?: string) => string[];
  checkTaps: () => string[];
  textProblems: (text: string, lang: string, where: string) => string[];
}

/** The problems the checker finds in a page made of `body` (in `lang`), at the given mode. */
async function problems(page: Page, body: string, { lang = 'en', mode = 'default', taps = false } = {}) {
  await page.setContent(
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"></head><body>${body}</body></html>`,
  );
  await page.addScriptTag({ content: CHECK });
  return page.evaluate(
    ([l, m, t]) => {
      const s = (window as unknown as { __screen: Screen }).__screen;
      return t ? s.checkTaps() : s.check(l, m);
    },
    [lang, mode, taps] as const,
  );
}

test.use({ viewport: { width: 800, height: 600 } });

test.describe('whole text', () => {
  const cases: [string, string, string, RegExp][] = [
    ['a label with nothing after its colon', 'en', '<p>End-of-game rates: .</p>', /nothing after its colon/],
    ['a colon and nothing in French', 'fr', '<p>Barème de fin de partie : .</p>', /nothing after its colon/],
    ['undefined', 'en', '<p>Red scores undefined points.</p>', /value missing \("undefined"\)/],
    ['NaN', 'en', '<td>NaN</td>', /value missing \("NaN"\)/],
    ['an object printed', 'en', '<p>Score: [object Object]</p>', /\[object/],
    ['empty brackets', 'en', '<p>Red () scores.</p>', /empty brackets/],
    ['a singular count with a plural noun (English)', 'en', '<p>1 tiles to come</p>', /should be singular/],
    ['a plural count with a singular noun (English)', 'en', '<p>3 point for Red</p>', /should be plural/],
    ['1 with a plural noun (French)', 'fr', '<p>1 tuiles à venir</p>', /should be singular/],
    [
      '0 with a plural noun (French: 0 takes the singular)',
      'fr',
      '<p>Rouge : 0 points</p>',
      /should be singular/,
    ],
    ['a tile id', 'en', '<p>It meets tile start-3.</p>', /a tile id/],
    ['an option id', 'en', '<p>Rule option finalSmallRegion.</p>', /internal id/],
    ['an option as id = value', 'en', '<p>Option eviction = every-scoring</p>', /id = value/],
    ['a JSON path', 'en', '<p>session.seed must be a number</p>', /JSON path/],
    ['an edge letter', 'en', '<p>E edge (trail) meets the W edge of the tile</p>', /edge letter/],
    ["the engine's coordinates", 'en', '<p>The tile at (0, 3) is taken</p>', /coordinates/],
    ['English on a French page', 'fr', '<p>Skip to the content of this page</p>', /another language/],
    ['French on an English page', 'en', '<p>Le joueur est ici avec les tuiles</p>', /another language/],
    ['an empty tooltip value', 'en', '<button title="Rates: .">?</button>', /nothing after its colon/],
  ];
  for (const [what, lang, body, want] of cases)
    test(`finds ${what}`, async ({ page }) => {
      const found = await problems(page, body, { lang });
      expect(found.join('\n')).toMatch(want);
    });

  test('says nothing of whole text in the right language and number', async ({ page }) => {
    const en = await problems(
      page,
      '<p>End-of-game rates: 1 point a tile.</p><p>1 tile to come, 0 points, 2 tiles.</p>' +
        '<p>Its east side shows a trail; the tile to the east shows plains there.</p>',
    );
    expect(en).toEqual([]);
    const fr = await problems(
      page,
      '<p>1 tuile à venir, 0 point, 2 tuiles. Barème : 1 point par tuile.</p>',
      {
        lang: 'fr',
      },
    );
    expect(fr).toEqual([]);
  });

  test("leaves the tool builders' disclosure and hidden text alone", async ({ page }) => {
    const found = await problems(
      page,
      '<p>The link is damaged: copy it whole.</p>' +
        '<details open><summary>For tool builders</summary><code>session.seed: undefined at (0, 3)</code></details>' +
        '<p hidden>undefined</p>',
    );
    expect(found).toEqual([]);
  });

  test('finds a page marked in the wrong language, and a language menu on the other language', async ({
    page,
  }) => {
    await page.setContent('<html lang="en"><body><p>Bonjour.</p></body></html>');
    await page.addScriptTag({ content: CHECK });
    const found = await page.evaluate(() => (window as unknown as { __screen: Screen }).__screen.check('fr'));
    expect(found.join('\n')).toMatch(/marked lang="en"/);
    const menu = await problems(
      page,
      '<starlight-lang-select><select><option selected>English</option><option>Français</option></select></starlight-lang-select>',
      { lang: 'fr' },
    );
    expect(menu.join('\n')).toMatch(/language menu shows "English"/);
  });
});

/** A board: three tiles in a row, a settler on the middle one, a legal square; `extra` goes after the svg. */
const board = (extra = '', svgExtra = '', width = 300) => `
  <div class="nw-iboard" style="width:${width}px;overflow:hidden;position:relative">
    <svg viewBox="0 0 300 100" width="300" height="100">
      <g class="nw-tile" transform="translate(0 0)"><rect width="100" height="100" fill="#cfc"/></g>
      <g class="nw-tile" transform="translate(100 0)"><rect width="100" height="100" fill="#cfc"/></g>
      <rect class="spot legal" x="204" y="4" width="92" height="92" fill="#ff0"/>
      <g class="figure" transform="translate(150 50)" aria-label="Red's robber"><circle r="12" fill="red"/></g>
      ${svgExtra}
    </svg>
    ${extra}
  </div>`;

test.describe('nothing covered', () => {
  test('says nothing of a board whose pieces and squares are on top', async ({ page }) => {
    expect(await problems(page, board())).toEqual([]);
  });

  test('finds a settler under a bar laid over the board', async ({ page }) => {
    const bar =
      '<div style="position:absolute;left:120px;top:30px;width:60px;height:40px;background:#333">bar</div>';
    const found = await problems(page, board(bar));
    expect(found.join('\n')).toMatch(/covered: <g\.figure> "Red's robber".* is under <div>/);
  });

  test('finds a legal square whose click a transparent layer takes', async ({ page }) => {
    const layer = '<rect x="200" y="0" width="100" height="100" fill="none" pointer-events="all"/>';
    const found = await problems(page, board('', layer));
    expect(found.join('\n')).toMatch(/covered: <rect\.spot\.legal>/);
  });

  test('finds the ruler drawn over a tile', async ({ page }) => {
    const ruler = '<text class="col-label" x="30" y="20" font-size="16">coast</text>';
    const found = await problems(page, board('', ruler));
    expect(found.join('\n')).toMatch(/the ruler's <text\.col-label> "coast".* lies over a tile/);
  });

  test('finds, after Fit, a square outside the visible area (and not before Fit)', async ({ page }) => {
    expect(await problems(page, board('', '', 180))).toEqual([]);
    const found = await problems(page, board('', '', 180), { mode: 'fit' });
    expect(found.join('\n')).toMatch(/after Fit, <rect\.spot\.legal> .* outside the board's visible area/);
  });
});

test.describe('taps land', () => {
  const form = (onblur: string) => `
    <main>
      <label>Name <input type="text" value="Red" onblur="${onblur}"></label>
      <div id="colour" style="height:20px">Red's colour</div>
      <button>+ Town</button>
    </main>`;

  test('finds a button that moves when a field is left', async ({ page }) => {
    const found = await problems(page, form("document.getElementById('colour').style.height='97px'"), {
      taps: true,
    });
    expect(found.join('\n')).toMatch(/taps: leaving <input>.* moves <button> "\+ Town" by 0, 77 px/);
  });

  test('says nothing of a form that keeps its layout', async ({ page }) => {
    expect(await problems(page, form(''), { taps: true })).toEqual([]);
  });
});
