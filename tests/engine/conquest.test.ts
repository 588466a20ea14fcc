/**
 * New World Conquest's table tally (formats §7, `conquest-tally`), as the rules write it:
 * VP may be negative (oppression points); at the end of the game settlements are worth 1 VP and
 * cities 3 VP each; the most VP wins (the rules give no tie-break, so a tie is shared). A player
 * who concedes keeps their territories (Victory); that they cannot win is our reading.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONQUEST_RULES, EngineError, parseConquestTally, scoreConquestTally } from '@engine/index';

const SAMPLE: Record<string, unknown> = JSON.parse(
  readFileSync('content/tallies/conquest-tally.json', 'utf8'),
);

const tally = (nations: Record<string, unknown>, players = Object.keys(nations)) => ({
  format: 'conquest-tally',
  version: 1,
  players,
  nations,
});
const scores = (raw: unknown) =>
  Object.fromEntries(scoreConquestTally(raw).players.map((p) => [p.name, p.score]));

function refusal(raw: unknown): EngineError {
  try {
    scoreConquestTally(raw);
  } catch (e) {
    expect(e).toBeInstanceOf(EngineError);
    return e as EngineError;
  }
  throw new Error('the tally was accepted');
}

describe('the spec sample (formats §7)', () => {
  it('gives England 4 (−2 + 3 settlements + 1 city × 3) and France 11 (4 + 1 + 2 × 3); France wins', () => {
    const r = scoreConquestTally(SAMPLE);
    expect(r.players.map((p) => [p.name, p.score])).toEqual([
      ['England', 4],
      ['France', 11],
    ]);
    expect(r.winners).toEqual(['France']);
    expect(r.why).toBe('France has the most VP (11)');
  });

  it('has three lines per nation (vp, settlements, cities), whose items add up and cite the rules', () => {
    const r = scoreConquestTally(SAMPLE);
    const france = r.players[1];
    expect(france.lines.map((l) => [l.type, l.label, l.points])).toEqual([
      ['vp', 'victory points', 4],
      ['settlements', 'settlements', 1],
      ['cities', 'cities', 6],
    ]);
    expect(france.lines[2].items).toEqual([
      { label: '2 cities × 3', count: 2, points: 6, rule: CONQUEST_RULES.cities },
    ]);
    expect(france.lines[1].items).toEqual([
      { label: '1 settlement × 1', count: 1, points: 1, rule: CONQUEST_RULES.settlements },
    ]);
    for (const p of r.players) {
      expect(p.lines.reduce((s, l) => s + l.points, 0)).toBe(p.score);
      for (const l of p.lines) expect(l.items.reduce((s, i) => s + i.points, 0)).toBe(l.points);
    }
    expect(r.events.map((e) => [e.player, e.type, e.points])).toEqual([
      ['England', 'vp', -2],
      ['England', 'settlements', 3],
      ['England', 'cities', 3],
      ['France', 'vp', 4],
      ['France', 'settlements', 1],
      ['France', 'cities', 6],
    ]);
  });
});

describe('the final score: vp + 1 per settlement + 3 per city', () => {
  it('adds each part', () => {
    expect(scores(tally({ Spain: { vp: 20, settlements: 5, cities: 4 } }))).toEqual({ Spain: 20 + 5 + 12 });
  });

  it('negative VP are oppression points: they count against the total, and the line says so', () => {
    const r = scoreConquestTally(tally({ Spain: { vp: -7, settlements: 2, cities: 1 } }));
    expect(r.players[0].score).toBe(-7 + 2 + 3);
    expect(r.players[0].lines[0]).toEqual({
      type: 'vp',
      label: 'victory points',
      points: -7,
      items: [{ label: '7 oppression points (negative VP)', count: 7, points: -7, rule: CONQUEST_RULES.vp }],
      reason: 'negative victory points are oppression points and count against the total',
    });
  });

  it('a total may stay negative', () => {
    expect(scores(tally({ Spain: { vp: -9, settlements: 1 }, France: { vp: 0 } }))).toEqual({
      Spain: -8,
      France: 0,
    });
  });

  it('settlements and cities default to 0; the nations come in the order of players', () => {
    const r = scoreConquestTally(
      tally({ France: { vp: 3 }, England: { vp: 1, cities: 1 } }, ['England', 'France']),
    );
    expect(r.players.map((p) => [p.name, p.score])).toEqual([
      ['England', 4],
      ['France', 3],
    ]);
  });
});

describe('the winner', () => {
  it('the most VP wins, even against a nation with more cities', () => {
    const r = scoreConquestTally(tally({ England: { vp: 10, cities: 0 }, France: { vp: 0, cities: 3 } }));
    expect(r.winners).toEqual(['England']);
  });

  it('a tie is shared: the rules give no tie-break', () => {
    const r = scoreConquestTally(
      tally({
        Spain: { vp: -3, settlements: 4, cities: 3 },
        England: { vp: 5, settlements: 2, cities: 1 },
        France: { vp: 8 },
      }),
    );
    expect(r.players.map((p) => p.score)).toEqual([10, 10, 8]);
    expect(r.winners).toEqual(['Spain', 'England']);
    expect(r.why).toBe('Spain and England tie on 10 VP and share the victory (the rules give no tie-break)');
  });

  it('the winner may have a negative total when everybody does', () => {
    expect(scoreConquestTally(tally({ Spain: { vp: -5 }, France: { vp: -2 } })).winners).toEqual(['France']);
  });
});

describe('a player who concedes (Victory: territories stay occupied, turns skipped)', () => {
  it('is still scored, settlements and cities included, but cannot win, even with the most VP (our reading)', () => {
    const r = scoreConquestTally(
      tally({
        Spain: { vp: 30, settlements: 2, conceded: true },
        France: { vp: 9, cities: 1 },
        England: { vp: 12 },
      }),
    );
    expect(r.players.map((p) => [p.name, p.score, p.conceded ?? false])).toEqual([
      ['Spain', 32, true],
      ['France', 12, false],
      ['England', 12, false],
    ]);
    expect(r.winners).toEqual(['France', 'England']);
    expect(r.why).toBe(
      'France and England tie on 12 VP among the players still in the game and share the victory (the rules give no tie-break); Spain conceded and cannot win (our reading: the rules do not say)',
    );
  });

  it('one winner left in the game', () => {
    const r = scoreConquestTally(
      tally({ Spain: { vp: 5, conceded: true }, Portugal: { vp: 4, conceded: true }, France: { vp: -1 } }),
    );
    expect(r.winners).toEqual(['France']);
    expect(r.why).toBe(
      'France has the most VP (-1) among the players still in the game; Spain and Portugal conceded and cannot win (our reading: the rules do not say)',
    );
  });

  it('conceded: false, or no conceded, changes nothing; the sample tallies read as before', () => {
    expect(
      scoreConquestTally(tally({ Spain: { vp: 5, conceded: false }, France: { vp: 4 } })).winners,
    ).toEqual(['Spain']);
    expect(parseConquestTally(tally({ Spain: { vp: 5, conceded: false } })).nations.Spain).toEqual({
      vp: 5,
      settlements: 0,
      cities: 0,
    });
    expect(
      parseConquestTally(tally({ Spain: { vp: 5, conceded: true }, France: { vp: 1 } })).nations.Spain,
    ).toEqual({ vp: 5, settlements: 0, cities: 0, conceded: true });
    expect(scoreConquestTally(SAMPLE).players.some((p) => 'conceded' in p)).toBe(false);
  });

  it('refuses a conceded that is not true or false, and a tally where everybody conceded', () => {
    expect(refusal(tally({ Spain: { vp: 5, conceded: 'yes' }, France: { vp: 1 } })).message).toMatch(
      /^nations\.Spain\.conceded: /,
    );
    expect(
      refusal(tally({ Spain: { vp: 5, conceded: true }, France: { vp: 1, conceded: true } })).message,
    ).toMatch(/^nations: every player has conceded/);
  });
});

describe('bad tallies are refused, naming the place', () => {
  const ok = { England: { vp: 1 }, France: { vp: 2 } };
  const cases: [string, unknown, RegExp][] = [
    ['not an object', 'x', /^\(tally\): must be an object/],
    ['another format', { ...SAMPLE, format: 'race-tally' }, /^format: must be "conquest-tally"/],
    ['another version', { ...SAMPLE, version: 0 }, /^version: must be 1/],
    ['no players', tally(ok, []), /^players: must name at least one player/],
    [
      'no nations',
      { format: 'conquest-tally', version: 1, players: ['England'] },
      /^nations: must be an object/,
    ],
    [
      'a nation not among the players',
      tally({ ...ok, Spain: { vp: 3 } }, ['England', 'France']),
      /^nations\.Spain: is not one of the players \(England, France\)/,
    ],
    [
      'a player without a nation',
      tally({ England: { vp: 1 } }, ['England', 'France']),
      /^nations\.France: is missing/,
    ],
    [
      'a nation without vp',
      tally({ England: { vp: 1 }, France: { cities: 2 } }),
      /^nations\.France\.vp: is missing/,
    ],
    [
      'vp not a whole number',
      tally({ England: { vp: 1.5 } }),
      /^nations\.England\.vp: must be a whole number/,
    ],
    [
      'negative settlements',
      tally({ England: { vp: 1, settlements: -1 } }),
      /^nations\.England\.settlements: must be a whole number from 0/,
    ],
    [
      'negative cities',
      tally({ England: { vp: 1, cities: -2 } }),
      /^nations\.England\.cities: must be a whole number from 0/,
    ],
    [
      'more territories than the board',
      tally({ England: { vp: 1, settlements: 30, cities: 20 } }),
      /^nations\.England: 30 settlements and 20 cities: the board has only 40 territories/,
    ],
    ['a nation that is not an object', tally({ England: 4 }), /^nations\.England: must be an object/],
  ];
  it.each(cases)('%s', (_, raw, message) => {
    expect(refusal(raw).message).toMatch(message);
  });

  it('parseConquestTally gives every player a nation, in the order of players', () => {
    expect(
      parseConquestTally(
        tally({ France: { vp: -1 }, England: { vp: 2, settlements: 1 } }, ['England', 'France']),
      ),
    ).toEqual({
      format: 'conquest-tally',
      version: 1,
      players: ['England', 'France'],
      nations: {
        England: { vp: 2, settlements: 1, cities: 0 },
        France: { vp: -1, settlements: 0, cities: 0 },
      },
      options: { totalConquest: 'most-vp' },
    });
  });
});

describe('a total conquest (Victory: the game ends at once; who wins is not written)', () => {
  const ended = (options?: Record<string, unknown>) => ({
    ...tally({ Spain: { vp: 3, settlements: 9, cities: 2 }, England: { vp: 30 }, France: { vp: -4 } }),
    conqueror: 'Spain',
    ...(options ? { options } : {}),
  });

  it('our reading (default): the game is scored as at any end, so the most VP wins even against the conqueror', () => {
    const r = scoreConquestTally(ended());
    expect(scores(ended())).toEqual({ Spain: 3 + 9 + 6, England: 30, France: -4 });
    expect(r.winners).toEqual(['England']);
    expect(r.why).toBe(
      'England has the most VP (30); the game ended when Spain conquered all the others, and is scored as at any end (our reading: the rules do not say who wins then)',
    );
  });

  it('the other reading (totalConquest: conqueror): the conqueror wins whatever the VP; the scores do not change', () => {
    const r = scoreConquestTally(ended({ totalConquest: 'conqueror' }));
    expect(scores(ended({ totalConquest: 'conqueror' }))).toEqual(scores(ended()));
    expect(r.winners).toEqual(['Spain']);
    expect(r.why).toMatch(
      /^Spain conquered all the other players and wins, whatever the VP \(the other reading/,
    );
  });

  it('without a conqueror the option changes nothing', () => {
    const plain = {
      ...tally({ Spain: { vp: 3 }, England: { vp: 30 } }),
      options: { totalConquest: 'conqueror' },
    };
    expect(scoreConquestTally(plain).winners).toEqual(['England']);
  });

  it('refuses a conqueror who is not a player, is not a name, or conceded, and an unknown reading, naming the place', () => {
    expect(refusal({ ...ended(), conqueror: 'Portugal' }).message).toBe(
      'conqueror: "Portugal" is not one of the players (Spain, England, France)',
    );
    expect(refusal({ ...ended(), conqueror: 3 }).message).toMatch(
      /^conqueror: must be the name of the player who conquered all the others, not /,
    );
    const c = ended();
    c.nations.Spain = { vp: 1, conceded: true };
    expect(refusal(c).message).toBe('conqueror: Spain conceded, so cannot have conquered all the others');
    expect(refusal(ended({ totalConquest: 'yes' })).message).toMatch(
      /^options\.totalConquest: must be one of "most-vp", "conqueror", not /,
    );
  });
});
