/**
 * Headings that keep a chosen anchor: "## Touchez au moins un bord {#touch-at-least-one-edge}"
 * becomes a heading with the id `touch-at-least-one-edge` and without the braces, so that a French
 * page keeps its English twin's anchors and a shared link works in either language. In MDX the
 * braces are written escaped (`\{#id\}`), as MDX reads `{…}` as code; Markdown takes either form.
 * Build time only (astro.config.mjs, markdown.remarkPlugins).
 */

const ID = /\s*\{#([a-z0-9_-]+)\}\s*$/;

/** @param {any} node */
function visit(node) {
  if (node.type === 'heading') {
    const last = node.children?.[node.children.length - 1];
    const m = last && last.type === 'text' ? ID.exec(last.value) : null;
    if (m) {
      last.value = last.value.slice(0, m.index);
      if (!last.value) node.children.pop();
      node.data = { ...(node.data ?? {}), hProperties: { ...(node.data?.hProperties ?? {}), id: m[1] } };
    }
    return;
  }
  for (const child of node.children ?? []) visit(child);
}

export default function remarkHeadingIds() {
  return (/** @type {any} */ tree) => visit(tree);
}
