/**
 * Issue 30: score items and events say what they count as data (a term, its count and rate, the
 * rule it comes from; an unscored feature's `why`), and the French pages word that data: no
 * English label, rule or reason is read again. The command line's English labels stay as they were.
 */
import { describe, expect, it } from 'vitest';
import {
  bonusItem,
  DEFAULT_OPTIONS,
  discoveryItemEnglish,
  playRandom,
  playRandomDiscovery,
  regionItems,
  scoreItems,
  unscoredEnglish,
  type DiscoveryScoreItem,
  type FeatureCounts,
  type GameEvent,
  type ScoreItem,
  type UnscoredEvent,
} from '@engine/index';
import { itemFr, ruleFr, sumFr } from '@lib/i18n/score-items-fr';
import { discoveryEventTextFr, eventTextFr } from '@lib/i18n/narration-fr';
import { eventText } from '@lib/replay/event-text';
import { itemFr as tallyItemFr } from '@lib/calculator/lines-fr';

/** The rulebook's section names, cited as printed on French pages too (« Livret de règles, *Placing land tiles* »). */
const PRINTED = /\b(Final scoring|Scoring summary|Scoring|Surveyors)\b/g;
/** English words a French item, rule or event must not hold. */
const ENGLISH =
  /\b(tiles?|trail|town|trading|posts?|flags?|farm|surrounding|animals|surveyors?|settlers?|pairs|plains|city|cities|shore|sea|complete|scores as|Rulebook|Scoring|Final|incomplete|trappers|rules|region|and|the|of|no)\b/;

const counts = (type: FeatureCounts['type'], n: Partial<FeatureCounts> = {}): FeatureCounts => ({
  type,
  tiles: 3,
  segments: 4,
  flags: 1,
  tradingPosts: 2,
  animals: 5,
  surrounding: 6,
  ...n,
});
const segment = { ...DEFAULT_OPTIONS, incompleteCount: 'segment' as const };

/** Every New World item: each term, during play and at game end, under both counts. */
const NEW_WORLD: ScoreItem[] = [
  ...(['trail', 'town', 'farm', 'plains'] as const).flatMap((t) =>
    [true, false].flatMap((c) => [
      ...scoreItems(counts(t), c, DEFAULT_OPTIONS),
      ...scoreItems(counts(t), c, segment),
    ]),
  ),
  ...scoreItems(counts('farm', { surrounding: 1 }), true, DEFAULT_OPTIONS),
  ...scoreItems(counts('town', { tiles: 1, flags: 1 }), true, DEFAULT_OPTIONS),
  bonusItem(1),
  bonusItem(2),
  bonusItem(1, true),
  bonusItem(3, true),
];
/** Every Discovery item: each region, scored incomplete, complete (small or not) and at game end. */
const DISCOVERY: DiscoveryScoreItem[] = (['plains', 'mountains', 'seas'] as const).flatMap((kind) =>
  [1, 2, 5].flatMap((tiles) =>
    (['incomplete', 'complete', 'final'] as const).flatMap((as) =>
      regionItems(
        { kind, tiles, cities: tiles - 1 },
        as,
        { smallRegion: 'two-or-fewer', finalSmallRegion: true },
        true,
      ),
    ),
  ),
);

describe('score items as data', () => {
  it('carry every term, with count × rate = points', () => {
    expect(new Set(NEW_WORLD.map((i) => i.term))).toEqual(
      new Set([
        'tile',
        'trail-segment',
        'town-segment',
        'trading-post',
        'flag',
        'farm-tile',
        'surrounding-tile',
        'whole-farm',
        'animal',
        'surveyor',
        'settler-with-surveyor',
      ]),
    );
    expect(new Set(DISCOVERY.map((i) => i.term))).toEqual(
      new Set(['plains-tile', 'city', 'shore-city', 'sea-tile']),
    );
    for (const i of [...NEW_WORLD, ...DISCOVERY]) expect(i.points, i.label).toBe(i.count * i.rate);
  });

  it('keep the English labels the command line prints', () => {
    expect(scoreItems(counts('farm', { surrounding: 8 }), true, DEFAULT_OPTIONS)[0]).toMatchObject({
      label: 'farm tile and its 8 surrounding tiles × 1',
      count: 9,
      points: 9,
      rule: 'Rulebook, Scoring: a completed farm',
      term: 'whole-farm',
      rate: 1,
      ref: 'farmComplete',
    });
    expect(bonusItem(2, true).label).toBe('2 settler-and-surveyor pairs in one column × 4');
    expect(scoreItems(counts('trail', { tradingPosts: 1 }), false, segment).map((i) => i.label)).toEqual([
      '4 trail segments × 1',
      '1 trading post × 2',
    ]);
    const [sea, tiles] = regionItems(
      { kind: 'seas', tiles: 2, cities: 1 },
      'final',
      { smallRegion: 'two-or-fewer', finalSmallRegion: true },
      true,
    );
    expect(sea).toMatchObject({
      label: '1 city on the shore × 1 (a complete sea of 2 tiles scores as an incomplete one)',
      rule: 'The Discovery rules, Final scoring; The Discovery rules, 2.2 Scoring a region: seas',
      term: 'shore-city',
      small: 2,
      final: true,
    });
    expect(tiles).toBeUndefined();
    expect(discoveryItemEnglish({ term: 'plains-tile', count: 1, rate: 1, region: 'plains', small: 1 })).toBe(
      '1 plains tile × 1 (a complete plains of 1 tile scores as an incomplete one)',
    );
  });

  it('are said in French from their data, with no English left', () => {
    for (const i of [...NEW_WORLD, ...DISCOVERY]) {
      expect(itemFr(i), i.label).not.toMatch(ENGLISH);
      expect(ruleFr(i).replace(PRINTED, ''), i.rule).not.toMatch(ENGLISH);
      expect(tallyItemFr({ code: 'score', item: i }), i.label).toBe(itemFr(i));
    }
    expect(itemFr(scoreItems(counts('farm', { surrounding: 8 }), true, DEFAULT_OPTIONS)[0])).toBe(
      'la tuile de ferme et ses 8 tuiles voisines × 1',
    );
    expect(itemFr(scoreItems(counts('farm', { surrounding: 1 }), true, DEFAULT_OPTIONS)[0])).toBe(
      'la tuile de ferme et sa tuile voisine × 1',
    );
    expect(
      sumFr(
        [...scoreItems(counts('trail', { tiles: 4, tradingPosts: 1 }), true, DEFAULT_OPTIONS), bonusItem(1)],
        10,
      ),
    ).toBe('4 tuiles × 1 + 1 comptoir × 2 + 1 arpenteur × 4 = 10');
    expect(
      itemFr(
        regionItems({ kind: 'mountains', tiles: 1, cities: 2 }, 'complete', {
          smallRegion: 'two-or-fewer',
          finalSmallRegion: true,
        })[0],
      ),
    ).toBe('2 villes × 1 (une montagne achevée d’une tuile compte comme inachevée)');
    expect(ruleFr(bonusItem(1))).toBe('Livret de règles, Surveyors : le bonus');
    expect(ruleFr(DISCOVERY.find((i) => i.final && i.region === 'seas')!)).toBe(
      'Nouveau monde, Évaluation finale ; Nouveau monde, 2.2 Évaluation d’une région : mers',
    );
  });

  it('are never read again from their English: another label or rule changes nothing in French', () => {
    for (const i of [...NEW_WORLD, ...DISCOVERY]) {
      const renamed = { ...i, label: 'something else entirely × 7', rule: 'Some other book, page 3' };
      expect(itemFr(renamed)).toBe(itemFr(i));
      expect(ruleFr(renamed)).toBe(ruleFr(i));
      expect(tallyItemFr({ code: 'score', item: renamed })).toBe(itemFr(i));
    }
  });
});

describe('events as data, in French', () => {
  const feature = { type: 'town' as const, tiles: 1, at: [[1, 2]] as [number, number][], complete: true };
  const unscored = (why: 'no-settler' | 'no-settler-track'): UnscoredEvent => ({
    kind: 'unscored',
    type: 'unscored',
    turn: 3,
    feature,
    reason: unscoredEnglish(why, 'town'),
    why,
  });

  it('an unscored feature: the English the command line prints, and French from its `why`, whatever the reason says', () => {
    expect(eventText(unscored('no-settler'))).toBe(
      'A completed town of 1 tile scores nothing: no settler stands on the town at column 1, row 2, so it scores nothing and no surveyor moves',
    );
    expect(eventTextFr(unscored('no-settler'))).toBe(
      'Une ville achevée d’une tuile ne rapporte rien : aucun colon ne se trouve sur la ville en colonne 1, rangée 2, donc aucun arpenteur ne bouge',
    );
    expect(eventTextFr(unscored('no-settler-track'))).toBe(
      'Une ville achevée d’une tuile ne rapporte rien : aucun colon ne se trouve sur la ville en colonne 1, rangée 2, donc aucun arpenteur du plateau ne bouge ; l’arpenteur de la piste de score avance quand même, car la règle maison compte les éléments achevés',
    );
    // The English reason is not read: a track reason under a plain `why` says the plain French.
    expect(
      eventTextFr({ ...unscored('no-settler'), reason: unscoredEnglish('no-settler-track', 'town') }),
    ).toBe(eventTextFr(unscored('no-settler')));
  });

  it('plains are never said completed or not, and one tile is « d’une tuile »', () => {
    const plains: GameEvent = {
      kind: 'score',
      type: 'plains',
      turn: 'final',
      player: 'Red',
      points: 5,
      items: [],
      feature: { type: 'plains', tiles: 4, at: [], complete: false },
    };
    expect(eventTextFr(plains)).toBe('Rouge marque 5 points pour une plaine de 4 tuiles');
    expect(eventTextFr({ ...plains, feature: { ...plains.feature, complete: true } })).toBe(
      'Rouge marque 5 points pour une plaine de 4 tuiles',
    );
    const farm: GameEvent = {
      ...plains,
      type: 'farm',
      points: 7,
      feature: { type: 'farm', tiles: 1, at: [], complete: false },
    };
    expect(eventTextFr(farm)).toBe('Rouge marque 7 points pour une ferme inachevée d’une tuile');
  });

  it('every event of random games is said in French with no English item, rule or reason', () => {
    const words = /\b(scores|tiles?|completed|incomplete|nothing|settler|surveyor|moves|the|and|of)\b/;
    for (let seed = 0; seed < 6; seed++) {
      const g = playRandom({
        seed,
        players: 3,
        options: { trackSurveyor: seed % 2 === 1, incompleteCount: seed % 3 ? 'tile' : 'segment' },
        settlerChance: 0.7,
      });
      for (const e of g.events) {
        expect(eventTextFr(e), eventText(e)).not.toMatch(words);
        if (e.kind === 'score') expect(sumFr(e.items, e.points)).not.toMatch(ENGLISH);
      }
      const d = playRandomDiscovery({ seed, players: 3 });
      for (const e of d.events) {
        expect(discoveryEventTextFr(e)).not.toMatch(words);
        if (e.kind === 'score')
          for (const i of e.items)
            expect(`${itemFr(i)} ${ruleFr(i).replace(PRINTED, '')}`).not.toMatch(ENGLISH);
      }
    }
  });
});
