// @ts-check
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';
import svelte from '@astrojs/svelte';
import { readdirSync, readFileSync } from 'node:fs';

/** Sidebar links for generated pages: worked examples (records) and rulings (collection). */
const examples = readdirSync('./content/examples')
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => ({ label: JSON.parse(readFileSync(`./content/examples/${f}`, 'utf8')).title, link: `/examples/${f.replace(/\.json$/, '')}/` }));
const rulings = readdirSync('./content/rulings')
  .filter((f) => f.endsWith('.md'))
  .map((f) => {
    const text = readFileSync(`./content/rulings/${f}`, 'utf8');
    const title = (text.match(/^title:\s*(.+)$/m)?.[1] ?? f).trim().replace(/^(['"])(.*)\1$/, '$2');
    const order = Number(text.match(/^order:\s*(\d+)/m)?.[1] ?? 100);
    return { label: title, link: `/rulings/${f.replace(/\.md$/, '')}/`, order };
  })
  .sort((a, b) => a.order - b.order || a.link.localeCompare(b.link))
  .map(({ label, link }) => ({ label, link }));
/** @param {string} dir */
const auto = (dir) => ({ autogenerate: { directory: `content/docs/${dir}` } });

// MDX: Starlight 0.37 adds @astrojs/mdx itself (with `optimize: true`) when it is
// not already in `integrations`, so it is deliberately not listed again here.
//
// Sidebar `autogenerate` gotcha: because the docs collection is loaded from
// ./content/docs (see src/content.config.ts) rather than src/content/docs,
// Starlight matches autogenerate directories against the path from the repo
// root. Write `autogenerate: { directory: 'content/docs/rules' }`, not 'rules'
// (the short form silently yields an empty group).
export default defineConfig({
  site: 'https://new-world.example',
  integrations: [
    starlight({
      title: 'New World Companion',
      description:
        'Rules reference, rulings and worked scoring examples for the board game Carcassonne: New World.',
      customCss: ['./src/styles/custom.css', './src/styles/boards.css'],
      components: {
        PageTitle: './src/components/overrides/PageTitle.astro',
        MarkdownContent: './src/components/overrides/MarkdownContent.astro',
      },
      sidebar: [
        { label: 'Start here', ...auto('start') },
        { label: 'Board sandbox', link: '/sandbox/' },
        { label: 'Scoring calculator', link: '/calculator/' },
        { label: 'Rules', ...auto('rules') },
        { label: 'Scoring', ...auto('scoring') },
        { label: 'Surveyors', ...auto('surveyors') },
        { label: 'Tiles', ...auto('tiles') },
        { label: 'Variants & house rules', ...auto('variants') },
        { label: 'Rulings & FAQ', collapsed: true, items: [{ label: 'All rulings and FAQ', link: '/rulings/' }, ...rulings] },
        { label: 'Examples', collapsed: true, items: [{ label: 'All worked examples', link: '/examples/' }, ...examples] },
        { label: 'Related games', ...auto('related') },
      ],
    }),
    svelte(),
  ],
});
