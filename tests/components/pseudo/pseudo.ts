/**
 * A pseudo-language for the component tests: every string of a catalog comes back wrapped and
 * accented ("Start" → "⟦Śţàŕţ⟧"), and so does what its functions return, so that a page drawn in
 * it shows at a glance which of its words came from a catalog and which did not
 * (`unwrapped` below finds the latter). The wrapping is deep (objects, arrays, functions,
 * promises) and idempotent (a catalog that brings in another's words is not wrapped twice).
 */
const ACCENTS: Record<string, string> = {
  a: 'à',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'î',
  j: 'ĵ',
  k: 'ķ',
  l: 'ļ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ö',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'û',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Å',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Î',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ļ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ö',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Û',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};
export const OPEN = '⟦';
export const CLOSE = '⟧';

/** "Start" → "⟦Śţàŕţ⟧". Left alone: the empty string, what is wrapped already, `{name}` placeholders. */
export function pseudo(s: string): string {
  if (s.trim() === '' || wrappedWhole(s)) return s;
  const accented = s.replace(/\{\w+\}|[A-Za-z]/g, (c) => (c.length > 1 ? c : (ACCENTS[c] ?? c)));
  return `${OPEN}${accented}${CLOSE}`;
}

/** Whether `s` is one wrapped text ("⟦Ŕéð⟧", not "⟦Ŕéð⟧'s ⟦ŕöƀƀéŕš⟧"). */
function wrappedWhole(s: string): boolean {
  if (!s.startsWith(OPEN) || !s.endsWith(CLOSE)) return false;
  let depth = 0;
  for (let i = 0; i < s.length; i++) {
    if (s[i] === OPEN) depth++;
    else if (s[i] === CLOSE && --depth === 0 && i < s.length - 1) return false;
  }
  return true;
}

/** A catalog's fields that are codes, not words: its language and its locale ('en', 'en-GB'). */
const CODES = new Set(['lang', 'locale']);

const plain = (x: object) =>
  Array.isArray(x) || Object.getPrototypeOf(x) === Object.prototype || Object.getPrototypeOf(x) === null;

/** `x` with every string in it wrapped, deep: functions' results and promises' values included. */
export function pseudoDeep<T>(x: T): T {
  return wrap(x, new WeakMap()) as T;
}

function wrap(x: unknown, seen: WeakMap<object, unknown>): unknown {
  if (typeof x === 'string') return pseudo(x);
  if (x instanceof Promise) return x.then((v) => wrap(v, seen));
  if (typeof x === 'function') {
    if (seen.has(x)) return seen.get(x);
    const f = x as (...a: unknown[]) => unknown;
    const wrapped = function (this: unknown, ...args: unknown[]) {
      const r = f.apply(this, args);
      return typeof r === 'string' ? around(r, args) : wrap(r, seen);
    };
    seen.set(x, wrapped);
    return wrapped;
  }
  if (x && typeof x === 'object' && plain(x)) {
    if (seen.has(x)) return seen.get(x);
    if (Array.isArray(x)) {
      const out: unknown[] = [];
      seen.set(x, out);
      for (const v of x) out.push(wrap(v, seen));
      return out;
    }
    const out: Record<string, unknown> = {};
    seen.set(x, out);
    for (const [k, v] of Object.entries(x)) out[k] = CODES.has(k) ? v : wrap(v, seen);
    return out;
  }
  return x;
}

/**
 * A function's result wrapped around what it was given: the words it adds are wrapped, the strings
 * it was passed (a name, another catalog's words, the engine's English, also inside an object or
 * array it was passed: an event's labels) are left as they came, so
 * that text from no catalog handed to a catalog function still shows. Only strings of more than
 * one word are looked for: a single word passed in is a name or a code ('sea', 'Yellow', 'K')
 * that the English catalog chooses to show as it is (the French one translates it).
 */
function around(result: string, args: unknown[]): string {
  const given = [...new Set(args.flatMap((a) => strings(a, 4)).filter((a) => /\S\s+\S/.test(a)))];
  if (!given.length) return pseudo(result);
  given.sort((a, b) => b.length - a.length);
  const escaped = given.map((g) => g.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return result
    .split(new RegExp(`(${escaped.join('|')})`))
    .map((part, i) => (i % 2 === 1 ? part : part === '' ? '' : pseudo(part)))
    .join('');
}

/** The strings in `x` (an argument): itself, or those in its arrays and plain objects (an event's labels), `depth` levels down. */
function strings(x: unknown, depth: number): string[] {
  if (typeof x === 'string') return [x];
  if (depth === 0 || !x || typeof x !== 'object' || !plain(x)) return [];
  return Object.values(x).flatMap((v) => strings(v, depth - 1));
}

/** A catalog module with its default export (and any other) wrapped: for `vi.mock(path, (orig) => orig().then(pseudoModule))`. */
export function pseudoModule<M extends object>(m: M): M {
  return Object.fromEntries(Object.entries(m).map(([k, v]) => [k, pseudoDeep(v)])) as M;
}

/**
 * Content kept as JSON (a lesson, a worked example) in the pseudo-language: the strings its French
 * overlay translates (content/i18n/fr/<kind>/<file>, the reader-facing ones) wrapped, the rest
 * (ids, roles, records) as it is.
 */
export function pseudoContent<T>(base: T, french: unknown): T {
  const lay = (en: unknown, fr: unknown): unknown => {
    if (typeof en === 'string') return typeof fr === 'string' && fr.trim() ? pseudo(en) : en;
    if (Array.isArray(en)) return en.map((x, i) => lay(x, Array.isArray(fr) ? fr[i] : undefined));
    if (en && typeof en === 'object' && fr && typeof fr === 'object')
      return Object.fromEntries(
        Object.entries(en).map(([k, v]) => [
          k,
          lay(v, Object.hasOwn(fr, k) ? (fr as Record<string, unknown>)[k] : undefined),
        ]),
      );
    return en;
  };
  return lay(base, french) as T;
}
