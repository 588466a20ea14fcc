/**
 * The question set: questions worded as players ask them at the table, about the four games,
 * typos included, each with the page that must come first on the search page (/search/?q=…).
 * At least 90% of them must pass (issue 15); the figure and the misses are written to
 * test-results/questions.json and given in the README.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { expect, test } from './reused';
import { askAll } from './ask';

const QUESTIONS = JSON.parse(readFileSync(new URL('questions.json', import.meta.url), 'utf8')) as [
  string,
  string,
][];
const REQUIRED = Math.ceil(QUESTIONS.length * 0.9);

test(`the question set: at least 90% of the questions bring the right page first`, async ({ page }, info) => {
  test.setTimeout(600_000);
  expect(QUESTIONS.length).toBeGreaterThanOrEqual(80);
  const base = new URL(info.project.use.baseURL!).pathname.replace(/\/?$/, '/');
  const outcome = await askAll(page, {
    questions: QUESTIONS,
    prefix: '',
    said: /Searched for|No word/,
    base,
  });
  // The list the answers were read from is the one named for assistive technology.
  await expect(page.getByRole('list', { name: 'Search results' })).toHaveCount(1);
  const passed = outcome.filter((o) => o.ok).length;
  mkdirSync('test-results', { recursive: true });
  writeFileSync(
    `test-results/questions${info.project.name === 'chromium' ? '' : `-${info.project.name}`}.json`,
    JSON.stringify(
      { passed, total: outcome.length, required: REQUIRED, failed: outcome.filter((o) => !o.ok) },
      null,
      2,
    ),
  );
  console.log(
    `question set: ${passed} of ${outcome.length} bring the right page first (at least ${REQUIRED} required)`,
  );
  for (const o of outcome.filter((x) => !x.ok))
    console.log(`  ✗ "${o.question}": expected ${o.expected}, got ${o.first}`);
  expect(passed).toBeGreaterThanOrEqual(REQUIRED);
});
