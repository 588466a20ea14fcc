/**
 * What the interactive board draws, from a real session: the squares to try (and which fit),
 * the deploy targets after placing, The Discovery's withdraw targets; the screen grid (gx = -col
 * for New World, gx = x for The Discovery).
 */
import { describe, expect, it } from 'vitest';
import { Session } from '@engine/index';
import type { Rotation } from '@engine/index';
import {
  boardModel,
  boardSpots,
  boardTargets,
  fromGrid,
  roleInitial,
  spotName,
  toGrid,
} from '@lib/board/board-model';
// Every ruleset's words and drawings registered: the board model loads The Discovery's on demand (loadRulesetUi).
import '@lib/rulesets';

const key = (g: { gx: number; gy: number }) => `${g.gx},${g.gy}`;
const legalKeys = (s: Session) => new Set(s.legalSpots().map((p) => key(toGrid(s.ruleset, p))));

/** New World, two players, seed 1, tile K in hand (K fits in column 1 at rows 2 and 7 as drawn). */
function withK(): Session {
  const s = Session.create({ players: ['Red', 'Blue'], seed: 1 });
  s.draw('K');
  return s;
}

describe('toGrid / fromGrid / spotName', () => {
  it('New World: columns count westward from the coast, so gx = -col', () => {
    expect(toGrid('new-world', { col: 3, row: 5 })).toEqual({ gx: -3, gy: 5 });
    expect(fromGrid('new-world', -3, 5)).toEqual({ col: 3, row: 5 });
    expect(spotName('new-world', -3, 5)).toBe('column 3, row 5');
  });

  it('The Discovery: gx = x, gy = y', () => {
    expect(toGrid('discovery', { x: -2, y: 4 })).toEqual({ gx: -2, gy: 4 });
    expect(fromGrid('discovery', -2, 4)).toEqual({ x: -2, y: 4 });
    expect(spotName('discovery', -2, 4)).toBe('x -2, y 4');
  });

  it('round trip for every square of a small area, both rulesets', () => {
    for (const ruleset of ['new-world', 'discovery'])
      for (let gx = -3; gx <= 3; gx++)
        for (let gy = -2; gy <= 2; gy++) {
          const spot = fromGrid(ruleset, gx, gy);
          expect(toGrid(ruleset, spot)).toEqual({ gx, gy });
          expect(fromGrid(ruleset, toGrid(ruleset, spot).gx, toGrid(ruleset, spot).gy)).toEqual(spot);
        }
  });
});

describe('boardModel (New World)', () => {
  it('a new game: the ten start spaces in column 0, two surveyors on the coast, column labels', () => {
    const m = boardModel(withK());
    expect(m.ruleset).toBe('new-world');
    expect(m.tiles.map(key)).toEqual(['0,0', '0,1', '0,2', '0,3', '0,4', '0,5', '0,6', '0,7', '0,8', '0,9']);
    expect(m.tiles.every((t) => t.start)).toBe(true);
    // gx = -col is -0 for column 0; `+ 0` makes it 0 for toEqual
    expect(m.surveyors.map((v) => ({ ...v, gx: v.gx + 0 }))).toEqual([
      { gx: 0, label: 'Surveyor 1 in column 0' },
      { gx: 0, label: 'Surveyor 2 in column 0' },
    ]);
    expect(m.columns.map((c) => ({ ...c, gx: c.gx + 0 }))).toEqual([
      { gx: 0, label: 'coast' },
      { gx: -1, label: '1' },
      { gx: -2, label: '2' },
    ]);
    expect(m.figures).toEqual([]);
    expect(Object.keys(m.looks)).toEqual(['Red', 'Blue']);
  });

  it('after placing: the tile at gx -1 is the last placed, and the highlight is passed through', () => {
    const s = withK();
    s.place({ col: 1, row: 2 });
    const m = boardModel(s, {}, [{ gx: -1, gy: 2 }]);
    expect(m.lastPlaced).toEqual({ gx: -1, gy: 2 });
    expect(m.tiles.find((t) => key(t) === '-1,2')).toMatchObject({
      start: false,
      rotation: 0,
      nw: { id: 'K' },
    });
    expect(m.highlight).toEqual([{ gx: -1, gy: 2 }]);
  });
});

describe('lastPlaced', () => {
  it('after two whole turns it is the tile placed last, not the first in board order', () => {
    const s = Session.create({ players: ['Red', 'Blue'], seed: 1 });
    s.draw('K');
    s.place({ col: 1, row: 7 });
    s.confirm();
    expect(boardModel(s).lastPlaced).toEqual({ gx: -1, gy: 7 });
    s.draw('K');
    expect(s.legalSpots()).toContainEqual({ col: 1, row: 2 });
    s.place({ col: 1, row: 2 });
    s.confirm();
    expect(boardModel(s).lastPlaced).toEqual({ gx: -1, gy: 2 });
  });
});

describe('boardSpots', () => {
  it('no tile in hand: no spots', () => {
    const s = Session.create({ players: ['Red', 'Blue'], seed: 1 });
    expect(boardSpots(s, boardModel(s))).toEqual([]);
  });

  it('tile K as drawn: column 1, rows 0–9, of which exactly rows 2 and 7 are legal', () => {
    const s = withK();
    const spots = boardSpots(s, boardModel(s));
    expect(spots.map((p) => p.key)).toEqual([
      '-1,0',
      '-1,1',
      '-1,2',
      '-1,3',
      '-1,4',
      '-1,5',
      '-1,6',
      '-1,7',
      '-1,8',
      '-1,9',
    ]);
    expect(spots.filter((p) => p.legal).map((p) => p.key)).toEqual(['-1,2', '-1,7']);
    expect(spots.find((p) => p.key === '-1,2')!.label).toBe('column 1, row 2: the tile fits here');
    expect(spots.find((p) => p.key === '-1,3')!.label).toBe('column 1, row 3');
  });

  it('for every rotation, the legal squares are exactly those of s.legalSpots()', () => {
    const s = withK();
    for (const r of [0, 90, 180, 270] as Rotation[]) {
      s.setRotation(r);
      const spots = boardSpots(s, boardModel(s));
      expect(new Set(spots.filter((p) => p.legal).map((p) => p.key)), `rotation ${r}`).toEqual(legalKeys(s));
    }
  });

  it('later in a game: every spot is empty, next to a tile, west of the coast, and the legal ones match', () => {
    const s = Session.create({ players: ['Red', 'Blue'], seed: 1 });
    for (let turn = 0; turn < 8; turn++) {
      s.draw();
      const all = s.legalPlacements();
      if (!all.length) {
        s.discard();
        continue;
      }
      s.setRotation(all[all.length - 1].rotation);
      s.place(all[all.length - 1]);
      s.confirm();
    }
    s.draw();
    const m = boardModel(s);
    const spots = boardSpots(s, m);
    const taken = new Set(m.tiles.map(key));
    expect(m.tiles.length).toBeGreaterThan(10);
    expect(spots.length).toBeGreaterThan(0);
    for (const p of spots) {
      expect(taken.has(p.key), p.key).toBe(false);
      expect(
        [
          [0, -1],
          [1, 0],
          [0, 1],
          [-1, 0],
        ].some(([dx, dy]) => taken.has(`${p.gx + dx},${p.gy + dy}`)),
        p.key,
      ).toBe(true);
      expect(-p.gx, `${p.key} is east of the coast`).toBeGreaterThanOrEqual(1);
    }
    expect(new Set(spots.map((p) => p.key)).size).toBe(spots.length);
    expect(new Set(spots.filter((p) => p.legal).map((p) => p.key))).toEqual(legalKeys(s));
  });

  it('The Discovery: spots on every side of the start tile, the legal ones matching legalSpots()', () => {
    const s = Session.create({ ruleset: 'discovery', players: ['Red', 'Blue'], seed: 1 });
    s.draw();
    const spots = boardSpots(s, boardModel(s));
    expect(spots.map((p) => p.key).sort()).toEqual(['-1,0', '0,-1', '0,1', '1,0']);
    expect(new Set(spots.filter((p) => p.legal).map((p) => p.key))).toEqual(legalKeys(s));
    expect(spots[0].label).toMatch(/^x -?\d, y -?\d/);
  });
});

describe('boardTargets', () => {
  it('before placing: none', () => {
    const s = withK();
    expect(boardTargets(s, boardModel(s))).toEqual([]);
  });

  it('after placing K at column 1, row 2: one deploy target per deploy option, on that tile', () => {
    const s = withK();
    s.place({ col: 1, row: 2 });
    const options = s.deployOptions();
    const targets = boardTargets(s, boardModel(s));
    expect(options).toEqual([
      { role: 'shopkeeper', at: 'N' },
      { role: 'robber', at: 'E' },
      { role: 'trapper', at: 'En' },
      { role: 'trapper', at: 'S' },
    ]);
    expect(targets.map((t) => t.key)).toEqual(options.map((o) => `d:${o.role}:${o.at}`));
    expect(targets.every((t) => t.kind === 'deploy' && t.gx === -1 && t.gy === 2)).toBe(true);
    expect(targets.map((t) => t.mark)).toEqual(['s', 'r', 't', 't']);
    expect(targets[0]).toMatchObject({
      dx: 50,
      dy: 17,
      label: 'Put a shopkeeper on the north of the new tile',
    });
    expect(targets[2].label).toBe('Put a trapper on the east-north of the new tile');
  });

  it('after deploying: no more targets', () => {
    const s = withK();
    s.place({ col: 1, row: 2 });
    s.deploy({ role: 'robber', at: 'E' });
    expect(s.deployOptions()).toEqual([]);
    const m = boardModel(s);
    expect(boardTargets(s, m)).toEqual([]);
    expect(m.figures).toMatchObject([
      { player: 'Red', role: 'robber', gx: -1, gy: 2, label: "Red's robber at column 1, row 2, east" },
    ]);
  });

  it("The Discovery: withdraw targets for the current player's figures only, one per withdraw option", () => {
    const s = Session.create({ ruleset: 'discovery', players: ['Red', 'Blue'], seed: 1 });
    let checked = 0;
    for (let turn = 0; turn < 16 && checked < 3; turn++) {
      s.draw();
      const all = s.legalPlacements();
      if (!all.length) {
        s.discard();
        continue;
      }
      s.setRotation(all[0].rotation);
      s.place(all[0]);
      const me = s.current.currentPlayer;
      const m = boardModel(s);
      const targets = boardTargets(s, m);
      const withdraw = targets.filter((t) => t.kind === 'withdraw');
      const options = s.withdrawOptions();
      expect(withdraw.map((t) => t.key)).toEqual(options.map((w) => `w:${w.x},${w.y}`));
      expect(targets.filter((t) => t.kind === 'deploy')).toHaveLength(s.deployOptions().length);
      for (const [i, t] of withdraw.entries()) {
        const fig = m.figures.find((f) => f.gx === t.gx && f.gy === t.gy)!;
        expect(fig.player).toBe(me);
        expect([t.dx, t.dy]).toEqual([fig.dx, fig.dy]);
        expect(t.mark).toBe('↑');
        expect(t.label).toBe(
          `Take back the ${options[i].role} at x ${options[i].x}, y ${options[i].y} and score ${options[i].points}`,
        );
      }
      // nobody else's figure is offered
      const others = m.figures.filter((f) => f.player !== me).map(key);
      expect(withdraw.filter((t) => others.includes(key(t)))).toEqual([]);
      if (withdraw.length) checked++;
      const d = s.deployOptions();
      if (d.length) s.deploy(d[0]);
      s.confirm();
    }
    expect(checked, 'turns on which a withdraw target appeared').toBe(3);
  });
});

describe('roleInitial', () => {
  it("is the role's initial, empty for an unknown role", () => {
    expect(
      ['shopkeeper', 'robber', 'trapper', 'farmer', 'explorer', 'thief', 'sailor'].map(roleInitial),
    ).toEqual(['s', 'r', 't', 'f', 'e', 't', 's']);
    expect(roleInitial('dragon')).toBe('');
  });
});
