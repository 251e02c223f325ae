/**
 * The CCG's rule registry: every rule id the engine cites, with where the rule
 * sits in the rule book (a glossary entry, a keyword, a stage of a phase, one
 * of our readings). Trace steps and errors carry these ids; `RuleId` is the
 * type of a registered id, so an unknown id fails the type check. The site
 * turns a location into a link (`src/site/rule-links/ccg.ts`) and takes each
 * rule's title from the place it points to (`src/site/rules/ccg.ts`): a glossary
 * entry's or keyword's front matter, a heading of a page, the round's data in
 * `round/`. No title is written here, so none can disagree with its page.
 *
 * Id scheme:
 *   ccg.<glossary-slug>[.<part>]       a glossary entry (and a part of it)
 *   ccg.keyword.<keyword-slug>         a keyword
 *   ccg.round.<phase>[.stage-<n>]      a phase of the round, and its stages
 *   ccg.note.<note-id>                 our reading of an unclear point
 *   ccg.edition[.<slug>]               the two editions: what decides a step under
 *                                      the earlier one (an entry of the changes page)
 */
import { isRegistered, type RuleEntry as CoreRuleEntry, type RuleRegistry } from '../core/rules.ts';

/** Where a CCG rule sits, independent of any site address. */
export type CcgRuleLocation =
  | { kind: 'glossary'; slug: string; part?: string }
  | { kind: 'keyword'; slug: string }
  | { kind: 'phase'; phase: string }
  | { kind: 'stage'; phase: string; n: number }
  | { kind: 'note'; id: string }
  /** Another topic of the rule book (`setup`, `solo`, …), and a section of it. */
  | { kind: 'page'; path: string; anchor?: string };

export type RuleEntry = CoreRuleEntry<CcgRuleLocation>;

const glossary = (slug: string, part?: string): RuleEntry => (part === undefined ? { at: { kind: 'glossary', slug } } : { at: { kind: 'glossary', slug, part } });
const stage = (phase: string, n: number): RuleEntry => ({ at: { kind: 'stage', phase, n } });
const phase = (slug: string): RuleEntry => ({ at: { kind: 'phase', phase: slug } });
const page = (path: string, anchor?: string): RuleEntry => (anchor === undefined ? { at: { kind: 'page', path } } : { at: { kind: 'page', path, anchor } });

/** Glossary entries: the id `ccg.<slug>`. */
const GLOSSARY_RULES = [
  'golden-rule',
  'platinum-rule',
  'victory',
  'modifier',
  'native',
  'cost',
  'control-vs-ownership',
  'limited',
  'procure',
  'infamy',
  'expenses',
  'bankruptcy',
  'deck-discard-pile',
  'captains-deck',
  'adventure-deck',
  'hand-size',
  'discard-card',
  'discard-token',
  'jettison',
  'exert',
  'ready',
  'disperse',
  'timing',
  'effect',
  'ability',
  'action',
  'reaction',
  'cancel',
  'target',
  'transient',
  'permanents',
  'use',
  'acting-captain',
  'initiative-order',
  'initiative',
  'piracy',
  'attack-value',
  'defense-value',
  'structure',
  'wound',
  'restore',
  'enemy-ship',
  'upgrade',
  'crew',
  'gear',
  'connection',
  'ship',
  'event',
  'heroic-action',
  'resource-pool',
  'capabilities',
  'skills',
  'skill-levels',
  'jack-of-all-trades',
  'token',
  'trait',
  'contract',
  'complication',
  'subplot',
  'competition',
  'eligible',
  'committed',
  'victory-points',
  'cards',
  'card-slots',
  'contract-slots',
  'deck-construction',
  'abandonment',
  'jump-and-distance',
  'attach',
  'non-human',
  'linked-icons',
] as const;

/** Keywords: the id `ccg.keyword.<slug>`. */
const KEYWORD_RULES = [
  'armor',
  'armor-penetration',
  'cash',
  'concealed',
  'countermeasure',
  'critical',
  'equity',
  'expendable',
  'hardened',
  'hindrance',
  'humaniti',
  'infamous',
  'integral',
  'invulnerable',
  'mechanical',
  'reflec',
  'replenish',
  'resilient',
  'restricted',
  'trifling',
] as const;

/** Our readings of unclear points: the id `ccg.note.<id>`. */
const NOTE_RULES = [
  'queue-passing',
  'reactions-out-of-turn',
  'actions-outside-the-action-phase',
  'priority-ties',
  'limited-scope',
  'cancelled-permanent',
  'time-is-money-value',
  'missile-barbette-cost',
  'piracy-one-expense',
  'piracy-damage-source',
  'protection-stacking',
  'return-fire-values',
  'enemy-ship-structure',
  'enemy-ship-return-fire',
  'mechanical-ready-restore',
  'resilient-restore',
  'credits-floor',
  'credits-cost-shortfall',
  'restore-cost',
  'expend-until-met',
  'infamy-cost-modifier',
  'expendable-with-cash-equity',
  'victory-threshold',
  'victory-final-tie',
  'slot-owner',
  'first-captain-tie',
  'fourth-contract-slot',
  'contract-leaves-play',
  'jump-cost',
  'competition-subplots',
  'jack-held-skills',
  'requirements-one-by-one',
  'example-icons',
  'card-slots-icon',
  'over-limit-entry',
  'trifling-scope',
  'solo-complication-ties',
  'opposition-upkeep',
  'opposition-all-in-play',
  'opposition-lost-icons',
  'solo-challenge-scope',
  'solo-copy-caps',
  'solo-non-native',
  'earlier-edition',
] as const;

/**
 * Under the earlier edition: what decides a step whose text only the later
 * edition has (the id `ccg.edition.<slug>`, an entry `#earlier-<slug>` of the
 * edition changes page). See `editions/`.
 */
const EDITION_RULES = [
  'cost',
  'expenses',
  'bankruptcy',
  'ready-exert',
  'control',
  'cards',
  'token',
  'card-slots',
  'contract-slots',
  'deck-construction',
  'piracy',
  'skill-levels',
  'jack-of-all-trades',
  'setup',
  'ready-phase',
  'adventure-phase',
  'solo-adventure',
  'procurement',
  'procurement-victory-check',
  'action-phase',
  'resource-phase',
  'resolution-phase',
] as const;

/** Every other id, with its location spelled out. */
const OTHER_RULES = {
  // Timing
  'ccg.timing.queue': glossary('timing', 'the-queue'),
  'ccg.timing.activated': glossary('timing', 'activated-effects'),
  'ccg.timing.persistent': glossary('timing', 'persistent-effects'),
  'ccg.timing.priority': glossary('timing', 'priority'),
  'ccg.timing.phase-restrictions': glossary('timing', 'phase-restrictions'),
  'ccg.timing.indicator': glossary('timing', 'timing-indicator'),

  // The round, phase by phase
  'ccg.round.setup': page('setup'),
  'ccg.round.ready': phase('ready'),
  'ccg.round.ready.stage-1': stage('ready', 1),
  'ccg.round.ready.stage-2': stage('ready', 2),
  'ccg.round.ready.stage-3': stage('ready', 3),
  'ccg.round.ready.stage-4': stage('ready', 4),
  'ccg.round.ready.stage-5': stage('ready', 5),
  'ccg.round.ready.stage-6': stage('ready', 6),
  'ccg.round.adventure': phase('adventure'),
  'ccg.round.adventure.stage-1': stage('adventure', 1),
  'ccg.round.adventure.stage-2': stage('adventure', 2),
  'ccg.round.adventure.stage-3': stage('adventure', 3),
  'ccg.round.solo-adventure': phase('solo-adventure'),
  'ccg.round.solo-adventure.stage-1': stage('solo-adventure', 1),
  'ccg.round.solo-adventure.stage-2': stage('solo-adventure', 2),
  'ccg.round.solo-adventure.stage-3': stage('solo-adventure', 3),
  'ccg.round.solo-adventure.stage-4': stage('solo-adventure', 4),
  'ccg.round.procurement': phase('procurement'),
  'ccg.round.procurement.stage-1': stage('procurement', 1),
  'ccg.round.procurement.stage-2': stage('procurement', 2),
  'ccg.round.action': phase('action'),
  'ccg.round.action.stage-1': stage('action', 1),
  'ccg.round.action.stage-2': stage('action', 2),
  'ccg.round.resource': phase('resource'),
  'ccg.round.resource.stage-1': stage('resource', 1),
  'ccg.round.resource.stage-2': stage('resource', 2),
  'ccg.round.resolution': phase('resolution'),
  'ccg.round.resolution.stage-1': stage('resolution', 1),
  'ccg.round.resolution.stage-2': stage('resolution', 2),
  'ccg.round.resolution.stage-3': stage('resolution', 3),
  'ccg.round.resolution.stage-4': stage('resolution', 4),
  'ccg.round.resolution.stage-5': stage('resolution', 5),
  'ccg.round.resolution.stage-6': stage('resolution', 6),

  // Solo play and deck lists
  'ccg.solo': page('solo'),
  'ccg.solo.alone-in-the-black': page('solo', 'alone-in-the-black'),
  'ccg.solo.cost-of-doing-business': page('solo', 'cost-of-doing-business'),
  'ccg.solo.dirty-half-dozen': page('solo', 'dirty-half-dozen'),
  'ccg.solo.opposition': page('solo', 'opposition'),
  'ccg.solo.challenges': page('solo', 'challenges'),
  'ccg.deck-list': page('deck-construction', 'deck-list-format'),

  // The two editions of the Rules Reference
  'ccg.edition': page('changes', 'one-situation-two-editions'),
} as const satisfies Record<string, RuleEntry>;

export type RuleId =
  | `ccg.${(typeof GLOSSARY_RULES)[number]}`
  | `ccg.keyword.${KeywordRuleSlug}`
  | `ccg.note.${(typeof NOTE_RULES)[number]}`
  | `ccg.edition.${(typeof EDITION_RULES)[number]}`
  | keyof typeof OTHER_RULES;

/** The id of one of our readings' notes (`ccg.note.<id>` is its rule; the Source notes page's anchor). */
export type NoteRuleSlug = (typeof NOTE_RULES)[number];

/** The slug of a keyword (`ccg/cards/keywords.ts` holds what the engine knows of each). */
export type KeywordRuleSlug = (typeof KEYWORD_RULES)[number];

const table = (prefix: string, slugs: readonly string[], at: (slug: string) => CcgRuleLocation): [string, RuleEntry][] =>
  slugs.map((slug) => [`${prefix}${slug}`, { at: at(slug) }]);

export const RULES: RuleRegistry<RuleId, CcgRuleLocation> = Object.fromEntries([
  ...table('ccg.', GLOSSARY_RULES, (slug) => ({ kind: 'glossary', slug })),
  ...table('ccg.keyword.', KEYWORD_RULES, (slug) => ({ kind: 'keyword', slug })),
  ...table('ccg.note.', NOTE_RULES, (id) => ({ kind: 'note', id })),
  ...table('ccg.edition.', EDITION_RULES, (slug) => ({ kind: 'page', path: 'changes', anchor: `earlier-${slug}` })),
  ...Object.entries(OTHER_RULES),
]) as Record<RuleId, RuleEntry>;

export function isRuleId(id: string): id is RuleId {
  return isRegistered(RULES, id);
}
