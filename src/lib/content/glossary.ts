/**
 * The glossary's definitions (content/docs/start/glossary.mdx, `<dfn id>` terms with their `<dd>`),
 * read at build time so a glossary term on any page can show its definition on hover and focus.
 * Plain text: markup, links and citations are taken out (the glossary page keeps them).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { Lang } from '@lib/i18n/lang';

const cache = new Map<Lang, Map<string, { term: string; text: string }>>();

/** The names a citation's parenthesis holds (plain words: nothing in them is special to a regular expression). */
const SOURCES = [
  'Rulebook',
  'Wiki',
  'wiki',
  'Hans im Glück',
  'our reading',
  'Our reading',
  'Livret de règles',
  'notre lecture',
  'Notre lecture',
  'Nouveau monde,',
];
/** A citation: a parenthesis that names one of SOURCES, with the space before it. */
const CITATION = new RegExp(String.raw`\s*\((?:[^()]*?)(?:${SOURCES.join('|')})[^()]*\)`, 'g');

/** Markdown and HTML to plain text; citations "(Rulebook, …)" left out. */
export function plainDefinition(md: string): string {
  return md
    .replace(/<[^>]+>/g, '')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(CITATION, '')
    .replace(/[*_`]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/[ \t\n]+([.,])/g, '$1')
    .trim();
}

export function parseGlossary(source: string): Map<string, { term: string; text: string }> {
  const out = new Map<string, { term: string; text: string }>();
  for (const m of source.matchAll(/<dfn id="([a-z0-9-]+)">([\s\S]*?)<\/dfn>[\s\S]*?<dd>([\s\S]*?)<\/dd>/g)) {
    out.set(m[1], { term: plainDefinition(m[2]), text: plainDefinition(m[3]) });
  }
  return out;
}

/** A term's definition in the glossary of `lang` (content/docs/start/glossary.mdx, or content/docs/fr/… for French). */
export function definition(id: string, lang: Lang = 'en'): { term: string; text: string } | undefined {
  let map = cache.get(lang);
  if (!map) {
    map = parseGlossary(
      readFileSync(
        join(process.cwd(), `content/docs/${lang === 'fr' ? 'fr/' : ''}start/glossary.mdx`),
        'utf8',
      ),
    );
    cache.set(lang, map);
  }
  return map.get(id);
}

let tips = 0;
/** A fresh element id for a term's tooltip (one per occurrence on a page). */
export function tipId(id: string): string {
  return `nw-tip-${id}-${++tips}`;
}
