/**
 * Events told in words for the sandbox's log and the replays: the sentence, the sum, the rules
 * page and the squares to highlight, from the events a real game gives.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Session } from '@engine/index';
import { tell } from '@lib/replay/narrate';
import { FRENCH } from '@lib/i18n/narration-fr';

const load = (path: string) =>
  Session.load(JSON.parse(readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8')));
type Ev = Record<string, unknown>;
const eventsOf = (s: Session) => s.events() as Ev[];
/** Told with -0 (column 0 as gx = -col) written as 0, for toEqual. */
function told(ruleset: string, e: object) {
  const t = tell(ruleset, e);
  return { ...t, tiles: t.tiles.map(({ gx, gy }) => ({ gx: gx + 0, gy: gy + 0 })) };
}

describe('tell: New World', () => {
  const s = load('content/examples/surveyor-sequence.json');
  const events = eventsOf(s);

  it("a score: the sentence, the sum, the page, the feature's tiles as grid squares (gx = -col)", () => {
    const e = events.find((x) => x.kind === 'score' && x.player === 'Yellow')!;
    expect(told('new-world', e)).toEqual({
      text: 'Yellow scores 10 for a completed trail of 4 tiles',
      sum: '4 tiles × 1 + 1 trading post × 2 + 1 surveyor × 4 = 10',
      href: '/scoring/completed-features/',
      tiles: [
        { gx: -1, gy: 7 },
        { gx: 0, gy: 7 },
        { gx: -2, gy: 8 },
        { gx: -2, gy: 7 },
      ],
      player: 'Yellow',
      points: 10,
      final: false,
    });
  });

  it('the three-tile town: Red 8 = 3 tiles × 2 + 1 flag × 2, tiles in column 1', () => {
    const e = eventsOf(load('tests/fixtures/three-tile-town.json')).find((x) => x.kind === 'score')!;
    const t = tell('new-world', e);
    expect(t.sum).toBe('3 tiles × 2 + 1 flag × 2 = 8');
    expect(t.tiles).toEqual([
      { gx: -1, gy: 3 },
      { gx: -1, gy: 2 },
      { gx: -1, gy: 4 },
    ]);
  });

  it('a final score links to the final-scoring page', () => {
    const finals = eventsOf(load('content/examples/final-trail-3-farm-5.json')).filter(
      (x) => x.kind === 'score',
    );
    expect(finals).toHaveLength(2);
    const told = finals.map((e) => tell('new-world', e));
    expect(told.map((t) => [t.player, t.points, t.final, t.href])).toEqual([
      ['Red', 3, true, '/scoring/final-scoring/'],
      ['Yellow', 5, true, '/scoring/final-scoring/'],
    ]);
  });

  it('a surveyor move, an eviction, an unscored town and a placed tile', () => {
    const surveyor = tell(
      'new-world',
      events.find((x) => x.kind === 'surveyor')!,
    );
    expect(surveyor).toMatchObject({
      text: 'Green moves a surveyor from column 0 to column 1: after each scored feature the surveyor farthest east (nearest the coast) moves one column west',
      href: '/surveyors/movement/',
      tiles: [],
    });
    expect(surveyor.sum).toBeUndefined();
    const evict = tell(
      'new-world',
      events.find((x) => x.kind === 'evict')!,
    );
    expect(evict).toMatchObject({
      href: '/surveyors/fallen-behind/',
      tiles: [{ gx: -1, gy: 4 }],
      player: 'Green',
    });
    const unscored = tell(
      'new-world',
      events.find((x) => x.kind === 'unscored')!,
    );
    expect(unscored.href).toBe('/surveyors/movement/');
    expect(unscored.player).toBeUndefined();
    expect(unscored.sum).toBeUndefined();
    expect(unscored.tiles).toEqual([
      { gx: -1, gy: 1 },
      { gx: -2, gy: 1 },
      { gx: -2, gy: 2 },
    ]);
    const place = tell(
      'new-world',
      events.find((x) => x.kind === 'place')!,
    );
    expect(place).toMatchObject({
      text: 'Red places the town cap tile at column 1, row 1, turned 270°, with a shopkeeper on its west side',
      href: '/rules/turn/',
      tiles: [{ gx: -1, gy: 1 }],
    });
  });
});

describe('tell: a scoring that moves no surveyor', () => {
  it("says why, from the event's data: no land tile west of the eastern-most surveyor (English and French)", () => {
    const e = eventsOf(load('content/examples/surveyors-stay-at-west-edge.json')).find(
      (x) => x.kind === 'surveyors-stay',
    )!;
    expect(e).toMatchObject({ why: 'no-tile-west', column: 1, player: 'Red', turn: 1 });
    expect(tell('new-world', e)).toMatchObject({
      text: 'No surveyor moves: no land tile lies in column 2, west of the eastern-most surveyor in column 1',
      href: '/surveyors/movement/',
      tiles: [],
    });
    expect(tell('new-world', e, FRENCH).text).toBe(
      'Aucun arpenteur ne bouge : aucune tuile de terrain ne se trouve dans la colonne 2, à l’ouest de l’arpenteur le plus à l’est, en colonne 1',
    );
  });
});

describe('tell: The Discovery', () => {
  it("taking a figure back: the sum, the region's squares (gx = x), a link into /related/the-discovery/", () => {
    const e = eventsOf(load('content/examples/discovery/plains-4.json')).find((x) => x.kind === 'score')!;
    const t = tell('discovery', e);
    expect(t).toMatchObject({
      player: 'Red',
      points: 4,
      final: false,
      href: '/related/the-discovery/#scoring-by-taking-a-figure-back',
    });
    expect(t.sum).toMatch(/ = 4$/);
    expect(t.tiles).toHaveLength(4);
    const region = (e.region as { at: { x: number; y: number }[] }).at;
    expect(t.tiles).toEqual(region.map((p) => ({ gx: p.x, gy: p.y })));
  });

  it('a final score links to the game-end section', () => {
    const [red] = eventsOf(load('content/examples/discovery/final-scoring.json')).filter(
      (x) => x.kind === 'score',
    );
    expect(tell('discovery', red)).toEqual({
      text: "Red's explorer at x 0, y 0 scores 6 for an unfinished (counted as complete) plains of 3 tiles at game end",
      sum: '3 plains tiles × 2 = 6',
      href: '/related/the-discovery/#game-end-and-final-scoring',
      tiles: [
        { gx: 1, gy: 0 },
        { gx: 0, gy: 0 },
        { gx: 2, gy: 0 },
      ],
      player: 'Red',
      points: 6,
      final: true,
    });
  });

  it('an event that does not score links to the Discovery page itself', () => {
    const s = Session.create({ ruleset: 'discovery', players: ['Red', 'Blue'], seed: 1 });
    s.draw();
    const p = s.legalPlacements()[0];
    s.setRotation(p.rotation);
    s.place(p);
    s.confirm();
    const place = eventsOf(s).find((x) => x.kind === 'place');
    expect(place).toBeDefined();
    const t = tell('discovery', place!);
    expect(t).toMatchObject({ href: '/related/the-discovery/', tiles: [{ gx: p.x, gy: p.y }], final: false });
    expect(t.sum).toBeUndefined();
  });
});
