/**
 * The CCG's rule registry: every rule id the engine cites, with its title and
 * where the rule sits in the rule book (a glossary entry, a keyword, a stage of
 * a phase, one of our readings). Trace steps and errors carry these ids;
 * `RuleId` is the type of a registered id, so an unknown id fails the type
 * check. The site turns a location into a link (`src/site/rule-links/ccg.ts`).
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

const glossary = (slug: string, title: string, part?: string): RuleEntry =>
  part === undefined ? { title, at: { kind: 'glossary', slug } } : { title, at: { kind: 'glossary', slug, part } };
const keyword = (slug: string, title: string): RuleEntry => ({ title, at: { kind: 'keyword', slug } });
const stage = (phase: string, n: number, title: string): RuleEntry => ({ title, at: { kind: 'stage', phase, n } });
const phase = (slug: string, title: string): RuleEntry => ({ title, at: { kind: 'phase', phase: slug } });
const note = (id: string, title: string): RuleEntry => ({ title, at: { kind: 'note', id } });
const page = (path: string, title: string, anchor?: string): RuleEntry =>
  anchor === undefined ? { title, at: { kind: 'page', path } } : { title, at: { kind: 'page', path, anchor } };

/** Glossary entries: the id `ccg.<slug>`. */
const GLOSSARY_RULES = {
  'golden-rule': 'The Golden Rule',
  'platinum-rule': 'The Platinum Rule',
  'victory': 'Victory',
  'modifier': 'Modifier',
  'native': 'Native',
  'cost': 'Cost',
  'control-vs-ownership': 'Control vs. Ownership',
  'limited': 'Limited',
  'procure': 'Procure',
  'infamy': 'Infamy',
  'expenses': 'Expenses, Expend and Expense Value',
  'bankruptcy': 'Bankruptcy',
  'deck-discard-pile': 'Deck and Discard Pile',
  'captains-deck': "Captain's Deck",
  'adventure-deck': 'Adventure Deck',
  'hand-size': 'Hand Size',
  'discard-card': 'Discard (card)',
  'discard-token': 'Discard (token)',
  'jettison': 'Jettison',
  'exert': 'Exert',
  'ready': 'Ready',
  'disperse': 'Disperse',
  'timing': 'Timing',
  'effect': 'Effect',
  'ability': 'Ability',
  'action': 'Action',
  'reaction': 'Reaction',
  'cancel': 'Cancel',
  'target': 'Target',
  'transient': 'Transient',
  'permanents': 'Permanents',
  'use': 'Use',
  'acting-captain': 'Acting captain and first captain',
  'initiative-order': 'Initiative order',
  'initiative': 'Initiative',
  'piracy': 'Piracy',
  'attack-value': 'Attack Value',
  'defense-value': 'Defense Value',
  'structure': 'Structure',
  'wound': 'Wound',
  'restore': 'Restore',
  'enemy-ship': 'Enemy Ship',
  'upgrade': 'Upgrade',
  'crew': 'Crew',
  'gear': 'Gear',
  'connection': 'Connection',
  'ship': 'Ship',
  'event': 'Event',
  'heroic-action': 'Heroic Action',
  'resource-pool': 'Resource Pool',
  'capabilities': 'Capabilities',
  'skills': 'Skills',
  'skill-levels': 'Skill Levels',
  'jack-of-all-trades': 'Jack-of-all-Trades',
  'token': 'Token',
  'trait': 'Trait',
  'contract': 'Contract',
  'complication': 'Complication',
  'subplot': 'Subplot',
  'competition': 'Competition',
  'eligible': 'Eligible and ineligible',
  'committed': 'Committed and uncommitted',
  'victory-points': 'Victory Points',
  'cards': 'Cards',
  'card-slots': 'Card Slots',
  'contract-slots': 'Contract Slots',
  'deck-construction': 'Deck Construction',
  'abandonment': 'Abandonment',
  'jump-and-distance': 'Jump and Distance',
  'attach': 'Attach',
  'non-human': 'Non-Human',
  'linked-icons': 'Linked icons',
} as const;

/** Keywords: the id `ccg.keyword.<slug>`. */
const KEYWORD_RULES = {
  'armor': 'Armor (X)',
  'armor-penetration': 'Armor Penetration (X)',
  'cash': 'Cash',
  'concealed': 'Concealed (X)',
  'countermeasure': 'Countermeasure (trait)',
  'critical': 'Critical (X)',
  'equity': 'Equity',
  'expendable': 'Expendable (X)',
  'hardened': 'Hardened (X)',
  'hindrance': 'Hindrance',
  'humaniti': 'Humaniti',
  'infamous': 'Infamous',
  'integral': 'Integral',
  'invulnerable': 'Invulnerable (to X)',
  'mechanical': 'Mechanical',
  'reflec': 'Reflec',
  'replenish': 'Replenish (X)',
  'resilient': 'Resilient',
  'restricted': 'Restricted (X) and Unrestricted',
  'trifling': 'Trifling',
} as const;

/** Our readings of unclear points: the id `ccg.note.<id>`. */
const NOTE_RULES = {
  'queue-passing': 'Our reading: how responses pass around the table',
  'reactions-out-of-turn': 'Our reading: a reaction may be added out of turn',
  'actions-outside-the-action-phase': 'Our reading: actions outside the Action Phase',
  'priority-ties': 'Our reading: priority when the highest Initiative is shared and no captain is acting',
  'limited-scope': 'Our reading: what counts as the same Limited effect',
  'cancelled-permanent': 'Our reading: a cancelled permanent card goes to the discard pile',
  'time-is-money-value': 'Our reading: the value Time is Money raises',
  'missile-barbette-cost': 'Our reading: the cost of the Missile Barbette ability',
  'piracy-one-expense': 'Our reading: piracy points assigned to expense form one expense',
  'piracy-damage-source': 'Our reading: in piracy the firing ship is one damage source',
  'protection-stacking': 'Our reading: several Hardened or Armor sources on one card',
  'return-fire-values': 'Our reading: return fire uses the values left after the attack',
  'enemy-ship-structure': 'Our reading: an enemy ship is destroyed when its damage reaches its structure',
  'enemy-ship-return-fire': 'Our reading: an enemy ship destroyed by the attack does not fire back',
  'mechanical-ready-restore': 'Our reading: Mechanical crew can be restored in the Ready Phase',
  'resilient-restore': 'Our reading: Resilient restores everything, unasked',
  'credits-floor': 'Our reading: the Credits floor is 0',
  'credits-cost-shortfall': 'Our reading: a Credits cost that turns out short bankrupts',
  'restore-cost': 'Our reading: everything restored in the Ready Phase is one Credits cost',
  'expend-until-met': 'Our reading: expending stops once the amount is met',
  'infamy-cost-modifier': 'Our reading: the Infamy surcharge is a cost modifier',
  'expendable-with-cash-equity': 'Our reading: Expendable still helps toward a Cash or Equity cost',
  'victory-threshold': 'Our reading: "met" versus "exceeded" in the victory check',
  'victory-final-tie': 'Our reading: a victory tie on Victory Points and Initiative',
  'first-captain-tie': 'Our reading: who goes first when the highest Initiative is shared',
  'fourth-contract-slot': 'Our reading: when control of the fourth contract slot is decided',
  'contract-leaves-play': 'Our reading: captains pursuing a contract that leaves play',
  'jump-cost': 'Our reading: the jumps to a contract are paid as one cost',
  'competition-subplots': 'Our reading: competition and subplots',
  'jack-held-skills': 'Our reading: Jack-of-all-Trades skips every skill the crew member holds',
  'requirements-one-by-one': 'Our reading: a card’s requirements are met one at a time, in the captain’s order',
  'example-icons': 'Our reconstruction: icons the worked examples lost',
  'card-slots-icon': 'Our reading: the Card Slots entry shows structure where upgrades are meant',
  'over-limit-entry': 'Our reading: a card may enter play over a limit, then its captain jettisons',
  'trifling-scope': 'Our reading: Trifling frees a card from counts, not from tonnage or where it may attach',
  'solo-complication-ties': 'Our reading: ties when placing the hidden solo complication',
  'opposition-upkeep': 'Our reading: 1 Credit per Opposition crew at the end of the Resolution Phase',
  'opposition-lost-icons': 'Our reading: Opposition steps whose icons our copy lost',
  'solo-challenge-scope': 'Our reading: which solo challenges each scenario offers, and which exclude each other',
  'solo-copy-caps': 'Our reading: solo copy-limit challenges bind Restricted and Unrestricted cards too',
  'solo-non-native': 'Our reading: the five non-native adventure cards challenge',
  'earlier-edition': 'Our reading: the earlier Rules Reference where the booklet is silent',
} as const;

/**
 * Under the earlier edition: what decides a step whose text only the later
 * edition has (the id `ccg.edition.<slug>`, an entry `#earlier-<slug>` of the
 * edition changes page). See `editions/`.
 */
const EDITION_RULES = {
  'cost': 'Earlier edition: Cost, from the booklet',
  'expenses': 'Earlier edition: Expenses, from the booklet',
  'bankruptcy': 'Earlier edition: Bankruptcy, from the booklet',
  'ready-exert': 'Earlier edition: Ready and Exert, from the booklet',
  'control': 'Earlier edition: Control and ownership, from the booklet',
  'cards': 'Earlier edition: Cards, decks, discard piles and hand size, from the booklet',
  'token': 'Earlier edition: Tokens, from the booklet',
  'card-slots': 'Earlier edition: Card slots, from the booklet',
  'contract-slots': 'Earlier edition: Contract slots, from the booklet',
  'deck-construction': 'Earlier edition: Deck construction, from the booklet',
  'piracy': 'Earlier edition: Piracy, from the booklet',
  'skill-levels': 'Earlier edition: Skill levels, from the booklet',
  'jack-of-all-trades': 'Earlier edition: Jack-of-all-Trades, from the booklet',
  'setup': 'Earlier edition: Setup, from the booklet',
  'ready-phase': 'Earlier edition: the Ready Phase, from the booklet',
  'adventure-phase': 'Earlier edition: the Adventure Phase, from the booklet',
  'solo-adventure': 'Earlier edition: the solo Adventure Phase, from the booklet',
  'procurement': 'Earlier edition: the Procurement Phase, from the booklet’s example of play',
  'procurement-victory-check': 'Earlier edition: the Procurement Phase victory check, stated nowhere',
  'action-phase': 'Earlier edition: the Action Phase, from the booklet',
  'resource-phase': 'Earlier edition: the Resource Phase, from the booklet',
  'resolution-phase': 'Earlier edition: the Resolution Phase, from the booklet',
} as const;

/** Every other id, with its location spelled out. */
const OTHER_RULES = {
  // Timing
  'ccg.timing.queue': glossary('timing', 'The queue', 'the-queue'),
  'ccg.timing.activated': glossary('timing', 'Activated effects', 'activated-effects'),
  'ccg.timing.persistent': glossary('timing', 'Persistent effects', 'persistent-effects'),
  'ccg.timing.priority': glossary('timing', 'Priority', 'priority'),
  'ccg.timing.phase-restrictions': glossary('timing', 'Phase restrictions', 'phase-restrictions'),
  'ccg.timing.indicator': glossary('timing', 'Timing indicator', 'timing-indicator'),

  // The round, phase by phase
  'ccg.round.setup': page('setup', 'Setup'),
  'ccg.round.ready': phase('ready', 'Ready Phase'),
  'ccg.round.ready.stage-1': stage('ready', 1, 'Ready Phase, stage 1: ready exerted cards'),
  'ccg.round.ready.stage-2': stage('ready', 2, 'Ready Phase, stage 2: resolve to hand size'),
  'ccg.round.ready.stage-3': stage('ready', 3, 'Ready Phase, stage 3: choose the first captain'),
  'ccg.round.ready.stage-4': stage('ready', 4, 'Ready Phase, stage 4: restore wounds and repair structure'),
  'ccg.round.ready.stage-5': stage('ready', 5, 'Ready Phase, stage 5: move gear'),
  'ccg.round.ready.stage-6': stage('ready', 6, 'Ready Phase, stage 6: victory check'),
  'ccg.round.adventure': phase('adventure', 'Adventure Phase'),
  'ccg.round.adventure.stage-1': stage('adventure', 1, 'Adventure Phase, stage 1: play a complication'),
  'ccg.round.adventure.stage-2': stage('adventure', 2, 'Adventure Phase, stage 2: choose an activity'),
  'ccg.round.adventure.stage-3': stage('adventure', 3, 'Adventure Phase, stage 3: victory check'),
  'ccg.round.solo-adventure': phase('solo-adventure', 'Solo Adventure Phase'),
  'ccg.round.solo-adventure.stage-1': stage('solo-adventure', 1, 'Solo Adventure Phase, stage 1: place a hidden complication'),
  'ccg.round.solo-adventure.stage-2': stage('solo-adventure', 2, 'Solo Adventure Phase, stage 2: place a face-up complication'),
  'ccg.round.solo-adventure.stage-3': stage('solo-adventure', 3, 'Solo Adventure Phase, stage 3: choose an activity'),
  'ccg.round.solo-adventure.stage-4': stage('solo-adventure', 4, 'Solo Adventure Phase, stage 4: victory check'),
  'ccg.round.procurement': phase('procurement', 'Procurement Phase'),
  'ccg.round.procurement.stage-1': stage('procurement', 1, 'Procurement Phase, stage 1: procure'),
  'ccg.round.procurement.stage-2': stage('procurement', 2, 'Procurement Phase, stage 2: victory check'),
  'ccg.round.action': phase('action', 'Action Phase'),
  'ccg.round.action.stage-1': stage('action', 1, 'Action Phase, stage 1: take actions'),
  'ccg.round.action.stage-2': stage('action', 2, 'Action Phase, stage 2: victory check'),
  'ccg.round.resource': phase('resource', 'Resource Phase'),
  'ccg.round.resource.stage-1': stage('resource', 1, 'Resource Phase, stage 1: collect resource tokens'),
  'ccg.round.resource.stage-2': stage('resource', 2, 'Resource Phase, stage 2: victory check'),
  'ccg.round.resolution': phase('resolution', 'Resolution Phase'),
  'ccg.round.resolution.stage-1': stage('resolution', 1, 'Resolution Phase, stage 1: reveal complications'),
  'ccg.round.resolution.stage-2': stage('resolution', 2, 'Resolution Phase, stage 2: complications and piracy'),
  'ccg.round.resolution.stage-3': stage('resolution', 3, 'Resolution Phase, stage 3: eligible captains resolve contracts'),
  'ccg.round.resolution.stage-4': stage('resolution', 4, 'Resolution Phase, stage 4: lose Infamy'),
  'ccg.round.resolution.stage-5': stage('resolution', 5, 'Resolution Phase, stage 5: discard remaining tokens'),
  'ccg.round.resolution.stage-6': stage('resolution', 6, 'Resolution Phase, stage 6: victory check'),

  // Solo play and deck lists
  'ccg.solo': page('solo', 'Solo play'),
  'ccg.solo.alone-in-the-black': page('solo', 'Solo scenario 1: Alone in the Black', 'alone-in-the-black'),
  'ccg.solo.cost-of-doing-business': page('solo', 'Solo scenario 2: The Cost of Doing Business', 'cost-of-doing-business'),
  'ccg.solo.dirty-half-dozen': page('solo', 'Solo scenario 3: The Dirty Half-Dozen', 'dirty-half-dozen'),
  'ccg.solo.opposition': page('solo', 'The Opposition and its priority lists', 'opposition'),
  'ccg.solo.challenges': page('solo', 'Solo challenges and challenge points', 'challenges'),
  'ccg.deck-list': page('deck-construction', 'Deck lists: the format this site reads', 'deck-list-format'),

  // The two editions of the Rules Reference
  'ccg.edition': page('changes', 'One situation, two editions', 'one-situation-two-editions'),
} as const satisfies Record<string, RuleEntry>;

export type RuleId =
  | `ccg.${keyof typeof GLOSSARY_RULES}`
  | `ccg.keyword.${keyof typeof KEYWORD_RULES}`
  | `ccg.note.${keyof typeof NOTE_RULES}`
  | `ccg.edition.${keyof typeof EDITION_RULES}`
  | keyof typeof OTHER_RULES;

function table(prefix: string, titles: Readonly<Record<string, string>>, entry: (slug: string, title: string) => RuleEntry): [string, RuleEntry][] {
  return Object.entries(titles).map(([slug, title]) => [`${prefix}${slug}`, entry(slug, title)]);
}

export const RULES: RuleRegistry<RuleId, CcgRuleLocation> = Object.fromEntries([
  ...table('ccg.', GLOSSARY_RULES, (slug, title) => glossary(slug, title)),
  ...table('ccg.keyword.', KEYWORD_RULES, keyword),
  ...table('ccg.note.', NOTE_RULES, note),
  ...table('ccg.edition.', EDITION_RULES, (slug, title) => page('changes', title, `earlier-${slug}`)),
  ...Object.entries(OTHER_RULES),
]) as Record<RuleId, RuleEntry>;

export function isRuleId(id: string): id is RuleId {
  return isRegistered(RULES, id);
}

export function ruleTitle(id: RuleId): string {
  return RULES[id].title;
}
