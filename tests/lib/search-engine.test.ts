/**
 * The forgiving search end to end on a fake Pagefind index: each idea weighs by the number of
 * pages Pagefind finds for it, a game named puts its pages first, typos are corrected and said.
 */
import { describe, expect, it } from 'vitest';
import { forgivingSearch, gather, weightsOf, type Pagefind, type Site } from '@lib/search/search-engine';
import { vocabulary } from '@lib/search/search-typos';

interface Page {
  url: string;
  kind: string;
  title: string;
  body: string;
  game?: string;
}

/** A Pagefind stand-in: a page matches a query when it holds every word (or a word starting with it). */
function fakePagefind(pages: Page[]): Pagefind {
  const words = (t: string) => t.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  return {
    options: () => Promise.resolve(undefined),
    search: (q, o) => {
      const terms = words(q ?? '');
      const holds = (p: Page) =>
        terms.every((t) => words(`${p.title} ${p.body}`).some((w) => w.startsWith(t)));
      const all = pages.filter(holds);
      const filtered = all.filter((p) => !o?.filters?.game || (p.game ?? 'New World') === o.filters.game);
      return Promise.resolve({
        unfilteredResultCount: all.length,
        results: filtered.map((p) => ({
          id: p.url,
          score:
            terms.reduce((n, t) => n + words(p.body).filter((w) => w.startsWith(t)).length, 0) /
            (words(p.body).length || 1),
          data: () =>
            Promise.resolve({
              url: p.url,
              excerpt: `${p.body.slice(0, 40)} <mark>x</mark>`,
              meta: { title: `${p.kind} · ${p.title}` },
              filters: { game: [p.game ?? 'New World'] },
              sub_results: [],
            }),
        })),
      });
    },
  };
}

// Many pages say "player" and "end"; few say "withdraw".
const filler = Array.from({ length: 20 }, (_, i): Page => ({
  url: `/rulings/r${i}/`,
  kind: 'Ruling',
  title: `Ruling ${i}`,
  body: 'each player scores at the end of the turn',
}));
const pages: Page[] = [
  ...filler,
  {
    url: '/rulings/player-end/',
    kind: 'Ruling',
    title: 'What does a player score at the end?',
    body: 'the player scores at the end',
  },
  {
    url: '/related/the-discovery/',
    kind: 'Related game',
    title: 'The Discovery',
    body: 'withdraw a figure to score its region; the discovery',
    game: 'The Discovery',
  },
  {
    url: '/related/new-world-conquest/',
    kind: 'Related game',
    title: 'New World Conquest',
    body: 'conquest: victory points at the end, each settlement and city',
    game: 'New World Conquest',
  },
  {
    url: '/surveyors/movement/',
    kind: 'Rule',
    title: 'How the surveyors move',
    body: 'after a scoring a surveyor moves west',
  },
];
const site = (vocab = false): Site => ({
  pf: fakePagefind(pages),
  pages: pages.length,
  vocab: vocab
    ? vocabulary({
        pages: pages.length,
        words: 'surveyor:1 surveyors:1 moves:1 move:1 withdraw:1 player:22 end:23',
      })
    : null,
});

describe('forgivingSearch on a fake index', () => {
  it('weighs each idea by the pages Pagefind finds for it: the page with the rare word comes first', async () => {
    const g = await gather(site(), 'can a player withdraw at the end', {});
    expect(g.df).toEqual([21, 1, 22]); // player, withdraw, end
    const [player, withdraw] = weightsOf(g);
    expect(withdraw).toBeGreaterThan(5 * player);
    const found = await forgivingSearch(site(), 'can a player withdraw at the end', {});
    expect(found.results[0].url).toBe('/related/the-discovery/');
  });
  it('puts the pages of the game named first', async () => {
    const found = await forgivingSearch(site(), 'what scores at the end of Conquest', {});
    expect(found.results[0].url).toBe('/related/new-world-conquest/');
    expect(JSON.parse(found.results[0].why).g).toBe(1);
    expect(found.said).toContain('New World Conquest first');
  });
  it("corrects a typo against the site's words and says so", async () => {
    const found = await forgivingSearch(site(true), 'how does the surveyer move', {});
    expect(found.results[0].url).toBe('/surveyors/movement/');
    expect(found.said).toContain('surveyor (you typed surveyer)');
  });
  it("gives the page plain data: address, title, Pagefind's excerpt, sections", async () => {
    const found = await forgivingSearch(site(), 'surveyors move', {});
    expect(found.results[0]).toMatchObject({
      url: '/surveyors/movement/',
      title: 'Rule · How the surveyors move',
      sections: [],
    });
    expect(found.results[0].excerpt).toContain('<mark>');
  });
});
