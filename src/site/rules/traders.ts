/**
 * The Traders rule words: a rule of the book takes its label, the book's
 * number, from its block on the rules page (`:::rule{#t-2-c-ii
 * label="(2)(c)(ii)"}`); its title and summary are the engine's, since no page
 * states them. A note takes its label and title from its block on the source
 * notes page, and its summary from the engine, labelled as our reading with
 * the note itself.
 */
import { RULES, isTradersRuleId } from '../../engine/traders/rules/index.ts';
import { contentDir, TRADERS } from '../games/index.ts';
import { notesOf } from '../readings.ts';
import { placesOf } from './places.ts';
import { capitalised, type ContentWords, type GameWords } from './words.ts';

const PAGE = { rule: 'rules', note: 'source-notes' } as const;

function words(root: string, id: string): ContentWords | string {
  if (!isTradersRuleId(id)) return `${id} is not a registered Traders rule id`;
  const at = RULES[id].at;
  const path = `${contentDir(TRADERS, 'pages')}/${PAGE[at.kind]}.mdx`;
  const block = placesOf(root, path)?.blocks.get(at.anchor);
  if (!block) return `${path} has no rule block {#${at.anchor}}`;
  if (block.label === undefined) return `the block {#${at.anchor}} of ${path} has no label="…"`;
  if (at.kind === 'rule') return { label: block.label, from: path };
  const note = notesOf(root, TRADERS.id).get(at.anchor);
  // A note's summary (the engine's) is our reading itself: it carries the note's label.
  return note ? { name: capitalised(note.title), label: block.label, summaryNote: at.anchor, from: path } : `${path} gives the note ${at.anchor} no title`;
}

export const TRADERS_WORDS: GameWords = { words, title: (name) => name };
