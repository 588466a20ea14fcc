/**
 * Race to the New Found Land's table tally (formats §7, `race-tally`), rule by rule, as the
 * rulebook writes them (End phase: Score islands, Score cities; End of the game: Final scoring;
 * 2-player rules). The rulebook's own worked examples are used where it gives one.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  EngineError,
  RACE_OPTIONS,
  RACE_RULES,
  parseRaceTally,
  raceMajority,
  scoreRaceTally,
  type RaceTallyEvent,
  type RaceTallyResult,
} from '@engine/index';

const SAMPLE: Record<string, unknown> = JSON.parse(readFileSync('content/tallies/race-tally.json', 'utf8'));

type Region = Record<string, unknown>;
// Nova Scotia's secondary 4 and Stockholm's primary 8 are the rulebook's; primary 6 and secondary 3 are example values (content/tallies/README.md).
const island = (markers: Record<string, number>, extra: Region = {}): Region => ({
  kind: 'island',
  name: 'Nova Scotia',
  primary: 6,
  secondary: 4,
  full: true,
  scored: false,
  markers,
  ...extra,
});
const city = (markers: Record<string, number>, extra: Region = {}): Region => ({
  kind: 'city',
  name: 'Stockholm',
  primary: 8,
  secondary: 3,
  full: true,
  scored: false,
  markers,
  ...extra,
});
const tally = (regions: Region[], extra: Record<string, unknown> = {}) => ({
  format: 'race-tally',
  version: 1,
  players: ['Red', 'Blue', 'Yellow'],
  neutral: null,
  regions,
  ...extra,
});
const scores = (raw: unknown) =>
  Object.fromEntries(scoreRaceTally(raw).players.map((p) => [p.name, p.score]));
const lineOf = (r: RaceTallyResult, player: string, region = 0) =>
  r.players.find((p) => p.name === player)!.lines.find((l) => l.region === region);
const bonusLabels = (r: RaceTallyResult, player: string, region = 0) =>
  (lineOf(r, player, region)?.items ?? []).slice(1).map((i) => i.label);
const advances = (r: RaceTallyResult) =>
  r.events
    .filter((e): e is Extract<RaceTallyEvent, { kind: 'advance' }> => e.kind === 'advance')
    .map((e) => [e.step, e.player, e.points, e.score]);

/** The EngineError a bad tally is refused with. */
function refusal(raw: unknown): EngineError {
  try {
    scoreRaceTally(raw);
  } catch (e) {
    expect(e).toBeInstanceOf(EngineError);
    return e as EngineError;
  }
  throw new Error('the tally was accepted');
}

describe('the spec sample (formats §7)', () => {
  it('gives Red 48, Blue 9, Yellow 3', () => {
    // Nova Scotia: Red 5 and Blue 5 tie for most: 5 + 4 each; Yellow 3 markers, no bonus.
    // Final: Red's marker in Stockholm (not full) 1, the 50/100 card 3, two cards in hand 4.
    const r = scoreRaceTally(SAMPLE);
    expect(r.players.map((p) => [p.name, p.start, p.score])).toEqual([
      ['Red', 31, 48],
      ['Blue', 0, 9],
      ['Yellow', 0, 3],
    ]);
    expect(r.winners).toEqual(['Red']);
  });

  it('lists each line with labelled items that add up, each citing the rulebook', () => {
    const r = scoreRaceTally(SAMPLE);
    const red = r.players[0];
    expect(red.lines.map((l) => [l.region, l.label, l.points])).toEqual([
      [0, 'Nova Scotia (island)', 9],
      [1, 'Stockholm (city, never scored)', 1],
      [undefined, '50/100 card bonus', 3],
      [undefined, 'cards in hand', 4],
    ]);
    expect(red.lines[0].items.map((i) => [i.label, i.count, i.points])).toEqual([
      ['5 markers × 1', 5, 5],
      ['shared secondary bonus (tied for most)', 1, 4],
    ]);
    for (const p of r.players)
      for (const l of p.lines) {
        expect(l.items.reduce((s, i) => s + i.points, 0)).toBe(l.points);
        for (const i of l.items) expect(i.rule).toMatch(/^Race to the New Found Land rules, /);
      }
    expect(red.score - red.start).toBe(red.lines.reduce((s, l) => s + l.points, 0));
  });
});

describe('Score islands and Score cities: 1 point per marker, the most take the primary, the second-most the secondary', () => {
  it('one player with the most takes the primary, one with the second-most the secondary, the third only its markers', () => {
    const r = scoreRaceTally(tally([island({ Red: 4, Blue: 3, Yellow: 1 })]));
    expect(r.players.map((p) => p.score)).toEqual([4 + 6, 3 + 4, 1]);
    expect(bonusLabels(r, 'Red')).toEqual(['primary bonus (most markers)']);
    expect(bonusLabels(r, 'Blue')).toEqual(['secondary bonus (second-most markers)']);
    expect(bonusLabels(r, 'Yellow')).toEqual([]);
    expect(lineOf(r, 'Red')!.reason).toBe(
      'Red has 4 markers, Blue 3, Yellow 1: Red has the most and takes the primary bonus of 6; Blue has the second-most and takes the secondary bonus of 4',
    );
    expect(lineOf(r, 'Red')!.items[0].rule).toBe(RACE_RULES.island);
  });

  it('cities score the same way, under their own rule', () => {
    const r = scoreRaceTally(tally([city({ Red: 1, Blue: 2 })]));
    expect(scores(tally([city({ Red: 1, Blue: 2 })]))).toEqual({ Red: 1 + 3, Blue: 2 + 8, Yellow: 0 });
    expect(lineOf(r, 'Blue')!.items.every((i) => i.rule === RACE_RULES.city)).toBe(true);
  });

  it('a player cannot take both bonuses: alone on a region, the primary only (nobody is second)', () => {
    const r = scoreRaceTally(tally([island({ Red: 3 })]));
    expect(scores(tally([island({ Red: 3 })]))).toEqual({ Red: 3 + 6, Blue: 0, Yellow: 0 });
    expect(bonusLabels(r, 'Red')).toEqual(['primary bonus (most markers)']);
    expect(lineOf(r, 'Red')!.reason).toMatch(/nobody else has markers here, so nobody takes the secondary$/);
  });

  it('tied for most (the rulebook: red 5, blue 5, you 3): both take the secondary, nobody the primary, the third no bonus', () => {
    const r = scoreRaceTally(tally([island({ Red: 5, Blue: 5, Yellow: 3 })]));
    expect(r.players.map((p) => [p.name, p.score])).toEqual([
      ['Red', 9],
      ['Blue', 9],
      ['Yellow', 3],
    ]);
    expect(bonusLabels(r, 'Red')).toEqual(['shared secondary bonus (tied for most)']);
    expect(bonusLabels(r, 'Yellow')).toEqual([]);
    expect(lineOf(r, 'Yellow')!.reason).toBe(
      'Red has 5 markers, Blue 5, Yellow 3: Red and Blue tie for most, so both take the secondary bonus of 4; nobody takes the primary',
    );
  });

  it('three tied for most all take the secondary', () => {
    expect(scores(tally([island({ Red: 2, Blue: 2, Yellow: 2 })]))).toEqual({ Red: 6, Blue: 6, Yellow: 6 });
    expect(lineOf(scoreRaceTally(tally([island({ Red: 2, Blue: 2, Yellow: 2 })])), 'Blue')!.reason).toMatch(
      /Red, Blue and Yellow tie for most, so all take the secondary bonus of 4; nobody takes the primary/,
    );
  });

  it('tied for second (the rulebook: you 3 in Stockholm, red 1, blue 1): the most takes the primary, nobody the secondary', () => {
    const r = scoreRaceTally(
      tally([city({ Red: 1, Yellow: 3, Blue: 1 })], { players: ['Red', 'Yellow', 'Blue'] }),
    );
    expect(r.players.map((p) => [p.name, p.score])).toEqual([
      ['Red', 1],
      ['Yellow', 11],
      ['Blue', 1],
    ]);
    expect(bonusLabels(r, 'Red')).toEqual([]);
    expect(lineOf(r, 'Blue')!.reason).toBe(
      'Yellow has 3 markers, Red 1, Blue 1: Yellow has the most and takes the primary bonus of 8; Red and Blue tie for second-most, so nobody takes the secondary',
    );
  });

  it('a player with no markers on a region gets no line for it', () => {
    const r = scoreRaceTally(tally([island({ Red: 2, Blue: 1 })]));
    expect(r.players[2].lines).toEqual([]);
  });

  it('a full region nobody has a marker on scores nothing, and says so', () => {
    const r = scoreRaceTally(tally([island({})]));
    expect(r.players.every((p) => p.score === 0 && p.lines.length === 0)).toBe(true);
    expect(r.events).toContainEqual(
      expect.objectContaining({
        kind: 'region',
        region: 0,
        status: 'scored',
        reason: 'nobody has markers here, so no bonus is taken',
      }),
    );
  });

  it('a region that is not full scores nothing during play', () => {
    const r = scoreRaceTally(tally([island({ Red: 4, Blue: 1 }, { full: false })], { scores: { Red: 10 } }));
    expect(r.players.map((p) => p.score)).toEqual([10, 0, 0]);
    expect(r.events).toEqual([
      expect.objectContaining({
        kind: 'region',
        status: 'not full',
        reason: 'Nova Scotia is not full: it scores nothing during play',
      }),
    ]);
  });

  it('a region already scored ("scored": true) is skipped', () => {
    const r = scoreRaceTally(tally([island({ Red: 4, Blue: 1 }, { scored: true })], { scores: { Red: 10 } }));
    expect(r.players.map((p) => p.score)).toEqual([10, 0, 0]);
    expect(r.events).toEqual([expect.objectContaining({ kind: 'region', status: 'already scored' })]);
  });

  it('the points on the track (scores) are where each player starts', () => {
    expect(scores(tally([island({ Red: 1 })], { scores: { Red: 20, Yellow: 7 } }))).toEqual({
      Red: 27,
      Blue: 0,
      Yellow: 7,
    });
  });
});

describe("each step's points are totalled, then added in turn order from the first player", () => {
  it('islands first, then cities; one advance per player per step, in the order of players', () => {
    const r = scoreRaceTally(
      tally(
        [
          city({ Blue: 2, Yellow: 1 }),
          island({ Yellow: 1, Red: 2 }),
          island({ Yellow: 3 }, { name: 'Labrador' }),
        ],
        { players: ['Yellow', 'Red', 'Blue'], scores: { Red: 5 } },
      ),
    );
    expect(advances(r)).toEqual([
      ['islands', 'Yellow', 1 + 4 + 3 + 6, 14],
      ['islands', 'Red', 2 + 6, 13],
      ['cities', 'Yellow', 1 + 3, 18],
      ['cities', 'Blue', 2 + 8, 10],
    ]);
    // The lines of a step come before its advances; islands' lines before cities'.
    const kinds = r.events
      .filter((e) => e.kind !== 'region')
      .map((e) => (e.kind === 'score' ? `${e.step}:${e.player}` : `advance:${e.step}:${e.player}`));
    expect(kinds).toEqual([
      'islands:Yellow',
      'islands:Yellow',
      'islands:Red',
      'advance:islands:Yellow',
      'advance:islands:Red',
      'cities:Yellow',
      'cities:Blue',
      'advance:cities:Yellow',
      'advance:cities:Blue',
    ]);
  });
});

describe('2-player rules: the neutral colour counts for majorities and scores nothing (second place: our reading, the default)', () => {
  const two = (regions: Region[], extra: Record<string, unknown> = {}) =>
    tally(regions, { players: ['Red', 'Blue'], neutral: 'Green', ...extra });

  it('the neutral colour with the most: nobody takes the primary; in our reading (neutralLead: next) the second-most player takes the secondary', () => {
    const r = scoreRaceTally(two([island({ Red: 2, Blue: 1, Green: 3 })]));
    expect(r.players.map((p) => [p.name, p.score])).toEqual([
      ['Red', 2 + 4],
      ['Blue', 1],
    ]);
    expect(bonusLabels(r, 'Red')).toEqual(['secondary bonus (second-most markers)']);
    expect(lineOf(r, 'Red')!.reason).toBe(
      "Green (neutral) has 3 markers, Red 2, Blue 1: Green (neutral) has the most, but the neutral colour scores nothing: nobody takes the primary bonus; in our reading (not the rulebook's; option neutralLead), the player with the most markers behind the neutral colour holds second place; Red has the second-most and takes the secondary bonus of 4",
    );
    expect(lineOf(r, 'Red')!.items[1].rule).toBe(
      `${RACE_RULES.island}; ${RACE_RULES.twoPlayer}; ${RACE_RULES.neutralLeadNext}`,
    );
  });

  it('without the neutral markers the same island would give Red the primary: they change the majority', () => {
    expect(scores(tally([island({ Red: 2, Blue: 1 })], { players: ['Red', 'Blue'] }))).toEqual({
      Red: 2 + 6,
      Blue: 1 + 4,
    });
  });

  it('a player tied with the neutral colour for most takes the secondary alone; nobody the primary; the other player nothing', () => {
    const r = scoreRaceTally(two([island({ Red: 1, Blue: 2, Green: 2 })]));
    expect(r.players.map((p) => p.score)).toEqual([1, 2 + 4]);
    expect(bonusLabels(r, 'Blue')).toEqual(['secondary bonus (tied for most)']);
    expect(lineOf(r, 'Blue')!.reason).toMatch(
      /Blue and Green \(neutral\) tie for most, so Blue takes the secondary bonus of 4 \(the neutral colour takes nothing\); nobody takes the primary/,
    );
  });

  it('the neutral colour alone second (our reading): the secondary goes to nobody, and the reason says it is our reading', () => {
    const r = scoreRaceTally(two([island({ Red: 4, Blue: 1, Green: 2 })]));
    expect(scores(two([island({ Red: 4, Blue: 1, Green: 2 })]))).toEqual({ Red: 4 + 6, Blue: 1 });
    expect(lineOf(r, 'Blue')!.reason).toBe(
      "Red has 4 markers, Green (neutral) 2, Blue 1: Red has the most and takes the primary bonus of 6; Green (neutral) has the second-most and, in our reading (not the rulebook's), holds second place though it scores nothing: nobody takes the secondary",
    );
  });

  it('a player tied with the neutral colour for second takes nothing (our reading)', () => {
    expect(scores(two([island({ Red: 4, Blue: 2, Green: 2 })]))).toEqual({ Red: 4 + 6, Blue: 2 });
    expect(lineOf(scoreRaceTally(two([island({ Red: 4, Blue: 2, Green: 2 })])), 'Blue')!.reason).toMatch(
      /Blue and Green \(neutral\) tie for second-most, so nobody takes the secondary \(our reading, not the rulebook's: the neutral colour holds second place like a player\)$/,
    );
  });

  it('the neutral colour never appears among the players, never scores and never wins', () => {
    const r = scoreRaceTally(two([island({ Green: 5 })], { final: true }));
    expect(r.players.map((p) => p.name)).toEqual(['Red', 'Blue']);
    expect(r.events.some((e) => 'player' in e && e.player === 'Green')).toBe(false);
    expect(r.winners).toEqual(['Red', 'Blue']);
  });

  it('its markers on an island never scored add nothing at game end', () => {
    expect(scores(two([island({ Red: 1, Green: 3 }, { full: false })], { final: true }))).toEqual({
      Red: 1,
      Blue: 0,
    });
  });
});

describe('final scoring', () => {
  it("the rulebook's example: markers on unscored regions (you 4, red 2, blue 0), 50/100 cards (5, 3, 1), cards in hand (you 1 goal card, red two 1x cards)", () => {
    const r = scoreRaceTally(
      tally([island({ Yellow: 4, Red: 2 }, { full: false })], {
        final: true,
        hands: { Blue: { card: 5 }, Red: { card: 3, cards: 2 }, Yellow: { card: 1, cards: 1 } },
      }),
    );
    expect(r.players.map((p) => [p.name, p.score])).toEqual([
      ['Red', 2 + 3 + 4],
      ['Blue', 5],
      ['Yellow', 4 + 1 + 2],
    ]);
    expect(lineOf(r, 'Yellow')!.items).toMatchObject([
      { label: '4 markers × 1', count: 4, points: 4, rule: RACE_RULES.final },
    ]);
    expect(r.players[0].lines.find((l) => l.label === 'cards in hand')!.items).toMatchObject([
      { label: '2 cards in hand (1x or goal) × 2', count: 2, points: 4, rule: RACE_RULES.hand },
    ]);
    expect(r.players[1].lines).toMatchObject([
      {
        label: '50/100 card bonus',
        points: 5,
        items: [{ label: '50/100 card bonus', count: 1, points: 5, rule: RACE_RULES.card }],
      },
    ]);
  });

  it('an unscored region gives no bonus at game end, only 1 point per marker', () => {
    expect(scores(tally([city({ Red: 3, Blue: 1 }, { full: false })], { final: true }))).toEqual({
      Red: 3,
      Blue: 1,
      Yellow: 0,
    });
  });

  it('regions scored earlier, or in this tally, are not counted again', () => {
    const r = scoreRaceTally(
      tally([island({ Red: 2 }, { scored: true }), island({ Blue: 2 }, { name: 'Labrador' })], {
        final: true,
      }),
    );
    expect(r.players.map((p) => p.score)).toEqual([0, 2 + 6, 0]);
    expect(r.players[1].lines).toHaveLength(1);
    expect(r.events.filter((e) => e.kind === 'score' && e.step === 'final')).toEqual([]);
  });

  it('final scoring advances in turn order after the end-phase steps', () => {
    const r = scoreRaceTally(
      tally([island({ Red: 1 }), island({ Yellow: 2, Blue: 1 }, { full: false })], {
        final: true,
        hands: { Blue: { cards: 1 } },
      }),
    );
    expect(advances(r)).toEqual([
      ['islands', 'Red', 7, 7],
      ['final', 'Blue', 1 + 2, 3],
      ['final', 'Yellow', 2, 2],
    ]);
  });

  it('without final: true, cards and unscored markers do not score and there is no winner yet', () => {
    const r = scoreRaceTally(
      tally([island({ Red: 2 }, { full: false })], {
        hands: { Red: { card: 5, cards: 3, commodities: 1 } },
        scores: { Blue: 4 },
      }),
    );
    expect(r.players.map((p) => p.score)).toEqual([0, 4, 0]);
    expect(r.winners).toEqual([]);
    expect(r.why).toBe('No winner yet: the tally is not final. Blue leads with 4.');
  });
});

describe('the winner: most points; a tie goes to the most commodities, then the tied players share', () => {
  const final = (scoresOnTrack: Record<string, number>, hands: Record<string, unknown> = {}) =>
    scoreRaceTally(tally([], { final: true, scores: scoresOnTrack, hands }));

  it('the most points wins, whatever the commodities', () => {
    const r = final({ Red: 40, Blue: 39 }, { Blue: { commodities: 9 } });
    expect(r.winners).toEqual(['Red']);
    expect(r.why).toBe('Red has the most points (40; next best 39)');
  });

  it('a tie on points goes to the most commodities', () => {
    const r = final(
      { Red: 40, Blue: 40, Yellow: 12 },
      { Red: { commodities: 4 }, Blue: { commodities: 2 }, Yellow: { commodities: 20 } },
    );
    expect(r.winners).toEqual(['Red']);
    expect(r.why).toBe('Red and Blue tie on 40; Red has more commodities (4 to 2)');
    expect(r.players.map((p) => p.commodities)).toEqual([4, 2, 20]);
  });

  it('a player with no hand listed has 0 commodities and loses the tie-break', () => {
    expect(final({ Red: 40, Blue: 40 }, { Blue: { commodities: 1 } }).winners).toEqual(['Blue']);
  });

  it('three tied on points: the one with the most commodities', () => {
    const r = final(
      { Red: 30, Blue: 30, Yellow: 30 },
      { Red: { commodities: 1 }, Blue: { commodities: 3 }, Yellow: { commodities: 2 } },
    );
    expect(r.winners).toEqual(['Blue']);
    expect(r.why).toBe('Red, Blue and Yellow tie on 30; Blue has the most commodities (3; Red 1, Yellow 2)');
  });

  it('tied on points and commodities: they share the victory', () => {
    const r = final({ Red: 40, Blue: 40 }, { Red: { commodities: 3 }, Blue: { commodities: 3 } });
    expect(r.winners).toEqual(['Red', 'Blue']);
    expect(r.why).toBe('Red and Blue tie on 40 and have 3 commodities each: they share the victory');
  });

  it('of three tied on points, the two with the most commodities share', () => {
    const r = final(
      { Red: 30, Blue: 30, Yellow: 30 },
      { Red: { commodities: 2 }, Blue: { commodities: 1 }, Yellow: { commodities: 2 } },
    );
    expect(r.winners).toEqual(['Red', 'Yellow']);
    expect(r.why).toBe(
      'Red, Blue and Yellow tie on 30; Red and Yellow have the most commodities (2 each; Blue 1) and share the victory',
    );
  });

  it('the final scoring decides the tie: cards in hand can make the winner', () => {
    expect(final({ Red: 40, Blue: 39 }, { Blue: { cards: 1 } }).winners).toEqual(['Blue']);
  });
});

describe('raceMajority on its own', () => {
  it('counts are listed most first, ties in turn order', () => {
    expect(
      raceMajority(
        { primary: 6, secondary: 4, markers: { Yellow: 1, Blue: 2, Red: 2 } },
        ['Red', 'Blue', 'Yellow'],
        null,
      ),
    ).toMatchObject({
      primary: [],
      secondary: ['Red', 'Blue'],
      tiedForMost: true,
      reading: null,
      reason:
        'Red has 2 markers, Blue 2, Yellow 1: Red and Blue tie for most, so both take the secondary bonus of 4; nobody takes the primary',
    });
  });

  it('the neutral colour is never among those who take a bonus', () => {
    const alone = raceMajority(
      { primary: 6, secondary: 4, markers: { Green: 3, Red: 1 } },
      ['Red', 'Blue', 'Green'],
      'Green',
    );
    expect([alone.primary, alone.secondary]).toEqual([[], ['Red']]);
    const tied = raceMajority(
      { primary: 6, secondary: 4, markers: { Green: 3, Blue: 3 } },
      ['Red', 'Blue', 'Green'],
      'Green',
    );
    expect([tied.primary, tied.secondary]).toEqual([[], ['Blue']]);
  });
});

describe('bad tallies are refused, naming the place', () => {
  const cases: [string, unknown, RegExp][] = [
    ['not an object', [], /^\(tally\): must be an object/],
    ['another format', { ...SAMPLE, format: 'new-world-tally' }, /^format: must be "race-tally"/],
    ['another version', { ...SAMPLE, version: 2 }, /^version: must be 1/],
    ['one player', tally([], { players: ['Red'] }), /^players: .*2 to 4 players, not 1/],
    [
      'five players',
      tally([], { players: ['Red', 'Blue', 'Yellow', 'Green', 'Black'] }),
      /^players: .*2 to 4 players, not 5/,
    ],
    [
      'a neutral colour with three players',
      tally([], { neutral: 'Green' }),
      /^neutral: only a two-player game/,
    ],
    [
      'a neutral colour that is a player',
      tally([], { players: ['Red', 'Blue'], neutral: 'Blue' }),
      /^neutral: "Blue" is a player/,
    ],
    [
      'a neutral colour that is not a name',
      tally([], { players: ['Red', 'Blue'], neutral: 3 }),
      /^neutral: must be the neutral colour's name/,
    ],
    [
      'the neutral colour in a city',
      tally([city({ Green: 1 })], { players: ['Red', 'Blue'], neutral: 'Green' }),
      /^regions\[0\]\.markers\.Green: the neutral colour's markers stand only on islands/,
    ],
    [
      "an unknown player's markers",
      tally([island({ Red: 1 }), island({ Green: 2 })]),
      /^regions\[1\]\.markers\.Green: is not one of the players \(Red, Blue, Yellow\)/,
    ],
    [
      'negative markers',
      tally([island({ Red: -1 })]),
      /^regions\[0\]\.markers\.Red: must be a whole number from 0/,
    ],
    [
      'fractional markers',
      tally([island({ Red: 1.5 })]),
      /^regions\[0\]\.markers\.Red: must be a whole number/,
    ],
    [
      'an unknown kind',
      tally([island({}, { kind: 'lake' })]),
      /^regions\[0\]\.kind: must be one of "island", "city"/,
    ],
    [
      'a full region without its primary bonus',
      tally([island({}, { primary: undefined })]),
      /^regions\[0\]\.primary: a full island that is not yet scored needs its primary bonus/,
    ],
    [
      'a negative secondary bonus',
      tally([island({}, { secondary: -4 })]),
      /^regions\[0\]\.secondary: must be a whole number from 0/,
    ],
    [
      'scored but not full',
      tally([island({}, { scored: true, full: false })]),
      /^regions\[0\]\.scored: a region is scored only once it is full/,
    ],
    [
      'full not a boolean',
      tally([island({}, { full: 'yes' })]),
      /^regions\[0\]\.full: must be true or false/,
    ],
    ['an empty name', tally([island({}, { name: '' })]), /^regions\[0\]\.name: must be the region's name/],
    [
      'an unknown player in scores',
      tally([], { scores: { Green: 3 } }),
      /^scores\.Green: is not one of the players/,
    ],
    ['a negative score', tally([], { scores: { Red: -3 } }), /^scores\.Red: must be a whole number from 0/],
    [
      'an unknown player in hands',
      tally([], { final: true, hands: { Green: { cards: 1 } } }),
      /^hands\.Green: is not one of the players/,
    ],
    [
      'the neutral colour in hands',
      tally([], { players: ['Red', 'Blue'], neutral: 'Green', hands: { Green: {} } }),
      /^hands\.Green: is not one of the players/,
    ],
    [
      'negative cards',
      tally([], { final: true, hands: { Red: { cards: -1 } } }),
      /^hands\.Red\.cards: must be a whole number from 0/,
    ],
    [
      'negative commodities',
      tally([], { final: true, hands: { Red: { commodities: -2 } } }),
      /^hands\.Red\.commodities: must be a whole number from 0/,
    ],
    [
      'a negative card',
      tally([], { final: true, hands: { Red: { card: -3 } } }),
      /^hands\.Red\.card: must be a whole number from 0/,
    ],
    ['final not a boolean', tally([], { final: 1 }), /^final: must be true or false/],
    ['regions not an array', tally([], { regions: {} }), /^regions: must be an array/],
  ];
  it.each(cases)('%s', (_, raw, message) => {
    expect(refusal(raw).message).toMatch(message);
  });

  it('parseRaceTally fills the defaults: no neutral, no scores, not final, primary/secondary 0 on a region that does not score now', () => {
    const t = parseRaceTally({
      format: 'race-tally',
      version: 1,
      players: ['Red', 'Blue'],
      regions: [{ kind: 'city', markers: { Red: 1 } }],
    });
    expect(t).toEqual({
      format: 'race-tally',
      version: 1,
      players: ['Red', 'Blue'],
      neutral: null,
      scores: {},
      final: false,
      hands: {},
      options: { neutralSecond: true, neutralLead: 'next' },
      duringPlay: 'add',
      duringPlayGiven: false,
      regions: [
        {
          kind: 'city',
          name: 'city 1',
          primary: 0,
          secondary: 0,
          full: false,
          scored: false,
          markers: { Red: 1 },
        },
      ],
    });
  });

  it('a region marked scored counts as full', () => {
    expect(parseRaceTally(tally([island({}, { full: undefined, scored: true })])).regions[0].full).toBe(true);
  });
});

describe('50/100 cards: the track starts again after 50 (hands.<player>.lap)', () => {
  const two = (extra: Record<string, unknown>) => tally([], { players: ['Red', 'Blue'], ...extra });

  it('a ship on space 6 with the 50 side up and a card bonus of 5 scores 61 at game end (content/tallies/race-lap-50.json)', () => {
    const r = scoreRaceTally(JSON.parse(readFileSync('content/tallies/race-lap-50.json', 'utf8')));
    const red = r.players[0];
    expect([red.name, red.start, red.lap, red.score]).toEqual(['Red', 6, 50, 61]);
    expect(red.lines).toMatchObject([
      {
        label: '50/100 card, 50 side up',
        points: 50,
        items: [{ label: '50 points passed on the track', count: 1, points: 50, rule: RACE_RULES.lap }],
        reason: "the track starts again after 50, so 50 is added to the ship's space of 6",
      },
      {
        label: '50/100 card bonus',
        points: 5,
        items: [{ label: '50/100 card bonus', count: 1, points: 5, rule: RACE_RULES.card }],
      },
    ]);
    expect(RACE_RULES.lap).toMatch(/^Race to the New Found Land rules, 50\/100 Cards/);
    expect(red.score - red.start).toBe(red.lines.reduce((s, l) => s + l.points, 0));
    // Read off the track alone, Blue (44) would beat Red (6 + 5): the card's side decides the winner.
    expect(r.winners).toEqual(['Red']);
    expect(r.why).toBe('Red has the most points (61; next best 44)');
  });

  it("the lap counts whether or not the tally is final (the card's printed bonus only at game end)", () => {
    const r = scoreRaceTally(two({ scores: { Red: 6, Blue: 44 }, hands: { Red: { lap: 50, card: 5 } } }));
    expect(r.players.map((p) => [p.name, p.score])).toEqual([
      ['Red', 56],
      ['Blue', 44],
    ]);
    expect(r.why).toBe('No winner yet: the tally is not final. Red leads with 56.');
    expect(r.players[0].lines.map((l) => l.label)).toEqual(['50/100 card, 50 side up']);
  });

  it('the 100 side adds 100, with no card bonus unless the card is given', () => {
    const r = scoreRaceTally(two({ scores: { Blue: 3 }, hands: { Blue: { lap: 100 } }, final: true }));
    expect(scores(two({ scores: { Blue: 3 }, hands: { Blue: { lap: 100 } }, final: true }))).toEqual({
      Red: 0,
      Blue: 103,
    });
    expect(r.players[1].lines).toMatchObject([
      {
        label: '50/100 card, 100 side up',
        points: 100,
        items: [{ label: '100 points passed on the track', count: 1, points: 100, rule: RACE_RULES.lap }],
      },
    ]);
    expect(r.players[1].lap).toBe(100);
  });

  it('lap 0 (or none) adds nothing and gives no line', () => {
    const r = scoreRaceTally(two({ scores: { Red: 9 }, hands: { Red: { lap: 0, commodities: 2 } } }));
    expect(r.players[0].score).toBe(9);
    expect(r.players[0].lines).toEqual([]);
    expect('lap' in r.players[0]).toBe(false);
    expect(parseRaceTally(two({ hands: { Blue: {} } })).hands.Blue.lap).toBe(0);
  });

  it('an event of its own (step "track", type "lap") comes first; the ship does not advance for it, later advances include it', () => {
    const r = scoreRaceTally(
      two({ scores: { Red: 6 }, hands: { Red: { lap: 50 } }, regions: [island({ Red: 2 })] }),
    );
    expect(r.events[0]).toEqual(
      expect.objectContaining({ kind: 'score', step: 'track', player: 'Red', type: 'lap', points: 50 }),
    );
    expect(advances(r)).toEqual([['islands', 'Red', 2 + 6, 64]]);
  });

  it.each([[75], [-50], ['50'], [true], [null], [150]])(
    'lap %j is refused, naming the place and the reason',
    (lap) => {
      expect(refusal(two({ hands: { Red: { lap } } })).message).toMatch(
        /^hands\.Red\.lap: must be 0, 50 or 100 \(the side of the 50\/100 card face up, or 0 without a card\), not /,
      );
    },
  );
});

describe('option neutralSecond: does the neutral colour also hold second place? (true: our reading, the default; false: the other reading)', () => {
  const two = (regions: Region[], options?: Record<string, unknown>) =>
    tally(regions, { players: ['Red', 'Blue'], neutral: 'Green', ...(options ? { options } : {}) });
  const other = { neutralSecond: false };

  it('the default is true and leaves every result as before; the table documents both readings', () => {
    expect(RACE_OPTIONS.map((o) => [o.name, o.default, o.values])).toEqual([
      ['neutralSecond', true, [true, false]],
      ['neutralLead', 'next', ['next', 'none']],
    ]);
    expect(RACE_OPTIONS[0].meanings.true).toMatch(/^Default, our reading\./);
    expect(RACE_OPTIONS[0].source).toMatch(/^Race to the New Found Land rules, 2-player rules/);
    expect(parseRaceTally(two([])).options).toEqual({ neutralSecond: true, neutralLead: 'next' });
    const island1 = [island({ Red: 4, Blue: 1, Green: 2 })];
    expect(scores(two(island1, { neutralSecond: true }))).toEqual(scores(two(island1)));
  });

  it('neutral alone second: by default nobody takes the secondary; in the other reading the next player does, citing that reading', () => {
    const regions = [island({ Red: 4, Blue: 1, Green: 2 })];
    expect(scores(two(regions))).toEqual({ Red: 4 + 6, Blue: 1 });
    const r = scoreRaceTally(two(regions, other));
    expect(scores(two(regions, other))).toEqual({ Red: 4 + 6, Blue: 1 + 4 });
    expect(lineOf(r, 'Blue')!.items[1]).toMatchObject({
      label: 'secondary bonus (second-most markers)',
      count: 1,
      points: 4,
      rule: `${RACE_RULES.island}; ${RACE_RULES.twoPlayer}; ${RACE_RULES.neutralMostOnly}`,
    });
    expect(lineOf(r, 'Blue')!.reason).toBe(
      'Red has 4 markers, Green (neutral) 2, Blue 1: Red has the most and takes the primary bonus of 6; Green (neutral) is passed over for second place (the other reading, neutralSecond: false: the neutral colour counts only for the most), so Blue takes the secondary bonus of 4',
    );
  });

  it('a player tied with the neutral colour for second: nothing by default, the secondary in the other reading', () => {
    const regions = [island({ Red: 4, Blue: 2, Green: 2 })];
    expect(scores(two(regions))).toEqual({ Red: 4 + 6, Blue: 2 });
    expect(scores(two(regions, other))).toEqual({ Red: 4 + 6, Blue: 2 + 4 });
  });

  it('only the neutral colour behind the leader: nobody takes the secondary either way', () => {
    const regions = [island({ Red: 4, Green: 2 })];
    expect(scores(two(regions))).toEqual({ Red: 10, Blue: 0 });
    expect(scores(two(regions, other))).toEqual({ Red: 10, Blue: 0 });
    expect(lineOf(scoreRaceTally(two(regions, other)), 'Red')!.reason).toMatch(
      /Green \(neutral\) is passed over for second place .*, so nobody takes the secondary$/,
    );
  });

  it('where the readings agree: the neutral colour leads, ties for most, or trails the second player', () => {
    for (const markers of [
      { Red: 2, Blue: 1, Green: 3 },
      { Red: 1, Blue: 2, Green: 2 },
      { Red: 4, Blue: 3, Green: 1 },
    ]) {
      expect(scores(two([island(markers)], other)), JSON.stringify(markers)).toEqual(
        scores(two([island(markers)])),
      );
      const order = ['Red', 'Blue', 'Green'];
      // A neutral colour alone in the lead is the other option's question (neutralLead), not this one's.
      const lead = markers.Green > markers.Red && markers.Green > markers.Blue ? 'neutralLeadNext' : null;
      expect(raceMajority({ primary: 6, secondary: 4, markers }, order, 'Green', false).reading).toBe(lead);
      expect(raceMajority({ primary: 6, secondary: 4, markers }, order, 'Green', true).reading).toBe(lead);
    }
  });

  it('raceMajority says which reading decided the secondary', () => {
    const order = ['Red', 'Blue', 'Green'];
    const m = { primary: 6, secondary: 4, markers: { Red: 4, Blue: 1, Green: 2 } };
    expect(raceMajority(m, order, 'Green')).toEqual(
      expect.objectContaining({ primary: ['Red'], secondary: [], reading: 'neutralSecond' }),
    );
    expect(raceMajority(m, order, 'Green', false)).toEqual(
      expect.objectContaining({ primary: ['Red'], secondary: ['Blue'], reading: 'neutralMostOnly' }),
    );
  });

  it('without a neutral colour the option changes nothing', () => {
    const regions = [island({ Red: 4, Blue: 2, Yellow: 2 })];
    expect(scores(tally(regions, { options: other }))).toEqual(scores(tally(regions)));
  });

  it.each([
    ['options not an object', [], /^options: must be an object/],
    [
      'an unknown option',
      { neutral: false },
      /^options\.neutral: is not a rule option \(known: neutralSecond, neutralLead\)/,
    ],
    [
      'a value that is not true or false',
      { neutralSecond: 'no' },
      /^options\.neutralSecond: must be one of true, false, not "no"/,
    ],
  ])('%s is refused, naming the place', (_, options, message) => {
    expect(refusal(tally([], { options })).message).toMatch(message);
  });
});

describe("option neutralLead: the neutral colour alone has the most ('next': our reading, the default; 'none': the other reading)", () => {
  const two = (regions: Region[], options?: Record<string, unknown>) =>
    tally(regions, { players: ['Red', 'Blue'], neutral: 'Green', ...(options ? { options } : {}) });
  const none = { neutralLead: 'none' };

  it('the table documents both readings; the default gives the player behind the neutral colour the secondary', () => {
    const info = RACE_OPTIONS.find((o) => o.name === 'neutralLead')!;
    expect(info.meanings.next).toMatch(/^Default, our reading\./);
    expect(info.meanings.none).toMatch(/^The other reading\./);
    const regions = [island({ Red: 2, Blue: 1, Green: 3 })];
    expect(scores(two(regions))).toEqual({ Red: 2 + 4, Blue: 1 });
    expect(scores(two(regions, { neutralLead: 'next' }))).toEqual(scores(two(regions)));
  });

  it("'none': nobody takes either bonus while the neutral colour alone leads; the markers still score, and the reason says which reading", () => {
    const regions = [island({ Red: 2, Blue: 1, Green: 3 })];
    const r = scoreRaceTally(two(regions, none));
    expect(scores(two(regions, none))).toEqual({ Red: 2, Blue: 1 });
    expect(bonusLabels(r, 'Red')).toEqual([]);
    expect(lineOf(r, 'Red')!.reason).toBe(
      'Green (neutral) has 3 markers, Red 2, Blue 1: Green (neutral) has the most, but the neutral colour scores nothing: nobody takes the primary bonus; in the other reading (neutralLead: "none"), nobody takes either bonus while the neutral colour alone has the most, so nobody takes the secondary',
    );
    expect(
      raceMajority(
        { primary: 6, secondary: 4, markers: { Red: 2, Blue: 1, Green: 3 } },
        ['Red', 'Blue', 'Green'],
        'Green',
        true,
        'none',
      ),
    ).toEqual(expect.objectContaining({ primary: [], secondary: [], reading: 'neutralLeadNone' }));
  });

  it('the two readings agree wherever the neutral colour does not lead alone (tied for most, second, behind), and without a neutral colour', () => {
    const cases: Record<string, number>[] = [
      { Red: 1, Blue: 2, Green: 2 },
      { Red: 2, Blue: 2, Green: 2 },
      { Red: 4, Blue: 1, Green: 2 },
      { Red: 4, Blue: 3, Green: 1 },
      { Green: 3 },
    ];
    for (const markers of cases) {
      expect(scores(two([island(markers)], none)), JSON.stringify(markers)).toEqual(
        scores(two([island(markers)])),
      );
    }
    const regions = [island({ Red: 4, Blue: 2, Yellow: 2 })];
    expect(scores(tally(regions, { options: none }))).toEqual(scores(tally(regions)));
  });

  it('a value other than next or none is refused, naming the place', () => {
    expect(refusal(two([], { neutralLead: 'nobody' })).message).toMatch(
      /^options\.neutralLead: must be one of "?next"?, "?none"?, not "nobody"/,
    );
  });
});
