// @ts-check
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';
import svelte from '@astrojs/svelte';
import AstroPWA from '@vite-pwa/astro';
import { baseLinks } from './scripts/base-links.mjs';
import { french404 } from './scripts/french-404.mjs';
import rehypeCitations from './src/lib/content/rehype-citations.mjs';
import rehypeLocaleLinks from './src/lib/content/rehype-locale-links.mjs';
import remarkHeadingIds from './src/lib/content/remark-heading-ids.mjs';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** A French overlay's field (content/i18n/fr/), if the overlay exists. */
const frText = (/** @type {string} */ file, /** @type {string} */ key) => {
  try {
    return JSON.parse(readFileSync(`./content/i18n/fr/${file}`, 'utf8'))[key];
  } catch {
    return undefined;
  }
};
/** Sidebar links for generated pages: worked examples (records) and rulings (collection). */
/** @param {string} sub a folder of content/examples ('' for the top level, 'discovery/' for The Discovery's) */
const exampleLinks = (sub) =>
  readdirSync(`./content/examples/${sub}`)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => ({
      label: JSON.parse(readFileSync(`./content/examples/${sub}${f}`, 'utf8')).title,
      translations: {
        fr:
          frText(`examples/${sub}${f}`, 'title') ??
          JSON.parse(readFileSync(`./content/examples/${sub}${f}`, 'utf8')).title,
      },
      // The page's slug is the path under content/examples/ with '/' as '-' (src/lib/example-schema.ts, exampleSlug).
      link: `/examples/${sub.replace(/\//g, '-')}${f.replace(/\.json$/, '')}/`,
    }));
const examples = exampleLinks('');
const discoveryExamples = exampleLinks('discovery/');
const rulings = readdirSync('./content/rulings')
  .filter((f) => f.endsWith('.md'))
  .map((f) => {
    const text = readFileSync(`./content/rulings/${f}`, 'utf8');
    const title = (text.match(/^title:\s*(.+)$/m)?.[1] ?? f).trim().replace(/^(['"])(.*)\1$/, '$2');
    const order = Number(text.match(/^order:\s*(\d+)/m)?.[1] ?? 100);
    let fr = title;
    try {
      fr = (readFileSync(`./content/rulings/fr/${f}`, 'utf8').match(/^title:\s*(.+)$/m)?.[1] ?? title)
        .trim()
        .replace(/^(['"])(.*)\1$/, '$2');
    } catch {
      // No French twin yet: the English title.
    }
    return { label: title, translations: { fr }, link: `/rulings/${f.replace(/\.md$/, '')}/`, order };
  })
  .sort((a, b) => a.order - b.order || a.link.localeCompare(b.link))
  .map(({ label, translations, link }) => ({ label, translations, link }));
/** The guided lessons (content/lessons/), in course order; the page's slug drops the order prefix (src/lib/content/lesson-schema.ts). */
const lessons = readdirSync('./content/lessons')
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => {
    const label = JSON.parse(readFileSync(`./content/lessons/${f}`, 'utf8')).title;
    return {
      label,
      translations: { fr: frText(`lessons/${f}`, 'title') ?? label },
      link: `/learn/${f.replace(/\.json$/, '').replace(/^\d+-/, '')}/`,
    };
  });
/**
 * A folder of content/docs/ as sidebar items, by `sidebar.order` then title: `slug` items, which
 * Starlight localizes (the French page's title under /fr/, the English one at the root).
 * (Starlight's `autogenerate` cannot serve both: with the docs collection loaded from
 * ./content/docs, the directory it matches differs per locale.)
 * @param {string} dir
 */
const auto = (dir) => ({
  items: readdirSync(`./content/docs/${dir}`)
    .filter((f) => /\.mdx?$/.test(f))
    .map((f) => {
      const text = readFileSync(`./content/docs/${dir}/${f}`, 'utf8');
      const order = Number(text.match(/^\s+order:\s*(\d+)/m)?.[1] ?? 1000);
      const title = (text.match(/^title:\s*(.+)$/m)?.[1] ?? f).trim();
      return { slug: `${dir}/${f.replace(/\.mdx?$/, '')}`, order, title };
    })
    .sort((a, b) => a.order - b.order || a.title.localeCompare(b.title))
    .map(({ slug }) => ({ slug })),
});

// MDX: Starlight 0.37 adds @astrojs/mdx itself (with `optimize: true`) when it is
// not already in `integrations`, so it is deliberately not listed again here.
//
// Sidebar `autogenerate` gotcha: because the docs collection is loaded from
// ./content/docs (see src/content.config.ts) rather than src/content/docs,
// Starlight matches autogenerate directories against the path from the repo
// root. Write `autogenerate: { directory: 'content/docs/rules' }`, not 'rules'
// (the short form silently yields an empty group).
// Where the site is served: set SITE_URL (e.g. https://example.org) and BASE_PATH (e.g. /new-world/)
// at build time to deploy under a sub-path; the defaults serve it at the root.
const SITE = process.env.SITE_URL || 'https://new-world.example';
const BASE = (process.env.BASE_PATH || '/').replace(/\/?$/, '/');
// OUT_DIR: where the build goes (the browser tests build the sub-path site into ./dist-subpath).
const OUT_DIR = process.env.OUT_DIR || './dist';

/**
 * A dynamic import preloads the chunks it needs (Vite's list in each chunk that imports): the ones
 * the importing chunk has already loaded with its own static imports are left out of that list,
 * as preloading them again does nothing but they cost every page bytes. The bundle is read as it
 * is written (this plugin runs before Vite fills in the lists).
 */
/** @type {import('vite').Rollup.OutputBundle | null} */
let written = null;
/** @type {import('vite').Plugin} */
const bundleSeen = {
  name: 'bundle-seen',
  enforce: 'pre',
  generateBundle: {
    order: 'pre',
    handler(_, bundle) {
      written = bundle;
    },
  },
};
/** @param {string} host */
function loadedWith(host) {
  const out = new Set();
  const walk = (/** @type {string} */ f) => {
    if (out.has(f)) return;
    out.add(f);
    const c = written?.[f];
    if (c?.type === 'chunk') c.imports.forEach(walk);
  };
  walk(host);
  return out;
}

export default defineConfig({
  site: SITE,
  base: BASE,
  outDir: OUT_DIR,
  // Inline citations become small numbered marks with the source on hover and focus.
  // French pages keep their English twins' heading anchors ({#id}) and link to French pages.
  markdown: { remarkPlugins: [remarkHeadingIds], rehypePlugins: [rehypeCitations, rehypeLocaleLinks] },
  vite: {
    plugins: [bundleSeen],
    // The search worker is a module worker (search-ui.ts) that loads its language's words on demand: ES output, split.
    worker: { format: 'es' },
    // The tsconfig path aliases, spelled out for Vite too: the search worker's bundle does not get Astro's tsconfig paths.
    resolve: {
      alias: {
        '@engine': fileURLToPath(new URL('./src/engine', import.meta.url)),
        '@components': fileURLToPath(new URL('./src/components', import.meta.url)),
        '@lib': fileURLToPath(new URL('./src/lib', import.meta.url)),
        '@content': fileURLToPath(new URL('./content', import.meta.url)),
      },
    },
    build: {
      minify: 'terser',
      terserOptions: { compress: { passes: 2 } },
      modulePreload: {
        resolveDependencies: (_file, deps, { hostId }) => {
          const loaded = loadedWith(hostId);
          return deps.filter((d) => !loaded.has(d));
        },
      },
      rollupOptions: {
        output: {
          // The engine's rules in one chunk (it compresses better whole than cut up between the
          // islands that share it); the table tallies apart, for the calculator only.
          manualChunks(id) {
            // Vite's helper for dynamic imports stays on its own: every page's head script uses it.
            if (id.includes('preload-helper')) return 'preload-helper';
            // The engine's English for tool builders (every area's refusals said as the command line prints
            // them): a page loads it with its words, never in an island's first load.
            if (/\/src\/engine\/(.+\/)?(refusals-english|tally-refusals)\.ts$/.test(id)) return 'english';
            // The entry point for playing (and The Discovery's start tile it names) rides with the engine;
            // the option tables of the other games, with their entry point, in a chunk of their own.
            // Neither pulls in The Discovery's rules or the tallies.
            if (/\/src\/engine\/play\.ts$|\/src\/engine\/rulesets\/discovery\/constants\.ts$/.test(id))
              return 'engine';
            if (
              /\/src\/engine\/options\.ts$|\/src\/engine\/rulesets\/(discovery|race|conquest)\/options\.ts$/.test(
                id,
              )
            )
              return 'options';
            if (/\/src\/engine\/tallies\.ts$/.test(id)) return 'tallies';
            if (
              /\/src\/engine\/rulesets\/(race|conquest)\/|\/src\/engine\/rulesets\/[^/]+\/tally\.ts$/.test(id)
            )
              return 'tallies';
            // Helpers only the tallies use (winners and ties, words for lists).
            if (/\/src\/engine\/core\/(standings|words|tally-reading)\.ts$/.test(id)) return 'tallies';
            // The Discovery's rules (and the session index that registers them) load on demand in the
            // sandbox: a New World game never fetches them.
            if (/\/src\/engine\/(rulesets\/discovery\/|session\/(discovery|index)\.ts$)/.test(id))
              return 'discovery';
            if (/\/src\/engine\/index\.ts$/.test(id)) return undefined;
            // The computer players load when a seat is given to the computer: New World's on their own,
            // The Discovery's with its rules.
            // The expert's search (expert.ts, expert-games.ts) goes with them: the expert's worker has its own copy.
            if (/\/src\/engine\/bots\/(new-world|weigh|expert|expert-games)\.ts$/.test(id)) return 'bots';
            if (/\/src\/engine\/bots\/discovery\.ts$/.test(id)) return 'discovery';
            // The expert's thinking from a record (both games): the worker's, and the page's only where no worker starts.
            if (/\/src\/engine\/bots\/think\.ts$/.test(id)) return 'expert-think';
            // The session's previews and rescoring load on demand (loadWhatIf): asked for far less often than a turn is played.
            if (/\/src\/engine\/session\/what-if\.ts$/.test(id)) return 'what-if';
            // The strict JSON text reader loads only where a link or a file is read (a link's reader with it).
            if (
              /\/src\/engine\/core\/json-(text|bytes|problem)\.ts$|\/src\/lib\/io\/(json-read|link-read|reasons-en)\.ts$/.test(
                id,
              )
            )
              return 'json-text';
            // The figures of the reader's reasons (1 KB), shared by the reader and a French page's words of
            // them: a chunk of their own, or a French island's first load would pull in the whole reader.
            if (/\/src\/engine\/core\/json-shown\.ts$/.test(id)) return 'json-shown';
            if (/\/src\/engine\//.test(id)) return 'engine';
            // Name and size helpers are used by every island, light ones included: never hoisted into the engine.
            if (/\/src\/lib\/io\/(names|sizes)\.ts$/.test(id)) return 'names';
            // Small helpers used only by islands that load the engine ride along with it.
            // (Not the events told in words, narrate.ts: the sandbox loads them after the board, the tile explorer never.)
            // (Nor the link writer, link-payload.ts: the sandbox loads it with the first link written.)
            if (/\/src\/lib\/keep\/stored\.ts$/.test(id)) return 'engine';
            return undefined;
          },
        },
      },
    },
  },
  integrations: [
    starlight({
      title: 'New World Companion',
      description:
        'Rules reference, rulings and worked scoring examples for the board game Carcassonne: New World.',
      customCss: ['./src/styles/custom.css', './src/styles/boards.css', './src/styles/search.css'],
      components: {
        PageTitle: './src/components/overrides/PageTitle.astro',
        MarkdownContent: './src/components/overrides/MarkdownContent.astro',
        Head: './src/components/overrides/Head.astro',
        Search: './src/components/overrides/Search.astro',
        Footer: './src/components/overrides/Footer.astro',
      },
      // English at the root, French under /fr/ (content/docs/fr/, content/rulings/fr/, content/i18n/fr/).
      defaultLocale: 'root',
      // Starlight's 404 page is English only: ours (src/pages/[...lang]/404.astro) has a French twin at /fr/404/.
      disable404Route: true,
      locales: {
        root: { label: 'English', lang: 'en' },
        fr: { label: 'Français', lang: 'fr' },
      },
      sidebar: [
        { label: 'Start here', translations: { fr: 'Pour commencer' }, ...auto('start') },
        {
          label: 'Learn by playing',
          translations: { fr: 'Apprendre en jouant' },
          collapsed: true,
          items: [
            { label: 'All lessons', translations: { fr: 'Toutes les leçons' }, link: '/learn/' },
            ...lessons,
          ],
        },
        { label: 'Board sandbox', translations: { fr: 'Bac à sable' }, link: '/sandbox/' },
        { label: 'Scoring calculator', translations: { fr: 'Calculateur de score' }, link: '/calculator/' },
        { label: 'Rules', translations: { fr: 'Règles' }, ...auto('rules') },
        { label: 'Scoring', translations: { fr: 'Décompte' }, ...auto('scoring') },
        { label: 'Surveyors', translations: { fr: 'Arpenteurs' }, ...auto('surveyors') },
        { label: 'Tiles', translations: { fr: 'Tuiles' }, ...auto('tiles') },
        {
          label: 'Variants & house rules',
          translations: { fr: 'Variantes et règles maison' },
          ...auto('variants'),
        },
        {
          label: 'Rulings & FAQ',
          translations: { fr: 'Décisions et FAQ' },
          collapsed: true,
          items: [
            {
              label: 'All rulings and FAQ',
              translations: { fr: 'Toutes les décisions et la FAQ' },
              link: '/rulings/',
            },
            ...rulings,
          ],
        },
        {
          label: 'Examples',
          translations: { fr: 'Exemples' },
          collapsed: true,
          items: [
            {
              label: 'All worked examples',
              translations: { fr: 'Tous les exemples commentés' },
              link: '/examples/',
            },
            ...examples,
            {
              label: 'The Discovery',
              translations: { fr: 'Nouveau monde (The Discovery)' },
              collapsed: true,
              items: discoveryExamples,
            },
          ],
        },
        { label: 'Related games', translations: { fr: 'Jeux apparentés' }, ...auto('related') },
      ],
    }),
    svelte(),
    // Under a sub-path, every site-relative link and asset in the built pages gets the base.
    baseLinks(BASE),
    // The root 404.html carries the French 404 page, shown for a missing address under /fr/.
    french404(),
    // Offline once visited, installable, and a "new version" notice (src/components/overrides/Head.astro).
    AstroPWA({
      registerType: 'prompt',
      injectRegister: false,
      base: BASE,
      scope: BASE,
      manifest: {
        name: 'New World Companion',
        short_name: 'New World',
        description:
          'Rules, rulings, a board sandbox and scoring calculators for Carcassonne: New World and related games.',
        start_url: BASE,
        scope: BASE,
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#1f3b73',
        icons: [
          { src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // Every page, island and the whole Pagefind index, so search works offline too.
        globPatterns: ['**/*.{html,js,css,svg,png,ico,webmanifest,json}', 'pagefind/**/*'],
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
        navigateFallback: null,
        // Pages are asked for as /calculator/: cache calculator/index.html under that name (once).
        manifestTransforms: [
          async (entries) => ({
            manifest: entries.map((e) =>
              e.url === 'index.html'
                ? { ...e, url: BASE }
                : e.url.endsWith('/index.html')
                  ? { ...e, url: e.url.slice(0, -'index.html'.length) }
                  : e,
            ),
            warnings: [],
          }),
        ],
        // Any query is the same file: every cached file is static, so a query (Pagefind's cache-busting
        // `?ts=…`, the search page's `?q=…&kind=…&game=…` read in the browser, `?ref=…`, `?utm_…`)
        // never changes what is served.
        ignoreURLParametersMatching: [/.*/],
        // A page typed without its slash (/sandbox) or with its file's name (/sandbox/index.html), with
        // or without a query: sent to the page's own address (/sandbox/, the query kept; the browser
        // keeps a link's #hash across the redirect), as a static host does, when that page is cached.
        // Both functions are copied into the service worker as text: they use nothing from here.
        runtimeCaching: [
          {
            urlPattern: ({ url, request, sameOrigin }) =>
              sameOrigin &&
              request.mode === 'navigate' &&
              (url.pathname.endsWith('/index.html') || !/(\/|\.[A-Za-z0-9]+)$/.test(url.pathname)),
            handler: async ({ url, request }) => {
              const path = url.pathname.endsWith('/index.html')
                ? url.pathname.slice(0, -'index.html'.length)
                : `${url.pathname}/`;
              const page = new URL(path, url.href);
              const cached = await caches.match(page.href, { ignoreSearch: true });
              return cached ? Response.redirect(`${page.href}${url.search}`, 302) : fetch(request);
            },
          },
        ],
        cleanupOutdatedCaches: true,
      },
    }),
  ],
});
