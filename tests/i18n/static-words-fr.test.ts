/**
 * The French words of the static page components (build time): tile descriptions and totals,
 * the rule options' explanations, the related-rule labels and The Discovery's last turn. The
 * English words stay what they were: English is the default of every helper.
 */
import { describe, expect, it } from 'vitest';
import { DISCOVERY_OPTIONS, OPTIONS, STANDARD_TILES, START_SPACES } from '@engine/index';
import { describeTile, tileContents } from '@lib/tiles/tile-drawing';
import { featureNames } from '@lib/tiles/tile-explorer';
import { tileTotals } from '@lib/tiles/tile-totals';
import TILES_EN from '@lib/i18n/ui/tile-words.en';
import TILES_FR from '@lib/i18n/ui/tile-words.fr';
import EXPLORER_FR from '@lib/i18n/ui/tile-explorer.fr';
import BOARD_FR from '@lib/i18n/ui/board.fr';
import { spotName } from '@lib/board/board-model';
import { optionDocsIn, optionReadingIn, optionTitleIn } from '@lib/content/option-words-lang';
import { relatedRule } from '@lib/content/example-topics';
import { discoveryTurnText } from '@lib/content/discovery-examples';
import type { DiscoveryTurn } from '@engine/index';

const tile = (id: string) => [...STANDARD_TILES, ...START_SPACES].find((t) => t.id === id)!;
const ENGLISH = /\b(the|with|edge|edges|trail|town|plains|tile|turned|and)\b/;

describe('tiles in French', () => {
  it('keeps the English sentences as they were', () => {
    expect(describeTile(tile('K'))).toBe(describeTile(tile('K'), 0, TILES_EN));
    expect(describeTile(tile('start-2'))).toBe(
      'Start space 2: a trail from the west edge ending at the sea, plains on the north and south edges and the sea to the east. Schematic drawing.',
    );
    expect(`${tileContents(tile('A'))}.`).toBe(
      describeTile(tile('A'))
        .replace(/^Tile [A-Z]+: /, '')
        .replace(/ Schematic drawing\.$/, ''),
    );
  });

  it('describes every tile, start spaces included, in French words', () => {
    for (const t of [...STANDARD_TILES, ...START_SPACES])
      for (const r of [0, 90, 180, 270]) {
        const d = describeTile(t, r, TILES_FR);
        expect(d, t.id).toMatch(/^(Tuile|Case de départ) .+ : .+\. Dessin schématique\.$/);
        expect(d.replace(/\(.*?\)/g, ''), t.id).not.toMatch(ENGLISH);
        for (const f of featureNames(t, r, TILES_FR)) expect(f, t.id).not.toMatch(ENGLISH);
      }
    expect(describeTile(tile('start-4'), 0, TILES_FR)).toBe(
      'Case de départ 4 (New York) : une seule ville sur les bords ouest et sud, des plaines sur le bord nord et la mer à l’est. Dessin schématique.',
    );
  });

  it('labels the totals in French, with the same counts', () => {
    const en = tileTotals(STANDARD_TILES);
    const fr = tileTotals(STANDARD_TILES, TILES_FR);
    expect(fr.rows.map((r) => r.count)).toEqual(en.rows.map((r) => r.count));
    expect(fr.rows[0].label).toBe('avec une ville');
  });

  it('tells the engine’s placement reasons in French', () => {
    const english = 'its N edge (plains) meets the S edge of tile K at (1, 2), which is town';
    const clash = {
      area: 'new-world',
      code: 'edge-clash',
      edge: 'N',
      kind: 'plains',
      neighbour: 'K',
      col: 1,
      row: 2,
      theirs: 'town',
    } as const;
    expect(EXPLORER_FR.why(english, clash)).toBe(
      'son côté nord montre de la plaine, mais la tuile K, en colonne 1, rangée 2, montre une ville sur le côté qu’elles partageraient',
    );
    expect(
      EXPLORER_FR.why('land tiles go west of the start board, in column 1 or beyond (col 0)', {
        area: 'new-world',
        code: 'west-of-start-board',
        col: 0,
        row: 3,
      }),
    ).toBe(
      'les tuiles de terrain se posent à l’ouest du plateau de départ, en colonne 1 ou au-delà (ici colonne 0)',
    );
    expect(EXPLORER_FR.why('no tile K is left in the supply', null)).toBe(
      'les règles de pose ne le permettent pas',
    );
    // The explorer's squares come in French from the board's words (its board draws with them): not re-read.
    expect(EXPLORER_FR.where(spotName('new-world', -2, 3, BOARD_FR))).toBe('colonne 2, rangée 3');
  });
});

describe('rule options in French', () => {
  it('explains every New World and Discovery option and each of its readings', () => {
    for (const o of [...OPTIONS, ...DISCOVERY_OPTIONS]) {
      const fr = optionDocsIn('fr', o);
      expect(fr, o.name).not.toBe(o);
      expect(fr.summary, o.name).not.toBe(o.summary);
      expect(Object.keys(fr.meanings).sort(), o.name).toEqual(o.values.map(String).sort());
      expect(optionTitleIn('fr', o.name), o.name).not.toBe(o.name);
      for (const v of o.values)
        expect(optionReadingIn('fr', o.name, v), `${o.name}=${v}`).not.toBe(String(v));
    }
  });
  it('leaves the English ones to the engine', () => {
    expect(optionDocsIn('en', OPTIONS[0])).toBe(OPTIONS[0]);
  });
});

describe('examples in French', () => {
  it('names the related rules page in the page’s language', () => {
    expect(relatedRule('trail-3-points')).toEqual({
      href: '/scoring/completed-features/',
      label: 'Scoring completed features',
    });
    expect(relatedRule('trail-3-points', 'fr')).toEqual({
      href: '/scoring/completed-features/',
      label: 'Le décompte des éléments achevés',
    });
  });
  it('tells The Discovery’s last turn in French', () => {
    const turn: DiscoveryTurn = { tile: 'D5', x: 1, y: 0, rotation: 90, figure: { at: 'E', role: 'sailor' } };
    expect(discoveryTurnText('Red', turn)).toBe(
      'Red places tile D5 at (1, 0), turned 90° and puts a figure as sailor on its E side.',
    );
    expect(discoveryTurnText('Red', turn, 'fr')).toBe(
      'Rouge pose la tuile D5 en (1, 0), tournée de 90°, et y met un pion comme marin sur son côté est.',
    );
  });
});
