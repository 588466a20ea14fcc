/**
 * The worked-example record, defined once: a game record (formats §3, or §8 for The Discovery)
 * plus what the page shows (`title`, `description`, `source`) and what the replay must give
 * (`expect`). The content collection `examples` (src/content.config.ts), the example pages and
 * the tests all read the files through this schema; the game fields themselves are checked by
 * the engine's record readers, which name the place of any error.
 */
import { z } from 'astro/zod';
import type { GameRecord } from '@engine/rulesets/new-world/types';

const location = z.string().min(1);

/** What replaying the record must give. At least one check. */
export const expectationSchema = z
  .object({
    /** Scores after the replay (and the final scoring when `finish` is set). */
    scores: z.record(z.number().int()).optional(),
    /** Each must partially match an event, in this relative order. */
    events: z.array(z.record(z.unknown())).optional(),
    /** Each must partially match a different event, in any order (final scoring of independent features). */
    eventsAnyOrder: z.array(z.record(z.unknown())).optional(),
    /** No event may partially match any of these. */
    noEvents: z.array(z.record(z.unknown())).optional(),
    /** Exact set of deploy options right after the last turn's tile is placed. */
    deployOptions: z.array(z.object({ role: z.string(), at: location })).optional(),
    /**
     * The Discovery: each must partially match a figure left on the board, with what it would score `now` and
     * `atEnd`.
     */
    figures: z.array(z.record(z.unknown())).optional(),
    /** The record must be refused: the message starts with `path` and contains `contains`. */
    error: z.object({ path: z.string().min(1), contains: z.string().min(1) }).optional(),
  })
  .strict()
  .refine((x) => Object.values(x).some((v) => v !== undefined), { message: 'expect checks nothing' });

/** The fields every example adds to its record. */
export const exampleMetaSchema = z.object({
  format: z.enum(['new-world-record', 'discovery-record']),
  version: z.literal(1),
  title: z.string().min(10).max(120),
  description: z.string().min(20),
  /** Where the example comes from: rulebook section and picture, wiki section. */
  source: z.string().min(10),
  players: z.array(z.string().min(1)).min(1).max(5),
  turns: z.array(z.record(z.unknown())),
  finish: z.boolean().optional(),
  expect: expectationSchema,
});

/** A whole example file: the meta fields checked here, the rest passed to the engine's reader. */
export const exampleSchema = exampleMetaSchema.passthrough();

export type Expectation = z.infer<typeof expectationSchema>;
export type ExampleMeta = z.infer<typeof exampleMetaSchema>;

/** A New World example: a formats §3 record with the example fields. */
export type NewWorldExample = Omit<GameRecord, 'turns' | 'finish'> &
  Pick<GameRecord, 'turns' | 'finish'> & {
    title: string;
    description: string;
    source: string;
    expect: Expectation;
  };

/** Any example; `format` tells which ruleset reads it. */
export type ExampleFile = ExampleMeta & Record<string, unknown>;

/** The slug of an example file: its path under content/examples/ without `.json`, `/` as `-`. */
export function exampleSlug(path: string): string {
  const rel = path
    .replace(/\\/g, '/')
    .replace(/^.*content\/examples\//, '')
    .replace(/\.json$/, '');
  return rel.split('/').join('-');
}

/** Check a file against the schema; throws an Error naming the file and the field. */
export function parseExample(raw: unknown, file: string): ExampleFile {
  const r = exampleSchema.safeParse(raw);
  if (!r.success) {
    const first = r.error.issues[0];
    throw new Error(`${file}: ${first.path.join('.') || '(root)'}: ${first.message}`);
  }
  return r.data;
}
