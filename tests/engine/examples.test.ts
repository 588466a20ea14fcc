/**
 * The worked examples of the rulebook and the wiki, as records in content/examples/.
 * Part 1 replays every record and checks its `expect`; part 2 walks a few of them turn by
 * turn, the way the rulebook tells them.
 */
import { describe, expect, it } from 'vitest';
import { EngineError, Game } from '@engine/index';
import { readdirSync } from 'node:fs';
import {
  EXAMPLES_DIR,
  checkExample,
  firstMissing,
  firstUnmatched,
  fromSetup,
  loadExample,
  loadExamples,
  matches,
  readExampleFile,
} from './example-harness';
import { exampleSlug, parseExample } from '@lib/content/example-schema';

const examples = [
  ...loadExamples(),
  ...(['discovery', 'options'] as const).flatMap((sub) =>
    loadExamples(EXAMPLES_DIR + `${sub}/`).map((e) => ({ ...e, file: `${sub}/${e.file}` })),
  ),
];

describe('content/examples', () => {
  it('holds the worked examples', () => {
    expect(examples.length, 'number of example records').toBeGreaterThanOrEqual(20);
  });

  describe.each(examples.map((e) => [e.file, e] as const))('%s', (file, ex) => {
    it('has a title, a description, a source and an expectation', () => {
      for (const field of ['title', 'description', 'source'] as const)
        expect(
          typeof ex.record[field] === 'string' && ex.record[field].length > 10,
          `${file}: ${field}`,
        ).toBe(true);
      expect(ex.record.expect, `${file}: expect`).toBeTypeOf('object');
    });

    it('replays to its expected outcome', () => {
      expect(checkExample(ex), `${file} departs from its "expect"`).toEqual([]);
    });
  });
});

describe("the example schema (the content collection's, src/lib/example-schema.ts)", () => {
  const all = readdirSync(EXAMPLES_DIR, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.json'))
    .sort();

  it.each(all)('%s is a valid example record', (file) => {
    expect(() => readExampleFile(EXAMPLES_DIR + file)).not.toThrow();
  });

  it('refuses a file that checks nothing or lacks a title, naming the file and the field', () => {
    const rec = loadExample('trail-3-points.json') as unknown as Record<string, unknown>;
    expect(() => parseExample({ ...rec, expect: {} }, 'x.json')).toThrow(
      /^x\.json: expect: expect checks nothing/,
    );
    expect(() => parseExample({ ...rec, title: undefined }, 'x.json')).toThrow(/^x\.json: title: Required/);
    expect(() => parseExample({ ...rec, expect: { score: {} } }, 'x.json')).toThrow(
      /^x\.json: expect: Unrecognized key/,
    );
  });

  it('gives each file a slug for its page', () => {
    expect(exampleSlug('/a/content/examples/trail-3-points.json')).toBe('trail-3-points');
    expect(exampleSlug('/a/content/examples/discovery/plains-4.json')).toBe('discovery-plains-4');
  });
});

describe('the example harness', () => {
  it('matches events partially and in order', () => {
    const events = [
      { kind: 'score', type: 'trail', player: 'Red', points: 3, items: [{ count: 3, points: 3 }] },
      { kind: 'return', player: 'Red' },
    ] as never[];
    expect(firstMissing(events, [{ kind: 'score', points: 3 }, { kind: 'return' }])).toBe(-1);
    expect(firstMissing(events, [{ kind: 'return' }, { kind: 'score' }])).toBe(1);
    expect(firstUnmatched(events, [{ kind: 'return' }, { kind: 'score' }])).toBe(-1);
    expect(firstUnmatched(events, [{ kind: 'return' }, { kind: 'return' }])).toBe(1);
    expect(matches(events[0], { items: [{ points: 3 }] })).toBe(true);
    expect(matches(events[0], { items: [{ points: 3 }, { points: 2 }] })).toBe(false);
  });

  it('reports a wrong expectation', () => {
    const ex = { file: 'trail-3-points.json', record: loadExample('trail-3-points.json') };
    ex.record.expect = { ...ex.record.expect, scores: { Red: 4, Blue: 0 } };
    expect(checkExample(ex).join('\n')).toContain('trail-3-points.json: Red should have 4 points, has 3');
  });
});

/** Points each player gained by one `play`. */
function gains(game: Game, turn: unknown): Record<string, number> {
  const before = game.scores;
  game.play(turn);
  const after = game.scores;
  return Object.fromEntries(Object.keys(after).map((p) => [p, after[p] - before[p]]));
}

describe('the surveyor example (rulebook page B2), turn by turn', () => {
  const rec = loadExample('surveyor-sequence.json');
  const [redTown, greenTrail, yellowTrail, blueTile] = rec.turns;

  it('plays out as the rulebook tells it', () => {
    const game = fromSetup(rec);
    expect(game.surveyors).toEqual([0, 0]);

    // Red opens a town in the north with a shopkeeper: nothing is completed.
    expect(gains(game, redTown)).toEqual({ Red: 0, Green: 0, Yellow: 0, Blue: 0 });

    // Green closes the 2-tile trail from the sea: 2 points, the first surveyor goes to column 1.
    expect(gains(game, greenTrail)).toEqual({ Red: 0, Green: 2, Yellow: 0, Blue: 0 });
    expect([...game.surveyors].sort()).toEqual([0, 1]);

    // Yellow: 4 tiles + 1 trading post + 1 surveyor in her column = 10; the other surveyor follows.
    expect(gains(game, yellowTrail)).toEqual({ Red: 0, Green: 0, Yellow: 10, Blue: 0 });
    expect(game.surveyors).toEqual([1, 1]);

    // Blue: farm 9 + 2 surveyors = 17, small town 4 + 1 surveyor = 8, Red's town unscored.
    expect(gains(game, blueTile)).toEqual({ Red: 0, Green: 0, Yellow: 0, Blue: 25 });
    expect(game.surveyors).toEqual([2, 2]);
    expect(game.scores).toEqual({ Red: 0, Green: 2, Yellow: 10, Blue: 25 });

    // Green's and Red's shopkeepers went home from column 1; every settler is back in supply.
    expect(game.view().settlers.filter((s) => !s.lying)).toEqual([]);
    expect(game.settlersInSupply).toEqual({ Red: 5, Green: 5, Yellow: 5, Blue: 5 });
    const turn4 = game.events.filter((e) => e.turn === 4 && e.kind !== 'place').map((e) => e.kind);
    expect(turn4).toEqual([
      'score',
      'return',
      'surveyor',
      'score',
      'return',
      'surveyor',
      'evict',
      'evict',
      'unscored',
    ]);
  });

  it('Blue may not join Red’s town but may take the small town or the plains', () => {
    const game = fromSetup(rec);
    for (const t of [redTown, greenTrail, yellowTrail]) game.play(t);
    game.place(blueTile.tile, { col: blueTile.col!, row: blueTile.row!, rotation: blueTile.rotation! });
    expect(
      game
        .deployOptions()
        .map((o) => o.role)
        .sort(),
    ).toEqual(['shopkeeper', 'trapper']);
    expect(() => game.deploy({ at: 'N' })).toThrow(/already holds a settler/);
  });

  it('in the default order (farm, then towns N before E) Red’s town would score before the evictions', () => {
    const game = fromSetup(rec);
    for (const t of [redTown, greenTrail, yellowTrail]) game.play(t);
    const { order: _order, ...unordered } = blueTile;
    // Farm 17 moves a surveyor to column 2; Red's town (3 tiles) scores 6 + 4 for the surveyor
    // still in column 1 and moves it on; Blue's small town then has both surveyors: 4 + 8.
    expect(gains(game, unordered)).toEqual({ Red: 10, Green: 0, Yellow: 0, Blue: 17 + 12 });
  });

  it('reads the eviction rule the same way with the "vacated-column" option', () => {
    const game = fromSetup({ ...rec, options: { eviction: 'vacated-column' } });
    for (const t of rec.turns) game.play(t);
    expect(game.scores).toEqual({ Red: 0, Green: 2, Yellow: 10, Blue: 25 });
  });
});

describe('scoring examples, step by step', () => {
  it('Red deploys, scores 4 and gets the shopkeeper back in one turn', () => {
    const rec = loadExample('deploy-and-score-town-4.json');
    const game = fromSetup(rec);
    const t = rec.turns[0];
    game.place(t.tile, { col: t.col!, row: t.row!, rotation: t.rotation! });
    expect(game.completedFeatures().map((f) => f.type)).toEqual(['town']);
    game.deploy({ role: 'shopkeeper', at: 'N' });
    expect(game.settlersInSupply.Red).toBe(4);
    game.score();
    expect(game.scores).toEqual({ Red: 4, Blue: 0 });
    expect(game.settlersInSupply.Red).toBe(5);
  });

  it('Red and Blue each score the full 12 for the town they share', () => {
    const rec = loadExample('town-tie-12-each.json');
    const game = fromSetup(rec);
    expect(gains(game, rec.turns[0])).toEqual({ Red: 12, Blue: 12 });
  });

  it('the split tile counts once: 4 tiles, 8 points', () => {
    const rec = loadExample('town-8-points-split-tile.json');
    const game = Game.fromRecord(rec);
    const town = game.events.find((e) => e.kind === 'score');
    expect(town && town.kind === 'score' && town.feature.tiles).toBe(4);
    expect(game.scores.Red).toBe(8);
  });

  it('final scoring: Red 4 and Yellow 4 tie in the southern plains, Blue 5 in the northern', () => {
    const rec = loadExample('final-trappers-tie-4-4-blue-5.json');
    const game = fromSetup(rec);
    game.finish();
    expect(game.scores).toEqual({ Red: 4, Yellow: 4, Blue: 5 });
  });

  it('final scoring: Green outnumbers Black in the large open town', () => {
    const rec = loadExample('final-towns-blue-3-green-8.json');
    const game = fromSetup(rec);
    game.finish();
    expect(game.scores).toEqual({ Green: 8, Black: 0, Blue: 3 });
  });
});

describe('placement examples', () => {
  it('the invalid placement is not among the legal ones and is refused with a reason', () => {
    const rec = loadExample('placement-invalid-edges.json');
    const game = fromSetup(rec);
    const t = rec.turns[0];
    expect(game.legalPlacements(t.tile)).not.toContainEqual({ col: t.col, row: t.row, rotation: 0 });
    expect(game.whyNotPlace(t.tile, { col: t.col!, row: t.row!, rotation: 0 })).toMatch(/meets the S edge/);
    expect(() => game.play(t)).toThrow(EngineError);
    expect(game.turn).toBe(0);
  });

  it('the legal placements are listed by legalPlacements', () => {
    for (const file of [
      'placement-trail-and-plains-continued.json',
      'placement-town-continued.json',
      'placement-town-and-plains.json',
    ]) {
      const rec = loadExample(file);
      const t = rec.turns[0];
      expect(fromSetup(rec).legalPlacements(t.tile), file).toContainEqual({
        col: t.col,
        row: t.row,
        rotation: t.rotation ?? 0,
      });
    }
  });
});
