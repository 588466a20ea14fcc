/**
 * The docs hold together: README.md links every doc of docs/, and every relative link of the README and
 * the docs points at a file that exists, and at a heading that exists when it names one (`#anchor`, as
 * GitHub makes it from the heading's text). Links out of the repository (the shared spec beside it) and
 * web addresses are not followed.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './doc-blocks';

const DOCS = readdirSync(join(ROOT, 'docs'))
  .filter((f) => f.endsWith('.md'))
  .map((f) => `docs/${f}`);
const FILES = ['README.md', ...DOCS];
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

/** A Markdown text without its fenced code blocks and inline code, where a `[x](y)` is no link. */
export function prose(markdown: string): string {
  return markdown.replace(/^(`{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

/** The targets of a Markdown text's links. */
export function linksOf(markdown: string): string[] {
  return [...prose(markdown).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((m) => m[1]);
}

/** The anchors GitHub gives a Markdown file's headings. */
export function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  const text = markdown.replace(/^(`{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '');
  for (const m of text.matchAll(/^#{1,6}[ \t]+(.+?)[ \t]*#*[ \t]*$/gm)) {
    const base = m[1]
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/[`*]/g, '')
      .replace(/(^|\s)_+|_+(\s|$)/g, '$1$2')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n ? `${base}-${n}` : base);
  }
  return out;
}

/** What is wrong with a link of `file`, or null. */
function problem(file: string, target: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return null;
  if (target.startsWith('/')) return 'a site path, not a file of the repository: write it as `code`';
  const [path, anchor] = target.split('#');
  const to = path ? join(ROOT, dirname(file), decodeURIComponent(path)) : join(ROOT, file);
  if (relative(ROOT, to).startsWith('..')) return null;
  if (!existsSync(to)) return 'no such file';
  if (anchor && to.endsWith('.md') && !anchorsOf(readFileSync(to, 'utf8')).has(anchor))
    return `no heading #${anchor} in ${relative(ROOT, to)}`;
  return null;
}

describe('the docs hold together', () => {
  it('the README links every doc of docs/', () => {
    const linked = new Set(linksOf(read('README.md')).map((t) => t.split('#')[0]));
    expect(DOCS.filter((d) => !linked.has(d))).toEqual([]);
  });

  it.each(FILES)('%s: every relative link points at a file (and a heading) that exists', (file) => {
    const bad = linksOf(read(file))
      .map((t) => [t, problem(file, t)] as const)
      .filter(([, why]) => why !== null)
      .map(([t, why]) => `${t}: ${why}`);
    expect(bad).toEqual([]);
  });

  it('finds a broken link and a missing heading (the check can fail)', () => {
    expect(problem('README.md', 'docs/no-such-doc.md')).toBe('no such file');
    expect(problem('README.md', 'docs/engine.md#no-such-heading')).toMatch(/no heading/);
    expect(problem('docs/engine.md', '#entry-points')).toBeNull();
    expect(problem('docs/engine.md', '/sandbox/')).toMatch(/site path/);
  });

  it('makes anchors as GitHub does', () => {
    const anchors = anchorsOf(
      '# A `code` title: with (parens)\n## The Discovery’s options\n## Twice\n## Twice\n```sh\n# not a heading\n```\n',
    );
    expect([...anchors]).toEqual(['a-code-title-with-parens', 'the-discoverys-options', 'twice', 'twice-1']);
  });
});
