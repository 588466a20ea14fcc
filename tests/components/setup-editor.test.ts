/**
 * The set-up editor (src/components/sandbox/SetupEditor.svelte) in both games and both languages,
 * driven as a player would (setup-editor-transcript.ts): what differs between the games comes
 * from the ruleset's descriptor (src/lib/rulesets: `setupStart`, `setupSurveyors`, `piece`,
 * `pieceSpots`), so a descriptor giving the other game's answer fails here: other pieces
 * offered, other places, other words, another record.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadRuleset } from '@engine/play';
// Every ruleset's words and drawings registered (the board model reads The Discovery's).
import '@lib/rulesets';
import { drive, type Transcript } from './setup-editor-transcript';

beforeAll(() => loadRuleset('discovery'));
afterEach(() => sessionStorage.clear());

/** The steps where a tile went down. */
const puts = (t: Transcript) => t.steps.filter((s) => / put at | posée en /.test(s.message));
const messages = (t: Transcript) => new Set(t.steps.map((s) => s.message));

describe('the set-up editor of New World', () => {
  it('offers settlers on the settler spots, the surveyors and the scores, in English', () => {
    const t = drive('new-world', 'en');
    expect(t.intro).toBe(
      'Put tiles where they match their neighbours (they need not touch the start board), ' +
        'then settlers, the surveyors and the scores. Then play on from it, or ask what scores.',
    );
    expect(t.tiles.slice(0, 3)).toEqual(['A', 'B', 'C']);
    expect(t.numbers).toEqual([
      'Surveyor 1 in column',
      'Surveyor 2 in column',
      "Red's score",
      "Blue's score",
    ]);
    // Nothing on the table but the start board: tile A fits first west of it.
    const [first, second] = puts(t);
    expect(first.message).toBe(
      'Tile A put at column 1, row 3. Choose a settler for it below if one stands there.',
    );
    expect(first.pieceLabel).toBe('Settler on tile A at column 1, row 3');
    expect(first.pieces).toEqual([
      'none',
      'Red: robber on S',
      'Red: trapper on N',
      'Red: farmer on C',
      'Blue: robber on S',
      'Blue: trapper on N',
      'Blue: farmer on C',
    ]);
    expect(second.pieces).toEqual([
      'none',
      'Red: trapper on N',
      'Red: farmer on C',
      'Blue: trapper on N',
      'Blue: farmer on C',
    ]);
    expect(messages(t)).toContain('Settler set.');
    expect(messages(t)).toContain('No settler on that tile.');
    expect(messages(t)).toContain('Tile removed.');
    // Every tile put may be taken back.
    expect(t.steps.every((s) => s.removable !== false)).toBe(true);
    expect(t.played).toEqual({
      format: 'new-world-record',
      version: 1,
      ruleset: 'new-world',
      players: ['Red', 'Blue'],
      turns: [],
      setup: {
        surveyors: [1, 1],
        placed: [
          { tile: 'A', col: 1, row: 3, rotation: 0, settler: { at: 'S', player: 'Red' } },
          // The first square offered that takes each tile (the board draws only the squares in its view).
          { tile: 'B', col: 1, row: 6, rotation: 90, settler: { at: 'N', player: 'Red' } },
          { tile: 'C', col: 2, row: 3, rotation: 180, settler: { at: 'N', player: 'Red' } },
        ],
        scores: { Red: 1, Blue: 1 },
      },
    });
  });

  it('says it in French: colons, arpenteurs', () => {
    const t = drive('new-world', 'fr', 1);
    expect(t.intro).toBe(
      'Posez des tuiles là où elles s’accordent à leurs voisines (elles n’ont pas besoin de toucher ' +
        'le plateau de départ), puis les colons, les arpenteurs et les scores. ' +
        'Reprenez ensuite la partie à partir de là, ou demandez ce qui rapporte.',
    );
    expect(t.numbers).toEqual([
      'Arpenteur 1 en colonne',
      'Arpenteur 2 en colonne',
      'Score de Rouge',
      'Score de Bleu',
    ]);
    const [first] = puts(t);
    expect(first.message).toBe(
      'Tuile A posée en colonne 1, rangée 3. Choisissez plus bas un colon pour elle s’il y en a un.',
    );
    expect(first.pieceLabel).toBe('Colon sur la tuile A en colonne 1, rangée 3');
    expect(first.pieces.slice(0, 2)).toEqual(['aucun', 'Rouge : brigand sur son côté sud']);
    expect(messages(t)).toContain('Colon placé.');
    expect(messages(t)).toContain('Aucun colon sur cette tuile.');
  });
});

describe('the set-up editor of The Discovery', () => {
  it('starts from the start tile, offers figures on the figure spots and no surveyors, in English', () => {
    const t = drive('discovery', 'en');
    expect(t.intro).toBe(
      'Put tiles where they match their neighbours (they need not touch the start tile), ' +
        'then settlers, the scores. Then play on from it, or ask what scores.',
    );
    expect(t.tiles.slice(0, 3)).toEqual(['D1', 'D2', 'D3']);
    expect(t.numbers).toEqual(["Red's score", "Blue's score"]);
    // The start tile is on the table: tile D1 fits next to it.
    const [first, second] = puts(t);
    expect(first.message).toBe('Tile D1 put at x -1, y 0. Choose a figure for it below if one stands there.');
    expect(first.pieceLabel).toBe('Figure on tile D1 at x -1, y 0');
    expect(first.pieces).toEqual(['none', 'Red: explorer on N', 'Blue: explorer on N']);
    expect(second.pieces).toEqual([
      'none',
      'Red: explorer on E',
      'Red: sailor on N',
      'Blue: explorer on E',
      'Blue: sailor on N',
    ]);
    expect(messages(t)).toContain('Figure set.');
    expect(messages(t)).toContain('No figure on that tile.');
    expect(t.played).toEqual({
      format: 'discovery-record',
      version: 1,
      ruleset: 'discovery',
      players: ['Red', 'Blue'],
      turns: [],
      setup: {
        placed: [
          { tile: 'start', x: 0, y: 0, rotation: 0 },
          { tile: 'D1', x: -1, y: 0, rotation: 0, figure: { at: 'N', player: 'Red' } },
          { tile: 'D2', x: 0, y: -1, rotation: 90, figure: { at: 'E', player: 'Red' } },
          { tile: 'D3', x: 1, y: -1, rotation: 180, figure: { at: 'S', player: 'Red' } },
        ],
        scores: { Red: 1, Blue: 1 },
      },
    });
  });

  it('says it in French: pions, no arpenteurs', () => {
    const t = drive('discovery', 'fr', 1);
    expect(t.intro).toBe(
      'Posez des tuiles là où elles s’accordent à leurs voisines (elles n’ont pas besoin de toucher ' +
        'la tuile de départ), puis les pions et les scores. ' +
        'Reprenez ensuite la partie à partir de là, ou demandez ce qui rapporte.',
    );
    expect(t.numbers).toEqual(['Score de Rouge', 'Score de Bleu']);
    const [first] = puts(t);
    expect(first.message).toBe(
      'Tuile D1 posée en x -1, y 0. Choisissez plus bas un pion pour elle s’il y en a un.',
    );
    expect(first.pieceLabel).toBe('Pion sur la tuile D1 en x -1, y 0');
    expect(first.pieces).toEqual([
      'aucun',
      'Rouge : explorateur sur son côté nord',
      'Bleu : explorateur sur son côté nord',
    ]);
    expect(messages(t)).toContain('Pion placé.');
    expect(messages(t)).toContain('Aucun pion sur cette tuile.');
  });
});

describe('the set-up being built is the tab’s draft', () => {
  for (const [ruleset, placed] of [
    ['new-world', [{ tile: 'A', col: 1, row: 3, rotation: 0, settler: { at: 'S', player: 'Red' } }]],
    [
      'discovery',
      [
        { tile: 'start', x: 0, y: 0, rotation: 0 },
        { tile: 'D1', x: -1, y: 0, rotation: 0, figure: { at: 'N', player: 'Red' } },
      ],
    ],
  ] as const)
    it(`${ruleset}: a reload reopens the editor where it was`, () => {
      drive(ruleset, 'en', 2, false);
      const again = drive(ruleset, 'en', 0);
      expect(again.played).toMatchObject({ setup: { placed, scores: { Red: 2, Blue: 2 } } });
      expect(sessionStorage.length).toBe(0);
    });
});
