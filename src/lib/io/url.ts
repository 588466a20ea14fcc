/**
 * Site-relative links that work at the root or under a sub-path (BASE_PATH at build time, e.g.
 * `/new-world/`): `url('/rules/turn/')` → `/new-world/rules/turn/`. Static pages get their links
 * rewritten after the build (astro.config.mjs); islands build links at run time with this.
 */
const RAW: string = import.meta.env?.BASE_URL ?? '/';
export const BASE = RAW.endsWith('/') ? RAW : `${RAW}/`;

export function url(path: string): string {
  if (!path.startsWith('/') || path.startsWith('//') || BASE === '/' || path.startsWith(BASE)) return path;
  return BASE.slice(0, -1) + path;
}

/**
 * A page's path on the site, without the base path and with a final slash: `/new-world/rules/turn/` →
 * `/rules/turn/`.
 */
export function sitePath(pathname: string): string {
  const base = BASE.slice(0, -1);
  const path = base && pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : pathname;
  return path.replace(/\/?$/, '/');
}
