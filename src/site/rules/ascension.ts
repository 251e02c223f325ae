/**
 * The Ascension rule words: each section and note is a rule block of the
 * content (`:::rule{#a-3-2 label="[3.2]"}` then `## Movement through an
 * explored system`), which gives its label and its name; the summary is the
 * engine's. [12.0], the A-Z index, is in no content block: its title is the
 * engine's.
 */
import { RULES, isAscensionRuleId } from '../../engine/ascension/rules.ts';
import { ASCENSION_CHAPTER_PAGES } from '../rule-links/index.ts';
import { contentDir, ASCENSION } from '../games/index.ts';
import { placesOf } from './places.ts';
import type { ContentWords, GameWords } from './words.ts';

/** The content page a section or note is written on, or undefined for one no page holds (the A-Z index). */
function pageOf(at: (typeof RULES)[keyof typeof RULES]['at']): string | undefined {
  if (at.kind === 'note') return 'source-notes';
  const page = ASCENSION_CHAPTER_PAGES[Number(/^a-(\d+)-/.exec(at.anchor)?.[1])];
  return page === 'glossary' ? undefined : page;
}

function words(root: string, id: string): ContentWords | string {
  if (!isAscensionRuleId(id)) return `${id} is not a registered Ascension rule id`;
  const at = RULES[id].at;
  const page = pageOf(at);
  if (page === undefined) return {};
  const path = `${contentDir(ASCENSION, 'pages')}/${page}.mdx`;
  const block = placesOf(root, path)?.blocks.get(at.anchor);
  if (!block) return `${path} has no rule block {#${at.anchor}}`;
  if (block.label === undefined) return `the block {#${at.anchor}} of ${path} has no label="…"`;
  if (block.heading === undefined) return `the block {#${at.anchor}} of ${path} has no heading`;
  // A note's summary (the engine's) is our reading itself: it carries the note's label.
  return { name: block.heading, label: block.label, ...(at.kind === 'note' ? { summaryNote: at.anchor } : {}), from: path };
}

export const ASCENSION_WORDS: GameWords = {
  words,
  // "[3.2]" and "Movement through an explored system"; a label that names the part itself ("[9.6] Siege World") is the title.
  title: (name, label) => (label === undefined ? name : /\s/.test(label) ? label : `${label} ${name}`),
};
