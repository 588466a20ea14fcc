/**
 * Citations that do not interrupt reading: every inline citation written as
 * "(Rulebook, *Placing land tiles*)" or "(Wiki, footnote 7)" in a page or ruling becomes a small
 * numbered mark. The source shows on hover and keyboard focus, the link's name says it to screen
 * readers, and a numbered list at the end of the page ("Sources cited in the text") gives them all.
 * The Markdown keeps the citations in full (the content tests read them there).
 * Build time only: a rehype plugin for Markdown and MDX (astro.config.mjs), no script on the page.
 */

/** The source names a citation starts with (plain words: nothing in them is special to a regular expression). */
const SOURCES = [
  'Rulebook',
  'Wiki',
  'wiki',
  'Hans im Glück',
  'The Discovery',
  'Race to the New Found Land',
  'New World Conquest',
  'Nouveau',
  'publisher',
  'Publisher',
  'our reading',
  'Our reading',
  'scoring summary',
  'Scoring summary',
  'Livret de règles',
  'Règles',
  'notre lecture',
  'Notre lecture',
  'Résumé des scores',
  'résumé des scores',
  'Éditeur',
  'éditeur',
];
/** What opens a citation: a parenthesis followed by a source name. */
const OPEN = new RegExp(String.raw`\((?=\s*(?:${SOURCES.join('|')})\b)`);

const text = (value) => ({ type: 'text', value });
const el = (tagName, properties, children) => ({ type: 'element', tagName, properties, children });

/** The text of a node and its children. */
function toText(node) {
  if (node.type === 'text') return node.value;
  return (node.children ?? []).map(toText).join('');
}

/** Elements whose text is never a citation to rewrite. */
const SKIP = new Set([
  'code',
  'pre',
  'script',
  'style',
  'a',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'svg',
  'dfn',
]);

export default function rehypeCitations() {
  return (tree, file) => {
    /** Citation text → its number on this page. */
    const numbers = new Map();
    const mark = (cite) => {
      if (!numbers.has(cite)) numbers.set(cite, numbers.size + 1);
      const n = numbers.get(cite);
      // Out of the search index, number and tip: Pagefind would glue the number to the word before
      // it ("2 + 2 = 4" read "2 + 2 = 41" in a result's excerpt).
      return el('sup', { className: ['nw-cite'], dataPagefindIgnore: '' }, [
        el('a', { href: `#nw-cite-${n}`, ariaLabel: `Source ${n}: ${cite}` }, [text(String(n))]),
        el('span', { className: ['nw-cite-tip'], ariaHidden: 'true' }, [text(cite)]),
      ]);
    };

    const walk = (parent) => {
      if (!parent.children) return;
      for (let i = 0; i < parent.children.length; i++) {
        const node = parent.children[i];
        if (node.type === 'element') {
          if (!SKIP.has(node.tagName)) walk(node);
          continue;
        }
        if (node.type !== 'text') continue;
        const m = OPEN.exec(node.value);
        if (!m) continue;
        // Collect the citation's text up to the matching ")" across this node and its next siblings
        // (the section name is usually in <em>).
        let depth = 0;
        let cite = '';
        let end = null;
        for (let j = i; j < parent.children.length && end === null; j++) {
          const n = parent.children[j];
          if (n.type === 'text') {
            const s = j === i ? n.value.slice(m.index + 1) : n.value;
            for (let k = 0; k < s.length; k++) {
              if (s[k] === '(') depth++;
              if (s[k] === ')') {
                if (depth === 0) {
                  end = { j, at: (j === i ? m.index + 1 : 0) + k };
                  break;
                }
                depth--;
              }
              cite += s[k];
            }
          } else if (n.type === 'element' && !SKIP.has(n.tagName)) cite += toText(n);
          else break;
        }
        if (end === null) continue;
        const before = node.value.slice(0, m.index).replace(/\s+$/, '');
        const after = parent.children[end.j].value.slice(end.at + 1);
        const replacement = [
          ...(before ? [text(before)] : []),
          mark(cite.replace(/\s+/g, ' ').trim()),
          text(after),
        ];
        parent.children.splice(i, end.j - i + 1, ...replacement);
        i += replacement.length - 2; // go on from the text after the citation
      }
    };
    walk(tree);

    if (numbers.size === 0) return;
    const french = /(^|[\\/])content[\\/](docs|rulings)[\\/]fr[\\/]/.test(
      String(file?.path ?? file?.history?.[0] ?? ''),
    );
    tree.children.push(
      el(
        'section',
        { className: ['nw-sources-cited'], ariaLabelledby: 'nw-cited-heading', dataPagefindIgnore: '' },
        [
          el('h2', { id: 'nw-cited-heading' }, [
            text(french ? 'Sources citées dans le texte' : 'Sources cited in the text'),
          ]),
          el(
            'ol',
            {},
            [...numbers].map(([cite, n]) => el('li', { id: `nw-cite-${n}` }, [text(cite)])),
          ),
        ],
      ),
    );
  };
}
