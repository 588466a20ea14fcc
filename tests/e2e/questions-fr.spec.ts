/**
 * The French question set: questions worded as French players ask them at the table, about the
 * four games (New World, Nouveau monde / The Discovery, Race, Conquest), accents left out and
 * typos included, each with the French page that must come first on the French search page
 * (/fr/search/?q=…). At least 90% of them must pass, as for the English set (questions.spec.ts);
 * the figure and the misses are written to test-results/questions-fr.json.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { expect, test } from './reused';

const QUESTIONS = JSON.parse(readFileSync(new URL('questions-fr.json', import.meta.url), 'utf8')) as [
  string,
  string,
][];
const REQUIRED = Math.ceil(QUESTIONS.length * 0.9);

test(`the French question set: at least 90% of the questions bring the right French page first`, async ({
  page,
}, info) => {
  test.setTimeout(600_000);
  expect(QUESTIONS.length).toBeGreaterThanOrEqual(40);
  for (const [, expected] of QUESTIONS) expect(expected).toMatch(/^\/fr\//);
  const base = new URL(info.project.use.baseURL!).pathname.replace(/\/?$/, '/');
  const outcome: { question: string; expected: string; first: string | null; ok: boolean }[] = [];
  const list = page.getByRole('list', { name: 'Résultats de la recherche' });
  const box = page.locator('#nw-search-page').getByRole('searchbox');
  for (const [i, [question, expected]] of QUESTIONS.entries()) {
    // The first question arrives by address, as a shared link does; the others are typed into the page's box.
    if (i === 0) await page.goto(`fr/search/?q=${encodeURIComponent(question)}`);
    else await box.fill(question);
    await expect(
      page.locator(`#nw-search-page ol[data-results][data-query="${question.replace(/["\\]/g, '\\$&')}"]`),
    ).toHaveCount(1, { timeout: 20_000 });
    await expect(page.locator('#nw-search-page [data-said]')).toHaveText(/Mots cherchés|Aucun mot/);
    const first = await list
      .locator(':scope > li')
      .first()
      .locator('a')
      .first()
      .getAttribute('href')
      .catch(() => null);
    const path = first ? new URL(first, page.url()).pathname : null;
    outcome.push({ question, expected, first: path, ok: path === base.replace(/\/$/, '') + expected });
  }
  const passed = outcome.filter((o) => o.ok).length;
  mkdirSync('test-results', { recursive: true });
  writeFileSync(
    `test-results/questions-fr${info.project.name === 'chromium' ? '' : `-${info.project.name}`}.json`,
    JSON.stringify(
      { passed, total: outcome.length, required: REQUIRED, failed: outcome.filter((o) => !o.ok) },
      null,
      2,
    ),
  );
  console.log(
    `French question set: ${passed} of ${outcome.length} bring the right page first (at least ${REQUIRED} required)`,
  );
  for (const o of outcome.filter((x) => !x.ok))
    console.log(`  ✗ "${o.question}": expected ${o.expected}, got ${o.first}`);
  expect(passed).toBeGreaterThanOrEqual(REQUIRED);
});
