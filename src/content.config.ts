import { defineCollection, z } from 'astro:content';
import { glob } from 'astro/loaders';
import { docsSchema } from '@astrojs/starlight/schema';
import { OPTIONS } from '@engine/options';
import { exampleSchema } from '@lib/content/example-schema';
import { AUTHORITIES } from '@lib/content/rulings';

/** Where a claim comes from, e.g. "Rulebook, Placing land tiles" or "Wiki, footnote 7". */
const sources = z.array(z.string().min(3)).default([]);

const [firstOption, ...otherOptions] = OPTIONS.map((o) => o.name);
const optionNames: [string, ...string[]] = [firstOption, ...otherOptions];

// Pages live in content/docs/ (not Starlight's default src/content/docs/).
export const collections = {
  docs: defineCollection({
    loader: glob({ base: './content/docs', pattern: '**/*.{md,mdx}' }),
    schema: docsSchema({
      extend: z.object({
        /** Citations for the page; shown under "Sources" at its end. Every page needs one. */
        sources,
        /** Players' words for what the page is about, indexed for search (road, meeple…). */
        aliases: z.array(z.string().min(2)).optional(),
      }),
    }),
  }),
  /**
   * The worked examples (every JSON file under content/examples/): game records with what they show and
   * what their replay must give. The same schema checks them in the tests (src/lib/example-schema.ts).
   */
  examples: defineCollection({
    loader: glob({ base: './content/examples', pattern: '**/*.json' }),
    schema: exampleSchema,
  }),
  /** One entry per ruling or FAQ answer (content/rulings/*.md); the body is the explanation. */
  rulings: defineCollection({
    // English rulings at the top, French twins in fr/ (ids `fr/<slug>`): src/lib/content/ruling-lang.ts.
    loader: glob({ base: './content/rulings', pattern: '**/*.md' }),
    schema: z.object({
      /** Short title for lists and the sidebar, e.g. "Do start spaces count as tiles?". */
      title: z.string().min(5).max(80),
      /** The question as players ask it. */
      question: z.string().min(10),
      /** One or two sentences: the answer the engine follows. */
      answer: z.string().min(10),
      /** Where the answer comes from: rulebook section, wiki footnote, publisher answer. */
      source: z.string().min(5),
      /** How much weight it carries. */
      authority: z.enum(AUTHORITIES),
      /**
       * The rule section it clarifies: a rules page and a stable rule anchor, e.g.
       * "/rules/placing-tiles/#r-placement-1" (the page shows the ruling next to that rule).
       */
      clarifies: z
        .string()
        .regex(
          /^\/[a-z0-9/-]+\/#r-[a-z0-9-]+$/,
          'a page path and a rule anchor, e.g. /rules/placing-tiles/#r-placement-1',
        )
        .optional(),
      /** The edition(s) it applies to, e.g. "English rulebook (Rio Grande Games, 2008)". */
      edition: z.string().min(5).optional(),
      /** When it was added to this site (YYYY-MM-DD). */
      added: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/)
        .optional(),
      /** The rules page that covers it, e.g. "/surveyors/fallen-behind/". */
      related: z.string().startsWith('/'),
      /** The engine option that implements the other reading, if any. */
      option: z.enum(optionNames).optional(),
      /** Players' words for what the ruling is about, indexed for search. */
      aliases: z.array(z.string().min(2)).default([]),
      /** Sort order on the index. */
      order: z.number().int().default(100),
    }),
  }),
};
