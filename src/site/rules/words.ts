/**
 * The words a game's content gives a rule, found at the place the engine
 * says the rule sits. Each game's module (`ccg.ts`, `traders.ts`,
 * `ascension.ts`) reads them its own way; `index.ts` joins them with the
 * engine's own words and refuses a title written in both places or in none.
 */
import type { Places } from './places.ts';

export interface ContentWords {
  /** The rule's name as the content writes it (a front matter title, a heading, the bold words opening a block). */
  name?: string;
  /** The short tag the page shows on the rule: the book's number "(2)(c)(ii)", "[3.2]", a note's id "A07". */
  label?: string;
  summary?: string;
  /** Where the summary (the content's, or else the engine's) states our reading: its note's anchor on the game's Source notes page. */
  summaryNote?: string;
  /** The file (or, for the round's data, the engine module) the name is written in, when the content names the rule. */
  from?: string;
}

/** What the game's content says of one rule, or a sentence saying why it cannot be found. */
export type WordsOf = (root: string, id: string) => ContentWords | string;

export interface GameWords {
  words: WordsOf;
  /** The words a link shows, from the rule's name and label. */
  title: (name: string, label: string | undefined) => string;
}

/** A block's or a heading's name at `anchor` of `places`: the heading inside the block, else its bold lead, else the heading with that anchor. */
export function nameAt(places: Places, anchor: string): string | undefined {
  const block = places.blocks.get(anchor);
  return block?.heading ?? block?.lead ?? places.headings.get(anchor);
}

/** The first letter in capitals ("what the table means" → "What the table means"). */
export const capitalised = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
