/**
 * What a page shows that did not come from a catalog: drawn in the pseudo-language (pseudo.ts),
 * every catalog word is inside ⟦…⟧; what is left outside must be numbers, punctuation, the player
 * names the test passed, tile ids and coordinates, or it was written into a component (or comes
 * from the engine's English) and a reader of another language would see it untranslated.
 */
import { CLOSE, OPEN } from './pseudo';

/** The visible texts of `root`: its text nodes, and the attributes a reader hears or sees. */
export function visibleTexts(root: Element): { where: string; el: Element; text: string }[] {
  const out: { where: string; el: Element; text: string }[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const parent = n.parentElement;
    if (!parent || parent.closest('style, script, template')) continue;
    out.push({
      where: `<${parent.tagName.toLowerCase()}${parent.className && typeof parent.className === 'string' ? `.${parent.className.split(' ')[0]}` : ''}>`,
      el: parent,
      text: n.textContent ?? '',
    });
  }
  for (const el of [root, ...root.querySelectorAll('*')]) {
    for (const a of ['aria-label', 'title', 'placeholder', 'alt', 'aria-description', 'aria-valuetext']) {
      const v = el.getAttribute(a);
      if (v !== null) out.push({ where: `<${el.tagName.toLowerCase()} ${a}>`, el, text: v });
    }
    const type = el.getAttribute('type');
    if (el.tagName === 'INPUT' && (type === 'button' || type === 'submit' || type === 'reset'))
      out.push({ where: '<input value>', el, text: el.getAttribute('value') ?? '' });
  }
  return out;
}

/** `text` with every ⟦…⟧ taken out (innermost first, so nested wrappings go too). */
export function unwrapped(text: string): string {
  const inner = new RegExp(`${OPEN}[^${OPEN}${CLOSE}]*${CLOSE}`, 'g');
  let t = text;
  for (let prev = ''; prev !== t;) [prev, t] = [t, t.replace(inner, ' ')];
  // A piece of a wrapped text cut off (a name's initial in a swatch) is the catalog's too.
  return t.replace(new RegExp(`${OPEN}[^\\s${CLOSE}]*|[^\\s${OPEN}]*${CLOSE}`, 'g'), ' ');
}

export interface Allowed {
  /** Words that may stand outside the catalog: the player names the test passed, tile ids. */
  words: readonly string[];
  /** Known leaks: the text each leaves (`text`), in the elements it shows in (`where`, a selector). */
  leaks: readonly { where: string; text: RegExp }[];
  /** Filled with the leaks that were found (so a leak fixed elsewhere can be taken off the list). */
  seen?: Set<{ where: string; text: RegExp }>;
}

/**
 * The visible texts under `root` that hold a word from no catalog: a word is a run of letters;
 * allowed are those in `allowed.words`, single letters (tile letters, compass points inside
 * coordinates), and what a known leak's pattern covers.
 */
export function strayWords(root: Element, allowed: Allowed): string[] {
  const ok = new Set(allowed.words);
  const found = new Set<string>();
  const strays = (t: string) =>
    (t.match(/[\p{L}][\p{L}\p{M}’'-]*/gu) ?? []).filter(
      (w) => !ok.has(w) && !/^\p{Lu}?\d*$/u.test(w) && !/^[A-Z]{1,2}\d*$/.test(w),
    );
  for (const { where, el, text } of visibleTexts(root)) {
    // Addresses are not words (a link to share), written out whole or in groups (the printed link: `data-address`, its whole text an address).
    if (
      el.closest('[data-address]') &&
      /^https?:\/\/\S+$/.test(el.closest('[data-address]')?.textContent ?? '')
    )
      continue;
    let rest = unwrapped(text).replace(/\bhttps?:\/\/\S+/g, ' ');
    for (const leak of allowed.leaks) {
      if (!el.closest(leak.where)) continue;
      const before = rest;
      rest = rest.replace(new RegExp(leak.text.source, `${leak.text.flags.replace('g', '')}g`), ' ');
      if (strays(rest).length < strays(before).length) allowed.seen?.add(leak);
    }
    const stray = strays(rest);
    if (stray.length)
      found.add(`${where} ${JSON.stringify(text.trim().slice(0, 160))}: ${[...new Set(stray)].join(' ')}`);
  }
  return [...found];
}
