/**
 * A user's game or tally survives links, files, full storage and other tabs: the keeper (shared
 * by the sandbox and the calculator) keeps every replaced state in the recent list first, says
 * so with an Undo, refuses to replace what it could not keep, and never writes over another
 * tab's change or an unreadable entry it could not copy aside. The sandbox's own reading of
 * records and saved games is tested here too.
 */
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Session } from '@engine/index';
import { encodePayload } from '@lib/io/link-payload';
import { Keeper, type Notice } from '@lib/keep/keeper';
import { RECENT_KEY, recentList } from '@lib/keep/recent';
import {
  gameFromLink,
  gameFromStored,
  blankGame,
  gameKind,
  gameSummary,
  sessionFrom,
  storedGame,
  STORE_KEY,
  type SandboxGame,
} from '@lib/sandbox/sandbox-store';
import {
  blankTally,
  CALC_KEY,
  completeTally,
  readTally,
  renamePlayer,
  tallySummary,
  type Tally,
} from '@lib/calculator/calculator-store';
import { fakeStorage, quotaError, type FakeStorage } from './fake-storage';

const TOWN = JSON.parse(
  readFileSync(new URL('../fixtures/three-tile-town.json', import.meta.url), 'utf8'),
) as Record<string, unknown>;
const NW_TALLY = JSON.parse(
  readFileSync(new URL('../../content/tallies/new-world-tally.json', import.meta.url), 'utf8'),
) as Record<string, unknown>;

/** A game saved mid-way: Red and Green, one turn played, the next tile drawn. */
function midGame(): Session {
  const s = Session.create({ players: ['Red', 'Green'], seed: 7 });
  s.draw('K');
  s.setRotation(0);
  s.place({ col: 1, row: 2 });
  s.confirm();
  s.draw();
  return s;
}

/** A page showing sandbox games, as the island does, with what it was told. */
function sandboxPage() {
  const page = {
    game: null as SandboxGame | null,
    notices: [] as (Notice | null)[],
    said: [] as string[],
    pending: false,
  };
  const keeper = new Keeper<SandboxGame>({
    key: STORE_KEY,
    kind: 'game',
    noun: 'game',
    hashKey: 'record',
    fromStored: gameFromStored,
    fromLink: gameFromLink,
    toStored: storedGame,
    identity: (g) => g.session.save(),
    summary: gameSummary,
    kindOf: gameKind,
    blank: blankGame,
    current: () => page.game,
    show: (g, say) => {
      page.game = g;
      page.said.push(say);
      keeper.save();
    },
    notice: (n) => page.notices.push(n),
    pending: () => page.pending,
  });
  return { page, keeper, last: () => page.notices[page.notices.length - 1] };
}

/** The same for calculator tallies. */
function calculatorPage() {
  const page = { tally: null as Tally | null, notices: [] as (Notice | null)[] };
  const keeper = new Keeper<Tally>({
    key: CALC_KEY,
    kind: 'tally',
    noun: 'tally',
    hashKey: 'tally',
    fromStored: readTally,
    fromLink: readTally,
    toStored: (t) => t,
    summary: tallySummary,
    blank: blankTally,
    current: () => page.tally,
    show: (t) => {
      page.tally = t;
      keeper.save();
    },
    notice: (n) => page.notices.push(n),
    pending: () => false,
  });
  return { page, keeper, last: () => page.notices[page.notices.length - 1] };
}

let ls: FakeStorage;
beforeEach(() => {
  ls = fakeStorage();
  vi.stubGlobal('localStorage', ls);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const savedText = (s: Session, colours: Record<string, string> = { Red: 'Red', Green: 'Green' }) =>
  JSON.stringify({ record: s.save(), colours });

describe('opening the sandbox: link, saved game, nothing', () => {
  it("a link replaces the saved game only after keeping it in the recent list; Undo brings it back and keeps the link's", async () => {
    const saved = midGame();
    ls.map.set(STORE_KEY, savedText(saved));
    const { page, keeper, last } = sandboxPage();
    const o = await keeper.open(`#record=${await encodePayload(TOWN)}`);
    expect(o.from).toBe('link');
    expect(o.state!.session.scores).toEqual({ Red: 8, Blue: 0 });
    expect(last()!.text).toBe('Opened the game from the link. Your previous game is kept in Recent games.');
    const recent = recentList('game');
    expect(recent).toHaveLength(1);
    expect(recent[0]).toMatchObject({
      game: 'Carcassonne: New World',
      why: 'replaced by a link',
      players: [{ name: 'Red' }, { name: 'Green' }],
    });
    expect((recent[0].data as { record: unknown }).record).toEqual(saved.save());
    // The page shows the link's game; Undo goes back to the saved one.
    page.game = o.state;
    last()!
      .actions.find((a) => a.label === 'Undo')!
      .run();
    await vi.waitFor(() => expect(page.game!.session.save()).toEqual(saved.save()));
    expect(page.game!.colours).toEqual({ Red: 'Red', Green: 'Green' });
    expect(
      recentList('game').map((e) => (e.data as { record: { players: string[] } }).record.players),
    ).toEqual([
      ['Red', 'Blue'],
      ['Red', 'Green'],
    ]);
    expect(JSON.parse(ls.map.get(STORE_KEY)!).record).toEqual(saved.save());
  });

  it("the saved game's own link (a reload): the saved game with its colours, nothing kept, no message", async () => {
    const saved = midGame();
    ls.map.set(STORE_KEY, savedText(saved, { Red: 'Blue', Green: 'Green' }));
    const { keeper, page } = sandboxPage();
    const o = await keeper.open(`#record=${await encodePayload(saved.save())}`);
    expect(o.from).toBe('storage');
    expect(o.state!.colours).toEqual({ Red: 'Blue', Green: 'Green' });
    expect(page.notices).toEqual([null]);
    expect(ls.map.has(RECENT_KEY)).toBe(false);
  });

  it('a bad link: the reason, the saved game shown, nothing written', async () => {
    const saved = midGame();
    ls.map.set(STORE_KEY, savedText(saved));
    const { keeper, last } = sandboxPage();
    const o = await keeper.open('#record=abc%20def');
    expect(o.from).toBe('storage');
    expect(o.state!.session.save()).toEqual(saved.save());
    expect(last()).toMatchObject({
      alert: true,
      text:
        'This link is damaged or incomplete, so the game in it could not be opened. ' +
        'Copy the whole link, right to its end, and open it again. Your saved game is unchanged.',
      details: 'the link is not base64url: it holds the character "%"',
    });
    expect(ls.writes).toBe(0);
  });

  it("a link holding JSON that is not a game: the engine's reason, naming the place", async () => {
    const { keeper, last } = sandboxPage();
    const o = await keeper.open(`#record=${await encodePayload({ ...TOWN, players: 'Red' })}`);
    expect(o).toEqual({ state: null, from: 'new' });
    expect(last()!.text).toBe(
      'The game in this link could not be opened: players: must be an array, not "Red". Your saved game is unchanged.',
    );
  });

  it('a link holding an array, a duplicate key or 10,000 nested arrays: a reason with its place', async () => {
    const { keeper, last } = sandboxPage();
    await keeper.open(`#record=${await encodePayload([TOWN])}`);
    expect(last()!.text).toContain('could not be opened: (record): must be an object, not an array.');
    await keeper.open(
      `#record=${Buffer.from('{"format":"new-world-record","format":"x"}').toString('base64url')}`,
    );
    expect(last()!.text).toContain(
      'could not be opened: line 1, column 30: the key "format" appears twice in the same object.',
    );
    await keeper.open(
      `#record=${Buffer.from('['.repeat(10_000) + ']'.repeat(10_000)).toString('base64url')}`,
    );
    expect(last()!.text).toMatch(/could not be opened: line 1, column 65: nested more than 64 levels deep\./);
  });

  it('an empty link, and no link with nothing saved: a new game', async () => {
    const { keeper, last } = sandboxPage();
    expect(await keeper.open('#record=')).toEqual({ state: null, from: 'new' });
    expect(last()).toMatchObject({
      text:
        'This link is damaged or incomplete, so the game in it could not be opened. ' +
        'Copy the whole link, right to its end, and open it again. Your saved game is unchanged.',
      details: 'the link holds nothing after "="',
    });
    expect(await keeper.open('')).toEqual({ state: null, from: 'new' });
    expect(await keeper.open('#view=1')).toEqual({ state: null, from: 'new' });
  });

  it('a saved game with a colour that is not a string, or of no player: that colour is dropped, the game opens', async () => {
    const s = midGame();
    ls.map.set(
      STORE_KEY,
      JSON.stringify({ record: s.save(), colours: { Red: 'Red', Green: 5, constructor: 'Blue' } }),
    );
    const o = await sandboxPage().keeper.open('');
    expect(o.from).toBe('storage');
    expect(o.state!.colours).toEqual({ Red: 'Red' });
  });
});

describe('unreadable saved entries are copied aside, honestly', () => {
  it('not JSON: copied to <key>.unreadable, the message names that key, a new game starts', async () => {
    ls.map.set(STORE_KEY, '{"record": {');
    const { keeper, last } = sandboxPage();
    expect(await keeper.open('')).toEqual({ state: null, from: 'new' });
    expect(last()!.text).toMatch(
      /^The game saved in this browser could not be restored: it is not valid JSON \(.+\)\. A copy is kept aside \(under nwc\.sandbox\.v1\.unreadable in this browser's storage\)/,
    );
    expect(ls.map.get(`${STORE_KEY}.unreadable`)).toBe('{"record": {');
    expect(last()!.actions.map((a) => a.label)).toEqual(['Download it']);
  });

  it('JSON that is not a saved game, and a broken record: the reasons', async () => {
    ls.map.set(STORE_KEY, '{"players":["Red"]}');
    const { keeper, last } = sandboxPage();
    await keeper.open('');
    expect(last()!.text).toContain('could not be restored: it is not a saved sandbox game.');
    ls.map.set(
      STORE_KEY,
      JSON.stringify({
        record: { ...TOWN, turns: [{ tile: 'nope', col: 1, row: 2, rotation: 0 }] },
        colours: {},
      }),
    );
    await keeper.open('');
    expect(last()!.text).toContain('could not be restored: turns[0].tile: "nope" is not a tile type');
  });

  it('a second unreadable entry goes to <key>.unreadable.2; the first copy is never overwritten', async () => {
    ls.map.set(STORE_KEY, 'second');
    ls.map.set(`${STORE_KEY}.unreadable`, 'first');
    const { keeper, last } = sandboxPage();
    await keeper.open('');
    expect(ls.map.get(`${STORE_KEY}.unreadable`)).toBe('first');
    expect(ls.map.get(`${STORE_KEY}.unreadable.2`)).toBe('second');
    expect(last()!.text).toContain('under nwc.sandbox.v1.unreadable.2');
  });

  it('storage full: the copy cannot be made, the page says so and does not save over the entry until it is discarded', async () => {
    ls.map.set(STORE_KEY, 'x'.repeat(50));
    ls.refuse = quotaError();
    const { keeper, page, last } = sandboxPage();
    await keeper.open('');
    expect(ls.map.has(`${STORE_KEY}.unreadable`)).toBe(false);
    expect(last()!.text).toContain('It could not be copied aside either');
    expect(last()!.actions.map((a) => a.label)).toEqual(['Download it', 'Discard it']);
    ls.refuse = null;
    page.game = { session: midGame(), colours: {} };
    expect(keeper.save()).toMatch(/could not be read, nor copied aside/);
    expect(ls.map.get(STORE_KEY)).toBe('x'.repeat(50));
    last()!
      .actions.find((a) => a.label === 'Discard it')!
      .run();
    expect(JSON.parse(ls.map.get(STORE_KEY)!).record).toEqual(page.game.session.save());
  });
});

describe('replacing: nothing is lost', () => {
  it('the replaced game is kept, with an Undo; an empty game is not kept', async () => {
    const { keeper, page, last } = sandboxPage();
    page.game = { session: Session.create({ players: ['Red', 'Blue'], seed: 1 }), colours: {} };
    expect(
      await keeper.replace({ session: midGame(), colours: {} }, 'Opened game.json.', 'replaced by a file'),
    ).toBe(true);
    expect(recentList()).toHaveLength(0); // nothing was played in the empty game
    expect(last()!.text).toBe('Opened game.json.');
    expect(
      await keeper.replace(
        { session: await sessionFrom(TOWN), colours: {} },
        'New game.',
        'replaced by a new game',
      ),
    ).toBe(true);
    expect(recentList()).toHaveLength(1);
    expect(last()!.text).toBe('New game. Your previous game is kept in Recent games.');
  });

  it('storage full for the recent list: nothing is replaced, and the notice offers to go ahead', async () => {
    const { keeper, page, last } = sandboxPage();
    const mine = midGame();
    page.game = { session: mine, colours: {} };
    ls.refuseWhen = (k) => k === RECENT_KEY;
    expect(
      await keeper.replace(
        { session: await sessionFrom(TOWN), colours: {} },
        'Opened town.json.',
        'replaced by a file',
      ),
    ).toBe(false);
    expect(page.game.session).toBe(mine);
    expect(last()).toMatchObject({ alert: true });
    expect(last()!.text).toBe(
      "Opened town.json: not done, because your current game could not be kept first (the browser's storage for this site is full). Export it as a file first, or go ahead anyway.",
    );
    last()!.actions[0].run();
    await vi.waitFor(() => expect(page.game!.session.scores).toEqual({ Red: 8, Blue: 0 }));
  });

  it('a link arriving in the open page (hashchange) is kept like a link on load; a bad one changes nothing', async () => {
    const { keeper, page, last } = sandboxPage();
    const mine = midGame();
    page.game = { session: mine, colours: {} };
    await keeper.openHash('#record=%%');
    expect(page.game.session).toBe(mine);
    expect(last()!.text).toContain(
      'This link is damaged or incomplete, so the game in it could not be opened',
    );
    await keeper.openHash(`#record=${await encodePayload(TOWN)}`);
    expect(page.game.session.scores).toEqual({ Red: 8, Blue: 0 });
    expect(recentList('game')).toHaveLength(1);
    expect(last()!.actions.map((a) => a.label)).toEqual(['Undo']);
  });

  it("a notice's Undo acts only on the sheet it was made on: pressed after the sheet changed, it replaces nothing (issue 31)", async () => {
    const { keeper, page, last } = calculatorPage();
    const a = completeTally(NW_TALLY);
    const race = completeTally({
      format: 'race-tally',
      version: 1,
      players: ['Red', 'Blue'],
      neutral: null,
      regions: [],
    });
    page.tally = a;
    await keeper.replace(race, 'Race: a new tally.', 'replaced by another game');
    const undo = last()!.actions.find((x) => x.label === 'Undo')!;
    // The player enters something on the Race sheet; the old notice's Undo, pressed now, leaves it alone.
    const entered = { ...race, scores: { Red: 12 } };
    page.tally = entered;
    undo.run();
    await vi.waitFor(() => expect(last()).toBeNull());
    expect(page.tally).toBe(entered);
  });

  it('reopening a recent tally keeps the current one in its place', async () => {
    const { keeper, page } = calculatorPage();
    const a = completeTally(NW_TALLY);
    const b = completeTally({ ...NW_TALLY, scores: { Red: 1 } });
    page.tally = a;
    await keeper.replace(b, 'Opened b.', 'replaced by a file');
    const [entry] = recentList('tally');
    await keeper.reopen(entry);
    expect(page.tally).toEqual(a);
    expect(recentList('tally').map((e) => (e.data as Tally).scores)).toEqual([b.scores, a.scores]);
  });
});

describe('two tabs', () => {
  it("a save finds another tab's change: it is not overwritten; this tab shows it and keeps its own version", async () => {
    const { keeper, page, last } = calculatorPage();
    const mine = completeTally(NW_TALLY);
    page.tally = mine;
    expect(keeper.save()).toBeNull();
    // The other tab (older) adds a player and saves.
    const theirs = completeTally({ ...NW_TALLY, scores: { Red: 99 } });
    ls.map.set(CALC_KEY, JSON.stringify(theirs));
    // This tab changes its tally, then saves.
    page.tally = completeTally({ ...mine, features: [] });
    expect(keeper.save()).toBeNull();
    await vi.waitFor(() => expect(page.tally).toEqual(theirs));
    expect(JSON.parse(ls.map.get(CALC_KEY)!)).toEqual(theirs);
    expect(recentList('tally')[0]).toMatchObject({ why: 'changed in two tabs at once' });
    expect(last()!.text).toContain('changed in another tab at the same time');
    // Undo brings this tab's version back (the other one is kept in turn).
    last()!.actions[0].run();
    await vi.waitFor(() => expect(page.tally!.features).toEqual([]));
    expect(JSON.parse(ls.map.get(CALC_KEY)!).features).toEqual([]);
  });
});

describe('tallies the command line scores open in the calculator', () => {
  it('missing lists and maps are filled in empty, bad colours dropped, scores unchanged', () => {
    const t = completeTally({
      format: 'race-tally',
      version: 1,
      players: ['Red', 'Blue'],
      regions: [{ kind: 'island', name: 'I', primary: 6, secondary: 3, full: true, scored: false }],
      final: true,
      colours: { Red: 5, Blue: 'Blue' },
    });
    expect(t).toMatchObject({
      regions: [{ markers: {} }],
      hands: {},
      neutral: null,
      scores: {},
      colours: { Blue: 'Blue' },
    });
    expect(
      completeTally({ format: 'new-world-tally', version: 1, players: ['Red'], colours: { Red: 5 } }),
    ).toEqual({ format: 'new-world-tally', version: 1, players: ['Red'], features: [], scores: {} });
    expect(completeTally({ format: 'discovery-tally', version: 1, players: ['Red', 'Blue'] })).toMatchObject({
      figures: [],
      final: false,
    });
  });

  it('renaming a player to __proto__ or constructor keeps every count (the totals follow the name)', () => {
    for (const odd of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      const before = tallySummary(completeTally(NW_TALLY)).players.map((p) => p.score);
      const renamed = completeTally(renamePlayer(NW_TALLY, 'Red', odd));
      const after = tallySummary(renamed).players;
      expect(after.map((p) => p.score)).toEqual(before);
      expect(after[0].name).toBe(odd);
    }
  });
});

describe('one size limit for every screen', () => {
  it("the pages' limit is the engine's (the command line's)", async () => {
    const { MAX_INPUT_BYTES } = await import('@engine/core/json-text');
    const sizes = await import('@lib/io/sizes');
    expect(sizes.MAX_INPUT_BYTES).toBe(MAX_INPUT_BYTES);
    expect(sizes.megabytes(20 * 1_048_576)).toBe('20.0 MB');
  });
});
