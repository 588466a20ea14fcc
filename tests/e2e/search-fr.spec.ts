/**
 * The search on French pages: the header's dialog on /fr/ pages and the /fr/search/ page speak
 * French (labels, filters, the line under the box), search the French index with the French
 * question rules (players' words → the site's French terms, accents and typos forgiven), label
 * results with their kind in French, keep the filters' values (the English ids), and link to
 * French pages. The English search is tested, unchanged, in search.spec.ts.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './reused';
import { violations } from './axe';

test.describe.configure({ timeout: 60_000 });

async function openSearch(page: Page, query: string) {
  await page.goto('/fr/');
  await page.locator('nw-search:defined').waitFor({ state: 'attached', timeout: 15_000 });
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Rechercher' });
  await dialog.getByRole('searchbox').fill(query);
  const results = dialog.getByRole('list', { name: 'Résultats de la recherche' }).locator(':scope > li');
  await expect(results.first()).toBeVisible({ timeout: 15_000 });
  return { dialog, results };
}

test("the dialog on a French page: French labels, French kinds on the results, the filters' values unchanged", async ({
  page,
}) => {
  const { dialog, results } = await openSearch(page, 'arpenteur');
  await expect(page.locator('nw-search button[data-open-modal]')).toHaveAttribute('aria-label', 'Rechercher');
  await expect(dialog.getByRole('button', { name: 'Fermer' })).toBeVisible();
  const titles = () =>
    results.evaluateAll((rs) => rs.map((r) => r.querySelector('a')?.textContent?.trim() ?? ''));
  for (const t of await titles())
    expect(t).toMatch(/^(Règle|Décision|Exemple|Tuile|Variante|Jeu apparenté|Guide) · /);
  const hrefs = await results.evaluateAll((rs) =>
    rs.map((r) => r.querySelector('a')?.getAttribute('href') ?? ''),
  );
  for (const h of hrefs) expect(h).toMatch(/^\/fr\//);
  const kind = dialog.getByRole('combobox', { name: 'Type' });
  await expect(kind.locator('option')).toHaveText([
    'Tous les types',
    'Règle',
    'Décision',
    'Exemple',
    'Tuile',
    'Variante',
    'Jeu apparenté',
    'Guide',
  ]);
  await kind.selectOption({ label: 'Décision' });
  await expect(kind).toHaveValue('Ruling');
  await expect(async () => {
    const filtered = await titles();
    expect(filtered.length).toBeGreaterThan(0);
    for (const t of filtered) expect(t).toMatch(/^Décision · /);
  }).toPass();
  const game = dialog.getByRole('combobox', { name: 'Jeu' });
  await expect(game.locator('option')).toHaveText([
    'Tous les jeux',
    'New World',
    'Nouveau monde (The Discovery)',
    'Race to the New Found Land',
    'New World Conquest',
  ]);
  await expect(
    dialog.getByRole('link', { name: 'Tous les résultats sur la page de recherche' }),
  ).toHaveAttribute('href', '/fr/search/?q=arpenteur');
  expect(await violations(page)).toEqual([]);
});

test("the French search page: players' words become the site's, the line under the box says so in French", async ({
  page,
}) => {
  await page.goto(
    '/fr/search/?q=' + encodeURIComponent('est-ce que je peux mettre mon meeple sur une route déjà prise'),
  );
  const said = page.locator('#nw-search-page [data-said]');
  const first = page
    .getByRole('list', { name: 'Résultats de la recherche' })
    .locator(':scope > li')
    .first()
    .locator('a')
    .first();
  await expect(first).toHaveAttribute('href', '/fr/rulings/occupied-feature/', { timeout: 15_000 });
  await expect(said).toContainText('Mots cherchés : colon, piste, occupé');
  await expect(said).toContainText('meeple → colon, route → piste');
  await expect(said).toContainText(/^\d+ résultats?\. /);
  await expect(page.getByRole('searchbox')).toHaveAttribute('placeholder', /^ex\. : /);
  // Accents left out, a typo: forgiven, and the typo said.
  await page.getByRole('searchbox').fill('le bonus des arpanteurs');
  await expect(said).toContainText('arpenteurs (vous avez tapé arpanteurs)');
  await expect(first).toHaveAttribute('href', '/fr/surveyors/bonus/');
  await page.getByRole('searchbox').fill('decompte final');
  await expect(page.locator('#nw-search-page ol[data-results][data-query="decompte final"]')).toHaveCount(1);
  await expect(said).not.toContainText('vous avez tapé');
  await expect(
    page.getByRole('list', { name: 'Résultats de la recherche' }).locator(':scope > li'),
  ).not.toHaveCount(0);
  // A game named in French puts its pages first.
  await page.getByRole('searchbox').fill('que rapporte un marin dans la découverte');
  await expect(said).toContainText('Nouveau monde (The Discovery) en premier');
  await expect(first).toHaveAttribute('href', '/fr/related/the-discovery/');
  // Only words that carry no meaning: said so, in French.
  await page.getByRole('searchbox').fill('est-ce que le');
  await expect(said).toContainText('Aucun mot de « est-ce que le »');
  expect(await violations(page)).toEqual([]);
});

test('nonsense on a French page: nothing found, and said in French on the search page and in the dialog', async ({
  page,
}) => {
  const said = page.locator('#nw-search-page [data-said]');
  for (const q of ['xqzvy', 'hasOwnProperty']) {
    await page.goto('/fr/search/?q=' + encodeURIComponent(q));
    await expect(page.locator(`#nw-search-page ol[data-results][data-query="${q}"]`)).toHaveCount(1, {
      timeout: 15_000,
    });
    await expect(said).toHaveText(
      `Aucun résultat. Aucune page du site ne contient « ${q} » : essayez un mot des règles, comme piste, ville, colon ou arpenteur.`,
    );
    await expect(
      page
        .locator('#nw-search-page')
        .getByRole('list', { name: 'Résultats de la recherche' })
        .locator(':scope > li'),
    ).toHaveCount(0);
  }
  const { dialog } = await openSearch(page, 'arpenteur');
  await dialog.getByRole('searchbox').fill('xqzvy');
  await expect(dialog.locator('[data-said]')).toHaveText(
    /^Aucun résultat\. Aucune page du site ne contient « xqzvy »/,
  );
  await expect(
    dialog.getByRole('list', { name: 'Résultats de la recherche' }).locator(':scope > li'),
  ).toHaveCount(0);
});

test('the French pages have their own OpenSearch description and vocabulary', async ({ request }) => {
  const xml = await (await request.get('/fr/opensearch.xml')).text();
  expect(xml).toContain('/fr/search/?q={searchTerms}');
  const fr = (await (await request.get('/fr/search-words.json')).json()) as { pages: number; words: string };
  expect(fr.words).toMatch(/(^| )arpenteur:\d+/);
  const en = (await (await request.get('/search-words.json')).json()) as { pages: number; words: string };
  expect(en.words).not.toMatch(/(^| )arpenteur:\d+/);
  expect(en.words).toMatch(/(^| )surveyor:\d+/);
});

test("French search keeps each game's words: « voleur » and « pion » stay The Discovery's, a game named comes first", async ({
  page,
}) => {
  const box = page.locator('#nw-search-page').getByRole('searchbox');
  const said = page.locator('#nw-search-page [data-said]');
  const first = page
    .getByRole('list', { name: 'Résultats de la recherche' })
    .locator(':scope > li')
    .first()
    .locator('a')
    .first();
  const ask = async (q: string) => {
    await box.fill(q);
    await expect(page.locator(`#nw-search-page ol[data-results][data-query="${q}"]`)).toHaveCount(1, {
      timeout: 20_000,
    });
  };
  await page.goto(
    '/fr/search/?q=' + encodeURIComponent('le voleur compte les villes des plaines voisines ?'),
  );
  // No game named: « voleur » is searched as typed and as New World's « brigand », and said so; The Discovery's page first.
  await expect(first).toHaveAttribute('href', '/fr/related/the-discovery/', { timeout: 20_000 });
  await expect(said).toContainText('Mots cherchés : voleur, compte');
  await expect(said).toContainText('aussi avec les mots de New World (voleur → brigand)');
  // « nouveau monde » is The Discovery's French title: « pion » is searched as typed only.
  await ask('comment reprendre un pion dans nouveau monde');
  await expect(said).toContainText('Nouveau monde (The Discovery) en premier');
  await expect(said).not.toContainText('colon');
  await expect(first).toHaveAttribute('href', '/fr/related/the-discovery/');
  // New World named: its words.
  await ask('peut-on poser un pion sur une route déjà occupée dans new world');
  await expect(said).toContainText('pion → colon');
  await expect(said).toContainText('New World en premier');
  await expect(first).toHaveAttribute('href', '/fr/rulings/occupied-feature/');
});

test("French excerpts show no source mark's number glued to a word, nor a page's hidden list of players' words", async ({
  page,
}) => {
  const excerpts = page.locator('#nw-search-page ol[data-results] > li .nw-result-excerpt');
  for (const [i, q] of [
    'poser un pion et en reprendre un dans le même tour',
    "à quoi sert le tableau d'évaluation",
    'combien de colons a chaque joueur',
    'qui gagne une ville quand deux joueurs y ont des chevaliers',
  ].entries()) {
    if (i === 0) await page.goto('/fr/search/?q=' + encodeURIComponent(q));
    else await page.locator('#nw-search-page').getByRole('searchbox').fill(q);
    await expect(page.locator(`#nw-search-page ol[data-results][data-query="${q}"]`)).toHaveCount(1, {
      timeout: 20_000,
    });
    const texts = await excerpts.allTextContents();
    expect(texts.length, q).toBeGreaterThan(0);
    for (const t of texts) {
      // A source mark's number read with the word before it: « commence7. », « colons1 ».
      expect(t, q).not.toMatch(/\p{Ll}\d+(?=[\s.,;:!?)]|$)/u);
      // The players' words every page holding « points » lists (« point pts pt »), or a meeple's (« meeple meeples partisan »).
      expect(t, q).not.toMatch(/\bpts pt\b|meeple meeples/);
    }
  }
});
