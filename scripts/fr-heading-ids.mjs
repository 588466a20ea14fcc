// Escape French MDX headings' anchors for MDX: "## Titre {#slug}" → "## Titre \{#slug\}" (MDX reads {…} as code).
// Run after writing French pages: node scripts/fr-heading-ids.mjs
import { readdirSync, readFileSync, writeFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
const walk = (d) =>
  readdirSync(d).flatMap((f) => (statSync(join(d, f)).isDirectory() ? walk(join(d, f)) : [join(d, f)]));
let n = 0;
for (const f of walk('content/docs/fr').filter((f) => f.endsWith('.mdx'))) {
  const s = readFileSync(f, 'utf8');
  const t = s.replace(
    /^(#{1,6}\s.*?)\s*(?<!\\)\{#([a-z0-9_-]+)(?<!\\)\}\s*$/gm,
    (_, h, id) => `${h} \\{#${id}\\}`,
  );
  if (t !== s) {
    writeFileSync(f, t);
    n++;
  }
}
console.log(`${n} file(s) changed`);
