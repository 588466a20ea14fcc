/**
 * The command line with the related games' tallies (formats.md §5, §7): `nw tally` dispatches on
 * `format` to race-tally and conquest-tally, prints each player's lines with their items and the
 * winner(s), or with --json `{ players, events, winners }`; exit 1 for an invalid tally (one line
 * on stderr naming the place, nothing on stdout), 2 for wrong usage. Every example tally in
 * content/tallies/ scores with exit 0.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { run } from '../../src/cli/commands';

const read = (f: string) => readFileSync(f, 'utf8');
const DIR = 'content/tallies/';
const RACE = DIR + 'race-tally.json';
const CONQUEST = DIR + 'conquest-tally.json';
const SPEC = '/work/shared/spec/examples/';
const mem = (map: Record<string, string>) => (f: string) => {
  if (f in map) return map[f];
  throw Object.assign(new Error('ENOENT'), { code: 'ENOENT' });
};
const json = (file: string, reader: (f: string) => string = read) => {
  const res = run(['tally', file, '--json'], reader);
  expect(res.stderr).toBe('');
  expect(res.code).toBe(0);
  return JSON.parse(res.stdout);
};
const totals = (out: { players: { name: string; score: number }[] }) =>
  Object.fromEntries(out.players.map((p) => [p.name, p.score]));
/** A tally file's JSON, changed freely (deep fields, wrong types) to make the inputs the command line refuses. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any field at any depth, set to anything
type TallyJson = Record<string, any>;
/** A copy of a tally file with some fields changed, served from memory. */
const edited = (file: string, change: (t: TallyJson) => void) => {
  const t = JSON.parse(read(file));
  change(t);
  return mem({ 't.json': JSON.stringify(t) });
};

describe('nw tally with a race-tally', () => {
  it('--json: the spec sample gives Red 48, Blue 9, Yellow 3, Red the winner, with events and labelled items', () => {
    const out = json(RACE);
    expect(out.players.map((p: { name: string; score: number }) => [p.name, p.score])).toEqual([
      ['Red', 48],
      ['Blue', 9],
      ['Yellow', 3],
    ]);
    expect(out.winners).toEqual(['Red']);
    expect(out.why).toBe('Red has the most points (48; next best 9)');
    const scored = out.events.filter((e: { kind: string }) => e.kind === 'score');
    expect(
      scored.map((e: { player: string; type: string; points: number }) => [e.player, e.type, e.points]),
    ).toEqual([
      ['Red', 'island', 9],
      ['Blue', 'island', 9],
      ['Yellow', 'island', 3],
      ['Red', 'city', 1],
      ['Red', 'card', 3],
      ['Red', 'hand', 4],
    ]);
    for (const e of scored) {
      expect(e.items.reduce((s: number, i: { points: number }) => s + i.points, 0)).toBe(e.points);
      for (const i of e.items)
        expect(Object.keys(i)).toEqual(expect.arrayContaining(['label', 'count', 'points', 'rule']));
    }
  });

  it("text: each player's lines with their items, why the bonuses went where they did, the totals and the winner", () => {
    const res = run(['tally', RACE], read);
    expect(res.code).toBe(0);
    expect(res.stderr).toBe('');
    expect(res.stdout).toMatch(/^Red: 48 \(31 on the track before\), 4 commodities\n/);
    expect(res.stdout).toContain(
      '  Nova Scotia (island): 9 (Red has 5 markers, Blue 5, Yellow 3: Red and Blue tie for most, so both take the secondary bonus of 4; nobody takes the primary)',
    );
    expect(res.stdout).toMatch(
      / {6}5 markers × 1\s+5 {3}\(Race to the New Found Land rules, Score islands\)/,
    );
    expect(res.stdout).toMatch(/shared secondary bonus \(tied for most\)\s+4/);
    expect(res.stdout).toMatch(/ {2}Stockholm \(city, never scored\): 1/);
    expect(res.stdout).toMatch(/50\/100 card bonus\s+3/);
    expect(res.stdout).toMatch(/2 cards in hand \(1x or goal\) × 2\s+4/);
    expect(res.stdout).toMatch(/\nYellow: 3, 0 commodities\n/);
    expect(res.stdout).toMatch(
      /Totals\n {2}Player {2}Score\n.*\n {2}Red {8}48\n {2}Blue {8}9\n {2}Yellow {6}3\n/,
    );
    expect(res.stdout).toMatch(/\nWinner: Red\n {2}Red has the most points \(48; next best 9\)\n$/);
  });

  it('text: a shared victory names every winner and why', () => {
    const res = run(['tally', DIR + 'race-final-shared.json'], read);
    expect(res.stdout).toMatch(
      /\nWinners \(shared\): Red, Blue\n {2}Red and Blue tie on 38 and have 3 commodities each: they share the victory\n$/,
    );
  });

  it('text: a tally that is not final says there is no winner yet, and which regions score nothing now', () => {
    const res = run(['tally', DIR + 'race-two-player-neutral.json'], read);
    expect(res.code).toBe(0);
    expect(res.stdout).toMatch(/\nNo winner yet: the tally is not final\. Blue leads with 20\.\n$/);
    expect(res.stdout).toContain(
      '  Anticosti (island): Anticosti is not full: it scores nothing during play',
    );
    expect(res.stdout).not.toMatch(/^Green/m);
  });

  it('the spec file itself (when the shared spec is on this machine) gives the same totals', () => {
    let reader = read;
    try {
      read(SPEC + 'race-tally.json');
    } catch {
      reader = mem({ [SPEC + 'race-tally.json']: read(RACE) });
    }
    expect(totals(json(SPEC + 'race-tally.json', reader))).toEqual({ Red: 48, Blue: 9, Yellow: 3 });
  });

  it("an unknown player's markers: exit 1, one line naming the place, nothing on stdout", () => {
    const res = run(
      ['tally', 't.json'],
      edited(RACE, (t) => (t.regions[1].markers.Green = 2)),
    );
    expect(res.code).toBe(1);
    expect(res.stdout).toBe('');
    expect(res.stderr).toMatch(/^nw: t\.json: regions\[1\]\.markers\.Green: is not one of the players/);
    expect(res.stderr.split('\n').filter(Boolean)).toHaveLength(1);
  });

  it('negative markers, a wrong version, a neutral colour with three players: exit 1 naming the place', () => {
    const cases: [(t: TallyJson) => void, RegExp][] = [
      [(t) => (t.regions[0].markers.Blue = -5), /regions\[0\]\.markers\.Blue: must be a whole number from 0/],
      [(t) => (t.version = 2), /version: must be 1/],
      [(t) => (t.neutral = 'Green'), /neutral: only a two-player game/],
      [(t) => (t.hands.Red.cards = -1), /hands\.Red\.cards: must be a whole number from 0/],
    ];
    for (const [change, message] of cases) {
      const res = run(['tally', 't.json', '--json'], edited(RACE, change));
      expect(res.code).toBe(1);
      expect(res.stdout).toBe('');
      expect(res.stderr).toMatch(message);
    }
  });

  it('a race-tally given to score is refused with 1', () => {
    expect(run(['score', RACE], read).code).toBe(1);
  });
});

describe('nw tally with a conquest-tally', () => {
  it('--json: England 4, France 11, France the winner; a vp, settlements and cities line per nation', () => {
    const out = json(CONQUEST);
    expect(totals(out)).toEqual({ England: 4, France: 11 });
    expect(out.winners).toEqual(['France']);
    expect(
      out.events.map((e: { player: string; type: string; points: number }) => [e.player, e.type, e.points]),
    ).toEqual([
      ['England', 'vp', -2],
      ['England', 'settlements', 3],
      ['England', 'cities', 3],
      ['France', 'vp', 4],
      ['France', 'settlements', 1],
      ['France', 'cities', 6],
    ]);
  });

  it('text: the oppression points, the settlements and cities, the totals and the winner', () => {
    const res = run(['tally', CONQUEST], read);
    expect(res.code).toBe(0);
    expect(res.stdout).toMatch(
      /^England: 4\n {2}victory points: -2 \(negative victory points are oppression points and count against the total\)\n/,
    );
    expect(res.stdout).toMatch(/2 oppression points \(negative VP\)\s+-2/);
    expect(res.stdout).toMatch(/3 settlements × 1\s+3/);
    expect(res.stdout).toMatch(/2 cities × 3\s+6/);
    expect(res.stdout).toMatch(/\nWinner: France\n {2}France has the most VP \(11\)\n$/);
  });

  it('a tie is shared', () => {
    const out = json(DIR + 'conquest-tie-oppression.json');
    expect(out.winners).toEqual(['Spain', 'England']);
    expect(run(['tally', DIR + 'conquest-tie-oppression.json'], read).stdout).toMatch(
      /Winners \(shared\): Spain, England\n/,
    );
  });

  it('an unknown nation or a negative city count: exit 1 naming the place', () => {
    let res = run(
      ['tally', 't.json'],
      edited(CONQUEST, (t) => (t.nations.Spain = { vp: 1 })),
    );
    expect([res.code, res.stdout]).toEqual([1, '']);
    expect(res.stderr).toMatch(/^nw: t\.json: nations\.Spain: is not one of the players/);
    res = run(
      ['tally', 't.json'],
      edited(CONQUEST, (t) => (t.nations.France.cities = -1)),
    );
    expect(res.code).toBe(1);
    expect(res.stderr).toMatch(/nations\.France\.cities: must be a whole number from 0/);
  });
});

describe('nw tally usage and inputs', () => {
  it('wrong usage exits 2', () => {
    expect(run(['tally'], read).code).toBe(2);
    expect(run(['tally', RACE, CONQUEST], read).code).toBe(2);
  });

  it('a missing file or bad JSON exits 1', () => {
    expect(run(['tally', DIR + 'no-such.json'], read).code).toBe(1);
    expect(run(['tally', 't.json'], mem({ 't.json': '{"format": "race-tally",' })).code).toBe(1);
  });

  it('the usage text names the four tally formats', () => {
    const help = run(['help'], read).stdout;
    for (const f of ['new-world-tally', 'discovery-tally', 'race-tally', 'conquest-tally'])
      expect(help).toContain(f);
  });
});

describe('the example tallies (content/tallies/)', () => {
  const files = readdirSync(DIR)
    .filter((f) => f.endsWith('.json'))
    .sort();
  const EXPECTED: Record<string, { totals: Record<string, number>; winners?: string[] }> = {
    'race-tally.json': { totals: { Red: 48, Blue: 9, Yellow: 3 }, winners: ['Red'] },
    'conquest-tally.json': { totals: { England: 4, France: 11 }, winners: ['France'] },
    'discovery-tally.json': { totals: { Red: 20, Yellow: 3 } },
    // `duringPlay: "on-track"`: Red's mountain taken back during play is already in the 22 on the track (shown, not added).
    'discovery-on-track.json': { totals: { Red: 22, Yellow: 27 } },
    'new-world-tally.json': { totals: { Red: 48, Yellow: 53, Blue: 40, Green: 43, Black: 37 } },
    // The rulebook's Stockholm: Yellow 3 markers + primary 8; Red and Blue tie for second with 1 each (the secondary 3 is an example value).
    'race-tie-for-second.json': { totals: { Red: 1, Yellow: 11, Blue: 1 }, winners: [] },
    // Newfoundland: Green (neutral) most, Red second 2 + 4; Cape Breton: Blue ties Green for most, 2 + 2; Red 1.
    'race-two-player-neutral.json': { totals: { Red: 12 + 6 + 1, Blue: 15 + 1 + 4 }, winners: [] },
    // The rulebook's final scoring: Yellow 4 markers + card 1 + one goal card 2; Red 2 + 3 + 4; Blue card 5.
    'race-final-tie-commodities.json': { totals: { Red: 40, Yellow: 40, Blue: 35 }, winners: ['Yellow'] },
    'race-final-shared.json': { totals: { Red: 38, Blue: 38, Yellow: 20 }, winners: ['Red', 'Blue'] },
    // The 50/100 card (issue 15): Red's ship on space 6, 50 side up, card bonus 5 = 61; Blue on space 44.
    'race-lap-50.json': { totals: { Red: 61, Blue: 44 }, winners: ['Red'] },
    'conquest-tie-oppression.json': {
      totals: { Spain: 10, England: 10, France: 8 },
      winners: ['Spain', 'England'],
    },
    'conquest-total-conquest.json': { totals: { Spain: 18, England: 30, France: -4 }, winners: ['England'] },
  };

  it('holds the four spec samples and the tie cases, each with its expected totals here', () => {
    expect(files).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(files)('nw tally %s exits 0, in text and in JSON', (file) => {
    const text = run(['tally', DIR + file], read);
    expect(text.stderr).toBe('');
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/\nTotals\n/);
    const out = json(DIR + file);
    expect(totals(out)).toEqual(EXPECTED[file].totals);
    if (EXPECTED[file].winners) expect(out.winners).toEqual(EXPECTED[file].winners);
  });

  it.each(['race-tally.json', 'conquest-tally.json', 'discovery-tally.json'])(
    '%s is the spec sample (when the shared spec is on this machine)',
    (file) => {
      let spec: string;
      try {
        spec = read(SPEC + file);
      } catch {
        return;
      }
      expect(JSON.parse(read(DIR + file))).toEqual(JSON.parse(spec));
    },
  );

  it('new-world-tally.json is the §4 sample (tests/fixtures/spec-tally.json)', () => {
    expect(JSON.parse(read(DIR + 'new-world-tally.json'))).toEqual(
      JSON.parse(read('tests/fixtures/spec-tally.json')),
    );
  });
});

describe("nw tally: Race's 50/100 card and the neutral colour's second place (issue 15)", () => {
  const LAP = DIR + 'race-lap-50.json';

  it('--json: a ship on space 6 with the 50 side up and a card bonus of 5 scores 61 (final), with the lap as a labelled item citing the rule', () => {
    const out = json(LAP);
    expect(totals(out)).toEqual({ Red: 61, Blue: 44 });
    expect(out.winners).toEqual(['Red']);
    const red = out.players[0];
    expect([red.start, red.lap]).toEqual([6, 50]);
    expect(
      out.events
        .filter((e: { kind: string }) => e.kind === 'score')
        .map((e: { player: string; step: string; type: string; points: number }) => [
          e.player,
          e.step,
          e.type,
          e.points,
        ]),
    ).toEqual([
      ['Red', 'track', 'lap', 50],
      ['Red', 'final', 'card', 5],
    ]);
    expect(red.lines[0].items).toEqual([
      {
        label: '50 points passed on the track',
        count: 1,
        points: 50,
        rule: 'Race to the New Found Land rules, 50/100 Cards: the track starts again after 50',
      },
    ]);
  });

  it("text: the ship's space and the card's side before, the lap line with its rule, the totals and the winner", () => {
    const res = run(['tally', LAP], read);
    expect([res.code, res.stderr]).toEqual([0, '']);
    expect(res.stdout).toMatch(
      /^Red: 61 \(ship on space 6 \+ 50 from the 50\/100 card = 56 before\), 0 commodities\n/,
    );
    expect(res.stdout).toContain(
      "  50/100 card, 50 side up: 50 (the track starts again after 50, so 50 is added to the ship's space of 6)",
    );
    expect(res.stdout).toMatch(
      /50 points passed on the track\s+50 {3}\(Race to the New Found Land rules, 50\/100 Cards/,
    );
    expect(res.stdout).toMatch(/ {2}50\/100 card bonus: 5\n/);
    expect(res.stdout).toMatch(/\nWinner: Red\n {2}Red has the most points \(61; next best 44\)\n$/);
  });

  it('the lap counts in a tally that is not final too', () => {
    const out = json(
      't.json',
      edited(LAP, (t) => (t.final = false)),
    );
    expect(totals(out)).toEqual({ Red: 56, Blue: 44 });
    expect(out.winners).toEqual([]);
  });

  it('a lap other than 0, 50 or 100: exit 1, one line naming the place and the reason, nothing on stdout', () => {
    for (const lap of [60, '50', -50]) {
      const res = run(
        ['tally', 't.json'],
        edited(LAP, (t) => (t.hands.Red.lap = lap)),
      );
      expect([res.code, res.stdout]).toEqual([1, '']);
      expect(res.stderr).toMatch(
        /^nw: t\.json: hands\.Red\.lap: must be 0, 50 or 100 \(the side of the 50\/100 card face up, or 0 without a card\), not /,
      );
      expect(res.stderr.split('\n').filter(Boolean)).toHaveLength(1);
    }
  });

  it('options.neutralSecond: the default (our reading) leaves the second-place player behind the neutral colour without the secondary; false gives it', () => {
    const NEUTRAL = DIR + 'race-two-player-neutral.json';
    // Cape Breton's Green 2 ties Blue for most; make Red lead it instead, with Green second and Blue third.
    const setUp = (t: TallyJson) => (t.regions[1].markers = { Red: 4, Green: 2, Blue: 1 });
    const ours = json('t.json', edited(NEUTRAL, setUp));
    const other = json(
      't.json',
      edited(NEUTRAL, (t) => (setUp(t), (t.options = { neutralSecond: false }))),
    );
    expect(totals(ours)).toEqual({ Red: 12 + 6 + 4 + 5, Blue: 15 + 1 + 1 });
    expect(totals(other)).toEqual({ Red: 12 + 6 + 4 + 5, Blue: 15 + 1 + 1 + 2 });
    const text = run(['tally', 't.json'], edited(NEUTRAL, setUp)).stdout;
    expect(text).toContain(
      "Green (neutral) has the second-most and, in our reading (not the rulebook's), holds second place though it scores nothing: nobody takes the secondary",
    );
    const otherText = run(
      ['tally', 't.json'],
      edited(NEUTRAL, (t) => (setUp(t), (t.options = { neutralSecond: false }))),
    ).stdout;
    expect(otherText).toContain(
      'Green (neutral) is passed over for second place (the other reading, neutralSecond: false: the neutral colour counts only for the most), so Blue takes the secondary bonus of 2',
    );
  });

  it('a bad option: exit 1 naming the place', () => {
    const res = run(
      ['tally', 't.json'],
      edited(LAP, (t) => (t.options = { neutralSecond: 'yes' })),
    );
    expect([res.code, res.stdout]).toEqual([1, '']);
    expect(res.stderr).toMatch(/^nw: t\.json: options\.neutralSecond: must be one of true, false, not "yes"/);
  });
});
