/**
 * A tap on the board where no settler may go says why, in players' words (English and French): a feature
 * already held (and by whom), the sea, a crossing, a tile laid earlier; the part of the tile under the tap
 * read from the drawings' shapes (tile-point.ts). No tile ids, edge letters or engine squares.
 */
import { describe, expect, it } from 'vitest';
import { Session } from '@engine/session';
import { boardModel } from '@lib/board/board-model';
import { newWorldPoint } from '@lib/board/tile-point';
import { tapWhy, type TapWhy } from '@lib/sandbox/sandbox-taps';
import { TAPS_EN } from '@lib/i18n/ui/sandbox-taps.en';
import { TAPS_FR } from '@lib/i18n/ui/sandbox-taps.fr';
import '@lib/rulesets';

const INTERNAL = /start-\d|two-seas|\b[NESW] edge\b|\(-?\d+, ?-?\d+\)|\bedge\b|\b(Nw|Ne|En|Es|Se|Sw|Ws|Wn)\b/;

describe('the words of a refused tap, in both languages', () => {
  const cases: [TapWhy, RegExp, RegExp][] = [
    [
      { code: 'held', feature: 'trail', owner: 'Blue', role: 'robber' },
      /^Blue's robber already holds this trail: /,
      /^Le brigand de Bleu occupe déjà cette piste : /,
    ],
    [
      { code: 'held', feature: 'plains', owner: 'Red', role: 'trapper' },
      /^Red's trapper already holds these plains: /,
      /^Le trappeur de Rouge occupe déjà cette plaine : /,
    ],
    [{ code: 'no-place', feature: 'sea' }, /^That is the sea: no settler/, /^C’est la mer : aucun colon/],
    [{ code: 'no-place', feature: 'crossing' }, /^That is the crossing/, /^C’est le carrefour/],
    [
      { code: 'older-tile' },
      /only on the tile you just laid, at column 2, row 1\.$/,
      /tuile que vous venez de poser, en colonne 2, rangée 1\.$/,
    ],
    [{ code: 'none-left', player: 'Red' }, /^Red has no settler left/, /^Rouge n’a plus de colon/],
    [{ code: 'one-per-turn' }, /^Only one settler per turn/, /^Un seul colon par tour/],
    [
      { code: 'offered', feature: 'town' },
      /^This town is free: tap its circle/,
      /^Cette ville est libre : touchez son cercle/,
    ],
  ];
  for (const [why, en, fr] of cases)
    it(`${why.code} ${'feature' in why ? why.feature : ''}`, () => {
      const e = TAPS_EN.say(why, 'new-world', 'column 2, row 1') ?? '';
      const f = TAPS_FR.say(why, 'new-world', 'colonne 2, rangée 1') ?? '';
      expect(e).toMatch(en);
      expect(f).toMatch(fr);
      expect(e).not.toMatch(INTERNAL);
      expect(f).not.toMatch(INTERNAL);
    });

  it('links to the rule that says it, in the page’s language', () => {
    const held: TapWhy = { code: 'held', feature: 'town', owner: 'Blue', role: 'shopkeeper' };
    expect(TAPS_EN.rule(held, 'new-world').href).toBe('/rules/deploying-settlers/#r-deploy-3');
    expect(TAPS_FR.rule(held, 'new-world').href).toBe('/fr/rules/deploying-settlers/#r-deploy-3');
    expect(TAPS_EN.rule({ code: 'older-tile' }, 'new-world').href).toMatch(/#r-deploy-2$/);
    expect(TAPS_EN.rule(held, 'discovery').href).toBe('/related/the-discovery/#placing-a-figure');
    expect(TAPS_EN.say({ code: 'one-per-turn' }, 'discovery', '')).toMatch(/one figure per turn/);
    expect(TAPS_FR.say({ code: 'one-per-turn' }, 'discovery', '')).toMatch(/seul pion par tour/);
  });
});

describe('the part of a tile under a point', () => {
  const trail = {
    id: 'X',
    trails: [{ edges: ['N', 'S'] }],
    plains: [{ halves: ['Ne', 'En', 'Es', 'Se'] }, { halves: ['Sw', 'Ws', 'Wn', 'Nw'] }],
  };
  it('a trail through the middle, and the plains each side of it, turned', () => {
    // @ts-expect-error: a tile drawn from its sides alone
    expect(newWorldPoint(trail, 0, 50, 30)).toEqual({ feature: 'trail', at: 'N' });
    // @ts-expect-error: as above
    expect(newWorldPoint(trail, 0, 85, 50).feature).toBe('plains');
    // Turned a quarter: the trail runs east–west.
    // @ts-expect-error: as above
    expect(newWorldPoint(trail, 90, 30, 50)).toEqual({ feature: 'trail', at: 'E' });
  });
  it('a town cap, and the sea of a start space', () => {
    const cap = {
      id: 'Y',
      towns: [{ edges: ['N'] }],
      plains: [{ halves: ['En', 'Es', 'Se', 'Sw', 'Ws', 'Wn'] }],
    };
    // @ts-expect-error: as above
    expect(newWorldPoint(cap, 0, 50, 10)).toEqual({ feature: 'town', at: 'N' });
    // @ts-expect-error: as above
    expect(newWorldPoint(cap, 180, 50, 90)).toEqual({ feature: 'town', at: 'S' });
    // @ts-expect-error: as above
    expect(newWorldPoint(cap, 0, 50, 70).feature).toBe('plains');
    const coast = { id: 'Z', sea: ['E'], plains: [{ halves: ['Nw', 'Ne', 'Se', 'Sw', 'Ws', 'Wn'] }] };
    // @ts-expect-error: as above
    expect(newWorldPoint(coast, 0, 95, 50)).toEqual({ feature: 'sea', at: null });
  });
});

describe('a tap in a game', () => {
  it('on a tile laid before says a settler goes only on the new one; a held feature names who holds it', () => {
    const s = Session.create({ players: ['Red', 'Blue'], seed: 3 });
    const seen = new Set<string>();
    // Play turns (the first legal square, a robber or other settler when offered) and tap all over each new tile.
    for (let turn = 0; turn < 12 && !seen.has('held'); turn++) {
      if (s.phase === 'finished') break;
      s.draw();
      const spot = s.legalSpots()[0];
      if (!spot) {
        s.discard();
        continue;
      }
      s.place(spot);
      const model = boardModel(s);
      const placed = model.lastPlaced!;
      for (let px = 5; px < 100; px += 10)
        for (let py = 5; py < 100; py += 10) {
          const why = tapWhy(s, model, { gx: placed.gx, gy: placed.gy, px, py });
          if (!why) continue;
          seen.add(why.code);
          if (why.code === 'held') {
            expect(why.owner).toMatch(/^(Red|Blue)$/);
            expect(TAPS_EN.say(why, 'new-world', '')).toMatch(/^(Red|Blue)'s \w+ already holds /);
          }
        }
      const other = model.tiles.find((t) => t.gx !== placed.gx || t.gy !== placed.gy)!;
      expect(tapWhy(s, model, { gx: other.gx, gy: other.gy, px: 50, py: 50 })).toEqual({
        code: 'older-tile',
      });
      const options = s.deployOptions();
      if (options.length) s.deploy(options[0]);
      s.confirm();
    }
    expect([...seen]).toContain('offered');
    expect([...seen]).toContain('held');
  });
});
