/** What kind of page a URL path is, for search filters and result labels. */
export type PageKind = 'Rule' | 'Ruling' | 'Example' | 'Tile' | 'Variant' | 'Related game' | 'Guide';

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
