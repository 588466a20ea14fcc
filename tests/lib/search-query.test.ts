/** The forgiving search's query handling: what is searched, and how pages are ordered. */
import { describe, expect, it } from 'vitest';
import { cover, describePlan, hits, plan, rank, rerank, type Candidate } from '../../src/lib/search-query';
import { aliasesFor } from '../../src/lib/search-aliases';

describe('plan: a question in the rulebook\'s words', () => {
  it('drops words that carry no meaning and maps players\' words', () => {
    const p = plan("Can I put my guy on a road someone already owns?");
    expect(p.words).toEqual(['settler', 'trail', 'occupied']);
    expect(p.mapped).toEqual([['guy', 'settler'], ['road', 'trail'], ['owns', 'occupied']]);
    expect(p.dropped).toEqual(['can', 'i', 'put', 'my', 'on', 'a', 'someone', 'already']);
  });
  it('meeple, city, field, cloister, sheriff become settler, town, plains, farm, shopkeeper', () => {
    expect(plan('meeple city field cloister sheriff').words).toEqual(['settler', 'town', 'plains', 'farm', 'shopkeeper']);
  });
  it('reads phrases ("set up") and numbers in words ("plus four")', () => {
    expect(plan('how do I set up the board').words).toEqual(['setup', 'board']);
    expect(plan('plus four points surveyor same column').words).toEqual(['4', 'points', 'surveyor', 'same', 'column']);
  });
  it('keeps repeated ideas once, and curly apostrophes as straight ones', () => {
    expect(plan('roads and trails, what’s a road').words).toEqual(['trail', 'trails']);
  });
  it('says what was searched, and when nothing can be', () => {
    expect(describePlan(plan('meeple on a road'))).toBe("Searched for: settler, trail; in the rulebook's words (meeple → settler, road → trail); leaving out on, a.");
    expect(describePlan(plan('what is the'))).toMatch(/^No word of “what is the” can be searched/);
    expect(describePlan(plan(''))).toBe('');
  });
});

describe('rank: exact matches first, then all the words, then most of them', () => {
  it('orders tiers and counts the words each page holds', () => {
    const r = rank([{ id: 'a', score: 1 }], [{ id: 'b', score: 9 }, { id: 'a', score: 9 }], [
      [{ id: 'c', score: 1 }, { id: 'd', score: 5 }],
      [{ id: 'c', score: 1 }],
    ]);
    expect(r.map((x) => [x.id, x.tier])).toEqual([['a', 'exact'], ['b', 'all words'], ['c', 'some words'], ['d', 'some words']]);
    expect(r.find((x) => x.id === 'c')!.matched).toBe(2);
  });
});

describe('rerank: a page about the question before one that mentions its words', () => {
  const cand = (title: string, kind: string, extra: Partial<Candidate> = {}): Candidate => ({ tier: 'all words', matched: 0, score: 1, title, summary: '', kind, ...extra });
  it('a title that is the question wins over a longer one holding the same words', () => {
    const p = plan('final scoring');
    const out = rerank([cand('Does the last turn score before the final scoring?', 'Ruling', { score: 5 }), cand('Final scoring', 'Rule')], p);
    expect(out[0].title).toBe('Final scoring');
  });
  it('a ruling whose title answers the question comes before an example that only mentions it', () => {
    const p = plan('do tied players share the points');
    const out = rerank([cand('Surveyor sequence', 'Example', { score: 50 }), cand('Do tied players share the points?', 'Ruling')], p);
    expect(out[0].kind).toBe('Ruling');
  });
  it('holding every word counts; a page holding most of them whose title is the question can still come first', () => {
    const p = plan('bonus several settlers same town');
    const all = cand('Majorities', 'Rule');
    const most = cand('How does the bonus work with several settlers?', 'Ruling', { tier: 'some words', held: 0.8 });
    const few = cand('Plains and trappers', 'Rule', { tier: 'some words', held: 0.2 });
    expect(rerank([few, all, most], p).map((c) => c.title)).toEqual([most.title, all.title, few.title]);
  });
  it('pages holding a query of meaningful words exactly as typed come first; in a sentence the meaning decides', () => {
    const exact = cand('Glossary', 'Guide', { tier: 'exact' });
    const better = cand('Can a settler go on a trail?', 'Ruling');
    expect(rerank([better, exact], plan('meeple road'))[0]).toBe(exact);
    expect(rerank([exact, better], plan('can I put my meeple on a road'))[0]).toBe(better);
  });
  it('hits and cover count ideas, in the players\' word or the rulebook\'s', () => {
    const p = plan('meeple on a road');
    expect(hits('Can a settler go on a trail?', p)).toBe(2);
    expect(hits('Meeples and roads', p)).toBe(2);
    expect(cover('Trail', p)).toBe(1);
    expect(cover('Trails and towns', p)).toBe(0.5);
  });
});

describe('aliasesFor: players\' words for the rulebook terms of a page', () => {
  it('a page about trails and settlers is also found by road and meeple', () => {
    const a = aliasesFor('Can I deploy a settler on an occupied trail?');
    expect(a).toEqual(expect.arrayContaining(['road', 'meeple', 'owned']));
    expect(aliasesFor('Nothing here', ['Extra Word'])).toEqual(['extra word']);
  });
});
