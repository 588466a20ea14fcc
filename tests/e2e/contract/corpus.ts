/**
 * The contract corpus: real records and tallies from content/, and deterministic mutations of
 * them (no randomness). Every case is fed to the command line (`nw score` / `nw tally`) and to the
 * page that opens it by link (`/sandbox/#record=…`, `/calculator/#tally=…`); the two must agree.
 *
 * Mutations of each source (how many of each: POLICY):
 * - drop each top-level key in turn (the example fields that the engine ignores, title,
 *   description, source and expect, stay: every case keeps them; the required format, version
 *   and players only on a few sources, as they are refused alike everywhere);
 * - drop a key inside a nested object (a feature's settlers, a turn's field, a region's markers,
 *   a player's hand, a nation's field, …): the patterns per format below;
 * - change a value's type (number→string, string→number, boolean→string, array→object,
 *   object→null, null→object): top-level keys and the nested patterns below;
 * - a player renamed everywhere to a name that is also an Object.prototype member
 *   (`constructor`, `toString`, `valueOf`, `__proto__`, `hasOwnProperty`), by rewriting the JSON
 *   text (so `__proto__` stays an own key);
 * - on the first tally of each format, a colours field `{"<first player>": 5}` (a number where
 *   the page wants a colour name);
 * - a top-level array (`[]` and `[source]`) and an extra field nested 200 levels deep, once per
 *   page.
 */
import { readFileSync } from 'node:fs';

export type PageKind = 'sandbox' | 'calculator';

export interface Case {
  /** Unique and stable: `<source>/<mutation>`. */
  id: string;
  page: PageKind;
  /** The test the case runs in: one per page and source file. */
  group: string;
  /** The JSON value given to both sides (as JSON.stringify(input)). */
  input: unknown;
}

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type Path = (string | number)[];

interface Source {
  file: string;
  page: PageKind;
  /** Format family, for the nested patterns. */
  kind:
    | 'new-world-record'
    | 'discovery-record'
    | 'new-world-tally'
    | 'discovery-tally'
    | 'race-tally'
    | 'conquest-tally';
  /** How many mutations it gets: see POLICY. */
  depth: 'primary' | 'secondary' | 'light';
}

const CONTENT = new URL('../../../content/', import.meta.url);

/** 4 varied New World records (a long surveyor game, a final scoring, a game end, a refused move), 2 Discovery records, every tally. */
export const SOURCES: Source[] = [
  { file: 'examples/surveyor-sequence.json', page: 'sandbox', kind: 'new-world-record', depth: 'primary' },
  {
    file: 'examples/final-trappers-red-4-blue-2.json',
    page: 'sandbox',
    kind: 'new-world-record',
    depth: 'secondary',
  },
  {
    file: 'examples/game-end-last-turn-then-final.json',
    page: 'sandbox',
    kind: 'new-world-record',
    depth: 'light',
  },
  {
    file: 'examples/discovery/two-sailors-one-sea.json',
    page: 'sandbox',
    kind: 'discovery-record',
    depth: 'primary',
  },
  {
    file: 'examples/discovery/final-scoring.json',
    page: 'sandbox',
    kind: 'discovery-record',
    depth: 'secondary',
  },
  {
    file: 'examples/deploy-shopkeeper-refused.json',
    page: 'sandbox',
    kind: 'new-world-record',
    depth: 'secondary',
  }, // refused as it is; last, so the odd names it gets are also tried on records that open
  { file: 'tallies/new-world-tally.json', page: 'calculator', kind: 'new-world-tally', depth: 'primary' },
  { file: 'tallies/discovery-tally.json', page: 'calculator', kind: 'discovery-tally', depth: 'primary' },
  { file: 'tallies/race-tally.json', page: 'calculator', kind: 'race-tally', depth: 'primary' },
  { file: 'tallies/race-final-shared.json', page: 'calculator', kind: 'race-tally', depth: 'light' },
  {
    file: 'tallies/race-final-tie-commodities.json',
    page: 'calculator',
    kind: 'race-tally',
    depth: 'secondary',
  },
  { file: 'tallies/race-tie-for-second.json', page: 'calculator', kind: 'race-tally', depth: 'light' },
  {
    file: 'tallies/race-two-player-neutral.json',
    page: 'calculator',
    kind: 'race-tally',
    depth: 'secondary',
  },
  { file: 'tallies/conquest-tally.json', page: 'calculator', kind: 'conquest-tally', depth: 'primary' },
  {
    file: 'tallies/conquest-tie-oppression.json',
    page: 'calculator',
    kind: 'conquest-tally',
    depth: 'secondary',
  },
];

/** Fields of the worked examples that the engine ignores. */
const IGNORED = new Set(['title', 'description', 'source', 'expect']);

/**
 * Nested keys to drop, per format. A segment is a key or index, `*` (every element or key),
 * `^` (the first key of an object) or `$` (its last key). Paths that do not exist are skipped.
 */
const NESTED_DROPS: Record<Source['kind'], string[]> = {
  'new-world-record': [
    'setup.placed.0.settler',
    'setup.placed.^.settler.player',
    'setup.surveyors',
    'turns.0.tile',
    'turns.0.rotation',
    'turns.0.settler.role',
    'tiles.0.id',
  ],
  'discovery-record': [
    'setup.placed.0.figure.player',
    'setup.placed.0.tile',
    'turns.0.x',
    'turns.0.figure.role',
    'tiles.0.seas',
  ],
  'new-world-tally': [
    'features.*.settlers',
    'features.0.type',
    'features.4.surveyors',
    'features.2.surrounding',
    'scores.^',
  ],
  'discovery-tally': ['figures.0.player', 'figures.0.region', 'figures.1.tiles', 'figures.1.complete'],
  'race-tally': ['regions.*.markers', 'regions.0.kind', 'hands.^', 'hands.^.commodities'],
  'conquest-tally': ['nations.^', 'nations.^.vp', 'nations.$.settlements', 'nations.^.cities'],
};

/** Nested values whose type is changed, per format (the first matching path of each pattern). */
const NESTED_RETYPES: Record<Source['kind'], string[]> = {
  'new-world-record': ['turns.0.col', 'setup.placed.0', 'turns.0.settler'],
  'discovery-record': ['turns.0.rotation', 'setup.placed.0.figure', 'tiles.0.plains'],
  'new-world-tally': ['features.0.tiles', 'features.0.settlers', 'features.1.settlers.^', 'features.0'],
  'discovery-tally': ['figures.0.tiles', 'figures.0', 'figures.1.complete'],
  'race-tally': ['regions.0.markers', 'regions.0.markers.^', 'regions.0.full', 'hands.^'],
  'conquest-tally': ['nations.^.vp', 'nations.^'],
};

export const ODD_NAMES = ['constructor', 'toString', 'valueOf', '__proto__', 'hasOwnProperty'] as const;

const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;
const isObject = (v: unknown): v is Record<string, Json> => !!v && typeof v === 'object' && !Array.isArray(v);

export function pathText(p: Path): string {
  return p.map((s, i) => (typeof s === 'number' ? `[${s}]` : i === 0 ? s : `.${s}`)).join('');
}

/** Every concrete path a pattern names in a value, in document order. */
function expand(value: Json, pattern: string): Path[] {
  let paths: Path[] = [[]];
  for (const seg of pattern.split('.')) {
    const next: Path[] = [];
    for (const p of paths) {
      const at = get(value, p);
      if (Array.isArray(at)) {
        if (seg === '*') at.forEach((_, i) => next.push([...p, i]));
        else if (/^\d+$/.test(seg) && Number(seg) < at.length) next.push([...p, Number(seg)]);
      } else if (isObject(at)) {
        const keys = Object.keys(at);
        if (seg === '*') keys.forEach((k) => next.push([...p, k]));
        else if (seg === '^' && keys.length) next.push([...p, keys[0]]);
        else if (seg === '$' && keys.length) next.push([...p, keys[keys.length - 1]]);
        else if (Object.hasOwn(at, seg)) next.push([...p, seg]);
      }
    }
    paths = next;
  }
  return paths;
}

function get(value: Json, p: Path): Json | undefined {
  let at: Json | undefined = value;
  for (const s of p) at = at && typeof at === 'object' ? (at as Record<string | number, Json>)[s] : undefined;
  return at;
}

function withDropped(value: Json, p: Path): Json {
  const out = clone(value);
  const parent = get(out, p.slice(0, -1)) as Record<string | number, Json>;
  const last = p[p.length - 1];
  if (Array.isArray(parent)) parent.splice(last as number, 1);
  else delete parent[last];
  return out;
}

function withSet(value: Json, p: Path, v: Json): Json {
  if (!p.length) return v;
  const out = clone(value);
  (get(out, p.slice(0, -1)) as Record<string | number, Json>)[p[p.length - 1]] = v;
  return out;
}

/** The same value as another JSON type, and how. */
function retyped(v: Json): { value: Json; how: string } {
  if (typeof v === 'number') return { value: String(v), how: 'number→string' };
  if (typeof v === 'string') return { value: 1, how: 'string→number' };
  if (typeof v === 'boolean') return { value: String(v), how: 'boolean→string' };
  if (Array.isArray(v))
    return { value: Object.fromEntries(v.map((x, i) => [String(i), x])), how: 'array→object' };
  if (v === null) return { value: {}, how: 'null→object' };
  return { value: null, how: 'object→null' };
}

/** `levels` nested objects (or arrays) around a 0. */
function deep(levels: number, arrays: boolean): Json {
  let v: Json = 0;
  for (let i = 0; i < levels; i++) v = arrays ? [v] : { a: v };
  return v;
}

function short(file: string): string {
  return file.replace(/^examples\//, '').replace(/\.json$/, '');
}

/** Top-level keys every record and tally must have: dropping them is refused alike everywhere. */
const REQUIRED = new Set(['format', 'version', 'players']);

/**
 * How many of each mutation a source gets. The first source of each page (a primary one) also
 * gets the drops and type changes of every required key, three nested type changes, the
 * top-level arrays and the deep nesting.
 */
const POLICY = {
  /** The first source of its format: every nested pattern with every match, two type changes on top and two nested, two odd names, colours. */
  primary: {
    nestedDrops: Infinity,
    everyMatch: true,
    topRetypes: 2,
    nestedRetypes: 2,
    names: 2,
    colours: true,
  },
  /** The first match of the first two nested patterns that match, one nested type change, one odd name. */
  secondary: { nestedDrops: 2, everyMatch: false, topRetypes: 0, nestedRetypes: 1, names: 1, colours: false },
  /** The top-level drops and one odd name. */
  light: { nestedDrops: 0, everyMatch: false, topRetypes: 0, nestedRetypes: 0, names: 1, colours: false },
} as const;

/** The corpus, in a fixed order. */
export function buildCorpus(): Case[] {
  const cases: Case[] = [];
  const seen = new Set<string>();
  let oddTurn = 0;
  const firstOfPage = new Set<PageKind>();
  for (const src of SOURCES) {
    const base = JSON.parse(readFileSync(new URL(src.file, CONTENT), 'utf8')) as Record<string, Json>;
    const name = short(src.file);
    const group = `${src.page}: ${src.file}`;
    const policy = POLICY[src.depth];
    const first = !firstOfPage.has(src.page);
    firstOfPage.add(src.page);
    const add = (mutation: string, input: Json) => {
      const id = `${name}/${mutation}`;
      if (seen.has(id)) throw new Error(`duplicate case id ${id}`);
      seen.add(id);
      cases.push({ id, page: src.page, group, input });
    };

    // As it is (the example fields the engine ignores, title, description, source and expect,
    // included).
    add('as-is', base);

    // Drop each top-level key in turn: the required ones (and a record's `ruleset`, implied by
    // its format) only on the first source of each page, `format` and `ruleset` also on the
    // other primary sources.
    const keys = Object.keys(base).filter((k) => !IGNORED.has(k));
    const keyed = (k: string) =>
      first ||
      (!REQUIRED.has(k) && k !== 'ruleset') ||
      (src.depth === 'primary' && (k === 'format' || k === 'ruleset'));
    for (const k of keys.filter(keyed)) add(`drop:${k}`, withDropped(base, [k]));

    // Drop nested keys.
    const matched = NESTED_DROPS[src.kind]
      .map((pattern) => expand(base, pattern))
      .filter((paths) => paths.length);
    for (const paths of matched.slice(0, policy.nestedDrops)) {
      for (const p of policy.everyMatch ? paths : paths.slice(0, 1))
        add(`drop:${pathText(p)}`, withDropped(base, p));
    }

    // Change types: every top-level key but version and players on the first source of each
    // page, the first optional ones on the other primary sources; then nested values.
    const retype = (p: Path) => {
      const r = retyped(get(base, p)!);
      add(`type:${pathText(p)}(${r.how})`, withSet(base, p, r.value));
    };
    const optional = keys.filter((k) => !REQUIRED.has(k));
    for (const k of first
      ? keys.filter((k) => k !== 'version' && k !== 'players')
      : optional.slice(0, policy.topRetypes))
      retype([k]);
    for (const pattern of NESTED_RETYPES[src.kind].slice(0, first ? 3 : policy.nestedRetypes)) {
      const p = expand(base, pattern)[0];
      if (p) retype(p);
    }

    // Odd player names, by rewriting the JSON text, in turn through the list: the first for the
    // first player, the second for the second.
    const text = JSON.stringify(base);
    const players = base.players as string[];
    for (const player of players.slice(0, policy.names)) {
      const odd = ODD_NAMES[oddTurn++ % ODD_NAMES.length];
      add(
        `name:${player}→${odd}`,
        JSON.parse(text.split(JSON.stringify(player)).join(JSON.stringify(odd))) as Json,
      );
    }

    // A colours field with a number in it (the calculator's own extension of the tally formats).
    if (src.page === 'calculator' && policy.colours)
      add(`colours:{"${players[0]}":5}`, { ...base, colours: { [players[0]]: 5 } });

    // On the first source of each page: a top-level array, and 200 levels of nesting in an extra
    // field (objects for records, arrays for tallies).
    if (first) {
      add('array:[]', []);
      add('array:[source]', [base]);
      add('deep:200', { ...base, extra: deep(200, src.page === 'calculator') });
    }
  }
  return cases;
}

/** The link that opens a case: uncompressed base64url of its JSON (formats §6 accepts it), a query so every case is a real page load. */
export function caseUrl(c: Case, n: number): string {
  const payload = Buffer.from(JSON.stringify(c.input)).toString('base64url');
  return c.page === 'sandbox'
    ? `/sandbox/?case=${n}#record=${payload}`
    : `/calculator/?case=${n}#tally=${payload}`;
}
