/**
 * The Discovery's refusals said to players (src/lib/i18n/ui/refusals/discovery.*.ts): every code
 * the engine gives (tests/engine/discovery/refusal-cases.ts) in French, with no English left, and
 * in a player's English where the tool builders' sentence is not enough; the board's reasons too.
 */
import { describe, expect, it } from 'vitest';
import { EngineError } from '@engine/index';
import { refusalOf, type DiscoveryPlacementWhy, type DiscoveryRefusal } from '@engine/refusals';
import { discoveryEn, discoveryPlacementWhyEn } from '@lib/i18n/ui/refusals/discovery.en';
import { discoveryFr, discoveryPlacementWhyFr } from '@lib/i18n/ui/refusals/discovery.fr';
import { wordsOf } from '@lib/rulesets/words';
import { CASES } from '../engine/discovery/refusal-cases';

const ctx = { ruleset: wordsOf('discovery'), piece: 'figure' };
/** English a French reader should never meet. */
const ENGLISH = [
  ' the ',
  'must',
  'cannot',
  'figure',
  'tile ',
  ' tile',
  ' is ',
  ' not ',
  ' has ',
  ' no ',
  ' of ',
  'edge',
  'region',
  'player',
  ' turn',
];

function data(f: () => unknown): DiscoveryRefusal {
  try {
    f();
  } catch (e) {
    const r = e instanceof EngineError ? refusalOf(e) : null;
    if (r?.area === 'discovery') return r;
    throw e;
  }
  throw new Error('accepted');
}

describe("The Discovery's refusals in French", () => {
  for (const [name, f] of CASES) {
    it(name, () => {
      const r = data(f);
      const fr = discoveryFr(r, ctx);
      // What the record holds is quoted as it is (a field's name, a value given): the rest is French.
      const said = fr.replace(/« [^»]* »|"[^"]*"/g, '«»');
      for (const word of ENGLISH)
        expect(` ${said} `, `${JSON.stringify(word)} in: ${fr}`).not.toContain(word);
      // French typography: ’ rather than ', a space before « : ; ? ! ».
      expect(fr).not.toMatch(/'|\S[:;?!](?:\s|$)/);
      // A sentence (a rule the move breaks) or, for a record's shape, what a field must be.
      expect(fr).toMatch(/^[A-ZÀ-Ý].*\.$|^[a-zé]/);
    });
  }

  it('says a whole sentence in the words of « Nouveau monde »', () => {
    const say = (name: string) => discoveryFr(data(CASES.find(([n]) => n === name)![1]), ctx);
    expect(say('region held (mountain)')).toBe(
      'Le pion ne peut pas aller là : la montagne que prolonge cette tuile a déjà un pion (le voleur de Rouge sur la tuile en x 0, y 0), et un pion ne va que sur une région que personne n’occupe encore, aussi loin que se trouve l’autre pion.',
    );
    expect(say('withdraw after putting')).toBe(
      'Un pion a déjà été posé pendant ce tour : en un tour, un joueur pose un pion ou en reprend un pour le décompter, jamais les deux.',
    );
    expect(say('wrong role (sea)')).toBe(
      'Le côté nord de la tuile montre une mer, où un pion est un marin ; un voleur va sur une montagne.',
    );
    expect(say('not your figure')).toBe(
      'Le pion de la tuile en x 0, y 0 est à Jaune, pas à Rouge : un joueur ne reprend que ses propres pions.',
    );
    expect(say('no figure left')).toBe(
      'Rouge n’a plus de pion à poser (chacun en a quatre ; le cinquième marque le score sur le tableau d’évaluation).',
    );
    expect(say('setup: edges differ')).toBe(
      'La tuile « mountain » ne peut pas aller en x 0, y 1, tournée de 90° dans le sens horaire : son côté nord montre de la montagne, mais la tuile « plains » en x 0, y 0 montre de la plaine sur le côté qu’elles partageraient.',
    );
    expect(say('edges unclaimed')).toBe(
      'les côtés E, S et W n’appartiennent à aucune région : chaque côté doit être de la plaine, de la montagne ou de la mer',
    );
  });

  it("says the board's reasons", () => {
    const whys: DiscoveryPlacementWhy[] = [
      { code: 'taken', x: 1, y: 0, tile: 'D4' },
      { code: 'edges-differ', edge: 'W', kind: 'sea', tile: 'D1', x: 0, y: 0, theirs: 'plains' },
      { code: 'touches-nothing', x: 5, y: 5 },
    ];
    expect(whys.map(discoveryPlacementWhyFr)).toEqual([
      'cette case porte déjà la tuile D4',
      'son côté ouest montre la mer, mais la tuile D1 en x 0, y 0 montre de la plaine sur le côté qu’elles partageraient',
      'elle ne toucherait aucune tuile, et une nouvelle tuile doit partager au moins un côté entier avec une tuile déjà sur la table',
    ]);
    expect(whys.map(discoveryPlacementWhyEn)).toEqual([
      'that square already holds tile D4',
      'its west side shows sea, but tile D1 at x 0, y 0 shows plains on the side they would share',
      'it would touch no tile at all, and a new tile must share at least one whole side with a tile already on the table',
    ]);
  });
});

describe("The Discovery's refusals in a player's English", () => {
  it('says the rules as sentences, and leaves a record’s shape to the engine’s words', () => {
    for (const [name, f] of CASES) {
      const r = data(f);
      const en = discoveryEn(r, ctx);
      if (en !== null) expect(en, name).toMatch(/^[A-Z].*\.$/);
      if (en !== null) expect(en, name).not.toMatch(/\(-?\d+, -?\d+\)|\b[NESW] edge\b/);
    }
    const say = (name: string) => discoveryEn(data(CASES.find(([n]) => n === name)![1]), ctx);
    expect(say('both in a record')).toBe(
      'In one turn a player either puts a figure down or takes one back to score it, never both.',
    );
    expect(say('region held (sea)')).toBe(
      "The figure cannot go there: the sea this tile continues already holds a figure (Yellow's sailor on the tile at x 0, y 0), and a figure may only go on a region that nobody holds yet, however far away the other figure stands.",
    );
    expect(say('format')).toBeNull();
  });
});
