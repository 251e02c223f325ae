/**
 * Rule ids, shared by every game. The engine names a rule by id and says where
 * in its own rule book the rule sits; it never knows a site address. A rule id
 * starts with its game's id and a dot (`<game>.<the game's own name>`); the
 * kernel knows no game, so it reads the prefix and leaves its meaning to the
 * site, which turns ids into links (`src/site/rule-links/`).
 */

/** A rule id of one game: its prefix, then the game's own name for the rule. */
export type GameRuleId<G extends string = string> = `${G}.${string}`;

/**
 * What the engine knows of a rule: where it sits, in the game's own terms (`L`),
 * and its words only where no page of the content states them. The site's rule
 * registry (`src/site/rules/`) takes every other title and summary from the
 * content, and refuses a title written in both places: each is written once.
 */
export interface RuleEntry<L> {
  at: L;
  /** The rule's name, when no page of the content gives it one. */
  title?: string;
  /** One sentence of ours on what the rule decides, when no page of the content gives one. */
  summary?: string;
  /** Where that sentence states our reading of an unclear rule: its note's anchor on the game's Source notes page. */
  summaryNote?: string;
}

/** A game's rules: every id it cites, each with its entry. */
export type RuleRegistry<Id extends string, L> = Readonly<Record<Id, RuleEntry<L>>>;

/** A rule as a reader meets it: a title and the address of the page that explains it. */
export interface RuleLinkTarget {
  href: string;
  title: string;
}

/** Turns a rule id into its link (with its summary and page, when the catalogue gives them), or undefined for an id it does not know. */
export type RuleResolver = (id: string) => RuleCatalogueEntry | undefined;

/** The game prefix of an id (`ccg` of `ccg.cost`); undefined when the id has no `<prefix>.` start. */
export function gameOfRule(id: string): string | undefined {
  const dot = id.indexOf('.');
  const prefix = dot > 0 ? id.slice(0, dot) : '';
  return /^[a-z][a-z0-9-]*$/.test(prefix) ? prefix : undefined;
}

/** Whether `id` is registered in `registry` (own keys only, so `toString` is not a rule). */
export function isRegistered<Id extends string>(registry: RuleRegistry<Id, unknown>, id: string): id is Id {
  return Object.prototype.hasOwnProperty.call(registry, id);
}

/**
 * The note a rule's summary rests on, where the summary states our reading of
 * an unclear rule: whatever shows the summary shows the "Our reading" label
 * (with the note's id when the label shows one, "A09") linking to the note.
 */
export interface SummaryNote {
  /** The note's anchor on the game's Source notes page (A09, AM-44, slot-owner). */
  id: string;
  /** The note's address (`/traders/source-notes/#A09`). */
  href: string;
  /** The id as the label shows it ("A09"); absent where the label says only "Our reading". */
  shown?: string;
  /** The label's accessible name: "Our reading A09: who can be a target". */
  name: string;
}

/**
 * A rule as published in a game's catalogue (`rules.json`): its link, its
 * one-sentence answer when it has one, and the title of the page it leads to.
 */
export interface RuleCatalogueEntry extends RuleLinkTarget {
  summary?: string;
  /** Where the summary states our reading: its note. */
  summaryNote?: SummaryNote;
  /** Where the rule is itself a source note (a link to it leads to our reading of an unclear rule): the note, as its label names it. */
  note?: SummaryNote;
  page?: string;
}

/** The shape of a game's published rule catalogue; `version` changes only when the shape does. */
export interface RuleCatalogue {
  version: 1;
  game: string;
  rules: Record<string, RuleCatalogueEntry>;
}

const isCatalogueEntry = (v: unknown): v is RuleCatalogueEntry => {
  const e = v as Partial<Record<keyof RuleCatalogueEntry, unknown>> | null;
  return (
    typeof e === 'object' &&
    e !== null &&
    typeof e.href === 'string' &&
    typeof e.title === 'string' &&
    typeof (e.summary ?? '') === 'string' &&
    typeof (e.page ?? '') === 'string'
  );
};

/** A resolver over a catalogue read from outside (a fetched file), or the sentence saying why it is not one. */
export function catalogueResolver(raw: unknown): RuleResolver | string {
  if (typeof raw !== 'object' || raw === null) return 'the rule catalogue is not an object';
  const c = raw as Partial<RuleCatalogue>;
  if (c.version !== 1) return `the rule catalogue has version ${String(c.version)}, not 1`;
  if (typeof c.rules !== 'object' || c.rules === null) return 'the rule catalogue lists no rules';
  const rules = c.rules;
  return (id) => {
    const e = Object.prototype.hasOwnProperty.call(rules, id) ? rules[id] : undefined;
    return isCatalogueEntry(e) ? e : undefined;
  };
}
