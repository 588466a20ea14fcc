/**
 * What a set-up position holds in each game comes from its ruleset's descriptor (src/lib/rulesets,
 * read by the set-up editor, src/components/sandbox/SetupEditor.svelte): the tiles it starts from,
 * whether the surveyors are placed, the piece and where it may stand. Each answer is checked
 * against the engine, which reads the position as a record (formats §3, §8).
 */
import { describe, expect, it } from 'vitest';
import { Session } from '@engine/index';
import { DISCOVERY_START_TILE } from '@engine/play';
import { RULESETS, type RulesetId } from '@lib/rulesets';

const PLAYERS = ['Red', 'Blue'];
const ROTATIONS = [0, 90, 180, 270] as const;

/** A set-up record as the editor writes it: the descriptor's start tiles, and `more` after them. */
function setupRecord(id: RulesetId, more: Record<string, unknown>[] = [], surveyors?: boolean) {
  const r = RULESETS[id];
  const placed = r.setupStart.map((t) => ({
    tile: t.tile,
    ...r.fromGrid(t.gx, t.gy),
    rotation: t.rotation,
  }));
  return {
    format: r.recordFormat,
    version: 1,
    ruleset: id,
    players: PLAYERS,
    setup: {
      placed: [...placed, ...more],
      ...((surveyors ?? r.setupSurveyors) ? { surveyors: [0, 0] } : {}),
      scores: { Red: 0, Blue: 0 },
    },
    turns: [],
  };
}

describe('a set-up position, by its ruleset’s descriptor', () => {
  it('New World: starts from the printed start board alone, places the surveyors, and settlers', () => {
    const r = RULESETS['new-world'];
    expect(r.setupStart).toEqual([]);
    expect(r.setupSurveyors).toBe(true);
    expect(r.piece).toBe('settler');
    const s = Session.create({ players: PLAYERS });
    expect(r.pieceSpots(s, 'A', 0)).toEqual([
      { role: 'robber', at: 'S' },
      { role: 'trapper', at: 'N' },
      { role: 'farmer', at: 'C' },
    ]);
    // Every tile type turned every way: the engine's settler spots.
    for (const id of s.current.tileIds())
      for (const rot of ROTATIONS)
        expect(r.pieceSpots(s, id, rot), id).toEqual(s.current.settlerSpots(id, rot));
  });

  it('The Discovery: starts from its start tile at (0, 0), no surveyors, and figures', () => {
    const r = RULESETS.discovery;
    expect(r.setupStart).toEqual([{ tile: DISCOVERY_START_TILE, gx: 0, gy: 0, rotation: 0 }]);
    expect(r.setupSurveyors).toBe(false);
    expect(r.piece).toBe('figure');
    const s = Session.create({ ruleset: 'discovery', players: PLAYERS });
    expect(r.pieceSpots(s, 'D1', 0)).toEqual([{ role: 'explorer', at: 'N' }]);
    expect(r.pieceSpots(s, 'D2', 90)).toEqual([
      { role: 'explorer', at: 'E' },
      { role: 'sailor', at: 'N' },
    ]);
    for (const id of s.current.tileIds())
      for (const rot of ROTATIONS)
        expect(r.pieceSpots(s, id, rot), id).toEqual(s.current.figureSpots(id, rot));
  });

  it('the pieces of the two games differ, and each descriptor answers for its own game only', () => {
    const nw = Session.create({ players: PLAYERS });
    const disc = Session.create({ ruleset: 'discovery', players: PLAYERS });
    expect(RULESETS['new-world'].piece).not.toBe(RULESETS.discovery.piece);
    expect(() => RULESETS['new-world'].pieceSpots(disc, 'D1', 0)).toThrow();
    expect(() => RULESETS.discovery.pieceSpots(nw, 'A', 0)).toThrow();
  });

  it('the other game’s answers are refused: The Discovery places no surveyors, New World has no start tile', () => {
    expect(() => Session.load(setupRecord('discovery', [], true))).toThrow(/surveyors/);
    const nw = RULESETS['new-world'];
    const startTiles = RULESETS.discovery.setupStart.map((t) => ({
      tile: t.tile,
      ...nw.fromGrid(t.gx, t.gy),
      rotation: t.rotation,
    }));
    expect(() => Session.load(setupRecord('new-world', startTiles))).toThrow(/not a tile type/);
  });

  it('the record the descriptor describes is one the engine reads; a piece goes in the field it names', () => {
    for (const id of ['new-world', 'discovery'] as const) {
      const s = Session.load(setupRecord(id));
      expect(s.ruleset).toBe(id);
      expect(s.current.toRecord()).toMatchObject({ setup: { placed: setupRecord(id).setup.placed } });
    }
    const withSettler = setupRecord('new-world', [
      { tile: 'A', col: 1, row: 3, rotation: 0, [RULESETS['new-world'].piece]: { player: 'Red', at: 'S' } },
    ]);
    expect(Session.load(withSettler).current.toRecord()).toMatchObject({
      setup: { surveyors: [0, 0], placed: [{ tile: 'A', settler: { player: 'Red', at: 'S' } }] },
    });
    const withFigure = setupRecord('discovery', [
      { tile: 'D1', x: -1, y: 0, rotation: 0, [RULESETS.discovery.piece]: { player: 'Red', at: 'N' } },
    ]);
    expect(Session.load(withFigure).current.toRecord()).toMatchObject({
      setup: { placed: [{ tile: DISCOVERY_START_TILE }, { tile: 'D1', figure: { player: 'Red', at: 'N' } }] },
    });
  });
});
