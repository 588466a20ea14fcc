/**
 * Refusals in a player's words (src/lib/refusals.ts): every refused worked example, New World and
 * The Discovery, told as the turn, the player, what they tried and why, with none of the engine's
 * codes (`turns[0]`, `(3, 2)`, `N edge`, `town-cap`); placement refusals say which side meets what
 * on which neighbour, read off the table. The engine's own message is left as it is.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EngineError, Session } from '@engine/index';
import { explainRefusal, spotWords, tileWords } from '@lib/sandbox/refusals';

const DIR = new URL('../../content/examples/', import.meta.url);
const read = (file: string) =>
  JSON.parse(readFileSync(new URL(file, DIR), 'utf8')) as Record<string, unknown>;
const files = readdirSync(DIR, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.json'))
  .sort();

/** The engine's refusal of a record, or null when it plays. */
function refusalOf(record: Record<string, unknown>): EngineError | null {
  try {
    Session.load(record);
    return null;
  } catch (e) {
    if (e instanceof EngineError) return e;
    throw e;
  }
}

/** Words a player should never have to read. */
const CODES = [
  /turns\[/,
  /\(-?\d+, -?\d+\)/,
  /\b[NESW] edge\b/,
  /\b(?:Nw|Ne|En|Es|Se|Sw|Ws|Wn)\b/,
  /°:/,
  /\b[a-z]+-[a-z]+(?:-[a-z]+)*\b(?! clockwise)/,
  /\bengine\b/,
  /\bsegment\b/,
  /\bundefined\b|\bnull\b/,
];
function expectPlain(text: string) {
  for (const code of CODES) expect(text, `${code} in: ${text}`).not.toMatch(code);
}

const refused = files.filter((f) => /refused/.test(f) || (read(f).expect as { error?: unknown }).error);

describe('every refused example, told for players', () => {
  it('finds the refused examples of both games', () => {
    expect(refused.length).toBeGreaterThanOrEqual(8);
    expect(refused.filter((f) => f.startsWith('discovery/')).length).toBeGreaterThanOrEqual(2);
  });

  for (const file of refused) {
    it(file, () => {
      const record = read(file);
      const error = refusalOf(record);
      expect(error, `${file} is refused by the engine`).not.toBeNull();
      // The engine's message is untouched: it still says what the record expects.
      const x = (record.expect as { error: { path: string; contains: string } }).error;
      expect(error!.message.startsWith(x.path)).toBe(true);
      expect(error!.message).toContain(x.contains);

      const r = explainRefusal(error!, record);
      const players = record.players as string[];
      expect(r.turn).toBe(1);
      expect(players).toContain(r.player);
      expect(r.tried).toMatch(new RegExp(`^Turn 1: ${r.player} (tries to|lays) `));
      expect(r.why).toMatch(/^[A-Z].*\.$/);
      expect(r.text).toBe(`${r.tried} ${r.why}`);
      expectPlain(r.text);
      // The message string gives the same sentence as the error object when the engine gives its reason in English
      // alone; a reason given as data (error.why) is worded from the error, never re-read from its English.
      if (!error!.why) expect(explainRefusal(error!.message, record)).toEqual(r);
      else expect(explainRefusal(error!.message, record).tried).toBe(r.tried);
    });
  }
});

describe('what each refused example says', () => {
  const say = (file: string) => explainRefusal(refusalOf(read(file))!, read(file)).text;

  it('a plains side against a town: which side, what it meets, on which neighbour', () => {
    expect(say('placement-invalid-edges.json')).toBe(
      'Turn 1: Red tries to lay the meadow tile at column 3, row 2. It cannot go there: its north side shows plains, but the tile to its north (the town cap tile at column 3, row 1) shows a town on the side they would share. Sides that touch must show the same thing (town against town, trail against trail, plains against plains).',
    );
  });
  it('touching only at a corner names the tile at the corner', () => {
    expect(say('placement-corner-only-refused.json')).toBe(
      'Turn 1: Red tries to lay the meadow tile at column 4, row 2. It cannot go there: it would meet the meadow tile at column 3, row 1 only at a corner, and a new tile must share at least one whole side with a tile already on the table.',
    );
  });
  it('the start board’s own column, north and south of it', () => {
    expect(say('placement-east-of-first-column-refused.json')).toMatch(
      /^Turn 1: Red tries to lay the meadow tile at column 0, row -1\. It cannot go there: column 0 is the start board's own column \(here, beyond its northern end\), and land tiles go only to the west of the start board, in column 1 or further west\.$/,
    );
    expect(say('placement-south-of-board-refused.json')).toContain('beyond its southern end');
  });
  it('a shopkeeper in a town someone holds (the replay test reads "this town already holds a settler")', () => {
    expect(say('deploy-shopkeeper-refused.json')).toBe(
      "Turn 1: Blue lays the town cap tile at column 3, row 2 and tries to put a shopkeeper on its north side. The shopkeeper cannot go there: this town already holds a settler (Red's shopkeeper on the tile at column 3, row 1), and a new settler may only join a town that nobody holds yet, however far it reaches.",
    );
  });
  it('a trapper on plains someone holds, on half a side', () => {
    expect(say('deploy-trapper-large-plains-refused.json')).toBe(
      "Turn 1: Blue lays the town cap trail bend tile at column 3, row 2 and tries to put a trapper on the north half of its east side. The trapper cannot go there: these plains already hold a settler (Red's trapper on the tile at column 2, row 2), and a new settler may only join plains that nobody holds yet, however far they reach.",
    );
  });
  it('The Discovery: a sailor on a sea someone holds', () => {
    expect(say('discovery/deploy-sailor-refused.json')).toBe(
      "Turn 1: Red lays the plains mountain sea tile at x 1, y 0 and tries to put a sailor on its west side. The sailor cannot go there: the sea this tile continues already holds a figure (Blue's sailor on the tile at x 0, y 0), and a figure may only go on a region that nobody holds yet, however far away the other figure stands.",
    );
  });
  it('The Discovery: a figure put down and one taken back in the same turn', () => {
    expect(say('discovery/deploy-and-withdraw-refused.json')).toBe(
      'Turn 1: Red lays the all plains tile at x 6, y 0, puts a figure on its north side and also tries to take back their figure from the tile at x 0, y 0. In one turn a player either puts a figure down or takes one back to score it, never both.',
    );
  });
});

describe('other refusals', () => {
  const game = (turns: unknown[], extra: Record<string, unknown> = {}) => ({
    format: 'new-world-record',
    version: 1,
    players: ['Red', 'Blue'],
    ...extra,
    turns,
  });
  const say = (record: Record<string, unknown>) => explainRefusal(refusalOf(record)!, record);

  it('every side that clashes is named, a start space by its row and town', () => {
    const base = read('placement-invalid-edges.json');
    const two = {
      ...base,
      setup: {
        placed: [
          { tile: 'town-cap', col: 3, row: 1, rotation: 180 },
          { tile: 'town-cap', col: 2, row: 2, rotation: 270 },
        ],
      },
    };
    const r = say(two);
    expect(r.why).toContain(
      'its north side shows plains, but the tile to its north (the town cap tile at column 3, row 1) shows a town',
    );
    expect(r.why).toContain(
      '; and its east side shows plains, but the tile to its east (the town cap tile at column 2, row 2) shows a town',
    );
    expect(say(game([{ tile: 'K', col: 1, row: 4, rotation: 0 }])).why).toContain(
      'its east side shows a trail, but the start space to its east (row 4, New York) shows a town',
    );
  });
  it('a later turn names its number and its player, and the tile turned', () => {
    const r = say(
      game([
        { tile: 'K', col: 1, row: 2, rotation: 0 },
        { tile: 'A', col: 1, row: 0, rotation: 90 },
      ]),
    );
    expect(r).toMatchObject({ turn: 2, player: 'Blue' });
    expect(r.tried).toBe('Turn 2: Blue tries to lay tile A at column 1, row 0, turned 90° clockwise.');
    expect(r.why).toContain('the start space to its east (row 0, Plymouth) shows a town');
  });
  it('a square already taken, a column out at sea, a tile that fits but is put aside', () => {
    expect(
      say({
        ...read('placement-invalid-edges.json'),
        turns: [{ tile: 'meadow', col: 3, row: 1, rotation: 0 }],
      }).why,
    ).toBe('It cannot go there: that square already holds the town cap tile.');
    expect(say(game([{ tile: 'K', col: -1, row: 2, rotation: 0 }])).why).toContain(
      'column -1 lies east of the start board, out at sea',
    );
    const r = say(
      game([
        { tile: 'K', col: 1, row: 2, rotation: 0 },
        { tile: 'A', discard: true },
      ]),
    );
    expect(r.tried).toBe('Turn 2: Blue tries to put tile A aside as a tile that fits nowhere.');
    expect(r.why).toMatch(/^It fits somewhere on the table/);
  });
  it('settlers: the wrong role, a trail someone holds, the wrong player', () => {
    expect(
      say(game([{ tile: 'K', col: 1, row: 2, rotation: 0, settler: { at: 'En', role: 'farmer' } }])).why,
    ).toBe('A settler on plains is a trapper, not a farmer.');
    const held = say(
      game([
        { tile: 'K', col: 1, row: 2, rotation: 0, settler: { at: 'E' } },
        { tile: 'K', col: 2, row: 2, rotation: 0, settler: { at: 'E' } },
      ]),
    );
    expect(held.text).toContain(
      "Turn 2: Blue lays tile K at column 2, row 2 and tries to put a settler on its east side. The settler cannot go there: this trail already holds a settler (Red's robber on the tile at column 1, row 2)",
    );
    expect(
      say(game([{ tile: 'K', col: 1, row: 2, rotation: 0, settler: { at: 'N', player: 'Blue' } }])).why,
    ).toBe("It is Red's turn, not Blue's.");
  });
  it('tiles that are not in the game or not drawn', () => {
    expect(say(game([{ tile: 'ZZ', col: 1, row: 2, rotation: 0 }])).why).toBe(
      'There is no tile called ZZ in this game.',
    );
    expect(say(game([{ tile: 'start-3', col: 1, row: 2, rotation: 0 }])).why).toMatch(
      /^Start spaces are printed on the board/,
    );
    expect(
      say(
        game([
          { tile: 'E', col: 1, row: 0, rotation: 0 },
          { tile: 'E', col: 1, row: 9, rotation: 0 },
        ]),
      ).why,
    ).toBe('No copy of tile E is left to draw: every one is already on the table.');
  });
  it('a turn written wrongly says so, and a record that cannot be set up says that', () => {
    expect(say(game([{ tile: 'K', col: 1, row: 2, rotation: 45 }])).why).toBe(
      'This turn is not written in a way the rules can read (its rotation must be 0, 90, 180 or 270, not 45).',
    );
    const setup = say(game([], { setup: { placed: [{ tile: 'K', col: 0, row: 4 }] } }));
    expect(setup.turn).toBeUndefined();
    expect(setup.tried).toBe('This game cannot be set up as written.');
  });
});

describe('words', () => {
  it('places on a tile and tile names', () => {
    expect(['N', 'E', 'S', 'W', 'C', 'En', 'Sw'].map(spotWords)).toEqual([
      'its north side',
      'its east side',
      'its south side',
      'its west side',
      'its centre',
      'the north half of its east side',
      'the west half of its south side',
    ]);
    expect([
      tileWords('K'),
      tileWords('AX'),
      tileWords('D7'),
      tileWords('town-cap'),
      tileWords('start'),
      tileWords('start-9', 'Jamestown'),
    ]).toEqual([
      'tile K',
      'tile AX',
      'tile D7',
      'the town cap tile',
      'the start tile',
      'the start space in row 9 (Jamestown)',
    ]);
  });
});
