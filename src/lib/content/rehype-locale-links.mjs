/**
 * Links in French content go to French pages: in a file under content/docs/fr/ or
 * content/rulings/fr/, a site-relative link to a page (`/rules/turn/#r-turn-1`) becomes
 * `/fr/rules/turn/#r-turn-1`, so the French pages are written with the same links as their English
 * twins. Links to files (`/tiles.json`), to `/fr/…` already, and off-site links are left alone.
 * Build time only (astro.config.mjs, markdown.rehypePlugins).
 */

const FRENCH = /(^|[\\/])content[\\/](docs|rulings)[\\/]fr[\\/]/;

/** @param {string} href */
export function frenchHref(href) {
  if (!href.startsWith('/') || href.startsWith('//') || /^\/fr(\/|$|#|\?)/.test(href)) return href;
  const path = href.split(/[?#]/)[0];
  if (/\.[a-z0-9]+$/i.test(path)) return href;
  return `/fr${href}`;
}

/** @param {any} node */
function visit(node) {
  if (node.type === 'element' && node.tagName === 'a' && typeof node.properties?.href === 'string')
    node.properties.href = frenchHref(node.properties.href);
  // MDX: an HTML link or a component written in JSX (`<a href>`, `<LinkCard href>`).
  if (
    (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
    Array.isArray(node.attributes)
  )
    for (const a of node.attributes)
      if (a.type === 'mdxJsxAttribute' && a.name === 'href' && typeof a.value === 'string')
        a.value = frenchHref(a.value);
  for (const child of node.children ?? []) visit(child);
}

export default function rehypeLocaleLinks() {
  return (/** @type {any} */ tree, /** @type {any} */ file) => {
    const path = String(file?.path ?? file?.history?.[0] ?? '');
    if (FRENCH.test(path)) visit(tree);
  };
}
