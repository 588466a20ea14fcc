/**
 * The rulings in one language: English ones are content/rulings/<slug>.md, French ones
 * content/rulings/fr/<slug>.md (ids `fr/<slug>`). Both twins of a ruling share its slug, its
 * `clarifies` and `related` (English paths); a French page shows the French twin, or the English
 * ruling where the French one is missing.
 */
import type { CollectionEntry } from 'astro:content';
import type { Lang } from '@lib/i18n/lang';

export interface RulingIn {
  /** The ruling's slug, the same in both languages: `/rulings/<slug>/`, `/fr/rulings/<slug>/`. */
  slug: string;
  data: CollectionEntry<'rulings'>['data'];
  entry: CollectionEntry<'rulings'>;
  /** Whether this is the page's language (false: the English ruling standing in for a missing French one). */
  own: boolean;
}

export function rulingsIn(all: CollectionEntry<'rulings'>[], lang: Lang): RulingIn[] {
  const english = all.filter((r) => !r.id.startsWith('fr/'));
  const french = new Map(all.filter((r) => r.id.startsWith('fr/')).map((r) => [r.id.slice(3), r]));
  return english.map((r) => {
    const twin = lang === 'fr' ? french.get(r.id) : undefined;
    const entry = twin ?? r;
    return { slug: r.id, data: entry.data, entry, own: lang === 'en' || !!twin };
  });
}
