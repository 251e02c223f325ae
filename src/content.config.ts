/**
 * Content collections: the words of the site, one file per entry under
 * `content/`. A bad entry fails the build with the file and the field.
 */
import { defineCollection, z } from 'astro:content';
import { glob } from 'astro/loaders';
import { parseIconSpec } from './icons/render.ts';
import { SOURCE_DOC_IDS } from './site/sources.ts';
import { isRoundPhaseId } from './engine/ccg/round/index.ts';

const source = z.object({
  doc: z.enum(SOURCE_DOC_IDS),
  section: z.string().min(1),
});

const iconSpec = z.string().superRefine((value, ctx) => {
  const parsed = parseIconSpec(value);
  if (!parsed.ok) ctx.addIssue({ code: z.ZodIssueCode.custom, message: parsed.error });
});

/** One plain sentence: no line breaks, ends with a full stop, short enough for a preview. */
const summary = z
  .string({ required_error: 'a one-sentence summary is required' })
  .min(20, 'the summary must be a whole sentence')
  .max(240, 'the summary must fit in a preview (240 characters at most)')
  .refine((s) => /[.!?]$/.test(s.trim()), 'the summary must end with a full stop')
  .refine((s) => !s.includes(':term[') && !s.includes(':icon['), 'the summary is plain text: no shortcodes');

const termFields = {
  title: z.string().min(1),
  summary,
  aliases: z.array(z.string().min(1)).default([]),
  icon: iconSpec.optional(),
  sources: z.array(source).min(1, 'cite at least one source section'),
  related: z.array(z.string().regex(/^(glossary\/|keywords\/)?[a-z0-9-]+$/, 'a related entry is a slug, optionally glossary/<slug> or keywords/<slug>')).default([]),
};

const glossary = defineCollection({
  loader: glob({ pattern: '*.{md,mdx}', base: './content/ccg/glossary' }),
  schema: z.object({
    ...termFields,
    /** Entry of the Rules Reference glossary (true) or a term from the booklet we added. */
    inRulesReference: z.boolean().default(false),
  }),
});

const keywords = defineCollection({
  loader: glob({ pattern: '*.{md,mdx}', base: './content/ccg/keywords' }),
  schema: z.object({
    ...termFields,
    /** The keyword as printed, with its parameter: "Hardened (X)". */
    printed: z.string().min(1),
  }),
});

/** Reference pages of the CCG section: `content/ccg/pages/<path>.mdx` → `/ccg/<path>/`. */
const pages = defineCollection({
  loader: glob({ pattern: '**/*.{md,mdx}', base: './content/ccg/pages' }),
  schema: z.object({
    title: z.string().min(1),
    summary,
    aliases: z.array(z.string().min(1)).default([]),
    sources: z.array(source).min(1, 'cite at least one source section'),
    /** For a round page: the phase whose diagram opens the page. */
    phase: z.string().refine(isRoundPhaseId, 'phase must be one of the round data ids in src/engine/ccg/round.ts').optional(),
    /** Wider layout for pages with big tables or drawings. */
    wide: z.boolean().default(false),
  }),
});

/** The books' worked examples, retold, each with its tool: `content/ccg/examples/<slug>.mdx`. */
const examples = defineCollection({
  loader: glob({ pattern: '*.{md,mdx}', base: './content/ccg/examples' }),
  schema: z.object({
    title: z.string().min(1),
    summary,
    aliases: z.array(z.string().min(1)).default([]),
    sources: z.array(source).min(1, 'cite the section of the book the example comes from'),
    /** The tool the example steps through (a slug of src/site/tools.ts). */
    tool: z.enum(['queue', 'expense', 'piracy', 'resolve', 'round']),
    /** Position on the examples page, in the books' order. */
    order: z.number().int(),
  }),
});

export const collections = { glossary, keywords, pages, examples };
