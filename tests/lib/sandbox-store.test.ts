/**
 * Where the sandbox's game comes from: the link, else the autosave, else a new game. A bad link
 * or a bad saved game gives a message naming the place and never replaces the saved game.
 */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Session } from '@engine/index';
import { encodePayload } from '../../src/lib/link-payload';
import { autosave, linkFor, openSandbox, readFileText, sessionFrom, STORE_KEY } from '../../src/lib/sandbox-store';
import { fakeStorage, quotaError } from './fake-storage';

const TOWN = JSON.parse(readFileSync(new URL('../fixtures/three-tile-town.json', import.meta.url), 'utf8')) as Record<string, unknown>;

/** A game saved mid-way: Red and Green, one turn played, the next tile drawn. */
function savedGame(): { session: Session; text: string } {
  const s = Session.create({ players: ['Red', 'Green'], seed: 7 });
  s.draw('K');
  s.setRotation(0);
  s.place({ col: 1, row: 2 });
  s.confirm();
  s.draw();
  return { session: s, text: JSON.stringify({ record: s.save(), colours: { Red: 'red', Green: 'green' } }) };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('openSandbox', () => {
  it('a good #record= link opens that game (three-tile town: Red 8, Blue 0), ignoring storage', async () => {
    const { text } = savedGame();
    const ls = fakeStorage({ [STORE_KEY]: text });
    vi.stubGlobal('localStorage', ls);
    const o = await openSandbox(`#record=${await encodePayload(TOWN)}`);
    expect(o.from).toBe('link');
    expect(o.messages).toEqual([]);
    expect(o.colours).toEqual({});
    expect(o.session!.players).toEqual(['Red', 'Blue']);
    expect(o.session!.scores).toEqual({ Red: 8, Blue: 0 });
    expect(o.session!.phase).toBe('finished');
    expect(ls.map.get(STORE_KEY)).toBe(text);
    expect(ls.writes).toBe(0);
  });

  it('the link among other hash parameters', async () => {
    const o = await openSandbox(`#view=1&record=${await encodePayload(TOWN)}`);
    expect(o.from).toBe('link');
    expect(o.session!.scores).toEqual({ Red: 8, Blue: 0 });
  });

  it('linkFor gives a hash that opens the same game, mid-turn', async () => {
    const { session } = savedGame();
    const o = await openSandbox(await linkFor(session));
    expect(o.from).toBe('link');
    expect(o.session!.save()).toEqual(session.save());
    expect(o.session!.hand).toEqual(session.hand);
  });

  it('a link that is not base64url: a message with the reason, and the stored game, untouched', async () => {
    const { session, text } = savedGame();
    const ls = fakeStorage({ [STORE_KEY]: text });
    vi.stubGlobal('localStorage', ls);
    const o = await openSandbox('#record=abc%20def');
    expect(o.messages).toEqual([
      'The game in this link could not be opened: the link is not base64url: it holds the character "%". Your saved game is unchanged.',
    ]);
    expect(o.from).toBe('storage');
    expect(o.session!.save()).toEqual(session.save());
    expect(o.colours).toEqual({ Red: 'red', Green: 'green' });
    expect(ls.map.get(STORE_KEY)).toBe(text);
    expect(ls.map.has(`${STORE_KEY}.unreadable`)).toBe(false);
    expect(ls.writes).toBe(0);
  });

  it("a link holding JSON that is not a game: the engine's reason, naming the place", async () => {
    const o = await openSandbox(`#record=${await encodePayload({ ...TOWN, players: 'Red' })}`);
    expect(o.from).toBe('new');
    expect(o.session).toBeNull();
    expect(o.messages).toEqual(['The game in this link could not be opened: players: must be an array, not "Red". Your saved game is unchanged.']);
  });

  it('an empty link: a message, then a new game when nothing is stored', async () => {
    const o = await openSandbox('#record=');
    expect(o.messages).toEqual(['The game in this link could not be opened: the link holds nothing after "=". Your saved game is unchanged.']);
    expect(o).toMatchObject({ session: null, from: 'new' });
  });

  it('no link and a saved game: the saved game with its colours', async () => {
    const { session, text } = savedGame();
    vi.stubGlobal('localStorage', fakeStorage({ [STORE_KEY]: text }));
    const o = await openSandbox('');
    expect(o.from).toBe('storage');
    expect(o.messages).toEqual([]);
    expect(o.session!.save()).toEqual(session.save());
    expect(o.session!.scores).toEqual(session.scores);
    expect(o.colours).toEqual({ Red: 'red', Green: 'green' });
  });

  it('no link and no storage: a new game (session null), no message', async () => {
    expect(await openSandbox('')).toEqual({ session: null, colours: {}, from: 'new', messages: [] });
    expect(await openSandbox('#view=1')).toEqual({ session: null, colours: {}, from: 'new', messages: [] });
  });

  it('a stored entry that is not JSON: a message naming the key it is kept under, and a new game', async () => {
    const ls = fakeStorage({ [STORE_KEY]: '{"record": {' });
    vi.stubGlobal('localStorage', ls);
    const o = await openSandbox('');
    expect(o).toMatchObject({ session: null, from: 'new' });
    expect(o.messages).toHaveLength(1);
    expect(o.messages[0]).toMatch(
      /^The game saved in this browser could not be restored: it is not valid JSON \(.+\)\. It is kept aside \(key nwc\.sandbox\.v1\.unreadable\) and a new game starts\.$/,
    );
    expect(ls.map.get(`${STORE_KEY}.unreadable`)).toBe('{"record": {');
  });

  it('a stored entry that is JSON but not a saved game, and one whose record is broken', async () => {
    const ls = fakeStorage({ [STORE_KEY]: '{"players":["Red"]}' });
    vi.stubGlobal('localStorage', ls);
    expect((await openSandbox('')).messages[0]).toBe(
      'The game saved in this browser could not be restored: it is not a saved sandbox game. It is kept aside (key nwc.sandbox.v1.unreadable) and a new game starts.',
    );
    expect(ls.map.get(`${STORE_KEY}.unreadable`)).toBe('{"players":["Red"]}');

    const broken = JSON.stringify({ record: { ...TOWN, turns: [{ tile: 'nope', col: 1, row: 2, rotation: 0 }] }, colours: {} });
    vi.stubGlobal('localStorage', fakeStorage({ [STORE_KEY]: broken }));
    expect((await openSandbox('')).messages[0]).toContain('could not be restored: turns[0].tile: "nope" is not a tile type');
  });

  it('an earlier unreadable copy is not overwritten by a second bad entry', async () => {
    const ls = fakeStorage({ [STORE_KEY]: 'second', [`${STORE_KEY}.unreadable`]: 'first' });
    vi.stubGlobal('localStorage', ls);
    await openSandbox('');
    expect(ls.map.get(`${STORE_KEY}.unreadable`)).toBe('first');
  });

  it('a saved game with a colour that is not a string: that colour is dropped, the game opens', async () => {
    const { session } = savedGame();
    vi.stubGlobal('localStorage', fakeStorage({ [STORE_KEY]: JSON.stringify({ record: session.save(), colours: { Red: 'red', Green: 5 } }) }));
    const o = await openSandbox('');
    expect(o.from).toBe('storage');
    expect(o.colours).toEqual({ Red: 'red' });
  });
});

describe('autosave', () => {
  it('writes { record, colours } under nwc.sandbox.v1, which openSandbox restores', async () => {
    const ls = fakeStorage();
    vi.stubGlobal('localStorage', ls);
    const { session } = savedGame();
    expect(autosave(session, { Red: 'red' })).toBeNull();
    expect(JSON.parse(ls.map.get(STORE_KEY)!)).toEqual({ record: session.save(), colours: { Red: 'red' } });
    const o = await openSandbox('');
    expect(o.session!.save()).toEqual(session.save());
  });

  it('a full storage: the sentence, and the earlier save kept', () => {
    const ls = fakeStorage({ [STORE_KEY]: 'earlier' });
    ls.refuse = quotaError();
    vi.stubGlobal('localStorage', ls);
    expect(autosave(savedGame().session, {})).toBe('the browser refused to save (QuotaExceededError)');
    expect(ls.map.get(STORE_KEY)).toBe('earlier');
  });
});

describe('sessionFrom', () => {
  it("a record: a session; not a record: an Error with the engine's place and reason", async () => {
    expect((await sessionFrom(TOWN)).scores).toEqual({ Red: 8, Blue: 0 });
    await expect(sessionFrom(5)).rejects.toThrow('(record): must be an object, not 5');
    await expect(sessionFrom({})).rejects.toThrow('format: must be one of "new-world-record", "discovery-record", not undefined');
  });
});

describe('readFileText', () => {
  it('reads JSON, with or without a UTF-8 byte-order mark', async () => {
    expect(readFileText('{"players":["Zoë"]}')).toEqual({ players: ['Zoë'] });
    expect(readFileText('\uFEFF{"players":["Zoë"]}')).toEqual({ players: ['Zoë'] });
    expect((await sessionFrom(readFileText(`\uFEFF${JSON.stringify(TOWN, null, 2)}`))).scores).toEqual({ Red: 8, Blue: 0 });
  });

  it('text that is not JSON: "the file is not valid JSON (…)"', () => {
    expect(() => readFileText('{"players": [')).toThrow(/^the file is not valid JSON \(.+\)$/);
    expect(() => readFileText('')).toThrow(/^the file is not valid JSON/);
  });
});
