/** What kind of page a URL path is, for search filters and result labels. */
export type PageKind = 'Rule' | 'Ruling' | 'Example' | 'Tile' | 'Variant' | 'Related game' | 'Guide';
export const KINDS: PageKind[] = ['Rule', 'Ruling', 'Example', 'Tile', 'Variant', 'Related game', 'Guide'];

/** The games a page can be about, for the search filter. */
export const GAMES = [
  'New World',
  'The Discovery',
  'Race to the New Found Land',
  'New World Conquest',
] as const;
export type GameName = (typeof GAMES)[number];

/** Which game a page is about (the related games' pages and The Discovery's examples; otherwise New World). */
export function pageGame(pathname: string): GameName {
  if (/\/related\/the-discovery\/|\/examples\/(options-)?discovery-/.test(pathname)) return 'The Discovery';
  if (/\/related\/race-to-the-new-found-land\//.test(pathname)) return 'Race to the New Found Land';
  if (/\/related\/new-world-conquest\//.test(pathname)) return 'New World Conquest';
  return 'New World';
}

export function pageKind(pathname: string): PageKind {
  const first = pathname.split('/').filter(Boolean)[0] ?? '';
  switch (first) {
    case 'rules':
    case 'scoring':
    case 'surveyors':
      return 'Rule';
    case 'rulings':
      return 'Ruling';
    case 'examples':
      return 'Example';
    case 'tiles':
      return 'Tile';
    case 'variants':
      return 'Variant';
    case 'related':
      return 'Related game';
    default:
      return 'Guide';
  }
}
