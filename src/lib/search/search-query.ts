/**
 * Search that forgives: how a question typed the way players talk becomes searches of the
 * Pagefind index, and how the pages found are ordered. Pure functions (no DOM, no Pagefind),
 * shared by the search worker and its main-thread fallback, and tested on their own.
 *
 * 1. Typos are corrected against the site's own vocabulary (src/lib/search-typos.ts); a game
 *    named in the question ("… in Conquest") is noted (src/lib/search-games.ts).
 * 2. Words that carry no meaning are dropped ("can I", "what happens", articles) and players'
 *    words become the rulebook's (road → trail, meeple → settler): each remaining word is an idea.
 * 3. The full query (Pagefind wants every word on one page), the query in the rulebook's words,
 *    and every idea on its own are searched.
 * 4. Pages are ordered by the game asked about, then by how much of the question they answer,
 *    each idea weighed by how rare it is on the site (BM25's inverse document frequency: a page
 *    holding "withdraw" answers more than one holding "player").
 */
import type { GameName } from './page-kind';
import { findGames } from './search-games';
import { correct, type Vocabulary } from './search-typos';
import { idf } from './search-rank';
import { NUMBERS, STOPWORDS, synonym, tokens, type Idea, type QueryPlan } from './search-words';

export * from './search-words';
export * from './search-rank';

/** Words that make a question about points: with "the end", it asks about the final scoring. */
const SCORING_WORDS = new Set(['score', 'scores', 'scored', 'scoring', 'worth', 'point', 'points', 'pts', 'count', 'counts', 'counted']);


const meaningless = (t: string) => STOPWORDS.has(t) || (t.length < 2 && !/\d/.test(t));

/**
 * What a question asks: its typos corrected against `vocab` (the site's words; none, no
 * correction), the game it names, its meaningful words in the rulebook's terms.
 */
export function plan(query: string, vocab?: Vocabulary | null): QueryPlan {
  const typed = query.trim().replace(/\s+/g, ' ');
  const corrected: [string, string][] = [];
  const toks = tokens(typed).map((t) => {
    if (!vocab || meaningless(t) || synonym(t)) return t;
    const fix = correct(t, vocab);
    if (fix && fix !== t) {
      if (!corrected.some(([a]) => a === t)) corrected.push([t, fix]);
      return fix;
    }
    return t;
  });
  const mentions = findGames(toks);
  const games = [...new Set(mentions.map((m) => m.game))];
  const game = games.length === 1 ? games[0] : null;
  const otherGame = game !== null && game !== 'New World';
  // "What does X score at the end?" asks about what the rulebook calls the final scoring.
  const aboutPoints = toks.some((t) => SCORING_WORDS.has(t));
  const ideas: Idea[] = [];
  const mapped: [string, string][] = [];
  const dropped: string[] = [];
  const add = (idea: Idea) => {
    const had = ideas.find((i) => i.word === idea.word);
    if (!had) ideas.push(idea);
    else for (const f of idea.forms) if (!had.forms.includes(f)) had.forms.push(f);
  };
  for (let i = 0; i < toks.length; i++) {
    const m = mentions.find((x) => x.at === i);
    if (m) {
      if (m.word) add({ word: m.word, forms: [m.word], game: true });
      i += m.length - 1;
      continue;
    }
    const t = toks[i];
    if (meaningless(t)) {
      if (!dropped.includes(t)) dropped.push(t);
      continue;
    }
    const phrase = t === 'howmany' ? 'how many' : t === 'runout' ? 'running out' : null;
    if (phrase) {
      add({ word: phrase, forms: [phrase] });
      continue;
    }
    const number = Object.hasOwn(NUMBERS, t) ? NUMBERS[t] : undefined;
    if (number) {
      if (!mapped.some(([a]) => a === t)) mapped.push([t, number]);
      add({ word: number, forms: [number, t] });
      continue;
    }
    // "at the end", "by the end", "game end": the noun, not a road that "ends" somewhere.
    const theEnd = t === 'end' && ['the', 'game', 'very'].includes(toks[i - 1] ?? '');
    const to = theEnd && aboutPoints ? 'final scoring' : synonym(t);
    if (to && to !== t) {
      if (!mapped.some(([a]) => a === t)) mapped.push([t, to]);
      add({ word: to, forms: otherGame ? [to, t] : [to] });
    } else add({ word: t, forms: [t] });
  }
  let text = typed;
  for (const [from, to] of corrected) text = text.replace(new RegExp(`(?<![\\p{L}\\p{N}])${from}(?![\\p{L}\\p{N}])`, 'giu'), to);
  const gameWords = [...new Set([...mentions.flatMap((m) => toks.slice(m.at, m.at + m.length)), ...(game ? tokens(game) : [])].filter((w) => !STOPWORDS.has(w)))];
  const rarity = (w: string) => {
    if (!vocab) return 1;
    const df = vocab.df.get(w) ?? vocab.df.get(w.replace(/s$/, '')) ?? vocab.df.get(`${w}s`);
    return idf(df ?? 1, vocab.pages);
  };
  return { typed, text, words: ideas.map((i) => i.word), ideas, mapped, corrected, dropped, game, gameWords, rarity };
}

/** "Searched for: surveyor (you typed surveyer), trail; in the rulebook's words (road → trail); about The Discovery; leaving out can, i." */
export function describePlan(p: QueryPlan): string {
  if (!p.words.length) return p.typed ? `No word of “${p.typed}” can be searched: try a rules word such as trail, town, settler or surveyor.` : '';
  const attached = new Set<string>();
  const typo = (idea: Idea) => {
    const from = p.corrected.filter(([, b]) => b === idea.word || idea.forms.includes(b) || synonym(b) === idea.word).map(([a]) => a);
    from.forEach((a) => attached.add(a));
    return from.length ? `${idea.word} (you typed ${from.join(', ')})` : idea.word;
  };
  const parts = [`Searched for: ${p.ideas.map(typo).join(', ')}`];
  // Corrections to little words ("wich" → which) are made silently: they are not searched.
  const rest = p.corrected.filter(([a, b]) => !attached.has(a) && !meaningless(b));
  if (rest.length) parts.push(rest.map(([a, b]) => `${b} (you typed ${a})`).join(', '));
  if (p.mapped.length) parts.push(`in the rulebook's words (${p.mapped.map(([a, b]) => `${a} → ${b}`).join(', ')})`);
  if (p.game) parts.push(`${p.game} first`);
  if (p.dropped.length) parts.push(`leaving out ${p.dropped.join(', ')}`);
  return `${parts.join('; ')}.`;
}
