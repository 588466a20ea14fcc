/**
 * The screen checker's invariants, run inside the page (tests/e2e/screens.spec.ts injects this file
 * as an init script; tests/e2e/screen-checker.spec.ts plants a defect of each kind and shows each
 * invariant finds it). Plain browser JavaScript with no imports, so that it runs as it is in any page.
 *
 * `window.__screen.check(lang)` returns a list of problems, each a sentence naming the invariant, the
 * place (an element's description) and the reason. The invariants (docs/testing.md, *The screen checker*):
 * - text: whole sentences: no empty value after a label or a colon, no "undefined", "NaN", "null",
 *   "[object", no empty brackets or quotes; a count's noun agrees with its number (Intl.PluralRules
 *   of the page's language: in French 0 and 1 take the singular); no internal id (tile ids such as
 *   start-3, option ids, JSON paths, edge letters, engine coordinates); only the page's language
 *   (`<html lang>`, the language menu's choice, no run of the other language's words). Text inside
 *   a "For tool builders" disclosure is the tool builders' and is not read.
 * - covered: every piece drawn on a board (settler, trapper, surveyor, animal, flag, trading post)
 *   and every legal square is the topmost painted element at its centre, with the page scrolled so
 *   that the board's visible area starts under the header and, again, ends at the window's bottom;
 *   after Fit (`mode === 'fit'`) every tile and legal square lies inside the board's visible area,
 *   and nothing drawn over the tiles' band (the ruler) overlaps a tile.
 * - taps: focusing or leaving a field (with a long value typed in a text field) moves no control.
 */
(() => {
  const EN_MARKS = new Set(
    'the and with of to your you is are this that from for which what when has have its it by at not'.split(
      ' ',
    ),
  );
  const FR_MARKS = new Set(
    'le la les des du une est et pour avec dans sur qui que pas aux cette sont leur vous votre'.split(' '),
  );
  // Names that are the same in both languages (games' titles): not words of either language.
  const TITLES =
    /Race to the New Found Land|New World Conquest|Carcassonne: New World|The Discovery|New World/g;

  /** Count nouns, singular → plural, as each language writes them. */
  const NOUNS = {
    en: {
      tile: 'tiles',
      point: 'points',
      settler: 'settlers',
      player: 'players',
      turn: 'turns',
      square: 'squares',
      town: 'towns',
      trail: 'trails',
      farm: 'farms',
      trapper: 'trappers',
      surveyor: 'surveyors',
      robber: 'robbers',
      shopkeeper: 'shopkeepers',
      farmer: 'farmers',
      flag: 'flags',
      animal: 'animals',
      column: 'columns',
      row: 'rows',
      step: 'steps',
      question: 'questions',
      lesson: 'lessons',
      line: 'lines',
      region: 'regions',
      game: 'games',
      move: 'moves',
      card: 'cards',
      ship: 'ships',
      space: 'spaces',
      piece: 'pieces',
      figure: 'figures',
      result: 'results',
      page: 'pages',
      tally: 'tallies',
      spot: 'spots',
      commodity: 'commodities',
      settlement: 'settlements',
      city: 'cities',
      lap: 'laps',
    },
    fr: {
      tuile: 'tuiles',
      point: 'points',
      colon: 'colons',
      joueur: 'joueurs',
      tour: 'tours',
      case: 'cases',
      ville: 'villes',
      piste: 'pistes',
      ferme: 'fermes',
      trappeur: 'trappeurs',
      arpenteur: 'arpenteurs',
      brigand: 'brigands',
      commerçant: 'commerçants',
      fermier: 'fermiers',
      drapeau: 'drapeaux',
      animal: 'animaux',
      colonne: 'colonnes',
      rangée: 'rangées',
      ligne: 'lignes',
      étape: 'étapes',
      question: 'questions',
      leçon: 'leçons',
      région: 'régions',
      partie: 'parties',
      coup: 'coups',
      carte: 'cartes',
      navire: 'navires',
      pion: 'pions',
      figurine: 'figurines',
      résultat: 'résultats',
      page: 'pages',
      côté: 'côtés',
      emplacement: 'emplacements',
      marchandise: 'marchandises',
      comptoir: 'comptoirs',
      cité: 'cités',
    },
  };

  const TOOLS = /for tool builders|pour les (développeurs|créateurs|auteurs) d.outils/i;

  /** A short description of an element, for the problem's place. */
  function describe(el) {
    if (!el || el.nodeType !== 1) return String(el);
    const cls = typeof el.className === 'string' ? el.className : (el.getAttribute('class') ?? '');
    const name =
      el.getAttribute('aria-label') || el.getAttribute('data-spot') || el.getAttribute('data-target');
    const where = el.closest('[aria-label], section[id], [id]');
    const text = (el.textContent || '').replace(/\s+/g, ' ').trim().slice(0, 60);
    return (
      `<${el.tagName.toLowerCase()}${cls ? `.${cls.trim().split(/\s+/).join('.')}` : ''}>` +
      (name ? ` "${name}"` : text ? ` "${text}"` : '') +
      (where && where !== el
        ? ` in ${where.id ? `#${where.id}` : `"${where.getAttribute('aria-label')}"`}`
        : '')
    );
  }

  /** Whether an element is inside the tool builders' disclosure (their text is theirs to read). */
  function forTools(el) {
    for (let d = el.closest('details'); d; d = d.parentElement?.closest('details') ?? null) {
      const s = d.querySelector(':scope > summary');
      if (s && TOOLS.test(s.textContent || '')) return true;
    }
    return !!el.closest('[data-tool-builders]');
  }

  const SKIP = 'script, style, noscript, template, svg title, [aria-hidden="true"] .sr-only';

  /** The elements whose own text a player reads (or hears: screen-reader text counts), with their text. */
  function readBlocks() {
    const blocks = new Map();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (!n.nodeValue || !n.nodeValue.trim()) continue;
      const el = n.parentElement;
      if (!el || el.closest(SKIP) || forTools(el)) continue;
      const seen = el.closest('.sr-only') || el.checkVisibility({ visibilityProperty: true });
      if (!seen) continue;
      // The block: the nearest element laid out as a block (a sentence's whole text, not a span of it); in a
      // drawing, each label on its own.
      const label = el.closest('svg') && (el.closest('text') ?? el);
      if (label) {
        blocks.set(label, null);
        continue;
      }
      let b = el;
      while (b.parentElement && b !== document.body) {
        const d = getComputedStyle(b).display;
        if (d !== 'inline' && d !== 'contents' && !(b instanceof SVGElement && b.tagName !== 'svg')) break;
        b = b.parentElement;
      }
      if (!blocks.has(b)) blocks.set(b, null);
    }
    const out = [];
    for (const b of blocks.keys()) out.push([b, visibleText(b)]);
    // Names given by attributes: what a screen reader says, or a tooltip shows.
    for (const el of document.body.querySelectorAll('[aria-label], [title], [placeholder], img[alt]')) {
      if (el.closest(SKIP) || forTools(el)) continue;
      if (!(el.closest('.sr-only') || el.checkVisibility({ visibilityProperty: true }))) continue;
      for (const a of ['aria-label', 'title', 'placeholder', 'alt'])
        if (el.hasAttribute(a)) out.push([el, el.getAttribute(a) || '', a]);
    }
    for (const t of document.body.querySelectorAll('svg title')) {
      const el = t.parentElement;
      if (el && !forTools(el) && el.checkVisibility?.()) out.push([el, t.textContent || '', 'title']);
    }
    return out;
  }

  /** The text of a block as read: hidden parts and the tool builders' parts left out. */
  function visibleText(b) {
    let s = '';
    let prev = null;
    const inline = (el) => /^inline/.test(getComputedStyle(el).display);
    const walker = document.createTreeWalker(b, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!el || el.closest(SKIP) || forTools(el)) continue;
      if (!(el.closest('.sr-only') || el.checkVisibility({ visibilityProperty: true }))) continue;
      // Text of two boxes laid out apart (a title and its excerpt, two cells) is read apart: a box other than
      // an inline one between either text and the element holding both.
      if (prev && prev !== el) {
        let apart = false;
        for (let a = el; !apart && a && !a.contains(prev); a = a.parentElement) apart = !inline(a);
        for (let a = prev; !apart && a && !a.contains(el); a = a.parentElement) apart = !inline(a);
        if (apart) s += ' ';
      }
      s += n.nodeValue;
      prev = el;
    }
    return s.replace(/\s+/g, ' ').trim();
  }

  const HOLES = [
    [/\b(undefined|NaN|null)\b/, 'a value missing ("$1")'],
    [/\[object/, 'an object printed as "[object …]"'],
    [/\(\s*\)|\[\s*\]|«\s*»|“\s*”|‘\s*’/, 'empty brackets or quotes'],
    [/[:：]\s*[.,;)]/, 'a label with nothing after its colon'],
    [/,\s*[,.]/, 'an empty item in a list'],
    // (French puts a space before ; : ! ?, so only a full stop or a comma alone is a hole.)
    [/(^|\s)[.,](\s|$)/, 'punctuation with nothing before it'],
    [/\b(and|or|et|ou)\s*[.,]$/, 'a list that ends on its conjunction'],
  ];
  const IDS = [
    [/\bstart-\d+\b/, 'a tile id'],
    [/\b[a-z]+(?:[A-Z][a-z]+)+\b/, 'an internal id (camelCase)'],
    [
      /\b[a-z][a-zA-Z]*\s?=\s?[a-z]+(?:-[a-z0-9]+)+\b|\b[a-z]+[A-Z]\w*\s?=/,
      'an option written as id = value',
    ],
    [/\b[a-z]+\[\d+\]/, 'a JSON path'],
    [
      /\b(?:session|turns|players|hands|options|record|tally|lines|regions|setup|score)\.[a-zA-Z]+\b/,
      'a JSON path',
    ],
    [/\b[NESW] edge\b|\bbord [NESO]\b|\bedge [NESW]\b/, 'an edge letter'],
    [/\(\s*-?\d+\s*,\s*-?\d+\s*\)/, "the engine's coordinates"],
  ];

  /** Problems of one piece of text (`where` names its place). */
  function textProblems(text, lang, where) {
    const out = [];
    for (const [re, what] of HOLES) {
      const m = re.exec(text);
      if (m) out.push(`text: ${what.replace('$1', m[1] ?? '')} in ${where}: "${clip(text, m.index)}"`);
    }
    for (const [re, what] of IDS) {
      const m = re.exec(text);
      if (m) out.push(`text: ${what} ("${m[0]}") in ${where}: "${clip(text, m.index)}"`);
    }
    const rules = new Intl.PluralRules(lang);
    const nouns = NOUNS[lang] ?? {};
    const plurals = new Map(Object.entries(nouns).map(([s, p]) => [p, s]));
    for (const m of text.matchAll(/(?<![\d.,:/–-])\b(\d+)\s+([\p{L}]+)/gu)) {
      const n = Number(m[1]);
      const word = m[2].toLowerCase();
      const one = rules.select(n) === 'one';
      if (one && plurals.has(word) && !(word in nouns))
        out.push(`text: "${m[0]}" should be singular (${m[1]} ${plurals.get(word)}) in ${where}`);
      else if (!one && word in nouns && !plurals.has(word))
        out.push(`text: "${m[0]}" should be plural (${m[1]} ${nouns[word]}) in ${where}`);
    }
    // A title quoted from a source in its own language (« What if… ») is a citation, not the page's words.
    const words = text
      .replace(TITLES, ' ')
      .replace(/«[^»]*»/g, ' ')
      // A source's sections are named as printed (the site's rule: "Livret de règles, Final scoring").
      .replace(/\b(Livret de règles|Rulebook|Wiki|Règle|Rule)\b[^;.]*/g, ' ')
      .toLowerCase()
      .split(/[^\p{L}']+/u);
    const other = lang === 'fr' ? EN_MARKS : FR_MARKS;
    const found = [...new Set(words.filter((x) => other.has(x)))];
    if (found.length >= 2 || (lang === 'en' && /«|»/.test(text)))
      out.push(`text: words of another language (${found.join(', ')}) in ${where}: "${clip(text, 0)}"`);
    return out;
  }

  function clip(text, at) {
    const from = Math.max(0, at - 40);
    return (from ? '…' : '') + text.slice(from, at + 60) + (at + 60 < text.length ? '…' : '');
  }

  function checkText(lang) {
    const out = [];
    const html = document.documentElement.getAttribute('lang') || '';
    if (!html.startsWith(lang)) out.push(`text: the page is marked lang="${html}", not "${lang}"`);
    for (const sel of document.querySelectorAll(
      'starlight-lang-select select, select[aria-label*="anguage"], select[aria-label*="angue"]',
    )) {
      const chosen = sel.selectedOptions[0];
      const want = lang === 'fr' ? /français/i : /english/i;
      if (chosen && !want.test(chosen.textContent || ''))
        out.push(`text: the language menu shows "${(chosen.textContent || '').trim()}" on a page in ${lang}`);
    }
    for (const [el, text, attr] of readBlocks()) {
      const own = el.closest('[lang]');
      const l = (own?.getAttribute('lang') || lang).slice(0, 2);
      if (l !== lang && own !== document.documentElement) continue; // marked as another language: its own
      for (const p of textProblems(text, lang, attr ? `${describe(el)} [${attr}]` : describe(el)))
        out.push(p);
    }
    return out;
  }

  // ---- covered ----

  const PIECES = [
    '.nw-iboard g.figure',
    '.nw-iboard .animal',
    '.nw-iboard .surveyor',
    '.nw-iboard .flag',
    '.nw-iboard .post',
    '.nw-iboard rect.spot.legal',
    '.nw-iboard g.target',
    '.nw-board g.settler',
    '.nw-board g.surveyor',
    '.nw-board .flag',
    '.nw-board .post',
    '.nw-board .animal',
  ].join(', ');

  /** The board's visible area: its svg's box clipped by its scrolling ancestors. */
  function clipOf(el) {
    const svg = el.closest('svg:not(svg svg)') ?? el;
    let r = svg.getBoundingClientRect();
    let box = { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    for (let a = svg.parentElement; a && a !== document.body; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (/(auto|scroll|hidden|clip)/.test(s.overflow + s.overflowX + s.overflowY)) {
        r = a.getBoundingClientRect();
        box = {
          left: Math.max(box.left, r.left),
          top: Math.max(box.top, r.top),
          right: Math.min(box.right, r.right),
          bottom: Math.min(box.bottom, r.bottom),
        };
      }
    }
    return box;
  }

  /** Whether an element paints nothing at a point (a transparent hit area) and so covers nothing. */
  function unpainted(el) {
    if (!(el instanceof SVGElement)) return false;
    const s = getComputedStyle(el);
    const none = (v) => !v || v === 'none' || v === 'transparent' || /rgba\(.*,\s*0\)$/.test(v);
    return Number(s.opacity) === 0 || (none(s.fill) && none(s.stroke));
  }

  const kindOf = (el) =>
    ['figure', 'settler', 'animal', 'surveyor', 'flag', 'post', 'spot', 'target'].find((k) =>
      el.classList?.contains(k),
    ) ?? el.tagName;

  /** Problems of the pieces whose centres are in the window now. */
  function coverNow(targets, seen, out) {
    for (const t of targets) {
      const r = t.getBoundingClientRect();
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
      const c = clipOf(t);
      if (x < c.left || x > c.right || y < c.top || y > c.bottom) continue;
      seen.add(t);
      const spot = t.classList.contains('spot');
      let hit = null;
      for (const h of document.elementsFromPoint(x, y)) {
        if (t === h || t.contains(h)) break;
        // A transparent hit area covers a piece's look, not a click on a square (a click is taken by it).
        if (!spot && unpainted(h)) continue;
        // An animal drawn again over its tile's own drawing: the same animal.
        if (kindOf(h) === kindOf(t) && h.classList?.length) break;
        hit = h;
        break;
      }
      if (hit) out.add(`covered: ${describe(t)} is under ${describe(hit)}`);
    }
  }

  function checkCovered(mode) {
    const out = new Set();
    const x0 = scrollX;
    const y0 = scrollY;
    const boards = [...document.querySelectorAll('.nw-iboard > svg, svg.nw-board, .nw-board svg')].filter(
      (b) => b.checkVisibility(),
    );
    // What stays on the screen's top as the page scrolls (the header, a sticky bar under it): its bottom.
    const stuck = [];
    for (const el of document.body.querySelectorAll('*')) {
      const p = getComputedStyle(el).position;
      if (p === 'fixed' || p === 'sticky') stuck.push(el);
    }
    // The bars stacked on the screen's top (the header, a sticky bar under it): where they end.
    const fixedTop = (b) => {
      const bars = stuck
        .filter((el) => !el.contains(b) && el.checkVisibility())
        .map((el) => el.getBoundingClientRect())
        .filter((r) => r.height && r.bottom < innerHeight / 2)
        .sort((x, y) => x.top - y.top);
      let top = 0;
      for (const r of bars) if (r.top <= top + 1) top = Math.max(top, r.bottom);
      return top;
    };
    for (const b of boards) {
      const targets = [...b.querySelectorAll(PIECES.replace(/\.nw-i?board /g, ''))].filter(
        (t) => t.checkVisibility() && t.getBoundingClientRect().width > 0,
      );
      if (!targets.length) continue;
      const seen = new Set();
      // The board's visible area just under the header, then ending at the window's bottom.
      let c = clipOf(b);
      scrollTo(scrollX, scrollY + c.top - fixedTop(b));
      coverNow(targets, seen, out);
      c = clipOf(b);
      scrollTo(scrollX, scrollY + c.bottom - innerHeight);
      coverNow(targets, seen, out);
      if (mode === 'fit') {
        c = clipOf(b);
        const tiles = [...b.querySelectorAll('g.nw-tile, g.dc-tile, rect.spot.legal, svg.nw-tile')];
        for (const t of [...tiles, ...targets.filter((x) => x.classList.contains('spot'))]) {
          const r = t.getBoundingClientRect();
          if (r.left < c.left - 1 || r.right > c.right + 1 || r.top < c.top - 1 || r.bottom > c.bottom + 1)
            out.add(`covered: after Fit, ${describe(t)} is outside the board's visible area`);
        }
      }
      // The ruler (column numbers, surveyors) never over a tile.
      const ruler = [...b.querySelectorAll('.col-label, .row-label, .ruler, .surveyor')];
      const tiles = [...b.querySelectorAll('g.nw-tile, g.dc-tile, svg.nw-tile')].map((t) =>
        t.getBoundingClientRect(),
      );
      for (const r of ruler) {
        const a = r.getBoundingClientRect();
        if (!a.width) continue;
        const over = tiles.find(
          (t) => a.left < t.right - 1 && a.right > t.left + 1 && a.top < t.bottom - 1 && a.bottom > t.top + 1,
        );
        if (over) out.add(`covered: the ruler's ${describe(r)} lies over a tile`);
      }
    }
    scrollTo(x0, y0);
    return [...out];
  }

  // ---- taps ----

  const CONTROLS = 'button, a[href], input, select, textarea, summary, [role="button"], [tabindex="0"]';

  function boxes() {
    const m = new Map();
    for (const el of document.querySelectorAll(CONTROLS)) {
      if (!el.checkVisibility()) continue;
      const r = el.getBoundingClientRect();
      if (r.width)
        m.set(el, [Math.round(r.left + scrollX), Math.round(r.top + scrollY), Math.round(r.width)]);
    }
    return m;
  }

  function moved(before, after, what, out) {
    for (const [el, b] of before) {
      const a = after.get(el);
      if (a && (Math.abs(a[0] - b[0]) > 1 || Math.abs(a[1] - b[1]) > 1))
        out.add(`taps: ${what} moves ${describe(el)} by ${a[0] - b[0]}, ${a[1] - b[1]} px`);
    }
  }

  const setValue = (el, v) => {
    const proto =
      el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(proto, 'value').set.call(el, v);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  };

  /** Focus and leave each field (a text field with a long name typed in, then its value put back). */
  function checkTaps() {
    const out = new Set();
    const fields = [...document.querySelectorAll('main input, main select, main textarea')].filter(
      (el) =>
        el.checkVisibility() &&
        !el.disabled &&
        el.type !== 'hidden' &&
        el.type !== 'radio' &&
        el.type !== 'checkbox',
    );
    for (const f of fields.slice(0, 24)) {
      const text = f instanceof HTMLTextAreaElement || (f instanceof HTMLInputElement && f.type === 'text');
      const old = text ? f.value : null;
      if (text) setValue(f, 'Maximiliana Jones');
      f.focus({ preventScroll: true });
      const focused = boxes();
      f.blur();
      const left = boxes();
      moved(focused, left, `leaving ${describe(f)}`, out);
      f.focus({ preventScroll: true });
      moved(left, boxes(), `focusing ${describe(f)}`, out);
      f.blur();
      if (text) setValue(f, old);
    }
    return [...out];
  }

  window.__screen = {
    textProblems,
    check(lang, mode = 'default') {
      return [...checkText(lang), ...checkCovered(mode)];
    },
    checkText,
    checkCovered,
    checkTaps,
  };
})();
