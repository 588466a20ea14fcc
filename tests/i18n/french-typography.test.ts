/**
 * French typography in the French prose (issue 30, item 6): the typographic apostrophe ’, never the
 * straight ', and a space (normal or narrow no-break) before « : ». Read: the French pages
 * (content/docs/fr/**\/*.mdx, outside code), the French rulings (content/rulings/fr/*.md), the
 * French lessons and examples (content/i18n/fr/**\/*.json, every string) and the islands' French
 * words (src/lib/i18n/ui/*.fr.ts, every string literal and template text; not comments, not regular
 * expressions). Exempt from the colon rule: the game's English name (« Carcassonne: New World »),
 * addresses (https:), and the English titles of the sources quoted as they are printed
 * (« Wiki, Final Scoring: Trappers »).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/** A straight apostrophe between two letters: « l'arpenteur », « aujourd'hui ». */
const STRAIGHT = /(?<=\p{L})'(?=\p{L})/gu;
/** A colon glued to the word before it, in prose (followed by a space or the end). */
const GLUED = /(?<=[^\s\u00a0\u202f:/(«])(?<!https?|Carcassonne|Conquest):(?=\s|$)/gu;
/** The English titles of the sources, quoted as printed (the rulebook's and the wiki's section names). */
const ENGLISH_TITLES = /(?<![A-Za-z])(Final Scoring|The surveyors|Surveyors):/g;

function files(dir: string, end: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith(end))
    .map((f) => join(dir, f))
    .sort();
}

/** The prose of a Markdown/MDX page: frontmatter values and text lines, without fenced or inline code, imports and asides' fences. */
export function markdownProse(text: string): string[] {
  const out: string[] = [];
  let front = false;
  let fence = false;
  text.split('\n').forEach((line, i) => {
    if (i === 0 && line === '---') return void (front = true);
    if (front) {
      if (line === '---') front = false;
      else out.push(line.replace(/^\s*(-\s+)?[A-Za-z_]+:\s?/, ''));
      return;
    }
    if (line.trimStart().startsWith('```')) return void (fence = !fence);
    if (fence || line.trimStart().startsWith(':::') || line.startsWith('import ')) return;
    out.push(line);
  });
  // Inline code may run over a line break.
  return out
    .join('\n')
    .replace(/`[^`]*`/g, '')
    .split('\n')
    .filter((l) => l.trim());
}

/** Every string of a JSON value. */
function jsonStrings(v: unknown): string[] {
  if (typeof v === 'string') return [v];
  if (Array.isArray(v)) return v.flatMap(jsonStrings);
  if (v && typeof v === 'object') return Object.values(v).flatMap(jsonStrings);
  return [];
}

/** Every string literal and piece of template text of a TypeScript module (comments and regular expressions left out). */
export function tsStrings(source: string): string[] {
  const file = ts.createSourceFile('x.ts', source, ts.ScriptTarget.Latest, true);
  const out: string[] = [];
  const walk = (n: ts.Node): void => {
    if (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) out.push(n.text);
    else if (ts.isTemplateHead(n) || ts.isTemplateMiddle(n) || ts.isTemplateTail(n)) out.push(n.text);
    if (
      ts.isImportDeclaration(n) ||
      ts.isExportDeclaration(n) ||
      ts.isImportTypeNode(n) ||
      (ts.isCallExpression(n) && n.expression.kind === ts.SyntaxKind.ImportKeyword)
    )
      return;
    n.forEachChild(walk);
  };
  walk(file);
  return out;
}

/** The faults of one piece of French prose: each straight apostrophe and glued colon, with a little context. */
export function faults(text: string): string[] {
  const out: string[] = [];
  const around = (i: number) => text.slice(Math.max(0, i - 30), i + 15);
  for (const m of text.matchAll(STRAIGHT)) out.push(`straight apostrophe: …${around(m.index)}…`);
  const untitled = text.replace(ENGLISH_TITLES, (t) => ' '.repeat(t.length));
  for (const m of untitled.matchAll(GLUED)) out.push(`no space before the colon: …${around(m.index)}…`);
  return out;
}

const SOURCES: { name: string; texts: () => string[] }[] = [
  ...files('content/docs/fr', '.mdx').map((f) => ({
    name: f,
    texts: () => markdownProse(readFileSync(f, 'utf8')),
  })),
  ...files('content/rulings/fr', '.md').map((f) => ({
    name: f,
    texts: () => markdownProse(readFileSync(f, 'utf8')),
  })),
  ...files('content/i18n/fr', '.json').map((f) => ({
    name: f,
    texts: () => jsonStrings(JSON.parse(readFileSync(f, 'utf8'))),
  })),
  ...readdirSync('src/lib/i18n/ui')
    .filter((f) => f.endsWith('.fr.ts'))
    .sort()
    .map((f) => join('src/lib/i18n/ui', f))
    .map((f) => ({ name: f, texts: () => tsStrings(readFileSync(f, 'utf8')) })),
];

describe('French typography', () => {
  it('finds the faults it looks for (and leaves code, addresses and quoted English titles alone)', () => {
    expect(faults("Placez l'arpenteur")).toHaveLength(1);
    expect(faults('Le résultat: 4 points')).toHaveLength(1);
    expect(faults('Le résultat : 4 points, à l’est ; Carcassonne: New World ; https://example.org')).toEqual(
      [],
    );
    expect(faults('Wiki, Final Scoring: Trappers')).toEqual([]);
    expect(markdownProse("---\ntitle: \"L'est\"\n---\nTexte `l'arpenteur` ici\n```\nl'x: y\n```\n")).toEqual([
      '"L\'est"',
      'Texte  ici',
    ]);
    expect(tsStrings("// l'arpenteur\nconst a = 'b : c', r = /d'e/; const t = `l'${a}x:`;")).toEqual([
      'b : c',
      "l'",
      'x:',
    ]);
  });

  it('reads every kind of source', () => {
    expect(SOURCES.length).toBeGreaterThan(100);
  });

  for (const s of SOURCES) {
    it(`${s.name}: typographic apostrophes and a space before the colon`, () => {
      expect(s.texts().flatMap(faults)).toEqual([]);
    });
  }
});
