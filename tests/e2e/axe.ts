/**
 * axe for the browser tests: WCAG 2.1 AA (the tags wcag2a, wcag2aa, wcag21aa), every rule of
 * those tags, the whole page unless told to leave the frame out.
 *
 * axe-core runs in the page itself (what @axe-core/playwright calls legacy mode: the site has no
 * cross-origin frame), put into each frame once per document, with the options that builder
 * passed (`runOnly` the tags, `resultTypes: ['violations']`: every rule still runs on every node
 * and every violating node is reported; only the selectors of passing nodes are not built). It
 * is called directly rather than through @axe-core/playwright, whose `analyze()` evaluated the
 * 550 KB script twice per call (once to ask which runner to use, once more to inject it): 30
 * pages loaded and checked took 42–43 CPU-seconds this way against 56–66 through the builder
 * (README, *The test run*). Only the violations travel back to the test.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa'];

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The site's frame around every page, the same on each: Starlight's header (title, search, theme)
 * and the sidebar of every page. Only which sidebar link is marked current changes from page to page.
 */
export const FRAME = ['header.header', '#starlight__sidebar'];

/** One violated rule: its id and the selector of every node it found. */
export interface Violation {
  id: string;
  targets: string[];
}

/**
 * axe's violations on the page as it is now; `exclude`: selectors left out of the check; `skip`:
 * rules not run (every other rule of the tags still runs); `include`: the only parts checked (the
 * whole document when empty; when not, the rules about the whole page, its title, language and
 * landmarks, are not run).
 */
export async function axeViolations(
  page: Page,
  exclude: readonly string[] = [],
  skip: readonly string[] = [],
  include: readonly string[] = [],
): Promise<Violation[]> {
  for (const frame of page.frames()) {
    if (!(await frame.evaluate('typeof window.axe?.run === "function"'))) {
      await frame.evaluate(AXE_SOURCE);
      await frame.evaluate(`axe.configure({ allowedOrigins: ['<same_origin>'] })`);
    }
  }
  return page.evaluate(
    async ({ include, exclude, tags, skip }) => {
      const axe = (
        window as unknown as {
          axe: {
            run: (
              c: unknown,
              o: unknown,
            ) => Promise<{ violations: { id: string; nodes: { target: unknown[] }[] }[] }>;
          };
        }
      ).axe;
      // The context the builder passed: nothing named to include (the whole document), minus `exclude`.
      const context = { include, exclude };
      const r = await axe.run(context, {
        resultTypes: ['violations'],
        runOnly: { type: 'tag', values: tags },
        ...(skip.length ? { rules: Object.fromEntries(skip.map((id) => [id, { enabled: false }])) } : {}),
      });
      return r.violations.map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }));
    },
    { include: [...include], exclude: [...exclude], tags: WCAG_TAGS, skip: [...skip] },
  );
}

/**
 * The rules that judge colours: contrast, and links told from the text around them by colour
 * alone. They are about three quarters of axe's time on a page, and what they judge (the colours)
 * does not change with the width of the page.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * The violations, one line each: the rule and up to three of the nodes it found. With
 * `frame: false` the header and sidebar (FRAME) are left out; the page-level rules (title,
 * landmarks, one h1) still run on the whole document. `skip`: rules not run. `within`: a selector,
 * the one part checked (an island in a state a test brought it to: the rest of the page is as it
 * loaded, which pages.spec.ts checks whole).
 */
export async function violations(
  page: Page,
  { frame = true, skip = [] as readonly string[], within = '' } = {},
): Promise<string[]> {
  if (within && !(await page.locator(within).count())) throw new Error(`axe: nothing matches ${within}`);
  const found = await axeViolations(page, frame ? [] : FRAME, skip, within ? [within] : []);
  return found.map((v) => `${v.id}: ${v.targets.slice(0, 3).join(' | ')}`);
}
