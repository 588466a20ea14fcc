/**
 * The worked-example records (content/examples/*.json), read at build time, and the positions
 * and outcomes the site shows for them. The tests replay the very same files.
 */
import { DISCOVERY_OPTIONS, Game, EngineError, OPTIONS } from '@engine/index';
import type { GameEvent } from '@engine/index';
import { exampleSlug, parseExample, type ExampleFile, type NewWorldExample } from './example-schema';
import { boardData, type BoardData } from '@lib/board/board-data';
import { spotWords, squareWords, tileWords } from '@lib/sandbox/refusals';
import { RECORD_WORDS, wordsOfRecord } from '@lib/rulesets/words';

export type ExampleRecord = NewWorldExample;

export interface Example {
  slug: string;
  /** Path under content/examples/. */
  file: string;
  record: ExampleRecord;
}

/** An example of either ruleset; `record.format` tells which. */
export interface AnyExample {
  slug: string;
  file: string;
  record: ExampleFile;
}

const files = import.meta.glob<unknown>('/content/examples/**/*.json', { eager: true, import: 'default' });

/** Every example, each checked against the schema shared with the tests and the content collection. */
export const ALL_EXAMPLES: AnyExample[] = Object.entries(files)
  .map(([path, raw]) => {
    const file = path.replace('/content/examples/', '');
    return { slug: exampleSlug(path), file, record: parseExample(raw, file) };
  })
  .sort((a, b) => a.slug.localeCompare(b.slug));

/** The New World examples (formats §3 records). */
export const EXAMPLES: Example[] = ALL_EXAMPLES.filter(
  (e) => e.record.format === RECORD_WORDS['new-world'].recordFormat,
) as unknown as Example[];

export function exampleBySlug(slug: string): Example {
  const ex = EXAMPLES.find((e) => e.slug === slug);
  if (!ex) throw new Error(`No example record content/examples/${slug}.json`);
  return ex;
}

export interface Outcome {
  before: BoardData;
  after: BoardData | null;
  /** Events of the last turn (and of the final scoring, when the record finishes). */
  events: GameEvent[];
  scores: Record<string, number>;
  /**
   * The engine's refusal, for records that show an illegal move (its words, for tool builders;
   * src/lib/refusals.ts says it for players).
   */
  refusal?: string;
  /** The same refusal as the engine's error (its reason as data too, for the catalogs). */
  error?: EngineError;
  /** Where the settler may go after the last tile is placed, for deployment examples. */
  deployOptions?: { role: string; at: string }[];
  /** Who plays the last turn. */
  player?: string;
}

/** Replay an example: the position before its last turn, after it, and what happened. */
export function outcome(record: ExampleRecord): Outcome {
  const turns = record.turns ?? [];
  const head = { ...record, turns: turns.slice(0, -1), finish: false };
  const g = Game.fromRecord(head);
  const before = boardData(g);
  const last = turns[turns.length - 1];
  const start = g.events.length;
  if (!last) {
    if (record.finish) g.finish();
    return {
      before,
      after: record.finish ? boardData(g) : null,
      events: g.events.slice(start),
      scores: g.scores,
    };
  }
  const player = g.currentPlayer;
  let deployOptions: Outcome['deployOptions'];
  if (record.expect?.deployOptions && !last.discard) {
    const probe = Game.fromRecord(head);
    probe.place(last.tile, { col: last.col, row: last.row, rotation: last.rotation ?? 0 });
    deployOptions = probe.deployOptions();
  }
  try {
    g.play(last, `turns[${turns.length - 1}]`);
  } catch (e) {
    if (!(e instanceof EngineError)) throw e;
    return {
      before,
      after: null,
      events: [],
      scores: g.scores,
      refusal: e.message,
      error: e,
      deployOptions,
      player,
    };
  }
  if (record.finish) g.finish();
  const highlight = last.discard ? undefined : { col: last.col, row: last.row };
  return {
    before,
    after: boardData(g, highlight),
    events: g.events.slice(start),
    scores: g.scores,
    deployOptions,
    player,
  };
}

export { EngineError };

const OPTIONS_OF = { 'new-world': OPTIONS, discovery: DISCOVERY_OPTIONS };

/** For an example that shows a rule option (a top-level `option` field), the option to switch live. */
export function optionFor(
  record: ExampleFile,
): { name: string; values: unknown[]; default: unknown } | undefined {
  const o = (record as { option?: { name?: unknown } }).option;
  if (!o || typeof o.name !== 'string') return undefined;
  const list: readonly { name: string; values: readonly unknown[]; default: unknown }[] =
    OPTIONS_OF[wordsOfRecord(record).id];
  const info = list.find((x) => x.name === o.name);
  return info ? { name: info.name, values: [...info.values], default: info.default } : undefined;
}

/** "a shopkeeper", "an explorer". */
const withArticle = (word: string) => `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;

/** Where a settler or figure may go, as players say it: "a trapper on the north half of its east side". */
export function deployWords(d: { role: string; at: string }): string {
  return `${withArticle(d.role)} on ${spotWords(d.at)}`;
}

/**
 * A turn of a record in a player's words: "Red lays tile K at column 3, row 4, turned 90° clockwise,
 * and puts a shopkeeper on its north side." (either ruleset; `player` is whose turn it is).
 */
export function turnWords(
  record: ExampleFile,
  player: string | undefined,
  turn: Record<string, unknown> | undefined,
): string {
  if (!turn) return 'No tile is laid: the game goes straight to the final scoring.';
  const r = wordsOfRecord(record);
  const who = player ?? 'The player';
  const tile = typeof turn.tile === 'string' ? tileWords(turn.tile) : 'a tile';
  if (turn.discard === true) return r.discardWords(who, tile);
  const at = r.squareWords(turn[r.fields.x], turn[r.fields.y]);
  const turned =
    typeof turn.rotation === 'number' && turn.rotation !== 0 ? `, turned ${turn.rotation}° clockwise` : '';
  const parts: string[] = [];
  const piece = turn[r.fields.piece] as { role?: string; at?: string } | undefined;
  if (piece)
    parts.push(`puts ${withArticle(piece.role ?? r.piece)}${piece.at ? ` on ${spotWords(piece.at)}` : ''}`);
  const back = turn.withdraw as { x?: number; y?: number } | undefined;
  if (back)
    parts.push(
      `takes back their figure from the tile at ${squareWords('discovery', back.x, back.y)} to score its region`,
    );
  return `${who} lays ${tile} at ${at}${turned}${parts.length ? `, and ${parts.join(' and ')}` : ''}.`;
}
