/**
 * The active player chooses the order in which the features a tile completes are scored
 * (rulebook, Scoring), and the order changes the outcome: each scoring moves a surveyor, and a
 * move can send settlers home before their own feature's turn comes. The surveyor example of
 * the rulebook (content/examples/surveyor-sequence.json), last turn, scored in other orders.
 */
import { describe, expect, it } from 'vitest';
import { Game, type GameRecord, type OrderEntry, type ScoreEvent } from '@engine/index';
import { loadExample } from './example-harness';

const base = loadExample('surveyor-sequence.json');
const FARM: OrderEntry = { col: 1, row: 3, at: 'C' };
const BLUE_TOWN: OrderEntry = { col: 2, row: 2, at: 'E' };
const RED_TOWN: OrderEntry = { col: 2, row: 2, at: 'N' };

function withOrder(order: OrderEntry[] | undefined): Game {
  const record = structuredClone(base) as GameRecord;
  const last = record.turns[record.turns.length - 1];
  if (order) last.order = order;
  else delete last.order;
  return Game.fromRecord(record);
}

describe('scoring order of several completed features', () => {
  it("the tile completes three features: the farm, Blue's town and Red's town", () => {
    const record = structuredClone(base) as GameRecord;
    const last = record.turns.pop()!;
    const g = Game.fromRecord(record);
    g.place(last.tile, { col: last.col!, row: last.row!, rotation: last.rotation! });
    g.deploy(last.settler!);
    expect(g.completedFeatures().map((f) => f.type)).toEqual(['farm', 'town', 'town']);
  });

  it("farm, Blue's town, then Red's town (the rulebook's order): Red's shopkeeper is evicted first and the town scores nothing", () => {
    const g = withOrder([FARM, BLUE_TOWN, RED_TOWN]);
    expect(g.scores).toEqual({ Red: 0, Green: 2, Yellow: 10, Blue: 25 });
    const last = g.events
      .filter((e) => e.turn === 4 && e.kind !== 'place')
      .map((e) => `${e.kind}${'player' in e ? ':' + e.player : ''}`);
    expect(last).toEqual([
      'score:Blue',
      'return:Blue',
      'surveyor:Blue',
      'score:Blue',
      'return:Blue',
      'surveyor:Blue',
      'evict:Green',
      'evict:Red',
      'unscored',
    ]);
  });

  it("Red's town first: it scores for Red before any surveyor moves, and Blue's later features lose nothing", () => {
    const g = withOrder([RED_TOWN, FARM, BLUE_TOWN]);
    expect(g.scores.Red).toBeGreaterThan(0);
    const redTown = g.events.find((e) => e.kind === 'score' && e.player === 'Red' && e.turn === 4);
    expect(redTown).toMatchObject({ type: 'town', feature: { complete: true } });
    expect(g.events.some((e) => e.kind === 'evict' && e.player === 'Red')).toBe(false);
  });

  it("the order changes the surveyor bonus: Blue's town scored before the farm earns less", () => {
    const a = withOrder([FARM, BLUE_TOWN, RED_TOWN]);
    const b = withOrder([BLUE_TOWN, FARM, RED_TOWN]);
    const blueTown = (g: Game) =>
      g.events.find((e): e is ScoreEvent => e.kind === 'score' && e.type === 'town' && e.player === 'Blue')!;
    expect(blueTown(a).points).not.toBe(blueTown(b).points);
  });

  it('features not named are scored after the named ones, farms first, then towns by edge N, E, S, W', () => {
    const named = withOrder([BLUE_TOWN]);
    const types = named.events
      .filter((e) => e.turn === 4 && (e.kind === 'score' || e.kind === 'unscored'))
      .map((e) => (e.kind === 'score' ? `${e.type}:${e.player}` : 'unscored'));
    expect(types[0]).toBe('town:Blue');
    expect(types[1]).toBe('farm:Blue');
    const unnamed = withOrder(undefined);
    const first = unnamed.events.find((e) => e.turn === 4 && e.kind === 'score')!;
    expect(first).toMatchObject({ type: 'farm', player: 'Blue' });
  });
});
