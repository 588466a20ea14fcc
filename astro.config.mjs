// @ts-check
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';
import svelte from '@astrojs/svelte';

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
        'Rules reference and scoring calculator for the board game Carcassonne: New World.',
      sidebar: [
        {
          label: 'Start here',
          items: [{ label: 'Home', link: '/' }],
        },
      ],
    }),
    svelte(),
  ],
});
