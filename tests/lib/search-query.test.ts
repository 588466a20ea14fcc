/** The forgiving search's query handling: what is searched, and how pages are ordered. */
import { describe, expect, it } from 'vitest';
import {
  asked,
  cover,
  describePlan,
  hits,
  idf,
  oneLine,
  plan,
  rank,
  rankKey,
  rerank,
  withinGame,
  type Candidate,
} from '@lib/search/search-query';
import french from '@lib/i18n/ui/search.fr';
import { vocabulary } from '@lib/search/search-typos';
import { aliasesFor } from '@lib/search/search-aliases';

describe("plan: a question in the rulebook's words", () => {
  it("drops words that carry no meaning and maps players' words", () => {
    const p = plan('Can I put my guy on a road someone already owns?');
    expect(p.words).toEqual(['settler', 'trail', 'occupied']);
    expect(p.mapped).toEqual([
      ['guy', 'settler'],
      ['road', 'trail'],
      ['owns', 'occupied'],
    ]);
    expect(p.dropped).toEqual(['can', 'i', 'put', 'my', 'on', 'a', 'someone', 'already']);
  });
  it('meeple, city, field, cloister, sheriff become settler, town, plains, farm, shopkeeper', () => {
    expect(plan('meeple city field cloister sheriff').words).toEqual([
      'settler',
      'town',
      'plains',
      'farm',
      'shopkeeper',
    ]);
  });
  it('reads phrases ("set up") and numbers in words ("plus four")', () => {
    expect(plan('how do I set up the board').words).toEqual(['setup', 'board']);
    expect(plan('plus four points surveyor same column').words).toEqual([
      '4',
      'points',
      'surveyor',
      'same',
      'column',
    ]);
  });
  it('keeps repeated ideas once, and curly apostrophes as straight ones', () => {
    expect(plan('roads and trails, what’s a road').words).toEqual(['trail', 'trails']);
  });
  it('says what was searched, and when nothing can be', () => {
    expect(describePlan(plan('meeple on a road'))).toBe(
      "Searched for: settler, trail; in the rulebook's words (meeple → settler, road → trail); leaving out on, a.",
    );
    expect(describePlan(plan('what is the'))).toMatch(/^No word of “what is the” can be searched/);
    expect(describePlan(plan(''))).toBe('');
  });
});

describe('a query on one line: words split on any white space', () => {
  it('a new line, a tab, a no-break space, a line separator, an ideographic or zero-width space each part two words', () => {
    for (const space of ['\n', '\r\n', '\t', '\u00a0', '\u2028', '\u3000', '\u200b', ' \n\t ']) {
      expect(oneLine(`town${space}city`), JSON.stringify(space)).toBe('town city');
      expect(plan(`trail${space}city`).words, JSON.stringify(space)).toEqual(['trail', 'town']);
    }
    expect(oneLine('  \n trading\u00a0post \t')).toBe('trading post');
  });
});

describe('a word no page holds is not searched: nothing is found by its first letters', () => {
  const v = vocabulary({ pages: 10, words: 'town:9 trail:8 has:7 surveyor:6 the:9' });
  it('nonsense alone: nothing searched, and said plainly', () => {
    const p = plan('xqzvy', v);
    expect(p.words).toEqual([]);
    expect(p.unheld).toEqual(['xqzvy']);
    expect(p.text).toBe('');
    expect(describePlan(p)).toBe(
      'No page of this site holds “xqzvy”: try a rules word such as trail, town, settler or surveyor.',
    );
    expect(plan('hasOwnProperty', v).text).toBe('');
    expect(describePlan(plan('what is the xqzvy', v))).toMatch(/^No page of this site holds “xqzvy”/);
  });
  it('beside words the site holds: the others are searched, and what was left out is said', () => {
    const p = plan('hasOwnProperty town', v);
    expect(p.words).toEqual(['town']);
    expect(p.text).toBe('town');
    expect(describePlan(p)).toBe('Searched for: town; no page holds “hasOwnProperty”.'); // as typed
  });
  it('in French', () => {
    expect(describePlan(plan('xqzvy', v, 'fr'), french)).toBe(
      'Aucune page du site ne contient « xqzvy » : essayez un mot des règles, comme piste, ville, colon ou arpenteur.',
    );
  });
  it('without the vocabulary (it could not be read), every word is searched as before', () => {
    expect(plan('xqzvy').words).toEqual(['xqzvy']);
  });
});

describe('rank: exact matches first, then all the words, then most of them', () => {
  it('orders tiers and counts the words each page holds', () => {
    const r = rank(
      [{ id: 'a', score: 1 }],
      [
        { id: 'b', score: 9 },
        { id: 'a', score: 9 },
      ],
      [
        [
          { id: 'c', score: 1 },
          { id: 'd', score: 5 },
        ],
        [{ id: 'c', score: 1 }],
      ],
    );
    expect(r.map((x) => [x.id, x.tier])).toEqual([
      ['a', 'exact'],
      ['b', 'all words'],
      ['c', 'some words'],
      ['d', 'some words'],
    ]);
    expect(r.find((x) => x.id === 'c')!.matched).toBe(2);
  });
});

const cand = (title: string, kind: string, extra: Partial<Candidate> = {}): Candidate => ({
  tier: 'all words',
  matched: 0,
  score: 1,
  title,
  summary: '',
  kind,
  ...extra,
});

describe('rerank: a page about the question before one that mentions its words', () => {
  it('a title that is the question wins over a longer one holding the same words', () => {
    const p = plan('final scoring');
    const out = rerank(
      [
        cand('Does the last turn score before the final scoring?', 'Ruling', { score: 5 }),
        cand('Final scoring', 'Rule'),
      ],
      p,
    );
    expect(out[0].title).toBe('Final scoring');
  });
  it('a ruling whose title answers the question comes before an example that only mentions it', () => {
    const p = plan('do tied players share the points');
    const out = rerank(
      [
        cand('Surveyor sequence', 'Example', { score: 50 }),
        cand('Do tied players share the points?', 'Ruling'),
      ],
      p,
    );
    expect(out[0].kind).toBe('Ruling');
  });
  it('holding every word counts; a page holding most of them whose title is the question can still come first', () => {
    const p = plan('bonus several settlers same town');
    const all = cand('Majorities', 'Rule');
    const most = cand('How does the bonus work with several settlers?', 'Ruling', {
      tier: 'some words',
      held: 0.8,
    });
    const few = cand('Plains and trappers', 'Rule', { tier: 'some words', held: 0.2 });
    expect(rerank([few, all, most], p).map((c) => c.title)).toEqual([most.title, all.title, few.title]);
  });
  it('pages holding a query of meaningful words exactly as typed come first; in a sentence the meaning decides', () => {
    const exact = cand('Glossary', 'Guide', { tier: 'exact' });
    const better = cand('Can a settler go on a trail?', 'Ruling');
    expect(rerank([better, exact], plan('meeple road'))[0]).toBe(exact);
    expect(rerank([exact, better], plan('can I put my meeple on a road'))[0]).toBe(better);
  });
  it("hits and cover count ideas, in the players' word or the rulebook's", () => {
    const p = plan('meeple on a road');
    expect(hits('Can a settler go on a trail?', p)).toBe(2);
    expect(hits('Meeples and roads', p)).toBe(2);
    expect(cover('Trail', p)).toBe(1);
    expect(cover('Trails and towns', p)).toBe(0.5);
  });
});

describe("aliasesFor: players' words for the rulebook terms of a page", () => {
  it('a page about trails and settlers is also found by road and meeple', () => {
    const a = aliasesFor('Can I deploy a settler on an occupied trail?');
    expect(a).toEqual(expect.arrayContaining(['road', 'meeple', 'owned']));
    expect(aliasesFor('Nothing here', ['Extra Word'])).toEqual(['extra word']);
  });
});

describe('idf: a word weighs by how rare it is on the site (BM25)', () => {
  it('a word on few pages weighs more than one on most, never below zero', () => {
    expect(idf(3, 120)).toBeGreaterThan(idf(16, 120));
    expect(idf(16, 120)).toBeGreaterThan(5 * idf(101, 120)); // withdraw against player
    expect(idf(120, 120)).toBeGreaterThan(0);
    expect(idf(120, 120)).toBeLessThan(0.01);
    expect(idf(5, 0)).toBeGreaterThan(0); // a count over the page count never breaks it
  });
  it('rank: among pages holding some of the words, the one holding the rare word comes first', () => {
    // "withdraw" (rare) is held by w; "player" and "end" (common) by c.
    const perIdea = [
      [{ id: 'w', score: 1 }],
      [
        { id: 'c', score: 1 },
        { id: 'w', score: 1 },
      ],
      [{ id: 'c', score: 1 }],
    ];
    const equal = rank([], [], perIdea);
    expect(equal.map((r) => r.id)).toEqual(['w', 'c']);
    expect(equal[0].held).toBeCloseTo(2 / 3);
    const weighted = rank(
      [],
      [],
      [
        [{ id: 'w', score: 1 }],
        [
          { id: 'c', score: 1 },
          { id: 'x', score: 1 },
        ],
        [{ id: 'c', score: 1 }],
      ],
      [idf(16, 120), idf(101, 120), idf(88, 120)],
    );
    expect(weighted.map((r) => r.id)).toEqual(['w', 'c', 'x']);
    expect(weighted[0].held).toBeGreaterThan(0.7); // one rare word of three is most of the question
    expect(weighted[0].holds).toEqual([0]);
  });
  it('rerank: a title holding the rare word beats one holding two common words', () => {
    const p = plan('can a player withdraw at the end');
    expect(p.words).toEqual(['player', 'withdraw', 'end']);
    const common = cand('The player at the end', 'Ruling', { tier: 'some words', holds: [0, 2] });
    const rare = cand('Withdrawing a figure', 'Ruling', { tier: 'some words', holds: [1] });
    expect(rerank([common, rare], p)[0]).toBe(common); // all words alike: two beat one
    const w = [idf(101, 120), idf(16, 120), idf(88, 120)];
    expect(rerank([common, rare], p, w)[0]).toBe(rare);
  });
});

describe('plan: typos, games and the final scoring', () => {
  const v = vocabulary({
    pages: 3,
    words: 'surveyor:3 trappers:2 shopkeeper:2 town:3 conquest:1 discovery:1 which:3 move:3 moves:2',
  });
  it('corrects a word the site does not know to the nearest it does, and says so', () => {
    const p = plan('wich surveyer moves', v);
    expect(p.words).toEqual(['surveyor', 'moves']);
    expect(p.corrected).toEqual([
      ['wich', 'which'],
      ['surveyer', 'surveyor'],
    ]);
    expect(p.text).toBe('which surveyor moves');
    expect(describePlan(p)).toBe('Searched for: surveyor (you typed surveyer), moves; leaving out which.');
    expect(plan('surveyer', null).words).toEqual(['surveyer']); // no vocabulary, no correction
    expect(plan('can trapers be kicked off', v).words).toEqual(['trappers', 'home']);
  });
  it('notes the game a question names; its name is searched as one word', () => {
    const p = plan('what scores at the end of Conquest', v);
    expect(p.game).toBe('New World Conquest');
    expect(p.ideas.find((i) => i.game)?.word).toBe('conquest');
    expect(describePlan(p)).toContain('New World Conquest first');
    const race = plan('who wins a tie in new found land');
    expect(race.words).toEqual(['wins', 'tie', 'race']);
    expect(race.gameWords).toEqual(expect.arrayContaining(['new', 'found', 'land', 'race']));
  });
  it("in another game, players' words are searched as typed too (its rules say city and figure)", () => {
    expect(plan('city in new world').ideas.find((i) => i.word === 'town')?.forms).toEqual(['town']);
    expect(plan('city in race').ideas.find((i) => i.word === 'town')?.forms).toEqual(['town', 'city']);
  });
  it('"score at the end" asks about the final scoring; "the end" alone does not', () => {
    expect(plan('what is a plains area worth at the end').words).toEqual([
      'plains',
      'area',
      'worth',
      'final scoring',
    ]);
    expect(plan('when does the game end').words).toEqual(['end']);
  });
  it('numbers in words are searched in digits and in words; "already has" is occupied; "start with" is setup', () => {
    expect(plan('all eight tiles').ideas.find((i) => i.word === '8')?.forms).toEqual(['8', 'eight']);
    expect(plan('a city that already has one').words).toEqual(['town', 'occupied']);
    expect(plan('what do meeples each player start with').words).toEqual(['settler', 'player', 'setup']);
    expect(plan('how many pieces does each player get').words).toEqual(['setup', 'settler']);
    expect(plan('how many meeples each player has').words).toEqual(['setup', 'settler']);
    expect(plan('how many points does each player get for a town').words).toContain('how many');
    expect(plan('westmost board spaces').words).toEqual(['west', 'start', 'spaces']);
    expect(plan('what does the 50/100 card do').words).toEqual(['50/100', 'card']);
  });
  it('little words that mean something together are one idea: "how many", "run out"', () => {
    expect(plan('how many tiles are in the game').words).toEqual(['how many', 'tiles']);
    expect(plan('what if I run out of meeples').words).toEqual(['running out', 'settler']);
    expect(plan('how do I win').words).toEqual(['wins']);
  });
});

describe('rerank: the game named first, and its own page first among its pages', () => {
  const p = plan('what scores at the end of Conquest');
  it('a page of the game named comes before a better-titled page of another game', () => {
    const nw = cand('Final scoring', 'Rule', { game: 'New World' });
    const conquest = cand('New World Conquest', 'Related game', {
      tier: 'some words',
      held: 0.5,
      game: 'New World Conquest',
    });
    expect(rerank([nw, conquest], p)[0]).toBe(conquest);
    expect(rankKey(conquest, p).g).toBe(1);
    expect(rankKey(nw, p).g).toBe(0);
  });
  it("among the game's pages its name weighs nothing (every one holds it), and its own page is where answers start", () => {
    const w = [idf(120, 120), idf(40, 120), idf(5, 120)];
    expect(withinGame(p, w)).toEqual([w[0], w[1], 0]);
    const ruling = cand('Conquest: can a player concede?', 'Ruling', { game: 'New World Conquest' });
    const hub = cand('New World Conquest', 'Related game', { game: 'New World Conquest' });
    expect(rerank([ruling, hub], p, w)[0]).toBe(hub);
    expect(withinGame(plan('conquest'), [1])).toEqual([1]); // the name alone still counts
  });
});

describe('asked: a phrase players ask a page with, found word for word in the question', () => {
  it('the little words a plan drops tell "who wins" and « qui commence » apart', () => {
    expect(asked(['who wins', 'winner'], plan('who wins if we are tied at the end'))).toBe(1);
    expect(asked(['who wins'], plan('which surveyor wins nothing'))).toBe(0);
    expect(asked(['qui commence', 'premier joueur'], plan('qui commence la partie', null, 'fr'))).toBe(1);
    expect(asked(['qui commence'], plan('les arpenteurs commencent où', null, 'fr'))).toBe(0);
  });
  it("players' words read as the rulebook's, and the little words may differ", () => {
    expect(asked(['tie at the end'], plan('tied at the end'))).toBe(3);
    expect(asked(['last tile drawn'], plan('is it over when the last tile is drawn'))).toBe(2);
    expect(asked(['the game'], plan('the game'))).toBe(0); // no word of meaning
  });
  it('a page with the phrase goes first among pages that answer about as well', () => {
    const p = plan('who goes first');
    const setup = cand('Setting up', 'Rule', { asks: ['who goes first', 'first player'] });
    const start = cand('Where do the surveyors start?', 'Ruling', { score: 3 });
    expect(rerank([start, setup], p)[0]).toBe(setup);
  });
});
