/**
 * Rule ids, shared by every game. The engine names a rule by id and says where
 * in its own rule book the rule sits; it never knows a site address. A rule id
 * starts with its game: `ccg.timing.queue`, `traders.…`, `ascension.…`.
 * The site turns ids into links (`src/site/rule-links/`).
 */

export const GAMES = ['ccg', 'traders', 'ascension'] as const;
export type GameId = (typeof GAMES)[number];

/** A rule id of one game: its prefix, then the game's own name for the rule. */
export type GameRuleId<G extends GameId = GameId> = `${G}.${string}`;

/** What the engine knows of a rule: its title and where it sits, in the game's own terms (`L`). */
export interface RuleEntry<L> {
  title: string;
  at: L;
}

/** A game's rules: every id it cites, each with its entry. */
export type RuleRegistry<Id extends string, L> = Readonly<Record<Id, RuleEntry<L>>>;

/** A rule as a reader meets it: a title and the address of the page that explains it. */
export interface RuleLinkTarget {
  href: string;
  title: string;
}

/** Turns a rule id into its link, or undefined for an id it does not know. */
export type RuleResolver = (id: string) => RuleLinkTarget | undefined;

/** The game an id belongs to, read from its prefix. */
export function gameOfRule(id: string): GameId | undefined {
  const prefix = id.slice(0, id.indexOf('.'));
  return (GAMES as readonly string[]).includes(prefix) ? (prefix as GameId) : undefined;
}

/** Whether `id` is registered in `registry` (own keys only, so `toString` is not a rule). */
export function isRegistered<Id extends string>(registry: RuleRegistry<Id, unknown>, id: string): id is Id {
  return Object.prototype.hasOwnProperty.call(registry, id);
}
