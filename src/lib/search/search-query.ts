/**
 * Search that forgives: how a question typed the way players talk becomes searches of the
 * Pagefind index, and how the pages found are ordered. Pure functions (no DOM, no Pagefind),
 * shared by the search worker and its main-thread fallback, and tested on their own.
 *
 * 1. Typos are corrected against the site's own vocabulary (src/lib/search-typos.ts); a game
 *    named in the question ("… in Conquest") is noted (src/lib/search-games.ts).
 * 2. Words that carry no meaning are dropped ("can I", "what happens", articles) and players'
 *    words become the rulebook's (road → trail, meeple → settler), except another game's own words
 *    ("thief", « voleur »: The Discovery's), which stay its own: each remaining word is an idea.
 * 3. The full query (Pagefind wants every word on one page), the query in the rulebook's words,
 *    and every idea on its own are searched.
 * 4. Pages are ordered by the game asked about, then by how much of the question they answer,
 *    each idea weighed by how rare it is on the site (BM25's inverse document frequency: a page
 *    holding "withdraw" answers more than one holding "player").
 */
import type { Lang } from '@lib/i18n/lang';
import english from '@lib/i18n/ui/search.en';
import type { SearchWords } from '@lib/i18n/ui/search.en';
import { findGames } from './search-games';
import { rulesFor } from './search-lang';
import { correct, held, type Vocabulary } from './search-typos';
import { idf } from './search-rank';
import { oneLine } from './one-line';
import type { GameName } from './page-kind';
import type { Idea, QueryPlan, QueryRules } from './search-words';

export * from './search-words';
export * from './search-rank';
export { rulesFor } from './search-lang';
export { oneLine } from './one-line';

const meaningless = (r: QueryRules, t: string) => r.isStop(t) || (t.length < 2 && !/\d/.test(t));

/** The word `w` standing whole in a text, in any case. */
const whole = (w: string, flags: string) => new RegExp(`(?<![\\p{L}\\p{N}])${w}(?![\\p{L}\\p{N}])`, flags);
/** `text` without the word `w`. */
const without = (text: string, w: string) => text.replace(whole(w, 'giu'), ' ');

/**
 * What a question asks: its typos corrected against `vocab` (the site's words; none, no
 * correction), the game it names, its meaningful words in the rulebook's terms; read by the
 * rules of `lang`, the language of the page it was asked on.
 */
export function plan(query: string, vocab?: Vocabulary | null, lang: Lang = 'en'): QueryPlan {
  const r = rulesFor(lang);
  const typed = oneLine(query);
  const corrected: [string, string][] = [];
  const toks = r.tokens(typed).map((t) => {
    if (!vocab || meaningless(r, t) || r.synonym(t) || r.joined(t)) return t;
    const fix = correct(t, vocab);
    if (fix && fix !== t) {
      if (!corrected.some(([a]) => a === t)) corrected.push([t, fix]);
      return fix;
    }
    return t;
  });
  const mentions = findGames(toks.map(r.key), r.games);
  const games = [...new Set(mentions.map((m) => m.game))];
  const game = games.length === 1 ? games[0] : null;
  const otherGame = game !== null && game !== 'New World';
  // "What does X score at the end?" asks about what the rulebook calls the final scoring.
  const aboutPoints = toks.some((t) => r.aboutPoints(t) || (r.incomplete?.(r.synonym(t) ?? t) ?? false));
  const ideas: Idea[] = [];
  const mapped: [string, string][] = [];
  const also: [string, string][] = [];
  const leans: GameName[] = [];
  const leaning = new Set<string>();
  const dropped: string[] = [];
  const unheld: string[] = [];
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
    if (meaningless(r, t)) {
      if (!dropped.includes(t)) dropped.push(t);
      continue;
    }
    const phrase = r.joined(t);
    if (phrase) {
      add({ word: phrase, forms: [phrase] });
      continue;
    }
    const number = r.number(t);
    if (number) {
      if (!mapped.some(([a]) => a === t)) mapped.push([t, number]);
      add({ word: number, forms: [number, t] });
      continue;
    }
    const end = r.theEnd(toks, i) && aboutPoints;
    const to = end ? r.finalScoring : r.synonym(t);
    // A game-scoped word (« voleur », "thief") stays in its game: as typed when the question names
    // that game, New World's term when it names New World, both when it names no game of its own.
    const scoped = end ? undefined : r.gameWord(t);
    // A word of one game alone, in a question naming none, leans it toward that game (once a word).
    if (!game && scoped?.length === 1 && !leaning.has(r.stem(t))) {
      leaning.add(r.stem(t));
      leans.push(scoped[0]);
    }
    if (to && to !== t && scoped && game !== 'New World') {
      if (game && scoped.includes(game)) add({ word: t, forms: [t] });
      else {
        if (!also.some(([a]) => a === t)) also.push([t, to]);
        add({ word: t, forms: [t, to] });
      }
    } else if (to && to !== t) {
      if (!mapped.some(([a]) => a === t)) mapped.push([t, to]);
      add({ word: to, forms: otherGame ? [to, t] : [to] });
    } else if (vocab && !held(t, vocab)) {
      // No page holds it: searched, it would find pages by its first letters ("xqzvy" by "x").
      if (!unheld.includes(t)) unheld.push(t);
    } else add({ word: t, forms: [t, ...(r.variants?.(t) ?? [])] });
  }
  let text = typed;
  for (const [from, to] of corrected) text = text.replace(whole(from, 'giu'), to);
  if (unheld.length) {
    // The exact search leaves them out too; with nothing else to search, nothing is searched.
    text = oneLine(unheld.reduce(without, text));
    if (r.tokens(text).some((t) => unheld.includes(t)))
      text = toks.filter((t) => !unheld.includes(t)).join(' ');
    if (!ideas.length) text = '';
  }
  const gameWords = [
    ...new Set(
      [...mentions.flatMap((m) => toks.slice(m.at, m.at + m.length)), ...(game ? r.tokens(game) : [])].filter(
        (w) => !r.isStop(w),
      ),
    ),
  ];
  const rarity = (w: string) => {
    if (!vocab) return 1;
    const k = vocab.fold ? vocab.fold(w) : w;
    const df = vocab.df.get(k) ?? vocab.df.get(k.replace(/s$/, '')) ?? vocab.df.get(`${k}s`);
    return idf(df ?? 1, vocab.pages);
  };
  return {
    typed,
    text,
    words: ideas.map((i) => i.word),
    ideas,
    mapped,
    also,
    leans,
    corrected,
    dropped,
    unheld,
    game,
    gameWords,
    rarity,
    lang,
  };
}

/**
 * "Searched for: surveyor (you typed surveyer), trail; in the rulebook's words (road → trail); about The
 * Discovery; leaving out can, i."
 * In the words `w` of the page's language (English when none are given).
 */
export function describePlan(p: QueryPlan, w: SearchWords = english): string {
  const s = w.said;
  const r = rulesFor(p.lang);
  // Said as typed ("hasOwnProperty").
  const unheld = p.unheld.map((u) => s.quote(whole(u, 'iu').exec(p.typed)?.[0] ?? u)).join(s.list);
  if (!p.words.length) return unheld ? s.nowhereHeld(unheld) : p.typed ? s.nothing(p.typed) : '';
  const attached = new Set<string>();
  const typo = (idea: Idea) => {
    const from = p.corrected
      .filter(([, b]) => b === idea.word || idea.forms.includes(b) || r.synonym(b) === idea.word)
      .map(([a]) => a);
    from.forEach((a) => attached.add(a));
    return from.length ? s.typed(idea.word, from.join(s.list)) : idea.word;
  };
  const parts = [s.searchedFor(p.ideas.map(typo).join(s.list))];
  // Corrections to little words ("wich" → which) are made silently: they are not searched.
  const rest = p.corrected.filter(([a, b]) => !attached.has(a) && !meaningless(r, b));
  if (rest.length) parts.push(rest.map(([a, b]) => s.typed(b, a)).join(s.list));
  if (p.mapped.length) parts.push(s.mapped(p.mapped.map(([a, b]) => `${a} → ${b}`).join(s.list)));
  if (p.also.length) parts.push(s.also(p.also.map(([a, b]) => `${a} → ${b}`).join(s.list)));
  if (p.game) parts.push(s.first(w.games[p.game]));
  if (unheld) parts.push(s.notHeld(unheld));
  if (p.dropped.length) parts.push(s.leftOut(p.dropped.join(s.list)));
  return `${parts.join(s.parts)}${s.end}`;
}
