/**
 * A French reader sees French only (issue 30, item 4): a missing address under /fr/ gets a French
 * 404 page; the boards drawn on the server (the replays' first paint, before their island
 * hydrates, and for good without JavaScript) use the page's words, so no French page's HTML holds
 * the board's English and a French search for them finds no French page; and a new game or tally
 * on a French page names its players Rouge, Bleu… (Red, Blue… on English pages), each with the
 * colour its name says.
 */
import { readFileSync } from 'node:fs';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, test } from './reused';
import { violations } from './axe';
import { builtPages } from './site';

test.describe('the 404 page', () => {
  test('a missing address under /fr/ answers 404 in French, with French links', async ({ page }) => {
    const res = await page.goto('/fr/pas-de-page-ici/');
    expect(res?.status()).toBe(404);
    const main = page.locator('main');
    await expect(main.getByText('Page introuvable.')).toBeVisible();
    await expect(main.getByText('Page not found.')).toBeHidden();
    for (const [name, href] of [
      ['Accueil', '/fr/'],
      ['Les règles, depuis le début', '/fr/rules/overview/'],
      ['Bac à sable', '/fr/sandbox/'],
      ['Calculateur de score', '/fr/calculator/'],
      ['Chercher dans le site', '/fr/search/'],
    ])
      await expect(main.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    expect(await violations(page)).toEqual([]);
    // The French link is followed to the French home page.
    await main.getByRole('link', { name: 'Accueil', exact: true }).click();
    await expect(page).toHaveURL(/\/fr\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });

  test('the French 404 page itself: French throughout, the language switch on Français', async ({
    page,
    request,
  }) => {
    const res = await page.goto('/fr/404/');
    expect(res?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.locator('main').getByText('Page introuvable.')).toBeVisible();
    await expect(page.locator('starlight-lang-select select').first().locator('option:checked')).toHaveText(
      'Français',
    );
    expect(await violations(page)).toEqual([]);
    // Its HTML holds no English words of the 404 page.
    const html = await (await request.get('/fr/404/')).text();
    expect(html.includes('Page not found')).toBe(false);
  });

  test('a missing English address stays in English', async ({ page }) => {
    const res = await page.goto('/no-such-page/');
    expect(res?.status()).toBe(404);
    const main = page.locator('main');
    await expect(main.getByText('Page not found.')).toBeVisible();
    await expect(main.getByText('Page introuvable.')).toBeHidden();
    await expect(main.getByRole('link', { name: 'Scoring calculator', exact: true })).toHaveAttribute(
      'href',
      '/calculator/',
    );
    expect(await violations(page)).toEqual([]);
  });
});

/** The board's own English words (its buttons, help, marks and tile titles) as they would stand in a page's HTML. */
const BOARD_ENGLISH = [
  /Arrow keys move/,
  /aria-label="Zoom in"/,
  /aria-label="Zoom out"/,
  />Fit</,
  />start</,
  /Start space \d/,
  /Schematic drawing\./,
  /Start tile/,
  />[RBYGK]s</,
];

test.describe('board words in the served HTML', () => {
  test('a French replay drawn on the server speaks French: buttons, help, marks, tile titles, piece letters', async ({
    request,
  }) => {
    for (const path of ['/fr/examples/town-8-points-flag/', '/fr/related/the-discovery/']) {
      const html = await (await request.get(path)).text();
      expect(html.includes('astro-island')).toBe(true);
      expect(BOARD_ENGLISH.filter((re) => re.test(html)).map((re) => `${path}: ${re}`)).toEqual([]);
      expect(html.includes('>Ajuster<') && html.includes('Les flèches parcourent')).toBe(true);
    }
    // The Discovery's start tile says « départ ».
    expect((await (await request.get('/fr/related/the-discovery/')).text()).includes('>départ<')).toBe(true);
    // English pages keep their words.
    const en = await (await request.get('/examples/town-8-points-flag/')).text();
    expect(en.includes('>Fit<') && /Arrow keys move/.test(en)).toBe(true);
  });

  test('no French page holds the board’s English', () => {
    const found: string[] = [];
    for (const [path, html] of builtPages()) {
      if (!path.startsWith('/fr/')) continue;
      for (const re of BOARD_ENGLISH) if (re.test(html)) found.push(`${path}: ${re}`);
    }
    expect(found).toEqual([]);
  });

  test('a French search for "Arrow keys" finds no French page', async ({ page }) => {
    const q = 'Arrow keys';
    await page.goto('/fr/search/?q=' + encodeURIComponent(q));
    await expect(page.locator(`#nw-search-page ol[data-results][data-query="${q}"]`)).toHaveCount(1, {
      timeout: 15_000,
    });
    await expect(
      page
        .locator('#nw-search-page')
        .getByRole('list', { name: 'Résultats de la recherche' })
        .locator(':scope > li'),
    ).toHaveCount(0);
  });
});

/** The JSON of a formats §6 link in the address bar (`#record=…` or `#tally=…`). */
function payload(url: string, key: 'record' | 'tally'): { players: string[] } {
  const m = new RegExp(`#${key}=([A-Za-z0-9_-]+)`).exec(url);
  if (!m) throw new Error(`no #${key}= link in ${url}`);
  return JSON.parse(inflateRawSync(Buffer.from(m[1], 'base64url')).toString('utf8'));
}
const linked = async (page: Page, key: 'record' | 'tally') => {
  await expect(page).toHaveURL(new RegExp(`#${key}=`));
  return payload(page.url(), key);
};

test.describe('players named in the page’s language', () => {
  test('a new sandbox game on a French page: Rouge and Bleu, red and blue; on an English page Red and Blue', async ({
    page,
  }) => {
    await page.goto('/fr/sandbox/');
    const form = page.getByRole('form', { name: 'Nouvelle partie' });
    await expect(form.getByLabel('Nom du joueur 1')).toHaveValue('Rouge');
    await form.getByRole('button', { name: 'Ajouter un joueur' }).click();
    await expect(form.getByLabel('Nom du joueur 3')).toHaveValue('Jaune');
    await form.getByRole('button', { name: 'Commencer' }).click();
    await expect(page.getByText('À Rouge de jouer.')).toBeVisible();
    await expect.poll(async () => (await linked(page, 'record')).players).toEqual(['Rouge', 'Bleu', 'Jaune']);

    await page.goto('/sandbox/');
    const en = page.getByRole('form', { name: 'New game' });
    const again = page.getByRole('button', { name: 'New game' });
    await expect(en.or(again)).toBeVisible();
    if (!(await en.isVisible())) await again.click();
    await expect(en.getByLabel('Name of player 1')).toHaveValue('Red');
    await en.getByRole('button', { name: 'Start' }).click();
    await expect(page.getByText('Red to play.')).toBeVisible();
    await expect.poll(async () => (await linked(page, 'record')).players).toEqual(['Red', 'Blue']);
  });

  test('players named in French get the colours their names say, in a game or a tally opened by link', async ({
    page,
  }) => {
    // Red's shopkeeper on the first tile, the players named Rouge and Bleu (a link carries no colours).
    const record = JSON.parse(
      readFileSync(new URL('../fixtures/three-tile-town.json', import.meta.url), 'utf8'),
    );
    const game = { ...record, players: ['Rouge', 'Bleu'], turns: record.turns.slice(0, 1) };
    delete game.finish;
    await page.goto(`/fr/sandbox/#record=${deflateRawSync(JSON.stringify(game)).toString('base64url')}`);
    const piece = page.locator('.nw-board g.figure path.meeple, svg g.figure path.meeple').first();
    await expect(piece).toHaveAttribute('fill', '#c8102e');
    await expect(page.locator('svg g.figure text').first()).toHaveText('Rm');
    // A tally by link, on an English page: Rouge is red and Bleu blue (not the second colour in the list).
    const tally = { format: 'new-world-tally', version: 1, players: ['Rouge', 'Bleu'], features: [] };
    await page.goto(`/calculator/#tally=${deflateRawSync(JSON.stringify(tally)).toString('base64url')}`);
    await expect(page.getByLabel("Rouge's colour")).toHaveValue('Red');
    await expect(page.getByLabel("Bleu's colour")).toHaveValue('Blue');
  });

  test('a new tally on a French page: Rouge and Bleu in the table and the link, red and blue; on an English page Red and Blue', async ({
    page,
  }) => {
    await page.goto('/fr/calculator/');
    const table = page.getByRole('table', { name: 'Scores' });
    await expect(table.locator('tbody tr').first()).toContainText('Rouge');
    await expect(table).not.toContainText('Red');
    await expect(page.getByLabel('Couleur de Rouge')).toHaveValue('Red');
    await expect(page.getByLabel('Couleur de Bleu')).toHaveValue('Blue');
    await page.getByRole('button', { name: '+ Piste' }).click();
    await page.keyboard.type('3');
    await expect.poll(async () => (await linked(page, 'tally')).players).toEqual(['Rouge', 'Bleu']);

    // The tally is kept in this browser, as given: the English page shows it again. A new one there starts with Red and Blue.
    await page.goto('/calculator/');
    await expect(page.getByRole('table', { name: 'Scores' }).locator('tbody tr').first()).toContainText(
      'Rouge',
    );
    // Cleared from a page without the calculator (leaving the calculator saves its tally again).
    await page.goto('/rules/turn/');
    await page.evaluate(() => localStorage.clear());
    await page.goto('/calculator/');
    const en = page.getByRole('table', { name: 'Scores' });
    await expect(en.locator('tbody tr').first()).toContainText('Red');
    await expect(page.getByLabel("Red's colour")).toHaveValue('Red');
    await expect(page.getByLabel("Blue's colour")).toHaveValue('Blue');
  });
});

test.describe('a link the rules refuse', () => {
  const link = (page: string, key: 'record' | 'tally', value: unknown) =>
    `${page}#${key}=${deflateRawSync(JSON.stringify(value)).toString('base64url')}`;
  /** English words the engine's messages use, which a French sentence never holds. */
  const ENGLISH = /\b(the|must|cannot|tile|turned|touches|placed|edge|not|is|of)\b|turns\[|hands\./;
  /** A game whose second turn lays a tile where nothing touches it (turns[1], as tool builders read it). */
  function refusedGame() {
    const record = JSON.parse(
      readFileSync(new URL('../fixtures/three-tile-town.json', import.meta.url), 'utf8'),
    );
    const second = record.turns[1];
    const game = { ...record, turns: [record.turns[0], { tile: second.tile, col: 3, row: 1 }] };
    delete game.finish;
    return game;
  }
  const race = { format: 'race-tally', version: 1, players: ['Rouge', 'Bleu'], hands: { Rouge: { lap: 7 } } };

  test('a refused game opened by link on a French page: a French sentence, the engine’s words for tool builders apart', async ({
    page,
  }) => {
    await page.goto(link('/fr/sandbox/', 'record', refusedGame()));
    const alert = page.getByRole('alert').filter({ hasText: 'de ce lien' });
    await expect(alert).toContainText('La partie de ce lien n’a pas pu être ouverte : au tour 2, la tuile');
    await expect(alert).toContainText('ne peut pas aller en colonne 3, rangée 1');
    const sentence = await alert.locator('p').first().innerText();
    expect(sentence).not.toMatch(ENGLISH);
    // The engine's own words, for tool builders, in a disclosure.
    const details = alert.locator('details');
    await expect(details.locator('summary')).toHaveText('Pour les développeurs d’outils');
    await details.locator('summary').click();
    await expect(details.locator('code')).toContainText('turns[1]: tile');
    expect(await violations(page)).toEqual([]);
  });

  test('a refused Race tally opened by link on a French page: a French sentence; the English page keeps its own', async ({
    page,
  }) => {
    await page.goto(link('/fr/calculator/', 'tally', race));
    const alert = page.getByRole('alert').filter({ hasText: 'de ce lien' });
    await expect(alert).toContainText(
      'Le relevé de ce lien n’a pas pu être ouvert : une valeur doit valoir 0, 50 ou 100',
    );
    expect(await alert.locator('p').first().innerText()).not.toMatch(ENGLISH);
    await alert.locator('details summary').click();
    await expect(alert.locator('details code')).toHaveText(/^hands\.Rouge\.lap: must be 0, 50 or 100/);

    await page.goto(
      link('/calculator/', 'tally', { ...race, players: ['Red', 'Blue'], hands: { Red: { lap: 7 } } }),
    );
    const en = page.getByRole('alert').filter({ hasText: 'in this link' });
    await expect(en).toContainText(
      'The tally in this link could not be opened: hands.Red.lap: must be 0, 50 or 100',
    );
    await expect(en.locator('details')).toHaveCount(0);
  });
});
