/**
 * The search's words (src/components/SearchForm.astro, SearchPage.astro, overrides/Search.astro,
 * src/lib/search/search-ui.ts and the line under the box, src/lib/search/search-query.ts's
 * `describePlan`). The filters' values stay these English ids (kinds, games); only their labels change.
 */
const words = {
  /** The header's button and dialog. */
  search: 'Search',
  close: 'Close',
  shortcut: 'Ctrl K',
  /** The form. */
  label: 'Search the rules, rulings and examples',
  placeholder: 'e.g. can I put my meeple on a road someone owns',
  kind: 'Kind',
  allKinds: 'All kinds',
  game: 'Game',
  allGames: 'All games',
  /** Each kind's label, by its id (the filter's value). */
  kinds: {
    Rule: 'Rule',
    Ruling: 'Ruling',
    Example: 'Example',
    Tile: 'Tile',
    Variant: 'Variant',
    'Related game': 'Related game',
    Guide: 'Guide',
  },
  /** Each game's name, by its id (the filter's value). */
  games: {
    'New World': 'New World',
    'The Discovery': 'The Discovery',
    'Race to the New Found Land': 'Race to the New Found Land',
    'New World Conquest': 'New World Conquest',
  },
  results: 'Search results',
  more: 'All results on the search page',
  noScript:
    'Searching needs JavaScript: the index is read in your browser. The rulings index (/rulings/) lists every ' +
    'question the site answers.',
  /** The line under the box once a search has run. */
  found: (n: number) => (n ? `${n} result${n === 1 ? '' : 's'}. ` : 'No results. '),
  failed: (why: string) =>
    `The search index could not be loaded (${why}). If you are offline, open this page once while online.`,
  /** What was searched (`describePlan`). */
  said: {
    nothing: (typed: string) =>
      `No word of “${typed}” can be searched: try a rules word such as trail, town, settler or surveyor.`,
    /** Every word searched is one no page holds (search-typos.ts `held`). */
    nowhereHeld: (words: string) =>
      `No page of this site holds ${words}: try a rules word such as trail, town, settler or surveyor.`,
    /** Some of them are. */
    notHeld: (words: string) => `no page holds ${words}`,
    quote: (word: string) => `“${word}”`,
    searchedFor: (ideas: string) => `Searched for: ${ideas}`,
    typed: (word: string, typed: string) => `${word} (you typed ${typed})`,
    mapped: (pairs: string) => `in the rulebook's words (${pairs})`,
    /**
     * Game-scoped words asked without a game, searched as typed and as New World's term too (search-words.ts
     * `GAME_WORDS`).
     */
    also: (pairs: string) => `also in New World's words (${pairs})`,
    first: (game: string) => `${game} first`,
    leftOut: (words: string) => `leaving out ${words}`,
    list: ', ',
    parts: '; ',
    end: '.',
    nowhere: ' Nothing on the site holds these words.',
  },
};

export type SearchWords = typeof words;
export default words;
