import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { docsSchema } from '@astrojs/starlight/schema';

// Pages live in content/docs/ (not Starlight's default src/content/docs/).
export const collections = {
  docs: defineCollection({
    loader: glob({ base: './content/docs', pattern: '**/*.{md,mdx}' }),
    schema: docsSchema(),
  }),
};
