// The core's and the session's refusals as data (src/engine/core/refusals.ts,
// src/engine/session/refusals.ts): each code says the command line's English (what `fail()` said
// before), the player's English through its catalog (or null: the tool builders' sentence), and
// French through the French catalog with no English word left. A code added to a union and not
// listed here fails the type check (the tables are keyed by code).
import { describe, expect, it } from 'vitest';
import type { CoreRefusal, Refusal, SessionRefusal } from '@engine/refusals';
import { englishOf } from '@engine/refusals-english';
import { refusalEn } from '@lib/i18n/ui/refusals/index.en';
import { refusalFr } from '@lib/i18n/ui/refusals/index.fr';
import { wordsOf } from '@lib/rulesets/words';

type Case<U extends Refusal> = { [C in U['code']]: [Extract<U, { code: C }>, string] };
const v = (text: string) => ({ kind: 'value', text }) as const;

/** Every core code but the table tallies' (`tally-…`: tests/i18n/tally-words-fr.test.ts). */
const CORE: Case<Exclude<CoreRefusal, { code: `tally-${string}` }>> = {
  'not-object': [
    { area: 'core', code: 'not-object', got: { kind: 'array' } },
    'must be an object, not an array',
  ],
  'not-whole-number': [
    { area: 'core', code: 'not-whole-number', min: 0, max: 9, got: v('1.5') },
    'must be a whole number from 0 to 9, not 1.5',
  ],
  'not-array': [{ area: 'core', code: 'not-array', got: { kind: 'null' } }, 'must be an array, not null'],
  'too-many': [{ area: 'core', code: 'too-many', count: 7, max: 5 }, 'has 7 entries; at most 5 are allowed'],
  'not-bool': [
    { area: 'core', code: 'not-bool', got: { kind: 'text', text: 'yes', cut: false } },
    'must be true or false, not "yes"',
  ],
  'not-one-of': [
    { area: 'core', code: 'not-one-of', values: ['a', 'b'], got: v('3') },
    'must be one of "a", "b", not 3',
  ],
  'no-players': [{ area: 'core', code: 'no-players' }, 'must name at least one player'],
  'not-player-name': [
    { area: 'core', code: 'not-player-name', got: { kind: 'text', text: '', cut: false } },
    'must be a player name (1–40 characters), not ""',
  ],
  'named-twice': [{ area: 'core', code: 'named-twice', name: 'Red' }, '"Red" is named twice'],
  'not-a-player': [
    { area: 'core', code: 'not-a-player', players: ['Red', 'Blue'], got: { kind: 'missing' } },
    'must name one of the players (Red, Blue), not undefined',
  ],
  'not-among-players': [
    { area: 'core', code: 'not-among-players', players: ['Red', 'Blue'] },
    'is not one of the players (Red, Blue)',
  ],
  'too-deep': [{ area: 'core', code: 'too-deep' }, 'is nested too deeply'],
  'not-plain': [
    { area: 'core', code: 'not-plain' },
    'is not plain JSON data: it holds a function or another value that cannot be copied',
  ],
  'not-rotation': [{ area: 'core', code: 'not-rotation', got: v('45') }, 'must be 0, 90, 180 or 270, not 45'],
  'contains-itself': [
    { area: 'core', code: 'contains-itself' },
    'contains itself, so it is not plain JSON data',
  ],
  'nested-deeper': [{ area: 'core', code: 'nested-deeper', max: 64 }, 'nested more than 64 levels deep'],
  'not-option': [
    { area: 'core', code: 'not-option', known: ['ships', 'farms'] },
    'is not a rule option (known: ships, farms)',
  ],
  'start-space': [
    { area: 'core', code: 'start-space' },
    'start spaces are printed on the board and cannot be placed',
  ],
  'start-tile': [
    { area: 'core', code: 'start-tile' },
    'the start tile lies on the table from the beginning and is not drawn',
  ],
  'none-left': [
    { area: 'core', code: 'none-left', tile: 'K', box: 'supply' },
    'no tile K is left in the supply',
  ],
  'game-over': [{ area: 'core', code: 'game-over' }, 'the game is over: the final scoring has been done'],
  'tile-placed': [
    { area: 'core', code: 'tile-placed', next: 'score' },
    'a tile was already placed this turn: score the turn first',
  ],
  'cannot-go': [
    {
      area: 'core',
      code: 'cannot-go',
      tile: 'HP',
      x: 3,
      y: 3,
      rotation: 0,
      why: { area: 'core', code: 'board', text: '(3, 3) touches no placed tile on an edge' },
    },
    'tile HP cannot go at (3, 3) turned 0°: (3, 3) touches no placed tile on an edge',
  ],
  board: [
    { area: 'core', code: 'board', text: 'its N edge (plains) meets trail' },
    'its N edge (plains) meets trail',
  ],
  'file-too-large': [
    { area: 'core', code: 'file-too-large' },
    'the file holds more than 1 MB; a game record or tally is at most 1 MB',
  ],
};

const SESSION: Case<SessionRefusal> = {
  'unknown-ruleset': [
    { area: 'session', code: 'unknown-ruleset', ruleset: 'chess' },
    '"chess" is not a ruleset the session knows',
  ],
  'not-loaded': [
    { area: 'session', code: 'not-loaded', ruleset: 'discovery' },
    '"discovery" is not loaded yet (call loadRuleset first)',
  ],
  'what-if-not-loaded': [
    { area: 'session', code: 'what-if-not-loaded' },
    'the previews are not loaded yet (call loadWhatIf first)',
  ],
  'no-order': [
    { area: 'session', code: 'no-order' },
    'The Discovery has no scoring order to choose: a region scores only when its figure is withdrawn',
  ],
  'no-withdraw': [
    { area: 'session', code: 'no-withdraw' },
    'New World has no withdrawing: settlers go home when their feature scores',
  ],
  'not-text': [
    { area: 'session', code: 'not-text', max: 40, got: v('12') },
    'must be a string of 1–40 characters, not 12',
  ],
  'not-version': [{ area: 'session', code: 'not-version', got: v('2') }, 'must be 1, not 2'],
  'box-empty': [{ area: 'session', code: 'box-empty' }, 'the box is empty'],
  'already-placed': [{ area: 'session', code: 'already-placed' }, 'the tile is already placed this turn'],
  'no-hand': [{ area: 'session', code: 'no-hand' }, 'no tile in hand: draw one first'],
  'place-first': [{ area: 'session', code: 'place-first' }, 'place the tile first'],
  'in-hand': [{ area: 'session', code: 'in-hand', tile: 'K' }, 'a tile (K) is already in hand this turn'],
  'not-tile-type': [
    { area: 'session', code: 'not-tile-type', tile: 'ZZ' },
    '"ZZ" is not a tile type of this game',
  ],
  'turn-in-progress': [{ area: 'session', code: 'turn-in-progress' }, 'finish the turn in progress first'],
};

const CASES: [Refusal, string][] = [...Object.values(CORE), ...Object.values(SESSION)];
const ctx = { ruleset: wordsOf('new-world'), piece: 'settler' };
/** Words that would betray the engine's English on a French page. */
const ENGLISH =
  /\b(the|must|cannot|not|is|are|of|tile|turn|player|players|board|first|already|left|no|nested|deep|file|known|choose|withdrawn|only)\b/i;

describe('the core’s and the session’s refusals', () => {
  it.each(CASES)('%j says the command line’s English', (r, en) => {
    expect(englishOf(r)).toBe(en);
  });

  it.each(CASES)('%j says a player’s English (or leaves it to the tool builders’ sentence)', (r) => {
    const said = refusalEn(r, ctx);
    if (said !== null) expect(said).toMatch(/\w/);
  });

  it.each(CASES)('%j says French through the catalog, with no English word left', (r) => {
    const fr = refusalFr(r, ctx);
    // The values the input held and the allowed ones are shown as written («"a"», true); the rest is French.
    const words = fr.replace(/« [^»]* »|\(options connues : [^)]*\)|true ou false/g, '');
    expect(words).not.toMatch(ENGLISH);
    expect(fr).not.toBe(englishOf(r));
    expect(fr).not.toMatch(/'/); // the typographic apostrophe
  });

  it('says a refused placement with its square in the ruleset’s words and the board’s reason nested', () => {
    expect(refusalFr(CORE['cannot-go'][0], ctx)).toBe(
      'La tuile HP ne peut pas aller en colonne 3, rangée 3 : les règles du plateau ne le permettent pas.',
    );
    expect(
      refusalFr(
        { ...CORE['cannot-go'][0], rotation: 90 },
        { ruleset: wordsOf('discovery'), piece: 'figure' },
      ),
    ).toBe(
      'La tuile HP ne peut pas aller en x 3, y 3, tournée de 90° : les règles du plateau ne le permettent pas.',
    );
  });
});
