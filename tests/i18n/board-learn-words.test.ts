/**
 * The board's, the lessons' and the pointing notes' words in French (src/lib/i18n/ui/board.*,
 * learn.*, pointing.*, rulesets.*): the same keys as the English ones, every French string
 * written, and the board's model, the lesson's refusals and the "who holds what" notes in
 * French when given the French words (English stays the default).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Session } from '@engine/index';
import { boardModel, boardSpots, boardTargets, spotName } from '@lib/board/board-model';
import { describeDiscoveryTile } from '@lib/board/discovery-drawing';
import { figureInfo, tileInfo } from '@lib/board/figure-info';
import { checkFigure, checkPlace, inPlayersWords, lessonAt } from '@lib/learn/lesson-run';
import { LESSONS } from '@lib/content/lessons';
import { recordWordsIn } from '@lib/rulesets/words';
import '@lib/rulesets';
import BOARD_EN from '@lib/i18n/ui/board.en';
import BOARD_FR from '@lib/i18n/ui/board.fr';
import LEARN_EN from '@lib/i18n/ui/learn.en';
import LEARN_FR from '@lib/i18n/ui/learn.fr';
import POINTING_EN from '@lib/i18n/ui/pointing.en';
import POINTING_FR from '@lib/i18n/ui/pointing.fr';
import RULESETS_EN from '@lib/i18n/ui/rulesets.en';
import RULESETS_FR from '@lib/i18n/ui/rulesets.fr';

/** Every key path of a words object, with the kind of value found there. */
function shape(o: unknown, at = ''): string[] {
  if (o === null) return [`${at}:null`];
  if (typeof o !== 'object') return [`${at}:${typeof o}`];
  return Object.entries(o)
    .flatMap(([k, v]) => shape(v, `${at}.${k}`))
    .sort();
}
/** Every string of a words object, by key path. */
function strings(o: unknown, at = ''): [string, string][] {
  if (typeof o === 'string') return [[at, o]];
  if (!o || typeof o !== 'object') return [];
  return Object.entries(o).flatMap(([k, v]) => strings(v, `${at}.${k}`));
}

describe.each([
  ['board', BOARD_EN, BOARD_FR],
  ['learn', LEARN_EN, LEARN_FR],
  ['pointing', POINTING_EN, POINTING_FR],
  ['rulesets', RULESETS_EN, RULESETS_FR],
])('the %s words', (_, en, fr) => {
  it('have the same keys in French as in English', () => {
    // The English narrator is the default (null); the French one is an object.
    const norm = (xs: string[]) => xs.filter((x) => !x.startsWith('.narrator'));
    expect(norm(shape(fr))).toEqual(norm(shape(en)));
  });
  it('have every French string written, and differ from the English where they are words', () => {
    const english = new Map(strings(en));
    // A French string may be empty only where the English one is (The Discovery's act phase has no last words).
    for (const [at, s] of strings(fr)) if (english.get(at) !== '') expect(s.trim(), at).not.toBe('');
    expect(strings(fr).filter(([at, s]) => s !== english.get(at)).length).toBeGreaterThan(0);
  });
});

describe('the board in French', () => {
  const kPlaced = () => {
    const s = Session.create({ players: ['Red', 'Blue'], seed: 1 });
    s.draw('K');
    return s;
  };

  it('names squares, the squares where the tile fits and the column over the coast', () => {
    const s = kPlaced();
    const m = boardModel(s, {}, [], BOARD_FR);
    expect(spotName('new-world', -3, 5, BOARD_FR)).toBe('colonne 3, rangée 5');
    expect(boardSpots(s, m, BOARD_FR).find((p) => p.key === '-1,2')!.label).toBe(
      'colonne 1, rangée 2 : la tuile va ici',
    );
    expect(m.columns.find((c) => c.gx === 0)!.label).toBe('côte');
    expect(m.surveyors[0].label).toBe('Arpenteur 1 en colonne 0');
    // English stays the default.
    expect(boardSpots(s, boardModel(s)).find((p) => p.key === '-1,2')!.label).toBe(
      'column 1, row 2: the tile fits here',
    );
  });

  it('names the places a settler may go, with the French roles’ letters, and the settlers themselves', () => {
    const s = kPlaced();
    s.place({ col: 1, row: 2 });
    const targets = boardTargets(s, boardModel(s, {}, [], BOARD_FR), BOARD_FR);
    expect(targets[0].label).toBe('Mettre un marchand sur le côté nord de la nouvelle tuile');
    expect(targets[2].label).toBe('Mettre un trappeur sur la moitié nord du côté est de la nouvelle tuile');
    expect(targets.map((t) => t.mark)).toEqual(['m', 'b', 't', 't']);
    s.deploy({ role: 'robber', at: 'E' });
    const m = boardModel(s, {}, [], BOARD_FR);
    expect(m.figures[0].label).toBe('Brigand de Rouge en colonne 1, rangée 2, côté est');
    expect(m.looks.Blue.letter).toBe('B');
  });

  it('gives the players’ letters from their French names (Jaune: J)', () => {
    const s = Session.create({ players: ['Red', 'Yellow'], seed: 1 });
    expect(boardModel(s, {}, [], BOARD_FR).looks.Yellow.letter).toBe('J');
    expect(boardModel(s).looks.Yellow.letter).toBe('Y');
  });

  it('says a tile of The Discovery in French', () => {
    const tile = {
      id: '7',
      seas: [{ edges: ['N' as const] }],
      plains: [{ edges: ['E' as const, 'S' as const, 'W' as const] }],
      cities: [{ in: 'plains' as const, index: 0, sea: 0 }],
    };
    expect(describeDiscoveryTile(tile, 90, BOARD_FR)).toMatch(
      /^Tuile 7, tournée de 90° : plaines sur les bords sud et ouest et nord ; mer sur le bord est ; une ville dans les plaines \(.+\) au bord de la mer \(est\)\.$/,
    );
    expect(describeDiscoveryTile(tile, 0)).toMatch(
      /^Tile 7: plains on the east and south and west edges; sea on the north edge; a city in the plains/,
    );
  });

  it('says the rulesets’ record words in French', () => {
    const nw = recordWordsIn(RULESETS_FR, 'new-world');
    expect(nw.squareWords(3, 2)).toBe('colonne 3, rangée 2');
    expect(nw.placementRule(0, 12)).toMatch(
      /^Elle ne peut pas aller là : la colonne 0 est celle du plateau de départ \(ici, au-delà de son extrémité sud\)/,
    );
    expect(recordWordsIn(RULESETS_EN, 'discovery').squareWords(1, 0)).toBe('x 1, y 0');
  });
});

describe('who holds what, in French', () => {
  const record = JSON.parse(
    readFileSync(new URL('../../content/examples/final-trappers-red-4-blue-2.json', import.meta.url), 'utf8'),
  );
  it('names the settler, its feature, who holds it and what the leader would score', () => {
    const s = Session.load({ ...record, finish: false });
    const settlers = s.is('new-world') ? s.current.view().settlers : [];
    const yellow = figureInfo(
      s,
      settlers.findIndex((x) => x.player === 'Yellow'),
      POINTING_FR,
    )!;
    expect(yellow.label).toMatch(/^Trappeur de Jaune en colonne \d+, rangée \d+$/);
    expect(yellow.note).toMatch(
      /^Des plaines ne se ferment jamais : leurs trappeurs marquent en fin de partie\. Sur ces plaines : (Rouge 2, Jaune 1|Jaune 1, Rouge 2) ; Rouge est en tête et marquerait 4 points en fin de partie, en l’état actuel ; Jaune n’en tirerait rien\.$/,
    );
    const red = settlers.find((x) => x.player === 'Red')!;
    const tile = tileInfo(s, -red.col, red.row, POINTING_FR)!;
    expect(tile.label).toBe(`La tuile en colonne ${red.col}, rangée ${red.row}`);
    expect(tile.note).toMatch(
      /Des plaines de \d+ tuiles? avec 4 animaux, (achevées|encore ouvertes) : (Rouge 2, Jaune 1|Jaune 1, Rouge 2) ; Rouge marquerait 4 points/,
    );
  });

  it('The Discovery: the figure’s region and its points, in French', () => {
    const d = JSON.parse(
      readFileSync(new URL('../../content/examples/discovery/final-scoring.json', import.meta.url), 'utf8'),
    );
    const s = Session.load({ ...d, finish: false });
    const figures = s.is('discovery') ? s.current.figureValues() : [];
    const sailor = figureInfo(
      s,
      figures.findIndex((f) => f.role === 'sailor'),
      POINTING_FR,
    )!;
    expect(sailor.note).toMatch(
      /^Une mer de \d+ tuiles? avec \d+ villes? sur ses rives, (achevée|encore ouverte)\. Repris maintenant, il marque \d+ points? ; laissé sur la table jusqu’à la fin, il en marque 2\.$/,
    );
  });
});

describe('a lesson in French', () => {
  const lesson = LESSONS.find((l) => l.slug === 'placing-tiles')!.lesson;
  it('says the lesson’s own refusals in French', () => {
    const s = lessonAt(lesson, 0);
    const step = lesson.steps[0];
    const other = s
      .legalSpots()
      .find((p) => JSON.stringify(p) !== JSON.stringify({ col: step.move.col, row: step.move.row }));
    if (other) {
      const v = checkPlace(s, step, other, LEARN_FR);
      expect(v.ok).toBe(false);
      if (!v.ok) expect(v.why).toMatch(/^Cette case est permise, mais ce n’est pas celle de cette étape\./);
    }
    const f = checkFigure(step, { kind: 'deploy', role: 'robber', at: 'E' }, LEARN_FR);
    expect(!f.ok && f.why).toBe(
      'Cette étape finit le tour sans rien poser : choisissez le bouton « Finir le tour… ».',
    );
  });

  it('tells the rules’ refusal in French, and what a move scores', async () => {
    const s = lessonAt(lesson, 0);
    const v = checkPlace(s, lesson.steps[0], { col: 1, row: 0 }, LEARN_FR);
    expect(v.ok || v.legal).toBe(false);
    expect(await inPlayersWords(v, await LEARN_FR.refusals())).toMatch(/^Elle ne peut pas aller là/);
    expect(await inPlayersWords(v, await LEARN_EN.refusals())).toMatch(
      /^It cannot go there: its east side shows plains, but the start space to its east \(row 0, Plymouth\) shows a town/,
    );
    expect(LEARN_FR.graded(true, 'Red', 3)).toBe('Exact : Rouge marque 3 points.');
    expect(LEARN_FR.pointsFor('Blue')).toBe('Points de Bleu');
  });
});

describe('a replay’s board in French (built at build time)', () => {
  it('labels the pieces, surveyors and coast in French, and moves a surveyor’s label with it', async () => {
    const { replayFrames } = await import('@lib/replay/replay-frames');
    const record = JSON.parse(
      readFileSync(
        new URL('../../content/examples/final-trappers-red-4-blue-2.json', import.meta.url),
        'utf8',
      ),
    );
    const fr = replayFrames(record, 'fr');
    const last = fr.frames[fr.frames.length - 1].model;
    expect(
      last.figures.some((f) =>
        /^Trappeur de (Rouge|Bleu|Jaune) \(couché\) en colonne \d+, rangée \d+, /.test(f.label),
      ),
    ).toBe(true);
    expect(last.columns.find((c) => c.gx === 0)?.label).toBe('côte');
    expect(
      fr.frames
        .flatMap((f) => f.model.surveyors)
        .every((v) => /^Arpenteur \d en colonne -?\d+$/.test(v.label)),
    ).toBe(true);
    const en = replayFrames(record, 'en');
    expect(
      en.frames[en.frames.length - 1].model.figures.some((f) =>
        /^\w+'s trapper \(lying down\) at column/.test(f.label),
      ),
    ).toBe(true);
  });
});
