/**
 * The session controller driving The Discovery (`ruleset: 'discovery'`), as a player drives it:
 * draw, rotate, place, then deploy or withdraw, confirm; undo and redo of every step; saving in
 * the middle of a turn and restoring; the same game under other rule options.
 */
import { describe, expect, it } from 'vitest';
import {
  DiscoveryGame,
  EngineError,
  Session,
  randomDiscoveryGame,
  type DiscoveryRecord,
} from '@engine/index';
import { record, type Scenario } from './helpers';

/** A spot in The Discovery's axes (x east, y south), as text. */
const key = (p: object) => `${(p as { x: number }).x},${(p as { y: number }).y}`;
const game = (s: Session) => s.current as unknown as DiscoveryGame;

/** Play whole turns: the first legal place; then a figure on odd turns, else take one back if any. */
function playTurns(s: Session, turns: number): void {
  for (let i = 0; i < turns; i++) {
    s.draw();
    const all = s.legalPlacements();
    if (all.length === 0) {
      s.discard();
      continue;
    }
    s.setRotation(all[0].rotation);
    s.place(all[0]);
    const d = s.deployOptions();
    const w = s.withdrawOptions();
    if (d.length && (i % 2 === 1 || !w.length)) s.deploy(d[0]);
    else if (w.length) s.withdraw({ x: w[0].x, y: w[0].y });
    s.confirm();
  }
}

/** A position of the rules tests: Red's explorer on plains-end at (0, 0), plains open to the east. */
const PLAINS: Scenario = { placed: [{ tile: 'plains-end', x: 0, y: 0, figure: { player: 'Red', at: 'E' } }] };

describe('a turn, step by step', () => {
  it('draw from the seeded box, rotate, legal spots for this rotation, place, deploy, confirm', () => {
    const s = Session.create({ ruleset: 'discovery', players: ['Red', 'Yellow'], seed: 42 });
    expect(s.ruleset).toBe('discovery');
    expect(s.phase).toBe('draw');
    expect(Object.values(s.box()).reduce((a, b) => a + b, 0)).toBe(83); // the start tile is on the table
    const tile = s.draw();
    expect(Session.create({ ruleset: 'discovery', players: ['Red', 'Yellow'], seed: 42 }).draw()).toBe(tile); // same seed, same draw
    expect(tile).not.toBe('start');
    expect(s.phase).toBe('place');
    expect(s.hand).toEqual({ tile, chosen: false, rotation: 0 });
    const all = s.legalPlacements();
    expect(all.map((p) => `${key(p)},${p.rotation}`)).toEqual(
      game(s)
        .legalPlacements(tile)
        .map((p) => `${key(p)},${p.rotation}`),
    );
    expect(all.length).toBeGreaterThan(0);
    // A quarter turn clockwise each time, round to where it started.
    expect([s.rotate(), s.rotate(), s.rotate(), s.rotate()]).toEqual([90, 180, 270, 0]);
    for (const r of [0, 90, 180, 270] as const) {
      s.setRotation(r);
      expect(s.legalSpots().map(key).sort()).toEqual(
        all
          .filter((p) => p.rotation === r)
          .map(key)
          .sort(),
      );
    }
    expect(s.whyNotPlace({ x: 0, y: 0 })).toMatch(/already taken by tile start/);
    expect(s.whyNotPlace({ x: 5, y: 5 })).toMatch(/touches no placed tile/);
    const target = all[0];
    s.setRotation(target.rotation);
    expect(s.whyNotPlace(target)).toBeNull();
    s.place(target);
    expect(s.phase).toBe('act');
    expect(s.hand).toBeNull();
    expect(s.placed).toEqual({ tile, at: { x: target.x, y: target.y }, rotation: target.rotation });
    const options = s.deployOptions();
    expect(options).toEqual(game(s).deployOptions());
    expect(options.length).toBeGreaterThan(0);
    s.deploy(options[0]);
    expect(s.deployOptions()).toEqual([]);
    expect(game(s).figures).toEqual([
      { player: 'Red', role: options[0].role, x: target.x, y: target.y, at: options[0].at },
    ]);
    s.confirm();
    expect(s.phase).toBe('draw');
    expect(s.current.currentPlayer).toBe('Yellow');
    expect(s.box()[tile]).toBe(new DiscoveryGame({ players: ['Red', 'Yellow'] }).supplyLeft()[tile] - 1);
  });

  it('withdraw: what each figure would score, then the figure comes back and the points are scored', () => {
    const s = Session.load(record(PLAINS));
    expect(s.withdrawOptions()).toEqual([]); // not before a tile is placed
    s.draw('plains-band');
    expect(s.hand).toEqual({ tile: 'plains-band', chosen: true, rotation: 0 });
    s.place({ x: 1, y: 0 });
    expect(s.withdrawOptions()).toEqual([{ x: 0, y: 0, role: 'explorer', points: 2 }]); // 2 unfinished plains tiles
    s.withdraw({ x: 0, y: 0 });
    expect(s.scores).toEqual({ Red: 2, Yellow: 0 });
    expect(() => s.deploy({ at: 'N' })).toThrow(/never both/);
    expect(() => s.withdraw({ x: 0, y: 0 })).toThrow(/only one figure may be withdrawn per turn/);
    s.confirm();
    expect(s.current.currentPlayer).toBe('Yellow');
    expect(game(s).figuresInSupply).toEqual({ Red: 4, Yellow: 4 });
    expect(s.record().turns).toEqual([
      { tile: 'plains-band', x: 1, y: 0, rotation: 0, withdraw: { x: 0, y: 0 } },
    ]);
  });

  it('a tile that fits nowhere is discarded, and a refused step changes nothing', () => {
    const s = Session.load(record(PLAINS)); // only plains and sea edges on the table
    s.draw('mountain');
    expect(s.legalPlacements()).toEqual([]);
    const v = s.version;
    expect(() => s.place({ x: 1, y: 0 })).toThrow(EngineError);
    expect(() => s.confirm()).toThrow(/place the tile first/);
    expect(() => s.withdraw({ x: 0, y: 0 })).toThrow(/place the tile first/);
    expect(() => s.draw('plains')).toThrow(/already in hand/);
    expect(s.version).toBe(v);
    s.discard();
    expect(s.events().at(-1)).toMatchObject({ kind: 'discard', player: 'Red', tile: 'mountain' });
    expect(s.phase).toBe('draw');
    expect(s.current.currentPlayer).toBe('Red');
    s.draw('plains-band');
    expect(() => s.discard()).toThrow(/has a legal place, so it cannot be removed/);
  });

  it('The Discovery has no scoring order and no New World spots', () => {
    const s = Session.load(record(PLAINS));
    s.draw('plains-band');
    s.place({ x: 1, y: 0 });
    expect(s.completedFeatures()).toEqual([]);
    expect(() => s.setOrder([{ col: 1, row: 0, at: 'E' }])).toThrow(/no scoring order to choose/);
    s.confirm();
  });

  it('a game of The Discovery needs 2 to 5 players; a bad record is refused naming the turn', () => {
    expect(() => Session.create({ ruleset: 'discovery', players: ['Red'] })).toThrow(
      /^players: The Discovery is played by 2 to 5 players/,
    );
    expect(() => Session.load(record({ ...PLAINS, turns: [{ tile: 'plains-band', x: 5, y: 5 }] }))).toThrow(
      /^turns\[0\]: tile plains-band cannot go at \(5, 5\).*touches no placed tile/,
    );
  });
});

describe('undo and redo', () => {
  it('every step, mid-turn included, goes back to exactly the state before it, and forward again', () => {
    const s = Session.load(record(PLAINS));
    // Everything but the redo list, which is what undo adds to.
    const saved = () => {
      const r = s.save() as { session: { pending: unknown[] } };
      return { ...r, session: r.session.pending };
    };
    const snap = () =>
      JSON.stringify({
        save: saved(),
        scores: s.scores,
        phase: s.phase,
        hand: s.hand,
        placed: s.placed,
        events: s.events(),
        deploy: s.deployOptions(),
        withdraw: s.withdrawOptions(),
      });
    const states = [snap()];
    const steps: (() => unknown)[] = [
      // Red: a band of plains east, turned and turned back, a sailor on its north sea.
      () => s.draw('plains-band'),
      () => s.rotate(),
      () => s.rotate(-90),
      () => s.place({ x: 1, y: 0 }),
      () => s.deploy({ at: 'N' }),
      () => s.confirm(),
      // Yellow: another band.
      () => s.draw('plains-band'),
      () => s.place({ x: 2, y: 0 }),
      () => s.confirm(),
      // Red: a third band, and the explorer comes back: 4 unfinished plains tiles, 4 points.
      () => s.draw('plains-band'),
      () => s.place({ x: 3, y: 0 }),
      () => s.withdraw({ x: 0, y: 0 }),
      () => s.confirm(),
      // Yellow: a tile that fits nowhere, then closes the plains (now free) and takes them.
      () => s.draw('mountain'),
      () => s.discard(),
      () => s.draw('plains-end'),
      () => s.setRotation(180),
      () => s.place({ x: 4, y: 0 }),
      () => s.deploy({ at: 'W' }),
      () => s.confirm(),
      // Game end: Yellow's plains are complete, 5 tiles × 2; Red's sea of 1 tile has no city (reduced: 0).
      () => s.finish(),
    ];
    for (const step of steps) {
      step();
      states.push(snap());
    }
    expect(s.scores).toEqual({ Red: 4, Yellow: 10 });
    expect(s.phase).toBe('finished');
    for (let i = states.length - 2; i >= 0; i--) {
      expect(s.undo()).toBe(true);
      expect(snap()).toBe(states[i]);
    }
    expect(s.undo()).toBe(false);
    for (let i = 1; i < states.length; i++) {
      expect(s.redo()).toBe(true);
      expect(snap()).toBe(states[i]);
    }
    expect(s.redo()).toBe(false);
  });

  it('undoing a withdrawal puts the figure back and takes the points away; a new step drops the redo', () => {
    const s = Session.load(record(PLAINS));
    s.draw('plains-band');
    s.place({ x: 1, y: 0 });
    s.withdraw({ x: 0, y: 0 });
    expect(s.scores.Red).toBe(2);
    s.undo();
    expect(s.scores.Red).toBe(0);
    expect(game(s).figures).toEqual([{ player: 'Red', role: 'explorer', x: 0, y: 0, at: 'E' }]);
    expect(s.canRedo()).toBe(true);
    s.deploy({ at: 'N' }); // the other choice
    expect(s.canRedo()).toBe(false);
    expect(game(s).figures.length).toBe(2);
  });
});

describe('saving and restoring', () => {
  it('after a tile is placed and before the turn is confirmed: a valid formats §8 record that restores exactly', () => {
    const s = Session.create({
      ruleset: 'discovery',
      players: ['Red', 'Yellow', 'Green'],
      seed: 5,
      options: { cityShores: 'every-sea' },
    });
    playTurns(s, 9);
    s.draw();
    const all = s.legalPlacements();
    s.setRotation(all[all.length - 1].rotation);
    s.place(all[all.length - 1]);
    const saved = s.save();
    expect(saved.session).toMatchObject({
      version: 1,
      seed: 5,
      pending: [{ step: 'draw' }, { step: 'rotate' }, { step: 'place' }],
      redo: [],
    });
    // The record part is a plain formats §8 record of the 9 confirmed turns.
    const plain = DiscoveryGame.fromRecord(saved);
    expect(plain.turn).toBe(9);
    expect(plain.options.cityShores).toBe('every-sea');
    const copy: DiscoveryRecord = JSON.parse(JSON.stringify(saved));
    const restored = Session.load(copy);
    expect(restored.phase).toBe('act');
    expect(restored.placed).toEqual(s.placed);
    expect(restored.deployOptions()).toEqual(s.deployOptions());
    expect(restored.withdrawOptions()).toEqual(s.withdrawOptions());
    expect(restored.scores).toEqual(s.scores);
    expect(restored.events()).toEqual(s.events());
    expect(restored.save()).toEqual(saved);
    for (const x of [s, restored]) {
      const w = x.withdrawOptions();
      if (w.length) x.withdraw({ x: w[0].x, y: w[0].y });
      else x.deploy(x.deployOptions()[0]);
      x.confirm();
    }
    expect(restored.save()).toEqual(s.save());
    expect(restored.draw()).toBe(s.draw()); // the box's seed travels with the save
  });

  it('a withdrawal in progress and the steps undone survive a save', () => {
    const s = Session.load(record(PLAINS));
    s.draw('plains-band');
    s.place({ x: 1, y: 0 });
    s.withdraw({ x: 0, y: 0 });
    const mid = s.save();
    expect((mid.session as { pending: unknown[] }).pending).toEqual([
      { step: 'draw', tile: 'plains-band', chosen: true },
      { step: 'place', at: { x: 1, y: 0 } },
      { step: 'withdraw', at: { x: 0, y: 0 } },
    ]);
    const back = Session.load(mid);
    expect(back.scores).toEqual({ Red: 2, Yellow: 0 });
    expect(back.phase).toBe('act');
    expect(back.deployOptions()).toEqual([]);
    s.undo();
    s.undo();
    const undone = Session.load(s.save());
    expect(undone.phase).toBe('place');
    expect(undone.canRedo()).toBe(true);
    undone.redo();
    undone.redo();
    expect(undone.save()).toEqual(mid);
  });

  it('a bad session field is refused with its place', () => {
    const saved = Session.load(record(PLAINS)).save();
    expect(() =>
      Session.load({
        ...saved,
        session: { version: 1, pending: [{ step: 'withdraw', at: { x: 'a', y: 0 } }] },
      }),
    ).toThrow(/^session\.pending\[0\]\.at\.x: must be a whole number/);
    expect(() =>
      Session.load({
        ...saved,
        session: { version: 1, pending: [{ step: 'withdraw', at: { x: 0, y: 0 } }] },
      }),
    ).toThrow(/^session\.pending\[0\]: place the tile first/);
    expect(() =>
      Session.load({
        ...saved,
        session: {
          version: 1,
          pending: [
            { step: 'draw', tile: 'plains-band' },
            { step: 'place', at: { x: 7, y: 7 } },
          ],
        },
      }),
    ).toThrow(/^session\.pending\[1\]: .*touches no placed tile/);
  });
});

describe('previews', () => {
  it('laying a tile scores nothing by itself; the final preview scores the figures left as complete', () => {
    const s = Session.load(record(PLAINS));
    s.draw('plains-end');
    s.setRotation(180);
    const before = s.save();
    const p = s.preview({ x: 1, y: 0 });
    expect(p.gain).toEqual({ Red: 0, Yellow: 0 }); // a region scores only when its figure is withdrawn
    expect(p.events).toEqual([
      expect.objectContaining({ kind: 'place', tile: 'plains-end', x: 1, y: 0, rotation: 180 }),
    ]);
    expect(s.save()).toEqual(before);
    // Red's explorer on 1 plains tile: counted as complete, a region of 1 tile scores reduced, 1.
    expect(s.finalPreview().gain).toEqual({ Red: 1, Yellow: 0 });
    s.place({ x: 1, y: 0 });
    // With the tile in hand laid, complete plains of 2 tiles: 2.
    expect(s.finalPreview().gain).toEqual({ Red: 2, Yellow: 0 });
    expect(s.phase).toBe('act');
  });
});

describe('re-scoring under other rule options', () => {
  it('a small position: plains at a corner of a mountain count for it only under cornerBorder', () => {
    const s = Session.load(
      record({
        placed: [{ tile: 'mountain-in-sea', x: 0, y: 0, figure: { player: 'Red', at: 'E' } }],
        turns: [{ tile: 'plains-corner-city', x: 0, y: -1, withdraw: { x: 0, y: 0 } }],
      }),
    );
    expect(s.scores).toEqual({ Red: 1, Yellow: 0 });
    const r = s.rescore({ cornerBorder: true });
    expect(r.refused).toBeUndefined();
    expect(r.played).toBe(1);
    expect(r.scores).toEqual({ Red: 2, Yellow: 0 });
    expect(r.diff).toEqual({ Red: 1, Yellow: 0 });
    expect(s.scores).toEqual({ Red: 1, Yellow: 0 }); // the session itself is unchanged
    expect(r.session.record().options).toEqual({ cornerBorder: true });
  });

  it("a whole seeded game: the same turns, each player's difference, as a replay under those options gives", () => {
    const rec = randomDiscoveryGame({ seed: 8, players: 4 });
    const s = Session.load(rec);
    expect(s.phase).toBe('finished');
    const options = {
      smallRegion: 'exactly-two',
      finalSmallRegion: false,
      cornerBorder: true,
      cityShores: 'every-sea',
    };
    const r = s.rescore(options);
    expect(r.refused).toBeUndefined();
    expect(r.played).toBe(rec.turns.length);
    const direct = DiscoveryGame.fromRecord({ ...rec, options });
    expect(r.scores).toEqual(direct.scores);
    for (const p of rec.players) expect(r.diff[p]).toBe(direct.scores[p] - s.scores[p]);
    expect(Object.values(r.diff).some((d) => d !== 0)).toBe(true);
  });

  it('the last tile from the box: nothing to put down or take back, then the game is over; full-turn replays it with a figure', () => {
    const s = Session.create({ ruleset: 'discovery', players: ['Red', 'Yellow'], seed: 3 });
    while (game(s).tilesLeft() > 1) playTurns(s, 1);
    expect(s.phase).toBe('draw');
    s.draw();
    const all = s.legalPlacements();
    expect(all.length).toBeGreaterThan(0); // this seed's last tile fits
    s.setRotation(all[0].rotation);
    s.place(all[0]);
    expect(game(s).isLastTile()).toBe(true);
    expect(s.deployOptions()).toEqual([]);
    expect(s.withdrawOptions()).toEqual([]);
    expect(() => s.deploy({ at: 'N' })).toThrow(/the game ended when the last tile was placed/);
    s.confirm();
    expect(s.phase).toBe('over');
    s.finish();
    expect(s.phase).toBe('finished');
    // The same game with the last player finishing the turn: a figure may go on the last tile.
    const full = Session.load({ ...s.record(), finish: false, options: { lastTile: 'full-turn' } });
    full.undo(); // back to the last tile just placed (confirm undone)
    expect(full.phase).toBe('act');
    expect(full.deployOptions().length + full.withdrawOptions().length).toBeGreaterThan(0);
  });

  it('options that are not rule options are reported, not thrown', () => {
    const s = Session.load(record(PLAINS));
    const r = s.rescore({ cornerBorder: 'sometimes' });
    expect(r.refused).toMatchObject({ index: -1, path: 'options.cornerBorder' });
    expect(r.session).toBe(s);
  });
});
