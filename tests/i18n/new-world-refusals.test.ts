/**
 * New World's refusals as data (src/engine/rulesets/new-world/refusals.ts): every code says the
 * command line's English exactly as the old sentences did (formats §5), and every code has its
 * French (src/lib/i18n/ui/refusals/new-world.fr.ts) with no English left; the French example pages
 * and replays of refused New World examples tell the refusal in French, from the data.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EngineError, Game } from '@engine/index';
import { refusalOf, type NewWorldRefusal } from '@engine/refusals';
import { englishOf } from '@engine/refusals-english';
import { outcome, type ExampleRecord } from '@lib/content/examples';
import { refusalFr } from '@lib/i18n/ui/refusals/index.fr';
import { refusalEn } from '@lib/i18n/ui/refusals/index.en';
import { replayFrames } from '@lib/replay/replay-frames';
import { NEW_WORLD_WORDS } from '@lib/rulesets/new-world-words';
import { explainRefusal } from '@lib/sandbox/refusals';
import { FRENCH_REFUSALS } from '@lib/sandbox/refusal-french';

type Sample<C extends NewWorldRefusal['code']> = [Extract<NewWorldRefusal, { code: C }>, string];
const nw = 'new-world' as const;
const clash = {
  area: nw,
  code: 'edge-clash',
  edge: 'E',
  kind: 'plains',
  neighbour: 'start-4',
  col: 0,
  row: 4,
  theirs: 'town',
} as const;
const column = { area: nw, code: 'west-of-start-board', col: 0, row: 12 } as const;

/** One refusal of every code (the type asks for each; the table tally's, `tally-…`, are tests/i18n/tally-words-fr.test.ts's) and the English the old `fail(…)` calls built for it. */
const SAMPLES: { [C in Exclude<NewWorldRefusal['code'], `tally-${string}`>]: Sample<C> } = {
  'west-of-start-board': [column, 'land tiles go west of the start board, in column 1 or beyond (col 0)'],
  'square-taken': [
    { area: nw, code: 'square-taken', col: 1, row: 3, tile: 'K' },
    '(1, 3) is already taken by tile K',
  ],
  'edge-clash': [clash, 'its E edge (plains) meets the W edge of tile start-4 at (0, 4), which is town'],
  'touches-nothing': [
    { area: nw, code: 'touches-nothing', col: 5, row: 2 },
    '(5, 2) touches no placed tile on an edge',
  ],
  'no-farm': [{ area: nw, code: 'no-farm', tile: 'K' }, 'tile K has no farm in its centre'],
  'edge-faces-sea': [
    { area: nw, code: 'edge-faces-sea', edge: 'E', tile: 'start-3' },
    'the E edge of start-3 faces the sea',
  ],
  'edge-two-plains': [
    { area: nw, code: 'edge-two-plains', edge: 'S', tile: 'D' },
    'the S edge of D has two plains segments: name a half (Se or Sw)',
  ],
  'town-no-halves': [
    { area: nw, code: 'town-no-halves', edge: 'W', tile: 'A' },
    'the W edge of A is a town, which has no halves: name the edge W',
  ],
  'half-faces-sea': [
    { area: nw, code: 'half-faces-sea', half: 'En', tile: 'start-2' },
    'the En half of start-2 has no segment (its edge faces the sea)',
  ],
  'feature-held': [
    { area: nw, code: 'feature-held', feature: 'town', owner: 'Red', role: 'shopkeeper', col: 3, row: 1 },
    "this town already holds a settler (Red's shopkeeper at (3, 1))",
  ],
  'no-settler-left': [
    { area: nw, code: 'no-settler-left', player: 'Blue' },
    'Blue has no settler left in supply',
  ],
  'wrong-role': [
    { area: nw, code: 'wrong-role', feature: 'trail', role: 'robber', asked: 'farmer' },
    'a settler on a trail is a robber, not a farmer',
  ],
  'one-settler-per-turn': [
    { area: nw, code: 'one-settler-per-turn' },
    'only one settler may be deployed per turn',
  ],
  'not-your-turn': [
    { area: nw, code: 'not-your-turn', current: 'Red', player: 'Blue' },
    "it is Red's turn, not Blue's",
  ],
  'place-first': [
    { area: nw, code: 'place-first', step: 'deploy' },
    'place a tile before deploying a settler',
  ],
  'game-finished': [{ area: nw, code: 'game-finished' }, 'the game is already finished'],
  'turn-not-scored': [{ area: nw, code: 'turn-not-scored' }, 'the current turn has not been scored yet'],
  'unknown-tile': [
    { area: nw, code: 'unknown-tile', tile: 'ZZ' },
    '"ZZ" is not a tile type (standard tiles are A–AX)',
  ],
  'none-left': [{ area: nw, code: 'none-left', tile: 'K' }, 'no tile K is left in the supply'],
  'start-space-drawn': [
    { area: nw, code: 'start-space-drawn' },
    'start spaces are printed on the board, not drawn',
  ],
  'start-space-placed': [
    { area: nw, code: 'start-space-placed' },
    'start spaces are printed on the board and cannot be placed',
  ],
  'discard-fits': [
    { area: nw, code: 'discard-fits', tile: 'K' },
    'tile K has a legal place, so it cannot be discarded',
  ],
  'no-tile-there': [{ area: nw, code: 'no-tile-there', col: 4, row: 4 }, 'there is no tile at (4, 4)'],
  'order-not-location': [
    { area: nw, code: 'order-not-location', got: { kind: 'text', text: 'X', cut: false } },
    'is not a location (N, E, S, W, Nw … Wn or C)',
  ],
  'not-completed': [
    { area: nw, code: 'not-completed', feature: 'trail', col: 2, row: 3, at: 'N' },
    'the trail at (2, 3) N was not completed this turn',
  ],
  'listed-twice': [{ area: nw, code: 'listed-twice' }, 'names a feature already listed'],
  'track-surveyor-unused': [
    { area: nw, code: 'track-surveyor-unused' },
    'is only used with the trackSurveyor option (the house rule)',
  ],
  'surveyor-count': [
    { area: nw, code: 'surveyor-count', expected: 2 },
    'needs 2 columns (two surveyors on the board)',
  ],
  'start-space-misfit': [
    { area: nw, code: 'start-space-misfit', tile: 'start-5', why: clash },
    `start space start-5 does not fit the start board: its E edge (plains) meets the W edge of tile start-4 at (0, 4), which is town`,
  ],
  'setup-tile-misplaced': [
    { area: nw, code: 'setup-tile-misplaced', tile: 'K', col: 0, row: 12, why: column },
    'tile K cannot go at (0, 12): land tiles go west of the start board, in column 1 or beyond (col 0)',
  ],
  'must-equal': [
    { area: nw, code: 'must-equal', expected: 'new-world-record', got: { kind: 'value', text: '3' } },
    'must be "new-world-record", not 3',
  ],
  'not-tile-id': [
    { area: nw, code: 'not-tile-id', got: { kind: 'missing' } },
    "must be a tile id (a letter A–AX or a record's own id), not undefined",
  ],
  'not-location': [
    { area: nw, code: 'not-location', got: { kind: 'text', text: 'north', cut: false } },
    'must be a location (N, E, S, W, Nw, Ne, En, Es, Se, Sw, Ws, Wn or C), not "north"',
  ],
  'discard-has-field': [
    { area: nw, code: 'discard-has-field', field: 'settler' },
    'a discarded tile is not placed, so the turn has no settler',
  ],
  'tile-defined-twice': [{ area: nw, code: 'tile-defined-twice', tile: 'K' }, '"K" is defined twice'],
  'bad-start-id': [
    { area: nw, code: 'bad-start-id', tile: 'start-12' },
    'start spaces are start-0 … start-9',
  ],
  'bad-type-id': [
    { area: nw, code: 'bad-type-id', got: { kind: 'text', text: '', cut: false } },
    'must be a non-empty string of at most 40 characters, not ""',
  ],
  'name-not-text': [
    { area: nw, code: 'name-not-text', got: { kind: 'value', text: '7' } },
    'must be a string',
  ],
  'farm-not-boolean': [
    { area: nw, code: 'farm-not-boolean', got: { kind: 'text', text: 'yes', cut: false } },
    'must be true or false',
  ],
  'names-empty': [
    { area: nw, code: 'names-empty', list: 'half-edges' },
    'must be a non-empty array of half-edges (Nw, Ne, En, Es, Se, Sw, Ws, Wn)',
  ],
  'not-a-name': [
    { area: nw, code: 'not-a-name', list: 'edges', got: { kind: 'text', text: 'X', cut: false } },
    '"X" is not edges (N, E, S, W)',
  ],
  'name-twice': [{ area: nw, code: 'name-twice', name: 'N' }, 'N is listed twice'],
  'trail-edges': [
    { area: nw, code: 'trail-edges', count: 3 },
    'a trail segment has one edge (it ends on the tile) or two (it runs through)',
  ],
  'edge-covered-twice': [
    { area: nw, code: 'edge-covered-twice', edge: 'N', by: { list: 'towns', index: 0 } },
    'edge N is already covered by towns[0]',
  ],
  'half-covered-twice': [
    { area: nw, code: 'half-covered-twice', half: 'Nw', by: { list: 'plains', index: 1 } },
    'half Nw is already in plains[1]',
  ],
  'half-on-closed-edge': [
    { area: nw, code: 'half-on-closed-edge', half: 'Es', edge: 'E', kind: 'sea' },
    'half Es lies on edge E, which is sea: such an edge has no plains',
  ],
  'trail-needs-plains': [
    { area: nw, code: 'trail-needs-plains', edge: 'W' },
    'edge W has a trail, so both its halves (Ws, Wn) need plains',
  ],
  'edge-uncovered': [
    { area: nw, code: 'edge-uncovered', edge: 'S' },
    'edge S is covered by nothing: give it a town, a trail, plains on both halves, or sea',
  ],
};
const samples: [NewWorldRefusal, string][] = Object.values(SAMPLES);
const ctx = { ruleset: NEW_WORLD_WORDS, piece: 'shopkeeper' };

/** English words a French sentence must not hold (names in the input, « quoted » or with digits, brackets and hyphens, set aside). */
const ENGLISH =
  /\b(the|is|not|of|tile|tiles|edge|edges|side|must|be|settler|turn|town|trail|plains|farm|sea|already|cannot|has|no|and|only|start|board|column|row|which|one|two|half|names|feature|supply|left|was|completed|listed|twice|defined|covered|give|it|its|this|there|holds|goes|shopkeeper|robber|trapper|farmer|player|scoring|order|lays|tries|string|array)\b/i;
const words = (s: string) =>
  s
    .replace(/«[^»]*»/g, '')
    .replace(/\S*[[\]\d-]\S*/g, '')
    .replace(/\btrackSurveyor\b|\btrue\b|\bfalse\b/g, '');

describe('New World refusals as data', () => {
  it('say the command line’s English, byte for byte, for every code', () => {
    expect(samples).toHaveLength(48);
    for (const [r, english] of samples) expect(englishOf(r), r.code).toBe(english);
  });

  it('say every code in French, with no English left', () => {
    for (const [r] of samples) {
      const fr = refusalFr(r, ctx);
      expect(fr, r.code).not.toBe('');
      expect(words(fr), `${r.code}: ${fr}`).not.toMatch(ENGLISH);
      // French typography: the typographic apostrophe, a space before « : ; ? ! ».
      expect(fr, r.code).not.toMatch(/'|[^\s\u202f\u00a0][;?!]|[^\s\u202f\u00a0]:\s/);
    }
  });

  it('say a player’s English where the tool builders’ words are not a player’s', () => {
    expect(refusalEn(SAMPLES['one-settler-per-turn'][0], ctx)).toBe(
      'Only one settler may be put down per turn.',
    );
    expect(refusalEn(SAMPLES['wrong-role'][0], ctx)).toBe('A settler on a trail is a robber, not a farmer.');
    expect(refusalEn(SAMPLES['must-equal'][0], ctx)).toBeNull();
  });

  it('come from the engine as data, its English unchanged', () => {
    const g = new Game({ players: ['Red', 'Blue'] });
    const refused = (f: () => void) => {
      try {
        f();
      } catch (e) {
        if (e instanceof EngineError) return e;
        throw e;
      }
      throw new Error('not refused');
    };
    const e = refused(() => g.deploy({ at: 'N' }));
    expect(e.message).toBe('turn.settler: place a tile before deploying a settler');
    expect(refusalOf(e)).toEqual({ area: 'new-world', code: 'place-first', step: 'deploy' });
    const column0 = refused(() =>
      Game.fromRecord({
        format: 'new-world-record',
        version: 1,
        players: ['Red', 'Blue'],
        setup: { placed: [{ tile: 'K', col: 0, row: 12 }] },
      }),
    );
    expect(column0.message).toBe(
      'setup.placed[0]: tile K cannot go at (0, 12): land tiles go west of the start board, in column 1 or beyond (col 0)',
    );
    expect(refusalOf(column0)).toEqual({
      area: 'new-world',
      code: 'setup-tile-misplaced',
      tile: 'K',
      col: 0,
      row: 12,
      why: { area: 'new-world', code: 'west-of-start-board', col: 0, row: 12 },
    });
  });
});

describe('the French example pages and replays of refused New World examples', () => {
  const DIR = new URL('../../content/examples/', import.meta.url);
  const files = readdirSync(DIR, { encoding: 'utf8' })
    .filter((f) => f.endsWith('.json'))
    .sort();
  const refused = files
    .map(
      (f) =>
        [f, JSON.parse(readFileSync(new URL(f, DIR), 'utf8'))] as [
          string,
          ExampleRecord & Record<string, unknown>,
        ],
    )
    .map(([f, record]) => [f, record, outcome(record)] as const)
    .filter(([, , o]) => o.error);

  it('tell the refusal in French, from the engine’s data', () => {
    expect(refused.length).toBeGreaterThanOrEqual(4);
    const said = refused.filter(([, , o]) => refusalOf(o.error));
    expect(said.map(([f]) => f)).toEqual(
      expect.arrayContaining(['deploy-shopkeeper-refused.json', 'deploy-trapper-large-plains-refused.json']),
    );
    for (const [file, record, o] of refused) {
      const r = explainRefusal(o.error!, record, FRENCH_REFUSALS);
      expect(r.tried, file).toMatch(/^Tour \d+ : /);
      expect(words(r.text), `${file}: ${r.text}`).not.toMatch(ENGLISH);
      const data = refusalOf(o.error);
      // A refusal the engine gives as data is the French catalog's sentence (a tile that does not fit is
      // told off the table, which also names the tiles met only at a corner: src/lib/sandbox/refusal-core.ts).
      if (data && data.code !== 'cannot-go')
        expect(r.why, file).toBe(
          refusalFr(data, {
            ruleset: NEW_WORLD_WORDS,
            piece: r.why.startsWith('Le trappeur') ? 'trapper' : 'shopkeeper',
          }),
        );
      // The replay's last frame says the same.
      const frames = replayFrames(record, 'fr').frames;
      expect(frames[frames.length - 1].text, file).toBe(r.text);
    }
  });
});
