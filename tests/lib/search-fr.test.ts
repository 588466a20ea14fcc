/** The search's French question layer: how a question asked on a French page is read, and the French vocabulary. */
import { describe, expect, it } from 'vitest';
import { cover, describePlan, hits, plan, rulesFor } from '@lib/search/search-query';
import { vocabulary } from '@lib/search/search-typos';
import { buildVocabulary } from '@lib/search/search-vocab';
import { aliasesFor } from '@lib/search/search-aliases';
import french from '@lib/i18n/ui/search.fr';

const fr = (q: string, v?: Parameters<typeof plan>[1]) => plan(q, v, 'fr');

describe("plan in French: players' words become the site's French terms", () => {
  it("drops the words that carry no meaning and maps players' words (the search page's own example)", () => {
    const p = fr('est-ce que je peux mettre mon meeple sur une route déjà prise');
    expect(p.words).toEqual(['colon', 'piste', 'occupé']);
    expect(p.mapped).toEqual([
      ['meeple', 'colon'],
      ['route', 'piste'],
    ]);
    expect(p.dropped).toEqual(['est', 'ce', 'que', 'je', 'peux', 'mettre', 'mon', 'sur', 'une']);
    expect(describePlan(p, french)).toBe(
      'Mots cherchés : colon, piste, occupé ; avec les mots du site (meeple → colon, route → piste) ; sans est, ce, que, je, peux, mettre, mon, sur, une.',
    );
  });
  it("cité, champ, pré, partisan, chevalier, géomètre, agriculteur, bandit become ville, plaines, colon, marchand, arpenteur, fermier, brigand (« voleur » is The Discovery's own: search-game-words.test.ts)", () => {
    expect(fr('cité champ pré partisan chevalier géomètre agriculteur bandit').words).toEqual([
      'ville',
      'plaines',
      'colon',
      'marchand',
      'arpenteur',
      'fermier',
      'brigand',
    ]);
  });
  it("forgives accents in its tables (cite, pre, geometre) and reads elisions (l'arpenteur, d'une)", () => {
    expect(fr('cite pre geometre').words).toEqual(['ville', 'plaines', 'arpenteur']);
    expect(fr("l'arpenteur d'une ville").words).toEqual(['arpenteur', 'ville']);
  });
  it("keeps « l'est » (the east), leaves « est » (is) out", () => {
    expect(fr("les colons à l'est des arpenteurs marquent-ils").words).toEqual([
      'colons',
      "l'est",
      'arpenteurs',
      'marquent',
    ]);
    expect(fr('est-ce que la piste est finie').words).toEqual(['piste', 'achevé']);
  });
  it('reads phrases: « mise en place », « poste de traite », « pas finie », « en cours de partie », « une tuile ferme deux villes »', () => {
    expect(fr('combien de meeples a chaque joueur').words).toEqual(['mise en place', 'colon']);
    expect(fr('un poste de traite sur une route pas finie').words).toEqual(['comptoir', 'piste', 'inachevé']);
    expect(fr('des champs fermés marquent-ils pendant la partie').words).toEqual([
      'plaines',
      'achevé',
      'marquent',
      'en cours de partie',
    ]);
    expect(fr('une tuile ferme deux villes').words).toEqual(['tuile', 'achève', 'deux', 'villes']);
    expect(fr('une ferme le long du plateau').words).toEqual(['ferme', 'long', 'plateau']);
  });
  it('« à la fin » with a word about points is the final scoring', () => {
    const p = fr('que vaut un comptoir en fin de partie');
    expect(p.words).toEqual(['vaut', 'comptoir', 'décompte final']);
    expect(fr('quand la partie prend-elle fin').words).toEqual(['prend', 'fin']);
  });
  it('searches a plural verb with its singular too (« marquent » is rare on the site, « marque » is not)', () => {
    expect(fr('marquent').ideas[0].forms).toEqual(['marquent', 'marque']);
    expect(fr('moment').ideas[0].forms).toEqual(['moment']);
  });
  it("notes a game named in French; in another game, players' words are searched as typed too", () => {
    expect(fr('que rapporte un marin dans la découverte').game).toBe('The Discovery');
    expect(fr('combien coûte une ville dans la conquête').game).toBe('New World Conquest');
    expect(fr('terre-neuve').game).toBe('Race to the New Found Land');
    expect(fr('nouveau monde chevalier').ideas.find((i) => i.word === 'marchand')?.forms).toEqual([
      'marchand',
      'chevalier',
    ]);
    expect(describePlan(fr('que rapporte un marin dans la découverte'), french)).toContain(
      'Nouveau monde (The Discovery) en premier',
    );
  });
  it('says so when no word can be searched', () => {
    expect(describePlan(fr('est-ce que le'), french)).toMatch(/^Aucun mot de « est-ce que le »/);
  });
  it('hits and cover read French titles: stems, accents, mapped words', () => {
    const p = fr('mon meeple sur une route');
    expect(hits('Peut-on poser un colon sur une piste ?', p)).toBe(2);
    expect(cover('Pistes', p)).toBe(1);
    expect(hits('Des plaines fermées se décomptent-elles en cours de partie ?', fr('champs fermés'))).toBe(2);
  });
});

describe('the French vocabulary: typos corrected, accents forgiven', () => {
  const file = buildVocabulary(
    [
      'Le bonus des arpenteurs. Un arpenteur avance.',
      'Le décompte final des plaines.',
      'Une ferme, une ville fermée.',
    ],
    'fr',
  );
  const v = vocabulary(file, rulesFor('fr').folding);
  it("is built with the French words, elisions read, players' words and game names added", () => {
    expect(file.words).toContain('arpenteurs:1');
    expect(file.words).toContain('décompte:1');
    expect(file.words).toContain('route:1');
    expect(file.words).toContain('decouverte:1');
  });
  it('a word typed without its accents is known (Pagefind finds it): not corrected', () => {
    const p = fr('decompte final', v);
    expect(p.corrected).toEqual([]);
    expect(p.words).toEqual(['decompte', 'final']);
  });
  it('a typo is corrected to the word the site writes, accents and all, and said', () => {
    const p = fr('le bonus des arpanteurs', v);
    expect(p.corrected).toEqual([['arpanteurs', 'arpenteurs']]);
    expect(describePlan(p, french)).toBe(
      'Mots cherchés : bonus, arpenteurs (vous avez tapé arpanteurs) ; sans le, des.',
    );
    expect(fr('decomte', v).corrected).toEqual([['decomte', 'décompte']]);
  });
});

describe("aliasesFor a French page: French players' words for its terms", () => {
  it('a page about pistes and colons is also found by route and meeple', () => {
    const a = aliasesFor('Puis-je poser un colon sur une piste déjà occupée ?', [], 'fr');
    expect(a).toEqual(expect.arrayContaining(['route', 'chemin', 'meeple', 'partisan', 'prise']));
    expect(a).not.toContain('road');
    expect(aliasesFor('La mise en place', [], 'fr')).toEqual(
      expect.arrayContaining(['préparation', 'installation']),
    );
    expect(aliasesFor('Rien ici', ['Cité'], 'fr')).toEqual(['cité']);
  });
});

describe('words that are other words without their accents', () => {
  it('« fermes » are farms, « près » is near: neither is read as « fermés », « prés »', () => {
    expect(fr('les fermes près du plateau').words).toEqual(['fermes', 'près', 'plateau']);
    expect(fr('des prés fermés').words).toEqual(['plaines', 'achevé']);
  });
});

import { plainExcerpt } from '@lib/search/search-engine';
describe("a result's excerpt", () => {
  it('is the page summary when Pagefind cut it from the hidden list of players words', () => {
    const aliases = 'route routes chemin chemins cité cités champ champs';
    expect(
      plainExcerpt('appartient <mark>route</mark> routes chemin chemins cité', aliases, 'Le tour de jeu.'),
    ).toBe('Le tour de jeu.');
    expect(
      plainExcerpt('une <mark>route</mark> déjà prise par un autre joueur', aliases, 'Le tour de jeu.'),
    ).toBe('une <mark>route</mark> déjà prise par un autre joueur');
  });
});
