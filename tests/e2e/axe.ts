/**
 * axe for the browser tests: WCAG 2.1 AA (the tags wcag2a, wcag2aa, wcag21aa), every rule of
 * those tags, the whole page, nothing excluded.
 *
 * Two settings make it cheaper without checking less:
 * - legacy mode runs `axe.run()` in the page itself. The default (`runPartial` in every frame,
 *   then `finishRun` in a blank page it opens) exists for cross-origin iframes, which the site
 *   has none of; that extra page cost a new renderer on every call (on a busy 2-core machine,
 *   several seconds a page).
 * - `resultTypes: ['violations']`: axe still runs every rule on every node and reports every
 *   violating node; it only stops building a selector for every node that passed.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa'];

/** An AxeBuilder for `page` with the site's rules (options first: `options()` replaces what `withTags` sets). */
export function wcag(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(WCAG_TAGS).setLegacyMode(true);
}

/**
 * The site's frame around every page, the same on each: Starlight's header (title, search, theme)
 * and the sidebar of every page. Only which sidebar link is marked current changes from page to page.
 */
export const FRAME = ['header.header', '#starlight__sidebar'];

/**
 * The violations, one line each: the rule and up to three of the nodes it found. With
 * `frame: false` the header and sidebar (FRAME) are left out; the page-level rules (title,
 * landmarks, one h1) still run on the whole document.
 */
export async function violations(page: Page, { frame = true } = {}): Promise<string[]> {
  let builder = wcag(page);
  if (!frame) for (const selector of FRAME) builder = builder.exclude(selector);
  const axe = await builder.analyze();
  return axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
}
