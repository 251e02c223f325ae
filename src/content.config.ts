/**
 * Content collections: the words of the site, one file per entry under
 * `content/<game>/<kind>/`, one collection per game and kind, named
 * `<game><Kind>` (`ccgGlossary`; see src/site/content.ts). A bad entry fails
 * the build with the file and the field.
 */
import { defineCollection, z } from 'astro:content';
import { glob, type Loader } from 'astro/loaders';
import { parseIconSpec } from './icons/render.ts';
import { ASCENSION, CCG, TRADERS, contentDir, sourceDocIds, type Game } from './site/games/index.ts';
import { isRoundPhaseId, phaseDef } from './engine/ccg/round/index.ts';

/** A citation: one of the game's source documents (its registry entry) and a section. */
const sourceOf = (game: Game) =>
  z.object({
    doc: z.enum(sourceDocIds(game)),
    section: z.string().min(1),
  });

/**
 * Astro's glob loader only logs an entry it cannot read or render (a Markdown
 * entry's unknown icon or term) and goes on, so the build would fail minutes
 * later, at the page. This loader fails the content sync itself with what was
 * logged: `astro sync`, `astro check` and the build stop at once.
 */
function failingOnErrors(loader: Loader): Loader {
  return {
    ...loader,
    load: async (context) => {
      const errors: string[] = [];
      const logger = Object.create(context.logger, {
        error: {
          value: (message: string) => {
            errors.push(message);
            context.logger.error(message);
          },
        },
      }) as typeof context.logger;
      await loader.load({ ...context, logger });
      if (errors.length > 0) throw new Error(`${loader.name}: ${errors.join('\n')}`);
    },
  };
}

const folder = (game: Game, kind: string, pattern = '*.{md,mdx}') => failingOnErrors(glob({ pattern, base: `./${contentDir(game, kind)}` }));

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

const termFields = (game: Game) => ({
  title: z.string().min(1),
  summary,
  /** Real other names of the term (an abbreviation, another game's word): shown as "Also called" and listed in the A-Z as "see". */
  aliases: z.array(z.string().min(1)).default([]),
  /** Names search and term links find but the A-Z does not list: other forms of the word, narrower names, misspellings. */
  searchAliases: z.array(z.string().min(1)).default([]),
  /** Questions players ask that this entry answers, in their words: shown on the entry as "Answers:" and searched. */
  answers: z
    .array(
      z
        .string()
        .min(8, 'an answered question is a whole question')
        .max(140, 'an answered question is one short question (140 characters at most)')
        .refine((q) => q.trim().endsWith('?'), 'an answered question ends with a question mark'),
    )
    .default([]),
  icon: iconSpec.optional(),
  sources: z.array(sourceOf(game)).min(1, 'cite at least one source section'),
  related: z.array(z.string().regex(/^(glossary\/|keywords\/)?[a-z0-9-]+$/, 'a related entry is a slug, optionally glossary/<slug> or keywords/<slug>')).default([]),
});

const ccgGlossary = defineCollection({
  loader: folder(CCG, 'glossary'),
  schema: z.object({
    ...termFields(CCG),
    /** Entry of the Rules Reference glossary (true) or a term from the booklet we added. */
    inRulesReference: z.boolean().default(false),
  }),
});

const ccgKeywords = defineCollection({
  loader: folder(CCG, 'keywords'),
  schema: z.object({
    ...termFields(CCG),
    /** The keyword as printed, with its parameter: "Hardened (X)". */
    printed: z.string().min(1),
  }),
});

/**
 * Reference pages of the CCG: `content/ccg/pages/<path>.mdx` → `/ccg/<path>/`. A round page names
 * its phase instead of a title: the phase's name is written once, in the engine's round data.
 */
const ccgPages = defineCollection({
  loader: folder(CCG, 'pages', '**/*.{md,mdx}'),
  schema: z
    .object({
      title: z.string().min(1).optional(),
      summary,
      aliases: z.array(z.string().min(1)).default([]),
      sources: z.array(sourceOf(CCG)).min(1, 'cite at least one source section'),
      /** For a round page: the phase whose diagram opens the page, and whose name titles it. */
      phase: z.string().refine(isRoundPhaseId, 'phase must be one of the round data ids in src/engine/ccg/round').optional(),
      /** Wider layout for pages with big tables or drawings. */
      wide: z.boolean().default(false),
    })
    .superRefine((d, ctx) => {
      if (d.phase !== undefined && d.title !== undefined) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['title'], message: `a round page takes its title from the phase's name in src/engine/ccg/round; remove title` });
      if (d.phase === undefined && d.title === undefined) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['title'], message: 'title is required' });
    })
    .transform((d) => ({ ...d, title: d.title ?? (d.phase !== undefined && isRoundPhaseId(d.phase) ? phaseDef(d.phase).name : '') })),
});

const ccgToolSlugs = CCG.tools.map((t) => t.slug) as [string, ...string[]];

/** The books' worked examples, retold, each with its tool: `content/ccg/examples/<slug>.mdx`. */
const ccgExamples = defineCollection({
  loader: folder(CCG, 'examples'),
  schema: z.object({
    title: z.string().min(1),
    summary,
    aliases: z.array(z.string().min(1)).default([]),
    sources: z.array(sourceOf(CCG)).min(1, 'cite the section of the book the example comes from'),
    /** The tool the example steps through (a slug of the CCG's tools in src/site/games/ccg.ts). */
    tool: z.enum(ccgToolSlugs),
    /** Position on the examples page, in the books' order. */
    order: z.number().int(),
  }),
});

/** A game's glossary: one file per term, the same fields in every game. */
const glossaryOf = (game: Game) => defineCollection({ loader: folder(game, 'glossary'), schema: z.object(termFields(game)) });

/** A game's reference pages: `content/<game>/pages/<path>.mdx` → `/<game>/<path>/`. */
const pagesOf = (game: Game) =>
  defineCollection({
    loader: folder(game, 'pages', '**/*.{md,mdx}'),
    schema: z.object({
      title: z.string().min(1),
      summary,
      aliases: z.array(z.string().min(1)).default([]),
      sources: z.array(sourceOf(game)).min(1, 'cite at least one source section'),
      wide: z.boolean().default(false),
    }),
  });

const tradersGlossary = glossaryOf(TRADERS);
const tradersPages = pagesOf(TRADERS);
const ascensionGlossary = glossaryOf(ASCENSION);
const ascensionPages = pagesOf(ASCENSION);

export const collections = { ccgGlossary, ccgKeywords, ccgPages, ccgExamples, tradersGlossary, tradersPages, ascensionGlossary, ascensionPages };
