/**
 * The rule registry: every rule id the engine cites, with its title and the
 * page (and anchor) of the site that explains it. Trace steps and errors carry
 * these ids; `RuleId` is the type of a registered id, so an unknown id fails the
 * type check, and tests prove each page and anchor exists in the built site.
 *
 * Id scheme:
 *   ccg.<glossary-slug>[.<part>]       glossary pages: /ccg/glossary/<slug>/
 *   ccg.keyword.<keyword-slug>         keyword pages:  /ccg/keywords/<slug>/
 *   ccg.round.<phase>[.stage-<n>]      round pages:    /ccg/round/<phase>/#stage-<n>
 *   ccg.note.<note-id>                 our readings:   /ccg/source-notes/#<note-id>
 */

export interface RuleEntry {
  title: string;
  /** Site path of the page, with a trailing slash. */
  page: string;
  /** Element id on that page, without '#'. */
  anchor?: string;
}

const glossary = (slug: string, title: string, anchor?: string): RuleEntry =>
  anchor === undefined ? { title, page: `/ccg/glossary/${slug}/` } : { title, page: `/ccg/glossary/${slug}/`, anchor };
const keyword = (slug: string, title: string): RuleEntry => ({ title, page: `/ccg/keywords/${slug}/` });
const stage = (phase: string, n: number, title: string): RuleEntry => ({ title, page: `/ccg/round/${phase}/`, anchor: `stage-${n}` });
const phase = (slug: string, title: string): RuleEntry => ({ title, page: `/ccg/round/${slug}/` });
const note = (id: string, title: string): RuleEntry => ({ title, page: '/ccg/source-notes/', anchor: id });

export const RULES = {
  // Golden, Platinum and victory
  'ccg.golden-rule': glossary('golden-rule', 'The Golden Rule'),
  'ccg.platinum-rule': glossary('platinum-rule', 'The Platinum Rule'),
  'ccg.victory': glossary('victory', 'Victory'),

  // Values and costs
  'ccg.modifier': glossary('modifier', 'Modifier'),
  'ccg.native': glossary('native', 'Native'),
  'ccg.cost': glossary('cost', 'Cost'),
  'ccg.control-vs-ownership': glossary('control-vs-ownership', 'Control vs. Ownership'),
  'ccg.limited': glossary('limited', 'Limited'),
  'ccg.procure': glossary('procure', 'Procure'),
  'ccg.infamy': glossary('infamy', 'Infamy'),

  // Expenses
  'ccg.expenses': glossary('expenses', 'Expenses, Expend and Expense Value'),
  'ccg.bankruptcy': glossary('bankruptcy', 'Bankruptcy'),
  'ccg.deck-discard-pile': glossary('deck-discard-pile', 'Deck and Discard Pile'),
  'ccg.captains-deck': glossary('captains-deck', "Captain's Deck"),
  'ccg.adventure-deck': glossary('adventure-deck', 'Adventure Deck'),
  'ccg.hand-size': glossary('hand-size', 'Hand Size'),
  'ccg.discard-card': glossary('discard-card', 'Discard (card)'),
  'ccg.discard-token': glossary('discard-token', 'Discard (token)'),
  'ccg.jettison': glossary('jettison', 'Jettison'),
  'ccg.exert': glossary('exert', 'Exert'),
  'ccg.ready': glossary('ready', 'Ready'),
  'ccg.disperse': glossary('disperse', 'Disperse'),

  // Timing
  'ccg.timing': glossary('timing', 'Timing'),
  'ccg.timing.queue': glossary('timing', 'The queue', 'the-queue'),
  'ccg.timing.activated': glossary('timing', 'Activated effects', 'activated-effects'),
  'ccg.timing.persistent': glossary('timing', 'Persistent effects', 'persistent-effects'),
  'ccg.timing.priority': glossary('timing', 'Priority', 'priority'),
  'ccg.timing.phase-restrictions': glossary('timing', 'Phase restrictions', 'phase-restrictions'),
  'ccg.timing.indicator': glossary('timing', 'Timing indicator', 'timing-indicator'),
  'ccg.effect': glossary('effect', 'Effect'),
  'ccg.ability': glossary('ability', 'Ability'),
  'ccg.action': glossary('action', 'Action'),
  'ccg.reaction': glossary('reaction', 'Reaction'),
  'ccg.cancel': glossary('cancel', 'Cancel'),
  'ccg.target': glossary('target', 'Target'),
  'ccg.transient': glossary('transient', 'Transient'),
  'ccg.permanents': glossary('permanents', 'Permanents'),
  'ccg.use': glossary('use', 'Use'),
  'ccg.acting-captain': glossary('acting-captain', 'Acting captain and first captain'),
  'ccg.initiative-order': glossary('initiative-order', 'Initiative order'),
  'ccg.initiative': glossary('initiative', 'Initiative'),

  // Piracy and damage
  'ccg.piracy': glossary('piracy', 'Piracy'),
  'ccg.attack-value': glossary('attack-value', 'Attack Value'),
  'ccg.defense-value': glossary('defense-value', 'Defense Value'),
  'ccg.structure': glossary('structure', 'Structure'),
  'ccg.wound': glossary('wound', 'Wound'),
  'ccg.restore': glossary('restore', 'Restore'),
  'ccg.enemy-ship': glossary('enemy-ship', 'Enemy Ship'),
  'ccg.upgrade': glossary('upgrade', 'Upgrade'),
  'ccg.crew': glossary('crew', 'Crew'),
  'ccg.gear': glossary('gear', 'Gear'),
  'ccg.connection': glossary('connection', 'Connection'),
  'ccg.ship': glossary('ship', 'Ship'),
  'ccg.event': glossary('event', 'Event'),
  'ccg.heroic-action': glossary('heroic-action', 'Heroic Action'),

  // Requirements and resources
  'ccg.resource-pool': glossary('resource-pool', 'Resource Pool'),
  'ccg.capabilities': glossary('capabilities', 'Capabilities'),
  'ccg.skills': glossary('skills', 'Skills'),
  'ccg.skill-levels': glossary('skill-levels', 'Skill Levels'),
  'ccg.jack-of-all-trades': glossary('jack-of-all-trades', 'Jack-of-all-Trades'),
  'ccg.token': glossary('token', 'Token'),
  'ccg.trait': glossary('trait', 'Trait'),
  'ccg.contract': glossary('contract', 'Contract'),
  'ccg.complication': glossary('complication', 'Complication'),
  'ccg.subplot': glossary('subplot', 'Subplot'),
  'ccg.competition': glossary('competition', 'Competition'),
  'ccg.eligible': glossary('eligible', 'Eligible and ineligible'),
  'ccg.committed': glossary('committed', 'Committed and uncommitted'),
  'ccg.victory-points': glossary('victory-points', 'Victory Points'),

  // The round and the game
  'ccg.cards': glossary('cards', 'Cards'),
  'ccg.card-slots': glossary('card-slots', 'Card Slots'),
  'ccg.contract-slots': glossary('contract-slots', 'Contract Slots'),
  'ccg.deck-construction': glossary('deck-construction', 'Deck Construction'),
  'ccg.abandonment': glossary('abandonment', 'Abandonment'),
  'ccg.jump-and-distance': glossary('jump-and-distance', 'Jump and Distance'),
  'ccg.attach': glossary('attach', 'Attach'),

  // Keywords
  'ccg.keyword.armor': keyword('armor', 'Armor (X)'),
  'ccg.keyword.armor-penetration': keyword('armor-penetration', 'Armor Penetration (X)'),
  'ccg.keyword.cash': keyword('cash', 'Cash'),
  'ccg.keyword.concealed': keyword('concealed', 'Concealed (X)'),
  'ccg.keyword.countermeasure': keyword('countermeasure', 'Countermeasure (trait)'),
  'ccg.keyword.critical': keyword('critical', 'Critical (X)'),
  'ccg.keyword.equity': keyword('equity', 'Equity'),
  'ccg.keyword.expendable': keyword('expendable', 'Expendable (X)'),
  'ccg.keyword.hardened': keyword('hardened', 'Hardened (X)'),
  'ccg.keyword.hindrance': keyword('hindrance', 'Hindrance'),
  'ccg.keyword.humaniti': keyword('humaniti', 'Humaniti'),
  'ccg.keyword.infamous': keyword('infamous', 'Infamous'),
  'ccg.keyword.integral': keyword('integral', 'Integral'),
  'ccg.keyword.invulnerable': keyword('invulnerable', 'Invulnerable (to X)'),
  'ccg.keyword.mechanical': keyword('mechanical', 'Mechanical'),
  'ccg.keyword.reflec': keyword('reflec', 'Reflec'),
  'ccg.keyword.replenish': keyword('replenish', 'Replenish (X)'),
  'ccg.keyword.resilient': keyword('resilient', 'Resilient'),
  'ccg.keyword.restricted': keyword('restricted', 'Restricted (X) and Unrestricted'),
  'ccg.keyword.trifling': keyword('trifling', 'Trifling'),

  // The round, phase by phase (pages rendered from the engine's round data)
  'ccg.round.setup': { title: 'Setup', page: '/ccg/setup/' },
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

  // Solo play and deck lists (pages written from the engine's solo and deck data)
  'ccg.solo': { title: 'Solo play', page: '/ccg/solo/' },
  'ccg.solo.alone-in-the-black': { title: 'Solo scenario 1: Alone in the Black', page: '/ccg/solo/', anchor: 'alone-in-the-black' },
  'ccg.solo.cost-of-doing-business': { title: 'Solo scenario 2: The Cost of Doing Business', page: '/ccg/solo/', anchor: 'cost-of-doing-business' },
  'ccg.solo.dirty-half-dozen': { title: 'Solo scenario 3: The Dirty Half-Dozen', page: '/ccg/solo/', anchor: 'dirty-half-dozen' },
  'ccg.solo.opposition': { title: 'The Opposition and its priority lists', page: '/ccg/solo/', anchor: 'opposition' },
  'ccg.solo.challenges': { title: 'Solo challenges and challenge points', page: '/ccg/solo/', anchor: 'challenges' },
  'ccg.deck-list': { title: 'Deck lists: the format this site reads', page: '/ccg/deck-construction/', anchor: 'deck-list-format' },

  // Our readings of unclear points (explained on the Source notes page)
  'ccg.note.queue-passing': note('queue-passing', 'Our reading: how responses pass around the table'),
  'ccg.note.priority-ties': note('priority-ties', 'Our reading: priority when the highest Initiative is shared and no captain is acting'),
  'ccg.note.limited-scope': note('limited-scope', 'Our reading: what counts as the same Limited effect'),
  'ccg.note.cancelled-permanent': note('cancelled-permanent', 'Our reading: a cancelled permanent card goes to the discard pile'),
  'ccg.note.time-is-money-value': note('time-is-money-value', 'Our reading: the value Time is Money raises'),
  'ccg.note.missile-barbette-cost': note('missile-barbette-cost', 'Our reading: the cost of the Missile Barbette ability'),
  'ccg.note.piracy-one-expense': note('piracy-one-expense', 'Our reading: piracy points assigned to expense form one expense'),
  'ccg.note.piracy-damage-source': note('piracy-damage-source', 'Our reading: in piracy the firing ship is one damage source'),
  'ccg.note.protection-stacking': note('protection-stacking', 'Our reading: several Hardened or Armor sources on one card'),
  'ccg.note.return-fire-values': note('return-fire-values', 'Our reading: return fire uses the values left after the attack'),
  'ccg.note.enemy-ship-structure': note('enemy-ship-structure', 'Our reading: an enemy ship is destroyed when its damage reaches its structure'),
  'ccg.note.mechanical-ready-restore': note('mechanical-ready-restore', 'Our reading: Mechanical crew can be restored in the Ready Phase'),
  'ccg.note.resilient-restore': note('resilient-restore', 'Our reading: Resilient restores everything, unasked'),
  'ccg.note.credits-floor': note('credits-floor', 'Our reading: the Credits floor is 0'),
  'ccg.note.credits-cost-shortfall': note('credits-cost-shortfall', 'Our reading: a Credits cost that turns out short bankrupts'),
  'ccg.note.expend-until-met': note('expend-until-met', 'Our reading: expending stops once the amount is met'),
  'ccg.note.infamy-cost-modifier': note('infamy-cost-modifier', 'Our reading: the Infamy surcharge is a cost modifier'),
  'ccg.note.expendable-with-cash-equity': note('expendable-with-cash-equity', 'Our reading: Expendable still helps toward a Cash or Equity cost'),
  'ccg.note.victory-threshold': note('victory-threshold', 'Our reading: "met" versus "exceeded" in the victory check'),
  'ccg.note.victory-final-tie': note('victory-final-tie', 'Our reading: a victory tie on Victory Points and Initiative'),
  'ccg.note.first-captain-tie': note('first-captain-tie', 'Our reading: who goes first when the highest Initiative is shared'),
  'ccg.note.fourth-contract-slot': note('fourth-contract-slot', 'Our reading: when control of the fourth contract slot is decided'),
  'ccg.note.contract-leaves-play': note('contract-leaves-play', 'Our reading: captains pursuing a contract that leaves play'),
  'ccg.note.jump-cost': note('jump-cost', 'Our reading: the jumps to a contract are paid as one cost'),
  'ccg.note.competition-subplots': note('competition-subplots', 'Our reading: competition and subplots'),
  'ccg.note.jack-held-skills': note('jack-held-skills', 'Our reading: Jack-of-all-Trades skips every skill the crew member holds'),
  'ccg.note.requirements-one-by-one': note('requirements-one-by-one', 'Our reading: a card’s requirements are met one at a time, in the captain’s order'),
  'ccg.note.example-icons': note('example-icons', 'Our reconstruction: icons the worked examples lost'),
  'ccg.note.card-slots-icon': note('card-slots-icon', 'Our reading: the Card Slots entry shows structure where upgrades are meant'),
  'ccg.note.over-limit-entry': note('over-limit-entry', 'Our reading: a card may enter play over a limit, then its captain jettisons'),
  'ccg.note.trifling-scope': note('trifling-scope', 'Our reading: Trifling frees a card from counts, not from tonnage or where it may attach'),
  'ccg.note.solo-complication-ties': note('solo-complication-ties', 'Our reading: ties when placing the hidden solo complication'),
  'ccg.note.opposition-upkeep': note('opposition-upkeep', 'Our reading: 1 Credit per Opposition crew at the end of the Resolution Phase'),
  'ccg.note.opposition-lost-icons': note('opposition-lost-icons', 'Our reading: Opposition steps whose icons our copy lost'),
  'ccg.note.solo-challenge-scope': note('solo-challenge-scope', 'Our reading: which solo challenges each scenario offers, and which exclude each other'),
  'ccg.note.solo-copy-caps': note('solo-copy-caps', 'Our reading: solo copy-limit challenges bind Restricted and Unrestricted cards too'),
  'ccg.note.solo-non-native': note('solo-non-native', 'Our reading: the five non-native adventure cards challenge'),
} as const satisfies Record<string, RuleEntry>;

export type RuleId = keyof typeof RULES;

export function isRuleId(id: string): id is RuleId {
  return Object.prototype.hasOwnProperty.call(RULES, id);
}

/** The site path of a rule, with its anchor: `/ccg/glossary/timing/#the-queue`. */
export function ruleHref(id: RuleId): string {
  const entry: RuleEntry = RULES[id];
  return entry.anchor ? `${entry.page}#${entry.anchor}` : entry.page;
}

export function ruleTitle(id: RuleId): string {
  return RULES[id].title;
}
