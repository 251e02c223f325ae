/**
 * What decides a step under the earlier edition when the later edition's own
 * text decides it under the later one.
 *
 * The later Rules Reference adds glossary entries (Cost, Expenses, Piracy,
 * Exert, Jack-of-all-Trades …) and Appendix I (setup and every stage of the
 * round). The earlier edition has none of them; it asks players to read the
 * Rules Booklet 2.0 first, so under it the booklet decides those steps. A rule
 * the earlier edition states itself (the keywords, timing, Modifier …) and a
 * page of this site that gathers a term from several places (Initiative,
 * Eligible …) is cited the same under both editions.
 *
 * Checked against the two editions, every situation the tools decide comes
 * out the same under both: the booklet states the same rules. The bases below
 * say where, and flag the two places where the booklet shows a rule only in a
 * worked example or not at all.
 */
import type { RuleId } from '../rules.ts';

/** How the earlier edition's reader finds the rule: in the booklet's text, only in a booklet example, or in no text at all (our reading). */
export type EarlierBasis = 'booklet' | 'booklet-example' | 'reading';

export type EditionRuleId = Extract<RuleId, `ccg.edition.${string}`>;

export interface EarlierCitation {
  /** The rule a step cites under the earlier edition: an entry of the edition changes page. */
  rule: EditionRuleId;
  by: EarlierBasis;
  /** Where the booklet says it (for a reading: what the reading rests on). */
  where: string;
  /** The source note that explains a reading the earlier edition's basis needs. */
  reading?: RuleId;
}

const booklet = (rule: EditionRuleId, where: string, reading?: RuleId): EarlierCitation =>
  reading === undefined ? { rule, by: 'booklet', where } : { rule, by: 'booklet', where, reading };

const COST = booklet('ccg.edition.cost', 'Rules Booklet 2.0, Important Terms: Cost; the floor of 0 from the Modifier entry and the booklet’s Modifier example', 'ccg.note.credits-floor');
const READY_EXERT = booklet('ccg.edition.ready-exert', 'Rules Booklet 2.0, Important Terms: Ready, Exert, and Exerted');
const CARDS = booklet('ccg.edition.cards', 'Rules Booklet 2.0, Cards, and Important Terms: Deck/Discard Pile');
const READY = booklet('ccg.edition.ready-phase', 'Rules Booklet 2.0, The Round: Ready Phase');
const ADVENTURE = booklet('ccg.edition.adventure-phase', 'Rules Booklet 2.0, The Round: Adventure Phase');
const SOLO = booklet('ccg.edition.solo-adventure', 'Rules Booklet 2.0, Solo Play: Adventure Phase (the victory check from the standard Adventure Phase)');
const PROCUREMENT: EarlierCitation = {
  rule: 'ccg.edition.procurement',
  by: 'booklet-example',
  where: 'Rules Booklet 2.0, Example of Play: Procurement Phase (the booklet has no rules page for the phase)',
  reading: 'ccg.note.earlier-edition',
};
const ACTION = booklet('ccg.edition.action-phase', 'Rules Booklet 2.0, The Round: Action Phase');
const RESOURCE = booklet('ccg.edition.resource-phase', 'Rules Booklet 2.0, The Round: Resource Phase');
const RESOLUTION = booklet('ccg.edition.resolution-phase', 'Rules Booklet 2.0, The Round: Resolution Phase');

/** Every rule whose text only the later edition has, with what decides it under the earlier one. */
export const EARLIER_CITATIONS: Readonly<Partial<Record<RuleId, EarlierCitation>>> = {
  // Glossary entries the later edition added.
  'ccg.cost': COST,
  'ccg.expenses': booklet('ccg.edition.expenses', 'Rules Booklet 2.0, Important Terms: Expenses, Expend, and Expense Value'),
  'ccg.bankruptcy': booklet('ccg.edition.bankruptcy', 'Rules Booklet 2.0, Important Terms: Bankruptcy'),
  'ccg.exert': READY_EXERT,
  'ccg.ready': READY_EXERT,
  'ccg.control-vs-ownership': booklet('ccg.edition.control', 'Rules Booklet 2.0, Overview: Control v Ownership'),
  'ccg.cards': CARDS,
  'ccg.captains-deck': CARDS,
  'ccg.adventure-deck': CARDS,
  'ccg.hand-size': CARDS,
  'ccg.deck-discard-pile': CARDS,
  'ccg.token': booklet('ccg.edition.token', 'Rules Booklet 2.0, Tokens and Counters'),
  'ccg.card-slots': booklet('ccg.edition.card-slots', 'Rules Booklet 2.0, Important Terms: Card Slots'),
  'ccg.contract-slots': booklet('ccg.edition.contract-slots', 'Rules Booklet 2.0, Important Terms: Contract Slots'),
  'ccg.deck-construction': booklet('ccg.edition.deck-construction', 'Rules Booklet 2.0, Deck Construction'),
  'ccg.piracy': booklet('ccg.edition.piracy', 'Rules Booklet 2.0, The Round: Resolution Phase (Piracy)'),
  'ccg.skill-levels': booklet('ccg.edition.skill-levels', 'Rules Booklet 2.0, Crew Card Anatomy: Skill Levels'),
  'ccg.jack-of-all-trades': booklet('ccg.edition.jack-of-all-trades', 'Rules Booklet 2.0, The Round: Resource Phase (Jack-of-all-Trades)'),

  // Appendix I: setup and the round.
  'ccg.round.setup': booklet('ccg.edition.setup', 'Rules Booklet 2.0, Initial Set Up'),
  'ccg.round.ready': READY,
  'ccg.round.ready.stage-1': READY,
  'ccg.round.ready.stage-2': READY,
  'ccg.round.ready.stage-3': READY,
  'ccg.round.ready.stage-4': READY,
  'ccg.round.ready.stage-5': READY,
  'ccg.round.ready.stage-6': READY,
  'ccg.round.adventure': ADVENTURE,
  'ccg.round.adventure.stage-1': ADVENTURE,
  'ccg.round.adventure.stage-2': ADVENTURE,
  'ccg.round.adventure.stage-3': ADVENTURE,
  'ccg.round.solo-adventure': SOLO,
  'ccg.round.solo-adventure.stage-1': SOLO,
  'ccg.round.solo-adventure.stage-2': SOLO,
  'ccg.round.solo-adventure.stage-3': SOLO,
  'ccg.round.solo-adventure.stage-4': SOLO,
  'ccg.round.procurement': PROCUREMENT,
  'ccg.round.procurement.stage-1': PROCUREMENT,
  'ccg.round.procurement.stage-2': {
    rule: 'ccg.edition.procurement-victory-check',
    by: 'reading',
    where: 'no text: neither the earlier edition nor the booklet states this check; every other phase ends with one',
    reading: 'ccg.note.earlier-edition',
  },
  'ccg.round.action': ACTION,
  'ccg.round.action.stage-1': ACTION,
  'ccg.round.action.stage-2': ACTION,
  'ccg.round.resource': RESOURCE,
  'ccg.round.resource.stage-1': RESOURCE,
  'ccg.round.resource.stage-2': RESOURCE,
  'ccg.round.resolution': RESOLUTION,
  'ccg.round.resolution.stage-1': RESOLUTION,
  'ccg.round.resolution.stage-2': RESOLUTION,
  'ccg.round.resolution.stage-3': RESOLUTION,
  'ccg.round.resolution.stage-4': RESOLUTION,
  'ccg.round.resolution.stage-5': RESOLUTION,
  'ccg.round.resolution.stage-6': RESOLUTION,
};

/** What decides `rule` under the earlier edition, or undefined when the earlier edition states it too (or neither does). */
export function earlierCitation(rule: RuleId): EarlierCitation | undefined {
  return Object.hasOwn(EARLIER_CITATIONS, rule) ? EARLIER_CITATIONS[rule] : undefined;
}
