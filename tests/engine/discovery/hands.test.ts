/**
 * The Discovery's expert variant in a session (option hand: 2): each player holds two tiles face
 * up, plays one and draws one (French rules, Variante pour experts). The hands are dealt again
 * from the seed and the turns, so a saved game or a link gives the same hands back.
 */
import { describe, expect, it } from 'vitest';
import '@engine/session';
import { Session } from '@engine/session';
import { expertHands } from '@engine/rulesets/discovery/hands';

describe('expert hands', () => {
  it('deals two to each player in seat order; a tile played from the hand is replaced; a discard keeps the turn', () => {
    const box = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
    const start = expertHands({ players: 2, box, seed: 7, played: [], size: 2, removed: 0 });
    expect(start.map((h) => h.length)).toEqual([2, 2]);
    expect(new Set(start.flat()).size).toBe(4);
    const [first] = start[0];
    const after = expertHands({ players: 2, box, seed: 7, played: [{ tile: first }], size: 2, removed: 0 });
    expect(after[0]).not.toContain(first);
    expect(after[0]).toContain(start[0][1]);
    expect(after[0]).toHaveLength(2);
    expect(after[1]).toEqual(start[1]);
    // A discarded tile leaves the hand and the same player goes on: their hand refills, the other's stays.
    const discarded = expertHands({
      players: 2,
      box,
      seed: 7,
      played: [{ tile: first, discard: true }],
      size: 2,
      removed: 0,
    });
    expect(discarded[0]).toEqual(after[0]);
    // Tiles put aside unseen are never dealt.
    const aside = expertHands({ players: 2, box, seed: 7, played: [], size: 2, removed: 4 });
    expect(aside.flat()).toHaveLength(4);
  });

  it('a session of The Discovery with hand 2: the player chooses between two tiles, keeps the other, and a reload gives the same hands', () => {
    const s = Session.create({
      ruleset: 'discovery',
      players: ['Red', 'Blue'],
      seed: 11,
      options: { hand: 2 },
    });
    const red = s.faceUp();
    expect(red).toHaveLength(2);
    const fits = red.find((t) => s.current.fitsAnywhere(t))!;
    const kept = red[red.indexOf(fits) === 0 ? 1 : 0];
    s.draw(fits);
    expect(s.faceUp()).toEqual([]); // not while a tile is in hand
    const p = s.legalPlacements()[0];
    s.setRotation(p.rotation);
    s.place({ x: p.x, y: p.y });
    s.confirm();
    expect(s.current.currentPlayer).toBe('Blue');
    expect(s.faceUp()).toHaveLength(2);
    // Blue plays; then Red holds the tile kept and a new one.
    s.draw();
    const q = s.legalPlacements()[0];
    s.setRotation(q.rotation);
    s.place({ x: q.x, y: q.y });
    s.confirm();
    const again = s.faceUp();
    expect(again).toContain(kept);
    expect(again).toHaveLength(2);
    // A saved game gives the same hands back.
    expect(Session.load(s.save(), 11).faceUp()).toEqual(again);
  });

  it('New World and one-tile Discovery games have no face-up hand', () => {
    expect(Session.create({ players: ['Red', 'Blue'] }).faceUp()).toEqual([]);
    expect(Session.create({ ruleset: 'discovery', players: ['Red', 'Blue'] }).faceUp()).toEqual([]);
  });
});
