/**
 * One contract for every screen: whatever the command line (`nw score` / `nw tally`) accepts, the
 * page opens from its link with the same totals; whatever it refuses, the page refuses with the
 * same place and reason. A deterministic corpus of real records and tallies and their mutations
 * (tests/e2e/contract/corpus.ts) is fed to both: records to `/sandbox/#record=…`, tallies to
 * `/calculator/#tally=…`, each as uncompressed base64url JSON (formats §6 accepts it).
 *
 * One test per page and source file; each opens one page and brings its cases one after another,
 * collects every mismatch (with any uncaught page error) and fails listing them all. A page reads a
 * link the same way whether it comes with the page load or is pasted into the open page (the
 * keeper's `open` and `openHash`, src/lib/keep/: the same decoding and the same reading of the game
 * or tally, `fromLink`, then the same display; a refusal's sentence differs only after the reason,
 * "Your saved tally is unchanged" against "Your tally is unchanged"); the load adds the page's
 * start. So each source's first case comes by page load (nothing saved: the link opened as someone
 * opens it), and on the first source of each page its first refused case too; the others come as
 * a link pasted into that page (contract/page.ts, `Arrival`): a page load costs several times what
 * the case itself does.
 */
import { expect, test } from './reused';
import { buildCorpus, caseUrl, type Case } from './contract/corpus';
import { cliVerdict, type Verdict } from './contract/cli';
import { ErrorWatch, observe, SENTINEL, type Seen, type Sentinel } from './contract/page';
import { judge, mismatchText, refusalSentence, type Mismatch } from './contract/judge';

/** How long a case may take to show its table or message (a page that hangs costs this). */
const CASE_TIMEOUT = 5_000;
/** How long a table that differs from the command line's totals is given to change. */
const SETTLE = 1_000;

const CORPUS = buildCorpus();
const GROUPS = new Map<string, Case[]>();
for (const c of CORPUS) GROUPS.set(c.group, [...(GROUPS.get(c.group) ?? []), c]);
const INDEX = new Map(CORPUS.map((c, i) => [c.id, i]));
/** The first source's group of each page. */
const FIRST_GROUP = {
  sandbox: CORPUS.find((c) => c.page === 'sandbox')!.group,
  calculator: CORPUS.find((c) => c.page === 'calculator')!.group,
};

// No trace: it would snapshot every one of the ~185 cases (the failure message lists every mismatch).
test.use({ reducedMotion: 'reduce', trace: 'off' });

/** The link hash of a case's input. */
const hashOf = (c: Case) => new URL(caseUrl(c, 0), 'http://x').hash;

/**
 * The two placeholder states of a page (contract/page.ts, `Sentinel`): the group's source as it is
 * with its lists of turns or features emptied (a game at its set-up, a tally with nothing in it:
 * the least for the page to draw), else as it is, else the first source of that page that the
 * command line accepts; its first player renamed `Sentinel of the contract 1` or `… 2` everywhere
 * in its text, as the corpus renames players.
 */
function sentinels(first: Case): [Sentinel, Sentinel] {
  const emptied = (c: Case): Case => ({
    ...c,
    input: Object.fromEntries(
      Object.entries(c.input as Record<string, unknown>).map(([k, v]) => [
        k,
        Array.isArray(v) && k !== 'players' && k !== 'tiles' ? [] : v,
      ]),
    ),
  });
  const others = CORPUS.filter((c) => c.page === first.page && c.id.endsWith('/as-is'));
  for (const src of [emptied(first), first, ...others]) {
    const players = (src.input as { players?: unknown }).players;
    if (!Array.isArray(players) || typeof players[0] !== 'string') continue;
    const text = JSON.stringify(src.input);
    const made = [1, 2].map((n) => {
      const name = `${SENTINEL} ${n}`;
      const input = JSON.parse(text.split(JSON.stringify(players[0])).join(JSON.stringify(name))) as unknown;
      return { c: { ...src, input }, name };
    });
    if (made.every((m) => cliVerdict(m.c).kind === 'accepted'))
      return made.map((m) => ({ hash: hashOf(m.c), name: m.name })) as [Sentinel, Sentinel];
  }
  throw new Error(`no source of the ${first.page} to make a placeholder of`);
}

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
    const placeholders = sentinels(cases[0]);
    // A refusal on a page load, once per page (the first source's first refused case).
    let refusedLoaded = cases[0].group !== FIRST_GROUP[cases[0].page];
    for (const [i, c] of cases.entries()) {
      const want = cliVerdict(c);
      // The first case (and on the first source of each page the first refused one) by page load; the others pasted (see the top).
      const load = i === 0 || (want.kind === 'refused' && !refusedLoaded);
      if (load && want.kind === 'refused') refusedLoaded = true;
      const arrival = { url: caseUrl(c, INDEX.get(c.id)!), sentinel: load ? null : placeholders[i % 2] };
      const seen = await observe(page, arrival, watch, {
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
