/**
 * The rule-option examples (content/examples/options/*.json), one per option, for the variants
 * page: a small position played under the default reading, whose `expect.scores` hold for the
 * default, and whose `option` field names the other reading and the scores it gives. Each
 * position must really tell the readings apart. The generic example test
 * (examples.test.ts) checks `expect` in full; this file checks the other reading.
 */
import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DISCOVERY_OPTIONS, DiscoveryGame, Game, OPTIONS } from '@engine/index';
import { EXAMPLES_DIR, readExampleFile } from './example-harness';

const DIR = EXAMPLES_DIR + 'options/';

/** The Discovery's options that only change seeded play (tile draws), not the score of a position. */
const SEEDED_ONLY = new Set(['hand', 'removeTiles']);

interface OptionRecord {
  format: 'new-world-record' | 'discovery-record';
  title: string;
  description: string;
  options?: Record<string, unknown>;
  expect: { scores?: Record<string, number>; error?: { path: string; contains: string } };
  setup?: { scores?: Record<string, number> };
  option?: { name: string; value: unknown; scores: Record<string, number> };
  [k: string]: unknown;
}

interface Case {
  file: string;
  name: string;
  default: unknown;
  values: readonly unknown[];
  discovery: boolean;
}

const cases: Case[] = [
  ...OPTIONS.map((o) => ({
    file: `${o.name}.json`,
    name: o.name,
    default: o.default,
    values: o.values,
    discovery: false,
  })),
  ...DISCOVERY_OPTIONS.filter((o) => !SEEDED_ONLY.has(o.name)).map((o) => ({
    file: `discovery-${o.name}.json`,
    name: o.name,
    default: o.default,
    values: o.values,
    discovery: true,
  })),
];

const load = (file: string) => readExampleFile(DIR + file) as unknown as OptionRecord;

function replay(rec: OptionRecord, options?: Record<string, unknown>): Record<string, number> {
  const r = options === undefined ? rec : { ...rec, options };
  return rec.format === 'discovery-record' ? DiscoveryGame.fromRecord(r).scores : Game.fromRecord(r).scores;
}

describe('content/examples/options', () => {
  it('covers every scoring option of both rulesets, and nothing else', () => {
    expect(cases.filter((c) => c.discovery).map((c) => c.name)).toEqual([
      'smallRegion',
      'finalSmallRegion',
      'cornerBorder',
      'cityShores',
      'lastTile',
    ]);
    expect(
      cases
        .filter((c) => !c.discovery)
        .map((c) => c.name)
        .sort(),
    ).toEqual([
      'eviction',
      'farmStartSpaces',
      'finalTradingPost',
      'incompleteCount',
      'startSpacesCount',
      'surveyorBonus',
      'trackSurveyor',
    ]);
    const files = readdirSync(DIR)
      .filter((f) => f.endsWith('.json'))
      .sort();
    expect(files).toEqual(cases.map((c) => c.file).sort());
  });

  describe.each(cases.map((c) => [c.file, c] as const))('%s', (file, c) => {
    it('exists, names its option and is played under the default reading', () => {
      expect(existsSync(DIR + file), `content/examples/options/${file}`).toBe(true);
      const rec = load(file);
      expect(rec.format).toBe(c.discovery ? 'discovery-record' : 'new-world-record');
      expect(rec.title.startsWith('Rule option: '), `${file}: title "${rec.title}"`).toBe(true);
      expect(rec.title, `${file}: a title in words, not the option's id`).not.toContain(c.name);
      // No options, or only defaults: the record itself shows the default reading.
      for (const [k, v] of Object.entries(rec.options ?? {})) {
        const info = (c.discovery ? DISCOVERY_OPTIONS : OPTIONS).find((o) => o.name === k);
        expect(v, `${file}: options.${k}`).toBe(info?.default);
      }
      expect(rec.option, `${file}: "option"`).toBeTypeOf('object');
      expect(rec.option!.name).toBe(c.name);
      expect(c.values).toContain(rec.option!.value);
      expect(rec.option!.value, `${file}: option.value must be a reading other than the default`).not.toBe(
        c.default,
      );
    });

    it('gives expect.scores under the default, named or not (or the refusal in expect.error, when the default forbids the move)', () => {
      const rec = load(file);
      if (rec.expect.error) {
        for (const o of [undefined, { [c.name]: c.default }])
          expect(() => replay(rec, o), file).toThrow(rec.expect.error.contains);
        return;
      }
      expect(rec.expect.scores, `${file}: expect.scores`).toBeTypeOf('object');
      expect(replay(rec)).toEqual(rec.expect.scores);
      expect(replay(rec, { [c.name]: c.default })).toEqual(rec.expect.scores);
    });

    it('gives option.scores under the other reading, and they differ', () => {
      const rec = load(file);
      const other = replay(rec, { [c.name]: rec.option!.value });
      expect(other).toEqual(rec.option!.scores);
      if (rec.expect.error) return; // refused under the default, played under the other reading
      const changed = Object.keys(other).filter((p) => other[p] !== rec.expect.scores![p]);
      expect(
        changed,
        `${file}: no player scores differently under ${c.name} = ${JSON.stringify(rec.option!.value)}`,
      ).not.toEqual([]);
    });

    it('the description tells both outcomes, with the numbers', () => {
      const rec = load(file);
      if (rec.expect.error) {
        // Refused under the default: the description says so, and what each player who gains under the other reading ends on.
        expect(rec.description, `${file}: description`).toMatch(/refused/);
        const start = rec.setup?.scores ?? {};
        for (const [p, n] of Object.entries(rec.option!.scores))
          if (n !== (start[p] ?? 0)) {
            expect(rec.description, `${file}: description`).toMatch(
              new RegExp(`${p}\\b[^.]*\\b${start[p] ?? 0}\\b`),
            );
            expect(rec.description, `${file}: description`).toMatch(new RegExp(`${p}\\b[^.]*\\b${n}\\b`));
          }
        return;
      }
      for (const [p, n] of Object.entries(rec.option!.scores))
        if (n !== rec.expect.scores![p]) {
          expect(rec.description, `${file}: description`).toMatch(
            new RegExp(`${p}\\b[^.]*\\b${rec.expect.scores![p]}\\b`),
          );
          expect(rec.description, `${file}: description`).toMatch(new RegExp(`${p}\\b[^.]*\\b${n}\\b`));
        }
    });
  });

  it('the record readers keep the extra "option" field (it rides along in the written record)', () => {
    const nw = load('eviction.json');
    expect((Game.fromRecord(nw).toRecord() as unknown as OptionRecord).option).toEqual(nw.option);
    const d = load('discovery-cornerBorder.json');
    expect((DiscoveryGame.fromRecord(d).toRecord() as unknown as OptionRecord).option).toEqual(d.option);
  });
});

describe('what each option changes in its example', () => {
  const events = (file: string, options?: Record<string, unknown>) => {
    const rec = load(file);
    const r = options ? { ...rec, options } : rec;
    return (rec.format === 'discovery-record'
      ? DiscoveryGame.fromRecord(r).events
      : Game.fromRecord(r).events) as unknown as Record<string, unknown>[];
  };

  it('eviction: Blue’s robber goes home at once, or stays and scores its open trail at the end', () => {
    expect(events('eviction.json').filter((e) => e.kind === 'evict')).toMatchObject([
      { player: 'Blue', col: 1, row: 2 },
    ]);
    const kept = events('eviction.json', { eviction: 'vacated-column' });
    expect(kept.filter((e) => e.kind === 'evict')).toEqual([]);
    expect(kept.find((e) => e.kind === 'score' && e.player === 'Blue')).toMatchObject({
      turn: 'final',
      points: 4,
    });
  });

  it('incompleteCount: 4 tiles or 5 town segments', () => {
    expect(
      events('incompleteCount.json', { incompleteCount: 'segment' }).find((e) => e.kind === 'score'),
    ).toMatchObject({
      points: 5,
      items: [{ count: 5, points: 5 }],
      feature: { tiles: 4 },
    });
  });

  it('startSpacesCount: the trail still closes at the sea, but counts 1 tile', () => {
    expect(
      events('startSpacesCount.json', { startSpacesCount: false }).find((e) => e.kind === 'score'),
    ).toMatchObject({
      points: 1,
      feature: { tiles: 1, complete: true },
    });
  });

  it('trackSurveyor: the first scorings move the track surveyor, so no board surveyor reaches column 1', () => {
    const moves = events('trackSurveyor.json', { trackSurveyor: true }).filter((e) => e.kind === 'surveyor');
    expect(moves).toMatchObject([
      { from: 'track', to: 'track', track: 1 },
      { from: 'track', to: 'track', track: 2 },
    ]);
  });

  it('cornerBorder and cityShores: one more city counts', () => {
    expect(
      events('discovery-cornerBorder.json', { cornerBorder: true }).find((e) => e.kind === 'score'),
    ).toMatchObject({ region: { cities: 2 } });
    expect(
      events('discovery-cityShores.json', { cityShores: 'every-sea' }).find((e) => e.kind === 'score'),
    ).toMatchObject({ region: { cities: 2 } });
  });
});
