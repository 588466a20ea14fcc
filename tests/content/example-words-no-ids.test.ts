/**
 * The worked examples speak players' words: the title, description and sources a reader sees on an
 * example page (English and French) name a rule option by its name in the options table, never by
 * the engine's option id or value ("eviction = every-scoring", "finalSmallRegion", "engine option"),
 * and a ruling by its title, never its file name. The ids stay in the records' data and on the page
 * for tool builders.
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DISCOVERY_OPTIONS, OPTIONS } from '@engine/index';

const ROOT = join(import.meta.dirname, '../..');
const files = (dir: string): string[] =>
  readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? files(`${dir}/${d.name}`) : d.name.endsWith('.json') ? [`${dir}/${d.name}`] : [],
  );
const texts = (file: string): string[] => {
  const d = JSON.parse(readFileSync(join(ROOT, file), 'utf8')) as Record<string, unknown>;
  return ['title', 'description', 'source']
    .map((k) => d[k])
    .filter((v): v is string => typeof v === 'string');
};
const rulings = readdirSync(join(ROOT, 'content/rulings'))
  .filter((f) => f.endsWith('.md'))
  .map((f) => f.replace(/\.md$/, ''));
const options = [...OPTIONS, ...DISCOVERY_OPTIONS];
/** The ids a reader must not meet: option names, hyphenated or camel-case values, ruling file names. */
const IDS: RegExp[] = [
  ...options.map((o) => new RegExp(`\\b${o.name}\\b`)),
  ...options.flatMap((o) =>
    o.values
      .map(String)
      .filter((v) => /-|[a-z][A-Z]/.test(v))
      .map((v) => new RegExp(`(^|[^\\w-])${v}($|[^\\w-])`)),
  ),
  ...rulings.map((r) => new RegExp(`(^|[^\\w/-])${r}($|[^\\w/-])`)),
  /\bengine option\b/i,
  /\boption du moteur\b/i,
  /\b\w+ = [a-z]+-[a-z-]+/,
];

/** The ids found in a text. */
export const idsIn = (text: string): string[] =>
  IDS.flatMap((re) => (re.test(text) ? [re.exec(text)![0].replace(/^\W+|\W+$/g, '')] : []));

const all = [...files('content/examples'), ...files('content/i18n/fr/examples')];

describe('example pages name options and rulings in players’ words', () => {
  it.each(all)('%s', (file) => {
    expect(texts(file).flatMap(idsIn)).toEqual([]);
  });

  it('a planted id is caught', () => {
    expect(idsIn('the rule option eviction = every-scoring; ruling surveyors-at-west-edge')).toEqual(
      expect.arrayContaining(['eviction', 'every-scoring', 'surveyors-at-west-edge']),
    );
    expect(idsIn('Under a variant (finalSmallRegion) Red scores 4.')).toContain('finalSmallRegion');
    expect(idsIn('When fallen-behind settlers go home: after every surveyor move.')).toEqual([]);
    expect(existsSync(join(ROOT, 'content/rulings/surveyors-at-west-edge.md'))).toBe(true);
  });
});
