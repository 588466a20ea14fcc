/**
 * Search keeps each game's words (issue 30, item 7): The Discovery's own terms are never rewritten
 * to New World's, a word both games use searches both, a game's own words lean a question toward
 * its pages; excerpts show neither the citation marks' numbers nor the hidden list of players' words.
 */
import { describe, expect, it } from 'vitest';
import { describePlan, plan, rerank, rankKey, type Candidate } from '@lib/search/search-query';
import { excerptWithout } from '@lib/search/excerpt';
import french from '@lib/i18n/ui/search.fr';
import rehypeCitations from '@lib/content/rehype-citations.mjs';

const fr = (q: string) => plan(q, null, 'fr');
const idea = (p: ReturnType<typeof plan>, word: string) => p.ideas.find((i) => i.word === word);

describe("French: The Discovery's words stay The Discovery's", () => {
  it("a question naming no game searches « voleur » as typed and as New World's « brigand », and says so", () => {
    const p = fr('le voleur compte les villes des plaines voisines ?');
    expect(p.words[0]).toBe('voleur');
    expect(idea(p, 'voleur')?.forms).toEqual(['voleur', 'brigand']);
    expect(p.mapped).toEqual([]);
    expect(p.also).toEqual([['voleur', 'brigand']]);
    expect(describePlan(p, french)).toBe(
      'Mots cherchés : voleur, compte, villes, plaines, voisines ; aussi avec les mots de New World (voleur → brigand) ; sans le, les, des.',
    );
    expect(idea(fr('combien de pions'), 'pions')?.forms).toEqual(['pions', 'colon']);
    // A question naming New World searches New World's term, as before: « voleur » → brigand, « pion » → colon.
    const nw = fr('peut-on poser un pion sur une route déjà occupée dans new world');
    expect(nw.game).toBe('New World');
    expect(nw.words).toEqual(['poser', 'colon', 'piste', 'occupé']);
    expect(nw.mapped).toEqual([
      ['pion', 'colon'],
      ['route', 'piste'],
    ]);
    expect(fr('un voleur dans carcassonne new world').words).toEqual(['brigand']);
  });
  it('a question naming The Discovery (« nouveau monde », « la découverte », "discovery") searches « pion » and « voleur » as typed only', () => {
    for (const q of [
      'comment reprendre un pion dans nouveau monde',
      'un pion dans la découverte',
      'pion discovery',
    ]) {
      const p = fr(q);
      expect(p.game, q).toBe('The Discovery');
      expect(idea(p, 'pion')?.forms, q).toEqual(['pion']);
      expect(p.words, q).not.toContain('colon');
      expect(p.also, q).toEqual([]);
    }
    expect(idea(fr('nouveau monde voleur'), 'voleur')?.forms).toEqual(['voleur']);
    // Its words that are no players' word for New World's are searched as typed, as before.
    const own = fr("un explorateur, un marin, une région, le tableau d'évaluation de nouveau monde");
    expect(own.words).toEqual(['explorateur', 'marin', 'région', 'tableau', 'évaluation', 'discovery']);
    expect(own.mapped).toEqual([]);
  });
  it('in a game that has no such word (Conquest), both are searched', () => {
    expect(idea(fr('un voleur dans conquest'), 'voleur')?.forms).toEqual(['voleur', 'brigand']);
  });
  it('a question naming no game leans toward The Discovery for each of its words, accents forgiven; naming a game, it does not', () => {
    expect(fr('le voleur compte les villes des plaines voisines').leans).toEqual(['The Discovery']);
    expect(fr('plusieurs pions dans une meme region').leans).toEqual(['The Discovery', 'The Discovery']);
    expect(fr('deux pions, un pion').leans).toEqual(['The Discovery']);
    expect(fr('une piste achevée').leans).toEqual([]);
    expect(fr('un voleur dans new world').leans).toEqual([]);
  });
});

describe("English: the same rules for The Discovery's and Conquest's words", () => {
  it('"thief" without a game searches thief and robber; with The Discovery, thief; with New World, robber', () => {
    expect(idea(plan('does a thief score cities'), 'thief')?.forms).toEqual(['thief', 'robber']);
    expect(describePlan(plan('thief'))).toBe(
      "Searched for: thief; also in New World's words (thief → robber).",
    );
    expect(idea(plan('thief in the discovery'), 'thief')?.forms).toEqual(['thief']);
    expect(plan('thief in new world').words).toEqual(['robber']);
    expect(idea(plan('pawn in conquest'), 'pawn')?.forms).toEqual(['pawn']);
    expect(idea(plan('figure in race'), 'figure')?.forms).toEqual(['figure']);
  });
});

describe("rerank: a game's own words lean toward its pages", () => {
  const cand = (title: string, kind: string, game: string): Candidate => ({
    tier: 'all words',
    matched: 0,
    score: 1,
    title,
    summary: '',
    kind,
    game,
  });
  it("« le voleur compte les villes » puts The Discovery's page before New World's page of the same standing", () => {
    const p = fr('le voleur compte les villes des plaines voisines');
    const nw = cand('Plaines et villes', 'Rule', 'New World');
    const discovery = cand('Plaines et villes', 'Rule', 'The Discovery');
    expect(rerank([nw, discovery], p)[0]).toBe(discovery);
    expect(rankKey(discovery, p).m).toBeGreaterThan(rankKey(nw, p).m);
    // A question with none of its words, naming no game, is New World's: its page comes first (RANKING.elsewhere).
    const q = fr('les villes des plaines voisines');
    expect(rankKey(nw, q).m).toBeGreaterThan(rankKey(discovery, q).m);
    expect(rerank([discovery, nw], q)[0]).toBe(nw);
  });
});

describe("a result's excerpt", () => {
  const aliases = 'point pts pt nouveau monde the discovery pion meeple';
  const text = `Refusé : poser un pion et en reprendre un dans le même tour. ${aliases} Après avoir posé sa tuile, Rouge voudrait à la fois mettre un pion et en reprendre un.`;
  const words = text.split(' ');
  const at = (w: string, from = 0) => words.indexOf(w, from);
  const body = at('Après');
  const locations = [at('pion'), at('pion', at('meeple') - 1), at('pion', body)];
  const data = {
    excerpt:
      'dans le même tour. point pts pt nouveau monde the discovery <mark>pion</mark> meeple Après avoir posé',
    raw_content: text,
    locations,
    weighted_locations: locations.map((location) => ({
      location,
      balanced_score: location < body && location > at('tour.') ? 3 : 1,
    })),
  };
  it("is cut from the page's words without its hidden list of players' words, its matches marked", () => {
    const e = excerptWithout(data, aliases, 12);
    for (const w of ['pts', 'meeple', 'discovery']) expect(e).not.toContain(w);
    expect(e).toContain('<mark>pion</mark>');
    expect(e.replace(/<\/?mark>/g, '').split(' ')).toHaveLength(12);
    expect(e).toBe('poser un <mark>pion</mark> et en reprendre un dans le même tour. Après');
    // Pagefind's own when the page's text is not given or does not hold the list.
    expect(excerptWithout({ excerpt: 'x <mark>y</mark>' }, aliases)).toBe('x <mark>y</mark>');
    expect(excerptWithout({ ...data, raw_content: 'no list here' }, aliases)).toBe(data.excerpt);
    expect(excerptWithout(data, '')).toBe(data.excerpt);
  });
});

describe('citation marks are out of the search index', () => {
  it('the numbered mark (its number and its tip) carries data-pagefind-ignore', () => {
    type Node = {
      type: string;
      tagName?: string;
      value?: string;
      properties?: Record<string, unknown>;
      children?: Node[];
    };
    const tree: Node = {
      type: 'root',
      children: [
        {
          type: 'element',
          tagName: 'p',
          properties: {},
          children: [
            { type: 'text', value: 'Two tiles and one trading post: 2 + 2 = 4 (Rulebook, Scoring summary).' },
          ],
        },
      ],
    };
    rehypeCitations()(tree, { path: 'content/docs/scoring/final-scoring.mdx' });
    const p = tree.children![0];
    const sup = p.children!.find((n) => n.tagName === 'sup')!;
    expect(sup.properties?.dataPagefindIgnore).toBe('');
    expect(p.children![0]).toEqual({ type: 'text', value: 'Two tiles and one trading post: 2 + 2 = 4' });
  });
});
