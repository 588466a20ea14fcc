/**
 * One contract for every screen: whatever the command line (`nw score` / `nw tally`) accepts, the
 * page opens from its link with the same totals; whatever it refuses, the page refuses with the
 * same place and reason. A deterministic corpus of real records and tallies and their mutations
 * (tests/e2e/contract/corpus.ts) is fed to both: records to `/sandbox/#record=…`, tallies to
 * `/calculator/#tally=…`, each as uncompressed base64url JSON (formats §6 accepts it).
 *
 * One test per page and source file; each opens one page and loads its cases one after another,
 * collects every mismatch (with any uncaught page error) and fails listing them all.
 */
import { expect, test } from './reused';
import { buildCorpus, caseUrl, type Case } from './contract/corpus';
import { cliVerdict, type Verdict } from './contract/cli';
import { ErrorWatch, observe, type Seen } from './contract/page';
import { judge, mismatchText, refusalSentence, type Mismatch } from './contract/judge';

/** How long a case may take to show its table or message (a page that hangs costs this). */
const CASE_TIMEOUT = 5_000;
/** How long a table that differs from the command line's totals is given to change. */
const SETTLE = 1_000;

const CORPUS = buildCorpus();
const GROUPS = new Map<string, Case[]>();
for (const c of CORPUS) GROUPS.set(c.group, [...(GROUPS.get(c.group) ?? []), c]);
const INDEX = new Map(CORPUS.map((c, i) => [c.id, i]));

// No trace: it would snapshot every one of the ~185 page loads (the failure message lists every mismatch).
test.use({ reducedMotion: 'reduce', trace: 'off' });

test('the corpus: deterministic, 120–200 cases, unique ids, every case accepted or refused by the command line', () => {
  expect(JSON.stringify(buildCorpus())).toBe(JSON.stringify(CORPUS));
  expect(CORPUS.length).toBeGreaterThanOrEqual(120);
  expect(CORPUS.length).toBeLessThanOrEqual(200);
  expect(new Set(CORPUS.map((c) => c.id)).size).toBe(CORPUS.length);
  const kinds = { sandbox: new Set<string>(), calculator: new Set<string>() };
  for (const c of CORPUS) kinds[c.page].add(cliVerdict(c).kind); // throws on a usage error (exit 2)
  expect([...kinds.sandbox].sort()).toEqual(['accepted', 'refused']);
  expect([...kinds.calculator].sort()).toEqual(['accepted', 'refused']);
});

test('the judge: flags other totals, another reason, the other verdict, a hang, a page error, a stray message', () => {
  const c: Case = { id: 'self/check', page: 'calculator', group: 'self', input: {} };
  const ok: Verdict = {
    kind: 'accepted',
    players: [
      ['Red', 3],
      ['Blue', 0],
    ],
  };
  const no: Verdict = { kind: 'refused', message: 'features[0].tiles: must be a whole number' };
  const seen = (s: Partial<Seen>): Seen => ({ alerts: [], rows: null, stuck: null, errors: [], ...s });
  const kinds = (v: Verdict, s: Seen) => judge(c, v, s).map((m) => m.kind);
  expect(
    kinds(
      ok,
      seen({
        rows: [
          ['Red', 3],
          ['Blue', 0],
        ],
      }),
    ),
  ).toEqual([]);
  expect(
    kinds(
      ok,
      seen({
        rows: [
          ['Red', 3],
          ['Blue', 1],
        ],
      }),
    ),
  ).toEqual(['different totals']);
  expect(
    kinds(
      ok,
      seen({
        rows: [
          ['Blue', 0],
          ['Red', 3],
        ],
      }),
    ),
  ).toEqual(['different totals']);
  expect(kinds(ok, seen({ alerts: ['The tally in this link could not be opened: x.'] }))).toEqual([
    'command line accepts, page refuses',
  ]);
  expect(
    kinds(
      no,
      seen({
        alerts: [`${refusalSentence('calculator', no.message)} Your saved tally is unchanged.`],
        rows: [
          ['Red', 0],
          ['Blue', 0],
        ],
      }),
    ),
  ).toEqual([]);
  expect(
    kinds(no, seen({ alerts: [refusalSentence('calculator', 'features[0]: must be an object')] })),
  ).toEqual(['different reason']);
  expect(kinds(no, seen({ alerts: [refusalSentence('sandbox', no.message)] }))).toEqual(['different reason']);
  expect(kinds(no, seen({ rows: [['Red', 0]] }))).toEqual(['command line refuses, page accepts']);
  expect(kinds(ok, seen({ stuck: 'Opening the calculator…' }))).toEqual([
    'page shows neither Scores nor a message',
  ]);
  expect(kinds(ok, seen({ stuck: '(empty)', errors: ['TypeError: x'] }))).toEqual([
    'page shows neither Scores nor a message',
  ]);
  expect(
    kinds(
      ok,
      seen({
        rows: [
          ['Red', 3],
          ['Blue', 0],
        ],
        errors: ['TypeError: x'],
      }),
    ),
  ).toEqual(['page error']);
  expect(
    kinds(
      ok,
      seen({
        rows: [
          ['Red', 3],
          ['Blue', 0],
        ],
        alerts: ['This tally cannot be scored yet: x'],
      }),
    ),
  ).toEqual(['message beside the Scores']);
  expect(
    kinds(
      { kind: 'accepted', players: [['Red', 'function' as unknown as number]] },
      seen({ rows: [['Red', NaN]] }),
    ),
  ).toEqual(['command line gives a score that is not a number', 'different totals']);
});

for (const [group, cases] of GROUPS) {
  test(`${group}: ${cases.length} cases open as the command line says`, async ({ page }, testInfo) => {
    test.setTimeout(20_000 + cases.length * (CASE_TIMEOUT + SETTLE + 2_000));
    // Nothing saved in this browser at the start of any document: a case never sees the last one's game.
    await page.addInitScript(() => {
      try {
        localStorage.clear();
      } catch {
        /* storage unavailable: nothing to clear */
      }
    });
    const watch = new ErrorWatch(page);
    const mismatches: Mismatch[] = [];
    for (const c of cases) {
      const want = cliVerdict(c);
      const seen = await observe(page, caseUrl(c, INDEX.get(c.id)!), watch, {
        timeout: CASE_TIMEOUT,
        settleMs: SETTLE,
        want: want.kind === 'accepted' ? want.players : null,
      });
      mismatches.push(...judge(c, want, seen));
    }
    await testInfo.attach('mismatches.json', {
      body: JSON.stringify(mismatches, null, 2),
      contentType: 'application/json',
    });
    const byCase = new Set(mismatches.map((m) => m.id)).size;
    expect(
      mismatches.map(mismatchText),
      `${byCase} of ${cases.length} cases differ between the command line and the page:\n${mismatches.map(mismatchText).join('\n')}\n`,
    ).toEqual([]);
  });
}
