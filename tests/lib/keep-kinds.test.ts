/**
 * Issue 29: one keeper for everything a player makes. One definition of "worth keeping" (anything
 * the player entered: a set-up position, a Race card, a Conquest figure, a drawn tile), a recent
 * list per kind where no kind pushes out another, and links the page cannot read said so.
 * Each test here failed before the change (say which in the closing note).
 */
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Session } from '@engine/index';
import { Keeper, canonical, type Notice } from '@lib/keep/keeper';
import { keepRecent, recentList, RECENT_MAX } from '@lib/keep/recent';
import { strayLink } from '@lib/io/hash';
import {
  blankGame,
  gameFromStored,
  gameKind,
  gameSummary,
  gameFromLink,
  storedGame,
  sessionFrom,
  STORE_KEY,
  type SandboxGame,
} from '@lib/sandbox/sandbox-store';
import {
  blankTally,
  CALC_KEY,
  completeTally,
  readTally,
  tallySummary,
  type Tally,
} from '@lib/calculator/calculator-store';
import { emptyTally } from '@lib/calculator/tally-score';
import { keepingProgress } from '@lib/learn/lesson-keeping';
import { NOT_BEGUN, progressKey, type LessonProgress } from '@lib/learn/progress';
import { fakeStorage, type FakeStorage } from './fake-storage';

const TOWN = JSON.parse(
  readFileSync(new URL('../fixtures/three-tile-town.json', import.meta.url), 'utf8'),
) as Record<string, unknown>;

let ls: FakeStorage;
beforeEach(() => {
  ls = fakeStorage();
  vi.stubGlobal('localStorage', ls);
  vi.stubGlobal('location', { hash: '', search: '', pathname: '/sandbox/' });
  vi.stubGlobal('history', { replaceState: () => {} });
});
afterEach(() => vi.unstubAllGlobals());

function page<T>(
  spec: Omit<ConstructorParameters<typeof Keeper<T>>[0], 'current' | 'show' | 'notice' | 'pending'>,
) {
  const p = { state: null as T | null, notices: [] as (Notice | null)[] };
  const keeper: Keeper<T> = new Keeper<T>({
    ...spec,
    current: () => p.state,
    show: (s) => {
      p.state = s;
      keeper.save();
    },
    notice: (n) => p.notices.push(n),
    pending: () => false,
  });
  return { p, keeper, last: () => p.notices[p.notices.length - 1] };
}
const games = () =>
  page<SandboxGame>({
    key: STORE_KEY,
    kind: 'game',
    kindOf: gameKind,
    noun: 'game',
    hashKey: 'record',
    fromStored: gameFromStored,
    fromLink: gameFromLink,
    toStored: storedGame,
    identity: (g) => g.session.save(),
    summary: gameSummary,
    blank: blankGame,
  });
const tallies = () =>
  page<Tally>({
    key: CALC_KEY,
    kind: 'tally',
    noun: 'tally',
    hashKey: 'tally',
    fromStored: readTally,
    fromLink: readTally,
    toStored: (t) => t,
    summary: tallySummary,
    blank: blankTally,
  });

/** A set-up position as the set-up editor makes it: one tile and Red's 12 points, no turn played. */
const SETUP = {
  format: 'new-world-record',
  version: 1,
  ruleset: 'new-world',
  players: ['Red', 'Blue'],
  setup: { placed: [], surveyors: [0, 0], scores: { Red: 12, Blue: 0 } },
  turns: [],
};

describe('worth keeping: anything the player entered (finding 3, 5)', () => {
  it('a set-up position with no turn played is kept when "New game" replaces it, as a set-up position', async () => {
    const { p, keeper } = games();
    p.state = { session: await sessionFrom(SETUP), colours: {} };
    expect(
      await keeper.replace(
        { session: Session.create({ players: ['Red', 'Blue'] }), colours: {} },
        'New game.',
        'replaced by a new game',
      ),
    ).toBe(true);
    expect(recentList('setup')).toHaveLength(1);
    expect(recentList('setup')[0].players).toEqual([
      { name: 'Red', score: 12 },
      { name: 'Blue', score: 0 },
    ]);
    expect(recentList('game')).toHaveLength(0);
  });

  it('a drawn tile is something entered; a new game with the same players is not', async () => {
    const s = Session.create({ players: ['Red', 'Blue'], seed: 3 });
    const { keeper } = games();
    expect(keeper.worthKeeping({ session: s, colours: {} })).toBe(false);
    s.draw('K');
    expect(keeper.worthKeeping({ session: s, colours: {} })).toBe(true);
    expect(keeper.worthKeeping({ session: await sessionFrom(TOWN), colours: {} })).toBe(true);
  });

  it("a Race tally entered only through the players' cards (Red 111, Blue 54) is kept when replaced", async () => {
    const { p, keeper } = tallies();
    const race = completeTally({
      ...emptyTally('race-tally', ['Red', 'Blue']),
      hands: { Red: { lap: 100, bonus: 5, cards: 6 }, Blue: { lap: 50, bonus: 0, cards: 4 } },
    });
    const blank = blankTally(race);
    expect(keeper.worthKeeping(blank)).toBe(false);
    expect(keeper.worthKeeping(race)).toBe(true);
    p.state = race;
    await keeper.replace(
      completeTally(emptyTally('new-world-tally', ['Red', 'Blue'])),
      'New tally.',
      'replaced by another game',
    );
    expect(recentList('tally')).toHaveLength(1);
    expect(recentList('tally')[0].data).toMatchObject({ format: 'race-tally', hands: { Red: { lap: 100 } } });
  });

  it("a Conquest tally with a nation's figures, and a tally whose only change is the moment, game end", () => {
    const { keeper } = tallies();
    const c = completeTally(emptyTally('conquest-tally', ['Red', 'Blue']));
    expect(keeper.worthKeeping(c)).toBe(false);
    expect(
      keeper.worthKeeping({
        ...c,
        nations: { ...(c.nations as object), Red: { vp: 3, settlements: 0, cities: 0 } },
      }),
    ).toBe(true);
    const nw = completeTally(emptyTally('new-world-tally', ['Red', 'Blue']));
    expect(keeper.worthKeeping({ ...nw, final: true })).toBe(false);
  });

  it('the same things set in another order are the same state', () => {
    expect(canonical({ a: 1, b: { d: [1, { y: 1, x: 2 }], c: 2 } })).toBe(
      canonical({ b: { c: 2, d: [1, { x: 2, y: 1 }] }, a: 1 }),
    );
    expect(canonical({ a: [1, 2] })).not.toBe(canonical({ a: [2, 1] }));
  });
});

describe('a recent list per kind (finding 4)', () => {
  const entry = (kind: 'game' | 'tally' | 'setup' | 'lesson', i: number) => ({
    kind,
    game: 'G',
    players: [{ name: 'Red', score: i }],
    why: 'test',
    data: { i, kind },
  });

  it('opening 25 game links keeps the 20 newest games and every tally', () => {
    for (let i = 0; i < 3; i++) expect(keepRecent(entry('tally', i)).ok).toBe(true);
    for (let i = 0; i < 25; i++) expect(keepRecent(entry('game', i)).ok).toBe(true);
    expect(recentList('tally')).toHaveLength(3);
    expect(recentList('game')).toHaveLength(RECENT_MAX);
    expect(recentList('game')[0].players[0].score).toBe(24);
    expect(RECENT_MAX).toBeGreaterThanOrEqual(20);
  });

  it('each kind keeps its own 20: set-up positions and lesson progress too', () => {
    for (const kind of ['setup', 'lesson', 'tally', 'game'] as const)
      for (let i = 0; i < 22; i++) keepRecent(entry(kind, i));
    for (const kind of ['setup', 'lesson', 'tally', 'game'] as const)
      expect(recentList(kind)).toHaveLength(RECENT_MAX);
    expect(recentList(['game', 'setup'])).toHaveLength(2 * RECENT_MAX);
  });
});

describe('links the page cannot read say what they found (finding 16)', () => {
  it.each([
    ['#tally%3DAAA', '', 'tally', { found: '#tally%3D', key: 'tally', own: true, payload: 'AAA' }],
    ['#TALLY=AAA', '', 'tally', { found: '#TALLY=', key: 'tally', own: true }],
    ['', '?tally=AAA', 'tally', { found: '?tally=', key: 'tally', own: true }],
    ['#tally=AAA', '', 'record', { found: '#tally=', key: 'tally', own: false }],
    ['#record=AAA', '', 'tally', { found: '#record=', key: 'record', own: false }],
  ] as const)('%s%s on the %s page', (hash, search, own, want) => {
    expect(strayLink(hash, search, own)).toMatchObject(want);
  });

  it("the page's own link, or an address with no link: nothing to say", () => {
    expect(strayLink('#tally=AAA', '', 'tally')).toBeNull();
    expect(strayLink('#r-turn-1', '?ref=x', 'tally')).toBeNull();
  });

  it('on open, the notice names what was found and offers to open it where it belongs', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { hash: '#tally=AAAA', search: '', pathname: '/sandbox/', assign });
    const { keeper, last } = games();
    const o = await keeper.open('#tally=AAAA');
    expect(o.from).toBe('new');
    expect(last()).toMatchObject({ alert: true, text: expect.stringContaining('#tally=') });
    expect(last()!.text).toContain('calculator');
    expect(last()!.actions.map((a) => a.label)).toEqual(['Open it in the calculator']);
    last()!.actions[0].run();
    expect(assign).toHaveBeenCalledWith('/calculator/#tally=AAAA');
  });

  it('a key in capitals on its own page: said, and "Open it as a link" opens it', async () => {
    vi.stubGlobal('location', { hash: '#TALLY=x', search: '', pathname: '/calculator/' });
    const { keeper, last } = tallies();
    await keeper.open('#TALLY=x');
    expect(last()!.text).toContain('“#TALLY=…”');
    expect(last()!.actions[0].label).toBe('Open it as a link');
  });
});

describe('lesson progress in two tabs (finding 2)', () => {
  const LESSON = {
    title: 'First tiles',
    steps: new Array(6).fill({}),
    questions: [{}, {}],
  } as unknown as Parameters<typeof keepingProgress>[1];
  function tab() {
    const t = { p: null as LessonProgress | null, notices: [] as (Notice | null)[] };
    const keeper: Keeper<LessonProgress> = new Keeper(
      keepingProgress('first-tiles', LESSON, {
        current: () => t.p,
        show: (p) => {
          t.p = p;
          keeper.save();
        },
        notice: (n) => t.notices.push(n),
        pending: () => false,
      }),
    );
    return { t, keeper };
  }

  it('a tab left at step 0 makes a move: the finished lesson stays, that tab shows it, its own progress is kept', async () => {
    const a = tab();
    const b = tab();
    a.t.p = (await a.keeper.open('')).state ?? NOT_BEGUN;
    b.t.p = (await b.keeper.open('')).state ?? NOT_BEGUN;
    b.t.p = { step: 6, right: [0, 1], answered: [0, 1], done: true };
    expect(b.keeper.save()).toBeNull();
    // Tab A never heard the storage event (a background tab), and moves on.
    a.t.p = { step: 2, right: [], answered: [], done: false };
    expect(a.keeper.save()).toBeNull();
    await vi.waitFor(() => expect(a.t.p).toMatchObject({ done: true, step: 6 }));
    expect(JSON.parse(ls.map.get(progressKey('first-tiles'))!)).toMatchObject({
      step: 6,
      done: true,
      right: [0, 1],
    });
    expect(recentList('lesson')).toHaveLength(1);
    expect(recentList('lesson')[0]).toMatchObject({ game: 'First tiles', data: { step: 2 } });
  });

  it('starting again keeps the progress so far (Undo brings it back); a lesson not begun is not kept', async () => {
    const a = tab();
    a.t.p = (await a.keeper.open('')).state ?? NOT_BEGUN;
    expect(a.keeper.worthKeeping(NOT_BEGUN)).toBe(false);
    a.t.p = { step: 3, right: [], answered: [], done: false };
    a.keeper.save();
    await a.keeper.replace(NOT_BEGUN, 'Started again.', 'started again');
    expect(recentList('lesson')).toHaveLength(1);
    const undo = a.t.notices.at(-1)!.actions.find((x) => x.label === 'Undo')!;
    undo.run();
    await vi.waitFor(() => expect(a.t.p).toMatchObject({ step: 3 }));
  });

  it('an unreadable entry is kept aside, never read as progress', async () => {
    ls.map.set(progressKey('first-tiles'), '{"step":99,"right":[],"answered":[],"done":false}');
    const a = tab();
    const o = await a.keeper.open('');
    expect(o.state).toBeNull();
    expect(a.t.notices.at(-1)!.text).toContain('step: must be a whole number from 0 to 6');
    expect(ls.map.get(`${progressKey('first-tiles')}.unreadable`)).toContain('"step":99');
  });
});
