/**
 * Names are data (issue 29): a player's name is never a key looked up on a plain object, where
 * "constructor" or "toString" would read what every object inherits and "__proto__", assigned,
 * would replace the object's prototype. Read such records with `own` (src/lib/io/names.ts,
 * src/engine/core/names.ts), build them with `Object.fromEntries` or `withKey`, or use a `Map`.
 * Read with the TypeScript parser (scripts, frontmatter and a component's markup expressions),
 * for the architecture test (tests/architecture/names.test.ts) and for people:
 *
 *   node scripts/name-lookups.mjs      every lookup by a name, with its place
 *
 * What counts as a lookup by a name: an element access `x[key]` (read or write) or a `key in x`
 * whose key names a player, that is
 * - an identifier called `name`, `player`, `who`, `p`, `owner`, `conqueror` or `winner`, or
 *   ending in `Name` (`playerName`);
 * - a property called `name` or `player` (`p.name`, `t.player`);
 * - an element of a list of names (`names[i]`, `g.players[0]`);
 * unless `x` is one of the engine's per-seat arrays, indexed by a seat's number (a property or
 * variable called `players`, `points` or `reserve`: `s.players[t.player]`). A seat's number is
 * otherwise called by another name (`i`, `at`, `seat`, `me`).
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { scriptsOf } from './code-map.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SRC = join(ROOT, 'src');
const NAME_WORD = /^(name|player|who|p|owner|conqueror|winner)$|.Name$/;
const NAME_PROPERTY = /^(name|player)$/;
const NAME_LISTS = /^(names|players)$/;
const SEAT_ARRAYS = /^(players|points|reserve)$/;
/** The helpers that read and write such records themselves. */
const HELPERS = ['src/lib/io/names.ts', 'src/engine/core/names.ts'];

const bare = (e) => {
  while (
    ts.isParenthesizedExpression(e) ||
    ts.isNonNullExpression(e) ||
    ts.isAsExpression(e) ||
    ts.isSatisfiesExpression?.(e)
  )
    e = e.expression;
  return e;
};
/** The last name of an expression: `s.players` → players, `players` → players. */
const lastName = (e) => {
  e = bare(e);
  if (ts.isIdentifier(e)) return e.text;
  if (ts.isPropertyAccessExpression(e)) return e.name.text;
  return '';
};
/** Whether an expression is a player's name by its shape (see above). */
export function namesAPlayer(e) {
  e = bare(e);
  if (ts.isIdentifier(e)) return NAME_WORD.test(e.text);
  if (ts.isPropertyAccessExpression(e)) return NAME_PROPERTY.test(e.name.text);
  if (ts.isElementAccessExpression(e)) return NAME_LISTS.test(lastName(e.expression));
  return false;
}

/** The lookups by a name in one piece of code (a script, or one markup expression); `line0` is where it starts in its file. */
function lookupsIn(code, label, line0, kind = ts.ScriptKind.TS) {
  const sf = ts.createSourceFile(label, code, ts.ScriptTarget.Latest, true, kind);
  const found = [];
  const visit = (n) => {
    let key = null;
    let obj = null;
    if (ts.isElementAccessExpression(n)) [key, obj] = [n.argumentExpression, n.expression];
    else if (ts.isBinaryExpression(n) && n.operatorToken.kind === ts.SyntaxKind.InKeyword)
      [key, obj] = [n.left, n.right];
    if (key && namesAPlayer(key) && !SEAT_ARRAYS.test(lastName(obj))) {
      found.push(
        `${label}:${line0 + sf.getLineAndCharacterOfPosition(n.getStart(sf)).line}: ${n.getText(sf).replace(/\s+/g, ' ').slice(0, 80)}`,
      );
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return found;
}

/** The `{…}` expressions of a component's markup (scripts and frontmatter blanked), each with its line. */
function markupExpressions(text) {
  const markup = text
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/g, (m) => m.replace(/[^\n]/g, ' '))
    .replace(/^---\n[\s\S]*?\n---/, (m) => m.replace(/[^\n]/g, ' '));
  const out = [];
  for (let i = 0; i < markup.length; i++) {
    if (markup[i] !== '{') continue;
    let depth = 0;
    let j = i;
    for (; j < markup.length; j++) {
      if (markup[j] === '{') depth++;
      else if (markup[j] === '}' && --depth === 0) break;
    }
    let expr = markup.slice(i + 1, j);
    const line = markup.slice(0, i).split('\n').length;
    i = j;
    if (/^\s*[/:](?!else if)/.test(expr) && !/^\s*:else if\b/.test(expr)) continue; // {/if}, {:else}, {:then x}
    expr = expr
      .replace(/^\s*(#if|:else if|#key|#await|@html|@render|@debug)\b/, '')
      .replace(/^\s*@const\b/, 'const ');
    const each = /^\s*#each\b([\s\S]*?)\sas\s[\s\S]*$/.exec(expr);
    if (each) expr = each[1];
    out.push({ expr: expr.startsWith('const ') ? expr : `(${expr})`, line });
  }
  return out;
}

/** Every lookup by a name in one module of src/ (its scripts, frontmatter and markup). */
export function nameLookupsOf(file, text = readFileSync(file, 'utf8')) {
  const label = relative(ROOT, file);
  if (HELPERS.includes(label)) return [];
  const found = [];
  for (const code of scriptsOf(file, text)) {
    // Where this script starts in the file, so that places are the file's lines.
    const at = text.indexOf(code);
    found.push(...lookupsIn(code, label, at >= 0 ? text.slice(0, at).split('\n').length : 1));
  }
  if (/\.(svelte|astro)$/.test(file))
    for (const { expr, line } of markupExpressions(text))
      found.push(...lookupsIn(expr, label, line, ts.ScriptKind.TSX));
  return found;
}

const walk = (d) =>
  readdirSync(d).flatMap((f) => (statSync(join(d, f)).isDirectory() ? walk(join(d, f)) : [join(d, f)]));

/** Every lookup by a name in src/. */
export function nameLookups() {
  return walk(SRC)
    .filter((f) => /\.(ts|svelte|astro|mjs)$/.test(f) && !f.endsWith('.d.ts'))
    .flatMap((f) => nameLookupsOf(f));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const found = nameLookups();
  console.log(found.join('\n'));
  console.log(`lookups by a player's name on a plain object: ${found.length}`);
}
