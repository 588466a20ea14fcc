/**
 * A guided lesson (content/lessons/*.json), defined once: a starting position (a game record,
 * formats §3 or §8), the moves the learner is asked to make one by one (each with what to say,
 * why, and the rule it teaches), the moves the lesson plays for the other seats, and the
 * closing "what will this score?" questions, whose answers the engine works out. The content
 * collection `lessons`, the lesson pages and the tests read the files through this schema; the
 * record itself is checked by the engine's record reader, which names the place of any error.
 */
import { z } from 'astro/zod';

const rotation = z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)]);
/** A page and a rule anchor, or a page: "/rules/placing-tiles/#r-placement-1". */
const ruleLink = z
  .string()
  .regex(/^\/[a-z0-9/-]+\/(#[a-z0-9-]+)?$/, 'a page path, optionally with a rule anchor');

/**
 * One move: a tile laid (New World: col/row; The Discovery: x/y), then a settler, a figure, a figure taken
 * back, or nothing.
 */
export const lessonMoveSchema = z
  .object({
    tile: z.string().min(1),
    col: z.number().int().optional(),
    row: z.number().int().optional(),
    x: z.number().int().optional(),
    y: z.number().int().optional(),
    rotation,
    /** New World: the settler put on the new tile. */
    settler: z
      .object({ role: z.string().min(1), at: z.string().min(1) })
      .strict()
      .optional(),
    /** The Discovery: the figure put on the new tile (its role follows the region). */
    figure: z
      .object({ at: z.string().min(1) })
      .strict()
      .optional(),
    /** The Discovery: the figure taken back to score its region (the tile it stands on). */
    withdraw: z.object({ x: z.number().int(), y: z.number().int() }).strict().optional(),
  })
  .strict()
  .refine((m) => (m.col !== undefined && m.row !== undefined) !== (m.x !== undefined && m.y !== undefined), {
    message: 'a move names col/row (New World) or x/y (The Discovery)',
  })
  .refine((m) => [m.settler, m.figure, m.withdraw].filter(Boolean).length <= 1, {
    message: 'a move puts down one figure or takes one back, not more',
  });

/** A square named by a step: New World's col/row, The Discovery's x/y. */
const squareSchema = z.union([
  z.object({ col: z.number().int(), row: z.number().int() }).strict(),
  z.object({ x: z.number().int(), y: z.number().int() }).strict(),
]);

/**
 * A table in a lesson's page (The Discovery's rates): its name, its column heads, its rows (each row's first
 * cell heads it).
 */
export const lessonTableSchema = z
  .object({
    caption: z.string().min(3),
    head: z.array(z.string().min(1)).min(2),
    rows: z.array(z.array(z.string().min(1)).min(2)).min(1),
  })
  .strict()
  .refine((t) => t.rows.every((r) => r.length === t.head.length), {
    message: 'every row has as many cells as the head',
  });

/**
 * A link a reading points at: a ruling ("/rulings/eviction-after-every-move/") or a page and its anchor
 * ("/related/the-discovery/#open-questions-and-how-we-play-them").
 */
const seeLink = z
  .string()
  .regex(/^\/[a-z0-9/-]+\/(#[a-z0-9-]+)?$/, 'a ruling or page path, optionally with an anchor');
/**
 * Where a rule option is listed: New World's on /variants/rule-options/, The Discovery's on its page
 * ("/variants/rule-options/#option-eviction").
 */
const optionLink = z
  .string()
  .regex(
    /^\/(variants\/rule-options\/#option|related\/the-discovery\/#discovery-option)-[A-Za-z]+$/,
    "a rule option's anchor: /variants/rule-options/#option-<name> or /related/the-discovery/#discovery-option-<name>",
  );

/**
 * A reading of the rules the lesson relies on, where the sources leave a choice (or where the site
 * offers a variant): what the lesson takes as given, in players' words; the rulings or page
 * sections that explain it; and the rule option that holds the other reading, if there is one
 * (the lesson plays its default). The lesson page lists them under the board in both languages.
 */
export const lessonReadingSchema = z
  .object({
    says: z.string().min(10),
    see: z.array(seeLink).min(1),
    option: optionLink.optional(),
  })
  .strict();

export const lessonStepSchema = z
  .object({
    /** What the learner is asked to do, in players' words (or, for a move the lesson plays, what happens). */
    say: z.string().min(10),
    move: lessonMoveSchema,
    /** Who makes the move: the learner (default) or the lesson, for the other seats. */
    by: z.enum(['learner', 'lesson']).default('learner'),
    /** Shown when the learner makes another legal move: why this one. */
    hint: z.string().min(10).optional(),
    /** Said once the move is made and scored. */
    then: z.string().min(5).optional(),
    /**
     * Squares outlined on the board while the learner's step waits: what `say` points at (a trading post, a
     * flag, a city).
     */
    look: z.array(squareSchema).min(1).optional(),
    /** The rule the step teaches (linked from every refusal). */
    rule: ruleLink,
    /** Scores after the step: checked by the tests, never shown as an answer. */
    expect: z
      .object({ scores: z.record(z.number().int()) })
      .strict()
      .optional(),
  })
  .strict()
  .refine((s) => s.by === 'lesson' || s.hint !== undefined, { message: "a learner's step needs a hint" });

export const lessonQuestionSchema = z
  .object({
    /** The question, naming the move it asks about (or the end of the game). */
    ask: z.string().min(10),
    /** Whose points are asked for. */
    player: z.string().min(1),
    /** The move asked about (played by whoever's turn it is); without it, the final scoring of the position now. */
    move: lessonMoveSchema.optional(),
    rule: ruleLink,
    /** The answer the engine gives: checked by the tests against the engine, never shown before an answer. */
    expect: z.number().int(),
  })
  .strict();

export const lessonSchema = z
  .object({
    format: z.literal('lesson'),
    version: z.literal(1),
    /** Place in the course (1, 2, …). */
    order: z.number().int().min(1),
    title: z.string().min(5).max(80),
    /** One sentence for the list of lessons. */
    summary: z.string().min(20),
    minutes: z.number().int().min(1).max(15),
    /** Which seat the learner plays. */
    learner: z.string().min(1),
    /** The rules pages it teaches, each linked from the lesson and linking back. */
    teaches: z.array(z.object({ label: z.string().min(3), href: ruleLink }).strict()).min(1),
    /** Where the rules it follows come from. */
    source: z.string().min(10),
    /** The readings and rule options its moves and answers rely on (its answers hold under their defaults). */
    readings: z.array(lessonReadingSchema).min(1),
    /** Said before the first step. */
    intro: z.string().min(20),
    /** A small table on the lesson's page, above the board (The Discovery's rates). */
    table: lessonTableSchema.optional(),
    /** The position the lesson starts from: a game record (formats §3 or §8). */
    record: z
      .object({
        format: z.enum(['new-world-record', 'discovery-record']),
        players: z.array(z.string()).min(2),
      })
      .passthrough(),
    steps: z.array(lessonStepSchema).min(2),
    questions: z.array(lessonQuestionSchema).min(2).max(3),
    /** Said at the end. */
    outro: z.string().min(10),
  })
  .strict();

export type LessonMove = z.infer<typeof lessonMoveSchema>;
export type LessonStep = z.infer<typeof lessonStepSchema>;
export type LessonQuestion = z.infer<typeof lessonQuestionSchema>;
export type LessonReading = z.infer<typeof lessonReadingSchema>;
export type Lesson = z.infer<typeof lessonSchema>;

/** Check a lesson file against the schema; throws an Error naming the file and the field. */
export function parseLesson(raw: unknown, file: string): Lesson {
  const r = lessonSchema.safeParse(raw);
  if (!r.success) {
    const first = r.error.issues[0];
    throw new Error(`${file}: ${first.path.join('.') || '(root)'}: ${first.message}`);
  }
  return r.data;
}

/**
 * A lesson's page slug: its file name without the order prefix and `.json` ("01-placing-tiles.json" →
 * "placing-tiles").
 */
export const lessonSlug = (path: string) =>
  path
    .replace(/\\/g, '/')
    .replace(/^.*\//, '')
    .replace(/\.json$/, '')
    .replace(/^\d+-/, '');
