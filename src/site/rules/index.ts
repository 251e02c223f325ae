/**
 * The rule registry of each game: every rule id the engine registers, with its
 * title, label, summary and address, each written once. The engine gives the
 * ids and where each rule sits (`src/engine/<game>/rules*`), and the words no
 * page states (a Traders rule's title, the summaries of Traders and Ascension);
 * the content gives every other word, read from the place the rule sits (a
 * glossary entry's front matter, a heading, a rule block's label and heading,
 * the Source notes page). A title written in both places, or in neither, is a
 * problem that fails the build (and `npm run check:content`), so a name
 * changed in one place changes everywhere: the pages and components that name
 * a rule, the previews, search (which reads the built pages) and `rules.json`
 * all read it from here.
 *
 * Build time, Node (it reads the content files); the tools get the same words
 * from `<game>/rules.json`.
 */
import { RULES as CCG_RULES } from '../../engine/ccg/index.ts';
import { RULES as TRADERS_RULES } from '../../engine/traders/rules/index.ts';
import { RULES as ASCENSION_RULES } from '../../engine/ascension/rules.ts';
import { gameOfRule, type RuleEntry, type RuleLinkTarget, type SummaryNote } from '../../engine/core/rules.ts';
import { NOTES_PAGE, readingLabel } from '../readings.ts';
import { gameById, pathIn } from '../games/index.ts';
import { ruleHref, ruleIdsOf } from '../rule-links/index.ts';
import { forgetPlaces } from './places.ts';
import { CCG_WORDS } from './ccg.ts';
import { TRADERS_WORDS } from './traders.ts';
import { ASCENSION_WORDS } from './ascension.ts';
import type { ContentWords, GameWords } from './words.ts';

export interface RuleRecord {
  id: string;
  /** What a link to the rule says: "Expenses, Expend and Expense Value", "[3.2] Movement through an explored system", "Our reading: Queue passing". */
  title: string;
  /** The rule's own name, without its label. */
  name: string;
  /** The short tag the page shows on the rule ("(2)(c)(ii)", "[3.2]", "A07"), where it has one. */
  label?: string;
  /** One sentence on what the rule decides, where the content or the engine gives one. */
  summary?: string;
  /** Where that sentence states our reading of an unclear rule: its note, which every place that shows the summary labels it with. */
  summaryNote?: SummaryNote;
  /** Where the rule is itself a source note: the note, so that a step citing it carries the "Our reading" label as a summary resting on it does. */
  note?: SummaryNote;
  href: string;
  /** Where the title is written: a content file, or the engine module when no page states it. */
  from: string;
}

interface GameRules {
  engine: Readonly<Record<string, RuleEntry<unknown>>>;
  /** The engine module that writes the words no page states. */
  module: string;
  words: GameWords;
}

const GAMES: Readonly<Record<string, GameRules>> = {
  ccg: { engine: CCG_RULES, module: 'src/engine/ccg/rules.ts', words: CCG_WORDS },
  traders: { engine: TRADERS_RULES, module: 'src/engine/traders/rules/', words: TRADERS_WORDS },
  ascension: { engine: ASCENSION_RULES, module: 'src/engine/ascension/rules.ts', words: ASCENSION_WORDS },
};

export interface Registry {
  rules: ReadonlyMap<string, RuleRecord>;
  /** Why some ids have no record: each a sentence naming the id and what is wrong. */
  problems: string[];
}

/** A note's label for a summary, or the sentence saying why there is none. */
export type NoteOf = (note: string) => SummaryNote | string;

/** The notes of one game's Source notes page under `root`, as a summary's label. */
export const notesAt =
  (root: string, game: string): NoteOf =>
  (note) => {
    const found = readingLabel(root, game, note);
    if (!found.ok) return found.error;
    const { id, href, shown, name } = found.label;
    return { id, href, ...(shown === undefined ? {} : { shown }), name };
  };

const NO_NOTES: NoteOf = (note) => `no Source notes page to find the note "${note}" on`;

/**
 * One rule's record from the engine's words and the content's, or the sentence
 * saying why there is none: a title written in both places or in neither, a
 * summary written twice, a summary's note that no Source notes page has.
 */
export function joinWords(
  id: string,
  href: string,
  engine: Pick<RuleEntry<unknown>, 'title' | 'summary' | 'summaryNote'>,
  content: ContentWords,
  words: GameWords,
  module: string,
  notes: NoteOf = NO_NOTES,
): RuleRecord | string {
  if (content.name !== undefined && engine.title !== undefined) {
    return `${id}: its title is written twice, "${engine.title}" in ${module} and "${content.name}" in ${content.from ?? 'the content'}; keep the content's and remove the engine's`;
  }
  if (content.summary !== undefined && engine.summary !== undefined) return `${id}: its summary is written twice, in ${module} and in ${content.from ?? 'the content'}; keep one`;
  const name = content.name ?? engine.title;
  if (name === undefined || name.trim() === '') return `${id}: no title, neither in the content where it sits nor in ${module}`;
  const summary = content.summary ?? engine.summary;
  const noteId = content.summaryNote ?? engine.summaryNote;
  if (noteId !== undefined && summary === undefined) return `${id}: it names the note ${noteId} for a summary it does not have`;
  const summaryNote = noteId === undefined ? undefined : notes(noteId);
  if (typeof summaryNote === 'string') return `${id}: its summary's note: ${summaryNote}`;
  return {
    id,
    title: words.title(name, content.label),
    name,
    ...(content.label === undefined ? {} : { label: content.label }),
    ...(summary === undefined ? {} : { summary }),
    ...(summaryNote === undefined ? {} : { summaryNote }),
    href,
    from: content.name !== undefined ? (content.from ?? module) : module,
  };
}

/** The record, with its `note` when its address is a note of the game's Source notes page (`notesPage`). */
function withNote(record: RuleRecord, notes: NoteOf, notesPage: string): RuleRecord {
  const [page, anchor] = record.href.split('#');
  if (page !== notesPage || !anchor) return record;
  const note = notes(anchor);
  return typeof note === 'string' ? record : { ...record, note };
}

/** The registry of one game, built from its engine registry and its content under `root`. */
export function buildRegistry(root: string, game: string): Registry {
  const rules = new Map<string, RuleRecord>();
  const problems: string[] = [];
  const g = GAMES[game];
  if (!g) return { rules, problems };
  const notes = notesAt(root, game);
  const notesPage = pathIn(gameById(game), NOTES_PAGE);
  for (const id of ruleIdsOf(game)) {
    const content = g.words.words(root, id);
    const record = typeof content === 'string' ? `${id}: ${content}` : joinWords(id, ruleHref(id)!, g.engine[id]!, content, g.words, g.module, notes);
    if (typeof record === 'string') problems.push(record);
    else rules.set(id, withNote(record, notes, notesPage));
  }
  return { rules, problems };
}

let cache: { root: string; at: number; games: Map<string, Registry> } | undefined;

/** The game's registry under `root` (the working directory by default), re-read at most once a second so `astro dev` sees edits. */
export function registryOf(game: string, root = process.cwd()): Registry {
  const now = Date.now();
  if (!cache || cache.root !== root || now - cache.at > 1000) {
    forgetPlaces();
    cache = { root, at: now, games: new Map() };
  }
  let r = cache.games.get(game);
  if (!r) {
    r = buildRegistry(root, game);
    cache.games.set(game, r);
  }
  return r;
}

/** Every rule of a game, in the engine's order; throws (failing the build) when any rule's words are missing or written twice. */
export function rulesOf(game: string, root = process.cwd()): RuleRecord[] {
  const r = registryOf(game, root);
  if (r.problems.length > 0) throw new Error(`The ${game} rule registry:\n  ${r.problems.join('\n  ')}`);
  return [...r.rules.values()];
}

/** The record of any game's rule id; undefined for an id no game registers. Throws, failing the build, when the game's registry has problems. */
export function ruleEntry(id: string, root = process.cwd()): RuleRecord | undefined {
  const game = gameOfRule(id);
  if (game === undefined || !GAMES[game]) return undefined;
  rulesOf(game, root);
  return registryOf(game, root).rules.get(id);
}

/** A rule's link: its address and title; undefined for an unknown id. */
export function ruleLink(id: string, root = process.cwd()): RuleLinkTarget | undefined {
  const r = ruleEntry(id, root);
  return r && { href: r.href, title: r.title };
}

/** The problems of every game's registry (for the content lint and the tests). */
export function registryProblems(root: string): string[] {
  forgetPlaces();
  return Object.keys(GAMES).flatMap((game) => buildRegistry(root, game).problems);
}

/** The games that have a rule registry. */
export const REGISTRY_GAMES: readonly string[] = Object.keys(GAMES);
