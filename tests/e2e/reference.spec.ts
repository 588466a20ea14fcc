/**
 * A reference players can cite: stable rule anchors with their source, rulings next to the rule
 * they clarify and linking back to it, glossary definitions on hover and focus, citations as small
 * marks with the source on hover/focus and in a list, the turn diagram, the changelog.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from './reused';
import { pageFile, sitemapPaths } from './site';

test('a rule anchor: a stable link with where the rule comes from, and the rulings about it', async ({
  reusedPage,
}) => {
  const { page } = await reusedPage();
  await page.goto('/rules/placing-tiles/#r-placement-4');
  const anchor = page.locator('#r-placement-4');
  await expect(anchor).toBeInViewport();
  // A readable label and a plain link to the anchor (copied with the browser's own "Copy link"), not the id.
  await expect(anchor).toContainText('Rule: Rulebook, Placing land tiles');
  await expect(anchor).not.toContainText('r-placement-4');
  await expect(anchor.getByRole('link', { name: /^Link to this rule/ })).toHaveAttribute(
    'href',
    '#r-placement-4',
  );
  // The ruling on a tile that fits nowhere is listed at the rule, and at the end of the page.
  await anchor.getByRole('link', { name: /fits nowhere\?$/ }).click();
  await expect(page).toHaveURL(/\/rulings\/tile-fits-nowhere\/$/);
  // The ruling links back to the exact rule, and says its edition and when it was added.
  await expect(page.locator('dt', { hasText: 'Edition' })).toBeVisible();
  await expect(page.locator('dt', { hasText: 'Added to this site' })).toBeVisible();
  await page.getByRole('link', { name: 'Placing tiles: the rule this ruling clarifies' }).click();
  await expect(page).toHaveURL(/\/rules\/placing-tiles\/#r-placement-4$/);
  await expect(page.getByRole('heading', { name: 'Rulings on this page' })).toBeAttached();
});

test('a glossary term shows its definition on hover and on keyboard focus', async ({ reusedPage }) => {
  const { page } = await reusedPage();
  await page.goto('/rules/placing-tiles/');
  const term = page.locator('a.nw-term').first();
  const tip = page.locator(`#${await term.getAttribute('aria-describedby')}`);
  await expect(tip).toBeHidden();
  await term.hover();
  await expect(tip).toBeVisible();
  await expect(tip).toContainText(':');
  await page.mouse.move(0, 0);
  await expect(tip).toBeHidden();
  await term.focus();
  await expect(tip).toBeVisible();
});

test('citations are small marks: the source on hover and focus, and numbered at the end', async ({
  reusedPage,
}) => {
  const { page } = await reusedPage();
  await page.goto('/rules/placing-tiles/');
  const content = page.locator('.sl-markdown-content');
  // No citation interrupts the text any more...
  expect(
    await content
      .locator('p')
      .allInnerTexts()
      .then((ps) => ps.filter((p) => /\(Rulebook,|\(Wiki,/.test(p))),
  ).toEqual([]);
  // ...each is a mark whose link says the source, shown on focus, and listed at the end.
  const mark = content.locator('sup.nw-cite').first();
  const link = mark.getByRole('link');
  await expect(link).toHaveAttribute('aria-label', /^Source 1: (Rulebook|Wiki)/);
  await link.focus();
  await expect(mark.locator('.nw-cite-tip')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sources cited in the text' })).toBeAttached();
  await expect(page.locator('#nw-cite-1')).toHaveText(
    (await link.getAttribute('aria-label'))!.replace(/^Source 1: /, ''),
  );
});

test('the turn diagram is on the turn page and every turn-related page links to it', async ({
  reusedPage,
}) => {
  const { page } = await reusedPage();
  await page.goto('/rules/turn/#turn-diagram');
  await expect(page.locator('#turn-diagram svg[role="img"]')).toBeVisible();
  // The links, in the built pages.
  for (const p of ['/rules/placing-tiles/', '/scoring/majorities/', '/surveyors/fallen-behind/'])
    expect(readFileSync(pageFile(p)!, 'utf8'), p).toContain('href="/rules/turn/#turn-diagram"');
  // axe on these pages and on every kind of page: pages.spec.ts.
});

test('the changelog lists what changed and when', async ({ reusedPage }) => {
  const { page } = await reusedPage();
  await page.goto('/start/changelog/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: '23 November 2026' })).toBeVisible();
});

test('rule links: a readable label and "Link to this rule" under every rule, the ids only in the address', async ({
  reusedPage,
}) => {
  const { page } = await reusedPage();
  await page.goto('/surveyors/movement/');
  const refs = page.locator('.nw-rule-ref');
  expect(await refs.count()).toBeGreaterThan(1);
  for (const ref of await refs.all()) {
    const id = await ref.getAttribute('id');
    await expect(ref).toContainText(/^\s*Rule: /);
    const link = ref.getByRole('link', { name: /^Link to this rule: / });
    await expect(link).toHaveAttribute('href', `#${id}`);
  }
  // No "§ r-…" left for players to read, here or in the list of rulings at the end.
  expect(await page.locator('main').innerText()).not.toMatch(/§\s*r-|\br-surveyor-move-\d/);
  await page
    .locator('.nw-rule-ref')
    .first()
    .getByRole('link', { name: /^Link to this rule/ })
    .click();
  await expect(page).toHaveURL(/\/surveyors\/movement\/#r-surveyor-move-1$/);
  // A page with rule links and no island ships no script of its own.
  await page.goto('/scoring/final-scoring/');
  await expect(page.locator('.nw-rule-link').first()).toBeVisible();
  expect(await page.locator('main script, main astro-island').count()).toBe(0);
});

// Read in every built page, without a browser: the line is drawn on the server.
test("every page links to the page for tool builders from its footer, below Starlight's own footer, in its language", () => {
  const wrong: string[] = [];
  for (const path of sitemapPaths()) {
    const html = readFileSync(pageFile(path)!, 'utf8');
    const fr = path.startsWith('/fr/');
    const at = html.search(/<p\b[^>]*\sclass="nw-footer-builders[\s"]/);
    const line = at < 0 ? '' : html.slice(at, html.indexOf('</p>', at));
    const link = fr
      ? /<a href="\/fr\/start\/for-tool-builders\/"[^>]*>Pour les développeurs d’outils<\/a>/
      : /<a href="\/start\/for-tool-builders\/"[^>]*>For tool builders<\/a>/;
    if (!link.test(line)) wrong.push(`${path}: no footer line linking the page for tool builders`);
    else if (html.lastIndexOf('<footer', at) < 0) wrong.push(`${path}: the line is not below the footer`);
  }
  expect(wrong).toEqual([]);
});

test("Starlight's footer is still there, and the page for tool builders has what it says", async ({
  reusedPage,
}) => {
  const { page } = await reusedPage();
  // Starlight's footer is still there: the previous and next pages on a rules page.
  await page.goto('/rules/placing-tiles/');
  await expect(page.locator('footer .pagination-links a').first()).toBeVisible();
  await page.goto('/start/for-tool-builders/');
  for (const name of [
    'Game records',
    'Table tallies',
    'The command line',
    'Worked examples',
    'Rule options',
    'Links that carry a game or a tally',
  ]) {
    await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('table', { name: /New World: rule options by id/ })).toContainText('eviction');
  await expect(page.getByRole('table', { name: /The Discovery: rule options by id/ })).toContainText(
    'cornerBorder',
  );
  await expect(page.locator('main')).toContainText('/sandbox/#record=PAYLOAD');
  // axe on this page and on every kind of page: pages.spec.ts.
});

test('example pages speak to players: a refused move as a sentence, no file names or codes', async ({
  reusedPage,
}) => {
  const { page } = await reusedPage();
  const codes = /turns\[|content\/examples|test suite|\.json\b|°:|\b[NESW] edge\b/;
  await page.goto('/examples/placement-invalid-edges/');
  const main = page.locator('main');
  await expect(main.locator('.nw-refusal')).toContainText(
    'Not allowed. It cannot go there: its north side shows plains, but the tile to its north (the town cap tile at column 3, row 1) shows a town',
  );
  await expect(main.getByRole('heading', { name: 'What happens' })).toBeVisible();
  await expect(main).toContainText('Red tries to lay the meadow tile at column 3, row 2.');
  const replay = page.getByRole('region', { name: /^Replay:/ });
  await expect(replay.locator('.outcome')).toContainText(
    'How it ends: refused. Turn 1: Red tries to lay the meadow tile at column 3, row 2. It cannot go there',
  );
  expect(await main.innerText()).not.toMatch(codes);
  await expect(
    main.locator('.nw-example-checked').getByRole('link', { name: 'For tool builders' }),
  ).toHaveAttribute('href', '/start/for-tool-builders/#worked-examples');

  await page.goto('/examples/discovery-deploy-sailor-refused/');
  await expect(page.locator('main .nw-refusal')).toContainText(
    "The sailor cannot go there: the sea this tile continues already holds a figure (Blue's sailor on the tile at x 0, y 0)",
  );
  expect(await page.locator('main').innerText()).not.toMatch(codes);

  await page.goto('/examples/deploy-trapper-small-plains-only/');
  await expect(page.locator('main')).toContainText('as a trapper on');
  expect(await page.locator('main').innerText()).not.toMatch(codes);
});

test('the pages for players name no source files, commands or option ids', async ({ reusedPage }) => {
  const { page } = await reusedPage();
  for (const p of ['/start/how-to-use/', '/variants/rule-options/', '/sandbox/', '/calculator/']) {
    await page.goto(p);
    const text = await page.locator('main .sl-markdown-content').first().innerText();
    expect(text, p).not.toMatch(/src\/|nw options|formats §|\(formats|`options`|content\/examples/);
  }
  await page.goto('/variants/rule-options/');
  // Each option by a name in words; its id stays in the anchor for the rulings' links.
  const eviction = page.locator('#option-eviction');
  await expect(eviction).toHaveText('When fallen-behind settlers go home');
  await expect(page.locator('.nw-option h3 code')).toHaveCount(0);
  await expect(page.locator('.nw-option').first()).toContainText('(our default)');
  await page.goto('/start/how-to-use/');
  await expect(page.getByRole('link', { name: 'For tool builders' }).first()).toHaveAttribute(
    'href',
    '/start/for-tool-builders/',
  );
});
