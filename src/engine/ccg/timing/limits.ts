/**
 * What the queue's table may hold for each captain, and what an item added
 * to the queue may say: the limit of each field and the rule that refuses
 * past it. The engine's readers (`read-state.ts`, `read-item.ts`) and the
 * queue tool's forms read the same numbers, so a form never takes what the
 * engine refuses.
 */
import { TEXT_LIMITS } from '../limits.ts';
import { MAX_CAPTAINS, MIN_CAPTAINS } from '../round/index.ts';
import type { RuleId } from '../rules.ts';

export const TABLE_FIELDS = {
  /** Captains at the table, in seating order. */
  captains: { min: MIN_CAPTAINS, max: MAX_CAPTAINS, rule: 'ccg.round.setup' },
  /** A captain's name, in characters. */
  name: { max: TEXT_LIMITS.name, rule: 'ccg.round.setup' },
  /** A captain's Initiative. */
  initiative: { max: 99, rule: 'ccg.initiative' },
  /** The Credits a captain has available to expend. */
  credits: { max: 999, rule: 'ccg.cost' },
  /** A card's name, in characters (the longest book card's full name fits). */
  cardName: { max: 120, rule: 'ccg.cards' },
} as const satisfies Record<string, { min?: number; max: number; rule: RuleId }>;

/** An item added to the queue (a card played or an ability used), and its effect. */
export const ITEM_FIELDS = {
  /** The item's name, in characters: the same as a card's. */
  name: TABLE_FIELDS.cardName,
  /** A Credits cost paid to add it. */
  credits: { max: 99, rule: 'ccg.cost' },
  /** What a value change adds or subtracts. */
  amount: { min: -99, max: 99, rule: 'ccg.modifier' },
  /** The value a change applies to (Skill, Initiative), in characters. */
  attribute: { max: 60, rule: 'ccg.effect' },
  /** A token the effect gains or a cost discards, in characters. */
  token: { max: 60, rule: 'ccg.effect' },
  /** What the effect does, in the reader's words, in characters. */
  text: { max: 400, rule: 'ccg.effect' },
} as const satisfies Record<string, { min?: number; max: number; rule: RuleId }>;

/** The refusal of a table with too few or too many captains. */
export const tableSizeMessage = `The table needs ${TABLE_FIELDS.captains.min} to ${TABLE_FIELDS.captains.max} captains, in seating order clockwise.`;
