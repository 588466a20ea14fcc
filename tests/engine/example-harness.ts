/**
 * Worked examples as data: every content/examples/*.json is a game record (formats §3) plus
 * `title`, `description`, `source` and `expect`. This file loads them and checks an example
 * against its `expect`, reporting each problem as a sentence that names the file.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  DiscoveryGame,
  EngineError,
  Game,
  type DeployOption,
  type GameRecord,
  type Location,
  type Role,
  type Rotation,
} from '@engine/index';
import { quarter } from '@engine/core/geometry';
import { segmentAt } from '@engine/index';
import { parseExample, type ExampleFile, type NewWorldExample } from '@lib/content/example-schema';

export const EXAMPLES_DIR = fileURLToPath(new URL('../../content/examples/', import.meta.url));

export type { Expectation } from '@lib/content/example-schema';

/** A New World example record: the type is the content collection's schema (src/lib/example-schema.ts). */
export type ExampleRecord = NewWorldExample;

export interface Example {
  file: string;
  record: ExampleRecord;
}

/** Read an example file through the shared schema (throws naming the file and the field). */
export function readExampleFile(path: string): ExampleFile {
  const text = readFileSync(path, 'utf8');
  return parseExample(JSON.parse(text), path.replace(/^.*content\/examples\//, ''));
}

/** The New World examples (content/examples/*.json; other rulesets live in subfolders). */
export function loadExamples(dir = EXAMPLES_DIR): Example[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => ({ file, record: readExampleFile(dir + file) as unknown as ExampleRecord }));
}

export function loadExample(file: string): ExampleRecord {
  return readExampleFile(EXAMPLES_DIR + file) as unknown as ExampleRecord;
}

/**
 * Partial match: every key of `want` is present in `got` with a matching value. Objects
 * recurse; arrays need the same length and match element by element; other values are equal.
 */
export function matches(got: unknown, want: unknown): boolean {
  if (Array.isArray(want)) {
    return Array.isArray(got) && got.length === want.length && want.every((w, i) => matches(got[i], w));
  }
  if (want !== null && typeof want === 'object') {
    if (got === null || typeof got !== 'object' || Array.isArray(got)) return false;
    return Object.entries(want).every(([k, w]) => matches((got as Record<string, unknown>)[k], w));
  }
  return Object.is(got, want);
}

/** The index of the first expected event not found (in order), or -1 when all are found. */
export function firstMissing(events: readonly object[], wanted: readonly unknown[]): number {
  let from = 0;
  for (let i = 0; i < wanted.length; i++) {
    let hit = -1;
    for (let j = from; j < events.length; j++) {
      if (matches(events[j], wanted[i])) {
        hit = j;
        break;
      }
    }
    if (hit < 0) return i;
    from = hit + 1;
  }
  return -1;
}

/** The index of the first expected event with no distinct match in any order, or -1. */
export function firstUnmatched(events: readonly object[], wanted: readonly unknown[]): number {
  const used = new Set<number>();
  for (let i = 0; i < wanted.length; i++) {
    const j = events.findIndex((e, k) => !used.has(k) && matches(e, wanted[i]));
    if (j < 0) return i;
    used.add(j);
  }
  return -1;
}

/** The record without its last turn and without the final scoring. */
function beforeLastTurn(record: GameRecord): GameRecord {
  return { ...record, turns: record.turns.slice(0, -1), finish: false };
}

/** The record's starting position (setup only, no turns), ready for `play`. */
export function fromSetup(record: GameRecord): Game {
  return Game.fromRecord({ ...record, turns: [], finish: false });
}

/** Replay all turns but the last, place the last turn's tile, and list the deploy options. */
export function deployOptionsAfterLastTile(record: GameRecord): { game: Game; options: DeployOption[] } {
  const last = record.turns[record.turns.length - 1];
  if (!last || last.discard) throw new Error('deployOptions needs a last turn that places a tile');
  const game = Game.fromRecord(beforeLastTurn(record));
  game.place(last.tile, { col: last.col, row: last.row, rotation: last.rotation ?? 0 });
  return { game, options: game.deployOptions() };
}

/**
 * A deploy option as "role:segment", where segment is the tile type's segment index that the
 * location names; two locations naming the same segment (`S` and `Se` on one plains) compare equal.
 */
export function optionKey(
  game: Game,
  tile: string,
  rotation: Rotation,
  o: { role: Role; at: Location },
): string {
  const seg = segmentAt(game.tileType(tile), quarter(rotation), o.at);
  return `${o.role}:${typeof seg === 'number' ? `segment ${seg}` : `${o.at} (${seg.code})`}`;
}

/** Every way the example departs from its `expect`, as sentences naming the file; empty when it holds. */
export function checkExample({ file, record }: Example): string[] {
  const problems: string[] = [];
  const x = record.expect;
  for (const field of ['title', 'description', 'source'] as const)
    if (typeof record[field] !== 'string' || record[field].trim().length < 3)
      problems.push(`${file}: "${field}" is missing`);
  if (!x || typeof x !== 'object') return [...problems, `${file}: "expect" is missing`];
  if (!x.scores && !x.events && !x.eventsAnyOrder && !x.error && !x.deployOptions && !x.figures)
    problems.push(`${file}: "expect" checks nothing`);

  const discovery = (record as { format: string }).format === 'discovery-record';
  const replay = (r: unknown): Game | DiscoveryGame =>
    discovery ? DiscoveryGame.fromRecord(r) : Game.fromRecord(r);
  if (x.error) {
    try {
      replay(record);
      problems.push(
        `${file}: expected the record to be rejected at ${x.error.path} (…${x.error.contains}…), but it was accepted`,
      );
    } catch (e) {
      if (!(e instanceof EngineError)) problems.push(`${file}: expected an EngineError, got ${String(e)}`);
      else if (!e.message.startsWith(x.error.path) || !e.message.includes(x.error.contains))
        problems.push(
          `${file}: expected an error at ${x.error.path} containing "${x.error.contains}", got "${e.message}"`,
        );
    }
    return problems;
  }

  let game: Game | DiscoveryGame;
  try {
    game = replay(record);
  } catch (e) {
    return [...problems, `${file}: the record was rejected: ${(e as Error).message}`];
  }
  if (x.scores) {
    const got = game.scores;
    for (const [p, want] of Object.entries(x.scores))
      if (got[p] !== want)
        problems.push(
          `${file}: ${p} should have ${want} points, has ${got[p]} (all: ${JSON.stringify(got)})`,
        );
  }
  if (x.events) {
    const i = firstMissing(game.events, x.events);
    if (i >= 0)
      problems.push(
        `${file}: expected event #${i} ${JSON.stringify(x.events[i])} not found in order; events were:\n  ` +
          game.events
            .filter((e) => e.kind !== 'place')
            .map((e) => JSON.stringify(e))
            .join('\n  '),
      );
  }
  if (x.eventsAnyOrder) {
    const i = firstUnmatched(game.events, x.eventsAnyOrder);
    if (i >= 0)
      problems.push(
        `${file}: expected event ${JSON.stringify(x.eventsAnyOrder[i])} (any order) not found; events were:\n  ` +
          game.events
            .filter((e) => e.kind !== 'place')
            .map((e) => JSON.stringify(e))
            .join('\n  '),
      );
  }
  for (const bad of x.noEvents ?? []) {
    const hit = game.events.find((e) => matches(e, bad));
    if (hit)
      problems.push(`${file}: no event should match ${JSON.stringify(bad)}, but ${JSON.stringify(hit)} does`);
  }
  if (x.deployOptions && discovery) {
    const got = discoveryDeployKeys(record as unknown as DiscoveryExample, null);
    const want = discoveryDeployKeys(record as unknown as DiscoveryExample, x.deployOptions);
    if (JSON.stringify(got) !== JSON.stringify(want))
      problems.push(
        `${file}: deploy options should be ${JSON.stringify(x.deployOptions)}, engine lists ${JSON.stringify(got)}`,
      );
  } else if (x.deployOptions) {
    const last = record.turns[record.turns.length - 1];
    const rotation = last.rotation ?? 0;
    const { game: g, options } = deployOptionsAfterLastTile(record);
    const got = options.map((o) => optionKey(g, last.tile, rotation, o)).sort();
    const want = x.deployOptions
      .map((o) => optionKey(g, last.tile, rotation, o as { role: Role; at: Location }))
      .sort();
    if (JSON.stringify(got) !== JSON.stringify(want))
      problems.push(
        `${file}: deploy options should be ${JSON.stringify(x.deployOptions)}, engine lists ${JSON.stringify(options)}`,
      );
  }
  if (x.figures) {
    const values = game instanceof DiscoveryGame ? game.figureValues() : [];
    const i = firstUnmatched(values, x.figures);
    if (i >= 0)
      problems.push(
        `${file}: no figure matches ${JSON.stringify(x.figures[i])}; figures are ${JSON.stringify(values)}`,
      );
  }
  return problems;
}

interface DiscoveryExample {
  turns: { tile: string; x: number; y: number; rotation?: Rotation }[];
  [k: string]: unknown;
}

/**
 * The Discovery: deploy options after the last turn's tile is placed, each as "role:region" where
 * the region is the tile's own segment under the named edge (two edges of one region compare equal).
 * With `given`, those options are keyed instead of the engine's.
 */
export function discoveryDeployKeys(
  record: DiscoveryExample,
  given: { role: string; at: string }[] | null,
): string[] {
  const last = record.turns[record.turns.length - 1];
  const g = DiscoveryGame.fromRecord({ ...record, turns: record.turns.slice(0, -1), finish: false });
  g.place(last.tile, { x: last.x, y: last.y, rotation: last.rotation ?? 0 });
  const t = g.tileType(last.tile);
  const q = quarter(last.rotation ?? 0);
  const seg = (at: string) => t.edgeSeg[q]['NESW'.indexOf(at)];
  return (given ?? g.deployOptions()).map((o) => `${o.role}:segment ${seg(o.at)}`).sort();
}
