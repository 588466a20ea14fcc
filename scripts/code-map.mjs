/**
 * The code's map, for the architecture test (tests/architecture/code-map.test.ts) and for people:
 * every module of src/ (TypeScript, Svelte and Astro), its runtime imports resolved to files, its
 * `as` casts and its branches on a ruleset's name. Read with the TypeScript compiler's parser, not
 * with regular expressions, so comments and strings never count.
 *
 *   node scripts/code-map.mjs            a summary: casts, ruleset branches, circles, engine internals reached from outside
 *   node scripts/code-map.mjs --casts    every cast with its place
 *   node scripts/code-map.mjs --branches every branch on a ruleset's name with its place
 *   node scripts/code-map.mjs --long     every line over 120 characters, and whether it is a string or URL
 *
 * How things are counted:
 * - a cast is a TypeScript `x as T` or `<T>x` expression, `as const` excepted, in a .ts file or
 *   in the <script> of a .svelte or .astro file (its frontmatter included);
 * - a branch on a ruleset's name is a comparison (`===`, `!==`, `==`, `!=`) or a `case` whose one
 *   side is the string 'new-world', 'discovery', 'race' or 'conquest' (or a tally or record
 *   format naming one: 'new-world-tally', 'discovery-record', …), or a session's `is('discovery')`
 *   guard (a call of a method `is` with such a string);
 * - a long line is one over LONG_LINE (120) characters; it is a *string or URL* line when what is left of it
 *   without its string literals' and template literals' text, a component's markup text and quoted
 *   attribute values, and its URLs is not over the limit: prose and data may run on, code and comments may
 *   not (Prettier wraps code at 110; comments are wrapped by hand);
 * - a module's size is its line count, formatted: past MAX_MODULE_LINES (about 400) it is split where its
 *   concepts part (tests/architecture/code-map.test.ts);
 * - an import is a static `import`/`export … from` that is not type-only, or a dynamic `import()`;
 *   `new URL('./x', import.meta.url)` (a worker) counts too.
 */
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { join, dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SRC = join(ROOT, 'src');
const ALIASES = {
  '@engine/': 'src/engine/',
  '@components/': 'src/components/',
  '@lib/': 'src/lib/',
  '@content/': 'content/',
};
const EXTS = ['', '.ts', '.svelte.ts', '.svelte', '.astro', '.mjs', '.js', '/index.ts'];
const RULESET_WORDS = /^(new-world|discovery|race|conquest)(-(tally|record))?$/;

const walk = (d) =>
  readdirSync(d).flatMap((f) => (statSync(join(d, f)).isDirectory() ? walk(join(d, f)) : [join(d, f)]));

/** The TypeScript parts of a file: the whole file, or a component's scripts and frontmatter. */
export function scriptsOf(file, text) {
  if (file.endsWith('.svelte'))
    return [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  if (file.endsWith('.astro')) {
    const fm = /^---\n([\s\S]*?)\n---/.exec(text);
    return [
      ...(fm ? [fm[1]] : []),
      ...[...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]),
    ];
  }
  return [text];
}

function resolveSpec(from, spec) {
  let base = null;
  if (spec.startsWith('.')) base = resolve(dirname(from), spec);
  else
    for (const [a, to] of Object.entries(ALIASES))
      if (spec.startsWith(a)) base = join(ROOT, to, spec.slice(a.length));
  if (!base) return null; // a package
  for (const e of EXTS) if (existsSync(base + e) && statSync(base + e).isFile()) return base + e;
  return base;
}

/** One module: its imports (runtime), casts and ruleset branches. */
export function readModule(file) {
  const text = readFileSync(file, 'utf8');
  const imports = [];
  const typeImports = [];
  const casts = [];
  const branches = [];
  for (const [part, code] of scriptsOf(file, text).entries()) {
    const sf = ts.createSourceFile(
      file + (part ? `#${part}` : ''),
      code,
      ts.ScriptTarget.Latest,
      true,
      ts.ScriptKind.TS,
    );
    const where = (n) =>
      `${relative(ROOT, file)}:${sf.getLineAndCharacterOfPosition(n.getStart(sf)).line + 1}`;
    const visit = (n) => {
      if (ts.isImportDeclaration(n) && !n.importClause?.isTypeOnly && ts.isStringLiteral(n.moduleSpecifier)) {
        const named = n.importClause?.namedBindings;
        const allTypes =
          named &&
          ts.isNamedImports(named) &&
          !n.importClause.name &&
          named.elements.length > 0 &&
          named.elements.every((e) => e.isTypeOnly);
        (allTypes ? typeImports : imports).push(n.moduleSpecifier.text);
      } else if (ts.isImportDeclaration(n) && ts.isStringLiteral(n.moduleSpecifier)) {
        typeImports.push(n.moduleSpecifier.text);
      } else if (ts.isExportDeclaration(n) && n.moduleSpecifier && ts.isStringLiteral(n.moduleSpecifier)) {
        (n.isTypeOnly ? typeImports : imports).push(n.moduleSpecifier.text);
      } else if (
        ts.isCallExpression(n) &&
        n.expression.kind === ts.SyntaxKind.ImportKeyword &&
        n.arguments[0] &&
        ts.isStringLiteral(n.arguments[0])
      ) {
        imports.push(n.arguments[0].text);
      } else if (
        ts.isNewExpression(n) &&
        n.expression.getText(sf) === 'URL' &&
        n.arguments?.[0] &&
        ts.isStringLiteral(n.arguments[0]) &&
        n.arguments[1]?.getText(sf) === 'import.meta.url' &&
        /\.(ts|js)$/.test(n.arguments[0].text)
      ) {
        imports.push(n.arguments[0].text);
      } else if (
        (ts.isAsExpression(n) || ts.isTypeAssertionExpression(n)) &&
        !(ts.isTypeReferenceNode(n.type) && n.type.typeName.getText(sf) === 'const')
      ) {
        casts.push(where(n));
      } else if (
        ts.isBinaryExpression(n) &&
        [
          ts.SyntaxKind.EqualsEqualsEqualsToken,
          ts.SyntaxKind.ExclamationEqualsEqualsToken,
          ts.SyntaxKind.EqualsEqualsToken,
          ts.SyntaxKind.ExclamationEqualsToken,
        ].includes(n.operatorToken.kind)
      ) {
        if ([n.left, n.right].some((s) => ts.isStringLiteral(s) && RULESET_WORDS.test(s.text)))
          branches.push(where(n));
      } else if (
        ts.isCaseClause(n) &&
        ts.isStringLiteral(n.expression) &&
        RULESET_WORDS.test(n.expression.text)
      ) {
        branches.push(where(n));
      } else if (
        ts.isCallExpression(n) &&
        ts.isPropertyAccessExpression(n.expression) &&
        n.expression.name.text === 'is' &&
        n.arguments[0] &&
        ts.isStringLiteral(n.arguments[0]) &&
        RULESET_WORDS.test(n.arguments[0].text)
      ) {
        branches.push(where(n));
      }
      ts.forEachChild(n, visit);
    };
    visit(sf);
  }
  // A component's markup: its `{#if …}`, `{:else if …}` and `{… ? … : …}` expressions are code too.
  if (/\.(svelte|astro)$/.test(file)) {
    const markup = text
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, (m) => m.replace(/[^\n]/g, ' '))
      .replace(/^---\n[\s\S]*?\n---/, (m) => m.replace(/[^\n]/g, ' '));
    const word = `(['"])(?:new-world|discovery|race|conquest)(?:-(?:tally|record))?\\1`;
    const op = '(?:===|!==|==|!=)';
    const found = [
      new RegExp(`${op}\\s*${word}`, 'g'),
      new RegExp(`${word}\\s*${op}`, 'g'),
      new RegExp(`\\.is\\(\\s*${word}\\s*\\)`, 'g'),
    ].flatMap((re) => [...markup.matchAll(re)]);
    for (const m of found)
      branches.push(`${relative(ROOT, file)}:${markup.slice(0, m.index).split('\n').length}`);
  }
  const resolved = (list) => list.map((s) => ({ spec: s, to: resolveSpec(file, s) }));
  return { file, imports: resolved(imports), typeImports: resolved(typeImports), casts, branches };
}

/** Lines longer than this are long (tests/architecture/code-map.test.ts holds how many, and of what kind). */
export const LONG_LINE = 120;
/** A module past this many formatted lines is split where its concepts part. */
export const MAX_MODULE_LINES = 400;

/** Marks in `mask` (true = text, not code) the string and template text of one TypeScript part at `offset`. */
function markStrings(code, offset, mask, name) {
  const sf = ts.createSourceFile(name, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const mark = (from, to) => {
    for (let i = from; i < to; i++) mask[offset + i] = true;
  };
  const visit = (n) => {
    if (
      ts.isStringLiteral(n) ||
      ts.isNoSubstitutionTemplateLiteral(n) ||
      n.kind === ts.SyntaxKind.TemplateHead ||
      n.kind === ts.SyntaxKind.TemplateMiddle ||
      n.kind === ts.SyntaxKind.TemplateTail
    )
      mark(n.getStart(sf) + 1, n.end - 1);
    ts.forEachChild(n, visit);
  };
  visit(sf);
}

/**
 * The lines of a module over LONG_LINE characters: `{ at, length, code }` where `code` is the length left
 * without strings, markup text and URLs (over the limit: code or a comment that must be wrapped).
 */
export function longLines(file) {
  const text = readFileSync(file, 'utf8');
  const mask = new Array(text.length).fill(false);
  const isComponent = /\.(svelte|astro)$/.test(file);
  if (isComponent) {
    // Markup: quoted attribute values and text between tags are text; scripts are read below.
    const scripts = [];
    for (const m of text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g))
      scripts.push([m.index + m[0].indexOf(m[1]), m[1]]);
    const fm = file.endsWith('.astro') ? /^---\n([\s\S]*?)\n---/.exec(text) : null;
    if (fm) scripts.push([4, fm[1]]);
    const inScript = (i) => scripts.some(([at, code]) => i >= at && i < at + code.length);
    for (const m of text.matchAll(/=("[^"\n]*"|'[^'\n]*')|>([^<>{}]+)</g)) {
      const at = m.index + (m[1] ? 2 : 1);
      const len = (m[1] ?? m[2]).length - (m[1] ? 2 : 0);
      if (!inScript(at)) for (let i = at; i < at + len; i++) mask[i] = true;
    }
    for (const [at, code] of scripts) markStrings(code, at, mask, file);
  } else if (/\.(ts|mjs|js)$/.test(file)) markStrings(text, 0, mask, file);
  for (const m of text.matchAll(/https?:\/\/[^\s'"`)>]+/g))
    for (let i = m.index; i < m.index + m[0].length; i++) mask[i] = true;
  const out = [];
  let start = 0;
  text.split('\n').forEach((line, n) => {
    if (line.length > LONG_LINE) {
      let code = 0;
      for (let i = 0; i < line.length; i++) if (!mask[start + i]) code++;
      out.push({ at: `${relative(ROOT, file)}:${n + 1}`, length: line.length, code });
    }
    start += line.length + 1;
  });
  return out;
}

/** Every long line of src/. */
export function srcLongLines() {
  return walk(SRC)
    .filter((f) => /\.(ts|svelte|astro|mjs|js|css)$/.test(f))
    .flatMap(longLines);
}

/** Every module of src/. */
export function codeMap() {
  const files = walk(SRC).filter((f) => /\.(ts|svelte|astro|mjs)$/.test(f) && !f.endsWith('.d.ts'));
  return files.map(readModule);
}

/** The import circles (strongly connected components of more than one module, or a module importing itself). */
export function circles(map, { types = false } = {}) {
  const graph = new Map(
    map.map((m) => [
      m.file,
      [...m.imports, ...(types ? m.typeImports : [])].map((i) => i.to).filter((t) => t && t.startsWith(SRC)),
    ]),
  );
  let index = 0;
  const idx = new Map();
  const low = new Map();
  const stack = [];
  const on = new Set();
  const out = [];
  const strong = (v) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        strong(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      const comp = [];
      let w;
      do {
        w = stack.pop();
        on.delete(w);
        comp.push(w);
      } while (w !== v);
      if (comp.length > 1 || (graph.get(v) ?? []).includes(v))
        out.push(comp.map((f) => relative(ROOT, f)).sort());
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) strong(v);
  return out;
}

/**
 * The engine's public entry points: what code outside src/engine/ may import (see
 * src/engine/index.ts). The whole engine (index), the session with every ruleset (session), what
 * the playing screens load without The Discovery's rules (play), the option tables alone
 * (options), the four games' tallies (tallies), the strict JSON reader (core/json-text: its own
 * chunk, for pages that only read files), the computer players (bots) and the expert's thinking
 * from a record (bots/think: what its worker runs).
 */
export const ENGINE_ENTRIES = [
  'index.ts',
  'refusals.ts',
  'refusals-english.ts',
  'session/index.ts',
  'play.ts',
  'options.ts',
  'tallies.ts',
  'core/json-text.ts',
  'core/json-problem.ts',
  'core/json-shown.ts',
  'bots/index.ts',
  'bots/names.ts',
  'bots/reasons.ts',
  'bots/new-world.ts',
  'bots/discovery.ts',
  'bots/think.ts',
].map((f) => `src/engine/${f}`);

/** Imports from outside src/engine/ that reach past the engine's entry points. */
export function engineInternals(map) {
  const ENGINE = join(SRC, 'engine') + '/';
  return map
    .filter((m) => !m.file.startsWith(ENGINE))
    .flatMap((m) =>
      m.imports
        .filter((i) => i.to?.startsWith(ENGINE) && !ENGINE_ENTRIES.includes(relative(ROOT, i.to)))
        .map((i) => `${relative(ROOT, m.file)} → ${i.spec}`),
    );
}

/** Casts and branches outside the engine and the per-ruleset UI modules. */
export const PER_RULESET_UI = /^src\/(engine\/|lib\/rulesets\/|components\/rulesets\/)/;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const map = codeMap();
  const casts = map.flatMap((m) => m.casts);
  const branches = map.flatMap((m) => m.branches).filter((b) => !PER_RULESET_UI.test(b));
  const long = srcLongLines();
  if (process.argv.includes('--casts')) console.log(casts.join('\n'));
  else if (process.argv.includes('--long'))
    console.log(
      long.map((l) => `${l.at} ${l.length} ${l.code > LONG_LINE ? 'CODE' : 'string or URL'}`).join('\n'),
    );
  else if (process.argv.includes('--branches')) console.log(branches.join('\n'));
  else {
    console.log(`modules: ${map.length}`);
    console.log(`as casts in src/: ${casts.length}`);
    const big = map.filter((m) => readFileSync(m.file, 'utf8').split('\n').length > MAX_MODULE_LINES);
    console.log(
      `lines over ${LONG_LINE} characters in src/: ${long.length} (code or comments: ${long.filter((l) => l.code > LONG_LINE).length}; the rest strings or URLs)`,
    );
    console.log(
      `modules over ${MAX_MODULE_LINES} lines: ${big.length}${big.map((m) => `\n  ${relative(ROOT, m.file)}`).join('')}`,
    );
    console.log(
      `branches on a ruleset's name outside the engine and the per-ruleset UI modules: ${branches.length}`,
    );
    const c = circles(map);
    console.log(`import circles: ${c.length}${c.map((x) => `\n  ${x.join(' ↔ ')}`).join('')}`);
    const t = circles(map, { types: true });
    console.log(
      `import circles, type-only imports included: ${t.length}${t.map((x) => `\n  ${x.join(' ↔ ')}`).join('')}`,
    );
    const e = engineInternals(map);
    console.log(
      `imports of engine internals from outside the engine: ${e.length}${e.map((x) => `\n  ${x}`).join('')}`,
    );
  }
}
